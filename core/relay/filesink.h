#pragma once

#include "relay/eventsink.h"

#include <QString>

#include <memory>

namespace outbox {

// The file sink: appends each event body and a newline to a JSON-lines file, created when
// missing.
//
// Each line goes to the file in one write on a descriptor opened with O_APPEND, so sinks of
// several delivery lanes (or processes) appending to the same file never interleave inside a
// line. flush() fsyncs, so a batch is on disk before the relay settles it.

// A relative path is taken from the current folder; its folder must exist. Each line is the
// event (options.format plain) or its CloudEvent in structured mode (ce-structured); a file has
// no headers for binary mode, which is refused. Opened by openEventSink() ("file:PATH").
Result<std::unique_ptr<EventSink>> openFileSink(const QString &path, const SinkOptions &options);
// The absolute file a sink target names ("~/x.jsonl", "///abs", "rel/x.jsonl"), checked as
// openFileSink() checks it, without touching the disk; an error names the problem.
Result<QString> fileSinkPath(const QString &path);
// "file /abs/path/events.jsonl", as description() names an open file sink.
QString describeFileSink(const QString &absolutePath);

} // namespace outbox
