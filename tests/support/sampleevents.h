#pragma once

// Sample events and their outcomes for the broker sink tests (the librdkafka mock, RabbitMQ, NATS,
// Apache Kafka): the same events, read back the same way.
#include "relay/eventsink.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace outbox::test {

// Event n for key: a fresh event id each run, a non-ASCII body that names it.
inline SinkEvent sampleEvent(int n, const QString &key) {
    using namespace Qt::StringLiterals;
    SinkEvent e;
    e.rowId = u"row-%1"_s.arg(n);
    e.eventId = u"evt-%1-%2"_s.arg(QString::number(QDateTime::currentMSecsSinceEpoch())).arg(n);
    e.aggregateId = key;
    e.aggregateType = u"StorageObject"_s;
    e.eventType = n % 3 == 0 ? u"delete"_s : u"put"_s;
    e.createdAt = u"2026-06-01T11:00:00.%1Z"_s.arg(n, 3, 10, QChar(u'0'));
    e.storagePath = u"files/f%1.txt"_s.arg(n);
    e.body = "{\"event_id\":\"" + e.eventId.toUtf8() + "\",\"n\":" + QByteArray::number(n) +
             ",\"note\":\"gr\xc3\xbc\xc3\x9f\"}";
    return e;
}

// The n of a sample event's body as a reader read it back (0 when the text is not one).
inline int sampleNumber(const QString &body) {
    using namespace Qt::StringLiterals;
    return QJsonDocument::fromJson(body.toUtf8()).object().value(u"n"_s).toInt();
}

// Events n = 1…count over `keys` keys, a key's events in n order.
inline QList<SinkEvent> sampleEvents(int count, int keys) {
    using namespace Qt::StringLiterals;
    QList<SinkEvent> events;
    for (int n = 1; n <= count; ++n)
        events.append(sampleEvent(n, u"tenant|||files|||key-%1"_s.arg(n % keys)));
    return events;
}

// Where a message read back from Kafka ({"value", "key", "headers"}, as the readers print it)
// differs from the event sent, as the Kafka sink writes it in CloudEvents binary mode: the body as
// the value, the partition key as the key, the event's and CloudEvents' id, type and key headers.
// The first difference, empty when there is none.
inline QString kafkaMessageMismatch(const QJsonObject &message, const SinkEvent &sent) {
    using namespace Qt::StringLiterals;
    const QJsonObject headers = message.value(u"headers"_s).toObject();
    struct Field {
        const char *name;
        QString got;
        QString sent;
    };
    const Field fields[] = {
        {"value", message.value(u"value"_s).toString(), QString::fromUtf8(sent.body)},
        {"key", message.value(u"key"_s).toString(), sent.aggregateId},
        {"header event_id", headers.value(u"event_id"_s).toString(), sent.eventId},
        {"header event_type", headers.value(u"event_type"_s).toString(), sent.eventType},
        {"header ce_id", headers.value(u"ce_id"_s).toString(), sent.eventId},
        {"header ce_specversion", headers.value(u"ce_specversion"_s).toString(), u"1.0"_s},
        {"header ce_partitionkey", headers.value(u"ce_partitionkey"_s).toString(),
         sent.aggregateId},
    };
    for (const Field &f : fields) {
        if (f.got != f.sent)
            return u"%1: got \"%2\", sent \"%3\""_s.arg(QLatin1StringView(f.name), f.got, f.sent);
    }
    return {};
}

// One JSON object per line of text (a reader's output).
inline QList<QJsonObject> jsonLines(const QString &text) {
    QList<QJsonObject> out;
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts))
        out.append(QJsonDocument::fromJson(line.toUtf8()).object());
    return out;
}

// What a batch's publish came to, per event (unset: not tried), in words.
inline QString describe(const std::vector<std::optional<Status>> &outcomes) {
    using namespace Qt::StringLiterals;
    QStringList out;
    for (const auto &o : outcomes)
        out << (!o ? u"untried"_s : o->ok() ? u"ok"_s : o->error().message);
    return out.join(u"; "_s);
}

inline bool allOk(const std::vector<std::optional<Status>> &outcomes) {
    for (const auto &o : outcomes)
        if (!o || !o->ok())
            return false;
    return true;
}

// The events that failed; first gets the first one's message.
inline int failures(const std::vector<std::optional<Status>> &outcomes, QString *first = nullptr) {
    int n = 0;
    for (const auto &o : outcomes)
        if (o && !o->ok()) {
            if (first && first->isEmpty())
                *first = o->error().message;
            ++n;
        }
    return n;
}

} // namespace outbox::test
