// Payload masking: the mask itself (shapes, the default keys, a pattern that does not compile, a
// masked edit put back as stored), and outboxctl on a prod profile of a real SQLite FennFlow table:
// a masked or hidden value is in no output, export, audit record or settings file; --reveal is
// refused without a reason and audited with one; a resend that leaves a masked field as it was
// writes the stored value (a Vortos body).
#include "failurechecks.h"
#include "masking/payloadmask.h"
#include "testdatabases.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

const QString kEmail = u"alice.hidden@example.com"_s;
const QString kPhone = u"+44 20 7946 0958"_s;
// "Dear Alice, your new IBAN is on file." in base64.
const QString kLetter =
    QString::fromLatin1(QByteArray("Dear Alice, your new IBAN is on file.").toBase64());

QString customerPayload(const QString &path) {
    return u"{\"operation_type\":\"put\",\"storage_path\":\"%1\",\"customer\":{\"email\":\"%2\","
           u"\"phone\":\"%3\",\"first_name\":\"Alice\",\"tier\":\"gold\"},\"size\":1234}"_s.arg(
               path, kEmail, kPhone);
}

QJsonObject parse(const QString &text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// Every file under folder, read whole: what the user's settings and data folders hold.
QString everyFileUnder(const QString &folder) {
    QString all;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            all += QString::fromUtf8(f.readAll());
    }
    return all;
}

} // namespace

class TestMasking : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void maskedValuesKeepTheirShape();
    void hiddenAndNotJson();
    void aPatternThatDoesNotCompileIsRefused();
    void aMaskedEditIsPutBackAsStored();
    void prodProfileMasksEveryOutput();
    void revealNeedsAReasonAndIsAudited();
    void resendWritesTheStoredValue();
    void hiddenProfileShowsOnlySizes();
    void aCommandMayHideMoreNeverShowMore();

private:
    test::CliRun cli(const QStringList &args) {
        QProcessEnvironment env = test::userEnvironment(m_dir.path());
        env.insert(u"LANGUAGE"_s, u"en"_s);
        return test::runOutboxctl(args, env);
    }
    QString dbPath() const { return m_dir.filePath(u"outbox.sqlite"_s); }
    QString rowId(int n) const { return test::uuidFor(n).remove(u'-'); }
    // Everything a user collects: the run's outputs, the audit log, the profiles, exports.
    void verifyNowhere(const QString &secret, const test::CliRun &run);

    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_session;
};

void TestMasking::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(test::freshUserFolders(m_dir.path()));
    m_session = test::newSqlite(dbPath(), u"masking"_s, u"fennflow-sqlite.sql"_s);
    QVERIFY(m_session);
    QVERIFY(test::recordShippedVocabulary(*m_session, u"outbox"_s).ok());
    QSqlQuery q(m_session->database());
    q.prepare(u"INSERT INTO outbox (id, event_id, aggregate_type, aggregate_id, event_type, "
              u"payload, status, created_at, updated_at) VALUES (?, ?, 'StorageObject', ?, 'put', "
              u"?, ?, '2026-06-01 09:00:00.000000', '2026-06-01 09:00:00.000000')"_s);
    for (int n = 0; n < 3; ++n) {
        q.addBindValue(rowId(n));
        q.addBindValue(rowId(n + 100));
        q.addBindValue(u"default|||user-files|||f%1.bin"_s.arg(n));
        q.addBindValue(customerPayload(u"f%1.bin"_s.arg(n)));
        q.addBindValue(n == 0 ? u"failed"_s : u"pending"_s);
        QVERIFY2(q.exec(), qPrintable(q.lastQuery()));
    }
    // A Vortos put whose body is a letter to a customer (in the same file, its own table).
    QVERIFY(test::runSqlFile(*m_session, u"vortos-sqlite.sql"_s).ok());
    QVERIFY(test::runSql(*m_session, {u"DELETE FROM vortos_object_store_outbox"_s}).ok());
    q.prepare(u"INSERT INTO vortos_object_store_outbox (id, domain_event_id, operation, status, "
              u"attempt_count, payload, last_error, created_at) VALUES (?, 'evt-1', 'put', "
              u"'dead', 5, ?, 'Access Denied', '2026-06-01 09:00:00')"_s);
    q.addBindValue(test::uuidFor(7));
    q.addBindValue(
        u"{\"name\":\"put\",\"key\":\"letters/wrong.txt\",\"body_base64\":\"%1\"}"_s.arg(kLetter));
    QVERIFY2(q.exec(), qPrintable(q.lastQuery()));
    const auto vortos =
        cli({u"profile"_s, u"add"_s, u"letters"_s, u"--database"_s, u"sqlite://"_s + dbPath(),
             u"--table"_s, u"vortos_object_store_outbox"_s, u"--environment"_s, u"prod"_s});
    QVERIFY2(vortos.code == 0, qPrintable(vortos.err));
    const auto added =
        cli({u"profile"_s, u"add"_s, u"live"_s, u"--database"_s, u"sqlite://"_s + dbPath(),
             u"--table"_s, u"outbox"_s, u"--environment"_s, u"prod"_s});
    QVERIFY2(added.code == 0, qPrintable(added.err));
    const auto hidden =
        cli({u"profile"_s, u"add"_s, u"sealed"_s, u"--database"_s, u"sqlite://"_s + dbPath(),
             u"--table"_s, u"outbox"_s, u"--payload-visibility"_s, u"hidden"_s});
    QVERIFY2(hidden.code == 0, qPrintable(hidden.err));
}

void TestMasking::verifyNowhere(const QString &secret, const test::CliRun &run) {
    QVERIFY2(!run.out.contains(secret), qPrintable(run.out));
    QVERIFY2(!run.err.contains(secret), qPrintable(run.err));
    const QString files = everyFileUnder(m_dir.filePath(u"data"_s)) +
                          everyFileUnder(m_dir.filePath(u"config"_s)) +
                          everyFileUnder(m_dir.filePath(u"exports"_s));
    QVERIFY2(!files.contains(secret), "a masked value is in a file the user keeps");
}

void TestMasking::maskedValuesKeepTheirShape() {
    auto mask = PayloadMask::make(PayloadVisibility::Masked);
    QVERIFY(mask.ok());
    const QJsonObject shown = parse(mask->maskText(customerPayload(u"a/b.bin"_s)));
    const QJsonObject customer = shown.value(u"customer"_s).toObject();
    QCOMPARE(customer.value(u"email"_s).toString(), u"«masked string, 24 chars»"_s);
    QCOMPARE(customer.value(u"phone"_s).toString(), u"«masked string, 16 chars»"_s);
    QCOMPARE(customer.value(u"first_name"_s).toString(), u"«masked string, 5 chars»"_s);
    QCOMPARE(customer.value(u"tier"_s).toString(), u"gold"_s); // not a sensitive key
    QCOMPARE(shown.value(u"storage_path"_s).toString(), u"a/b.bin"_s);
    QCOMPARE(shown.value(u"size"_s).toInt(), 1234);
    // Vortos: the operation's "name" and its object keys stay; the body is a document.
    const QJsonObject put = parse(mask->maskText(
        u"{\"name\":\"put\",\"key\":\"docs/1.pdf\",\"body_base64\":\"aGVsbG8=\"}"_s));
    QCOMPARE(put.value(u"name"_s).toString(), u"put"_s);
    QCOMPARE(put.value(u"key"_s).toString(), u"docs/1.pdf"_s);
    QCOMPARE(put.value(u"body_base64"_s).toString(), u"«masked string, 8 chars»"_s);
    // Other shapes, at any depth and in arrays; null says nothing and stays.
    const QJsonObject shapes = parse(mask->maskText(
        u"{\"list\":[{\"iban\":\"DE89370400440532013000\"}],\"card\":4111111111111111,"
        u"\"token\":{\"a\":1,\"b\":2},\"password\":null,\"ip\":[1,2],\"zip_code\":true}"_s));
    QCOMPARE(shapes.value(u"list"_s).toArray().at(0).toObject().value(u"iban"_s).toString(),
             u"«masked string, 22 chars»"_s);
    QCOMPARE(shapes.value(u"card"_s).toString(), u"«masked number, 16 digits»"_s);
    QCOMPARE(shapes.value(u"token"_s).toString(), u"«masked object, 2 keys»"_s);
    QVERIFY(shapes.value(u"password"_s).isNull());
    QCOMPARE(shapes.value(u"ip"_s).toString(), u"«masked array, 2 items»"_s);
    QCOMPARE(shapes.value(u"zip_code"_s).toString(), u"«masked boolean»"_s);
    // A pattern of the user's own replaces the default.
    auto own = PayloadMask::make(PayloadVisibility::Masked, u"^storage_path$"_s);
    QVERIFY(own.ok());
    const QJsonObject ownShown = parse(own->maskText(customerPayload(u"users/alice/x.bin"_s)));
    QCOMPARE(ownShown.value(u"storage_path"_s).toString(), u"«masked string, 17 chars»"_s);
    QCOMPARE(ownShown.value(u"customer"_s).toObject().value(u"email"_s).toString(), kEmail);
}

void TestMasking::hiddenAndNotJson() {
    auto hidden = PayloadMask::make(PayloadVisibility::Hidden);
    QVERIFY(hidden.ok());
    QCOMPARE(hidden->maskText(customerPayload(u"p"_s)),
             u"«payload hidden: %1 bytes»"_s.arg(customerPayload(u"p"_s).toUtf8().size()));
    auto masked = PayloadMask::make(PayloadVisibility::Masked);
    QCOMPARE(masked->maskText(u"email=alice@example.com"_s),
             u"«payload masked: not JSON, 23 bytes»"_s);
    QVERIFY(PayloadMask::isWholePayloadPlaceholder(masked->maskText(u"x"_s)));
    auto full = PayloadMask::make(PayloadVisibility::Full);
    QCOMPARE(full->maskText(customerPayload(u"p"_s)), customerPayload(u"p"_s));
}

void TestMasking::aPatternThatDoesNotCompileIsRefused() {
    auto bad = PayloadMask::make(PayloadVisibility::Masked, u"email|("_s);
    OUTBOX_VERIFY_FAILS_SAYING(bad, u"email|("_s);
    const auto run = cli({u"profile"_s, u"add"_s, u"broken"_s, u"--database"_s,
                          u"sqlite://"_s + dbPath(), u"--mask-keys"_s, u"email|("_s});
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains(u"not a regular expression"_s), qPrintable(run.err));
    QVERIFY(!everyFileUnder(m_dir.filePath(u"config"_s)).contains(u"broken"_s));
    const auto badVisibility =
        cli({u"profile"_s, u"add"_s, u"broken"_s, u"--database"_s, u"sqlite://"_s + dbPath(),
             u"--payload-visibility"_s, u"partly"_s});
    QCOMPARE(badVisibility.code, 2);
    QVERIFY2(badVisibility.err.contains(u"full, masked or hidden"_s),
             qPrintable(badVisibility.err));
}

void TestMasking::aMaskedEditIsPutBackAsStored() {
    auto mask = PayloadMask::make(PayloadVisibility::Masked);
    const QString stored = customerPayload(u"f.bin"_s);
    // The user changes the path and leaves the masked fields as they were shown.
    QJsonObject edited = parse(mask->maskText(stored));
    edited.insert(u"storage_path"_s, u"fixed.bin"_s);
    auto restored =
        PayloadMask::restoreMasked(QString::fromUtf8(QJsonDocument(edited).toJson()), stored);
    QVERIFY2(restored.ok(), qPrintable(test::errorText(restored)));
    const QJsonObject written = parse(*restored);
    QCOMPARE(written.value(u"storage_path"_s).toString(), u"fixed.bin"_s);
    QCOMPARE(written.value(u"customer"_s).toObject().value(u"email"_s).toString(), kEmail);
    QCOMPARE(written.value(u"customer"_s).toObject().value(u"phone"_s).toString(), kPhone);
    // A masked value moved elsewhere cannot be put back: refused, naming the place.
    QJsonObject moved = parse(mask->maskText(stored));
    moved.insert(u"contact"_s, moved.value(u"customer"_s).toObject().value(u"email"_s));
    auto refused =
        PayloadMask::restoreMasked(QString::fromUtf8(QJsonDocument(moved).toJson()), stored);
    OUTBOX_VERIFY_FAILS_SAYING(refused, u"contact"_s);
    // A hidden payload cannot be edited at all.
    auto hidden = PayloadMask::make(PayloadVisibility::Hidden);
    QVERIFY(!PayloadMask::restoreMasked(hidden->maskText(stored), stored).ok());
}

void TestMasking::prodProfileMasksEveryOutput() {
    QDir().mkpath(m_dir.filePath(u"exports"_s));
    for (const QString &output : {u"json"_s, u"csv"_s, u"table"_s}) {
        const auto list = cli({u"--profile"_s, u"live"_s, u"list"_s, u"--output"_s, output});
        QVERIFY2(list.code == 0, qPrintable(list.err));
        if (output != u"table"_s) // the table has no payload column
            QVERIFY2(list.out.contains(u"«masked string, 24 chars»"_s), qPrintable(list.out));
        QFile exported(m_dir.filePath(u"exports/rows."_s + output));
        QVERIFY(exported.open(QIODevice::WriteOnly));
        exported.write(list.out.toUtf8());
        exported.close();
        verifyNowhere(kEmail, list);
        verifyNowhere(kPhone, list);
        const auto show = cli({u"--profile"_s, u"live"_s, u"show"_s, rowId(1), u"--output"_s,
                               output == u"csv"_s ? u"table"_s : output});
        QVERIFY2(show.code == 0, qPrintable(show.err));
        QVERIFY2(show.out.contains(u"«masked string, 16 chars»"_s), qPrintable(show.out));
        verifyNowhere(kEmail, show);
    }
    const auto json =
        cli({u"--profile"_s, u"live"_s, u"show"_s, rowId(1), u"--output"_s, u"json"_s});
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"payload_visibility"_s),
             QJsonValue(u"masked"_s));
}

void TestMasking::revealNeedsAReasonAndIsAudited() {
    const auto noReason = cli({u"--profile"_s, u"live"_s, u"show"_s, rowId(2), u"--reveal"_s});
    QCOMPARE(noReason.code, 2);
    QVERIFY2(noReason.err.contains(u"--reveal needs --reason"_s), qPrintable(noReason.err));
    verifyNowhere(kEmail, noReason);

    const auto shown = cli({u"--profile"_s, u"live"_s, u"show"_s, rowId(2), u"--reveal"_s,
                            u"--reason=INC-4711 customer asks"_s, u"--output"_s, u"json"_s});
    QVERIFY2(shown.code == 0, qPrintable(shown.err));
    QVERIFY2(shown.out.contains(kEmail), qPrintable(shown.out));
    const QString audit = everyFileUnder(m_dir.filePath(u"data"_s));
    QVERIFY2(audit.contains(u"\"action\":\"reveal\""_s), qPrintable(audit));
    QVERIFY2(audit.contains(u"INC-4711 customer asks"_s), qPrintable(audit));
    QVERIFY2(audit.contains(rowId(2)), qPrintable(audit));
    QVERIFY2(!audit.contains(kEmail), "the audit holds the revealed value");
}

void TestMasking::resendWritesTheStoredValue() {
    const auto init =
        cli({u"--profile"_s, u"letters"_s, u"relay"_s, u"init"_s, u"--reason=set-up"_s});
    QVERIFY2(init.code == 0, qPrintable(init.err));
    // The payload as the user sees it, with the key fixed and the masked body untouched.
    const QString id = test::uuidFor(7);
    const auto show = cli({u"--profile"_s, u"letters"_s, u"show"_s, id, u"--output"_s, u"json"_s});
    QVERIFY2(show.code == 0, qPrintable(show.err));
    verifyNowhere(kLetter, show);
    QJsonObject payload =
        QJsonDocument::fromJson(show.out.toUtf8()).object().value(u"payload"_s).toObject();
    QVERIFY(PayloadMask::isMaskToken(payload.value(u"body_base64"_s).toString()));
    payload.insert(u"key"_s, u"letters/alice.txt"_s);
    const QString file = m_dir.filePath(u"edited.json"_s);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(payload).toJson());
    f.close();
    const auto resent = cli({u"--profile"_s, u"letters"_s, u"resend"_s, id, u"--payload-file"_s,
                             file, u"--force"_s, u"--reason=fix key"_s});
    QVERIFY2(resent.code == 0, qPrintable(resent.err + resent.out));
    QVERIFY2(resent.out.contains(u"letters/alice.txt"_s), qPrintable(resent.out));
    verifyNowhere(kLetter, resent);
    QSqlQuery q(m_session->database());
    QVERIFY(q.exec(u"SELECT payload FROM vortos_object_store_outbox WHERE id <> '%1'"_s.arg(id)));
    QVERIFY(q.next());
    const QJsonObject written = parse(q.value(0).toString());
    QCOMPARE(written.value(u"key"_s).toString(), u"letters/alice.txt"_s);
    QCOMPARE(written.value(u"body_base64"_s).toString(), kLetter); // as stored, not the mask
}

void TestMasking::hiddenProfileShowsOnlySizes() {
    const auto list = cli({u"--profile"_s, u"sealed"_s, u"list"_s, u"--output"_s, u"json"_s});
    QVERIFY2(list.code == 0, qPrintable(list.err));
    QVERIFY2(list.out.contains(u"«payload hidden: "_s), qPrintable(list.out));
    verifyNowhere(kEmail, list);
    QVERIFY2(!list.out.contains(u"gold"_s), qPrintable(list.out));
    QVERIFY2(!list.out.contains(u"payload_error"_s), qPrintable(list.out));
}

void TestMasking::aCommandMayHideMoreNeverShowMore() {
    // More than the profile shows is a reveal: refused, and nothing shown.
    const auto more = cli({u"--profile"_s, u"live"_s, u"--payload-visibility=full"_s, u"list"_s,
                           u"--output"_s, u"json"_s});
    QCOMPARE(more.code, 3);
    QVERIFY2(more.err.contains(u"--reveal"_s), qPrintable(more.err));
    verifyNowhere(kEmail, more);
    // Less: hidden; and keys added to the profile's.
    const auto hidden = cli({u"--profile"_s, u"live"_s, u"--payload-visibility=hidden"_s, u"list"_s,
                             u"--output"_s, u"json"_s});
    QVERIFY2(hidden.code == 0 && hidden.out.contains(u"«payload hidden: "_s),
             qPrintable(hidden.err));
    const auto tier = cli({u"--profile"_s, u"live"_s, u"--mask-keys=^tier$"_s, u"show"_s, rowId(1),
                           u"--output"_s, u"json"_s});
    QVERIFY2(tier.code == 0, qPrintable(tier.err));
    const QJsonObject customer = QJsonDocument::fromJson(tier.out.toUtf8())
                                     .object()
                                     .value(u"payload"_s)
                                     .toObject()
                                     .value(u"customer"_s)
                                     .toObject();
    QCOMPARE(customer.value(u"tier"_s).toString(), u"«masked string, 4 chars»"_s);
    QVERIFY(PayloadMask::isMaskToken(customer.value(u"email"_s).toString())); // still masked
    // Without a profile, the options alone mask (a bare --database shows everything otherwise).
    const auto bare =
        cli({u"--database"_s, u"sqlite://"_s + dbPath(), u"--table"_s, u"outbox"_s,
             u"--payload-visibility=masked"_s, u"show"_s, rowId(1), u"--output"_s, u"json"_s});
    QVERIFY2(bare.code == 0, qPrintable(bare.err));
    verifyNowhere(kEmail, bare);
}

QTEST_GUILESS_MAIN(TestMasking)
#include "tst_masking.moc"
