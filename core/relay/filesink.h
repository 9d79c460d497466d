#pragma once

#include "relay/eventsink.h"

#include <QString>

#include <memory>

namespace outbox {

// Appends each event body and a newline to a JSON-lines file, created when missing.
//
// Each line goes to the file in one write on a descriptor opened with O_APPEND, so sinks of
// several delivery lanes (or processes) appending to the same file never interleave inside a
// line. flush() fsyncs, so a batch is on disk before the relay settles it.
class FileSink final : public EventSink {
public:
    // A relative path is taken from the current folder; its folder must exist. Each line is the
    // event (options.format plain) or its CloudEvent in structured mode (ce-structured); a file
    // has no headers for binary mode, which is refused.
    static Result<std::unique_ptr<FileSink>> open(const QString &path,
                                                  const SinkOptions &options = {});
    ~FileSink() override;
    // The absolute file a sink target names ("~/x.jsonl", "///abs", "rel/x.jsonl"), checked as
    // open checks it, without touching the disk; an error names the problem.
    static Result<QString> absolutePath(const QString &path);
    // "file /abs/path/events.jsonl", as description() names an open sink.
    static QString describe(const QString &absolutePath);

    QString description() const override; // "file /abs/path/events.jsonl"
    QString path() const { return m_path; }
    Status publish(const SinkEvent &event) override;
    Status flush() override;

private:
    FileSink(QString path, int fd, const SinkOptions &options);

    QString m_path;
    EventEncoder m_encoder;
    int m_fd = -1;            // O_APPEND
    bool m_syncFolder = true; // the file's folder entry must reach the disk too (once)
};

} // namespace outbox
