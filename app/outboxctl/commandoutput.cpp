// What several outboxctl commands print the same way.
#include "commandoutput.h"

#include "output/rowformat.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// Rows from which a read of every row of a state is worth an index (the planner's estimate).
constexpr qint64 kLargeTableRows = 100'000;

} // namespace

QString jsonText(const QJsonObject &document) {
    return QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented));
}

QString dateText(const QDateTime &t) {
    return t.isValid() ? t.toString(u"yyyy-MM-dd HH:mm:ss"_s) : QString();
}

bool largeTable(Context &c) {
    const auto estimate = c.reader().estimatedRowCount();
    return estimate && estimate->value_or(0) >= kLargeTableRows;
}

void printIndexAdvice(Context &c, AdviceFor view) {
    for (const IndexAdvice &a :
         indexAdvice(c.reader().table(), c.session().spec().kind, c.session().dialect(), view)) {
        c.err << Cli::tr("note: %1").arg(a.reason) << "\n      "
              << Cli::tr("To make it fast, run: %1").arg(a.statement) << Qt::endl;
    }
}

void printBlockedKeys(Context &c, OutputFormat format, const QList<BlockedKey> &keys, bool parked) {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (format) {
    case OutputFormat::Json: {
        QJsonArray array;
        for (const BlockedKey &b : keys) {
            QJsonObject o{{u"key"_s, b.key},
                          {u"behind"_s, b.behind},
                          {u"since"_s, isoUtc(b.head.createdAt)},
                          {u"why"_s, headWaitReason(c.reader().table(), b.head, now)},
                          {u"head"_s, rowToJson(b.head)}};
            if (parked)
                o.insert(u"parked_at"_s, isoUtc(b.parkedAt));
            array.append(o);
        }
        c.out << jsonText(QJsonObject{{parked ? u"parked"_s : u"blocked"_s, array}});
        break;
    }
    case OutputFormat::Csv: {
        QStringList header{u"key"_s,    u"head_id"_s,       u"operation"_s,
                           u"state"_s,  u"attempt_count"_s, u"last_error"_s,
                           u"behind"_s, u"since"_s,         u"why"_s};
        if (parked)
            header << u"parked_at"_s;
        c.out << csvRecord(header);
        for (const BlockedKey &b : keys) {
            QStringList record{b.key,
                               b.head.id,
                               b.head.kind,
                               rowStateName(b.head.state),
                               b.head.attempts ? QString::number(*b.head.attempts) : QString(),
                               b.head.lastError,
                               QString::number(b.behind),
                               isoUtc(b.head.createdAt),
                               headWaitReason(c.reader().table(), b.head, now)};
            if (parked)
                record << isoUtc(b.parkedAt);
            c.out << csvRecord(record);
        }
        break;
    }
    case OutputFormat::Table: {
        QStringList header{u"Key"_s,      u"Head"_s,   u"Operation"_s, u"State"_s,
                           u"Attempts"_s, u"Behind"_s, u"Since"_s};
        if (parked)
            header << u"Parked"_s;
        TextTable table(header << u"Why"_s);
        for (const BlockedKey &b : keys) {
            QStringList row{elide(b.key, 60),
                            b.head.id,
                            b.head.kind,
                            rowStateName(b.head.state),
                            b.head.attempts ? QString::number(*b.head.attempts) : u"-"_s,
                            QString::number(b.behind),
                            isoUtc(b.head.createdAt)};
            if (parked)
                row << isoUtc(b.parkedAt);
            table.addRow(row << elide(headWaitReason(c.reader().table(), b.head, now), 80));
        }
        if (table.isEmpty())
            c.err << (parked ? Cli::tr("No row is parked.") : Cli::tr("No key is blocked."))
                  << Qt::endl;
        else
            c.out << table.render();
        break;
    }
    }
}

void noteUnorderedTable(Context &c) {
    if (!ordersByKey(c.reader().table()))
        c.err << Cli::tr("note: %1 is not delivered in order per key, so no key is held back.")
                     .arg(c.reader().table().name.display())
              << Qt::endl;
}

Result<std::optional<RowChoice>> readRowChoice(const QCommandLineParser &p) {
    const auto n = boundedIntOption(p, u"limit"_s, 1, RowFilter::kMaxIds);
    if (!n)
        return n.error();
    auto filter = readFilter(p);
    if (!filter)
        return filter.error();
    if (p.positionalArguments().isEmpty() && filter->isEmpty())
        return std::optional<RowChoice>();
    return std::optional<RowChoice>(RowChoice{p.positionalArguments(), *filter, *n});
}

Result<QStringList> chosenIds(Context &c, const RowChoice &choice) {
    if (!choice.ids.isEmpty())
        return choice.ids;
    PageRequest request;
    request.filter = choice.filter;
    request.order = SortOrder::OldestFirst;
    request.limit = choice.limit;
    auto page = c.reader().page(request);
    if (!page)
        return page.error();
    QStringList ids;
    for (const OutboxRow &row : std::as_const(page->rows))
        ids.append(row.id);
    return ids;
}

std::optional<int> chooseIds(Context &c, const RowChoice &choice, const QString &noneMatch,
                             QStringList &ids) {
    auto chosen = chosenIds(c, choice);
    if (!chosen)
        return c.fail(chosen.error());
    if (chosen->isEmpty()) {
        c.out << noneMatch << Qt::endl;
        return Success;
    }
    ids = *chosen;
    return std::nullopt;
}

QString idPairsTable(const QStringList &headers, const QStringList &left,
                     const QStringList &right) {
    TextTable table(headers);
    for (qsizetype i = 0; i < left.size(); ++i)
        table.addRow({left.at(i), right.at(i)});
    return table.render();
}

QString kindHeader(Context &c) {
    return c.reader().table().description().kindNoun == FormatDescription::KindNoun::Operation
               ? u"Operation"_s
               : u"Event"_s;
}

} // namespace outbox::cli
