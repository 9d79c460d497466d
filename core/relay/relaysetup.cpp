#include "relay/relaysetup.h"
#include "util/coretr.h"

#include "objectstore/objectstore.h"

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
    if (table.isVortos() && sinkOptions.format != EventFormat::Plain)
        return Error::invalid(
            CoreText::tr("The event format %1 applies to FennFlow events; a Vortos relay carries "
                         "its rows out against the object store.")
                .arg(eventFormatName(sinkOptions.format)));
    if (sinkOptions.format != EventFormat::Plain) {
        for (const auto &[what, text] :
             {std::pair{CoreText::tr("The CloudEvents source"), sinkOptions.cloudEvents.source},
              std::pair{CoreText::tr("The CloudEvents type"), sinkOptions.cloudEvents.type},
              std::pair{CoreText::tr("The CloudEvents subject"), sinkOptions.cloudEvents.subject}})
            if (auto checked = checkEventTemplate(what, text); !checked)
                return checked.error();
        if (sinkOptions.cloudEvents.source.trimmed().isEmpty() ||
            sinkOptions.cloudEvents.type.trimmed().isEmpty())
            return Error::invalid(CoreText::tr("A CloudEvent needs a source and a type: "
                                               "--ce-source and --ce-type cannot be empty."));
    }
    if (table.isVortos()) {
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
                    "No sink for the FennFlow relay on %1: set webhook:URL or file:PATH as the "
                    "profile's sink.")
                    .arg(table.name.display()));
        auto probe = openEventSink(spec, sinkOptions);
        if (!probe)
            return probe.error();
        delivery.destination = (*probe)->description();
        if (spec.startsWith(u"file:"_s))
            settings.concurrency = 1; // one writer keeps the file's lines in claim order
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

} // namespace outbox
