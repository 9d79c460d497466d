#pragma once

#include "audit/auditrecord.h"
#include "ui/common/coremetatypes.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

class QInputDialog;
class QTimer;
class QWidget;

namespace outbox::ui {

class TableTask;

// Reveal Payload in the detail pane: a masked or hidden row's payload shown in full for a few
// minutes (outbox::kRevealMinutes). Asks why, writes the reveal to the audit log (who, which row,
// why; never the values) before anything is read, then reads the row as stored on a TableTask.
// The reveal ends when it lapses, or when another row is shown.
//
// Object names: revealReasonDialog (the question; QInputDialog, its line edit takes the reason).
class PayloadRevealer : public QObject {
    Q_OBJECT
public:
    explicit PayloadRevealer(QWidget *parent);
    ~PayloadRevealer() override;

    void setSource(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
                   const QString &profileName, const outbox::AuditLog &log = outbox::AuditLog());
    // Asks for the reason (non-modal), then audits and reads. row is the row as shown (masked).
    void reveal(const outbox::OutboxRow &row);
    // Masks again now (another row is shown, the table closes); lapsed() if one was revealed.
    void end();
    QString revealedRowId() const { return m_rowId; }
    // Tests: a shorter time than kRevealMinutes.
    void setLapseMs(int ms);

Q_SIGNALS:
    void revealed(const outbox::OutboxRow &row, const QDateTime &until);
    void lapsed(const QString &rowId);
    void failed(const QString &message);

private:
    void run(const outbox::OutboxRow &row, const QString &reason);

    QWidget *m_parent;
    TableTask *m_task;
    QTimer *m_lapse;
    QPointer<QInputDialog> m_question;
    bool m_hasSource = false;
    outbox::ConnectionSpec m_spec;
    outbox::OutboxTable m_table;
    QString m_profileName;
    outbox::AuditLog m_log;
    QString m_rowId; // revealed now
};

} // namespace outbox::ui
