#include "schema/rowstate.h"
#include "util/coretr.h"
#include "util/enumnames.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// Each state's name (in JSON, the CLI, filters), then the other spellings a state is read as.
// Unknown has none: it is named "unknown" and never read.
constexpr EnumName<RowState> kRowStateNames[] = {
    {RowState::Pending, u"pending"},
    {RowState::InFlight, u"inflight"},
    {RowState::InFlight, u"in-flight"},
    {RowState::InFlight, u"in_flight"},
    {RowState::Dead, u"dead"},
    {RowState::Sent, u"sent"},
    {RowState::Superseded, u"superseded"},
    {RowState::Archived, u"archived"},
};

} // namespace

QString rowStateName(RowState state) {
    return nameOf(kRowStateNames, state, u"unknown"_s);
}

Result<RowState> parseRowState(const QString &text) {
    if (const auto state = valueNamed(kRowStateNames, text.trimmed().toLower()))
        return *state;
    return Error::invalid(
        CoreText::tr("Unknown state \"%1\": use pending, inflight, dead, sent, superseded or "
                     "archived.")
            .arg(text));
}

QList<RowState> allRowStates() {
    return {RowState::Pending, RowState::InFlight, RowState::Dead, RowState::Sent};
}

StatusVocabulary StatusVocabulary::vortos() {
    // "processing" is declared by the writer but never written; treat it as in flight if seen.
    return {u"vortos"_s, {u"pending"_s}, {u"processing"_s}, {u"dead"_s}, {u"done"_s}};
}

StatusVocabulary StatusVocabulary::fennFlowDocs() {
    return {u"docs"_s, {u"created"_s}, {u"pending"_s}, {u"failed"_s}, {u"sent"_s}};
}

StatusVocabulary StatusVocabulary::fennFlowShipped() {
    // FennFlow 0.8.0 writes 'pending' for a ready row, 0.8.1 'created' (the documented status): a
    // table written by 0.8.0 and then by 0.8.1 holds both, and both are ready. The first is what
    // a retry writes back.
    return {u"shipped"_s, {u"pending"_s, u"created"_s}, {}, {u"failed"_s}, {u"sent"_s}};
}

StatusVocabulary StatusVocabulary::fennFlowUnknown() {
    return {u"unknown"_s, {}, {}, {u"failed"_s}, {u"sent"_s}};
}

RowState StatusVocabulary::stateOf(const QString &raw) const {
    if (pending.contains(raw))
        return RowState::Pending;
    if (inFlight.contains(raw))
        return RowState::InFlight;
    if (dead.contains(raw))
        return RowState::Dead;
    if (sent.contains(raw))
        return RowState::Sent;
    return RowState::Unknown;
}

QStringList StatusVocabulary::rawStatusesOf(RowState state) const {
    switch (state) {
    case RowState::Pending:
        return pending;
    case RowState::InFlight:
        return inFlight;
    case RowState::Dead:
        return dead;
    case RowState::Sent:
        return sent;
    case RowState::Superseded: // dead rows, set apart by the console's tables
    case RowState::Archived:
    case RowState::Unknown:
        break;
    }
    return {};
}

QStringList StatusVocabulary::allRawStatuses() const {
    return pending + inFlight + dead + sent;
}

} // namespace outbox
