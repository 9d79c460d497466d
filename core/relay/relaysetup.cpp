#include "relay/relaysetup.h"
#include "output/rowformat.h"
#include "settings/profile.h"
#include "util/coretr.h"

#include "objectstore/objectstore.h"

#include <QElapsedTimer>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace outbox {

Result<RelayDelivery> prepareRelayDelivery(const OutboxTable &table, RelaySettings settings,
                                           const ObjectStoreOpener &openStore,
                                           const QString &sinkSpec,
                                           const SinkOptions &givenSinkOptions) {
    RelayDelivery delivery;
    SinkOptions sinkOptions = givenSinkOptions;
    if (sinkOptions.cloudEvents.table.isEmpty())
        sinkOptions.cloudEvents.table = table.name.display();
    if (!table.relayDeliversEvents() && sinkOptions.format != EventFormat::Plain)
        return Error::invalid(
            CoreText::tr("The event format %1 applies to FennFlow events; a Vortos relay carries "
                         "its rows out against the object store.")
                .arg(eventFormatName(sinkOptions.format)));
    if (auto checked = checkSinkOptions(sinkOptions); !checked)
        return checked.error();
    if (!table.relayDeliversEvents()) { // the rows' object-store operations
        if (!openStore)
            return Error::invalid(CoreText::tr("No object store for the Vortos relay on %1: set "
                                               "one in the profile, or set the "
                                               "OBJECT_STORE_* environment.")
                                      .arg(table.name.display()));
        auto probe = openStore();
        if (!probe)
            return probe.error();
        delivery.destination = (*probe)->description();
        delivery.factory = [openStore]() -> Result<std::unique_ptr<RowExecutor>> {
            auto store = openStore();
            if (!store)
                return store.error();
            return makeObjectStoreExecutor(std::move(*store));
        };
    } else {
        const QString spec = sinkSpec.trimmed();
        if (spec.isEmpty())
            return Error::invalid(
                CoreText::tr(
                    "No sink for the FennFlow relay on %1: set a webhook, a file or a broker "
                    "(RabbitMQ, NATS, Kafka) as the profile's sink.")
                    .arg(table.name.display()));
        auto probe = openEventSink(spec, sinkOptions);
        if (!probe)
            return probe.error();
        delivery.destination = (*probe)->description();
        if (spec.startsWith(u"file:"_s))
            settings.concurrency = 1; // one writer keeps the file's lines in claim order
        // One Kafka producer has every key of a batch in flight at once already
        // (KafkaSink::publishBatch). More lanes only mean more producers, each sending its share
        // of the batch in smaller produce requests, which cost the broker more than they win:
        // 5,495 rows/s with 4 lanes against 8,785 with one (docs/benchmarks.md).
        if (SinkSpec::parse(spec).kind == SinkKind::Kafka)
            settings.concurrency = 1;
        delivery.factory = [spec, sinkOptions]() -> Result<std::unique_ptr<RowExecutor>> {
            auto opened = openEventSink(spec, sinkOptions);
            if (!opened)
                return opened.error();
            return makeEventSinkExecutor(std::move(*opened));
        };
    }
    delivery.settings = settings;
    return delivery;
}

Status checkSinkOptions(const SinkOptions &options) {
    if (options.format == EventFormat::Plain)
        return Done{};
    for (const auto &[what, text] :
         {std::pair{CoreText::tr("The CloudEvents source"), options.cloudEvents.source},
          std::pair{CoreText::tr("The CloudEvents type"), options.cloudEvents.type},
          std::pair{CoreText::tr("The CloudEvents subject"), options.cloudEvents.subject}})
        if (auto checked = checkEventTemplate(what, text); !checked)
            return checked.error();
    if (options.cloudEvents.source.trimmed().isEmpty() ||
        options.cloudEvents.type.trimmed().isEmpty())
        return Error::invalid(CoreText::tr("A CloudEvent needs a source and a type: "
                                           "--ce-source and --ce-type cannot be empty."));
    return Done{};
}

Status applyProfileSinkSettings(const Profile &profile, SinkOptions &options) {
    auto format = parseEventFormat(profile.eventFormat);
    if (!format)
        return Error::invalid(
            CoreText::tr("Profile \"%1\": %2").arg(profile.name, format.error().message));
    auto signature = parseWebhookSignature(profile.webhookSignature);
    if (!signature)
        return Error::invalid(
            CoreText::tr("Profile \"%1\": %2").arg(profile.name, signature.error().message));
    options.format = *format;
    options.signature = *signature;
    for (const auto &[value, field] : {std::pair{&profile.ceSource, &options.cloudEvents.source},
                                       std::pair{&profile.ceType, &options.cloudEvents.type},
                                       std::pair{&profile.ceSubject, &options.cloudEvents.subject}})
        if (!value->trimmed().isEmpty())
            *field = value->trimmed();
    return Done{};
}

Result<TestPublish> testPublish(const QString &sinkSpec, const SinkOptions &givenOptions,
                                const QString &table) {
    SinkOptions options = givenOptions;
    if (options.cloudEvents.table.isEmpty())
        options.cloudEvents.table = table.isEmpty() ? u"outbox"_s : table;
    if (auto checked = checkSinkOptions(options); !checked)
        return checked.error();
    if (sinkSpec.trimmed().isEmpty())
        return Error::invalid(CoreText::tr("No sink to test: set a webhook, a file or a broker "
                                           "(RabbitMQ, NATS, Kafka) first."));
    QElapsedTimer timer;
    timer.start();
    auto sink = openEventSink(sinkSpec.trimmed(), options);
    if (!sink)
        return sink.error();
    OutboxRow row;
    row.id = u"test-publish"_s;
    row.eventId = u"outbox-test-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    row.aggregateId = u"outbox-console-test"_s;
    row.aggregateType = u"OutboxConsole"_s;
    row.kind = u"test"_s;
    row.createdAt = QDateTime::currentDateTimeUtc();
    row.payloadText = u"{\"test\":true,\"note\":\"A test publish from Outbox Console: no outbox "
                      u"row belongs to this event.\"}"_s;
    const SinkEvent event{row.id,
                          row.eventId,
                          row.aggregateId,
                          row.kind,
                          fennFlowEventBody(row),
                          row.aggregateType,
                          isoUtc(row.createdAt),
                          QString()};
    const QString destination = (*sink)->description();
    Status published = (*sink)->publish(event);
    if (published)
        published = (*sink)->flush();
    if (!published) {
        QString message = CoreText::tr("The test event did not reach %1: %2")
                              .arg(destination, published.error().message);
        // Where the broker routed it nowhere, say what routing saw.
        const QString reason = published.error().message;
        if (SinkSpec::parse(sinkSpec).isBroker() &&
            (reason.contains(u"NO_ROUTE"_s) || reason.contains(u"stream"_s) ||
             reason.contains(u"topic"_s, Qt::CaseInsensitive)))
            message += u' ' + CoreText::tr("(It was sent with aggregate_type OutboxConsole and "
                                           "event_type test, which routing may not expect.)");
        return Error::failed(message);
    }
    return TestPublish{row.eventId, destination, timer.elapsed()};
}

} // namespace outbox
