#pragma once

#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QObject>

class QWidget;

namespace outbox::ui {

class TableTask;

// "Create delivery table": the console's own tables a FennFlow relay needs (the delivery side
// table and the vocabulary record), created from where their absence matters (the main window's
// notice, the relay panel) the way `outboxctl relay init` creates them. The confirmation shows
// the statements; the rules of every change apply (read-only refuses before asking, prod asks the
// typed name and a reason) and the change is audited before it happens. The statements run on a
// worker thread with a connection of their own.
class RelayTablesSetup : public QObject {
    Q_OBJECT
public:
    explicit RelayTablesSetup(QWidget *dialogParent);

    // Asks, then creates. Emits created or failed (not when the user cancels).
    void start(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table);
    bool isRunning() const;

Q_SIGNALS:
    void created(const QString &message); // the table is to be opened again to see them
    void failed(const QString &message);

private:
    QWidget *m_dialogParent;
    TableTask *m_task;
};

} // namespace outbox::ui
