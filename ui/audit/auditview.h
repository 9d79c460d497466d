#pragma once

#include "audit/auditrecord.h"
#include "ui/common/tablelistpanel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QToolButton;

namespace outbox::ui {

// The audit view: recent changes made through the console or the CLI (who, when, what, how many
// rows, why, how it ended), from this computer's append-only log and, when the outbox database has
// the audit table, from that table (every user's changes, one record per committed batch). The
// source switch shows both merged (an action found in both places once), or either alone. A
// details area shows the selected record in full, with its ids, or only their SHA-256 where the
// action covered more than 1,000 rows.
//
// Both sources are read off the GUI thread: the log on a thread of its own, the table on a
// TableTask. While hidden, setTarget() only marks the view stale; it reads again when shown.
// refreshed(): both sources answered (or failed) and the list shows the result.
//
// Object names: auditSource (combo), auditFilter (line edit), auditRefreshButton,
// auditShowRowsButton, auditUndoResendButton, auditCopyLinkButton, auditBusyIndicator,
// auditSourceNote, auditMessageBar, auditList (QTreeView), auditDetails.
class AuditView : public TableListPanel {
    Q_OBJECT
public:
    enum Column { When, Who, Action, Where, Filter, Rows, Reason, Outcome, Source, ColumnCount };
    Q_ENUM(Column)
    enum class Sources { All, LocalLog, AuditTable };
    Q_ENUM(Sources)

    explicit AuditView(QWidget *parent = nullptr);
    ~AuditView() override;

    // The database whose audit table to read (and the table, for the task's reader).
    void setTarget(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table);
    void clearTarget(); // only the local log
    // The local log to read; AuditLog() (the user's data folder) unless set.
    void setAuditLog(const outbox::AuditLog &log);

    void setSources(Sources sources);
    Sources sources() const;
    void setFilterText(const QString &text);

    bool isBusy() const override; // a source is still reading
    bool auditTableFound() const { return m_tableFound; }
    // The records shown (after the source switch and the text filter), top to bottom.
    QList<outbox::AuditRecord> shownRecords() const;
    QString detailsText() const;
    // Makes the audit table's record id (AuditRecord::tableId) current once the view has read
    // (now, or when the read under way ends), showing every source; tableRecordMissing(id) when
    // it is not among the records read.
    void selectTableRecord(qint64 id);
    // The audit table's id of the current record (the table's record of the same action where
    // the list shows the log's), 0 when it has none.
    qint64 currentTableRecord() const;

    static constexpr int kRecentLimit = 500;

public Q_SLOTS:
    void refresh() override;

Q_SIGNALS:
    // "Show These Rows" on a record of the open table that lists its row ids.
    void showRowsRequested(const QStringList &ids, const QString &label);
    // "Undo Resend…" on a resend of the open table: its original row and the edited copy.
    void undoResendRequested(const QString &originalId, const QString &copyId);
    // selectTableRecord() did not find the record.
    void tableRecordMissing(qint64 id);
    // Copy Link put a link to the current record on the clipboard.
    void statusMessage(const QString &message, int timeoutMs);

protected:
    bool startRead() override;
    void readEnded() override;

private:
    struct Shown {
        outbox::AuditRecord record;
        QString source;
        qint64 tableId = 0; // the audit table's record of it, 0: none
    };
    void selectPendingRecord();
    void copyLink();
    const Shown *currentShown() const; // the record selected in the list, if any
    void readLog();
    void readTable();
    void finishIfDone();
    void rebuild();
    void showDetails();

    QComboBox *m_source;
    QLineEdit *m_filter;
    QToolButton *m_showRowsButton = nullptr;
    QToolButton *m_undoResendButton = nullptr;
    QToolButton *m_copyLinkButton = nullptr;
    qint64 m_pendingRecord = 0; // selectTableRecord() waiting for the read
    QLabel *m_note;
    QSortFilterProxyModel *m_proxy;
    QPlainTextEdit *m_details;

    outbox::AuditLog m_log;
    bool m_tableFound = false;
    int m_generation = 0;
    int m_waiting = 0; // sources still reading for this generation
    QStringList m_errors;
    QList<outbox::AuditRecord> m_logRecords;
    QList<outbox::AuditRecord> m_tableRecords;
    QList<Shown> m_shown;
};

} // namespace outbox::ui
