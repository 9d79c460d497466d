#include "ui/rows/payloadrevealer.h"

#include "masking/payloadreveal.h"
#include "ui/common/tabletask.h"

#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QWidget>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

PayloadRevealer::PayloadRevealer(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
    , m_task(new TableTask(this))
    , m_lapse(new QTimer(this)) {
    m_lapse->setSingleShot(true);
    m_lapse->setInterval(kRevealMinutes * 60 * 1000);
    connect(m_lapse, &QTimer::timeout, this, &PayloadRevealer::end);
}

PayloadRevealer::~PayloadRevealer() = default;

void PayloadRevealer::setSource(const ConnectionSpec &spec, const OutboxTable &table,
                                const QString &profileName, const AuditLog &log) {
    end();
    m_hasSource = true;
    m_spec = spec;
    m_table = table;
    m_profileName = profileName;
    m_log = log;
}

void PayloadRevealer::setLapseMs(int ms) {
    m_lapse->setInterval(ms);
}

void PayloadRevealer::reveal(const OutboxRow &row) {
    if (!m_hasSource || row.payloadVisibility == PayloadVisibility::Full || m_task->isRunning())
        return;
    if (m_question)
        m_question->close();
    auto *question = new QInputDialog(m_parent);
    question->setObjectName(u"revealReasonDialog"_s);
    question->setAttribute(Qt::WA_DeleteOnClose);
    question->setWindowTitle(tr("Reveal Payload"));
    question->setLabelText(
        tr("Show the payload of row %1 in full for %n minute(s)? Why (kept in the audit log with "
           "your name and the row, never the values):",
           nullptr, kRevealMinutes)
            .arg(row.id));
    question->setOkButtonText(tr("Reveal"));
    question->setInputMode(QInputDialog::TextInput);
    m_question = question;
    connect(question, &QInputDialog::textValueSelected, this, [this, row](const QString &reason) {
        if (reason.trimmed().isEmpty()) {
            Q_EMIT failed(tr("A reveal needs a reason: nothing was shown."));
            return;
        }
        run(row, reason);
    });
    question->open(); // not exec(): the GUI thread never waits in a nested loop
    // Reveal only with a reason: the audit needs one (the buttons exist once it is shown).
    auto *edit = question->findChild<QLineEdit *>();
    auto *buttons = question->findChild<QDialogButtonBox *>();
    if (edit && buttons && buttons->button(QDialogButtonBox::Ok)) {
        edit->setAccessibleName(tr("Reason"));
        QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
        ok->setEnabled(false);
        connect(edit, &QLineEdit::textChanged, ok,
                [ok](const QString &text) { ok->setEnabled(!text.trimmed().isEmpty()); });
    }
}

void PayloadRevealer::run(const OutboxRow &row, const QString &reason) {
    const RevealRequest request{
        m_profileName, m_spec.displayUrl(),  m_table.name.display(), {row.id}, u"detail pane"_s,
        reason,        row.payloadVisibility};
    auto stored = std::make_shared<OutboxRow>();
    const AuditLog log = m_log;
    const QString id = row.id;
    m_task->start(m_spec, m_table, u"reveal"_s,
                  [request, log, id, stored](TableTask::Context &c) -> Status {
                      // Audited first: no record, nothing read.
                      if (auto audited = auditReveal(log, request); !audited)
                          return audited.error();
                      auto read = c.reader.storedRow(id);
                      if (!read)
                          return read.error();
                      *stored = std::move(*read);
                      return Done{};
                  });
    m_task->runHandlers().succeeded = [this, stored] {
        m_rowId = stored->id;
        m_lapse->start();
        Q_EMIT revealed(*stored, QDateTime::currentDateTime().addMSecs(m_lapse->interval()));
    };
    m_task->runHandlers().failed = [this](int, const QString &message) { Q_EMIT failed(message); };
}

void PayloadRevealer::end() {
    m_lapse->stop();
    if (m_question)
        m_question->close();
    if (m_rowId.isEmpty())
        return;
    const QString id = m_rowId;
    m_rowId.clear();
    Q_EMIT lapsed(id);
}

} // namespace outbox::ui
