#include "util/uuidv7.h"

using namespace Qt::StringLiterals;

namespace outbox {

QString uuidV7(const QDateTime &time, QRandomGenerator &random) {
    const quint64 ms = quint64(qMax<qint64>(0, time.toMSecsSinceEpoch())) & 0xFFFFFFFFFFFFull;
    const quint16 randA = quint16(random.bounded(0x1000));
    const quint64 randB = random.generate64() & 0x3FFFFFFFFFFFFFFFull;
    const QString hex = u"%1%2%3%4"_s.arg(ms, 12, 16, QLatin1Char('0'))
                            .arg(0x7000 | randA, 4, 16, QLatin1Char('0'))
                            .arg((randB >> 48) | 0x8000, 4, 16, QLatin1Char('0'))
                            .arg(randB & 0xFFFFFFFFFFFFull, 12, 16, QLatin1Char('0'));
    return hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' + hex.mid(16, 4) +
           u'-' + hex.mid(20, 12);
}

QString uuidV7() {
    return uuidV7(QDateTime::currentDateTimeUtc(), *QRandomGenerator::system());
}

} // namespace outbox
