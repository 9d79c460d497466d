#pragma once

#include "objectstore/objectstore.h"
#include "relay/eventsink.h"
#include "relay/rowexecutor.h"

#include <QString>

namespace outbox::test {

// What a RelayEngine of the tests delivers to, made anew for each batch as the relay makes it:
// the object store a spec names ("file:" + a folder), or the event sink one names ("file:" + a
// JSON Lines file, "webhook:" + a URL), an error when it does not open.
inline ExecutorFactory objectStoreExecutor(const QString &spec) {
    return [spec]() -> Result<std::unique_ptr<RowExecutor>> {
        auto store = openObjectStore(spec);
        if (!store)
            return store.error();
        return makeObjectStoreExecutor(std::move(*store));
    };
}
inline ExecutorFactory eventSinkExecutor(const QString &spec, const SinkOptions &options = {}) {
    return [spec, options]() -> Result<std::unique_ptr<RowExecutor>> {
        auto sink = openEventSink(spec, options);
        if (!sink)
            return sink.error();
        return makeEventSinkExecutor(std::move(*sink));
    };
}

} // namespace outbox::test
