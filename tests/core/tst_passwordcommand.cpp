#include "auth/passwordcommand.h"
#include "datarows.h"
#include "failurechecks.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

// The password command runs through the real /bin/sh: its first line is the password; a failure
// names the exit status and standard error, never what it printed on standard output.
class TestPasswordCommand : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstLineIsThePassword_data() {
        test::addRows<QString, QString>(
            "command", "password",
            {{"one line", u"echo 's3cr3t with spaces'"_s, u"s3cr3t with spaces"_s},
             {"more lines", u"printf 'first\\nsecond\\n'"_s, u"first"_s},
             {"windows line end", u"printf 'tok\\r\\n'"_s, u"tok"_s},
             {"no line end", u"printf 'x=y+z/'"_s, u"x=y+z/"_s},
             {"stderr ignored", u"echo noise >&2; echo pw"_s, u"pw"_s}});
    }
    void firstLineIsThePassword() {
        QFETCH(QString, command);
        QFETCH(QString, password);
        auto got = auth::runPasswordCommand(command);
        QVERIFY2(got.ok(), got.ok() ? "" : qPrintable(got.error().message));
        QCOMPARE(*got, password);
    }

    void failuresSayWhyWithoutTheOutput_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("says");
        QTest::newRow("exit status") << u"echo leaked-secret; echo 'token expired' >&2; exit 3"_s
                                     << u"exit status 3: token expired"_s;
        QTest::newRow("no such program") << u"no-such-vault-cli get db"_s << u"exit status 127"_s;
        QTest::newRow("empty line") << u"echo"_s << u"printed no password"_s;
        QTest::newRow("nothing") << u"true"_s << u"printed no password"_s;
        QTest::newRow("killed") << u"echo leaked-secret; kill -9 $$"_s << u"crashed"_s;
        QTest::newRow("empty command") << u"  "_s << u"is empty"_s;
    }
    void failuresSayWhyWithoutTheOutput() {
        QFETCH(QString, command);
        QFETCH(QString, says);
        auto got = auth::runPasswordCommand(command);
        OUTBOX_VERIFY_FAILS_HIDING(got, says, u"leaked-secret"_s);
    }

    void aHungCommandTimesOut() {
        QElapsedTimer clock;
        clock.start();
        auto got = auth::runPasswordCommand(u"exec sleep 20"_s, 500);
        OUTBOX_VERIFY_FAILS_SAYING(got, u"did not finish"_s);
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestPasswordCommand)
#include "tst_passwordcommand.moc"
