#pragma once

#include <QEventLoop>
#include <QNetworkReply>
#include <QTimer>

namespace outbox::test {

// Serves the test thread's events until reply has finished, for ms at the most (a plain
// QNetworkAccessManager's request, as any HTTP client would make it); false when it has not.
inline bool waitForReply(QNetworkReply &reply, int ms) {
    QEventLoop loop;
    QObject::connect(&reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    if (!reply.isFinished())
        loop.exec();
    return reply.isFinished();
}

} // namespace outbox::test
