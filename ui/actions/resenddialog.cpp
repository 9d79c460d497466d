#include "ui/actions/resenddialog.h"

#include "relay/blockedkeys.h"

#include "ui/common/changeconfirmation.h"
#include "ui/common/environmentbadge.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The payload to start from: indented as the detail pane shows it, or as stored when it is not
// JSON (the check then says why).
QString editableText(const OutboxRow &row) {
    auto payload = row.payload();
    if (!payload)
        return row.payloadText;
    return QString::fromUtf8(QJsonDocument(*payload).toJson(QJsonDocument::Indented));
}

} // namespace

ResendDialog::ResendDialog(const ConnectionTarget &target, const OutboxTable &table,
                           const OutboxRow &row, const PayloadMask &mask, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_table(table)
    , m_row(row)
    , m_intro(new QLabel)
    , m_editor(new QPlainTextEdit)
    , m_status(new QLabel)
    , m_diff(new QTreeWidget)
    , m_buttons(new QDialogButtonBox)
    , m_checkTimer(new QTimer(this))
    , m_task(new TableTask(this)) {
    setObjectName(u"resendDialog"_s);
    setWindowTitle(tr("Edit and Resend Row %1").arg(row.id));
    m_intro->setObjectName(u"resendIntro"_s);
    m_intro->setWordWrap(true);
    m_intro->setText(
        tr("Edit the payload of the dead %1 row %2, then resend it: the edited payload is written "
           "as a new ready row, and %2 stays as it was written, marked superseded (it no longer "
           "counts as dead and cannot be retried).")
            .arg(row.kind, row.id));
    m_editor->setObjectName(u"resendEditor"_s);
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabChangesFocus(true);
    m_editor->setPlainText(editableText(row));
    m_editor->setAccessibleName(tr("Payload"));
    m_status->setObjectName(u"resendStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diff->setObjectName(u"resendDiff"_s);
    m_diff->setHeaderLabels({tr("Field"), tr("Before"), tr("After")});
    m_diff->setRootIsDecorated(false);
    m_diff->setAccessibleName(tr("Changes"));
    m_diff->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_diff->header()->setStretchLastSection(true);

    m_resendButton = m_buttons->addButton(tr("&Resend…"), QDialogButtonBox::AcceptRole);
    m_resendButton->setObjectName(u"resendButton"_s);
    QPushButton *cancel = m_buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(u"resendCancelButton"_s);
    m_resendButton->setEnabled(false);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_editor);
    splitter->addWidget(m_diff);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    header->addWidget(makeEnvironmentBadge(target.environment), 0, Qt::AlignTop);
    header->addWidget(m_intro, 1);
    layout->addLayout(header);
    // Why it failed, beside the payload being edited.
    if (!row.lastError.isEmpty()) {
        auto *error = new QLabel(tr("Last error: %1").arg(row.lastError.section(u'\n', 0, 0)));
        error->setObjectName(u"resendLastError"_s);
        error->setWordWrap(true);
        error->setTextFormat(Qt::PlainText);
        error->setToolTip(row.lastError);
        QPalette p = error->palette();
        p.setColor(QPalette::WindowText, errorTextColor());
        error->setPalette(p);
        layout->addWidget(error);
    }
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(760, 560);

    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(150);
    connect(m_checkTimer, &QTimer::timeout, this, &ResendDialog::runCheck);
    connect(m_editor, &QPlainTextEdit::textChanged, m_checkTimer, qOverload<>(&QTimer::start));
    connect(m_resendButton, &QPushButton::clicked, this, &ResendDialog::resend);
    connect(cancel, &QPushButton::clicked, this, &ResendDialog::reject);
    m_mask = mask;
    if (row.payloadVisibility == PayloadVisibility::Full)
        m_stored = row;
    else
        readStoredRow();
    runCheck();
}

void ResendDialog::readStoredRow() {
    auto stored = std::make_shared<OutboxRow>();
    const QString id = m_row.id;
    m_task->start(m_target.spec, m_table, u"resend-read"_s,
                  [id, stored](TableTask::Context &c) -> Status {
                      auto row = c.reader.storedRow(id);
                      if (!row)
                          return row.error();
                      *stored = std::move(*row);
                      return Done{};
                  });
    m_task->runHandlers().succeeded = [this, stored] {
        m_stored = *stored;
        runCheck();
    };
    m_task->runHandlers().failed = [this](int, const QString &message) { showError(message); };
}

ResendDialog::~ResendDialog() = default;

void ResendDialog::setCheckDelay(int ms) {
    m_checkTimer->setInterval(ms);
}

Result<ResendDraft> ResendDialog::check() const {
    if (!m_stored)
        return Error::invalid(tr("Reading the row as stored…"));
    return prepareResend(m_table, *m_stored, m_editor->toPlainText());
}

bool ResendDialog::canResend() const {
    return m_valid && !m_target.readOnly && !m_task->isRunning();
}

QString ResendDialog::statusText() const {
    return m_status->text();
}

bool ResendDialog::isBusy() const {
    return m_task->isRunning();
}

void ResendDialog::runCheck() {
    m_checkTimer->stop();
    const auto draft = check();
    m_valid = draft.ok();
    m_diff->clear();
    QPalette p = m_status->palette();
    if (!draft) {
        // Before the first edit the unchanged payload is no mistake: say what to do instead.
        const bool untouched = m_editor->toPlainText() == editableText(m_row);
        m_status->setText(untouched ? tr("Edit the payload: the resend is offered once it "
                                         "differs from the original and passes the checks.")
                                    : draft.error().message);
        p.setColor(QPalette::WindowText,
                   untouched ? QPalette().color(QPalette::WindowText) : errorTextColor());
    } else {
        for (const PayloadChange &change : maskedChanges(draft->changes, m_mask)) {
            auto *item = new QTreeWidgetItem(m_diff, {change.field, change.before, change.after});
            item->setToolTip(1, change.before);
            item->setToolTip(2, change.after);
        }
        for (int column = 0; column < 2; ++column)
            m_diff->resizeColumnToContents(column);
        QString text =
            tr("Valid %1 payload: %n field(s) changed.", nullptr, int(draft->changes.size()))
                .arg(draft->kind);
        if (m_target.readOnly)
            text += u' ' + tr("%1 is read-only: unlock writing to resend.").arg(m_target.label);
        m_status->setText(text);
        p.setColor(QPalette::WindowText, stateColor(RowState::Sent));
    }
    m_status->setPalette(p);
    m_resendButton->setEnabled(canResend());
    Q_EMIT checked();
}

void ResendDialog::showError(const QString &message) {
    m_status->setText(message);
    QPalette p = m_status->palette();
    p.setColor(QPalette::WindowText, errorTextColor());
    m_status->setPalette(p);
}

void ResendDialog::resend() {
    runCheck();
    if (!canResend())
        return;
    const auto draft = check();
    // In order per key, the copy goes after the undelivered rows of its key: counted off the GUI
    // thread, and said in the confirmation (a dead one would hold it until dealt with).
    const QStringList keys = orderingKeysOf(
        m_table, draft->kind, QJsonDocument::fromJson(draft->payload.toUtf8()).object(),
        draft->aggregateId);
    const bool ordered =
        !keys.isEmpty() && (!m_target.profile || m_target.profile->relayOrdering != u"none"_s);
    if (!ordered) {
        confirmAndResend(QString());
        return;
    }
    auto ahead = std::make_shared<qint64>(0);
    const QString original = m_row.id;
    m_resendButton->setEnabled(false);
    m_status->setText(tr("Checking what the copy would wait behind…"));
    m_task->start(m_target.spec, m_table, u"resend-order"_s,
                  [keys, original, ahead](TableTask::Context &c) -> Status {
                      auto n = undeliveredRowsOfKeys(c.reader, keys, original);
                      if (!n)
                          return n.error();
                      *ahead = *n;
                      return Done{};
                  });
    m_task->runHandlers().succeeded = [this, ahead, keys] {
        confirmAndResend(*ahead == 0 ? QString()
                                     : tr("In order per key, the copy will wait behind %Ln older "
                                          "undelivered row(s) of its key %1: it is delivered after "
                                          "them, and a dead one holds it until it is retried, "
                                          "parked or marked done (the Blocked tab).",
                                          nullptr, int(qMin<qint64>(*ahead, INT_MAX)))
                                           .arg(keys.join(u", "_s)));
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        showError(message);
        m_resendButton->setEnabled(canResend());
    };
}

void ResendDialog::confirmAndResend(const QString &orderNote) {
    const auto draft = check();
    if (!draft) {
        runCheck();
        return;
    }
    ChangeDescription change;
    change.title = tr("Resend an edited row");
    change.summary = tr("Write the edited payload of %1 as a new ready row of %2, and mark %1 "
                        "superseded.")
                         .arg(m_row.id, m_table.name.display());
    for (const PayloadChange &c : maskedChanges(draft->changes, m_mask))
        change.details << c.describe();
    if (!orderNote.isEmpty())
        change.details << orderNote;
    change.details << tr("The original row is not changed: its payload stays readable, and the "
                         "resend can be undone from the Audit tab.");
    change.confirmText = tr("Resend Row");
    const std::optional<QString> reason = confirmChange(this, m_target, change);
    if (!reason) {
        runCheck();
        return;
    }
    ActionContext context;
    context.profile = profileForChange(m_target);
    context.reason = *reason;
    const QString text = m_editor->toPlainText();
    const QString id = m_row.id;
    auto outcome = std::make_shared<ResendOutcome>();
    m_editor->setReadOnly(true);
    m_resendButton->setEnabled(false);
    m_status->setText(tr("Resending…"));
    m_task->start(m_target.spec, m_table, u"resend"_s,
                  [context, text, id, outcome](TableTask::Context &c) -> Status {
                      auto done = resendRow(c.reader, id, text, context);
                      if (!done)
                          return done.error();
                      *outcome = *done;
                      return Done{};
                  });
    m_task->runHandlers().succeeded = [this, outcome] {
        m_outcome = *outcome;
        Q_EMIT changed();
        Q_EMIT finished();
        accept();
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        m_editor->setReadOnly(false);
        showError(message);
        m_resendButton->setEnabled(canResend());
        Q_EMIT finished();
    };
}

void ResendDialog::reject() {
    if (m_task->isRunning())
        return; // one transaction: it ends soon, and its outcome must be seen
    QDialog::reject();
}

} // namespace outbox::ui
