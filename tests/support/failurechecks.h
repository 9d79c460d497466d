#pragma once

#include "util/result.h"

#include <QString>
#include <QTest>

#include <optional>

namespace outbox::test {

// What is wrong with r as a failure whose message mentions text (and whose kind is kind, where
// given): empty when r failed so, else what happened instead.
template <typename T>
QString unexpectedFailure(const Result<T> &r, const QString &text,
                          std::optional<ErrorKind> kind = std::nullopt) {
    if (r.ok())
        return QStringLiteral("succeeded, expected a failure that mentions \"%1\"").arg(text);
    if (kind && r.error().kind != *kind)
        return QStringLiteral("failed as error kind %1, expected %2: %3")
            .arg(int(r.error().kind))
            .arg(int(*kind))
            .arg(r.error().message);
    if (!r.error().message.contains(text))
        return QStringLiteral("the message does not mention \"%1\": %2")
            .arg(text, r.error().message);
    return {};
}

// The same for a failure whose message mentions text and never shows hidden (a secret the input
// held).
template <typename T>
QString unexpectedFailureHiding(const Result<T> &r, const QString &text, const QString &hidden) {
    QString wrong = unexpectedFailure(r, text);
    if (wrong.isEmpty() && r.error().message.contains(hidden))
        wrong = QStringLiteral("the message shows \"%1\": %2").arg(hidden, r.error().message);
    return wrong;
}

} // namespace outbox::test

// The test fails unless wrong (one of the checks above) is empty, saying what it is.
#define OUTBOX_VERIFY_NOTHING_WRONG(wrong)                                                         \
    do {                                                                                           \
        const QString outboxWrong = (wrong);                                                       \
        QVERIFY2(outboxWrong.isEmpty(), qPrintable(outboxWrong));                                  \
    } while (false)

// The test fails unless result failed as kind (ErrorKind::InvalidInput, ErrorKind::Refused, …)
// with a message that mentions text, saying what it did instead.
#define OUTBOX_VERIFY_FAILS_AS(result, kind, text)                                                 \
    OUTBOX_VERIFY_NOTHING_WRONG(::outbox::test::unexpectedFailure((result), (text), (kind)))

// The same, whatever the failure's kind.
#define OUTBOX_VERIFY_FAILS_SAYING(result, text) OUTBOX_VERIFY_FAILS_AS(result, std::nullopt, text)

// The test fails unless result failed with a message that mentions text and never shows hidden.
#define OUTBOX_VERIFY_FAILS_HIDING(result, text, hidden)                                           \
    OUTBOX_VERIFY_NOTHING_WRONG(::outbox::test::unexpectedFailureHiding((result), (text), (hidden)))
