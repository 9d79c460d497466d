#include "terminaltext.h"

#include "output/rowformat.h"

namespace outbox::cli {

TerminalSafeDevice::TerminalSafeDevice(FILE *stream)
    : m_stream(stream) {
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 TerminalSafeDevice::writeData(const char *data, qint64 size) {
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    const QByteArray safe = escapeControls(text, true).toUtf8();
    if (!safe.isEmpty() &&
        std::fwrite(safe.constData(), 1, size_t(safe.size()), m_stream) != size_t(safe.size()))
        return -1;
    std::fflush(m_stream);
    return size;
}

} // namespace outbox::cli
