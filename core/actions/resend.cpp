#include "actions/resend.h"
#include "actions/rowcopies.h"
#include "util/coretr.h"
#include "util/jsontext.h"

#include "query/filtersql.h"
#include "schema/deliverytable.h"
#include "schema/formatrows.h"
#include "schema/payloadrules.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QJsonObject objectOf(const OutboxRow &row) {
    auto payload = row.payload();
    return payload ? *payload : QJsonObject();
}

// The edited text as a JSON object, or where it is not one (line and column of a syntax error).
Result<QJsonObject> parseObject(const QString &text) {
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &error);
    if (error.error != QJsonParseError::NoError) {
        if (const auto scalar = scalarJsonTypeName(utf8))
            return Error::invalid(
                CoreText::tr("The payload is a JSON %1, not a JSON object ({…}).").arg(*scalar));
        const QString before = QString::fromUtf8(utf8.left(error.offset));
        const int line = int(before.count(u'\n')) + 1;
        const int column = int(before.size() - before.lastIndexOf(u'\n'));
        return Error::invalid(
            CoreText::tr("The payload is not valid JSON: %1 at line %2, column %3.")
                .arg(error.errorString())
                .arg(line)
                .arg(column));
    }
    if (!doc.isObject())
        return Error::invalid(
            CoreText::tr("The payload is a JSON array, not a JSON object ({…})."));
    // What the database's JSON type would store but never read back (PostgreSQL: every ->> on
    // the row would fail, and with it the relay's claim and every read of the table).
    if (const auto bad = findUnstorableString(doc.object()))
        return Error::invalid(CoreText::tr("\"%1\" holds %2, which the database cannot read back "
                                           "as text: remove it.")
                                  .arg(bad->path, bad->what));
    return doc.object();
}

// What one resend (or its undo) writes, in one transaction.
struct CopyWrite {
    OutboxRow source;               // the row the new one copies its columns from
    ResendDraft draft;              // the new row's payload and kind
    QString supersede;              // the row marked superseded by the new one (must be dead then)
    bool supersedeOptional = false; // undo: only where it is dead
    bool withdrawReady = false;     // undo: a ready copy is set dead first (then superseded)
    QString repoint;                // undo: a superseded row whose entry now names the new row
    QString action;
    QString description;
};

Result<ResendOutcome> writeCopy(const OutboxReader &reader, const CopyWrite &write,
                                const ActionContext &context) {
    DatabaseSession &session = reader.session();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = session.dialect();
    QSqlDatabase db = session.database();
    const QDateTime now = QDateTime::currentDateTimeUtc();

    ResendOutcome outcome;
    outcome.originalId = write.repoint.isEmpty() ? write.supersede : write.repoint;
    outcome.newId = table.description().rows->newRowId(table);
    outcome.oldSha256 = sha256Of(write.source.payloadText);
    outcome.newSha256 = sha256Of(write.draft.payload);
    outcome.changes = write.draft.changes;

    AuditRecord record = AuditRecord::begin(write.action);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = session.spec().displayUrl();
    record.table = table.name.display();
    // The audit trail shows the payload as the profile does (masked values as their shape).
    const auto mask = PayloadMask::forProfile(context.profile ? &*context.profile : nullptr);
    if (!mask)
        return mask.error();
    QStringList diff;
    for (const PayloadChange &change : maskedChanges(write.draft.changes, *mask))
        diff.append(change.describe());
    record.filter = u"%1 as %2; payload SHA-256 %3 → %4; %5"_s.arg(
        write.description, outcome.newId, outcome.oldSha256, outcome.newSha256, diff.join(u"; "_s));
    record.reason = context.reason;
    QStringList ids{outcome.originalId};
    if (!write.repoint.isEmpty())
        ids.append(write.supersede);
    ids.append(outcome.newId);
    record.setIds(ids);
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();

    const auto fail = [&](const QString &why,
                          ErrorKind kind = ErrorKind::Failed) -> Result<ResendOutcome> {
        db.rollback();
        record.outcome = u"failed: "_s + why;
        (void)context.auditLog.append(record);
        return Error{kind, CoreText::tr("Nothing was written: %1").arg(why)};
    };
    if (auto begun = session.beginWriteTransaction(); !begun)
        return fail(begun.error().message);

    // The row to supersede, locked until the commit: still dead, and not superseded yet.
    QSqlQuery lock(db);
    lock.setForwardOnly(true);
    SqlCondition where = idCondition(table, d, write.supersede);
    lock.prepare(u"SELECT %1, %2 FROM %3%4%5"_s.arg(
        d.exactText(u"status"_s), u"(SELECT COUNT(*) %1)"_s.arg(supersededEntryOf(d)),
        d.qualified(table.name), where.whereClause(),
        d.supportsSkipLocked() ? u" FOR UPDATE"_s : QString()));
    for (const QVariant &v : where.values)
        lock.addBindValue(v);
    if (!lock.exec())
        return fail(lock.lastError().text());
    if (!lock.next())
        return fail(CoreText::tr("row %1 no longer exists").arg(write.supersede));
    const QString status = lock.value(0).toString();
    bool dead = table.vocabulary.stateOf(status) == RowState::Dead;
    const bool alreadySuperseded = lock.value(1).toLongLong() > 0;
    lock.finish();
    if (write.withdrawReady && table.vocabulary.stateOf(status) == RowState::Pending) {
        // Withdrawn under the row lock: no relay takes it from now on (a claim skips locked rows
        // and never takes a dead one).
        // Where the row keeps its own error, it says why.
        const QString errorColumn = table.description().rowDeliveryColumns.lastError;
        QSqlQuery withdraw(db);
        const SqlCondition row = idCondition(table, d, write.supersede);
        withdraw.prepare(u"UPDATE %1 SET %2 = ?%3 WHERE %4 AND %5"_s.arg(
            d.qualified(table.name), d.quoteIdentifier(u"status"_s),
            errorColumn.isEmpty() ? QString() : u", %1 = ?"_s.arg(d.quoteIdentifier(errorColumn)),
            row.terms.join(u" AND "_s), d.exactInCondition(u"status"_s, 1)));
        withdraw.addBindValue(table.vocabulary.deadStatus());
        if (!errorColumn.isEmpty())
            withdraw.addBindValue(u"withdrawn: the resend of this row's original was undone"_s);
        for (const QVariant &v : row.values)
            withdraw.addBindValue(v);
        for (const QVariant &v : d.exactInValues({status}))
            withdraw.addBindValue(v);
        if (!withdraw.exec())
            return fail(withdraw.lastError().text());
        if (withdraw.numRowsAffected() != 1)
            return fail(CoreText::tr("row %1 changed while it was withdrawn").arg(write.supersede));
        dead = true;
    }
    if (!write.supersedeOptional && (!dead || alreadySuperseded))
        return fail(
            alreadySuperseded
                ? CoreText::tr("row %1 was resent meanwhile").arg(write.supersede)
                : CoreText::tr("row %1 is no longer dead (%2)").arg(write.supersede, status));
    if (write.supersedeOptional && !dead && table.vocabulary.stateOf(status) != RowState::Sent)
        return fail(CoreText::tr("row %1 still waits for delivery (%2): undoing now would "
                                 "deliver both; wait for it, or mark it done first")
                        .arg(write.supersede, status));

    QSqlQuery insert(db);
    const BoundSql copyRow = table.description().rows->copyInsert(
        table, d,
        RowCopy{outcome.newId, write.draft.kind, write.draft.payload, write.source.aggregateType,
                write.draft.aggregateId, now});
    insert.prepare(copyRow.sql);
    for (const QVariant &v : copyRow.values)
        insert.addBindValue(v);
    if (!insert.exec()) {
        // A CHECK of the table's (MariaDB's JSON columns check json_valid) refusing the edit is
        // bad input, not a failure of the database.
        const QString code = insert.lastError().nativeErrorCode();
        if (d.kind() == DatabaseKind::MySQL && (code == u"4025"_s || code == u"3819"_s))
            return fail(CoreText::tr("a CHECK constraint of %1 refuses the edited payload: %2")
                            .arg(table.name.display(), insert.lastError().databaseText()),
                        ErrorKind::InvalidInput);
        return fail(insert.lastError().text());
    }
    // The database reads the payload back as it will for every claim and filter: what it stores
    // but cannot read (prepareResend() refuses what is known of that) is refused here, before
    // the commit, and nothing is written.
    {
        QSqlQuery check(db);
        check.setForwardOnly(true);
        const SqlCondition copy = idCondition(table, d, outcome.newId);
        check.prepare(u"SELECT %1 FROM %2%3"_s.arg(d.jsonAcceptedExpression(u"payload"_s),
                                                   d.qualified(table.name), copy.whereClause()));
        for (const QVariant &v : copy.values)
            check.addBindValue(v);
        if (!check.exec() || !check.next() || !check.value(0).toBool())
            return fail(CoreText::tr("the database does not accept the edited payload as JSON it "
                                     "can read (%1)")
                            .arg(check.lastError().text().trimmed().isEmpty()
                                     ? CoreText::tr("it is not valid JSON to it")
                                     : check.lastError().text().trimmed()),
                        ErrorKind::InvalidInput);
    }

    const auto col = [&](const char *name) { return d.quoteIdentifier(QLatin1StringView(name)); };
    const QString superseded = d.quoteIdentifier(QString::fromLatin1(SupersededRows::kName));
    const QVariant at = d.timestampValue(now, deliveryTimestampStorage(table.timestamps));
    if (dead && !alreadySuperseded) {
        QSqlQuery mark(db);
        mark.prepare(u"INSERT INTO %1 (%2, %3, %4) VALUES (?, ?, ?)"_s.arg(
            superseded, col("outbox_id"), col("superseded_by"), col("superseded_at")));
        mark.addBindValue(write.supersede);
        mark.addBindValue(outcome.newId);
        mark.addBindValue(at);
        if (!mark.exec())
            return fail(mark.lastError().text());
    }
    if (!write.repoint.isEmpty()) {
        QSqlQuery repoint(db);
        repoint.prepare(u"UPDATE %1 SET %2 = ?, %3 = ? WHERE %4 = ?"_s.arg(
            superseded, col("superseded_by"), col("superseded_at"), col("outbox_id")));
        repoint.addBindValue(outcome.newId);
        repoint.addBindValue(at);
        repoint.addBindValue(write.repoint);
        if (!repoint.exec())
            return fail(repoint.lastError().text());
    }
    KeyHoldState::markStale(session, table);
    outcome.summary =
        write.repoint.isEmpty()
            ? CoreText::tr("Row %1 resent as %2; %1 is superseded.")
                  .arg(write.supersede, outcome.newId)
            : CoreText::tr("Resend undone: the original payload of %1 resent as %2%3.")
                  .arg(write.repoint, outcome.newId,
                       dead
                           ? CoreText::tr("; the edited copy %1 is superseded").arg(write.supersede)
                           : QString());
    record.outcome = write.repoint.isEmpty()
                         ? u"resent %1 as %2"_s.arg(write.supersede, outcome.newId)
                         : u"resent the original %1 as %2"_s.arg(write.repoint, outcome.newId);
    if (auto committed = commitAudited(session, record, context.auditLog); !committed)
        return fail(committed.error().message);
    return outcome;
}

Result<OutboxRow> rowToResend(const OutboxReader &reader, const QString &id,
                              const ActionContext &context, const QString &action) {
    if (auto offered = checkChangeOffered(reader.table(), u"resend"_s); !offered)
        return offered.error();
    if (auto allowed = checkChangeAllowed(context, action); !allowed)
        return allowed.error();
    const OutboxTable &table = reader.table();
    if (auto known = checkVocabularyKnown(table, action); !known)
        return known.error();
    if (!table.hasSupersededRows && !SupersededRows::exists(reader.session()))
        return Error::refused(
            CoreText::tr("Resending needs the console's table %1, which marks the original row "
                         "superseded: create it with `outboxctl relay init` or Create Relay "
                         "Tables… in the console.")
                .arg(QString::fromLatin1(SupersededRows::kName)));
    auto normalized = normalizeRowId(table, id);
    if (!normalized)
        return normalized.error();
    return reader.storedRow(*normalized);
}

} // namespace

QString PayloadChange::describe() const {
    switch (kind) {
    case Kind::Added:
        return u"+ %1: %2"_s.arg(field, after);
    case Kind::Removed:
        return u"- %1: %2"_s.arg(field, before);
    case Kind::Changed:
        break;
    }
    return u"%1: %2 → %3"_s.arg(field, before, after);
}

QList<PayloadChange> maskedChanges(QList<PayloadChange> changes, const PayloadMask &mask) {
    if (mask.showsAll())
        return changes;
    for (PayloadChange &change : changes) {
        change.before = mask.maskFieldValue(change.field, change.before);
        change.after = mask.maskFieldValue(change.field, change.after);
    }
    return changes;
}

QList<PayloadChange> payloadDiff(const QJsonObject &before, const QJsonObject &after) {
    QStringList fields = before.keys();
    for (const QString &key : after.keys())
        if (!before.contains(key))
            fields.append(key);
    QList<PayloadChange> changes;
    for (const QString &field : std::as_const(fields)) {
        PayloadChange c;
        c.field = field;
        if (!after.contains(field)) {
            c.kind = PayloadChange::Kind::Removed;
            c.before = compactJson(before.value(field));
        } else if (!before.contains(field)) {
            c.kind = PayloadChange::Kind::Added;
            c.after = compactJson(after.value(field));
        } else if (before.value(field) != after.value(field)) {
            c.before = compactJson(before.value(field));
            c.after = compactJson(after.value(field));
        } else {
            continue;
        }
        changes.append(c);
    }
    return changes;
}

Result<ResendDraft> prepareResend(const OutboxTable &table, const OutboxRow &original,
                                  const QString &editedText) {
    if (original.payloadVisibility != PayloadVisibility::Full)
        return Error::invalid(
            CoreText::tr("Row %1 was read with its payload %2: a resend is "
                         "checked against the row as stored.")
                .arg(original.id, payloadVisibilityName(original.payloadVisibility)));
    // Masked values left as they were are written as stored.
    auto restored = PayloadMask::restoreMasked(editedText, original.payloadText);
    if (!restored)
        return restored.error();
    auto edited = parseObject(*restored);
    if (!edited)
        return edited.error();
    const QJsonObject before = objectOf(original);
    // By the writer's rules for the format (FormatRows::editedPayload()).
    auto written = table.description().rows->editedPayload(
        {original.payloadText, original.kind, original.aggregateId}, before, *edited);
    if (!written)
        return written.error();
    ResendDraft draft{written->payload, written->kind, written->aggregateId, {}};
    // The diff of what will be written (normalised keys included) against what is stored.
    draft.changes = payloadDiff(before, QJsonDocument::fromJson(draft.payload.toUtf8()).object());
    if (draft.changes.isEmpty())
        return Error::invalid(CoreText::tr("The payload is unchanged: nothing to resend (retry "
                                           "the row to run it as it is)."));
    return draft;
}

Result<ResendOutcome> resendRow(const OutboxReader &reader, const QString &id,
                                const QString &editedText, const ActionContext &context) {
    auto original = rowToResend(reader, id, context, u"resend"_s);
    if (!original)
        return original.error();
    if (original->state == RowState::Superseded)
        return Error::invalid(CoreText::tr("Row %1 was already resent as %2: edit that row "
                                           "instead.")
                                  .arg(original->id, original->supersededBy));
    if (original->state != RowState::Dead)
        return Error::invalid(CoreText::tr("Row %1 is %2, not dead: only dead rows are resent.")
                                  .arg(original->id, rowStateName(original->state)));
    auto draft = prepareResend(reader.table(), *original, editedText);
    if (!draft)
        return draft.error();
    CopyWrite write;
    write.source = *original;
    write.draft = *draft;
    write.supersede = original->id;
    write.action = QString::fromLatin1(kResendAction);
    write.description = u"resend of %1"_s.arg(original->id);
    return writeCopy(reader, write, context);
}

Result<ResendOutcome> undoResend(const OutboxReader &reader, const QString &originalId,
                                 const QString &copyId, const ActionContext &context,
                                 bool withdrawWaitingCopy) {
    auto original = rowToResend(reader, originalId, context, u"undo resend"_s);
    if (!original)
        return original.error();
    auto copy = reader.storedRow(*normalizeRowId(reader.table(), copyId));
    if (!copy)
        return copy.error();
    if (original->supersededBy.isEmpty())
        return Error::invalid(
            CoreText::tr("Row %1 is not superseded: there is no resend of it to undo.")
                .arg(original->id));
    if (copy->state == RowState::InFlight)
        return Error::refused(CoreText::tr("The edited copy %1 is being delivered right now (%2): "
                                           "undo once it is settled.")
                                  .arg(copy->id, copy->rawStatus));
    if (copy->state == RowState::Pending && !withdrawWaitingCopy)
        return Error::refused(CoreText::tr("The edited copy %1 still waits for delivery (%2): "
                                           "undoing now would deliver both. Wait for it, or "
                                           "withdraw it with the undo (--withdraw: it is set dead "
                                           "and superseded, so only the original is delivered).")
                                  .arg(copy->id, copy->rawStatus));
    CopyWrite write;
    write.source = *copy;
    // The original payload exactly as the writer stored it, with its own operation and key.
    write.draft.payload = original->payloadText;
    write.draft.kind = original->kind;
    write.draft.aggregateId = original->aggregateId;
    write.source.aggregateType = original->aggregateType;
    write.draft.changes = payloadDiff(objectOf(*copy), objectOf(*original));
    write.supersede = copy->id;
    write.supersedeOptional = true;
    write.withdrawReady = withdrawWaitingCopy;
    write.repoint = original->id;
    write.action = QString::fromLatin1(kUndoResendAction);
    write.description = u"undo of the resend of %1 as %2: the original payload resent%3"_s.arg(
        original->id, copy->id,
        withdrawWaitingCopy && copy->state == RowState::Pending ? u", the waiting copy withdrawn"_s
                                                                : QString());
    return writeCopy(reader, write, context);
}

QStringList resendIdsOf(const AuditRecord &record) {
    if (record.action != QLatin1String(kResendAction) || record.ids.size() != 2)
        return {};
    return record.ids;
}

} // namespace outbox
