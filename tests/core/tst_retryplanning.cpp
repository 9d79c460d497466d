// Retry planning by ids and the target check of move/promote rows (actions/retryplanning.h),
// against the demo workspace (SQLite, the Vortos table, its folder object store): the selected
// ids that are still dead, oldest first, the others counted; the target check in chunks, with
// progress, a limit, a cancel and a failing store that leave the plan as it was.
#include "actions/promotion.h"
#include "actions/retryplanning.h"
#include "demo/demoworkspace.h"
#include "failurechecks.h"
#include "objectstore/folderobjectstore.h"
#include "testdatabases.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <utility>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Answers like the store it wraps for the first `answers` lookups, then fails.
class FailingStore final : public ObjectStore {
public:
    FailingStore(ObjectStore &inner, int answers)
        : m_inner(inner)
        , m_answers(answers) {}
    QString description() const override { return u"failing"_s; }
    Result<std::optional<ObjectInfo>> head(const QString &key) override {
        if (m_answers-- <= 0)
            return Error::failed(u"store unreachable"_s);
        return m_inner.head(key);
    }
    Result<QByteArray> get(const QString &key) override { return m_inner.get(key); }
    Status put(const QString &key, const QByteArray &body, const QString &type) override {
        return m_inner.put(key, body, type);
    }
    Status copy(const QString &source, const QString &target) override {
        return m_inner.copy(source, target);
    }
    Status remove(const QString &key) override { return m_inner.remove(key); }
    Result<ObjectPage> list(const QString &prefix, const QString &token, int maxKeys) override {
        return m_inner.list(prefix, token, maxKeys);
    }

private:
    ObjectStore &m_inner;
    int m_answers;
};

} // namespace

class TestRetryPlanning : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void byIdsKeepsTheDeadOnesOldestFirst();
    void byIdsReportsProgressAndCancels();
    void targetCheckFlagsExistingTargets();
    void targetCheckChunksLimitAndProgress();
    void targetCheckFailureOrCancelLeavesThePlan();

private:
    QStringList idsWhere(const QString &where, int limit);
    RetryPlan deadPlan();
    // The move/promote rows of the preview (at most limit) that name a target, oldest first, and
    // whether the target exists in the demo store; the ids of those whose target exists.
    QList<std::pair<QString, bool>> lookups(const RetryPlan &plan, int limit);
    QStringList existingTargets(const RetryPlan &plan, int limit);
    QStringList keyInvalidTargets(const RetryPlan &plan);

    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
    std::unique_ptr<FolderObjectStore> m_store;
};

void TestRetryPlanning::initTestCase() {
    QVERIFY(m_dir.isValid());
    DemoOptions options;
    options.directory = m_dir.filePath(u"demo"_s);
    options.vortosRows = 1500;
    options.fennFlowRows = 50;
    auto demo = test::openDemoVortos(options, u"retryplan"_s);
    QVERIFY2(demo.ok(), qPrintable(demo.ok() ? QString() : demo.error().message));
    m_ws = demo->workspace;
    m_session = std::move(demo->session);
    m_reader = std::move(demo->reader);
    auto store = FolderObjectStore::create(m_ws.objectStorePath);
    QVERIFY(store.ok());
    m_store = std::move(*store);
}

void TestRetryPlanning::cleanupTestCase() {
    m_reader.reset();
    m_session.reset();
}

QStringList TestRetryPlanning::idsWhere(const QString &where, int limit) {
    QSqlQuery q(m_session->database());
    QStringList ids;
    if (!q.exec(u"SELECT id FROM vortos_object_store_outbox WHERE %1 ORDER BY created_at, id "
                u"LIMIT %2"_s.arg(where)
                    .arg(limit)))
        return ids;
    while (q.next())
        ids.append(q.value(0).toString());
    return ids;
}

RetryPlan TestRetryPlanning::deadPlan() {
    RetryRequest request;
    request.limit = 10000;
    auto plan = planRetry(*m_reader, request);
    if (!plan) {
        QTest::qFail(qPrintable(plan.error().message), __FILE__, __LINE__);
        return {};
    }
    return *plan;
}

// A move or promote row's target key; empty for the other operations.
static QString targetOf(const PlannedRow &row) {
    if (row.operation != u"move"_s && row.operation != u"promote"_s)
        return {};
    return QJsonDocument::fromJson(row.payloadText.toUtf8())
        .object()
        .value(row.operation == u"move"_s ? u"target"_s : u"permanent_key"_s)
        .toString();
}

QList<std::pair<QString, bool>> TestRetryPlanning::lookups(const RetryPlan &plan, int limit) {
    QList<std::pair<QString, bool>> rows;
    int looked = 0;
    for (const PlannedRow &row : plan.preview) {
        if (row.operation != u"move"_s && row.operation != u"promote"_s)
            continue;
        if (looked++ >= limit)
            break;
        const QString target = targetOf(row);
        // A key the relay refuses is flagged without a lookup (keyInvalidTargets).
        if (!target.isEmpty() && normalizeObjectKey(target))
            rows.append({row.id, QFile::exists(m_ws.objectStorePath + u'/' + target)});
    }
    return rows;
}

QStringList TestRetryPlanning::keyInvalidTargets(const RetryPlan &plan) {
    QStringList ids;
    for (const PlannedRow &row : plan.preview) {
        const QString target = targetOf(row);
        if (!target.isEmpty() && !normalizeObjectKey(target))
            ids.append(row.id);
    }
    return ids;
}

QStringList TestRetryPlanning::existingTargets(const RetryPlan &plan, int limit) {
    QStringList ids;
    for (const auto &[id, exists] : lookups(plan, limit))
        if (exists)
            ids.append(id);
    return ids;
}

void TestRetryPlanning::byIdsKeepsTheDeadOnesOldestFirst() {
    const QStringList dead = idsWhere(u"status = 'dead'"_s, 3);
    const QStringList pending = idsWhere(u"status = 'pending'"_s, 1);
    QCOMPARE(dead.size(), 3);
    QCOMPARE(pending.size(), 1);
    // Newest first, one id twice, a pending row and an id that is not there.
    const QStringList selected{dead.at(2),
                               dead.at(0),
                               pending.at(0),
                               dead.at(0),
                               u"00000000-0000-7000-8000-00000000dead"_s,
                               dead.at(1)};
    auto planned = planRetryByIds(*m_reader, selected);
    QVERIFY2(planned.ok(), qPrintable(planned.ok() ? QString() : planned.error().message));
    QCOMPARE(planned->plan.ids, dead); // oldest first, each once
    QCOMPARE(planned->notDead, 2);
    QCOMPARE(planned->plan.preview.size(), 3);
    QCOMPARE(planned->plan.preview.at(0).id, dead.at(0));
    QCOMPARE(planned->plan.description, u"selected ids=5"_s);
    qint64 byOperation = 0, byGroup = 0;
    for (qint64 n : planned->plan.byOperation)
        byOperation += n;
    for (qint64 n : planned->plan.byGroup)
        byGroup += n;
    QCOMPARE(byOperation, 3);
    QCOMPARE(byGroup, 3);
    QCOMPARE(planned->plan.targetCheck, TargetCheck::NotMade);

    auto none = planRetryByIds(*m_reader, pending);
    QVERIFY(none.ok());
    QVERIFY(none->plan.ids.isEmpty());
    QCOMPARE(none->notDead, 1);
}

void TestRetryPlanning::byIdsReportsProgressAndCancels() {
    const QStringList dead = idsWhere(u"status = 'dead'"_s, 30);
    QCOMPARE(dead.size(), 30);
    QList<qint64> processed;
    auto planned = planRetryByIds(*m_reader, dead, [&](const BatchProgress &p) {
        QCOMPARE(p.total, 30);
        processed.append(p.processed);
    });
    QVERIFY(planned.ok());
    QCOMPARE(planned->plan.ids.size(), 30);
    QCOMPARE(processed, (QList<qint64>{25, 30}));

    CancelToken cancel;
    cancel.cancel();
    auto cancelled = planRetryByIds(*m_reader, dead, {}, &cancel);
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
    QCOMPARE(cancelled.error().message, retryPlanCancelledError().message);
    QCOMPARE(cancelled.error().message, u"The dry run was cancelled."_s);
}

void TestRetryPlanning::targetCheckFlagsExistingTargets() {
    RetryPlan plan = deadPlan();
    const qint64 candidates =
        plan.byOperation.value(u"move"_s) + plan.byOperation.value(u"promote"_s);
    QVERIFY(candidates > 0);
    QCOMPARE(retryTargetCandidates(plan), candidates);
    const QStringList expected = existingTargets(plan, 1000);
    QVERIFY(!expected.isEmpty());

    auto checked = checkRetryTargets(plan, *m_store, RetryTargetCheckOptions{});
    QVERIFY2(checked.ok(), qPrintable(checked.ok() ? QString() : checked.error().message));
    QCOMPARE(plan.targetCheck, TargetCheck::Made);
    QCOMPARE(plan.targetExists, expected);
    // The demo's rows whose target has a ".." segment fail again on a retry: flagged, not an
    // error that stops the dry run, and left out of what the console retries.
    const QStringList invalid = keyInvalidTargets(plan);
    QVERIFY(!invalid.isEmpty());
    QCOMPARE(plan.keyInvalid, invalid);
    QVERIFY(plan.hasFlags());
    for (const QString &id : invalid)
        QVERIFY(!plan.unflaggedIds().contains(id));
    QCOMPARE(checked->candidates, candidates);
    QCOMPARE(checked->checked, qMin<qint64>(candidates, 1000));

    // The one-call form outboxctl retry uses gives the same flags.
    RetryPlan again = deadPlan();
    QVERIFY(checkRetryTargets(again, *m_store).ok());
    QCOMPARE(again.targetExists, expected);
    QCOMPARE(again.targetCheck, TargetCheck::Made);
}

void TestRetryPlanning::targetCheckChunksLimitAndProgress() {
    RetryPlan plan = deadPlan();
    RetryTargetCheckOptions options;
    options.limit = 5;
    options.chunk = 2;
    QList<qint64> processed;
    options.progress = [&](const BatchProgress &p) {
        QCOMPARE(p.total, 5);
        processed.append(p.processed);
    };
    auto checked = checkRetryTargets(plan, *m_store, options);
    QVERIFY(checked.ok());
    QCOMPARE(processed, (QList<qint64>{2, 4, 5}));
    QCOMPARE(checked->checked, 5);
    QCOMPARE(checked->candidates, retryTargetCandidates(plan));
    QCOMPARE(plan.targetExists, existingTargets(plan, 5));
}

void TestRetryPlanning::targetCheckFailureOrCancelLeavesThePlan() {
    RetryPlan plan = deadPlan();
    // The store answers up to the first row whose target exists, then fails on the next lookup:
    // a row is flagged before the failure, and the plan still shows none.
    const auto looked = lookups(plan, 1000);
    qsizetype answers = 0;
    while (answers < looked.size() && !looked.at(answers).second)
        ++answers;
    ++answers;
    QVERIFY(answers < looked.size());
    FailingStore failing(*m_store, int(answers));
    auto failed = checkRetryTargets(plan, failing, RetryTargetCheckOptions{});
    OUTBOX_VERIFY_FAILS_AS(failed, ErrorKind::Failed, u"store unreachable"_s);
    QVERIFY(plan.targetExists.isEmpty());
    QCOMPARE(plan.targetCheck, TargetCheck::NotMade);

    CancelToken cancel;
    cancel.cancel();
    RetryTargetCheckOptions options;
    options.cancel = &cancel;
    auto cancelled = checkRetryTargets(plan, *m_store, options);
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
    QVERIFY(plan.targetExists.isEmpty());
    QCOMPARE(plan.targetCheck, TargetCheck::NotMade);
}

QTEST_GUILESS_MAIN(TestRetryPlanning)
#include "tst_retryplanning.moc"
