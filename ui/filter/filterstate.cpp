#include "ui/filter/filterstate.h"

#include "ui/common/timetext.h"

#include <QCoreApplication>

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// What a value of one of the filter's enums is called: in the JSON of saved filters and in the
// filter bar (`label`, in the bar's translation context). A table's order is its enum's: saved
// filters before named keys used the numbers.
template <typename Enum> struct EnumWords {
    Enum value;
    QString json;
    const char *label;
};

const std::array<EnumWords<SearchField>, 6> &fieldWords() {
    static const std::array<EnumWords<SearchField>, 6> words{{
        {SearchField::ErrorContains, u"error_contains"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Last error")},
        {SearchField::PayloadContains, u"payload_contains"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Payload")},
        {SearchField::Kind, u"kind"_s, QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Event type")},
        {SearchField::Id, u"id"_s, QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Id")},
        {SearchField::AggregateId, u"aggregate_id"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Aggregate id")},
        {SearchField::PayloadKeyValue, u"payload_key"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Payload key")},
    }};
    return words;
}

const std::array<EnumWords<CreatedRange>, 5> &rangeWords() {
    static const std::array<EnumWords<CreatedRange>, 5> words{{
        {CreatedRange::Any, u"any"_s, QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Any time")},
        {CreatedRange::LastHour, u"last_hour"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Last hour")},
        {CreatedRange::Last24Hours, u"last_24_hours"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Last 24 hours")},
        {CreatedRange::Last7Days, u"last_7_days"_s,
         QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Last 7 days")},
        {CreatedRange::Custom, u"custom"_s, QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Custom…")},
    }};
    return words;
}

// A name, or (saved before) the number of the enum value; nullopt for anything else.
template <typename Enum, std::size_t N>
std::optional<Enum> byNameOrNumber(const std::array<EnumWords<Enum>, N> &words,
                                   const QJsonValue &value) {
    if (value.isDouble()) {
        const int n = value.toInt(-1);
        if (n >= 0 && n < int(N))
            return words.at(std::size_t(n)).value;
        return std::nullopt;
    }
    const QString text = value.toString();
    bool isNumber = false;
    if (const int n = text.toInt(&isNumber); isNumber)
        return byNameOrNumber(words, QJsonValue(n));
    for (const EnumWords<Enum> &w : words)
        if (w.json == text)
            return w.value;
    return std::nullopt;
}

template <typename Enum, std::size_t N>
const EnumWords<Enum> *wordsOf(const std::array<EnumWords<Enum>, N> &words, Enum e) {
    for (const EnumWords<Enum> &w : words)
        if (w.value == e)
            return &w;
    return nullptr;
}

template <typename Enum, std::size_t N>
QString nameOf(const std::array<EnumWords<Enum>, N> &words, Enum e) {
    const EnumWords<Enum> *w = wordsOf(words, e);
    return w ? w->json : QString();
}

std::optional<QDateTime> timeOf(const QJsonValue &value) {
    const QDateTime t = QDateTime::fromString(value.toString(), Qt::ISODate);
    return t.isValid() ? std::optional<QDateTime>(t.toUTC()) : std::nullopt;
}

// The filter bar's words (its translation context: the bar shows them too).
QString barText(const char *text) {
    return QCoreApplication::translate("outbox::ui::FilterBar", text);
}

} // namespace

QString searchFieldLabel(SearchField field, bool operations) {
    if (field == SearchField::Kind && operations)
        return barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "Operation"));
    const EnumWords<SearchField> *w = wordsOf(fieldWords(), field);
    return w ? barText(w->label) : QString();
}

QString createdRangeLabel(CreatedRange range) {
    const EnumWords<CreatedRange> *w = wordsOf(rangeWords(), range);
    return w ? barText(w->label) : QString();
}

QString FilterState::describe(bool operations) const {
    QStringList parts;
    // In the order of the filter bar's list of fields.
    for (SearchField field :
         {SearchField::ErrorContains, SearchField::PayloadContains, SearchField::PayloadKeyValue,
          SearchField::Kind, SearchField::AggregateId, SearchField::Id}) {
        if (const QString text = texts.value(field); !text.isEmpty())
            parts.append(barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "%1: “%2”"))
                             .arg(searchFieldLabel(field, operations), text));
    }
    if (!errorGroup.isEmpty())
        parts.append(
            barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "error group: %1")).arg(errorGroup));
    if (!ids.isEmpty())
        parts.append(barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "rows: %1")).arg(idsLabel));
    if (created != CreatedRange::Any && created != CreatedRange::Custom) {
        parts.append(
            barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "created: %1 (since %2)"))
                .arg(createdRangeLabel(created), createdFrom ? utcText(*createdFrom) : QString()));
    } else if (createdFrom || createdTo) {
        parts.append(
            barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "created: %1 to %2"))
                .arg(createdFrom ? utcText(*createdFrom)
                                 : barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "the start")),
                     createdTo ? utcText(*createdTo)
                               : barText(QT_TRANSLATE_NOOP("outbox::ui::FilterBar", "now"))));
    }
    return parts.join(u"  ·  "_s);
}

QJsonObject FilterState::toJson() const {
    QJsonObject textsJson;
    for (auto it = texts.cbegin(); it != texts.cend(); ++it)
        if (!it.value().isEmpty())
            textsJson.insert(nameOf(fieldWords(), it.key()), it.value());
    QJsonObject o{{u"texts"_s, textsJson}, {u"created"_s, nameOf(rangeWords(), created)}};
    if (!errorGroup.isEmpty())
        o.insert(u"group"_s, errorGroup);
    if (state)
        o.insert(u"state"_s, rowStateName(*state));
    if (created == CreatedRange::Custom) {
        if (createdFrom)
            o.insert(u"from"_s, createdFrom->toUTC().toString(Qt::ISODate));
        if (createdTo)
            o.insert(u"to"_s, createdTo->toUTC().toString(Qt::ISODate));
    }
    return o;
}

FilterState FilterState::fromJson(const QJsonObject &json) {
    FilterState f;
    const QJsonObject textsJson = json.value(u"texts"_s).toObject();
    for (auto it = textsJson.begin(); it != textsJson.end(); ++it) {
        const auto field = byNameOrNumber(fieldWords(), QJsonValue(it.key()));
        if (field && !it.value().toString().isEmpty())
            f.texts.insert(*field, it.value().toString());
    }
    f.errorGroup = json.value(u"group"_s).toString();
    const QString state = json.value(u"state"_s).toString();
    for (RowState s : allRowStates() + QList<RowState>{RowState::Archived})
        if (rowStateName(s) == state)
            f.state = s;
    f.created = byNameOrNumber(rangeWords(), json.value(u"created"_s)).value_or(CreatedRange::Any);
    if (f.created == CreatedRange::Custom) {
        f.createdFrom = timeOf(json.value(u"from"_s));
        f.createdTo = timeOf(json.value(u"to"_s));
    }
    return f;
}

Result<RowFilter> FilterState::searchFilter() const {
    // The fields whose text the filter takes as it is; the payload key's is KEY=VALUE, parsed.
    static const std::pair<SearchField, QString RowFilter::*> plainTexts[] = {
        {SearchField::ErrorContains, &RowFilter::errorContains},
        {SearchField::PayloadContains, &RowFilter::payloadContains},
        {SearchField::Kind, &RowFilter::kind},
        {SearchField::Id, &RowFilter::id},
        {SearchField::AggregateId, &RowFilter::aggregateId},
    };
    RowFilter filter;
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        if (it.key() == SearchField::PayloadKeyValue) {
            if (const Status status = filter.setPayloadKeyValue(it.value()); !status)
                return status.error();
        }
        for (const auto &[field, text] : plainTexts) {
            if (field == it.key())
                filter.*text = it.value();
        }
    }
    filter.createdFrom = createdFrom;
    filter.createdTo = createdTo;
    filter.errorGroup = errorGroup;
    filter.ids = ids;
    return filter;
}

std::optional<QDateTime> FilterState::presetStart(CreatedRange range, const QDateTime &now) {
    switch (range) {
    case CreatedRange::LastHour:
        return now.addSecs(-3600);
    case CreatedRange::Last24Hours:
        return now.addDays(-1);
    case CreatedRange::Last7Days:
        return now.addDays(-7);
    case CreatedRange::Any:
    case CreatedRange::Custom:
        break;
    }
    return std::nullopt;
}

} // namespace outbox::ui
