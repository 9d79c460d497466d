#include "ui/relay/relaytablessetup.h"

#include "actions/schemachange.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/tabletask.h"

#include <QWidget>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RelayTablesSetup::RelayTablesSetup(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_task(new TableTask(this)) {}

bool RelayTablesSetup::isRunning() const {
    return m_task->isRunning();
}

void RelayTablesSetup::start(const ConnectionTarget &target, const OutboxTable &table) {
    if (m_task->isRunning())
        return;
    ActionContext context;
    context.profile = profileForChange(target);
    if (target.readOnly) {
        Q_EMIT failed(tr("%1 is read-only: the console will not create tables in its database. "
                         "Unlock writing for this session first, or ask someone who may.")
                          .arg(target.label));
        return;
    }
    ChangeDescription change;
    const QStringList missing = table.missingRelayTables;
    const bool noDelivery = table.missesDeliveryTable();
    if (noDelivery) {
        change.title = tr("Create the delivery table");
        change.summary = tr("Create the console's delivery table and its other tables (%1) beside "
                            "%2. The FennFlow table itself is not changed.")
                             .arg(missing.join(tr(", ")), table.name.display());
        change.details << tr("With them the relay records each event's attempts and last error, "
                             "retries with backoff and keeps the table's status vocabulary, and "
                             "dead events can be parked (Blocked tab).");
    } else {
        change.title = tr("Create the console's tables");
        change.summary = tr("Create %1 beside %2. The outbox table itself is not changed.")
                             .arg(missing.join(tr(", ")), table.name.display());
    }
    change.details << tr("The attempt log keeps every failed attempt and what a retry cleared, for "
                         "each row's History; the group notes are shared with everyone who opens "
                         "the table.");
    change.statements = relayTablesDdl(target.spec.kind, table.idStorage, missing);
    change.confirmText = tr("Create Tables");
    const std::optional<QString> reason = confirmChange(m_dialogParent, target, change);
    if (!reason)
        return;
    context.reason = *reason;
    auto outcome = std::make_shared<RelayTablesOutcome>();
    m_task->start(target.spec, table, u"relay-init"_s,
                  [context, outcome](TableTask::Context &c) -> Status {
                      auto setUp = setUpRelayTables(context, c.session, c.reader.table());
                      if (!setUp)
                          return setUp.error();
                      *outcome = *setUp;
                      return Done{};
                  });
    const QString name = table.name.display();
    m_task->runHandlers().succeeded = [this, outcome, name, noDelivery] {
        QString message = !outcome->created
                              ? tr("The console's tables beside %1 already exist.").arg(name)
                          : noDelivery ? tr("Created the delivery table beside %1: the relay now "
                                            "records why each event failed.")
                                             .arg(name)
                                       : tr("Created the console's tables beside %1.").arg(name);
        if (!outcome->outcomeWarning.isEmpty())
            message +=
                u' ' +
                tr("The audit outcome could not be written: %1").arg(outcome->outcomeWarning);
        Q_EMIT created(message);
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        Q_EMIT failed(tr("Could not create the console's tables: %1").arg(message));
    };
}

} // namespace outbox::ui
