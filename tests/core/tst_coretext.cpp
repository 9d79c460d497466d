// CoreText's English mode: texts that go into the shared database are English with English
// plural forms, whatever translator the program installed, on the threads that ask for it only.
#include "output/rowformat.h"
#include "query/outboxrow.h"
#include "util/coretr.h"

#include <QFile>
#include <QLocale>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Real core messages (core/objectstore/s3objectstore.cpp), so the translations have them.
const char *const kServerError = "the store failed with a server error (%n attempt(s))";
const char *const kThrottled =
    "the store is throttling requests and still was after %n attempt(s): try again later";
const char *const kNoObject = "the object does not exist";

QString serverError(int attempts) {
    return CoreText::tr(kServerError, nullptr, attempts);
}

// What f() gives on a new thread, which starts without an EnglishScope.
template <typename F> QString onOtherThread(F f) {
    QString result;
    QThread *thread = QThread::create([&] { result = f(); });
    thread->start();
    const bool ended = thread->wait(30000);
    delete thread;
    if (!ended)
        return u"(thread did not end)"_s;
    return result;
}

} // namespace

class TestCoreText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void englishPluralsBuiltIn();
    void translatedWithoutScope();
    void englishInScope();
    void realMessageBuilders();
    void nestingRestores();
    void scopeIsPerThread();
    void countsInCLocaleDigits();

private:
    QTranslator m_german;
    QLocale m_defaultLocale;
};

void TestCoreText::initTestCase() {
    // As outbox-console and outboxctl do for German: the project's translator and German numbers.
    // The build puts the .qm files next to bin/ as in the installed tree.
    const QString qm = QCoreApplication::applicationDirPath() +
                       u"/../share/outbox-console/translations/outbox-console_de.qm"_s;
    QVERIFY2(m_german.load(qm), qPrintable(qm));
    QVERIFY(QCoreApplication::installTranslator(&m_german));
    m_defaultLocale = QLocale();
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
}

void TestCoreText::cleanupTestCase() {
    QCoreApplication::removeTranslator(&m_german);
    QLocale::setDefault(m_defaultLocale);
}

void TestCoreText::englishPluralsBuiltIn() {
    // outbox_core carries the English .qm as a resource, reachable from any program linking it.
    QVERIFY(QFile::exists(u":/outbox-core/i18n/outbox-console_en.qm"_s));
}

void TestCoreText::translatedWithoutScope() {
    QVERIFY(!CoreText::isEnglishOnThisThread());
    QCOMPARE(serverError(4), u"der Speicher ist mit einem Serverfehler gescheitert (4 Versuche)"_s);
    QCOMPARE(serverError(1), u"der Speicher ist mit einem Serverfehler gescheitert (1 Versuch)"_s);
    QCOMPARE(CoreText::tr(kNoObject), QCoreApplication::translate("outbox", kNoObject));
    QVERIFY(CoreText::tr(kNoObject) != QString::fromUtf8(kNoObject));
}

void TestCoreText::englishInScope() {
    CoreText::EnglishScope english;
    QVERIFY(CoreText::isEnglishOnThisThread());
    QCOMPARE(serverError(4), u"the store failed with a server error (4 attempts)"_s);
    QCOMPARE(serverError(1), u"the store failed with a server error (1 attempt)"_s);
    QCOMPARE(serverError(0), u"the store failed with a server error (0 attempts)"_s);
    QCOMPARE(CoreText::tr(kThrottled, nullptr, 12345),
             u"the store is throttling requests and still was after 12345 attempts: try again "
             "later"_s);
    QCOMPARE(CoreText::tr(kNoObject), u"the object does not exist"_s);
    // A text without a count keeps its %n, as QCoreApplication::translate does.
    QCOMPARE(CoreText::tr("%n left"), u"%n left"_s);
}

void TestCoreText::realMessageBuilders() {
    // rowformat's retrySchedule() builds its text through CoreText::tr.
    const QDateTime now(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC);
    OutboxRow row;
    row.state = RowState::Dead;
    row.attempts = 4;
    QCOMPARE(retrySchedule(row, 5, now), u"tot nach 4 Versuchen"_s);
    {
        CoreText::EnglishScope english;
        QCOMPARE(retrySchedule(row, 5, now), u"dead after 4 attempts"_s);
        row.attempts = 1;
        QCOMPARE(retrySchedule(row, 5, now), u"dead after 1 attempt"_s);
        row.state = RowState::Pending;
        row.attempts = 2;
        row.nextAttemptAt = now.addSecs(100);
        QCOMPARE(retrySchedule(row, 5, now),
                 u"attempt 3 of 5, next in 1 min 40 s; dead after 3 more failures"_s);
    }
    QVERIFY(!retrySchedule(row, 5, now).contains(u"attempt"_s));
}

void TestCoreText::nestingRestores() {
    QVERIFY(!CoreText::isEnglishOnThisThread());
    {
        CoreText::EnglishScope outer;
        QCOMPARE(serverError(2), u"the store failed with a server error (2 attempts)"_s);
        {
            CoreText::EnglishScope inner;
            QCOMPARE(serverError(3), u"the store failed with a server error (3 attempts)"_s);
        }
        // The inner scope's end leaves the outer one in force.
        QVERIFY(CoreText::isEnglishOnThisThread());
        QCOMPARE(serverError(1), u"the store failed with a server error (1 attempt)"_s);
    }
    QVERIFY(!CoreText::isEnglishOnThisThread());
    QCOMPARE(serverError(2), u"der Speicher ist mit einem Serverfehler gescheitert (2 Versuche)"_s);
}

void TestCoreText::scopeIsPerThread() {
    const QString german = u"der Speicher ist mit einem Serverfehler gescheitert (4 Versuche)"_s;
    const QString english = u"the store failed with a server error (4 attempts)"_s;
    {
        // English here does not make another thread English...
        CoreText::EnglishScope scope;
        QCOMPARE(onOtherThread([] { return serverError(4); }), german);
        QCOMPARE(onOtherThread([] { return CoreText::isEnglishOnThisThread() ? u"en"_s : u"-"_s; }),
                 u"-"_s);
        QCOMPARE(serverError(4), english);
    }
    // ...and another thread's scope does not make this one English, also while it is in force.
    QSemaphore inScope;
    QSemaphore checked;
    QString there;
    QThread *thread = QThread::create([&] {
        CoreText::EnglishScope scope;
        there = serverError(4);
        inScope.release();
        checked.acquire();
        there += u'|' + serverError(4);
    });
    thread->start();
    QVERIFY(inScope.tryAcquire(1, 30000));
    const QString here = serverError(4);
    checked.release();
    QVERIFY(thread->wait(30000));
    delete thread;
    QCOMPARE(here, german);
    QCOMPARE(there, english + u'|' + english);
    QCOMPARE(serverError(4), german);
}

void TestCoreText::countsInCLocaleDigits() {
    // German is the default locale here: %Ln would be 12.345 in the application's text.
    const char *const text = "%Ln of %n row(s)";
    QCOMPARE(CoreText::tr(text, nullptr, 12345), u"12.345 of 12345 row(s)"_s);
    CoreText::EnglishScope english;
    QCOMPARE(CoreText::tr(text, nullptr, 12345), u"12345 of 12345 row(s)"_s);
    QCOMPARE(CoreText::tr("%n%% and %Lx %L", nullptr, 7), u"7%% and %Lx %L"_s);
}

QTEST_GUILESS_MAIN(TestCoreText)
#include "tst_coretext.moc"
