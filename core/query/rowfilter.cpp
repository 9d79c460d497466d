#include "query/rowfilter.h"
#include "util/coretr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

bool RowFilter::isEmpty() const {
    return states.isEmpty() && rawStatuses.isEmpty() && kind.isEmpty() && !createdFrom &&
           !createdTo && id.isEmpty() && ids.isEmpty() && errorContains.isEmpty() &&
           payloadContains.isEmpty() && payloadKey.isEmpty() && aggregateId.isEmpty() &&
           errorGroup.isEmpty();
}

Status RowFilter::setPayloadKeyValue(const QString &text) {
    const qsizetype eq = text.indexOf(u'=');
    if (eq <= 0)
        return Error::invalid(
            CoreText::tr(
                "Invalid payload filter \"%1\": use KEY=VALUE, for example key=assets/a.bin.")
                .arg(text));
    payloadKey = text.left(eq).trimmed();
    payloadValue = text.mid(eq + 1);
    return Done{};
}

QString RowFilter::describe(const QString &kindName) const {
    QStringList parts;
    if (!states.isEmpty()) {
        QStringList names;
        for (RowState s : states)
            names.append(rowStateName(s));
        parts.append(u"state="_s + names.join(u','));
    }
    if (!rawStatuses.isEmpty())
        parts.append(u"status="_s + rawStatuses.join(u','));
    if (!kind.isEmpty())
        parts.append(kindName + u'=' + kind);
    if (createdFrom)
        parts.append(u"created-from="_s + createdFrom->toString(Qt::ISODate));
    if (createdTo)
        parts.append(u"created-to="_s + createdTo->toString(Qt::ISODate));
    if (!id.isEmpty())
        parts.append(u"id="_s + id);
    if (!ids.isEmpty())
        parts.append(u"ids=%1 rows"_s.arg(ids.size()));
    if (!errorContains.isEmpty())
        parts.append(u"error-contains="_s + errorContains);
    if (!payloadContains.isEmpty())
        parts.append(u"payload-contains="_s + payloadContains);
    if (!payloadKey.isEmpty())
        parts.append(u"payload-key="_s + payloadKey + u'=' + payloadValue);
    if (!aggregateId.isEmpty())
        parts.append(u"aggregate-id="_s + aggregateId);
    if (!errorGroup.isEmpty())
        parts.append(u"error-group="_s + errorGroup);
    return parts.isEmpty() ? u"(all rows)"_s : parts.join(u' ');
}

Result<QDateTime> parseFilterDate(const QString &text) {
    static const QRegularExpression pattern(
        u"^(\\d{4})-(\\d{2})-(\\d{2})(?:[T ](\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,9}))?"
        "(Z|[+-]\\d{2}:?\\d{2})?)?$"_s);
    const auto invalid = [&] {
        return Error::invalid(
            CoreText::tr(
                "Invalid date format \"%1\". Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00).")
                .arg(text));
    };
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return invalid();
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    if (!date.isValid())
        return invalid();
    QTime time(0, 0);
    if (!m.captured(4).isEmpty()) {
        const int msec = QString(m.captured(7) + u"000"_s).left(3).toInt();
        time = QTime(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt(), msec);
        if (!time.isValid())
            return invalid();
    }
    int offsetSeconds = 0;
    const QString zone = m.captured(8);
    if (!zone.isEmpty() && zone != u"Z"_s) {
        QString digits = zone.mid(1);
        digits.remove(u':');
        const int hours = digits.left(2).toInt();
        const int minutes = digits.mid(2, 2).toInt();
        if (hours > 23 || minutes > 59)
            return invalid();
        offsetSeconds = (hours * 3600 + minutes * 60) * (zone.startsWith(u'-') ? -1 : 1);
    }
    // A bare date means midnight UTC (the reference took the current time of day: a defect).
    const QDateTime utc = QDateTime(date, time, Qt::OffsetFromUTC, offsetSeconds).toUTC();
    // An offset can carry 0001-01-01 or 9999-12-31 out of the years ISO 8601 text can hold, and
    // the filter could then not be written back (describe(), saved filters; fuzz/fuzz_dates).
    if (utc.date().year() < 1 || utc.date().year() > 9999)
        return invalid();
    return utc;
}

} // namespace outbox
