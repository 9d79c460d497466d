#include "actions/deadlettergroups.h"
#include "util/coretr.h"

#include "query/errorsignature.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

Result<QList<DeadLetterGroup>> groupDeadLetters(const OutboxReader &reader, const RowFilter &filter,
                                                const CancelToken *cancel) {
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    RowFilter dead = filter;
    dead.states = {RowState::Dead};
    auto condition = filterCondition(table, d, dead);
    if (!condition)
        return condition.error();
    // By when the rows failed, not when they were written: rows that died today are "last
    // failed today" whatever their age.
    const DeliveryColumns delivery = deliveryColumns(table, d);
    const QString sql = u"SELECT %1, %2, %3, %4 FROM %5%6"_s.arg(
        d.textOf(u"id"_s), d.quoteIdentifier(table.kindColumn()), delivery.lastError,
        delivery.failedAt, rowSource(table, d, true), condition->whereClause());
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return Error::failed(
            CoreText::tr("Grouping dead rows failed: %1").arg(q.lastError().text()));
    for (const QVariant &v : std::as_const(condition->values))
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Grouping dead rows failed: %1").arg(q.lastError().text()));

    // Many rows share the exact same error text: normalise each distinct text once.
    QHash<QString, qsizetype> groupOfError;
    QHash<QString, qsizetype> groupOfSignature;
    QList<DeadLetterGroup> groups;
    QList<QList<qint64>> createdOf; // per group: when each row failed, ms since the epoch
    qint64 seen = 0;
    while (q.next()) {
        if (cancel && (++seen % 4096) == 0 && cancel->isCancelled())
            return Error{ErrorKind::Cancelled, CoreText::tr("Grouping cancelled.")};
        const QString error = q.value(2).toString();
        qsizetype index;
        const auto known = groupOfError.constFind(error);
        if (known != groupOfError.cend()) {
            index = *known;
        } else {
            const QString signature = errorSignature(error);
            const auto existing = groupOfSignature.constFind(signature);
            if (existing != groupOfSignature.cend()) {
                index = *existing;
            } else {
                index = groups.size();
                DeadLetterGroup g;
                g.signature = signature;
                g.id = signatureId(signature);
                g.exampleRowId = q.value(0).toString();
                g.exampleError = error;
                groups.append(g);
                createdOf.append(QList<qint64>());
                groupOfSignature.insert(signature, index);
            }
            groupOfError.insert(error, index);
        }
        DeadLetterGroup &g = groups[index];
        ++g.count;
        g.operations[q.value(1).toString()] += 1;
        // Plain numbers per row: QDateTime comparisons cost more than the rest of the loop.
        const QDateTime failed = parseUtcTimestampText(q.value(3).toString());
        if (failed.isValid())
            createdOf[index].append(failed.toMSecsSinceEpoch());
    }
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QList<qint64> &times = createdOf.at(i);
        if (times.isEmpty())
            continue;
        const auto [first, last] = std::minmax_element(times.cbegin(), times.cend());
        groups[i].firstSeen = QDateTime::fromMSecsSinceEpoch(*first, Qt::UTC);
        groups[i].lastSeen = QDateTime::fromMSecsSinceEpoch(*last, Qt::UTC);
    }

    // One time window for every group, cut into equal buckets.
    // (Failure times: the filter's created range does not bound them.)
    QDateTime from;
    QDateTime to;
    for (const DeadLetterGroup &g : std::as_const(groups)) {
        if (g.firstSeen.isValid() && (!from.isValid() || g.firstSeen < from))
            from = g.firstSeen;
        if (g.lastSeen.isValid() && (!to.isValid() || g.lastSeen > to))
            to = g.lastSeen;
    }
    if (from.isValid() && to.isValid() && from <= to) {
        const qint64 start = from.toMSecsSinceEpoch();
        const qint64 span = to.toMSecsSinceEpoch() - start + 1;
        const int n = DeadLetterGroup::kOccurrenceBuckets;
        for (qsizetype i = 0; i < groups.size(); ++i) {
            DeadLetterGroup &g = groups[i];
            g.occurrencesFrom = from.toUTC();
            g.occurrencesTo = to.toUTC();
            g.occurrences.fill(0, n);
            for (const qint64 t : std::as_const(createdOf.at(i))) {
                const qint64 bucket = (t - start) * n / span;
                g.occurrences[int(std::clamp<qint64>(bucket, 0, n - 1))] += 1;
            }
        }
    }
    std::sort(groups.begin(), groups.end(), [](const DeadLetterGroup &a, const DeadLetterGroup &b) {
        return a.count != b.count ? a.count > b.count : a.signature < b.signature;
    });
    return groups;
}

} // namespace outbox
