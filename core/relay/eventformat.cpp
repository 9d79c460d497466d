#include "relay/eventformat.h"

#include "relay/eventsink.h"
#include "util/coretr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

struct FormatName {
    EventFormat format;
    const char16_t *name;
};
constexpr FormatName kFormats[] = {{EventFormat::Plain, u"plain"},
                                   {EventFormat::CloudEventsBinary, u"ce-binary"},
                                   {EventFormat::CloudEventsStructured, u"ce-structured"}};

const QStringList &templateNames() {
    static const QStringList names{u"aggregate_type"_s, u"aggregate_id"_s, u"event_type"_s,
                                   u"event_id"_s,       u"storage_path"_s, u"table"_s};
    return names;
}

const QRegularExpression &placeholder() {
    static const QRegularExpression re(u"\\{([^{}]*)\\}"_s);
    return re;
}

// A JSON string (RFC 8259), as QJsonDocument writes it in compact form.
void appendJson(QByteArray &out, const QString &text) {
    out.append('"');
    for (const char c : text.toUtf8()) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out.append('\\').append(c);
        } else if (u < 0x20) {
            static const char hex[] = "0123456789abcdef";
            out.append("\\u00").append(hex[u >> 4]).append(hex[u & 0xf]);
        } else {
            out.append(c);
        }
    }
    out.append('"');
}

} // namespace

Result<EventFormat> parseEventFormat(const QString &text) {
    const QString wanted = text.trimmed().toLower();
    for (const FormatName &f : kFormats)
        if (wanted == QStringView(f.name))
            return f.format;
    return Error::invalid(
        CoreText::tr("Unknown event format \"%1\": use plain, ce-binary or ce-structured.")
            .arg(text));
}

QString eventFormatName(EventFormat format) {
    for (const FormatName &f : kFormats)
        if (f.format == format)
            return QString::fromUtf16(f.name);
    return {};
}

QString expandEventTemplate(const QString &text, const SinkEvent &event, const QString &table) {
    if (!text.contains(u'{'))
        return text;
    QString out;
    qsizetype at = 0;
    for (auto it = placeholder().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(at, m.capturedStart() - at);
        const QStringView name = m.capturedView(1);
        if (name == u"aggregate_type")
            out += event.aggregateType;
        else if (name == u"aggregate_id")
            out += event.aggregateId;
        else if (name == u"event_type")
            out += event.eventType;
        else if (name == u"event_id")
            out += event.eventId;
        else if (name == u"storage_path")
            out += event.storagePath;
        else if (name == u"table")
            out += table;
        else
            out += m.capturedView(0);
        at = m.capturedEnd();
    }
    out += QStringView(text).mid(at);
    return out;
}

Status checkEventTemplate(const QString &what, const QString &text) {
    for (auto it = placeholder().globalMatch(text); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!templateNames().contains(name))
            return Error::invalid(
                CoreText::tr("%1 \"%2\" names {%3}, which no event has: use %4.")
                    .arg(what, text, name, u"{"_s + templateNames().join(u"}, {"_s) + u"}"_s));
    }
    return Done{};
}

EventEncoder::EventEncoder(EventFormat format, CloudEventTemplates templates)
    : m_format(format)
    , m_templates(std::move(templates)) {}

EncodedEvent EventEncoder::encode(const SinkEvent &event) const {
    EncodedEvent out;
    if (m_format == EventFormat::Plain) {
        out.body = event.body;
        out.contentType = "application/json";
        return out;
    }
    // CloudEvents 1.0: required id, source, specversion, type; optional subject, time; the
    // partitioning extension's partitionkey. In binary mode datacontenttype is the message's
    // content type, not an attribute of its own.
    QList<std::pair<QByteArray, QString>> attributes{
        {"specversion", u"1.0"_s},
        {"id", event.eventId},
        {"source", expandEventTemplate(m_templates.source, event, m_templates.table)},
        {"type", expandEventTemplate(m_templates.type, event, m_templates.table)}};
    const QString subject = expandEventTemplate(m_templates.subject, event, m_templates.table);
    if (!subject.isEmpty())
        attributes.append({"subject", subject});
    if (!event.createdAt.isEmpty())
        attributes.append({"time", event.createdAt});
    if (!event.aggregateId.isEmpty())
        attributes.append({"partitionkey", event.aggregateId});
    if (m_format == EventFormat::CloudEventsBinary) {
        out.body = event.body;
        out.contentType = "application/json";
        out.attributes = std::move(attributes);
        return out;
    }
    out.contentType = "application/cloudevents+json; charset=utf-8";
    out.body.reserve(event.body.size() + 512);
    out.body.append('{');
    for (const auto &[name, value] : std::as_const(attributes)) {
        out.body.append('"').append(name).append("\":");
        appendJson(out.body, value);
        out.body.append(',');
    }
    out.body.append("\"datacontenttype\":\"application/json\",\"data\":");
    out.body.append(event.body);
    out.body.append('}');
    return out;
}

} // namespace outbox
