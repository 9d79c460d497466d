#pragma once

#include <QIODevice>
#include <QStringDecoder>

#include <cstdio>

namespace outbox::cli {

// Standard error as outboxctl's messages reach it: every C0 control but the line break, DEL and
// every C1 control is shown as an escape (core's escapeControls()), whatever wrote it. Messages
// carry text from the database (errors, ids, the relay registry, which any writer of the database
// can forge), and an escape sequence in one must be shown, never obeyed by the terminal. The
// bytes are decoded as UTF-8 across writes, so a character split between two writes is kept.
class TerminalSafeDevice : public QIODevice {
public:
    explicit TerminalSafeDevice(FILE *stream);
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    FILE *m_stream;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

} // namespace outbox::cli
