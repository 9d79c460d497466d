#include "ui/objects/objectbrowser.h"

#include "ui/common/backgroundtask.h"
#include "ui/common/itemviews.h"
#include "ui/common/timetext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMutex>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The store is opened by the first page's thread and used by each later page's, one at a time
// (loadMore() waits for the page listing): the mutex only orders the hand-over.
struct ObjectBrowserDialog::Shared {
    ObjectBrowserDialog::StoreOpener opener;
    QMutex mutex;
    std::unique_ptr<ObjectStore> store;
};

namespace {
enum Column { KeyColumn, SizeColumn, ModifiedColumn };
} // namespace

ObjectBrowserDialog::ObjectBrowserDialog(StoreOpener opener, const QString &prefix, QWidget *parent)
    : QDialog(parent)
    , m_shared(std::make_shared<Shared>())
    , m_prefix(prefix) {
    m_shared->opener = std::move(opener);
    setObjectName(u"objectBrowser"_s);
    setWindowTitle(tr("Objects under %1").arg(prefix.isEmpty() ? tr("the bucket's root") : prefix));
    auto *layout = new QVBoxLayout(this);

    auto *prefixLabel = new QLabel(
        prefix.isEmpty() ? tr("Every object of the store, in key order.")
                         : tr("The objects whose key starts with “%1”, in key order.").arg(prefix));
    prefixLabel->setObjectName(u"objectPrefixLabel"_s);
    prefixLabel->setTextFormat(Qt::PlainText);
    prefixLabel->setWordWrap(true);
    layout->addWidget(prefixLabel);

    m_filter = new QLineEdit;
    m_filter->setObjectName(u"objectFilterEdit"_s);
    m_filter->setPlaceholderText(tr("Filter the keys listed so far"));
    m_filter->setAccessibleName(tr("Filter keys"));
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);

    m_model = new QStandardItemModel(0, 3, this);
    m_model->setHorizontalHeaderLabels({tr("Key"), tr("Size"), tr("Last modified")});
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(KeyColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_view->setCurrentIndex(m_proxy->index(0, KeyColumn));
        updateStatus();
    });
    m_view = new QTreeView;
    m_view->setObjectName(u"objectList"_s);
    m_view->setAccessibleName(tr("Objects"));
    m_view->setModel(m_proxy);
    setUpReadOnlyList(m_view, QAbstractItemView::SingleSelection);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(KeyColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(SizeColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ModifiedColumn, QHeaderView::ResizeToContents);
    connect(m_view, &QTreeView::activated, this, &ObjectBrowserDialog::useCurrent);
    layout->addWidget(m_view, 1);
    // Down from the filter walks into the list.
    m_filter->installEventFilter(this);

    m_status = new QLabel;
    m_status->setObjectName(u"objectStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox;
    m_loadMore = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_loadMore->setObjectName(u"loadMoreButton"_s);
    m_loadMore->setToolTip(tr("List the next keys, a page at a time"));
    connect(m_loadMore, &QPushButton::clicked, this, &ObjectBrowserDialog::loadMore);
    m_use = buttons->addButton(tr("&Use This Key"), QDialogButtonBox::AcceptRole);
    m_use->setObjectName(u"useKeyButton"_s);
    m_use->setEnabled(false);
    connect(m_use, &QPushButton::clicked, this, &ObjectBrowserDialog::useCurrent);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { m_use->setEnabled(current.isValid()); });

    resize(760, 520);
    updateStatus();
}

ObjectBrowserDialog::~ObjectBrowserDialog() = default;

int ObjectBrowserDialog::listedCount() const {
    return m_model->rowCount();
}

void ObjectBrowserDialog::showEvent(QShowEvent *event) {
    QDialog::showEvent(event);
    if (!m_started) {
        m_started = true;
        // Once the window is up (and its owner had the chance to set it up).
        QTimer::singleShot(0, this, &ObjectBrowserDialog::loadMore);
    }
}

void ObjectBrowserDialog::loadMore() {
    if (m_listing || (m_model->rowCount() > 0 && m_nextToken.isEmpty()))
        return; // listing, or everything is listed
    m_started = true;
    m_listing = true;
    m_error.clear();
    updateStatus();
    auto shared = m_shared; // the thread keeps the store alive if the dialog goes first
    const QString prefix = m_prefix;
    const QString token = m_nextToken;
    const int pageSize = m_pageSize;
    runInBackground(
        this, u"object-browser"_s,
        [shared, prefix, token, pageSize]() -> Result<ObjectPage> {
            QMutexLocker lock(&shared->mutex);
            if (!shared->store) {
                auto store = shared->opener();
                if (!store)
                    return store.error();
                shared->store = std::move(*store);
            }
            return shared->store->list(prefix, token, pageSize);
        },
        [this](const Result<ObjectPage> &page) { pageArrived(page); });
}

void ObjectBrowserDialog::pageArrived(const Result<ObjectPage> &page) {
    m_listing = false;
    if (!page) {
        m_error = page.error().message;
    } else {
        const QLocale locale;
        for (const ObjectInfo &info : page->objects) {
            auto *key = new QStandardItem(info.key);
            key->setToolTip(info.key);
            auto *size = new QStandardItem(
                locale.formattedDataSize(info.size, 1, QLocale::DataSizeTraditionalFormat));
            size->setData(info.size, Qt::UserRole);
            size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto *modified = new QStandardItem(utcText(info.lastModified));
            m_model->appendRow({key, size, modified});
        }
        m_nextToken = page->nextContinuationToken;
        if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_view->setCurrentIndex(m_proxy->index(0, KeyColumn));
    }
    updateStatus();
    Q_EMIT pageListed();
}

void ObjectBrowserDialog::updateStatus() {
    const QLocale locale;
    QString text;
    if (!m_error.isEmpty())
        text = tr("Listing the objects failed: %1").arg(m_error);
    else if (m_listing)
        text = m_model->rowCount() == 0 ? tr("Listing the objects…") : tr("Listing more objects…");
    else if (m_model->rowCount() == 0)
        text = m_prefix.isEmpty() ? tr("The store holds no object.")
                                  : tr("No object's key starts with “%1”.").arg(m_prefix);
    else if (!m_nextToken.isEmpty())
        text = tr("The first %1 keys; Load More lists the next %2.")
                   .arg(locale.toString(m_model->rowCount()), locale.toString(m_pageSize));
    else
        text = tr("All %Ln key(s).", "", m_model->rowCount());
    if (!m_filter->text().isEmpty() && m_model->rowCount() > 0)
        text += u' ' + tr("%Ln of them match(es) the filter.", "", m_proxy->rowCount());
    m_status->setText(text);
    // After a failure the same button lists the page again.
    const bool failed = !m_error.isEmpty();
    m_loadMore->setText(failed ? tr("Try &Again") : tr("Load &More"));
    m_loadMore->setEnabled(!m_listing && (failed || !m_nextToken.isEmpty()));
    m_loadMore->setVisible(failed || m_listing || !m_nextToken.isEmpty());
}

bool ObjectBrowserDialog::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_PageDown) {
            m_view->setFocus(Qt::TabFocusReason);
            return true;
        }
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_view->currentIndex().isValid()) {
            useCurrent();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ObjectBrowserDialog::useCurrent() {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    m_selected = current.siblingAtColumn(KeyColumn).data().toString();
    accept();
}

} // namespace outbox::ui
