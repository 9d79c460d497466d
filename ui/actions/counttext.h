#pragma once

#include <QLocale>
#include <QString>

#include <climits>

namespace outbox::ui {

// A count as the user's language writes it ("1,234").
inline QString localCount(qint64 n) {
    return QLocale().toString(n);
}

// The n of a plural form (tr's n is an int).
inline int pluralCount(qint64 n) {
    return int(qMin<qint64>(n, INT_MAX));
}

} // namespace outbox::ui
