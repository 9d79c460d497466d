#pragma once

#include "query/rowfilter.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "ui/common/tablelistpanel.h"

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace outbox::ui {

// The keys held back under in-order delivery (relay/deliveryorder.h), as `outboxctl blocked`
// lists them: per key, its head (the oldest undelivered row: dead, or waiting longer than an
// hour), how many rows wait behind it and since when; or, shown by the "Show" choice, the parked
// rows. The main filter's search applies to the head rows. From the selected heads: Retry Now (a
// dead head opens the retry dialog, dry run first; a waiting one becomes due now), Mark Done…,
// Park…, Unpark…, and Show Rows (the key's rows in the Rows tab). Each emits a request for the
// owner to act on; nothing here changes rows.
//
// Reading runs on a TableTask (its own thread and connection): busy indicator, cancel, errors
// inline. The blocked keys are read when a table is set, when invalidate()d (F5, after a change)
// and on refresh(), visible or not, so that blockedCountChanged() keeps the count beside the state
// chips current; the parked list only while shown.
//
// Object names: blockedView, blockedSummary, blockedShowChoice, blockedFilterNote,
// blockedReadOnlyNote, blockedBusyIndicator, blockedCancelButton, blockedRefreshButton,
// blockedRetryButton, blockedMarkDoneButton, blockedParkButton, blockedUnparkButton,
// blockedShowRowsButton, blockedMessageBar, blockedList (the QTreeView), blockedErrorTitle,
// blockedError; actions blockedRetryAction, blockedMarkDoneAction, blockedParkAction,
// blockedUnparkAction, blockedShowRowsAction.
class BlockedView : public TableListPanel {
    Q_OBJECT
public:
    enum Column { Key, Head, Kind, State, Attempts, Behind, Since, Parked, LastError, ColumnCount };
    Q_ENUM(Column)
    enum class Show { BlockedKeys, ParkedRows };

    explicit BlockedView(QWidget *parent = nullptr);
    ~BlockedView() override;

    void setTarget(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table);
    void clearTarget();
    void setFilter(const outbox::RowFilter &filter);
    void setReadOnly(bool readOnly, const QString &why = {});
    void setShow(Show show);
    Show show() const { return m_show; }

    const QList<outbox::BlockedKey> &keys() const { return m_keys; }
    QList<outbox::BlockedKey> selectedKeys() const;
    // Selects the listed row with this head id; false when it is not listed.
    bool selectHead(const QString &id);

public Q_SLOTS:
    void refresh() override;
    void invalidate(); // rows may have changed: read again
    // The rows changed outside (a relay batch, a live refresh): read again unless a read is under
    // way (it finishes first; the next change reads again).
    void followChange();

Q_SIGNALS:
    // Dead heads: the retry dialog (a dry run first); pending heads: made due now.
    void retryRequested(const QStringList &deadIds);
    void retryNowRequested(const QStringList &pendingIds);
    void markDoneRequested(const QStringList &deadIds);
    void parkRequested(const QStringList &deadIds);
    void unparkRequested(const QStringList &parkedIds);
    void showRowsRequested(const QString &key);
    // The number of blocked keys (as listed, so at most the list's limit); nullopt: not known
    // (no table, a table not delivered in order, or the reading failed).
    void blockedCountChanged(std::optional<qint64> count);
    void failed(const QString &message);

protected:
    bool startRead() override;
    void setBusy(bool busy) override;

private:
    void showKeys(const QList<outbox::BlockedKey> &keys, Show shown);
    void currentChanged();
    void updateActions();
    void updateNotes();
    QStringList selectedIds(bool (*wanted)(const outbox::BlockedKey &)) const;

    QLabel *m_summary;
    QComboBox *m_showChoice;
    QToolButton *m_parkButton = nullptr;   // shown with the blocked keys
    QToolButton *m_unparkButton = nullptr; // shown with the parked rows
    QLabel *m_errorTitle;
    QPlainTextEdit *m_error;
    QAction *m_retryAction;
    QAction *m_markDoneAction;
    QAction *m_parkAction;
    QAction *m_unparkAction;
    QAction *m_showRowsAction;

    outbox::RowFilter m_filter;
    Show m_show = Show::BlockedKeys;
    outbox::BlockedTotals m_totals; // every blocked key, counted: the list may stop at its limit
    QList<outbox::BlockedKey> m_keys;
};

} // namespace outbox::ui
