#include "ui/connections/profiledialog.h"

#include "ui/common/backgroundtask.h"

#include "profilesecrets.h"
#include "secretstore.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"

#include "connection/connectionspec.h"
#include "connection/connectionurl.h"
#include "connection/databasesession.h"
#include "relay/eventsink.h"
#include "relay/relaysetup.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QThread>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

enum ListRole { UrlRole = Qt::UserRole + 1, EnvironmentRole };

constexpr int kPostgresPort = kPostgresDefaultPort;
constexpr int kMySqlPort = kMySqlDefaultPort;

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

QIcon dotIcon(const QColor &colour) {
    QIcon icon;
    for (const int size : {12, 16, 24}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        const qreal margin = size * 0.2;
        painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QLabel *hintLabel(const QString &text) {
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::Disabled, QPalette::WindowText));
    label->setPalette(palette);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.92);
    label->setFont(font);
    return label;
}

template <typename W> W *named(W *widget, const QString &objectName, const QString &accessible) {
    widget->setObjectName(objectName);
    widget->setAccessibleName(accessible);
    return widget;
}

QLineEdit *secretEdit(const QString &objectName, const QString &accessible) {
    auto *edit = named(new QLineEdit, objectName, accessible);
    edit->setEchoMode(QLineEdit::Password);
    // Echo mode Password already refuses copy and cut; these keep input methods from learning
    // the secret.
    edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    return edit;
}

QWidget *row(std::initializer_list<QWidget *> widgets, int stretchIndex = 0) {
    auto *container = new QWidget;
    auto *layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    int i = 0;
    for (QWidget *w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return container;
}

QString selectedData(const QComboBox *combo) {
    return combo->currentData().toString();
}

void selectData(QComboBox *combo, const QString &value) {
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

// The kind combo's data of a database kind, and back.
QString kindData(DatabaseKind kind) {
    return kind == DatabaseKind::PostgreSQL ? u"postgresql"_s
           : kind == DatabaseKind::MySQL    ? u"mysql"_s
                                            : u"sqlite"_s;
}

DatabaseKind kindOfData(const QString &data) {
    return data == u"sqlite"_s       ? DatabaseKind::SQLite
           : data == u"postgresql"_s ? DatabaseKind::PostgreSQL
                                     : DatabaseKind::MySQL;
}

QString objectStoreModeOf(const QString &spec) {
    if (spec.trimmed().isEmpty())
        return u"environment"_s;
    if (ProfileS3Settings::isS3Spec(spec))
        return u"s3"_s;
    return u"folder"_s;
}

// What a connection test found, handed from the worker to the dialog.
struct TestOutcome {
    bool ok = false;
    QString message;
};

// Where the tested table's vocabulary came from, for the test's result line.
QString vocabularySourceText(VocabularySource source) {
    switch (source) {
    case VocabularySource::Given:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as set");
    case VocabularySource::Recorded:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as recorded");
    case VocabularySource::Remembered:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as remembered");
    case VocabularySource::Detected:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "detected");
    case VocabularySource::Unknown:
        break;
    }
    return QCoreApplication::translate(
        "outbox::ui::ProfileDialog",
        "unknown: no row reads 'created'; set it before the relay or a retry can run");
}

} // namespace

ProfileDialog::ProfileDialog(ProfileStore store, SessionSecretStore &secrets, QWidget *parent)
    : QDialog(parent)
    , m_store(std::move(store))
    , m_secrets(secrets) {
    setObjectName(u"profileDialog"_s);
    setWindowTitle(tr("Connections"));
    setAccessibleName(tr("Connections"));

    m_keychainNote = new MessageBar;
    m_keychainNote->setObjectName(u"keychainNote"_s);
    m_keychainNote->setAccessibleName(tr("Keychain status"));
    connect(m_keychainNote, &MessageBar::actionTriggered, this, [this] {
        // The user may have unlocked or started the keyring meanwhile: ask again.
        if (dynamic_cast<SecretStore *>(&m_secrets.keychain()))
            SecretStore::resetAvailability();
        updateKeychainNote();
        readStoredSecrets();
    });

    m_messageBar = new MessageBar;

    auto *body = new QHBoxLayout;
    body->setSpacing(12);
    body->addWidget(createProfileList());
    body->addWidget(createEditor(), 1);

    m_openButton = named(new QPushButton(tr("&Open")), u"openButton"_s, tr("Open profile"));
    m_openButton->setToolTip(tr("Open the selected profile in the console"));
    m_openButton->setDefault(true);
    m_closeButton = named(new QPushButton(tr("Close")), u"closeButton"_s, tr("Close"));
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        if (m_editingName.isEmpty() || !confirmDiscard())
            return;
        m_chosenName = m_editingName;
        accept();
    });
    connect(m_closeButton, &QPushButton::clicked, this, &ProfileDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_closeButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    layout->setSpacing(10);
    layout->addWidget(m_keychainNote);
    layout->addLayout(body, 1);
    layout->addWidget(m_messageBar);
    layout->addLayout(buttons);

    nameComboBoxesByTheirLabels();
    updateKeychainNote();
    reloadList();
    resize(920, 640);
}

void ProfileDialog::nameComboBoxesByTheirLabels() {
    // A combo box is named by its label, as the label reads without its mnemonic. (On Linux, Qt
    // 6.4 still reports a combo box's current text as its accessible name; screen readers there
    // take the label from the labelled-by relation: the label's buddy, a sibling.)
    const QList<QLabel *> labels = findChildren<QLabel *>();
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        for (const QLabel *label : labels) {
            if (label->buddy() == combo)
                combo->setAccessibleName(QString(label->text()).remove(u'&'));
        }
    }
}

ProfileDialog::~ProfileDialog() {
    // The workers read from m_secrets, which belongs to the caller: do not leave them running on
    // a store that may go next. Connections time out after 5 s (a sink's within 15 s) and
    // keychain calls too.
    for (const QPointer<QThread> &thread : {m_testThread, m_publishThread}) {
        if (thread && thread->isRunning())
            thread->wait(30000);
    }
    for (const QPointer<QThread> &thread : std::as_const(m_secretThreads)) {
        if (thread && thread->isRunning())
            thread->wait(30000);
    }
}

// ---- building ------------------------------------------------------------------------------

QWidget *ProfileDialog::createProfileList() {
    auto *panel = new QWidget;
    panel->setObjectName(u"profilePanel"_s);
    auto *layout = new QVBoxLayout(panel);
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
    connect(m_list, &QListWidget::currentItemChanged, this, &ProfileDialog::onListSelectionChanged);
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
    connect(m_newButton, &QPushButton::clicked, this, &ProfileDialog::newProfile);
    connect(m_duplicateButton, &QPushButton::clicked, this, &ProfileDialog::duplicateProfile);
    connect(m_deleteButton, &QPushButton::clicked, this, &ProfileDialog::deleteProfile);
    auto *deleteShortcut = new QShortcut(QKeySequence::Delete, m_list);
    deleteShortcut->setContext(Qt::WidgetShortcut);
    connect(deleteShortcut, &QShortcut::activated, this, &ProfileDialog::deleteProfile);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_newButton);
    buttons->addWidget(m_duplicateButton);
    buttons->addWidget(m_deleteButton);
    layout->addLayout(buttons);
    return panel;
}

QWidget *ProfileDialog::createEditor() {
    m_editor = new QWidget;
    m_editor->setObjectName(u"profileEditor"_s);
    auto *layout = new QVBoxLayout(m_editor);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = named(new QLineEdit, u"nameEdit"_s, tr("Profile name"));
    m_name->setPlaceholderText(tr("e.g. orders-prod"));
    m_name->setToolTip(tr("Up to 64 letters, digits, spaces, dots, dashes or underscores; "
                          "outboxctl selects it with --profile"));
    form->addRow(tr("&Name:"), m_name);

    m_environment = named(new QComboBox, u"environmentCombo"_s, QString());
    for (const QString &env : {u"dev"_s, u"staging"_s, u"prod"_s}) {
        const QString label = env == u"dev"_s       ? tr("Development")
                              : env == u"staging"_s ? tr("Staging")
                                                    : tr("Production");
        m_environment->addItem(dotIcon(environmentColor(env)), label, env);
    }
    m_environment->setToolTip(tr("Shown as a colour wherever this profile is open"));
    m_environmentSwatch = named(new QLabel, u"environmentSwatch"_s, tr("Environment colour"));
    m_environmentSwatch->setAlignment(Qt::AlignCenter);
    m_environmentSwatch->setMinimumWidth(72);
    m_readOnly = named(new QCheckBox(tr("&Read-only")), u"readOnlyCheck"_s, tr("Read-only"));
    m_readOnly->setToolTip(
        tr("Refuse every change (retry, mark done, promote, purge) through this profile, in the "
           "console and in outboxctl.\nProduction profiles open read-only anyway, until writing "
           "is unlocked for the session."));
    // A layout, not a widget around the row: the label and the combo box are siblings, as the
    // labelled-by relation of screen readers needs (see nameComboBoxesByTheirLabels()).
    auto *environmentRow = new QHBoxLayout;
    environmentRow->setSpacing(6);
    environmentRow->addWidget(m_environment);
    environmentRow->addWidget(m_environmentSwatch);
    environmentRow->addStretch(1);
    environmentRow->addWidget(m_readOnly);
    form->addRow(tr("&Environment:"), environmentRow);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(environmentRow)))
        label->setBuddy(m_environment);

    m_prodNote = named(new QLabel, u"prodNote"_s, tr("Production note"));
    m_prodNote->setText(tr("Opens read-only until writing is unlocked for the session."));
    m_prodNote->setToolTip(
        tr("Production profiles always open read-only. Writing can be unlocked for one session "
           "from the main window, with a typed confirmation and a reason."));
    {
        const QColor prod = environmentColor(u"prod"_s);
        m_prodNote->setStyleSheet(
            u"QLabel#prodNote { border-left: 3px solid %1; background-color: rgba(%2, %3, %4, 28);"
            " padding: 3px 8px; }"_s.arg(prod.name())
                .arg(prod.red())
                .arg(prod.green())
                .arg(prod.blue()));
    }
    form->addRow(QString(), m_prodNote);
    layout->addLayout(form);

    m_tabs = named(new QTabWidget, u"editorTabs"_s, tr("Profile settings"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createConnectionPage(), tr("&Connection"));
    m_tabs->addTab(createOutboxPage(), tr("Out&box table"));
    m_tabs->addTab(createObjectStorePage(), tr("Ob&ject store"));
    m_tabs->addTab(createRelayPage(), tr("Re&lay"));
    m_tabs->addTab(createNotificationsPage(), tr("No&tifications"));
    layout->addWidget(m_tabs, 1);

    m_validation = named(new QLabel, u"validationLabel"_s, tr("Problem"));
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);
    auto *validationIcon = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    validationIcon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    m_validationRow = row({validationIcon, m_validation}, 1);
    m_validationRow->setObjectName(u"validationRow"_s);
    m_validation->installEventFilter(this);
    layout->addWidget(m_validationRow);

    m_testButton =
        named(new QPushButton(tr("&Test Connection")), u"testButton"_s, tr("Test connection"));
    m_testButton->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_testButton->setToolTip(tr("Connect with these settings (not yet saved) and detect the "
                                "table, its type and vocabulary (Ctrl+T)"));
    m_testResult = named(new QLabel, u"testResult"_s, tr("Connection test result"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::RichText);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult->installEventFilter(this);
    m_testResult->hide();
    layout->addWidget(m_testResult);
    m_revertButton = named(new QPushButton(tr("Re&vert")), u"revertButton"_s, tr("Revert"));
    m_revertButton->setToolTip(tr("Forget the unsaved edits"));
    m_saveButton = named(new QPushButton(tr("&Save")), u"saveButton"_s, tr("Save profile"));
    m_saveButton->setShortcut(QKeySequence::Save);
    m_saveButton->setToolTip(
        tr("Save the profile; its secrets go to the keychain (%1)")
            .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    connect(m_testButton, &QPushButton::clicked, this, &ProfileDialog::testConnection);
    connect(m_revertButton, &QPushButton::clicked, this, &ProfileDialog::revert);
    connect(m_saveButton, &QPushButton::clicked, this, [this] { save(); });

    auto *actions = new QHBoxLayout;
    actions->setSpacing(8);
    actions->addWidget(m_testButton);
    actions->addStretch(1);
    actions->addWidget(m_revertButton);
    actions->addWidget(m_saveButton);
    layout->addLayout(actions);

    // Every edit marks the profile modified and re-validates.
    const auto watch = [this](QWidget *w) {
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            connect(edit, &QLineEdit::textChanged, this, &ProfileDialog::markModified);
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            connect(combo, &QComboBox::currentIndexChanged, this, &ProfileDialog::markModified);
        else if (auto *check = qobject_cast<QCheckBox *>(w))
            connect(check, &QCheckBox::toggled, this, &ProfileDialog::markModified);
        else if (auto *spin = qobject_cast<QSpinBox *>(w))
            connect(spin, &QSpinBox::valueChanged, this, &ProfileDialog::markModified);
    };
    for (QWidget *w : m_editor->findChildren<QWidget *>()) {
        if (w != m_remember) // a preference for this save, not part of the profile
            watch(w);
    }
    connect(m_environment, &QComboBox::currentIndexChanged, this,
            &ProfileDialog::updateEnvironmentWidgets);
    return m_editor;
}

QWidget *ProfileDialog::createConnectionPage() {
    auto *page = new QWidget;
    m_connectionForm = new QFormLayout(page);
    m_connectionForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_connectionForm->setContentsMargins(10, 12, 10, 10);

    m_kind = named(new QComboBox, u"kindCombo"_s, QString());
    m_kind->addItem(tr("PostgreSQL"), u"postgresql"_s);
    m_kind->addItem(tr("MySQL / MariaDB"), u"mysql"_s);
    m_kind->addItem(tr("SQLite"), u"sqlite"_s);
    m_connectionForm->addRow(tr("&Database:"), m_kind);

    m_host = named(new QLineEdit, u"hostEdit"_s, tr("Host"));
    m_host->setPlaceholderText(u"localhost"_s);
    m_port = named(new QSpinBox, u"portSpin"_s, tr("Port"));
    m_port->setRange(1, 65535);
    m_port->setValue(kPostgresPort);
    auto *portLabel = new QLabel(tr("&Port:"));
    portLabel->setBuddy(m_port);
    m_serverRow = row({m_host, portLabel, m_port});
    m_connectionForm->addRow(tr("&Host:"), m_serverRow);
    m_database = named(new QLineEdit, u"databaseEdit"_s, tr("Database name"));
    m_database->setPlaceholderText(tr("database name"));
    m_connectionForm->addRow(tr("Database na&me:"), m_database);
    m_user = named(new QLineEdit, u"userEdit"_s, tr("User"));
    m_connectionForm->addRow(tr("&User:"), m_user);
    m_sslMode = named(new QComboBox, u"sslModeCombo"_s, QString());
    m_sslMode->addItem(tr("Driver default (prefer)"), QString());
    for (const QString &mode :
         {u"disable"_s, u"allow"_s, u"prefer"_s, u"require"_s, u"verify-ca"_s, u"verify-full"_s})
        m_sslMode->addItem(mode, mode);
    m_sslMode->setToolTip(
        tr("PostgreSQL sslmode. verify-full checks the certificate and the host name: use it "
           "for anything that crosses a network you do not control."));
    m_sslModeLabel = new QLabel(tr("T&LS mode:"));
    m_sslModeLabel->setBuddy(m_sslMode);
    m_connectionForm->addRow(m_sslModeLabel, m_sslMode);

    m_sqlitePath = named(new QLineEdit, u"sqlitePathEdit"_s, tr("SQLite database file"));
    m_sqlitePath->setPlaceholderText(tr("/path/to/outbox.db"));
    m_sqliteBrowse = named(new QToolButton, u"sqliteBrowseButton"_s, tr("Choose SQLite file"));
    m_sqliteBrowse->setText(tr("Browse…"));
    connect(m_sqliteBrowse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("SQLite Database"), QFileInfo(m_sqlitePath->text()).absolutePath(),
            tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
        if (!file.isEmpty())
            m_sqlitePath->setText(file);
    });
    m_sqliteRow = row({m_sqlitePath, m_sqliteBrowse});
    m_connectionForm->addRow(tr("&File:"), m_sqliteRow);

    m_url = named(new QLineEdit, u"urlEdit"_s, tr("Database URL"));
    m_url->setPlaceholderText(u"postgresql://user@host:5432/db?sslmode=verify-full"_s);
    m_url->setToolTip(tr("postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with "
                         "the fields above. It never holds a password."));
    m_connectionForm->addRow(tr("U&RL:"), m_url);

    m_password = secretEdit(u"passwordEdit"_s, tr("Database password"));
    m_passwordLabel = new QLabel(tr("Pass&word:"));
    m_passwordLabel->setBuddy(m_password);
    m_connectionForm->addRow(m_passwordLabel, m_password);
    m_remember = named(new QCheckBox(tr("Re&member secrets in the system keychain")),
                       u"rememberCheck"_s, tr("Remember secrets in the system keychain"));
    m_remember->setChecked(true);
    m_remember->setToolTip(
        tr("Checked: passwords and keys go to the system keychain under \"outbox-console\".\n"
           "Unchecked: they are kept in memory for this session only.\n"
           "They are never written to the profile file."));
    connect(m_remember, &QCheckBox::toggled, this, &ProfileDialog::updateSecretPlaceholders);
    m_connectionForm->addRow(QString(), m_remember);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        // Follow the kind's default port unless the user chose another one.
        const bool postgres = selectedData(m_kind) == u"postgresql"_s;
        if (!m_loading && !m_syncing) {
            if (postgres && m_port->value() == kMySqlPort)
                m_port->setValue(kPostgresPort);
            else if (!postgres && m_port->value() == kPostgresPort)
                m_port->setValue(kMySqlPort);
        }
        updateKindWidgets();
        syncUrlFromFields();
    });
    for (QLineEdit *edit : {m_host, m_database, m_user, m_sqlitePath})
        connect(edit, &QLineEdit::textChanged, this, &ProfileDialog::syncUrlFromFields);
    connect(m_port, &QSpinBox::valueChanged, this, &ProfileDialog::syncUrlFromFields);
    connect(m_sslMode, &QComboBox::currentIndexChanged, this, &ProfileDialog::syncUrlFromFields);
    connect(m_url, &QLineEdit::textEdited, this, &ProfileDialog::syncFieldsFromUrl);
    return page;
}

QWidget *ProfileDialog::createOutboxPage() {
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setContentsMargins(10, 12, 10, 10);

    m_table = named(new QLineEdit, u"tableEdit"_s, tr("Outbox table"));
    m_table->setPlaceholderText(
        tr("Detect: %1").arg(TableResolver::defaultCandidates().join(u", "_s)));
    m_table->setToolTip(tr("NAME or SCHEMA.NAME; empty: the first of the usual names that "
                           "exists"));
    form->addRow(tr("&Table:"), m_table);

    m_format = named(new QComboBox, u"formatCombo"_s, QString());
    m_format->addItem(tr("Detect from the columns"), u"auto"_s);
    m_format->addItem(tr("Vortos (object-store operations)"), u"vortos"_s);
    m_format->addItem(tr("FennFlow (domain events)"), u"fennflow"_s);
    form->addRow(tr("T&ype:"), m_format);

    m_vocabulary = named(new QComboBox, u"vocabularyCombo"_s, QString());
    m_vocabulary->addItem(tr("Detect from the rows"), u"auto"_s);
    m_vocabulary->addItem(tr("docs: ready rows are \"created\""), u"docs"_s);
    m_vocabulary->addItem(tr("shipped: ready rows are \"pending\""), u"shipped"_s);
    m_vocabulary->setToolTip(tr("FennFlow only: which status means ready to publish"));
    form->addRow(tr("&Vocabulary:"), m_vocabulary);
    connect(m_format, &QComboBox::currentIndexChanged, this,
            [this] { m_vocabulary->setEnabled(selectedData(m_format) != u"vortos"_s); });

    form->addRow(QString(), hintLabel(tr("Test Connection shows what is detected. Set a value "
                                         "only when detection guesses wrong.")));
    return page;
}

QWidget *ProfileDialog::createObjectStorePage() {
    auto *page = new QWidget;
    m_objectStoreForm = new QFormLayout(page);
    m_objectStoreForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_objectStoreForm->setContentsMargins(10, 12, 10, 10);

    m_objectStoreMode = named(new QComboBox, u"objectStoreCombo"_s, QString());
    m_objectStoreMode->addItem(tr("From the environment (OBJECT_STORE_*)"), u"environment"_s);
    m_objectStoreMode->addItem(tr("Local folder"), u"folder"_s);
    m_objectStoreMode->addItem(tr("S3-compatible bucket"), u"s3"_s);
    m_objectStoreMode->setToolTip(tr("Where Vortos rows' objects live, for the relay and for "
                                     "promotions"));
    m_objectStoreForm->addRow(tr("&Store:"), m_objectStoreMode);
    m_objectStoreHint = hintLabel(
        tr("OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, "
           "OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY are read when the "
           "store is used, as the Vortos writer names them."));
    m_objectStoreForm->addRow(QString(), m_objectStoreHint);

    m_folder = named(new QLineEdit, u"folderEdit"_s, tr("Object store folder"));
    m_folder->setPlaceholderText(tr("/absolute/folder"));
    m_folderBrowse = named(new QToolButton, u"folderBrowseButton"_s, tr("Choose folder"));
    m_folderBrowse->setText(tr("Browse…"));
    connect(m_folderBrowse, &QToolButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Object Store Folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    m_folderRow = row({m_folder, m_folderBrowse});
    m_objectStoreForm->addRow(tr("&Folder:"), m_folderRow);

    m_s3Endpoint = named(new QLineEdit, u"s3EndpointEdit"_s, tr("S3 endpoint"));
    m_s3Endpoint->setPlaceholderText(tr("empty: AWS S3 in the region; e.g. http://127.0.0.1:9000"));
    m_objectStoreForm->addRow(tr("E&ndpoint:"), m_s3Endpoint);
    m_s3Bucket = named(new QLineEdit, u"s3BucketEdit"_s, tr("S3 bucket"));
    m_objectStoreForm->addRow(tr("&Bucket:"), m_s3Bucket);
    m_s3Region = named(new QLineEdit, u"s3RegionEdit"_s, tr("S3 region"));
    m_s3Region->setPlaceholderText(u"auto"_s);
    m_objectStoreForm->addRow(tr("Re&gion:"), m_s3Region);
    m_s3AccessKeyId = named(new QLineEdit, u"s3AccessKeyIdEdit"_s, tr("S3 access key id"));
    m_s3AccessKeyId->setPlaceholderText(tr("empty: OBJECT_STORE_ACCESS_KEY_ID"));
    m_objectStoreForm->addRow(tr("&Access key id:"), m_s3AccessKeyId);
    m_s3SecretKey = secretEdit(u"s3SecretKeyEdit"_s, tr("S3 secret access key"));
    m_objectStoreForm->addRow(tr("Secret &key:"), m_s3SecretKey);
    m_s3PathStyle = named(new QCheckBox(tr("&Path-style addressing (MinIO, s3rver, IP endpoints)")),
                          u"s3PathStyleCheck"_s, tr("Path-style addressing"));
    m_objectStoreForm->addRow(QString(), m_s3PathStyle);

    connect(m_objectStoreMode, &QComboBox::currentIndexChanged, this,
            &ProfileDialog::updateObjectStoreWidgets);
    return page;
}

QWidget *ProfileDialog::createRelayPage() {
    auto *page = new QWidget;
    // The form holds no word-wrapped label: Qt 6.4's QFormLayout gives a row shown again with
    // setRowVisible() no height when the form also has height-for-width rows. The test publish
    // and the hint go below it.
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(10, 12, 10, 10);
    m_relayForm = new QFormLayout;
    m_relayForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    pageLayout->addLayout(m_relayForm);

    m_sinkMode = named(new QComboBox, u"sinkCombo"_s, QString());
    m_sinkMode->addItem(tr("None"), u"none"_s);
    m_sinkMode->addItem(tr("HTTP webhook"), u"webhook"_s);
    m_sinkMode->addItem(tr("JSON-lines file"), u"file"_s);
    m_sinkMode->addItem(tr("RabbitMQ (AMQP 0-9-1)"), u"amqp"_s);
    m_sinkMode->addItem(tr("NATS JetStream"), u"nats"_s);
    m_sinkMode->addItem(tr("Kafka"), u"kafka"_s);
    m_relayForm->addRow(tr("FennFlow &sink:"), m_sinkMode);

    m_webhookUrl = named(new QLineEdit, u"webhookUrlEdit"_s, tr("Webhook URL"));
    m_webhookUrl->setPlaceholderText(u"https://events.example.com/outbox"_s);
    m_relayForm->addRow(tr("&Webhook URL:"), m_webhookUrl);
    m_webhookSecret = secretEdit(u"webhookSecretEdit"_s, tr("Webhook signing secret"));
    m_webhookSecret->setToolTip(tr("Signs each request (see Signature); kept in the keychain"));
    m_relayForm->addRow(tr("Signing s&ecret:"), m_webhookSecret);
    m_signature = named(new QComboBox, u"signatureCombo"_s, QString());
    m_signature->addItem(tr("HMAC-SHA256 (X-Outbox-Signature)"), u"hmac-sha256"_s);
    m_signature->addItem(tr("Standard Webhooks (webhook-signature; secret whsec_…)"),
                         u"standard-webhooks"_s);
    m_relayForm->addRow(tr("Si&gnature:"), m_signature);

    m_brokerUrl = named(new QLineEdit, u"brokerUrlEdit"_s, tr("Broker URL"));
    m_relayForm->addRow(tr("&Broker URL:"), m_brokerUrl);
    m_sinkPassword = secretEdit(u"sinkPasswordEdit"_s, tr("Broker password"));
    m_sinkPassword->setToolTip(tr("The broker user's password (Kafka: the SASL password); kept "
                                  "in the keychain, never in the URL"));
    m_relayForm->addRow(tr("Broker pass&word:"), m_sinkPassword);

    m_sinkFile = named(new QLineEdit, u"sinkFileEdit"_s, tr("Sink file"));
    m_sinkFile->setPlaceholderText(tr("/var/lib/outbox/events.jsonl"));
    m_sinkFileBrowse = named(new QToolButton, u"sinkFileBrowseButton"_s, tr("Choose sink file"));
    m_sinkFileBrowse->setText(tr("Browse…"));
    connect(m_sinkFileBrowse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Sink File"), m_sinkFile->text(), tr("JSON lines (*.jsonl);;All files (*)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!file.isEmpty())
            m_sinkFile->setText(file);
    });
    m_sinkFileRow = row({m_sinkFile, m_sinkFileBrowse});
    m_relayForm->addRow(tr("&File:"), m_sinkFileRow);

    m_relayOrdering = named(new QComboBox, u"relayOrderingCombo"_s, QString());
    m_relayOrdering->addItem(tr("In order per file (aggregate_id)"), u"key"_s);
    m_relayOrdering->addItem(tr("Oldest first, whatever the file"), u"none"_s);
    m_relayOrdering->setToolTip(tr("In order per file: an event waits while an older event of its "
                                   "file is undelivered (outboxctl relay --ordering)."));
    m_relayForm->addRow(tr("&Order:"), m_relayOrdering);

    m_eventFormat = named(new QComboBox, u"eventFormatCombo"_s, QString());
    m_eventFormat->addItem(tr("Plain (the event's JSON)"), u"plain"_s);
    m_eventFormat->addItem(tr("CloudEvents 1.0, binary (attributes in headers)"), u"ce-binary"_s);
    m_eventFormat->addItem(tr("CloudEvents 1.0, structured (one JSON document)"),
                           u"ce-structured"_s);
    m_relayForm->addRow(tr("Event &format:"), m_eventFormat);
    const CloudEventTemplates defaults;
    const auto templateEdit = [this](QLineEdit *&edit, const QString &name, const QString &what,
                                     const QString &label, const QString &placeholder) {
        edit = named(new QLineEdit, name, what);
        edit->setPlaceholderText(placeholder);
        edit->setToolTip(tr("{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, "
                            "{storage_path} and {table} stand for the event's values; empty: %1")
                             .arg(placeholder));
        m_relayForm->addRow(label, edit);
    };
    templateEdit(m_ceSource, u"ceSourceEdit"_s, tr("CloudEvents source"), tr("CE so&urce:"),
                 defaults.source);
    templateEdit(m_ceType, u"ceTypeEdit"_s, tr("CloudEvents type"), tr("CE t&ype:"), defaults.type);
    templateEdit(m_ceSubject, u"ceSubjectEdit"_s, tr("CloudEvents subject"), tr("CE su&bject:"),
                 defaults.subject);

    m_testPublishButton =
        named(new QPushButton(tr("Test &Publish")), u"testPublishButton"_s, tr("Test publish"));
    m_testPublishButton->setToolTip(
        tr("Send one test event to the sink with these settings (not yet saved). No row is "
           "read or changed: the event's aggregate_type is OutboxConsole, its event_type test."));
    m_testPublishResult = named(new QLabel, u"testPublishResult"_s, tr("Test publish result"));
    m_testPublishResult->setWordWrap(true);
    m_testPublishResult->setTextFormat(Qt::RichText);
    m_testPublishResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testPublishResult->hide();
    pageLayout->addWidget(row({m_testPublishButton, new QWidget}, 1));
    pageLayout->addWidget(m_testPublishResult);
    connect(m_testPublishButton, &QPushButton::clicked, this, &ProfileDialog::testPublish);
    connect(m_eventFormat, &QComboBox::currentIndexChanged, this,
            &ProfileDialog::updateSinkWidgets);

    pageLayout->addWidget(hintLabel(tr("Vortos rows are carried out against the object store; "
                                       "FennFlow rows are published to this sink.")));
    pageLayout->addStretch(1);
    connect(m_sinkMode, &QComboBox::currentIndexChanged, this, &ProfileDialog::updateSinkWidgets);
    return page;
}

void ProfileDialog::showRelayPage() {
    m_tabs->setCurrentIndex(m_tabs->count() - 2);
}

void ProfileDialog::showNotificationsPage() {
    m_tabs->setCurrentIndex(m_tabs->count() - 1);
}

QWidget *ProfileDialog::createNotificationsPage() {
    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(10, 12, 10, 10);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    pageLayout->addLayout(form);
    m_notifyDead = named(new QSpinBox, u"notifyDeadSpin"_s, tr("New dead rows"));
    m_notifyDead->setRange(0, 1'000'000);
    m_notifyDead->setSpecialValueText(tr("Off"));
    m_notifyDead->setSuffix(tr(" or more since the last refresh"));
    form->addRow(tr("New &dead rows:"), m_notifyDead);
    m_notifyBlocked = named(new QCheckBox(tr("When a &key becomes blocked by a dead row")),
                            u"notifyBlockedCheck"_s, tr("Blocked keys"));
    form->addRow(QString(), m_notifyBlocked);
    m_notifyPending = named(new QSpinBox, u"notifyPendingSpin"_s, tr("Oldest pending age"));
    m_notifyPending->setRange(0, 7 * 24 * 60);
    m_notifyPending->setSpecialValueText(tr("Off"));
    m_notifyPending->setSuffix(tr(" min"));
    form->addRow(tr("Oldest &pending older than:"), m_notifyPending);
    pageLayout->addWidget(hintLabel(
        tr("While the console runs it reads this profile in the background (File › Overview of "
           "All Profiles, every minute by default) and tells the desktop when one of these starts: "
           "once, not at every refresh while it lasts. The notification names the profile; click "
           "it to open the profile. Without a notification area the overview flags the line.")));
    pageLayout->addStretch(1);
    return page;
}

bool ProfileDialog::selectProfile(const QString &name) {
    const auto items = m_list->findItems(name, Qt::MatchExactly);
    if (items.isEmpty())
        return false;
    m_list->setCurrentItem(items.first()); // asks about unsaved edits first
    return m_editingName == name;
}

// ---- list ----------------------------------------------------------------------------------

void ProfileDialog::reloadList(const QString &select) {
    const QString wanted = select.isEmpty() ? m_editingName : select;
    // A file that does not read lists nothing; saving is refused by the store (it would erase
    // every profile in it), and said here before anyone tries.
    if (auto readable = m_store.check(); !readable)
        m_messageBar->showMessage(MessageBar::Kind::Error, readable.error().message);
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (const Profile &p : m_store.profiles()) {
            auto *item = new QListWidgetItem(p.name, m_list);
            const auto spec = ConnectionSpec::fromUrl(p.databaseUrl);
            const QString url = spec ? spec->displayUrl() : p.databaseUrl;
            item->setData(UrlRole, url);
            item->setData(EnvironmentRole, p.environment);
            item->setToolTip(u"%1\n%2 · %3"_s.arg(p.name, environmentLabel(p.environment), url));
        }
    }
    QListWidgetItem *current = m_list->findItems(wanted, Qt::MatchExactly).value(0);
    if (!current && m_list->count() > 0)
        current = m_list->item(0);
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentItem(current);
    }
    loadIntoEditor(current ? m_store.find(current->text()) : std::nullopt);
}

void ProfileDialog::onListSelectionChanged() {
    QListWidgetItem *item = m_list->currentItem();
    const QString name = item ? item->text() : QString();
    if (!name.isEmpty() && name == m_editingName)
        return;
    if (!confirmDiscard()) {
        // Stay on the edits: put the selection back where it was.
        const QSignalBlocker blocker(m_list);
        const auto found = m_list->findItems(m_editingName, Qt::MatchExactly);
        m_list->setCurrentItem(found.value(0));
        return;
    }
    {
        // Saving may have rebuilt the list: point it at the profile asked for again.
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentItem(m_list->findItems(name, Qt::MatchExactly).value(0));
    }
    loadIntoEditor(name.isEmpty() ? std::nullopt : m_store.find(name));
}

bool ProfileDialog::confirmDiscard() {
    if (!m_modified)
        return true;
    const QString text = m_editingName.isEmpty()
                             ? tr("The new profile has not been saved.")
                             : tr("The profile \"%1\" has unsaved changes.").arg(m_editingName);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"), text,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(u"unsavedChangesBox"_s);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        m_modified = false;
        return true;
    default:
        return false;
    }
}

// ---- editor --------------------------------------------------------------------------------

void ProfileDialog::loadIntoEditor(const std::optional<Profile> &profile) {
    m_loading = true;
    m_editingName = profile ? profile->name : QString();
    const Profile p = profile.value_or(Profile());
    m_name->setText(p.name);
    selectData(m_environment, p.environment);
    m_readOnly->setChecked(p.readOnly);
    m_notifyDead->setValue(p.notify.newDeadRows);
    m_notifyBlocked->setChecked(p.notify.blockedKeys);
    m_notifyPending->setValue(p.notify.oldestPendingMinutes);

    const auto parts = parseConnectionUrl(p.databaseUrl);
    if (parts) {
        selectData(m_kind, kindData(parts->kind));
        m_host->setText(parts->host);
        m_port->setValue(parts->port > 0 ? parts->port : kPostgresPort);
        m_database->setText(parts->database);
        m_user->setText(parts->user);
        selectData(m_sslMode, parts->sslMode);
        m_sqlitePath->setText(parts->sqlitePath);
    } else {
        selectData(m_kind, u"postgresql"_s);
        for (QLineEdit *edit : {m_host, m_database, m_user, m_sqlitePath})
            edit->clear();
        m_port->setValue(kPostgresPort);
        selectData(m_sslMode, QString());
    }
    m_url->setText(p.databaseUrl);

    m_table->setText(p.table);
    selectData(m_format, p.format);
    selectData(m_vocabulary, p.vocabulary);

    const QString storeMode = objectStoreModeOf(p.objectStore);
    selectData(m_objectStoreMode, storeMode);
    m_folder->clear();
    for (QLineEdit *edit : {m_s3Endpoint, m_s3Bucket, m_s3Region, m_s3AccessKeyId})
        edit->clear();
    m_s3PathStyle->setChecked(false);
    if (storeMode == u"folder"_s) {
        const QUrl url(p.objectStore);
        m_folder->setText(url.isLocalFile() ? url.toLocalFile() : p.objectStore);
    } else if (storeMode == u"s3"_s) {
        if (auto s3 = ProfileS3Settings::parse(p.objectStore)) {
            m_s3Endpoint->setText(s3->endpoint);
            m_s3Bucket->setText(s3->bucket);
            m_s3Region->setText(s3->region == u"auto"_s ? QString() : s3->region);
            m_s3AccessKeyId->setText(s3->accessKeyId);
            m_s3PathStyle->setChecked(s3->pathStyle);
        }
    }

    m_webhookUrl->clear();
    m_sinkFile->clear();
    m_brokerUrl->clear();
    const SinkSpec sink = SinkSpec::parse(p.sink);
    if (sink.kind == SinkKind::Webhook) {
        selectData(m_sinkMode, u"webhook"_s);
        m_webhookUrl->setText(sink.target);
    } else if (sink.kind == SinkKind::File) {
        selectData(m_sinkMode, u"file"_s);
        m_sinkFile->setText(sink.target);
    } else if (sink.isBroker()) {
        selectData(m_sinkMode, sink.kind == SinkKind::Amqp   ? u"amqp"_s
                               : sink.kind == SinkKind::Nats ? u"nats"_s
                                                             : u"kafka"_s);
        m_brokerUrl->setText(sink.target);
    } else {
        selectData(m_sinkMode, u"none"_s);
    }
    selectData(m_relayOrdering, p.relayOrdering == u"none"_s ? u"none"_s : u"key"_s);
    selectData(m_signature, p.webhookSignature);
    selectData(m_eventFormat, p.eventFormat);
    m_ceSource->setText(p.ceSource);
    m_ceType->setText(p.ceType);
    m_ceSubject->setText(p.ceSubject);
    setPublishResult(true, QString());

    for (QLineEdit *edit : {m_password, m_s3SecretKey, m_webhookSecret, m_sinkPassword})
        edit->clear();
    m_editor->setEnabled(profile.has_value());
    m_vocabulary->setEnabled(selectedData(m_format) != u"vortos"_s);
    updateKindWidgets();
    updateEnvironmentWidgets();
    updateObjectStoreWidgets();
    updateSinkWidgets();
    readStoredSecrets();
    setTestResult(true, QString());
    m_loading = false;
    m_modified = false;
    validate();
}

void ProfileDialog::updateKindWidgets() {
    const QString kind = selectedData(m_kind);
    const bool sqlite = kind == u"sqlite"_s;
    m_connectionForm->setRowVisible(m_serverRow, !sqlite);
    m_connectionForm->setRowVisible(m_database, !sqlite);
    m_connectionForm->setRowVisible(m_user, !sqlite);
    m_connectionForm->setRowVisible(m_sslMode, kind == u"postgresql"_s);
    m_connectionForm->setRowVisible(m_sqliteRow, sqlite);
    // A SQLite file has no password to ask for.
    m_connectionForm->setRowVisible(m_password, !sqlite);
}

void ProfileDialog::updateEnvironmentWidgets() {
    const QString env = selectedData(m_environment);
    const QColor colour = environmentColor(env);
    m_environmentSwatch->setText(environmentLabel(env));
    m_environmentSwatch->setStyleSheet(
        u"QLabel#environmentSwatch { background-color: %1; color: white; border-radius: 4px; "
        "padding: 3px 10px; font-weight: bold; }"_s.arg(colour.name()));
    m_prodNote->setVisible(env == u"prod"_s);
}

void ProfileDialog::updateObjectStoreWidgets() {
    const QString mode = selectedData(m_objectStoreMode);
    const bool s3 = mode == u"s3"_s;
    m_objectStoreForm->setRowVisible(m_objectStoreHint, mode == u"environment"_s);
    m_objectStoreForm->setRowVisible(m_folderRow, mode == u"folder"_s);
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_s3Endpoint, m_s3Bucket, m_s3Region, m_s3AccessKeyId, m_s3SecretKey, m_s3PathStyle})
        m_objectStoreForm->setRowVisible(w, s3);
}

void ProfileDialog::updateSinkWidgets() {
    const QString mode = selectedData(m_sinkMode);
    m_relayForm->setRowVisible(m_webhookUrl, mode == u"webhook"_s);
    m_relayForm->setRowVisible(m_webhookSecret, mode == u"webhook"_s);
    m_relayForm->setRowVisible(m_sinkFileRow, mode == u"file"_s);
    m_relayForm->setRowVisible(m_signature, mode == u"webhook"_s);
    const bool broker = mode == u"amqp"_s || mode == u"nats"_s || mode == u"kafka"_s;
    m_relayForm->setRowVisible(m_brokerUrl, broker);
    m_relayForm->setRowVisible(m_sinkPassword, broker);
    if (mode == u"amqp"_s)
        m_brokerUrl->setPlaceholderText(
            u"amqp://user@rabbit.example.com:5672/vhost?exchange=outbox&routing-key={aggregate_type}.{event_type}"_s);
    else if (mode == u"nats"_s)
        m_brokerUrl->setPlaceholderText(u"nats://user@nats.example.com:4222/outbox.{event_type}"_s);
    else if (mode == u"kafka"_s)
        m_brokerUrl->setPlaceholderText(
            u"kafka://kafka1.example.com:9092,kafka2.example.com:9092/outbox.event.{aggregate_type}"_s);
    const bool cloudEvents = selectedData(m_eventFormat) != u"plain"_s;
    for (QWidget *w : {m_ceSource, m_ceType, m_ceSubject})
        m_relayForm->setRowVisible(w, mode != u"none"_s && cloudEvents);
    m_relayForm->setRowVisible(m_eventFormat, mode != u"none"_s);
    m_testPublishButton->setEnabled(mode != u"none"_s);
}

void ProfileDialog::updateKeychainNote() {
    const bool available = m_secrets.keychainAvailable();
    if (available) {
        m_keychainNote->dismiss();
    } else {
        m_keychainNote->showMessage(
            MessageBar::Kind::Warning,
            tr("No keychain is available (%1). Passwords and keys you enter are used for this "
               "session only; they are never written to disk.")
                .arg(m_secrets.unavailableReason()),
            tr("Try Again"));
    }
    if (available && !m_remember->isEnabled())
        m_remember->setChecked(true); // the keychain came back: remember, as by default
    m_remember->setEnabled(available);
    if (!available)
        m_remember->setChecked(false);
}

bool ProfileDialog::secretsForSessionOnly() {
    return !m_remember->isChecked() || !m_secrets.keychainAvailable();
}

void ProfileDialog::readStoredSecrets() {
    const int generation = ++m_secretGeneration;
    m_secretWhere.clear();
    updateSecretPlaceholders();
    const QString profile = m_editingName;
    if (profile.isEmpty())
        return;
    m_secretThreads.removeIf([](const QPointer<QThread> &t) { return t.isNull(); });
    SessionSecretStore *secrets = &m_secrets;
    m_secretThreads.append(runInBackground(
        this, u"profile-secrets"_s,
        [secrets, profile] {
            QMap<SecretKind, SecretWhere> where;
            for (SecretKind kind : {SecretKind::DatabasePassword, SecretKind::ObjectStoreSecretKey,
                                    SecretKind::WebhookSecret, SecretKind::SinkPassword}) {
                if (secrets->hasSessionSecret(profile, kind)) {
                    where.insert(kind, SecretWhere::Session);
                    continue;
                }
                const auto read = secrets->keychain().read(profile, kind);
                where.insert(kind, !read ? SecretWhere::Unknown
                                   : read->has_value() && !(*read)->isEmpty()
                                       ? SecretWhere::Keychain
                                       : SecretWhere::None);
            }
            return where;
        },
        [this, generation](const QMap<SecretKind, SecretWhere> &where) {
            if (generation != m_secretGeneration)
                return; // another profile is shown by now
            m_secretWhere = where;
            updateSecretPlaceholders();
        }));
}

void ProfileDialog::updateSecretPlaceholders() {
    const bool sessionOnly = !m_remember->isChecked() || !m_remember->isEnabled();
    for (const auto &[kind, edit] : {std::pair{SecretKind::DatabasePassword, m_password},
                                     std::pair{SecretKind::ObjectStoreSecretKey, m_s3SecretKey},
                                     std::pair{SecretKind::WebhookSecret, m_webhookSecret},
                                     std::pair{SecretKind::SinkPassword, m_sinkPassword}}) {
        QString text;
        if (m_editingName.isEmpty()) // nothing is stored for a profile not saved yet
            text = sessionOnly ? tr("Kept for this session only")
                               : tr("Goes to the system keychain when saved");
        else
            switch (m_secretWhere.value(kind, SecretWhere::Unknown)) {
            case SecretWhere::Keychain:
                text = tr("Stored in the system keychain; type to replace");
                break;
            case SecretWhere::Session:
                text = tr("Kept for this session; type to replace");
                break;
            case SecretWhere::None:
                text = sessionOnly ? tr("None stored; one typed here is kept for this session only")
                                   : tr("None stored; one typed here goes to the system keychain");
                break;
            case SecretWhere::Unknown: // not read yet, or the keychain did not answer
                text = tr("Unchanged; type to replace");
                break;
            }
        edit->setPlaceholderText(text);
    }
}

QString ProfileDialog::databaseUrlFromFields() const {
    ConnectionUrlParts parts;
    parts.kind = kindOfData(selectedData(m_kind));
    parts.host = m_host->text();
    parts.port = m_port->value();
    parts.database = m_database->text();
    parts.user = m_user->text();
    parts.sslMode = selectedData(m_sslMode);
    parts.sqlitePath = m_sqlitePath->text();
    return buildConnectionUrl(parts);
}

void ProfileDialog::syncUrlFromFields() {
    if (m_loading || m_syncing)
        return;
    m_syncing = true;
    m_url->setText(databaseUrlFromFields());
    m_syncing = false;
}

void ProfileDialog::syncFieldsFromUrl() {
    if (m_loading || m_syncing)
        return;
    const auto parts = parseConnectionUrl(m_url->text());
    if (!parts)
        return; // validate() says what is wrong; the fields keep their last good values
    m_syncing = true;
    selectData(m_kind, kindData(parts->kind));
    switch (parts->kind) {
    case DatabaseKind::SQLite:
        m_sqlitePath->setText(parts->sqlitePath);
        break;
    case DatabaseKind::PostgreSQL:
    case DatabaseKind::MySQL:
        m_host->setText(parts->host);
        m_port->setValue(parts->port);
        m_database->setText(parts->database);
        m_user->setText(parts->user);
        selectData(m_sslMode, parts->sslMode);
        break;
    }
    updateKindWidgets();
    m_syncing = false;
}

void ProfileDialog::markModified() {
    if (m_loading)
        return;
    m_modified = true;
    setTestResult(true, QString()); // a result for other settings would mislead
    validate();
}

Result<Profile> ProfileDialog::profileFromEditor() const {
    Profile p;
    p.name = m_name->text().trimmed();
    if (auto valid = ProfileStore::validateName(p.name); !valid)
        return valid.error();
    if (p.name != m_editingName && m_store.find(p.name))
        return Error::invalid(tr("A profile named \"%1\" already exists.").arg(p.name));

    p.databaseUrl = m_url->text().trimmed();
    if (p.databaseUrl.isEmpty())
        return Error::invalid(
            tr("Say where the database is: fill in the connection fields or paste a URL."));
    const auto spec = ConnectionSpec::fromUrl(p.databaseUrl);
    if (!spec)
        return spec.error();
    if (spec->passwordFromUrl)
        return Error::invalid(
            tr("The URL contains a password. Profiles never store passwords: remove it from the "
               "URL and type it in the Password field, which keeps it in the keychain."));

    p.table = m_table->text().trimmed();
    if (!p.table.isEmpty()) {
        if (auto table = TableName::parse(p.table); !table)
            return table.error();
    }
    p.format = selectedData(m_format);
    p.vocabulary = p.format == u"vortos"_s ? u"auto"_s : selectedData(m_vocabulary);
    p.environment = selectedData(m_environment);
    p.readOnly = m_readOnly->isChecked();
    p.notify = {m_notifyDead->value(), m_notifyBlocked->isChecked(), m_notifyPending->value()};
    // The vocabulary the console remembers for the table stays while the profile points at the
    // same database (it is used for the table it was learnt for only).
    if (const auto stored = m_store.find(m_editingName);
        stored && stored->databaseUrl == p.databaseUrl) {
        p.rememberedVocabulary = stored->rememberedVocabulary;
        p.rememberedVocabularyTable = stored->rememberedVocabularyTable;
    }

    const QString storeMode = selectedData(m_objectStoreMode);
    if (storeMode == u"folder"_s) {
        const QString folder = m_folder->text().trimmed();
        if (!QDir::isAbsolutePath(folder))
            return Error::invalid(tr("The object store folder must be an absolute path."));
        p.objectStore = u"file:"_s + QDir::cleanPath(folder);
    } else if (storeMode == u"s3"_s) {
        ProfileS3Settings s3;
        s3.endpoint = m_s3Endpoint->text().trimmed();
        s3.bucket = m_s3Bucket->text().trimmed();
        s3.region =
            m_s3Region->text().trimmed().isEmpty() ? u"auto"_s : m_s3Region->text().trimmed();
        s3.accessKeyId = m_s3AccessKeyId->text().trimmed();
        s3.pathStyle = m_s3PathStyle->isChecked();
        if (s3.bucket.isEmpty())
            return Error::invalid(tr("Name the S3 bucket."));
        p.objectStore = s3.toSpec();
        if (auto parsed = ProfileS3Settings::parse(p.objectStore); !parsed)
            return parsed.error();
    }

    const QString sinkMode = selectedData(m_sinkMode);
    if (sinkMode == u"webhook"_s) {
        const QString text = m_webhookUrl->text().trimmed();
        const QUrl url(text, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) || url.host().isEmpty())
            return Error::invalid(
                tr("The webhook URL must be an http:// or https:// URL with a host name."));
        if (!url.password().isEmpty())
            return Error::invalid(tr("The webhook URL contains a password. Put the signing "
                                     "secret in its own field: it goes to the keychain."));
        p.sink = SinkSpec::encode(SinkKind::Webhook, text);
    } else if (sinkMode == u"file"_s) {
        const QString file = m_sinkFile->text().trimmed();
        if (file.isEmpty())
            return Error::invalid(tr("Give the file the relay appends FennFlow events to."));
        p.sink = SinkSpec::encode(SinkKind::File, file);
    } else if (sinkMode != u"none"_s) {
        const QString text = m_brokerUrl->text().trimmed();
        const SinkSpec broker = SinkSpec::parse(text);
        const SinkKind wanted = sinkMode == u"amqp"_s   ? SinkKind::Amqp
                                : sinkMode == u"nats"_s ? SinkKind::Nats
                                                        : SinkKind::Kafka;
        if (!sinkBuiltIn(wanted))
            return sinkNotBuiltIn(wanted);
        if (broker.kind != wanted)
            return Error::invalid(
                tr("The broker URL must start with %1:// (the sink chosen).")
                    .arg(wanted == SinkKind::Amqp ? u"amqp:// or amqps"_s : sinkMode));
        const QUrl url(text, QUrl::TolerantMode); // routing templates use { }
        if (!url.isValid() || url.host().isEmpty())
            return Error::invalid(tr("The broker URL needs a host name."));
        if (!url.password().isEmpty())
            return Error::invalid(tr("The broker URL contains a password. Type it in the Broker "
                                     "password field: it goes to the keychain."));
        p.sink = text;
    }
    p.relayOrdering = selectedData(m_relayOrdering);
    p.webhookSignature = selectedData(m_signature);
    p.eventFormat = selectedData(m_eventFormat);
    p.ceSource = m_ceSource->text().trimmed();
    p.ceType = m_ceType->text().trimmed();
    p.ceSubject = m_ceSubject->text().trimmed();
    for (const auto &[what, text] : {std::pair{tr("The CloudEvents source"), p.ceSource},
                                     std::pair{tr("The CloudEvents type"), p.ceType},
                                     std::pair{tr("The CloudEvents subject"), p.ceSubject}}) {
        if (auto checked = checkEventTemplate(what, text); !checked)
            return checked.error();
    }
    return p;
}

void ProfileDialog::validate() {
    if (m_editor->isEnabled()) {
        auto profile = profileFromEditor();
        m_problem = profile ? QString() : profile.error().message;
    } else {
        m_problem.clear();
    }
    m_validation->setText(m_problem);
    if (const int needed = m_validation->heightForWidth(m_validation->width()); needed > 0)
        m_validation->setMinimumHeight(needed);
    m_validationRow->setVisible(!m_problem.isEmpty());
    const bool saved = !m_editingName.isEmpty();
    m_saveButton->setEnabled(m_modified && m_problem.isEmpty());
    m_revertButton->setEnabled(m_modified && saved);
    m_testButton->setEnabled(m_editor->isEnabled() && !isTesting());
    m_duplicateButton->setEnabled(saved);
    m_deleteButton->setEnabled(saved || m_modified);
    m_openButton->setEnabled(saved);
}

// ---- actions -------------------------------------------------------------------------------

QString ProfileDialog::uniqueName(const QString &base) const {
    const QString stem = base.left(56);
    QString name = stem;
    for (int i = 2; m_store.find(name); ++i)
        name = u"%1 %2"_s.arg(stem).arg(i);
    return name;
}

void ProfileDialog::newProfile() {
    if (!confirmDiscard())
        return;
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentItem(nullptr);
        m_list->clearSelection();
    }
    Profile p;
    p.name = uniqueName(u"new-profile"_s);
    loadIntoEditor(p);
    m_editingName.clear(); // not saved yet
    m_loading = true;
    m_host->setText(u"localhost"_s);
    m_user->setText(qEnvironmentVariable("USER"));
    m_loading = false;
    syncUrlFromFields();
    readStoredSecrets(); // none: not saved yet
    m_modified = true;
    m_messageBar->dismiss();
    validate();
    m_tabs->setCurrentIndex(0);
    m_name->setFocus();
    m_name->selectAll();
}

void ProfileDialog::duplicateProfile() {
    if (m_editingName.isEmpty() || !confirmDiscard())
        return;
    auto source = m_store.find(m_editingName);
    if (!source)
        return;
    Profile copy = *source;
    copy.name = uniqueName(source->name + u" copy"_s);
    if (Status s = m_store.save(copy); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return;
    }
    const Status secrets = m_secrets.copyAll(source->name, copy.name);
    reloadList(copy.name);
    Q_EMIT profilesChanged();
    if (!secrets)
        m_messageBar->showMessage(MessageBar::Kind::Warning,
                                  tr("Duplicated as \"%1\", without its secrets: %2")
                                      .arg(copy.name, secrets.error().message));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Duplicated as \"%1\", with its secrets.").arg(copy.name));
}

void ProfileDialog::deleteProfile() {
    if (m_editingName.isEmpty()) {
        // An unsaved new profile: nothing to delete but the draft.
        m_modified = false;
        reloadList();
        return;
    }
    const QString name = m_editingName;
    QMessageBox box(QMessageBox::Question, tr("Delete Profile"),
                    tr("Delete the profile \"%1\" and its stored secrets?").arg(name),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(u"deleteProfileBox"_s);
    box.setInformativeText(tr("The database and its outbox are not touched."));
    box.button(QMessageBox::Yes)->setText(tr("Delete"));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes)
        return;
    if (Status s = m_store.remove(name); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return;
    }
    const Status secrets = m_secrets.removeAll(name);
    m_secrets.forgetSession(name);
    m_modified = false;
    m_editingName.clear();
    reloadList();
    Q_EMIT profilesChanged();
    if (!secrets)
        m_messageBar->showMessage(
            MessageBar::Kind::Warning,
            tr("Deleted \"%1\", but its secrets could not be removed from the keychain: %2")
                .arg(name, secrets.error().message));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information, tr("Deleted \"%1\".").arg(name));
}

Status ProfileDialog::storeSecret(const QString &profile, SecretKind kind, const QString &secret,
                                  bool sessionOnly) {
    if (secret.isEmpty())
        return Done{}; // empty: keep what is there
    if (sessionOnly) {
        m_secrets.keepForSession(profile, kind, secret);
        return Done{};
    }
    return m_secrets.write(profile, kind, secret);
}

bool ProfileDialog::save() {
    validate();
    auto profile = profileFromEditor();
    if (!profile) {
        m_messageBar->showMessage(MessageBar::Kind::Error, profile.error().message);
        return false;
    }
    const QString oldName = m_editingName;
    const bool renamed = !oldName.isEmpty() && oldName != profile->name;
    const bool sessionOnly = secretsForSessionOnly();

    // Secrets first: a profile whose password did not reach the keychain is not half saved.
    if (renamed) {
        if (Status s = m_secrets.copyAll(oldName, profile->name); !s) {
            m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
            return false;
        }
    }
    const bool sqlite = selectedData(m_kind) == u"sqlite"_s;
    const struct {
        SecretKind kind;
        QLineEdit *edit;
        bool used;
    } secrets[] = {
        {SecretKind::DatabasePassword, m_password, !sqlite},
        {SecretKind::ObjectStoreSecretKey, m_s3SecretKey,
         selectedData(m_objectStoreMode) == u"s3"_s},
        {SecretKind::WebhookSecret, m_webhookSecret, selectedData(m_sinkMode) == u"webhook"_s},
        {SecretKind::SinkPassword, m_sinkPassword, SinkSpec::parse(profile->sink).isBroker()},
    };
    bool anySecret = false;
    for (const auto &secret : secrets) {
        if (!secret.used || secret.edit->text().isEmpty())
            continue;
        if (Status s = storeSecret(profile->name, secret.kind, secret.edit->text(), sessionOnly);
            !s) {
            m_messageBar->showMessage(
                MessageBar::Kind::Error,
                tr("Nothing was saved: %1 To use the secret anyway, uncheck \"Remember secrets "
                   "in the system keychain\" and save again.")
                    .arg(s.error().message));
            return false;
        }
        anySecret = true;
    }

    if (Status s = m_store.save(*profile); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return false;
    }
    QString warning;
    if (renamed) {
        (void)m_store.remove(oldName);
        if (Status s = m_secrets.removeAll(oldName); !s)
            warning = tr("The secrets of the old name \"%1\" could not be removed: %2")
                          .arg(oldName, s.error().message);
        m_secrets.forgetSession(oldName);
    }

    m_editingName = profile->name;
    m_modified = false;
    reloadList(profile->name);
    Q_EMIT profilesChanged();
    if (!warning.isEmpty())
        m_messageBar->showMessage(MessageBar::Kind::Warning, warning);
    else if (anySecret && sessionOnly)
        m_messageBar->showMessage(
            MessageBar::Kind::Information,
            tr("Saved \"%1\". Its secrets are kept for this session only.").arg(profile->name));
    else if (anySecret)
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Saved \"%1\". Its secrets are in the system keychain, not "
                                     "in the profile file.")
                                      .arg(profile->name));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Saved \"%1\".").arg(profile->name));
    return true;
}

void ProfileDialog::revert() {
    if (m_editingName.isEmpty())
        return;
    m_modified = false;
    loadIntoEditor(m_store.find(m_editingName));
}

void ProfileDialog::reject() {
    if (!confirmDiscard())
        return;
    QDialog::reject();
}

bool ProfileDialog::isTesting() const {
    return m_testing;
}

bool ProfileDialog::eventFilter(QObject *watched, QEvent *event) {
    // Word-wrapped labels in nested layouts are given the height of their first guess at a
    // width; ask again at the width they really got, so that no line is cut off.
    if (event->type() == QEvent::Resize && (watched == m_validation || watched == m_testResult)) {
        auto *label = static_cast<QLabel *>(watched);
        const int needed = label->heightForWidth(label->width());
        if (needed > 0 && label->minimumHeight() != needed)
            label->setMinimumHeight(needed);
    }
    return QDialog::eventFilter(watched, event);
}

namespace {
// A test's outcome under its button: the verdict in colour, then the text; hidden when empty.
void showOutcome(QLabel *label, bool ok, const QString &verdict, const QString &text) {
    label->setVisible(!text.isEmpty());
    if (text.isEmpty()) {
        label->clear();
        return;
    }
    const QColor colour = ok ? stateColor(RowState::Sent) : errorTextColor();
    label->setText(u"<span style=\"color:%1\"><b>%2</b></span> %3"_s.arg(colour.name(), verdict,
                                                                         text.toHtmlEscaped()));
}
} // namespace

void ProfileDialog::setTestResult(bool ok, const QString &text) {
    showOutcome(m_testResult, ok, ok ? tr("Connected.") : tr("Failed."), text);
}

void ProfileDialog::testConnection() {
    if (isTesting())
        return;
    // The connection as edited, before saving; the other settings need not be valid yet.
    Profile draft;
    draft.name = m_editingName;
    draft.databaseUrl = m_url->text().trimmed();
    draft.table = m_table->text().trimmed();
    draft.format = selectedData(m_format);
    draft.vocabulary = draft.format == u"vortos"_s ? u"auto"_s : selectedData(m_vocabulary);
    if (draft.databaseUrl.isEmpty()) {
        const QString message = tr("Say where the database is first.");
        setTestResult(false, message);
        Q_EMIT connectionTested(false, message);
        return;
    }
    auto target = ConnectionTarget::fromProfile(draft);
    if (!target) {
        setTestResult(false, target.error().message);
        Q_EMIT connectionTested(false, target.error().message);
        return;
    }
    if (target->spec.passwordFromUrl) {
        const QString message = tr("The URL contains a password; remove it and use the Password "
                                   "field.");
        setTestResult(false, message);
        Q_EMIT connectionTested(false, message);
        return;
    }
    // The keychain entry belongs to the saved name; a new profile has none yet.
    target->profileName = m_editingName;
    const QString typedPassword = m_password->text();
    SessionSecretStore *secrets = &m_secrets;
    const int generation = ++m_testGeneration;
    // The keychain read and the connection may both block: off the GUI thread.
    m_testThread = runInBackground(
        this, u"profile-test"_s,
        [job = *target, typedPassword, secrets]() mutable {
            TestOutcome outcome;
            if (!typedPassword.isEmpty()) {
                job.spec.password = typedPassword;
            } else if (Status s = applyDatabasePassword(job, *secrets); !s) {
                outcome.message = s.error().message;
                return outcome;
            }
            DatabaseSession session(job.spec, u"profile-test"_s);
            auto table = TableResolver::resolve(session, job.request);
            if (!table) {
                outcome.message = table.error().message;
                return outcome;
            }
            const bool detectedFormat = !job.request.format.has_value();
            QString text =
                QCoreApplication::translate("outbox::ui::ProfileDialog", "Table %1 on %2: %3 (%4)")
                    .arg(table->name.display(), job.spec.displayUrl(), table->description().title,
                         detectedFormat
                             ? QCoreApplication::translate("outbox::ui::ProfileDialog", "detected")
                             : QCoreApplication::translate("outbox::ui::ProfileDialog", "as set"));
            if (table->description().statusVocabulary)
                text +=
                    QCoreApplication::translate("outbox::ui::ProfileDialog", ", vocabulary %1 (%2)")
                        .arg(table->vocabulary.name, vocabularySourceText(table->vocabularySource));
            outcome.ok = true;
            outcome.message = text + u'.';
            return outcome;
        },
        [this, generation](const TestOutcome &outcome) {
            if (generation != m_testGeneration)
                return;
            m_testing = false;
            m_testButton->setText(tr("&Test Connection"));
            validate();
            setTestResult(outcome.ok, outcome.message);
            Q_EMIT connectionTested(outcome.ok, outcome.message);
        });
    m_testing = true; // until the result is shown
    m_testButton->setText(tr("Testing…"));
    m_testButton->setEnabled(false);
    m_testResult->setText(tr("Connecting to %1…").arg(target->spec.displayUrl().toHtmlEscaped()));
    m_testResult->show();
}

void ProfileDialog::setPublishResult(bool ok, const QString &text) {
    showOutcome(m_testPublishResult, ok, ok ? tr("Published.") : tr("Failed."), text);
}

void ProfileDialog::testPublish() {
    if (m_publishThread)
        return;
    // The sink as edited, before saving: its own settings must be valid.
    auto draft = profileFromEditor();
    if (!draft || draft->sink.isEmpty()) {
        const QString message =
            draft ? tr("Choose a sink and say where it is first.") : draft.error().message;
        setPublishResult(false, message);
        Q_EMIT publishTested(false, message);
        return;
    }
    // The keychain entry belongs to the saved name; a new profile has none yet.
    Profile job = *draft;
    job.name = m_editingName;
    const SinkSpec sink = SinkSpec::parse(job.sink);
    const QString typed = sink.kind == SinkKind::Webhook ? m_webhookSecret->text()
                          : sink.isBroker()              ? m_sinkPassword->text()
                                                         : QString();
    SessionSecretStore *secrets = &m_secrets;
    m_publishThread = runInBackground(
        this, u"profile-test-publish"_s,
        [job, typed, secrets] { return testPublishFor(job, *secrets, typed); },
        [this](const Result<TestPublish> &sent) {
            m_publishThread = nullptr; // finished: it deletes itself
            m_testPublishButton->setText(tr("Test &Publish"));
            m_testPublishButton->setEnabled(true);
            const QString message = sent ? tr("Test event %1 reached %2 in %3 ms.")
                                               .arg(sent->eventId, sent->destination,
                                                    QLocale().toString(sent->milliseconds))
                                         : sent.error().message;
            setPublishResult(bool(sent), message);
            Q_EMIT publishTested(bool(sent), message);
        });
    m_testPublishButton->setText(tr("Publishing…"));
    m_testPublishButton->setEnabled(false);
    m_testPublishResult->setText(tr("Sending a test event…"));
    m_testPublishResult->show();
}

} // namespace outbox::ui
