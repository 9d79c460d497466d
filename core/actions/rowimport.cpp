#include "actions/rowimport.h"

#include "actions/idchange.h"
#include "actions/rowcopies.h"
#include "schema/deliverytable.h"
#include "schema/payloadrules.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"
#include "util/jsontext.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// One object of the file and where it stands in it.
struct FileRow {
    QString where;
    QJsonValue value;
};

Error notJson(const QString &where, const QJsonParseError &error) {
    return Error::invalid(CoreText::tr("The file is not the console's JSON or JSONL export: %1 "
                                       "is not JSON (%2 at offset %3).")
                              .arg(where, error.errorString())
                              .arg(error.offset));
}

// The file's rows: a JSON array, an object with "rows" (list --output json), one row object
// (show --output json), or JSONL.
Result<QList<FileRow>> fileRows(const QByteArray &content) {
    const QByteArray trimmed = content.trimmed();
    if (trimmed.isEmpty())
        return Error::invalid(CoreText::tr("The file is empty: no rows to import."));
    QList<FileRow> rows;
    QJsonParseError error;
    const QJsonDocument whole = QJsonDocument::fromJson(trimmed, &error);
    if (error.error == QJsonParseError::NoError) {
        QJsonArray array;
        if (whole.isArray())
            array = whole.array();
        else if (whole.object().value(u"rows"_s).isArray())
            array = whole.object().value(u"rows"_s).toArray();
        else
            return QList<FileRow>{{CoreText::tr("row 1"), whole.object()}};
        for (qsizetype i = 0; i < array.size(); ++i)
            rows.append({CoreText::tr("row %1").arg(i + 1), array.at(i)});
        return rows;
    }
    if (trimmed.startsWith('['))
        return notJson(CoreText::tr("the array"), error);
    const QList<QByteArray> lines = content.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        const QString where = CoreText::tr("line %1").arg(i + 1);
        const QJsonDocument line = QJsonDocument::fromJson(lines.at(i), &error);
        if (error.error != QJsonParseError::NoError)
            return notJson(where, error);
        rows.append({where, line.isObject() ? QJsonValue(line.object()) : QJsonValue()});
    }
    return rows;
}

// One exported row checked for the table, in the writer's form.
Result<ImportRow> checkRow(const OutboxTable &table, const FileRow &fileRow) {
    const auto refuse = [&](const QString &why) {
        return Error::invalid(CoreText::tr("%1 cannot be imported: %2").arg(fileRow.where, why));
    };
    if (!fileRow.value.isObject())
        return refuse(CoreText::tr("it is not a row object ({…})."));
    const QJsonObject o = fileRow.value.toObject();
    ImportRow row;
    row.where = fileRow.where;
    row.sourceId = o.value(u"id"_s).toString();
    row.kind = o.value(u"operation"_s).toString();
    if (row.sourceId.isEmpty() || row.kind.isEmpty() || !o.contains(u"payload"_s))
        return refuse(CoreText::tr("it lacks the export's \"id\", \"operation\" or \"payload\"."));
    // The export of an event outbox has its event's columns; an object-store outbox's has none.
    const bool eventRow = o.contains(u"event_id"_s) || o.contains(u"aggregate_id"_s);
    const bool eventTable = table.description().kindNoun == FormatDescription::KindNoun::EventType;
    if (eventRow != eventTable)
        return refuse(
            CoreText::tr("it is a row of %1, and %2 is %3 outbox (%4).")
                .arg(eventRow ? CoreText::tr("an event outbox (it has an event_id)")
                              : CoreText::tr("an object-store outbox"),
                     table.name.display(),
                     eventTable ? CoreText::tr("an event") : CoreText::tr("an object-store"),
                     table.description().title));
    const QString visibility = o.value(u"payload_visibility"_s).toString();
    if (!visibility.isEmpty() && visibility != u"full"_s)
        return refuse(CoreText::tr("its payload was exported %1 (the profile it was exported "
                                   "from masks payloads): export it in full to import it.")
                          .arg(visibility));
    if (!o.value(u"payload"_s).isObject())
        return refuse(CoreText::tr("its payload is not a JSON object."));
    const QJsonObject payload = o.value(u"payload"_s).toObject();
    if (const auto bad = findUnstorableString(payload))
        return refuse(CoreText::tr("\"%1\" holds %2, which the database cannot read back as text.")
                          .arg(bad->path, bad->what));
    row.aggregateType = o.value(u"aggregate_type"_s).toString();
    const QString aggregateId = o.value(u"aggregate_id"_s).toString();
    // By the writer's rules, as a resend's edit of the row itself.
    const QString text = QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact));
    auto written =
        table.description().rows->editedPayload({text, row.kind, aggregateId}, payload, payload);
    if (!written)
        return refuse(written.error().message);
    row.payload = written->payload;
    row.kind = written->kind;
    row.aggregateId = written->aggregateId;
    row.createdAt = parseUtcTimestampText(o.value(u"created_at"_s).toString());
    return row;
}

} // namespace

Result<ImportPlan> planImport(const OutboxTable &table, const QByteArray &content,
                              const QString &fileName) {
    if (auto offered = checkChangeOffered(table, u"import"_s); !offered)
        return offered.error();
    if (content.size() > ImportPlan::kMaxBytes)
        return Error::invalid(CoreText::tr("The file is over %1 MiB: split it.")
                                  .arg(ImportPlan::kMaxBytes / (1024 * 1024)));
    if (const auto bad = firstInvalidUtf8Offset(content))
        return Error::invalid(
            CoreText::tr("The file is not UTF-8: the byte at offset %1 does not belong there.")
                .arg(*bad));
    auto rows = fileRows(content);
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return Error::invalid(CoreText::tr("The file holds no rows to import."));
    if (rows->size() > ImportPlan::kMaxRows)
        return Error::invalid(
            CoreText::tr("The file holds %1 rows; at most %2 are imported at once: split it.")
                .arg(rows->size())
                .arg(ImportPlan::kMaxRows));
    ImportPlan plan;
    plan.file = fileName;
    plan.sha256 =
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());
    for (const FileRow &fileRow : std::as_const(*rows)) {
        auto row = checkRow(table, fileRow);
        if (!row)
            return row.error();
        ++plan.byKind[row->kind];
        plan.rows.append(*row);
    }
    // Oldest first, as they were written (an export lists the newest first): the order per key.
    std::stable_sort(plan.rows.begin(), plan.rows.end(),
                     [](const ImportRow &a, const ImportRow &b) {
                         if (a.createdAt.isValid() != b.createdAt.isValid())
                             return a.createdAt.isValid();
                         return a.createdAt < b.createdAt;
                     });
    return plan;
}

Result<ImportOutcome> applyImport(const OutboxReader &reader, const ImportPlan &plan,
                                  const ActionContext &context) {
    const OutboxTable &table = reader.table();
    DatabaseSession &session = reader.session();
    const SqlDialect &d = session.dialect();
    if (auto allowed = checkRowChange(reader, context, u"import"_s); !allowed)
        return allowed.error();
    if (plan.rows.isEmpty())
        return Error::invalid(CoreText::tr("The file holds no rows to import."));
    if (!CopiedRows::exists(session))
        return Error::refused(
            CoreText::tr("Importing needs the console's table %1, which records which exported "
                         "row each new row comes from: create it with `outboxctl relay init` or "
                         "Create Relay Tables… in the console.")
                .arg(QString::fromLatin1(CopiedRows::kName)));

    AuditRecord record = AuditRecord::begin(u"import"_s);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = session.spec().displayUrl();
    record.table = table.name.display();
    record.filter =
        u"import of %1 (SHA-256 %2, %3 rows)"_s.arg(plan.file, plan.sha256).arg(plan.rows.size());
    record.reason = context.reason;
    QStringList sourceIds;
    for (const ImportRow &row : plan.rows)
        sourceIds.append(row.sourceId);
    record.setIds(sourceIds);
    record.rowCount = plan.rows.size();
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();

    QSqlDatabase db = session.database();
    const auto fail = [&](const QString &why) -> Result<ImportOutcome> {
        db.rollback();
        record.outcome = u"failed: "_s + why;
        (void)context.auditLog.append(record);
        return Error::failed(CoreText::tr("Nothing was imported: %1").arg(why));
    };
    if (auto begun = session.beginWriteTransaction(); !begun)
        return fail(begun.error().message);
    ImportOutcome outcome;
    CopyClock clock;
    for (const ImportRow &row : plan.rows) {
        if (context.cancel && context.cancel->isCancelled()) {
            db.rollback();
            record.outcome = u"cancelled: nothing imported"_s;
            (void)context.auditLog.append(record);
            outcome.cancelled = true;
            outcome.newIds.clear();
            outcome.sourceIds.clear();
            outcome.summary = CoreText::tr("Cancelled: nothing was imported.");
            return outcome;
        }
        QString newId;
        const SqlStatements statements = copyStatements(
            table, d, {row.sourceId, row.kind, row.payload, row.aggregateType, row.aggregateId},
            u"import"_s, clock, &newId);
        for (const auto &[sql, values] : statements) {
            QSqlQuery q(db);
            q.prepare(sql);
            for (const QVariant &v : values)
                q.addBindValue(v);
            if (!q.exec())
                return fail(CoreText::tr("%1 (exported row %2): %3")
                                .arg(row.where, row.sourceId, q.lastError().text().trimmed()));
        }
        outcome.newIds.append(newId);
        outcome.sourceIds.append(row.sourceId);
    }
    record.outcome = u"%1 imported as new ready rows"_s.arg(outcome.newIds.size());
    if (auto committed = commitAudited(session, record, context.auditLog); !committed)
        return fail(committed.error().message);
    outcome.summary =
        CoreText::tr("%n row(s) imported as new ready rows.", nullptr, int(outcome.newIds.size()));
    return outcome;
}

} // namespace outbox
