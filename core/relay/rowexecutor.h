#pragma once

#include "query/outboxreader.h"
#include "relay/eventsink.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace outbox {

class ObjectStore;

// What the relay does with one claimed row: a Vortos row is an operation on an object store, a
// FennFlow row an event to a sink.

// Carries out one row. One instance per delivery lane (thread); blocking.
class RowExecutor {
public:
    virtual ~RowExecutor();
    virtual Status execute(const OutboxRow &row) = 0;
    // Executes a lane's rows, those of one key in order; with stopKeyAtFailure, a key's rows
    // after one that failed are not tried (outcome unset). This one runs them one at a time.
    virtual std::vector<std::optional<Status>> executeAll(const QList<const OutboxRow *> &rows,
                                                          bool stopKeyAtFailure);
    virtual Status flush() { return Done{}; } // durability point before settling
};
using ExecutorFactory = std::function<Result<std::unique_ptr<RowExecutor>>()>;
// The key whose rows one lane delivers in turn: a FennFlow row's aggregate_id; the object a
// Vortos row writes (its first ordering key: put and delete key, copy and move target, promote
// permanent key), else the row itself.
QString laneKey(const OutboxRow &row);

// Vortos rows against an object store; FennFlow rows to an event sink.
std::unique_ptr<RowExecutor> makeObjectStoreExecutor(std::unique_ptr<ObjectStore> store);
std::unique_ptr<RowExecutor> makeEventSinkExecutor(std::unique_ptr<EventSink> sink);
// The JSON a sink receives for a FennFlow row (the row, payload parsed).
QByteArray fennFlowEventBody(const OutboxRow &row);
QByteArray fennFlowEventBody(const OutboxRow &row, const Result<QJsonObject> &payload);

} // namespace outbox
