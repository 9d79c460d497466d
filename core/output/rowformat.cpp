#include "output/rowformat.h"
#include "util/coretr.h"

#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

QString isoUtc(const QDateTime &t) {
    if (!t.isValid())
        return {};
    const QDateTime u = t.toUTC();
    return u.time().msec() ? u.toString(Qt::ISODateWithMs) : u.toString(Qt::ISODate);
}

QJsonObject rowToJson(const OutboxRow &row) {
    QJsonObject o{{u"id"_s, row.id},
                  {u"state"_s, rowStateName(row.state)},
                  {u"status"_s, row.rawStatus},
                  {u"operation"_s, row.kind},
                  {u"created_at"_s, isoUtc(row.createdAt)}};
    const auto orNull = [](const QString &s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    if (!row.isEvent) {
        o.insert(u"domain_event_id"_s, orNull(row.eventId));
        o.insert(u"attempt_count"_s, row.attempts ? QJsonValue(*row.attempts) : QJsonValue());
        o.insert(u"last_error"_s, orNull(row.lastError));
        o.insert(u"next_attempt_at"_s, orNull(isoUtc(row.nextAttemptAt)));
        o.insert(u"processed_at"_s, orNull(isoUtc(row.changedAt)));
    } else {
        o.insert(u"event_id"_s, row.eventId);
        o.insert(u"aggregate_type"_s, row.aggregateType);
        o.insert(u"aggregate_id"_s, row.aggregateId);
        o.insert(u"updated_at"_s, orNull(isoUtc(row.changedAt)));
        // The relay's delivery state, from the console's side table (null without it).
        o.insert(u"attempt_count"_s, row.attempts ? QJsonValue(*row.attempts) : QJsonValue());
        o.insert(u"last_error"_s, orNull(row.lastError));
        o.insert(u"next_attempt_at"_s, orNull(isoUtc(row.nextAttemptAt)));
        o.insert(u"last_attempt_at"_s, orNull(isoUtc(row.lastAttemptAt)));
        o.insert(u"dead_lettered"_s, row.deadLettered());
    }
    if (!row.supersededBy.isEmpty())
        o.insert(u"superseded_by"_s, row.supersededBy); // the copy it was resent as
    if (row.payloadVisibility != PayloadVisibility::Full)
        o.insert(u"payload_visibility"_s, payloadVisibilityName(row.payloadVisibility));
    const auto payload = row.payload();
    if (payload) {
        o.insert(u"payload"_s, *payload);
    } else if (PayloadMask::isWholePayloadPlaceholder(row.payloadText)) {
        o.insert(u"payload"_s, row.payloadText); // hidden, or masked whole: its size only
    } else {
        o.insert(u"payload"_s, row.payloadText);
        o.insert(u"payload_error"_s, payload.error().message);
    }
    return o;
}

QString csvRecord(const QStringList &fields) {
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields) {
        if (f.contains(u',') || f.contains(u'"') || f.contains(u'\n') || f.contains(u'\r')) {
            QString quoted = f;
            quoted.replace(u"\""_s, u"\"\""_s);
            out.append(u'"' + quoted + u'"');
        } else {
            out.append(f);
        }
    }
    return out.join(u',') + u"\r\n"_s;
}

QStringList rowCsvHeader() {
    return {u"id"_s,
            u"state"_s,
            u"status"_s,
            u"operation"_s,
            u"created_at"_s,
            u"changed_at"_s,
            u"attempt_count"_s,
            u"last_error"_s,
            u"next_attempt_at"_s,
            u"event_id"_s,
            u"aggregate_id"_s,
            u"payload"_s,
            u"last_attempt_at"_s}; // added last, so that earlier columns keep their places
}

QStringList rowCsvFields(const OutboxRow &row) {
    return {row.id,
            rowStateName(row.state),
            row.rawStatus,
            row.kind,
            isoUtc(row.createdAt),
            isoUtc(row.changedAt),
            row.attempts ? QString::number(*row.attempts) : QString(),
            row.lastError,
            isoUtc(row.nextAttemptAt),
            row.eventId,
            row.aggregateId,
            row.payloadText,
            isoUtc(row.lastAttemptAt)};
}

QString elide(const QString &text, int max) {
    if (text.size() <= max)
        return text;
    return text.left(max - 1) + u"…"_s;
}

QString firstLine(const QString &text) {
    const qsizetype nl = text.indexOf(u'\n');
    return nl < 0 ? text : text.left(nl);
}

QString escapeControls(const QString &text, bool keepLineBreaks) {
    const auto isControl = [](char16_t c) { return c < 0x20 || (c >= 0x7f && c <= 0x9f); };
    if (std::none_of(text.cbegin(), text.cend(), [&](QChar c) { return isControl(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!isControl(u) || (keepLineBreaks && u == u'\n'))
            out.append(c);
        else if (u == u'\n')
            out.append(u"\\n"_s);
        else if (u == u'\t')
            out.append(u"\\t"_s);
        else if (u == u'\r')
            out.append(u"\\r"_s);
        else if (u < 0x80)
            out.append(u"\\x%1"_s.arg(uint(u), 2, 16, QLatin1Char('0')));
        else
            out.append(u"\\u%1"_s.arg(uint(u), 4, 16, QLatin1Char('0')));
    }
    return out;
}

QString TextTable::render() const {
    QList<qsizetype> widths(m_header.size(), 0);
    QList<QStringList> rows;
    rows.reserve(m_rows.size());
    for (const QStringList &r : m_rows) {
        QStringList safe;
        safe.reserve(r.size());
        for (const QString &cell : r)
            safe.append(escapeControls(cell));
        rows.append(safe);
    }
    const auto measure = [&](const QStringList &cells) {
        for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i)
            widths[i] = qMax(widths[i], cells.at(i).size());
    };
    measure(m_header);
    for (const QStringList &r : std::as_const(rows))
        measure(r);
    const auto line = [&](const QStringList &cells) {
        QStringList padded;
        for (qsizetype i = 0; i < widths.size(); ++i)
            padded.append(cells.value(i).leftJustified(widths.at(i)));
        QString l = padded.join(u" | "_s);
        while (l.endsWith(u' '))
            l.chop(1);
        return l + u'\n';
    };
    QString out = line(m_header);
    QStringList rule;
    for (qsizetype w : widths)
        rule.append(QString(w, u'-'));
    out += rule.join(u"-+-"_s) + u'\n';
    for (const QStringList &r : std::as_const(rows))
        out += line(r);
    return out;
}

QString retrySchedule(const OutboxRow &row, int maxAttempts, const QDateTime &now) {
    const int attempts = row.attempts.value_or(0);
    switch (row.state) {
    case RowState::Dead:
    case RowState::Superseded:
    case RowState::Archived:
        return CoreText::tr("dead after %n attempt(s)", nullptr, attempts);
    case RowState::Sent:
        // The count is of failed attempts: a delivered row's last attempt is not in it (it said
        // "done after 0 attempts").
        if (attempts == 0)
            return CoreText::tr("done at the first attempt");
        return CoreText::tr("done at attempt %1, after %n failure(s)", nullptr, attempts)
            .arg(attempts + 1);
    case RowState::Pending:
    case RowState::InFlight: {
        const QString attempt = CoreText::tr("attempt %1 of %2").arg(attempts + 1).arg(maxAttempts);
        const int left = qMax(0, maxAttempts - attempts);
        if (row.nextAttemptAt.isValid() && row.nextAttemptAt > now)
            return CoreText::tr("%1, next in %2; dead after %n more failure(s)", nullptr, left)
                .arg(attempt, humanDuration(now.secsTo(row.nextAttemptAt)));
        return CoreText::tr("%1, due now; dead after %n more failure(s)", nullptr, left)
            .arg(attempt);
    }
    case RowState::Unknown:
        break;
    }
    return CoreText::tr("%n attempt(s)", nullptr, attempts);
}

QString humanDuration(qint64 seconds) {
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return CoreText::tr("%1 s", "seconds").arg(seconds);
    if (seconds < 3600)
        return seconds % 60 ? CoreText::tr("%1 min %2 s", "minutes and seconds")
                                  .arg(seconds / 60)
                                  .arg(seconds % 60)
                            : CoreText::tr("%1 min", "minutes").arg(seconds / 60);
    if (seconds < 86400)
        return seconds % 3600 >= 60 ? CoreText::tr("%1 h %2 min", "hours and minutes")
                                          .arg(seconds / 3600)
                                          .arg((seconds % 3600) / 60)
                                    : CoreText::tr("%1 h", "hours").arg(seconds / 3600);
    return CoreText::tr("%n day(s)", "a duration, after \"in\" or before \"ago\"",
                        int(seconds / 86400));
}

} // namespace outbox
