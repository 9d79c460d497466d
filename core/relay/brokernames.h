#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QList>

#include <functional>

namespace outbox {

// A NATS subject, Kafka topic or AMQP routing key rendered from a row's data (a template such as
// "outbox.{storage_path}") is checked before the row is sent: one that the broker's protocol
// cannot carry as it is would otherwise do harm beyond its row (a line break in a NATS subject
// writes a protocol line of its own, a space breaks the PUB line and closes the connection, a
// routing key over 255 bytes drops an AMQP connection). A row whose name fails is failed alone,
// with the reason, and its batch-mates and the connection are untouched. No escaping is offered:
// the name the template renders is the one used, or none.
enum class BrokerNameKind { NatsSubject, KafkaTopic, AmqpRoutingKey };

// Done, or what is wrong with the name (the message quotes it with its control characters
// shown, never raw).
Status checkBrokerName(BrokerNameKind kind, const QByteArray &utf8);

struct SinkEvent;
// For KeyTurns::firstSendable(): renders the name of events.at(i) from the sink's template
// (expandEventTemplate) into *name and checks it; the error fails that event alone.
std::function<Status(qsizetype)> brokerNameCheck(BrokerNameKind kind, const QString &nameTemplate,
                                                 const QList<SinkEvent> &events,
                                                 const QString &table, QByteArray *name);

} // namespace outbox
