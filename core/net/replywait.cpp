#include "net/replywait.h"

#include <QEventLoop>
#include <QNetworkReply>
#include <QTimer>

namespace outbox {

ReplyTimeout waitForReply(QNetworkReply *r, int connectTimeoutMs, int requestTimeoutMs) {
    ReplyTimeout timedOut = ReplyTimeout::None;
    QEventLoop loop;
    QTimer connectTimer;
    QTimer requestTimer;
    connectTimer.setSingleShot(true);
    requestTimer.setSingleShot(true);
    QObject::connect(r, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(&connectTimer, &QTimer::timeout, &loop, [&] {
        timedOut = ReplyTimeout::Connect;
        r->abort();
    });
    QObject::connect(&requestTimer, &QTimer::timeout, &loop, [&] {
        timedOut = ReplyTimeout::Request;
        r->abort();
    });
    QObject::connect(r, &QNetworkReply::socketStartedConnecting, &loop,
                     [&] { connectTimer.start(connectTimeoutMs); });
    const auto connected = [&] { connectTimer.stop(); };
    QObject::connect(r, &QNetworkReply::requestSent, &loop, connected);
    QObject::connect(r, &QNetworkReply::metaDataChanged, &loop, connected);
    QObject::connect(r, &QNetworkReply::uploadProgress, &loop, [&](qint64 sent, qint64) {
        if (sent > 0)
            connectTimer.stop();
    });
#if QT_CONFIG(ssl)
    QObject::connect(r, &QNetworkReply::encrypted, &loop, connected);
#endif
    requestTimer.start(requestTimeoutMs);
    if (!r->isFinished())
        loop.exec();
    return timedOut;
}

} // namespace outbox
