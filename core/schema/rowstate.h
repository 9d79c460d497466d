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
enum class RowState { Pending, InFlight, Dead, Sent, Unknown, Superseded };

// "pending", "inflight", "dead", "sent", "unknown", "superseded"
QString rowStateName(RowState state);
Result<RowState> parseRowState(const QString &text);
QList<RowState> allRowStates(); // the four real states (superseded rows are dead ones, set apart)

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
