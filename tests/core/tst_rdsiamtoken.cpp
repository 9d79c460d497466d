#include "auth/awscredentials.h"
#include "auth/rdsiamtoken.h"
#include "failurechecks.h"
#include "testdatabases.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

// The RDS IAM token against AWS's own signer (@aws-sdk/rds-signer, run by Node at the same
// instant): the whole token must be equal, not only its shape. Credentials as AWS's tools find
// them: from the environment and from a shared credentials file.
class TestRdsIamToken : public QObject {
    Q_OBJECT
    QProcessEnvironment m_node;
    QTemporaryDir m_dir;
    const QDateTime m_at = QDateTime(QDate(2026, 12, 6), QTime(15, 38, 46), Qt::UTC);

    // AWS's token for the request at m_at, with credentials from env (added to Node's).
    QString awsToken(const auth::RdsTokenRequest &r, const QProcessEnvironment &env,
                     bool atFixedInstant = true) {
        QProcessEnvironment all = m_node;
        for (const QString &key : {u"AWS_ACCESS_KEY_ID"_s, u"AWS_SECRET_ACCESS_KEY"_s,
                                   u"AWS_SESSION_TOKEN"_s, u"AWS_PROFILE"_s})
            all.remove(key);
        all.insert(u"AWS_CONFIG_FILE"_s, u"/dev/null"_s); // no region or profile from the machine
        all.insert(u"AWS_SHARED_CREDENTIALS_FILE"_s, m_dir.filePath(u"none"_s));
        all.insert(env);
        QStringList args{r.host, QString::number(r.port), r.user, r.region};
        if (atFixedInstant)
            args << QString::number(m_at.toMSecsSinceEpoch());
        const test::CliRun run = test::runNodeTool(u"rds-token.js"_s, args, all);
        if (run.code != 0)
            qWarning().noquote() << "rds-token.js:" << run.err;
        return run.out.trimmed();
    }

    // The columns of a token's input (host, port, user, region) and last, a QString.
    static void addTokenInputColumns(const char *last) {
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>(last);
    }

private Q_SLOTS:
    void initTestCase() {
        QString problem;
        m_node = test::nodeEnvironment(&problem);
        QVERIFY2(!m_node.isEmpty(), qPrintable(problem));
    }

    void equalsAwsSigner_data() {
        addTokenInputColumns("sessionToken");
        QTest::newRow("postgres") << u"orders.cluster-c1.eu-west-1.rds.amazonaws.com"_s << 5432
                                  << u"ops_user"_s << u"eu-west-1"_s << QString();
        QTest::newRow("session token") << u"db.example"_s << 3306 << u"support"_s << u"us-east-1"_s
                                       << u"IQoJb3JpZ2luX2VjE/+=token"_s;
        QTest::newRow("user to encode") << u"DB-Upper.example"_s << 15432 << u"ops user@x+y"_s
                                        << u"ap-southeast-2"_s << QString();
    }

    void equalsAwsSigner() {
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, user);
        QFETCH(QString, region);
        QFETCH(QString, sessionToken);
        const auth::RdsTokenRequest r{host, port, user, region};
        const sigv4::Credentials c{u"AKIDEXAMPLE"_s, u"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"_s,
                                   sessionToken};
        QProcessEnvironment env;
        env.insert(u"AWS_ACCESS_KEY_ID"_s, c.accessKeyId);
        env.insert(u"AWS_SECRET_ACCESS_KEY"_s, c.secretAccessKey);
        if (!sessionToken.isEmpty())
            env.insert(u"AWS_SESSION_TOKEN"_s, sessionToken);
        // The credentials as the console reads them from the same environment.
        auto found = auth::awsCredentials(env);
        QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error().message));
        auto ours = auth::rdsIamToken(r, *found, m_at);
        QVERIFY2(ours.ok(), ours.ok() ? "" : qPrintable(ours.error().message));
        const QString theirs = awsToken(r, env);
        QVERIFY(theirs.startsWith(u"%1:%2/?Action=connect&"_s.arg(host).arg(port)));
        QCOMPARE(*ours, theirs);
        // Another instant is another token: the comparison can fail.
        QVERIFY(*auth::rdsIamToken(r, c, m_at.addSecs(1)) != theirs);
    }

    // `outboxctl auth rds-token` and AWS's signer, run at the same instant (the same second:
    // tried again when a second boundary falls between them).
    void cliTokenEqualsAwsSigner() {
        QProcessEnvironment env;
        env.insert(u"AWS_ACCESS_KEY_ID"_s, u"AKIDCLI"_s);
        env.insert(u"AWS_SECRET_ACCESS_KEY"_s, u"cli/secret+key"_s);
        QProcessEnvironment cliEnv = QProcessEnvironment::systemEnvironment();
        cliEnv.insert(env);
        const auth::RdsTokenRequest r{u"db.example"_s, 5432, u"ops"_s, u"eu-west-1"_s};
        const QRegularExpression date(u"X-Amz-Date=(\\w+)"_s);
        bool compared = false;
        for (int attempt = 0; attempt < 5 && !compared; ++attempt) {
            const QString before = awsToken(r, env, false);
            const test::CliRun cli =
                test::runOutboxctl({u"auth"_s, u"rds-token"_s, u"--host=db.example"_s,
                                    u"--port=5432"_s, u"--user=ops"_s, u"--region=eu-west-1"_s},
                                   cliEnv);
            QVERIFY2(cli.code == 0, qPrintable(cli.err));
            const QString after = awsToken(r, env, false);
            const QString ours = cli.out.trimmed();
            if (date.match(before).captured(1) != date.match(after).captured(1))
                continue;
            QCOMPARE(date.match(ours).captured(1), date.match(before).captured(1));
            QCOMPARE(ours, before);
            compared = true;
        }
        QVERIFY2(compared, "never the same second in five tries");
        const test::CliRun missing = test::runOutboxctl(
            {u"auth"_s, u"rds-token"_s, u"--host=db.example"_s, u"--port=5432"_s}, cliEnv);
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains(u"--user"_s), qPrintable(missing.err));
    }

    // AWS_PROFILE in a shared credentials file, as `aws configure` writes it.
    void credentialsFromTheSharedFile() {
        const QString file = m_dir.filePath(u"credentials"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[default]\naws_access_key_id = AKIDDEFAULT\naws_secret_access_key = other\n\n"
                "# the support role\n[support]\naws_access_key_id = AKIDSUPPORT\n"
                "aws_secret_access_key = s3cr3t/with+chars\naws_session_token = FwoGZXIvYXdz\n");
        f.close();
        QProcessEnvironment env;
        env.insert(u"AWS_PROFILE"_s, u"support"_s);
        env.insert(u"AWS_SHARED_CREDENTIALS_FILE"_s, file);
        auto found = auth::awsCredentials(env);
        QVERIFY2(found.ok(), found.ok() ? "" : qPrintable(found.error().message));
        QCOMPARE(found->accessKeyId, u"AKIDSUPPORT"_s);
        QCOMPARE(found->sessionToken, u"FwoGZXIvYXdz"_s);
        const auth::RdsTokenRequest r{u"db.example"_s, 5432, u"ops"_s, u"eu-central-1"_s};
        QCOMPARE(*auth::rdsIamToken(r, *found, m_at), awsToken(r, env));

        env.insert(u"AWS_PROFILE"_s, u"missing"_s);
        auto missing = auth::awsCredentials(env);
        OUTBOX_VERIFY_FAILS_SAYING(missing, u"no profile [missing]"_s);
    }

    void badInputNamesTheProblem_data() {
        addTokenInputColumns("says");
        QTest::newRow("host with a path")
            << u"db/x"_s << 5432 << u"u"_s << u"eu-west-1"_s << u"RDS host"_s;
        QTest::newRow("port") << u"db"_s << 0 << u"u"_s << u"eu-west-1"_s << u"RDS port"_s;
        QTest::newRow("user") << u"db"_s << 5432 << QString() << u"eu-west-1"_s
                              << u"database user"_s;
        QTest::newRow("region") << u"db"_s << 5432 << u"u"_s << u"Ireland"_s << u"region"_s;
    }

    void badInputNamesTheProblem() {
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, user);
        QFETCH(QString, region);
        QFETCH(QString, says);
        auto token = auth::rdsIamToken({host, port, user, region}, {u"AK"_s, u"SK"_s, {}}, m_at);
        OUTBOX_VERIFY_FAILS_SAYING(token, says);
    }

    void halfTheKeysIsAnError() {
        QProcessEnvironment env;
        env.insert(u"AWS_ACCESS_KEY_ID"_s, u"AK"_s);
        env.insert(u"HOME"_s, m_dir.path());
        auto found = auth::awsCredentials(env);
        QVERIFY(!found.ok());
        QVERIFY(found.error().message.contains(u"must be set together"_s));
    }
};

QTEST_GUILESS_MAIN(TestRdsIamToken)
#include "tst_rdsiamtoken.moc"
