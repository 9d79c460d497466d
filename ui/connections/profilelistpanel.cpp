#include "ui/connections/profilelistpanel.h"

#include "ui/common/stateappearance.h"
#include "ui/connections/profilefields.h"

#include "connection/connectionspec.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

enum ListRole { UrlRole = Qt::UserRole + 1, EnvironmentRole };

// Paints a profile as a card: the environment's colour bar and badge, the name, and the URL
// (which never holds a password), so that a production profile stands out before it is opened.
class ProfileItemDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override {
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        const QString name = opt.text;
        opt.text.clear();
        opt.icon = QIcon();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // selection, hover

        const QString environment = index.data(EnvironmentRole).toString();
        const QColor colour = environmentColor(environment);
        const QRect r = opt.rect.adjusted(0, 4, 0, -4);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawRoundedRect(QRectF(r.left() + 6, r.top() + 2, 4, r.height() - 4), 2, 2);

        QFont badgeFont = opt.font;
        badgeFont.setPointSizeF(badgeFont.pointSizeF() * 0.75);
        badgeFont.setBold(true);
        const QFontMetrics badgeMetrics(badgeFont);
        const QString badge = environmentLabel(environment);
        const int badgeWidth = badgeMetrics.horizontalAdvance(badge) + 12;
        const int badgeHeight = badgeMetrics.height() + 4;
        const QRect badgeRect(r.right() - badgeWidth - 8, r.top() + (r.height() - badgeHeight) / 2,
                              badgeWidth, badgeHeight);
        painter->drawRoundedRect(badgeRect, badgeHeight / 2.0, badgeHeight / 2.0);
        painter->setFont(badgeFont);
        painter->setPen(Qt::white);
        painter->drawText(badgeRect, Qt::AlignCenter, badge);

        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorGroup group =
            opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        const QColor text =
            opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(0.68);
        QFont nameFont = opt.font;
        nameFont.setBold(true);
        QFont urlFont = opt.font;
        urlFont.setPointSizeF(urlFont.pointSizeF() * 0.9);
        const QFontMetrics nameMetrics(nameFont);
        const QFontMetrics urlMetrics(urlFont);
        const int left = r.left() + 18;
        const int width = badgeRect.left() - 8 - left;
        const int top = r.top() + (r.height() - nameMetrics.height() - urlMetrics.height()) / 2;
        painter->setFont(nameFont);
        painter->setPen(text);
        painter->drawText(QRect(left, top, width, nameMetrics.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          nameMetrics.elidedText(name, Qt::ElideRight, width));
        painter->setFont(urlFont);
        painter->setPen(dim);
        painter->drawText(
            QRect(left, top + nameMetrics.height(), width, urlMetrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            urlMetrics.elidedText(index.data(UrlRole).toString(), Qt::ElideMiddle, width));
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override {
        const QFontMetrics metrics(option.font);
        return QSize(240, metrics.height() * 2 + 20);
    }
};

} // namespace

ProfileListPanel::ProfileListPanel(QWidget *parent)
    : QWidget(parent) {
    setObjectName(u"profilePanel"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    auto *title = new QLabel(tr("Saved profiles"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);

    m_list = named(new QListWidget, u"profileList"_s, tr("Saved profiles"));
    m_list->setItemDelegate(new ProfileItemDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_list->setMinimumWidth(270);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_list, &QListWidget::currentItemChanged, this, &ProfileListPanel::currentChanged);
    layout->addWidget(m_list, 1);

    m_newButton = named(new QPushButton(tr("&New")), u"newButton"_s, tr("New profile"));
    m_newButton->setShortcut(QKeySequence::New);
    m_newButton->setToolTip(
        tr("Create a profile (%1)")
            .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
    m_duplicateButton =
        named(new QPushButton(tr("D&uplicate")), u"duplicateButton"_s, tr("Duplicate profile"));
    m_duplicateButton->setToolTip(
        tr("Copy the selected profile, with its secrets, under a new name"));
    m_deleteButton = named(new QPushButton(tr("&Delete")), u"deleteButton"_s, tr("Delete profile"));
    m_deleteButton->setToolTip(
        tr("Delete the selected profile and its secrets (the database is not touched)"));
    connect(m_newButton, &QPushButton::clicked, this, &ProfileListPanel::newRequested);
    connect(m_duplicateButton, &QPushButton::clicked, this, &ProfileListPanel::duplicateRequested);
    connect(m_deleteButton, &QPushButton::clicked, this, &ProfileListPanel::deleteRequested);
    auto *deleteShortcut = new QShortcut(QKeySequence::Delete, m_list);
    deleteShortcut->setContext(Qt::WidgetShortcut);
    connect(deleteShortcut, &QShortcut::activated, this, &ProfileListPanel::deleteRequested);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_newButton);
    buttons->addWidget(m_duplicateButton);
    buttons->addWidget(m_deleteButton);
    layout->addLayout(buttons);
}

std::optional<QString> ProfileListPanel::setProfiles(const QList<Profile> &profiles,
                                                     const QString &wanted) {
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const Profile &p : profiles) {
        auto *item = new QListWidgetItem(p.name, m_list);
        const auto spec = ConnectionSpec::fromUrl(p.databaseUrl);
        const QString url = spec ? spec->displayUrl() : p.databaseUrl;
        // The second line says where the database is; its options (TLS files, auth) are in
        // the tooltip, so the line's elided middle never hides host and database behind a path.
        item->setData(UrlRole, url.section(u'?', 0, 0));
        item->setData(EnvironmentRole, p.environment);
        item->setToolTip(u"%1\n%2 · %3"_s.arg(p.name, environmentLabel(p.environment), url));
    }
    QListWidgetItem *current = m_list->findItems(wanted, Qt::MatchExactly).value(0);
    if (!current && m_list->count() > 0)
        current = m_list->item(0);
    m_list->setCurrentItem(current);
    if (!current)
        return std::nullopt;
    return current->text();
}

QString ProfileListPanel::currentName() const {
    QListWidgetItem *item = m_list->currentItem();
    return item ? item->text() : QString();
}

void ProfileListPanel::setCurrentName(const QString &name) {
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentItem(m_list->findItems(name, Qt::MatchExactly).value(0));
}

void ProfileListPanel::clearCurrent() {
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentItem(nullptr);
    m_list->clearSelection();
}

bool ProfileListPanel::choose(const QString &name) {
    const auto items = m_list->findItems(name, Qt::MatchExactly);
    if (items.isEmpty())
        return false;
    m_list->setCurrentItem(items.first());
    return true;
}

void ProfileListPanel::setActionsEnabled(bool duplicate, bool remove) {
    m_duplicateButton->setEnabled(duplicate);
    m_deleteButton->setEnabled(remove);
}

} // namespace outbox::ui
