#include "relay/eventsink.h"
#include "util/coretr.h"

#include "relay/brokersink.h"
#include "relay/filesink.h"
#include "relay/webhooksink.h"

#include <QSet>

#include <algorithm>
#include <iterator>
#include <tuple>

using namespace Qt::StringLiterals;

namespace outbox {

// Out of line so the vtable and the type info live in exactly one object file.
EventSink::~EventSink() = default;

std::vector<std::optional<Status>> attemptInTurn(qsizetype count,
                                                 const std::function<QString(qsizetype)> &keyOf,
                                                 const std::function<Status(qsizetype)> &attempt,
                                                 bool stopKeyAtFailure) {
    std::vector<std::optional<Status>> outcomes(static_cast<size_t>(count));
    QSet<QString> failedKeys;
    for (qsizetype i = 0; i < count; ++i) {
        if (stopKeyAtFailure && failedKeys.contains(keyOf(i)))
            continue;
        outcomes[size_t(i)] = attempt(i);
        if (stopKeyAtFailure && !outcomes[size_t(i)]->ok())
            failedKeys.insert(keyOf(i));
    }
    return outcomes;
}

std::vector<std::optional<Status>> EventSink::publishBatch(const QList<SinkEvent> &events,
                                                           bool stopKeyAtFailure) {
    return attemptInTurn(
        events.size(), [&](qsizetype i) { return events.at(i).aggregateId; },
        [&](qsizetype i) { return publish(events.at(i)); }, stopKeyAtFailure);
}

Status EventSink::publishAsBatch(const SinkEvent &event) {
    const auto outcomes = publishBatch({event}, true);
    return outcomes.front() ? *outcomes.front() : Status(Error::failed(u"not published"_s));
}

KeyTurns::KeyTurns(const QList<SinkEvent> &events, bool stopKeyAtFailure)
    : m_events(events)
    , m_stopKeyAtFailure(stopKeyAtFailure)
    , m_outcomes(size_t(events.size())) {
    for (qsizetype i = 0; i < events.size(); ++i) {
        auto &queue = m_queued[events.at(i).aggregateId];
        if (queue.empty())
            m_heads.append(i);
        queue.push_back(i);
    }
}

QList<qsizetype> KeyTurns::heads() const {
    return m_heads;
}

qsizetype KeyTurns::settle(qsizetype index, const Status &outcome) {
    m_outcomes[size_t(index)] = outcome;
    auto &queue = m_queued[m_events.at(index).aggregateId];
    if (!queue.empty() && queue.front() == index)
        queue.pop_front();
    if (!outcome.ok() && m_stopKeyAtFailure)
        queue.clear();
    return queue.empty() ? -1 : queue.front();
}

qsizetype KeyTurns::firstSendable(qsizetype index, const std::function<Status(qsizetype)> &check) {
    while (index >= 0) {
        const Status passed = check(index);
        if (passed)
            return index;
        index = settle(index, passed.error());
    }
    return index;
}

void KeyTurns::failRest(const Error &error) {
    for (auto it = m_queued.begin(); it != m_queued.end(); ++it) {
        auto &queue = it.value();
        for (size_t k = 0; k < queue.size(); ++k)
            if (k == 0 || !m_stopKeyAtFailure)
                m_outcomes[size_t(queue[k])] = error;
        queue.clear();
    }
}

Error brokerUrlPasswordError(const QString &sinkName) {
    return Error::invalid(
        CoreText::tr("The %1 sink's URL holds a password: keep it in the profile's keychain "
                     "entry or OUTBOX_SINK_PASSWORD, never in the URL.")
            .arg(sinkName));
}

Result<QUrl> parseBrokerUrl(const QString &text, const QStringList &schemes,
                            const QString &sinkName, const QString &usage) {
    const QUrl parsed(text.trimmed(), QUrl::TolerantMode);
    if (!parsed.isValid() || !schemes.contains(parsed.scheme().toLower()) ||
        parsed.host().isEmpty())
        return Error::invalid(
            CoreText::tr("The %1 sink must be %2 (got \"%3\").")
                .arg(sinkName, usage,
                     parsed.isValid()
                         ? parsed.toDisplayString(QUrl::RemovePassword | QUrl::RemoveQuery)
                         : CoreText::tr("an invalid URL")));
    if (!parsed.password().isEmpty())
        return brokerUrlPasswordError(sinkName);
    return parsed;
}

SinkSpec SinkSpec::parse(const QString &spec) {
    SinkSpec s;
    const QString text = spec.trimmed();
    if (text.isEmpty())
        return s;
    const qsizetype colon = text.indexOf(u':');
    s.hasKind = colon >= 0;
    s.kindText = colon < 0 ? QString() : text.left(colon);
    s.target = colon < 0 ? QString() : text.mid(colon + 1).trimmed();
    const QString kind = s.kindText.toLower();
    s.kind = !s.hasKind                                ? SinkKind::Other
             : kind == u"webhook"_s                    ? SinkKind::Webhook
             : kind == u"file"_s                       ? SinkKind::File
             : kind == u"amqp"_s || kind == u"amqps"_s ? SinkKind::Amqp
             : kind == u"nats"_s                       ? SinkKind::Nats
             : kind == u"kafka"_s                      ? SinkKind::Kafka
                                                       : SinkKind::Other;
    if (s.isBroker())
        s.target = text;
    return s;
}

QString SinkSpec::encode(SinkKind kind, const QString &target) {
    switch (kind) {
    case SinkKind::Webhook:
        return u"webhook:"_s + target;
    case SinkKind::File:
        return u"file:"_s + target;
    case SinkKind::Amqp:
    case SinkKind::Nats:
    case SinkKind::Kafka:
        return target;
    case SinkKind::None:
    case SinkKind::Other:
        break;
    }
    return {};
}

Result<WebhookSignature> parseWebhookSignature(const QString &text) {
    const QString wanted = text.trimmed().toLower();
    if (wanted == u"hmac-sha256"_s)
        return WebhookSignature::HmacSha256;
    if (wanted == u"standard-webhooks"_s)
        return WebhookSignature::StandardWebhooks;
    return Error::invalid(
        CoreText::tr("Unknown signature \"%1\": use hmac-sha256 or standard-webhooks.").arg(text));
}

namespace {

using SinkOpener = Result<std::unique_ptr<EventSink>> (*)(const QString &target,
                                                          const SinkOptions &options);

// The sinks this build has, each with its opener: the webhook and the file always, a broker
// where the configuration has its client (cmake/BrokerClients.cmake).
struct BuiltInSink {
    SinkKind kind;
    SinkOpener open;
};
constexpr BuiltInSink kBuiltInSinks[] = {
    {SinkKind::Webhook, &WebhookSink::create}, // webhook:URL
    {SinkKind::File, &openFileSink},           // file:PATH
#if OUTBOX_HAVE_AMQP
    {SinkKind::Amqp, &openAmqpSink}, // amqp://…, amqps://…
#endif
#if OUTBOX_HAVE_NATS
    {SinkKind::Nats, &openNatsSink}, // nats://…
#endif
#if OUTBOX_HAVE_KAFKA
    {SinkKind::Kafka, &openKafkaSink}, // kafka://…
#endif
};

// The opener of a sink this build has; null for one it has not, None and Other.
SinkOpener openerOf(SinkKind kind) {
    const auto *found = std::find_if(std::begin(kBuiltInSinks), std::end(kBuiltInSinks),
                                     [kind](const BuiltInSink &sink) { return sink.kind == kind; });
    return found == std::end(kBuiltInSinks) ? nullptr : found->open;
}

} // namespace

bool sinkBuiltIn(SinkKind kind) {
    return openerOf(kind) != nullptr;
}

Error sinkNotBuiltIn(SinkKind kind) {
    const auto [name, library, option] =
        kind == SinkKind::Amqp   ? std::tuple{u"RabbitMQ"_s, u"librabbitmq"_s, u"AMQP"_s}
        : kind == SinkKind::Nats ? std::tuple{u"NATS JetStream"_s, u"libnats"_s, u"NATS"_s}
                                 : std::tuple{u"Kafka"_s, u"librdkafka"_s, u"KAFKA"_s};
    return Error::invalid(CoreText::tr("This build of Outbox Console has no %1 sink: it was built "
                                       "without %2 (OUTBOX_SINK_%3). Use a build with it, or "
                                       "another sink.")
                              .arg(name, library, option));
}

QString describeEventSink(const QString &spec) {
    const SinkSpec sink = SinkSpec::parse(spec);
    // A file is named from its path alone: opening the sink would create the file.
    if (sink.kind == SinkKind::File) {
        const auto path = fileSinkPath(sink.target);
        return path ? describeFileSink(*path) : QString();
    }
    // The others check their target when opened, and connect only on their first batch.
    if (const SinkOpener open = openerOf(sink.kind))
        if (const auto opened = open(sink.target, {}))
            return (*opened)->description();
    return {}; // a sink not built in, none, or no sink at all
}

Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec, const SinkOptions &options) {
    const SinkSpec sink = SinkSpec::parse(spec);
    if (const SinkOpener open = openerOf(sink.kind))
        return open(sink.target, options);
    if (sink.isBroker()) // one this build was configured without
        return sinkNotBuiltIn(sink.kind);
    if (sink.kind == SinkKind::None)
        return Error::invalid(CoreText::tr("No event sink given: use --sink=webhook:https://… or "
                                           "--sink=file:/path/events.jsonl."));

    // Name only what comes before the first colon: a URL pasted without "webhook:" may carry a
    // token that must not end up in a log.
    const QString kind = sink.kindText.toLower();
    if (kind == u"http"_s || kind == u"https"_s)
        return Error::invalid(CoreText::tr("The event sink must start with its kind: write "
                                           "webhook:%1://… for an HTTP webhook.")
                                  .arg(kind));
    if (!sink.hasKind)
        return Error::invalid(
            CoreText::tr("The event sink has no kind: use webhook:https://… for an HTTP "
                         "webhook or file:PATH for a JSON-lines file."));
    return Error::invalid(
        CoreText::tr("Unknown event sink kind \"%1\": use webhook:https://… for an HTTP "
                     "webhook, file:PATH for a JSON-lines file, or a broker: amqp://…, nats://… "
                     "or kafka://….")
            .arg(sink.kindText));
}

} // namespace outbox
