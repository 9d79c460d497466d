#pragma once

#include "util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace outbox {

// The console's common model: every raw status maps to one of these.
// Superseded: a dead row the user resent as an edited copy (actions/resend.h). It has no raw status
// of its own (the row keeps the writer's dead status); the console's table of superseded rows
// (outbox_console_superseded) says which dead rows are superseded, and they no longer count as
// dead anywhere.
// Archived: a dead row the user set aside as known junk (actions/archive.h), for good or until an
// expiry: the console's table of archived rows (outbox_console_archived) says which; it no longer
// counts as dead anywhere (counts, chips, groups, gauges, notifications), but stays dead and
// readable, and still holds its key back.
enum class RowState { Pending, InFlight, Dead, Sent, Unknown, Superseded, Archived };

// "pending", "inflight", "dead", "sent", "unknown", "superseded", "archived"
QString rowStateName(RowState state);
Result<RowState> parseRowState(const QString &text);
QList<RowState> allRowStates(); // the four real states (superseded and archived rows are dead)

// Which raw statuses mean which state, for one format (and, for FennFlow, one vocabulary).
struct StatusVocabulary {
    QString name; // "vortos", "docs", "shipped"
    QStringList pending;
    QStringList inFlight;
    QStringList dead;
    QStringList sent;

    static StatusVocabulary vortos();
    static StatusVocabulary fennFlowDocs();    // created → pending → sent / failed
    static StatusVocabulary fennFlowShipped(); // pending (or 0.8.1's created) → sent / failed
    // Neither known: 'pending' may be ready or taken, so it is no state (Unknown); 'created'
    // (documented writer) never appears, or the vocabulary would be known.
    static StatusVocabulary fennFlowUnknown();

    RowState stateOf(const QString &rawStatus) const;
    QStringList rawStatusesOf(RowState state) const;
    QStringList allRawStatuses() const;
    QString readyStatus() const { return pending.value(0); }
    QString deadStatus() const { return dead.value(0); }
    QString sentStatus() const { return sent.value(0); }
};

} // namespace outbox
