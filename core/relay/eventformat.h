#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace outbox {

struct SinkEvent;

// How an event goes out (--event-format): the event's JSON as it is (plain), or as a
// CloudEvents 1.0 event whose data is that JSON, with its attributes in the message's headers
// (binary mode) or with them in one JSON document (structured mode).
enum class EventFormat { Plain, CloudEventsBinary, CloudEventsStructured };

// "plain", "ce-binary", "ce-structured" (any case); an error names the choices.
Result<EventFormat> parseEventFormat(const QString &text);
QString eventFormatName(EventFormat format);

// The CloudEvents attributes a relay sets from each event: templates in which {aggregate_type},
// {aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} stand for the event's
// values (FennFlow's storage_path is read from the payload; empty when it has none).
struct CloudEventTemplates {
    QString source = QStringLiteral("/outbox/{table}");
    QString type = QStringLiteral("{aggregate_type}.{event_type}");
    QString subject = QStringLiteral("{storage_path}"); // left out when it comes out empty
    QString table;                                      // what {table} stands for
};

// The template with the event's values in; an unknown {name} is an error at setup (see
// checkEventTemplate), so here it stays as written.
QString expandEventTemplate(const QString &text, const SinkEvent &event, const QString &table = {});
// Checks that every {name} in the template is one the relay knows; the error names the bad one.
Status checkEventTemplate(const QString &what, const QString &text);

// An event as one message of a binding: its body, its content type, and, in binary mode, its
// CloudEvents attributes (name without prefix → value) for the binding to put in its headers
// ("ce-" for HTTP and NATS, "ce_" for Kafka, "cloudEvents:" for AMQP).
struct EncodedEvent {
    QByteArray body;
    QByteArray contentType;
    QList<std::pair<QByteArray, QString>> attributes;
};

class EventEncoder {
public:
    EventEncoder(EventFormat format, CloudEventTemplates templates);
    EventFormat format() const { return m_format; }
    EncodedEvent encode(const SinkEvent &event) const;

private:
    EventFormat m_format;
    CloudEventTemplates m_templates;
};

} // namespace outbox
