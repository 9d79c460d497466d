#pragma once

#include <QDateTime>
#include <QString>

namespace outbox::ui {

// The one way the console shows a moment, in tables, panes and dialogs alike: the ISO 8601 date
// and time with seconds, in UTC, and said so ("2026-12-03 17:20:05 UTC"); "—" for none. Never a
// two-digit year, never the locale's short format.
QString utcText(const QDateTime &t);
// The same with the local time beside it, where the user acts on the moment (a purge cutoff):
// "2026-12-03 17:20:05 UTC (18:20:05 local time)"; just utcText() when local time is UTC.
QString utcAndLocalText(const QDateTime &t);

} // namespace outbox::ui
