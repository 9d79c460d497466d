#include "ui/actions/promotedialog.h"

#include "profilesecrets.h"
#include "ui/actions/keytemplatemenu.h"
#include "ui/actions/promotionresultview.h"
#include "ui/actions/promotiontext.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/environmentbadge.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include "query/outboxrow.h"
#include "util/uuidv7.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDateTime>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcPromoteDialog, "outbox.ui.promote", QtInfoMsg)

namespace outbox::ui {

PromoteDialog::PromoteDialog(const ConnectionTarget &target, const OutboxTable &table,
                             SecretBackend &secrets, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_table(table)
    , m_store(target.profile ? target.profile->objectStore : QString(), target.profileName,
              secrets) {
    setObjectName(u"promoteDialog"_s);
    setWindowTitle(tr("Promote an Object"));
    if (m_target.readOnly)
        m_refusal = tr("Profile \"%1\" is read-only: promotions change objects or rows and are "
                       "disabled. Unlock writing for this session first.")
                        .arg(m_target.label);
    newRandomValues();

    m_checkTask = new TableTask(this);
    m_runTask = new TableTask(this);
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(400);
    connect(m_debounce, &QTimer::timeout, this, &PromoteDialog::startCheck);
    connect(m_checkTask, &TableTask::ended, this, [this] {
        if (m_checkAgain) {
            m_checkAgain = false;
            startCheck();
            return;
        }
        showCheck();
        Q_EMIT checkFinished();
    });
    connect(m_checkTask, &TableTask::succeeded, this, [this] {
        m_store.rememberSecretKey(m_pendingCheck->secretKey);
        m_check = m_pendingCheck->check;
        m_storeDescription = m_pendingCheck->store;
        m_checkState = CheckState::Passed;
    });
    connect(m_checkTask, &TableTask::failed, this, [this](int, const QString &message) {
        if (!m_pendingCheck->store.isEmpty())
            m_storeDescription = m_pendingCheck->store;
        m_checkState = CheckState::Failed;
        // The source this dialog just promoted (and deleted) is missing on purpose: said as
        // such, not as "may be gone for good".
        m_sourceMoved = m_pendingCheck->sourceMissing && !m_movedSource.isEmpty() &&
                        m_checkedKey.section(u'\n', 0, 0) == m_movedSource;
        m_checkError =
            m_sourceMoved
                ? tr("%1 was moved to %2 by the promotion above.").arg(m_movedSource, m_movedTo)
                : message;
    });
    connect(m_runTask, &TableTask::succeeded, this, [this] { m_report = *m_pendingRun; });
    connect(m_runTask, &TableTask::failed, this,
            [this](int, const QString &message) { m_runError = message; });
    connect(m_runTask, &TableTask::ended, this, &PromoteDialog::showResult);

    buildUi();
    setMode(m_table.description().promoteRows && !m_store.isConfigured() ? Mode::ViaOutbox
                                                                         : Mode::Immediate);
    inputsChanged();
}

PromoteDialog::~PromoteDialog() = default; // the tasks wait for their threads

void PromoteDialog::buildUi() {
    auto *layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetMinimumSize); // grows with the check and the result
    auto *header = new QHBoxLayout;
    header->addWidget(makeEnvironmentBadge(m_target.environment), 0, Qt::AlignTop);
    auto *where = new QLabel(tr("%1 · %2").arg(m_target.label, m_table.name.display()), this);
    where->setTextFormat(Qt::PlainText);
    header->addWidget(where, 1);
    layout->addLayout(header);

    auto *banner = new QLabel(this);
    banner->setObjectName(u"promoteBanner"_s);
    banner->setWordWrap(true);
    banner->setFrameShape(QFrame::StyledPanel);
    banner->setMargin(6);
    QStringList problems;
    if (!m_refusal.isEmpty())
        problems << m_refusal;
    if (!m_store.isConfigured())
        problems << tr("Profile \"%1\" has no object store: the temporary object cannot be "
                       "checked and \"immediately\" is not available. Set one in the profile.")
                        .arg(m_target.label);
    banner->setText(problems.join(u"\n"_s));
    banner->setVisible(!problems.isEmpty());
    setTone(banner, errorTextColor());
    layout->addWidget(banner);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_temporaryKey = new QLineEdit(this);
    m_temporaryKey->setObjectName(u"temporaryKeyEdit"_s);
    m_temporaryKey->setAccessibleName(tr("Temporary key"));
    m_temporaryKey->setPlaceholderText(u"tmp/users/42/upload.jpg"_s);
    m_temporaryKey->setClearButtonEnabled(true);
    // The uploads under the temporary prefix, listed for the user to pick one.
    auto *browseButton = new QToolButton(this);
    browseButton->setObjectName(u"browseTemporaryButton"_s);
    browseButton->setText(tr("&Browse…"));
    browseButton->setAccessibleName(tr("Browse the temporary prefix"));
    browseButton->setToolTip(m_store.isConfigured()
                                 ? tr("List the objects under the temporary prefix and pick one")
                                 : tr("No object store is configured in the profile."));
    browseButton->setEnabled(m_store.isConfigured());
    connect(browseButton, &QToolButton::clicked, this, &PromoteDialog::browseTemporaryPrefix);
    auto *temporaryRow = new QHBoxLayout;
    temporaryRow->addWidget(m_temporaryKey, 1);
    temporaryRow->addWidget(browseButton);
    auto *temporaryLabel = new QLabel(tr("&Temporary key:"), this);
    temporaryLabel->setBuddy(m_temporaryKey); // a row of two widgets has no buddy of its own
    form->addRow(temporaryLabel, temporaryRow);

    m_prefix = new QLineEdit(u"tmp"_s, this);
    m_prefix->setObjectName(u"temporaryPrefixEdit"_s);
    m_prefix->setAccessibleName(tr("Temporary prefix"));
    m_prefix->setToolTip(tr("The temporary key must be under this prefix, the permanent key "
                            "must not."));
    form->addRow(tr("Temporary pre&fix:"), m_prefix);

    m_permanentKey = new QLineEdit(this);
    m_permanentKey->setObjectName(u"permanentKeyEdit"_s);
    m_permanentKey->setAccessibleName(tr("Permanent key or template"));
    m_permanentKey->setPlaceholderText(u"assets/users/{id}/avatar/{random}.{ext}"_s);
    m_permanentKey->setClearButtonEnabled(true);
    m_permanentKey->setToolTip(
        tr("The permanent key, or a template: %1 are filled in (see the Template menu). Write "
           "{{ and }} for literal braces.")
            .arg(keyTemplatePlaceholders().join(u", "_s)));
    m_templateButton = new QToolButton(this);
    m_templateButton->setObjectName(u"keyTemplateButton"_s);
    m_templateButton->setText(tr("Temp&late"));
    m_templateButton->setAccessibleName(tr("Permanent key templates"));
    m_templateButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new KeyTemplateMenu(m_permanentKey, m_templateButton);
    m_templateButton->setMenu(menu);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_permanentKey, 1);
    keyRow->addWidget(m_templateButton);
    auto *permanentLabel = new QLabel(tr("P&ermanent key:"), this);
    permanentLabel->setBuddy(m_permanentKey);
    form->addRow(permanentLabel, keyRow);

    m_id = new QLineEdit(this);
    m_id->setObjectName(u"templateIdEdit"_s);
    m_id->setAccessibleName(tr("Value of {id}"));
    m_id->setToolTip(tr("What {id} stands for; guessed from the temporary key."));
    m_newRandom = new QPushButton(tr("&New random values"), this);
    m_newRandom->setObjectName(u"newRandomButton"_s);
    m_newRandom->setAccessibleName(tr("New random values for {random} and {uuid}"));
    auto *idRow = new QHBoxLayout;
    idRow->setContentsMargins(0, 0, 0, 0);
    idRow->addWidget(m_id, 1);
    idRow->addWidget(m_newRandom);
    m_idLabel = new QLabel(tr("{&id} is:"), this);
    m_idLabel->setObjectName(u"templateIdLabel"_s);
    m_idLabel->setBuddy(m_id);
    form->addRow(m_idLabel, idRow);

    m_resolved = new QLineEdit(this);
    m_resolved->setObjectName(u"resolvedKeyLabel"_s);
    m_resolved->setReadOnly(true);
    m_resolved->setFrame(false);
    m_resolved->setAccessibleName(tr("Resulting permanent key"));
    m_resolved->setToolTip(tr("The key the object is promoted to."));
    {
        QFont f = m_resolved->font();
        f.setBold(true);
        m_resolved->setFont(f);
        QPalette p = m_resolved->palette();
        p.setColor(QPalette::Base, p.color(QPalette::Window));
        m_resolved->setPalette(p);
    }
    form->addRow(tr("Resulting key:"), m_resolved);

    m_deleteSource = new QCheckBox(tr("&Delete the temporary object after the copy"), this);
    m_deleteSource->setObjectName(u"deleteSourceCheck"_s);
    m_deleteSource->setChecked(true);
    form->addRow(QString(), m_deleteSource);

    m_immediate = new QRadioButton(tr("I&mmediately against the object store"), this);
    m_immediate->setObjectName(u"modeImmediate"_s);
    m_immediate->setToolTip(tr("Copy, verify, then delete the source now, from this computer."));
    m_viaOutbox = new QRadioButton(tr("&Via the outbox: write a promote row for the relay"), this);
    m_viaOutbox->setObjectName(u"modeOutbox"_s);
    m_viaOutbox->setToolTip(tr("Insert a promote row into %1 in its own transaction; the relay "
                               "carries it out.")
                                .arg(m_table.name.display()));
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_immediate);
    modes->addButton(m_viaOutbox);
    if (!m_store.isConfigured()) {
        m_immediate->setEnabled(false);
        m_immediate->setToolTip(tr("The profile has no object store."));
    }
    if (!m_table.description().promoteRows) {
        m_viaOutbox->setEnabled(false);
        m_viaOutbox->setToolTip(
            tr("%1 is a %2 outbox: promote rows go to a Vortos object-store outbox.")
                .arg(m_table.name.display(), m_table.description().title));
    }
    auto *modeBox = new QVBoxLayout;
    modeBox->addWidget(m_immediate);
    modeBox->addWidget(m_viaOutbox);
    form->addRow(tr("Mode:"), modeBox);

    m_overwrite = new QCheckBox(this);
    m_overwrite->setObjectName(u"overwriteCheck"_s);
    m_overwrite->setText(tr("&Overwrite the object the permanent key holds"));
    m_overwrite->hide();
    form->addRow(QString(), m_overwrite);
    layout->addLayout(form);

    m_validation = new QLabel(this);
    m_validation->setObjectName(u"validationLabel"_s);
    m_validation->setWordWrap(true);
    m_validation->setAccessibleName(tr("Validation message"));
    setTone(m_validation, errorTextColor());
    layout->addWidget(m_validation);

    m_checkView = new PromotionCheckView(this);
    layout->addWidget(m_checkView);

    m_resultView = new PromotionResultView(this);
    layout->addWidget(m_resultView);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_promote = new QPushButton(tr("&Promote…"), this);
    m_promote->setObjectName(u"promoteButton"_s);
    m_promote->setAccessibleName(tr("Promote"));
    m_promote->setDefault(true);
    auto *closeButton = new QPushButton(tr("Close"), this);
    closeButton->setObjectName(u"closeButton"_s);
    m_showRow = new QPushButton(tr("&Show the Row"), this);
    m_showRow->setObjectName(u"showRowsButton"_s);
    m_showRow->setToolTip(tr("Close the dialog and show the promote row in the Rows tab"));
    m_showRow->hide();
    connect(m_showRow, &QPushButton::clicked, this, [this] {
        if (!m_report || m_report->rowId.isEmpty())
            return;
        Q_EMIT showRowsRequested(
            {m_report->rowId},
            tr("the promote row written at %1").arg(utcText(QDateTime::currentDateTimeUtc())));
        accept();
    });
    buttons->addWidget(m_showRow);
    buttons->addWidget(m_promote);
    buttons->addWidget(closeButton);
    layout->addLayout(buttons);
    connect(m_promote, &QPushButton::clicked, this, &PromoteDialog::promote);
    connect(closeButton, &QPushButton::clicked, this, &PromoteDialog::reject);

    for (QLineEdit *e : {m_temporaryKey, m_prefix, m_permanentKey})
        connect(e, &QLineEdit::textChanged, this, &PromoteDialog::inputsChanged);
    connect(m_temporaryKey, &QLineEdit::textChanged, this, [this](const QString &key) {
        if (!m_idEdited) {
            const QSignalBlocker block(m_id);
            m_id->setText(guessTemplateId(key));
        }
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] { m_idEdited = true; });
    connect(m_id, &QLineEdit::textChanged, this, &PromoteDialog::inputsChanged);
    connect(m_newRandom, &QPushButton::clicked, this, [this] {
        newRandomValues();
        inputsChanged();
    });
    connect(m_deleteSource, &QCheckBox::toggled, this, [this] {
        m_done = false;
        updateState();
    });
    connect(m_overwrite, &QCheckBox::toggled, this, &PromoteDialog::updateState);
    connect(m_immediate, &QRadioButton::toggled, this, [this] {
        m_done = false;
        updateState();
    });
    resize(680, sizeHint().height());
}

bool PromoteDialog::event(QEvent *event) {
    const bool handled = QDialog::event(event);
    // A wrapped label that got longer (a check, a result) asks for a new layout: the layout's
    // minimum size does not count wrapped lines, so the other rows (the Mode radio buttons) would
    // be squeezed into each other.
    if (event->type() == QEvent::LayoutRequest && isVisible())
        growToFit();
    return handled;
}

void PromoteDialog::growToFit() {
    // Labels wrap as results arrive: give them the height they need, never shrink under the user.
    if (QLayout *l = layout()) {
        l->activate();
        const int needed =
            l->hasHeightForWidth() ? l->totalHeightForWidth(width()) : l->totalSizeHint().height();
        if (needed > height())
            resize(width(), needed);
    }
}

void PromoteDialog::newRandomValues() {
    QRandomGenerator *random = QRandomGenerator::system();
    m_random = QString::number(random->generate64(), 16).rightJustified(16, u'0');
    m_uuid = uuidV7(QDateTime::currentDateTimeUtc(), *random);
}

void PromoteDialog::setCheckDelay(int ms) {
    m_debounce->setInterval(ms);
}

void PromoteDialog::setRequest(const QString &temporaryKey, const QString &permanentKey,
                               const QString &temporaryPrefix, bool deleteTemporarySource) {
    m_idEdited = false;
    m_prefix->setText(temporaryPrefix);
    m_temporaryKey->setText(temporaryKey);
    m_permanentKey->setText(escapeKeyTemplate(permanentKey));
    m_deleteSource->setChecked(deleteTemporarySource);
}

bool PromoteDialog::setRequestFromRow(const OutboxRow &row) {
    if (row.kind != u"promote"_s)
        return false;
    auto payload = row.payload();
    if (!payload)
        return false;
    const QJsonObject p = *payload;
    const QString temporary = p.value(u"temporary_key"_s).toString();
    const QString permanent = p.value(u"permanent_key"_s).toString();
    if (temporary.isEmpty() && permanent.isEmpty())
        return false;
    setRequest(temporary, permanent, p.value(u"temporary_prefix"_s).toString(u"tmp"_s),
               p.value(u"delete_temporary_source"_s).toBool(true));
    return true;
}

void PromoteDialog::setMode(Mode mode) {
    if (mode == Mode::ViaOutbox && m_viaOutbox->isEnabled())
        m_viaOutbox->setChecked(true);
    else if (m_immediate->isEnabled())
        m_immediate->setChecked(true);
    else if (m_viaOutbox->isEnabled())
        m_viaOutbox->setChecked(true);
    updateState();
}

PromoteDialog::Mode PromoteDialog::mode() const {
    return m_viaOutbox->isChecked() ? Mode::ViaOutbox : Mode::Immediate;
}

KeyTemplateValues PromoteDialog::templateValues() const {
    KeyTemplateValues v;
    v.temporaryKey = m_temporaryKey->text();
    v.temporaryPrefix = m_prefix->text();
    v.id = m_id->text();
    v.random = m_random;
    v.uuid = m_uuid;
    return v;
}

QString PromoteDialog::resolvedPermanentKey() const {
    auto expanded = expandKeyTemplate(m_permanentKey->text(), templateValues());
    return expanded ? *expanded : QString();
}

Result<PromotionRequest> PromoteDialog::currentRequest() const {
    auto expanded = expandKeyTemplate(m_permanentKey->text(), templateValues());
    if (!expanded)
        return expanded.error();
    return PromotionRequest::create(m_temporaryKey->text(), *expanded, m_prefix->text(),
                                    m_deleteSource->isChecked());
}

bool PromoteDialog::isBusy() const {
    return m_checkTask->isRunning() || m_runTask->isRunning() || m_debounce->isActive();
}

void PromoteDialog::inputsChanged() {
    m_done = false;
    const bool usesId = keyTemplateUsesId(m_permanentKey->text());
    m_idLabel->setVisible(usesId);
    m_id->setVisible(usesId);
    m_newRandom->setVisible(m_permanentKey->text().contains(u"{random}"_s) ||
                            m_permanentKey->text().contains(u"{uuid}"_s));
    auto expanded = expandKeyTemplate(m_permanentKey->text(), templateValues());
    m_resolved->setText(expanded ? (expanded->isEmpty() ? tr("—") : *expanded) : tr("—"));
    m_resolved->setCursorPosition(0);

    auto request = currentRequest();
    const bool blank =
        m_temporaryKey->text().trimmed().isEmpty() && m_permanentKey->text().trimmed().isEmpty();
    if (!request) {
        // Nothing typed yet is not an error worth red text.
        m_validation->setText(blank ? QString() : request.error().message);
        m_validation->setVisible(!blank);
        m_checkState = CheckState::Invalid;
        m_check.reset();
        m_checkedKey.clear();
        m_debounce->stop();
        showCheck();
        return;
    }
    m_validation->clear();
    m_validation->hide();
    const QString key = request->temporaryKey + u'\n' + request->permanentKey;
    if (key == m_checkedKey && m_checkState != CheckState::Invalid) {
        updateState();
        return;
    }
    m_checkState = CheckState::Checking;
    m_check.reset();
    showCheck();
    m_debounce->start();
}

void PromoteDialog::browseTemporaryPrefix() {
    if (!m_store.isConfigured())
        return;
    auto prefix = normalizeObjectPrefix(m_prefix->text());
    QString under = prefix ? *prefix : QString();
    if (!under.isEmpty() && !under.endsWith(u'/'))
        under += u'/';
    auto *browser = new ObjectBrowserDialog(m_store.opener(), under, this);
    browser->setAttribute(Qt::WA_DeleteOnClose);
    connect(browser, &QDialog::accepted, this, [this, browser] {
        m_temporaryKey->setText(browser->selectedKey());
        m_temporaryKey->setFocus();
    });
    browser->open();
    Q_EMIT browserOpened(browser);
}

void PromoteDialog::startCheck() {
    auto request = currentRequest();
    if (!request) {
        inputsChanged();
        return;
    }
    if (m_checkTask->isRunning()) {
        m_checkAgain = true; // the running check is for older keys
        m_checkTask->cancel();
        return;
    }
    m_checkedKey = request->temporaryKey + u'\n' + request->permanentKey;
    m_checkError.clear();
    m_sourceMoved = false;
    m_check.reset();
    if (!m_store.isConfigured()) {
        m_checkState = CheckState::NotPossible;
        showCheck();
        Q_EMIT checkFinished();
        return;
    }
    m_checkState = CheckState::Checking;
    showCheck();
    m_pendingCheck = std::make_shared<CheckOutcome>();
    auto result = m_pendingCheck;
    const QString spec = m_store.spec();
    const QString profile = m_store.profileName();
    const PromotionRequest r = *request;
    m_checkTask->start(m_target.spec, m_table, u"promote-check"_s,
                       [result, spec, profile, readKey = m_store.secretKeyReader(),
                        r](TableTask::Context &c) -> Status {
                           auto key = readKey();
                           if (!key)
                               return key.error();
                           result->secretKey = *key;
                           auto store = openProfileObjectStoreWithKey(spec, profile, *key);
                           if (!store)
                               return store.error();
                           result->store = (*store)->description();
                           if (c.cancel.isCancelled())
                               return Error{ErrorKind::Cancelled, tr("Cancelled.")};
                           auto check = checkPromotion(**store, r);
                           if (!check) {
                               const auto source = (*store)->head(r.temporaryKey);
                               result->sourceMissing = source && !source->has_value();
                               return check.error();
                           }
                           result->check = *check;
                           return Done{};
                       });
}

void PromoteDialog::showCheck() {
    m_checkView->showStore(m_store.isConfigured(), m_storeDescription);
    m_checkView->showState(m_checkState, m_check, m_checkError, m_sourceMoved);
    const bool overwrite = m_checkState == CheckState::Passed && m_check->wouldOverwrite();
    if (!overwrite)
        m_overwrite->setChecked(false);
    m_overwrite->setVisible(overwrite);
    updateState();
    growToFit();
}

bool PromoteDialog::canPromote() const {
    if (!m_refusal.isEmpty() || m_runTask->isRunning() || m_done)
        return false;
    if (!m_immediate->isChecked() && !m_viaOutbox->isChecked())
        return false;
    if (m_debounce->isActive() || m_checkTask->isRunning())
        return false;
    const bool viaOutbox = mode() == Mode::ViaOutbox;
    if (m_checkState == CheckState::NotPossible)
        return viaOutbox; // nothing to check against; the relay will say
    if (m_checkState != CheckState::Passed)
        return false;
    if (m_check->wouldOverwrite() && !m_overwrite->isChecked())
        return false;
    return true;
}

void PromoteDialog::updateState() {
    const bool can = canPromote();
    m_promote->setEnabled(can);
    m_promote->setText(mode() == Mode::ViaOutbox ? tr("&Write Promote Row…") : tr("&Promote…"));
    QString why;
    if (!m_refusal.isEmpty())
        why = m_refusal;
    else if (m_runTask->isRunning())
        why = tr("The promotion is running.");
    else if (m_done)
        why = tr("Done. Change the keys to promote another object.");
    else if (m_checkState == CheckState::Invalid)
        why = tr("Enter a valid temporary and permanent key first.");
    else if (m_checkState == CheckState::Checking || m_debounce->isActive())
        why = tr("The pre-check is running.");
    else if (m_checkState == CheckState::Failed && m_sourceMoved)
        why = m_checkError; // nothing failed: the promotion above moved the source
    else if (m_checkState == CheckState::Failed)
        why = tr("The pre-check failed: %1").arg(m_checkError);
    else if (m_checkState == CheckState::NotPossible && mode() == Mode::Immediate)
        why = tr("The profile has no object store.");
    else if (m_check && m_check->wouldOverwrite() && !m_overwrite->isChecked())
        why = tr("The permanent key holds an object: tick \"Overwrite\" to replace it.");
    m_promote->setToolTip(why);
    for (QWidget *w : std::initializer_list<QWidget *>{m_temporaryKey, m_prefix, m_permanentKey,
                                                       m_id, m_deleteSource, m_templateButton})
        w->setEnabled(!m_runTask->isRunning());
}

ActionContext PromoteDialog::actionContext(const QString &reason) const {
    ActionContext c;
    c.profile = m_target.profile;
    if (c.profile)
        c.profile->readOnly = m_target.readOnly; // the session's state: prod opens read-only
    c.reason = reason;
    return c;
}

void PromoteDialog::promote() {
    if (!canPromote())
        return;
    auto request = currentRequest();
    if (!request)
        return;
    const bool overwrite = m_check && m_check->wouldOverwrite();
    const ChangeDescription change = PromotionText::change(
        *request, mode() == Mode::ViaOutbox, m_check, m_checkState != CheckState::NotPossible,
        m_table.name.display(), m_storeDescription);
    const auto reason = confirmChange(this, m_target, change);
    if (!reason)
        return;
    runPromotion(*request, overwrite, *reason);
}

void PromoteDialog::runPromotion(const PromotionRequest &request, bool allowOverwrite,
                                 const QString &reason) {
    m_report.reset();
    m_runError.clear();
    m_promoted = request;
    const bool viaOutbox = mode() == Mode::ViaOutbox;
    m_pendingRun = std::make_shared<std::optional<PromotionReport>>();
    auto report = m_pendingRun;
    const ActionContext context = actionContext(reason);
    const QString spec = m_store.spec();
    const QString profile = m_store.profileName();
    const QString key = viaOutbox ? QString() : m_store.secretKey(); // from the check
    const bool started =
        m_runTask->start(m_target.spec, m_table, viaOutbox ? u"promote-outbox"_s : u"promote-now"_s,
                         [=](TableTask::Context &c) -> Status {
                             Result<PromotionReport> done = Error::failed(QString());
                             if (viaOutbox) {
                                 done = enqueuePromotion(c.reader, request, context);
                             } else {
                                 auto store = openProfileObjectStoreWithKey(spec, profile, key);
                                 if (!store)
                                     return store.error();
                                 done =
                                     promoteImmediately(**store, request, allowOverwrite, context);
                             }
                             if (!done)
                                 return done.error();
                             *report = *done;
                             return Done{};
                         });
    if (!started)
        return;
    m_resultView->showRunning();
    updateState();
    growToFit();
}

void PromoteDialog::showResult() {
    if (m_report) {
        m_resultView->showReport(*m_report, mode() == Mode::ViaOutbox);
        if (m_report->ok) {
            m_done = true;
            if (m_report->sourceDeleted) {
                m_movedSource = m_promoted.temporaryKey;
                m_movedTo = m_promoted.permanentKey;
            }
            // What the pre-check said no longer holds (the source may be gone, the key is
            // taken), and a next promotion must not reuse this one's {random} or {uuid}: new
            // values (a new key), and the pre-check looks again.
            const QString keyTemplate = m_permanentKey->text();
            if (keyTemplate.contains(u"{random}"_s) || keyTemplate.contains(u"{uuid}"_s)) {
                newRandomValues();
                inputsChanged();
            } else {
                m_debounce->start();
            }
        }
        m_showRow->setVisible(!m_report->rowId.isEmpty());
        if (m_report->copied || !m_report->rowId.isEmpty())
            Q_EMIT changed();
    } else {
        m_resultView->showError(m_runError);
    }
    updateState();
    growToFit();
    Q_EMIT finished();
}

void PromoteDialog::closeEvent(QCloseEvent *event) {
    if (m_runTask->isRunning()) {
        event->ignore(); // a promotion in flight must report how it ended
        return;
    }
    QDialog::closeEvent(event);
}

void PromoteDialog::reject() {
    if (m_runTask->isRunning())
        return;
    QDialog::reject();
}

} // namespace outbox::ui
