#include "relay/rowexecutor.h"

#include "objectstore/objectstore.h"
#include "output/rowformat.h"
#include "util/coretr.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace outbox {

RowExecutor::~RowExecutor() = default;

QString laneKey(const OutboxRow &row) {
    if (!row.aggregateId.isEmpty())
        return row.aggregateId;
    const QJsonObject p = QJsonDocument::fromJson(row.payloadText.toUtf8()).object();
    for (const auto *key : {"key", "target", "permanent_key"}) {
        const QString v = p.value(QLatin1String(key)).toString();
        if (!v.isEmpty())
            return v;
    }
    return row.id;
}

std::vector<std::optional<Status>> RowExecutor::executeAll(const QList<const OutboxRow *> &rows,
                                                           bool stopKeyAtFailure) {
    return attemptInTurn(
        rows.size(), [&](qsizetype i) { return laneKey(*rows.at(i)); },
        [&](qsizetype i) { return execute(*rows.at(i)); }, stopKeyAtFailure);
}

namespace {

// Vortos operations against an object store, with the reference semantics.
class ObjectStoreExecutor final : public RowExecutor {
public:
    explicit ObjectStoreExecutor(std::unique_ptr<ObjectStore> store)
        : m_store(std::move(store)) {
        m_store->deferDurability(); // made durable once a lane's rows are done (flush())
    }
    Status flush() override { return m_store->flush(); }

    Status execute(const OutboxRow &row) override {
        auto parsed = row.payload();
        if (!parsed)
            return parsed.error();
        const QJsonObject p = *parsed;
        const QString name = p.value(u"name"_s).toString();
        if (name != row.kind)
            return Error::invalid(
                CoreText::tr("The payload names operation \"%1\" but the row says \"%2\".")
                    .arg(name, row.kind));
        const auto field = [&](const QString &key) -> Result<QString> {
            const QJsonValue v = p.value(key);
            if (!v.isString() || v.toString().isEmpty())
                return Error::invalid(CoreText::tr("The %1 payload has no \"%2\".").arg(name, key));
            // A key the store would refuse, refused here with the field that holds it.
            if (auto normalized = normalizeObjectKey(v.toString()); !normalized)
                return Error::invalid(CoreText::tr("The %1 payload's \"%2\": %3")
                                          .arg(name, key, normalized.error().message));
            return v.toString();
        };
        if (name == u"put"_s) {
            auto key = field(u"key"_s);
            if (!key)
                return key.error();
            const auto body =
                QByteArray::fromBase64Encoding(p.value(u"body_base64"_s).toString().toLatin1(),
                                               QByteArray::AbortOnBase64DecodingErrors);
            if (!p.value(u"body_base64"_s).isString() || !body)
                return Error::invalid(
                    CoreText::tr("Invalid base64 body for key \"%1\".").arg(*key));
            return m_store->put(*key, *body);
        }
        if (name == u"delete"_s) {
            auto key = field(u"key"_s);
            return key ? m_store->remove(*key) : Status(key.error());
        }
        if (name == u"copy"_s || name == u"move"_s) {
            auto source = field(u"source"_s);
            auto target = field(u"target"_s);
            if (!source || !target)
                return source ? target.error() : source.error();
            return copyThenMaybeDelete(*source, *target, name == u"move"_s);
        }
        if (name == u"promote"_s) {
            auto source = field(u"temporary_key"_s);
            auto target = field(u"permanent_key"_s);
            if (!source || !target)
                return source ? target.error() : source.error();
            return copyThenMaybeDelete(*source, *target,
                                       p.value(u"delete_temporary_source"_s).toBool(true));
        }
        return Error::invalid(CoreText::tr("Unknown operation \"%1\".").arg(name));
    }

private:
    Status copyThenMaybeDelete(const QString &source, const QString &target, bool deleteSource) {
        if (auto copied = m_store->copy(source, target); !copied) {
            // Not idempotent: a crash after the delete but before "done" leaves the target and no
            // source. Say so, instead of failing forever with "not found".
            auto sourceInfo = m_store->head(source);
            if (sourceInfo && !*sourceInfo) {
                auto targetInfo = m_store->head(target);
                if (targetInfo && *targetInfo)
                    return Error::failed(
                        CoreText::tr(
                            "Source %1 is gone but target %2 exists: the work was probably done "
                            "before a crash (mark the row done). %3")
                            .arg(source, target, copied.error().message));
            }
            return copied;
        }
        if (deleteSource)
            return m_store->remove(source);
        return Done{};
    }

    std::unique_ptr<ObjectStore> m_store;
};

class EventSinkExecutor final : public RowExecutor {
public:
    explicit EventSinkExecutor(std::unique_ptr<EventSink> sink)
        : m_sink(std::move(sink)) {}
    Status execute(const OutboxRow &row) override { return m_sink->publish(eventOf(row)); }
    std::vector<std::optional<Status>> executeAll(const QList<const OutboxRow *> &rows,
                                                  bool stopKeyAtFailure) override {
        QList<SinkEvent> events;
        events.reserve(rows.size());
        for (const OutboxRow *row : rows)
            events.append(eventOf(*row));
        return m_sink->publishBatch(events, stopKeyAtFailure);
    }
    Status flush() override { return m_sink->flush(); }

private:
    static SinkEvent eventOf(const OutboxRow &row) {
        const auto payload = row.payload();
        SinkEvent event{row.id,
                        row.eventId,
                        row.aggregateId,
                        row.kind,
                        fennFlowEventBody(row, payload),
                        row.aggregateType,
                        isoUtc(row.createdAt),
                        payload ? payload->value(u"storage_path"_s).toString() : QString()};
        return event;
    }
    std::unique_ptr<EventSink> m_sink;
};

} // namespace

std::unique_ptr<RowExecutor> makeObjectStoreExecutor(std::unique_ptr<ObjectStore> store) {
    return std::make_unique<ObjectStoreExecutor>(std::move(store));
}

std::unique_ptr<RowExecutor> makeEventSinkExecutor(std::unique_ptr<EventSink> sink) {
    return std::make_unique<EventSinkExecutor>(std::move(sink));
}

namespace {
// A JSON string as QJsonDocument writes it in compact form: UTF-8, with ", \\ and control
// characters escaped.
void appendJsonString(QByteArray &out, const QString &text) {
    out.append('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default:
            if (u < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out.append("\\u00");
                out.append(hex[u >> 4]);
                out.append(hex[u & 0xf]);
            } else {
                out.append(c);
            }
        }
    }
    out.append('"');
}
} // namespace

QByteArray fennFlowEventBody(const OutboxRow &row) {
    return fennFlowEventBody(row, row.payload());
}

QByteArray fennFlowEventBody(const OutboxRow &row, const Result<QJsonObject> &payload) {
    // Written directly rather than through a QJsonObject (building, sorting and serialising one
    // per row was a fifth of the relay's CPU): the same bytes, keys in QJsonObject's order.
    QByteArray out;
    out.reserve(256 + row.payloadText.size());
    const auto field = [&out](const char *key, const QString &value) {
        out.append(key);
        appendJsonString(out, value);
    };
    field("{\"aggregate_id\":", row.aggregateId);
    field(",\"aggregate_type\":", row.aggregateType);
    field(",\"created_at\":", isoUtc(row.createdAt));
    field(",\"event_id\":", row.eventId);
    field(",\"event_type\":", row.kind);
    field(",\"id\":", row.id);
    out.append(",\"payload\":");
    if (payload)
        out.append(QJsonDocument(*payload).toJson(QJsonDocument::Compact));
    else
        appendJsonString(out, row.payloadText);
    out.append('}');
    return out;
}

} // namespace outbox
