#include "ui/relay/relaystartplan.h"

#include "relay/deliveryorder.h"
#include "relay/eventsink.h"

#include <QDateTime>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace outbox::ui {

QString RelayStartPlan::destination(const std::optional<ConnectionTarget> &target,
                                    const OutboxTable &table) {
    if (!target)
        return {};
    const std::optional<Profile> &p = target->profile;
    if (!table.relayDeliversEvents()) {
        const QString spec = p ? p->objectStore.trimmed() : QString();
        if (!spec.isEmpty())
            return spec.section(u'?', 0, 0); // s3://bucket or file:/dir, without the settings
        if (!qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET"))
            return tr("the OBJECT_STORE_* object store");
        return {};
    }
    if (!p || p->sink.trimmed().isEmpty())
        return {};
    // Named as the running relay and a test publish name it, so that the log spells it one way.
    const QString described = describeEventSink(p->sink);
    return described.isEmpty() ? p->sink.trimmed() : described;
}

QString RelayStartPlan::blockedReason(const std::optional<ConnectionTarget> &target,
                                      const OutboxTable &table, bool running) {
    if (!target)
        return tr("Open a table first.");
    if (!table.description().changes.relay)
        return tr("The rows of %1 are delivered by its own library (%2): the console's relay "
                  "does not run on them.")
            .arg(table.name.display(), table.description().title);
    if (target->readOnly)
        return tr("Profile \"%1\" is read-only: the relay changes rows and will not start. "
                  "Unlock writing for this session first.")
            .arg(target->label);
    if (destination(target, table).isEmpty())
        return !table.relayDeliversEvents()
                   ? tr("The profile has no object store for the Vortos relay: set one in the "
                        "profile (or the OBJECT_STORE_* environment).")
                   : tr("The profile has no sink for the FennFlow relay: set a webhook, a file "
                        "or a broker in its Sink Settings.");
    if (running)
        return tr("The relay is running.");
    return {};
}

RelayStartPlan::InOrderText RelayStartPlan::inOrderText(const OutboxTable &table) {
    if (!table.relayDeliversEvents())
        return {tr("In &order per object"),
                tr("A row waits while an older row that writes its object, or deletes the source "
                   "it moves, is undelivered: waiting for its retry, in flight, or dead. Other "
                   "objects are never held up (outboxctl relay --ordering=key).")};
    return {tr("In &order per file"),
            tr("An event waits while an older event of its file (aggregate_id) is undelivered: "
               "waiting for its retry, in flight, or dead. Other files are never held up "
               "(outboxctl relay --ordering=key).")};
}

QStringList RelayStartPlan::registeredOthers(const std::optional<RelayPeers> &peers,
                                             const QString &ownRelayId) {
    QStringList out;
    if (!peers)
        return out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const RelayHeartbeat &r : peers->registered) {
        if (r.relayId == ownRelayId)
            continue;
        out << tr("%1, since %2, last heartbeat %3 s ago%4")
                   .arg(r.who(),
                        QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat))
                   .arg(qMax<qint64>(0, r.silentFor(now)))
                   .arg(r.paused ? tr(", paused") : QString());
    }
    return out;
}

ChangeDescription RelayStartPlan::confirmation(const OutboxTable &table,
                                               const RelaySettings &settings,
                                               const QString &destination,
                                               const std::optional<RelayPeers> &peers,
                                               const QStringList &registeredOthers) {
    ChangeDescription change;
    change.title = tr("Start the relay");
    change.summary = tr("Start a relay on %1: pending rows will be delivered to %2.")
                         .arg(table.name.display(), destination);
    // What really happens to a failure: without the delivery table its format needs, a row has
    // no attempts to count.
    if (!table.missesDeliveryTable())
        change.details << tr("Rows are claimed in batches of %1 and marked done, retried with "
                             "backoff, or dead after %2 attempts.")
                              .arg(settings.batchSize)
                              .arg(settings.maxAttempts);
    else
        change.details << tr("Rows are claimed in batches of %1 and marked sent; a failed delivery "
                             "marks the row failed at once (this table has no %2: outboxctl relay "
                             "init creates it, for retries with backoff).")
                              .arg(settings.batchSize)
                              .arg(QStringLiteral("outbox_console_delivery"));
    if (!table.relayDeliversEvents())
        change.details << (settings.ordering == DeliveryOrdering::Key
                               ? tr("Rows that touch one object are carried out in order: a row "
                                    "waits while an older one of its object is undelivered.")
                               : tr("Rows are carried out oldest first, whatever their object: a "
                                    "later delete may overtake a put that waits for its retry."));
    else if (ordersByKey(table))
        change.details << (settings.ordering == DeliveryOrdering::Key
                               ? tr("Events of one file are delivered in order: an event waits "
                                    "while an older one of its file is undelivered.")
                               : tr("Events are delivered oldest first, whatever their file: a "
                                    "later event may overtake one that waits for its retry."));
    if (peers && peers->sessions > 0)
        change.details << tr("Other sessions holding row locks on the table now: %1. Another "
                             "relay is probably running.")
                              .arg(peers->sessions);
    if (!registeredOthers.isEmpty())
        change.details
            << tr("Relays running on this table: %1.").arg(registeredOthers.join(u"; "_s));
    change.confirmText = tr("Start relay");
    return change;
}

} // namespace outbox::ui
