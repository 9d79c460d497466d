#pragma once

#include <QByteArray>
#include <QHash>

#include <optional>

namespace outbox::test {

// A request the tests' loopback HTTP receivers read (a webhook receiver, the fault server): its
// request line, its headers and its body.
struct HttpRequest {
    QByteArray method;
    QByteArray path;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;

    QByteArray header(const char *name) const { return headers.value(QByteArray(name).toLower()); }
};

// The first whole request in buffer (its head and the body its Content-Length announces), taken
// out of it; nullopt, buffer left as it is, while the request is still coming.
inline std::optional<HttpRequest> takeHttpRequest(QByteArray &buffer) {
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return std::nullopt;
    HttpRequest request;
    const QList<QByteArray> headLines = buffer.left(headEnd).split('\n');
    const QList<QByteArray> requestLine = headLines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < headLines.size(); ++i) {
        const QByteArray line = headLines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            request.headers.insert(line.left(colon).trimmed().toLower(),
                                   line.mid(colon + 1).trimmed());
    }
    const qsizetype length = request.header("content-length").toLongLong();
    if (buffer.size() < headEnd + 4 + length)
        return std::nullopt; // the body arrives in more pieces
    request.body = buffer.mid(headEnd + 4, length);
    buffer.clear();
    return request;
}

} // namespace outbox::test
