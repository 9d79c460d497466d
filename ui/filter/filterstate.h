#pragma once

#include "query/rowfilter.h"
#include "schema/rowstate.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace outbox::ui {

// The search fields of the filter bar; each adds its condition to the others (AND).
enum class SearchField { ErrorContains, PayloadContains, Kind, Id, AggregateId, PayloadKeyValue };
// The created-range presets of the filter bar; Custom takes explicit times.
enum class CreatedRange { Any, LastHour, Last24Hours, Last7Days, Custom };

// A search field's name as the filter bar lists it ("Last error", "Payload key"); the kind field
// is "Operation" where the table's format calls a row's kind so (operations), else "Event type".
QString searchFieldLabel(SearchField field, bool operations);
// A created range's name as the filter bar lists it ("Last 24 hours", "Custom…").
QString createdRangeLabel(CreatedRange range);

// What the filter bar holds, as a value: the text of each search field, the state chip, the
// error group (from the groups view or a chart) and the created range. Saved filters are its JSON,
// with named keys ({"texts": {"kind": "copy"}, "created": "last_24_hours", "state": "dead"});
// fromJson() also reads the filters saved before, whose keys were the fields' numbers.
struct FilterState {
    QMap<SearchField, QString> texts; // empty texts are left out
    std::optional<RowState> state;
    QString errorGroup;
    CreatedRange created = CreatedRange::Any;
    // UTC. Custom: the ends given (either may be open); a preset: its start as of when it was
    // chosen (saved filters leave it out: a preset is relative to when it is applied).
    std::optional<QDateTime> createdFrom;
    std::optional<QDateTime> createdTo;
    // Rows named by id ("Show these rows" after a change) and what they are, for the bar's
    // summary ("the 30 rows of the retry at …"). Not saved: a list of ids is of the moment.
    QStringList ids;
    QString idsLabel;

    bool operator==(const FilterState &other) const = default;

    // The search part as the core's filter: every condition but the state. Fails for a
    // payload-key text that is not KEY=VALUE.
    outbox::Result<outbox::RowFilter> searchFilter() const;
    // The same in words, for people (RowFilter::describe() is the machine form): each search
    // text under its field's name, the error group, the rows named by id and the created range,
    // e.g. "Operation: “copy”  ·  created: Last 24 hours (since 2026-06-01 09:00:00 UTC)". Empty
    // when nothing but the state filters. operations: as searchFieldLabel().
    QString describe(bool operations) const;
    // The start of a preset range as of now; nullopt for Any and Custom.
    static std::optional<QDateTime> presetStart(CreatedRange range, const QDateTime &now);

    QJsonObject toJson() const;
    static FilterState fromJson(const QJsonObject &json);
};

} // namespace outbox::ui
