#include "relay/eventsink.h"
#include "util/coretr.h"

#include "relay/filesink.h"
#include "relay/webhooksink.h"

#include <QSet>

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
    s.kind = !s.hasKind             ? SinkKind::Other
             : kind == u"webhook"_s ? SinkKind::Webhook
             : kind == u"file"_s    ? SinkKind::File
                                    : SinkKind::Other;
    return s;
}

QString SinkSpec::encode(SinkKind kind, const QString &target) {
    switch (kind) {
    case SinkKind::Webhook:
        return u"webhook:"_s + target;
    case SinkKind::File:
        return u"file:"_s + target;
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

Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec, const SinkOptions &options) {
    const SinkSpec sink = SinkSpec::parse(spec);
    switch (sink.kind) {
    case SinkKind::Webhook: {
        auto opened = WebhookSink::create(sink.target, options);
        if (!opened)
            return opened.error();
        return std::unique_ptr<EventSink>(std::move(*opened));
    }
    case SinkKind::File: {
        auto opened = FileSink::open(sink.target, options);
        if (!opened)
            return opened.error();
        return std::unique_ptr<EventSink>(std::move(*opened));
    }
    case SinkKind::None:
        return Error::invalid(CoreText::tr("No event sink given: use --sink=webhook:https://… or "
                                           "--sink=file:/path/events.jsonl."));
    case SinkKind::Other:
        break;
    }

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
                     "webhook or file:PATH for a JSON-lines file.")
            .arg(sink.kindText));
}

} // namespace outbox
