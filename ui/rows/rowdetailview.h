#pragma once

#include "audit/auditrecord.h"
#include "relay/blockedkeys.h"
#include "ui/common/coremetatypes.h"

#include <QDateTime>
#include <QWidget>

#include <memory>
#include <optional>

class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QTimer;
class QToolButton;

namespace outbox::ui {

class PayloadRevealer;
class RowHistoryList;
class RowPayloadView;
class TableTask;

// The detail pane: one row's fields, its whole last error and its payload pretty-printed
// (RowPayloadView: long base64 bodies summarised until the user asks to see them), and its
// history (RowHistoryList): the audit records that name the row (from this computer's log and the
// database's audit table), read on a TableTask whenever another row is shown.
//
// Object names: historyHeading, historyList (QTreeWidget: When, Who, Action, Reason, Outcome),
// historyNote.
class RowDetailView : public QWidget {
    Q_OBJECT
public:
    explicit RowDetailView(QWidget *parent = nullptr);

    void setTable(const outbox::OutboxTable &table);
    void showRow(const outbox::OutboxRow &row);
    void clear();
    bool hasRow() const { return m_hasRow; }
    QString rowId() const { return m_row.id; }

    QString payloadText() const;
    QString errorText() const;
    QSplitter *splitter() const { return m_splitter; }
    // Keyboard focus to the pane's first field (the last error; F6 from the table).
    void focusFirst();

    // Where the History section looks: the local log (AuditLog() is the user's) and, when the
    // database has it, its audit table, for records of this table. Without a source the section
    // says history is unavailable.
    // The same source serves Reveal Payload (PayloadRevealer), whose audit names profileName.
    void setHistorySource(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
                          const outbox::AuditLog &log = outbox::AuditLog(),
                          const QString &profileName = {});
    PayloadRevealer *revealer() const { return m_revealer; }
    QString payloadMaskNote() const;
    void clearHistorySource();
    // Reads the shown row's history again (e.g. after an action on it).
    void reloadHistory();
    bool isHistoryLoading() const;
    // The last history read for the shown row (empty while loading or without a row).
    const outbox::RowHistory &history() const { return m_history; }
    QString historyNote() const;

Q_SIGNALS:
    void historyLoaded(); // the History section shows the row's records (or the error)
    // The row waits behind an older undelivered row of its key (in-order delivery): the user
    // asked to open, park or mark done that row.
    void openRowRequested(const QString &id);
    void parkRowRequested(const QString &id);
    void markDoneRowRequested(const QString &id);

public:
    // The payload as shown: indented JSON; base64 bodies summarised unless fullBodies.
    static QString formatPayload(const outbox::OutboxRow &row, bool fullBodies,
                                 QString *problem = nullptr);

private:
    QLabel *addField(const QString &objectName, const QString &label);
    void render();
    void scheduleHistory();
    void loadHistory();
    void showHistory(const QString &error = {});
    void showWaiting(); // m_waitsBehind, with its actions

    QStackedWidget *m_stack;
    QSplitter *m_splitter;
    QScrollArea *m_fieldsScroll = nullptr; // the fields, error and history
    QLabel *m_title;
    QFormLayout *m_form;
    QLabel *m_state;
    QLabel *m_status;
    QLabel *m_operationLabel = nullptr;
    QLabel *m_operation;
    QLabel *m_created;
    QLabel *m_changedLabel = nullptr;
    QLabel *m_changed;
    QLabel *m_attempts;
    QLabel *m_nextAttempt;
    QLabel *m_lastAttempt; // FennFlow: when the console's relay last tried the row
    QLabel *m_eventId;
    QLabel *m_aggregate;
    QLabel *m_subject;
    QWidget *m_waiting = nullptr; // "Waits behind dead row X (key K)" and its actions
    QLabel *m_waitingText = nullptr;
    QString m_waitingHeadId;
    QToolButton *m_waitingPark = nullptr;
    QToolButton *m_waitingMarkDone = nullptr;
    std::optional<outbox::WaitingBehind> m_waitsBehind; // of the row shown, with its history
    QLabel *m_errorHeading;
    QPlainTextEdit *m_error;
    RowPayloadView *m_payloadView;
    PayloadRevealer *m_revealer;
    std::optional<outbox::OutboxRow> m_revealed; // as stored, while revealed
    QDateTime m_revealedUntil;
    RowHistoryList *m_historyList;
    QLabel *m_historyNote;
    QTimer *m_historyTimer;
    TableTask *m_historyTask;

    outbox::OutboxTable m_table;
    outbox::OutboxRow m_row;
    bool m_hasRow = false;

    bool m_hasHistorySource = false;
    outbox::ConnectionSpec m_historySpec;
    outbox::OutboxTable m_historyTable;
    outbox::AuditLog m_historyLog;
    outbox::RowHistory m_history;
    QString m_historyRowId;      // the row m_history is about
    QString m_loadingRowId;      // the row the running task reads
    bool m_historyAgain = false; // another row was shown while reading
};

} // namespace outbox::ui
