#pragma once

#include "objectstore/s3objectstore.h"

#include <QDateTime>
#include <QNetworkReply>

namespace outbox {

// One request of S3ObjectStore as its files share it: the call the store makes, where it goes
// and the answer. Private to core/objectstore (s3objectstore.cpp, s3request.cpp).

struct S3ObjectStore::Call {
    QString action;    // "store \"a.txt\"": for messages
    QByteArray method; // GET, HEAD, PUT, DELETE
    QString key;       // normalised; empty for the bucket itself
    sigv4::QueryList query;
    sigv4::HeaderList headers; // extra headers to sign
    QByteArray body;
    bool isCopy = false;
};

struct S3ObjectStore::Response {
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QDateTime lastModified; // parsed by Qt, which knows all three HTTP date formats
    int attempts = 1;

    QByteArray header(const char *name) const {
        for (const auto &[n, v] : headers) {
            if (n.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        }
        return {};
    }
};

struct S3ObjectStore::Target {
    QUrl base;    // scheme, host, port
    QString path; // decoded resource path
};

namespace s3 {

// The Host header exactly as Qt would write it, so what is signed is what is sent.
QByteArray hostHeader(const QUrl &url);

// A request refused before it was sent (a key that cannot be one, a signature that cannot be
// made): "Cannot <action> in <store>: <why>".
Error refused(const QString &action, const QString &store, const QString &why);

} // namespace s3

} // namespace outbox
