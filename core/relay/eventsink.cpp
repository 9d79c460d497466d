#include "relay/eventsink.h"
#include "util/coretr.h"

#include "relay/filesink.h"
#include "relay/webhooksink.h"

using namespace Qt::StringLiterals;

namespace outbox {

// Out of line so the vtable and the type info live in exactly one object file.
EventSink::~EventSink() = default;

Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec, const SinkOptions &options) {
    const QString text = spec.trimmed();
    const qsizetype colon = text.indexOf(u':');
    const QString kind = colon < 0 ? QString() : text.left(colon).toLower();
    const QString rest = colon < 0 ? QString() : text.mid(colon + 1).trimmed();

    if (kind == u"webhook"_s) {
        auto sink = WebhookSink::create(rest, options);
        if (!sink)
            return sink.error();
        return std::unique_ptr<EventSink>(std::move(*sink));
    }
    if (kind == u"file"_s) {
        auto sink = FileSink::open(rest);
        if (!sink)
            return sink.error();
        return std::unique_ptr<EventSink>(std::move(*sink));
    }

    // Name only what comes before the first colon: a URL pasted without "webhook:" may carry a
    // token that must not end up in a log.
    if (text.isEmpty())
        return Error::invalid(CoreText::tr("No event sink given: use --sink=webhook:https://… or "
                                           "--sink=file:/path/events.jsonl."));
    if (kind == u"http"_s || kind == u"https"_s)
        return Error::invalid(CoreText::tr("The event sink must start with its kind: write "
                                           "webhook:%1://… for an HTTP webhook.")
                                  .arg(kind));
    if (colon < 0)
        return Error::invalid(
            CoreText::tr("The event sink has no kind: use webhook:https://… for an HTTP "
                         "webhook or file:PATH for a JSON-lines file."));
    return Error::invalid(
        CoreText::tr("Unknown event sink kind \"%1\": use webhook:https://… for an HTTP "
                     "webhook or file:PATH for a JSON-lines file.")
            .arg(text.left(colon)));
}

} // namespace outbox
