// The embedded relay panel, offscreen, against real parts: the demo workspace (SQLite, Vortos
// rows into its folder object store) and a Vortos table on PostgreSQL. Delivery end to end with
// the counters reaching the totals, pause/resume, stop, the audit records, read-only refusal,
// the other-relays warning (a session holding row locks), and closing while running.
#include "guitest.h"
#include "query/errorsignature.h"
#include "ui/common/changeconfirmation.h"
#include "ui/relay/relaypanel.h"

#include "demo/demoworkspace.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "secretstore.h"
#include "testdatabases.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::darkPalette;
using test::screenshotPath;

class TestRelayPanel : public QObject {
    Q_OBJECT

    struct Demo {
        DemoWorkspace ws;
        ConnectionTarget target; // of the Vortos profile
        OutboxTable table;
        test::TargetTable fennFlow;
    };

    // profile's target and table, resolved as the console does (nullopt when it does not resolve).
    static std::optional<test::TargetTable> resolveProfile(const Profile &profile) {
        auto target = ConnectionTarget::fromProfile(profile);
        if (!target)
            return std::nullopt;
        DatabaseSession session(target->spec, u"relaypanel-resolve"_s);
        auto table = TableResolver::resolve(session, target->request);
        if (!table)
            return std::nullopt;
        return test::TargetTable{*target, *table};
    }

    // panel on the demo's Vortos table with fast options, its relay started as a user starts it;
    // false when the button could not be clicked or the relay did not start within 15 s.
    bool startOnDemo(RelayPanel &panel, const Demo &d) {
        panel.setRelayOptions(RelaySettings{}, fastOptions());
        panel.setTarget(d.target, d.table, m_secrets);
        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        return test::clickButton(panel, u"relayStartButton"_s) && started.wait(15000);
    }

    // A fresh small demo workspace, its Vortos and FennFlow profiles resolved as the console does.
    std::optional<Demo> demo(const QString &name, int vortosRows = 900) {
        DemoOptions o;
        o.directory = m_dir.filePath(name);
        o.vortosRows = vortosRows;
        // History that ended a day ago: every retry it scheduled is due now, so no row becomes
        // due while a test counts.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        o.anchor = QDateTime(now.date().addDays(-1), QTime(now.time().hour(), 0), Qt::UTC);
        o.fennFlowRows = 100;
        auto ws = DemoWorkspace::create(o, true);
        if (!ws)
            return std::nullopt;
        const auto vortos = resolveProfile(ws->vortosProfile);
        const auto fennFlow = resolveProfile(ws->fennFlowProfile);
        if (!vortos || !fennFlow)
            return std::nullopt;
        return Demo{*ws, vortos->target, vortos->table, *fennFlow};
    }

    static qint64 scalar(const ConnectionSpec &spec, const QString &sql) {
        DatabaseSession session(spec, u"relaypanel-count"_s);
        if (!session.open())
            return -1;
        QSqlQuery q(session.database());
        if (!q.exec(sql) || !q.next()) {
            qWarning() << q.lastError().text();
            return -1;
        }
        return q.value(0).toLongLong();
    }

    // Rows a relay may claim now (pending, due).
    static qint64 readyDemoRows(const Demo &d) {
        const QString now = QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-dd HH:mm:ss"_s);
        return scalar(d.target.spec,
                      u"SELECT count(*) FROM vortos_object_store_outbox WHERE status = 'pending' "
                      "AND (next_attempt_at IS NULL OR next_attempt_at <= '%1')"_s.arg(now));
    }

    QList<AuditRecord> audit(const QString &action, const QString &table) {
        QList<AuditRecord> out;
        auto recent = AuditLog().recent(1'000'000); // every record: a window would saturate
        if (!recent)
            return out;
        for (const AuditRecord &r : *recent)
            if (r.action == action && r.table == table)
                out.append(r);
        return out;
    }

    RunnerOptions fastOptions() const {
        RunnerOptions o;
        o.sleepSeconds = 1;
        return o;
    }

    // panel at 900 × 680, shown, relaying fast (fastOptions) and sampling and counting often, on
    // table of target.
    void showFast(RelayPanel &panel, const ConnectionTarget &target, const OutboxTable &table) {
        panel.resize(900, 680);
        panel.show();
        panel.setRelayOptions(RelaySettings{}, fastOptions());
        panel.setSampleInterval(300);
        panel.setCounterInterval(100);
        panel.setTarget(target, table, m_secrets);
    }

    QTemporaryDir m_dir;
    MemorySecretStore m_secrets;
    int m_confirmations = 0;
    std::optional<QString> m_answer = u""_s;
    ChangeDescription m_lastChange;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The test-mode audit log is shared by the GUI tests and outlives runs: start afresh.
        QFile::remove(AuditLog().path());
        setConfirmationHookForTests([this](const ChangeDescription &change,
                                           const ConnectionTarget &) -> std::optional<QString> {
            ++m_confirmations;
            m_lastChange = change;
            return m_answer;
        });
    }

    void cleanupTestCase() { setConfirmationHookForTests({}); }

    void deliversDemoRows() {
        auto d = demo(u"deliver"_s, 12000);
        QVERIFY(d);
        const qint64 ready = readyDemoRows(*d);
        QVERIFY2(ready > 50, qPrintable(QString::number(ready)));

        RelayPanel panel;
        showFast(panel, d->target, d->table);
        // Every ready row claimed exactly once, countable beforehand: not in order per object,
        // where a row behind a dead or refused one of its object waits (tst_relay tests that).
        panel.findChild<QCheckBox *>(u"relayInOrder"_s)->setChecked(false);
        QCOMPARE(panel.state(), RelayPanel::State::Stopped);
        auto *start = panel.findChild<QPushButton *>(u"relayStartButton"_s);
        QVERIFY(start && start->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(panel.lagSamples() >= 1, 10000);

        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        m_confirmations = 0;
        m_answer = u""_s;
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(m_confirmations, 1);
        QVERIFY(m_lastChange.summary.contains(u"vortos_object_store_outbox"_s));
        QVERIFY(m_lastChange.summary.contains(u"will be delivered to"_s));
        QVERIFY(started.wait(15000));
        QVERIFY(panel.destination().contains(d->ws.objectStorePath) ||
                panel.destination().contains(u"folder"_s));
        QTRY_COMPARE_WITH_TIMEOUT(panel.totals().claimed, ready, 60000);
        const RelayPanel::Totals t = panel.totals();
        QCOMPARE(t.delivered + t.failed + t.dead, t.claimed);
        QVERIFY(t.delivered > 0);
        QCOMPARE(panel.state(), RelayPanel::State::Running);
        QTRY_COMPARE_WITH_TIMEOUT(panel.findChild<QLabel *>(u"relayClaimed"_s)->text(),
                                  QLocale().toString(ready), 5000);
        QCOMPARE(panel.findChild<QLabel *>(u"relayDelivered"_s)->text(),
                 QLocale().toString(t.delivered));
        QCOMPARE(panel.findChild<QLabel *>(u"relayDead"_s)->text(), QLocale().toString(t.dead));
        QVERIFY(panel.logText().contains(u"Batch: 50 claimed"_s));
        // The demo's rows fail for known reasons: the last errors come grouped by signature,
        // as Error Groups groups them, and an error opens its row.
        QVERIFY(t.failed + t.dead > 0);
        QVERIFY(!panel.lastErrors().isEmpty());
        auto *errors = panel.findChild<QTreeWidget *>(u"relayErrors"_s);
        QVERIFY(errors && errors->topLevelItemCount() > 0);
        int listed = 0;
        for (int g = 0; g < errors->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = errors->topLevelItem(g);
            QCOMPARE(group->text(1), QLocale().toString(group->childCount()));
            for (int c = 0; c < group->childCount(); ++c)
                QCOMPARE(errorSignature(group->child(c)->toolTip(0)),
                         group->data(0, Qt::UserRole).toString());
            listed += group->childCount();
        }
        QCOMPARE(listed, panel.lastErrors().size());
        QTreeWidgetItem *first = errors->topLevelItem(0)->child(0);
        QSignalSpy showRows(&panel, &RelayPanel::showRowsRequested);
        emit errors->itemActivated(first, 0);
        QCOMPARE(showRows.size(), 1);
        const QStringList shownIds = showRows.constFirst().constFirst().toStringList();
        QCOMPARE(shownIds.size(), 1);
        const QStringList all = panel.lastErrors();
        QVERIFY(std::any_of(all.cbegin(), all.cend(), [&](const QString &e) {
            return e.startsWith(shownIds.constFirst() + u": "_s) &&
                   first->toolTip(0) == e.mid(shownIds.constFirst().size() + 2);
        }));
        QTRY_VERIFY_WITH_TIMEOUT(panel.lagSamples() >= 3, 10000);
        QCOMPARE(readyDemoRows(*d), 0); // every due row settled
        // Idle now: the rate keeps the last burst's pace, said to be idle (before: it read 0.0
        // a moment after the rows went by).
        auto *rate = panel.findChild<QLabel *>(u"relayRate"_s);
        QTRY_VERIFY_WITH_TIMEOUT(rate->text().contains(u"idle"_s), 10000);
        QVERIFY2(QLocale().toDouble(rate->text().section(u' ', 0, 0)) > 0,
                 qPrintable(rate->text()));
        QTest::qWait(400); // one more chart sample after the drain
        QVERIFY(panel.grab().save(screenshotPath(u"relaypanel-running.png"_s)));

        QSignalSpy stopped(&panel, &RelayPanel::relayStopped);
        QTest::mouseClick(panel.findChild<QPushButton *>(u"relayStopButton"_s), Qt::LeftButton);
        QVERIFY(stopped.wait(15000));
        QTRY_COMPARE(panel.state(), RelayPanel::State::Stopped);
        QVERIFY(stopped.constFirst().constFirst().toString().contains(
            u"%1 delivered"_s.arg(t.delivered)));
        QVERIFY(start->isEnabled());

        const auto starts = audit(u"relay-start"_s, u"vortos_object_store_outbox"_s);
        const auto stops = audit(u"relay-stop"_s, u"vortos_object_store_outbox"_s);
        QVERIFY(!starts.isEmpty() && !stops.isEmpty());
        QCOMPARE(starts.constFirst().profile, u"demo"_s);
        QVERIFY(stops.constFirst().outcome.contains(u"%1 delivered"_s.arg(t.delivered)));
    }

    void darkScreenshot() {
        const test::ScopedPalette dark(darkPalette());
        auto d = demo(u"dark"_s, 12000);
        QVERIFY(d);
        RelayPanel panel;
        showFast(panel, d->target, d->table);
        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QVERIFY(started.wait(15000));
        QTRY_VERIFY_WITH_TIMEOUT(panel.totals().claimed > 0 && panel.lagSamples() >= 4, 15000);
        QTest::qWait(200);
        QVERIFY(panel.grab().save(screenshotPath(u"relaypanel-running-dark.png"_s)));
        QVERIFY(test::clickButton(panel, u"relayStopButton"_s));
    }

    void pauseResumeStop() {
        auto d = demo(u"pause"_s);
        QVERIFY(d);
        const qint64 ready = readyDemoRows(*d);
        RelayPanel panel;
        panel.show();
        RelaySettings settings;
        settings.batchSize = 10;
        panel.setRelayOptions(settings, fastOptions());
        panel.setCounterInterval(100);
        panel.setTarget(d->target, d->table, m_secrets);
        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        panel.setPaused(true); // before the first batch: nothing is claimed
        QVERIFY(started.wait(15000));
        QCOMPARE(panel.state(), RelayPanel::State::Paused);
        auto *pause = panel.findChild<QPushButton *>(u"relayPauseButton"_s);
        QVERIFY(pause->text().contains(u"Resume"_s));
        QTest::qWait(1500);
        QCOMPARE(panel.totals().claimed, 0);
        QCOMPARE(readyDemoRows(*d), ready);

        QTest::mouseClick(pause, Qt::LeftButton); // resume
        QCOMPARE(panel.state(), RelayPanel::State::Running);
        QTRY_COMPARE_WITH_TIMEOUT(panel.totals().claimed, ready, 30000);
        QTest::mouseClick(pause, Qt::LeftButton); // pause again
        QCOMPARE(panel.state(), RelayPanel::State::Paused);
        QTest::qWait(1200); // a batch in hand settles
        // New work while paused is left alone.
        {
            DatabaseSession s(d->target.spec, u"relaypanel-requeue"_s);
            QVERIFY(s.open().ok());
            QVERIFY(test::runSql(s, {u"UPDATE vortos_object_store_outbox SET status = 'pending', "
                                     "next_attempt_at = NULL WHERE id IN (SELECT id FROM "
                                     "vortos_object_store_outbox WHERE status = 'done' AND "
                                     "operation = 'delete' LIMIT 5)"_s})
                        .ok());
        }
        QCOMPARE(readyDemoRows(*d), 5);
        QTest::qWait(2500);
        QCOMPARE(panel.totals().claimed, ready); // no batch while paused
        QCOMPARE(readyDemoRows(*d), 5);
        QTest::mouseClick(pause, Qt::LeftButton); // resume: the new rows go
        QTRY_COMPARE_WITH_TIMEOUT(panel.totals().claimed, ready + 5, 15000);
        QCOMPARE(readyDemoRows(*d), 0);

        QSignalSpy stopped(&panel, &RelayPanel::relayStopped);
        QVERIFY(test::clickButton(panel, u"relayStopButton"_s));
        QCOMPARE(panel.state(), RelayPanel::State::Stopping);
        QVERIFY(stopped.wait(15000));
        QTRY_COMPARE(panel.state(), RelayPanel::State::Stopped);
        QCOMPARE(panel.totals().claimed, ready + 5);
        QVERIFY(panel.logText().contains(u"Paused"_s) && panel.logText().contains(u"Resumed"_s));
    }

    void declinedConfirmationStartsNothing() {
        auto d = demo(u"declined"_s);
        QVERIFY(d);
        RelayPanel panel;
        panel.setTarget(d->target, d->table, m_secrets);
        m_answer = std::nullopt;
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        m_answer = u""_s;
        QVERIFY(!panel.isRunning());
        QCOMPARE(panel.state(), RelayPanel::State::Stopped);
    }

    // "In order per object" on Vortos, "per file" on FennFlow (the default) or not; the
    // confirmation says which.
    void fennFlowInOrderChoice() {
        auto d = demo(u"inorder"_s);
        QVERIFY(d);
        RelayPanel panel;
        panel.show();
        auto *inOrder = panel.findChild<QCheckBox *>(u"relayInOrder"_s);
        QVERIFY(inOrder);
        panel.setTarget(d->target, d->table, m_secrets);
        QVERIFY(inOrder->isVisible());
        QVERIFY2(inOrder->text().remove(u'&').contains(u"per object"_s),
                 qPrintable(inOrder->text()));
        m_answer = std::nullopt;
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QVERIFY2(m_lastChange.details.join(u'\n').contains(u"touch one object are carried out in "
                                                           "order"_s),
                 qPrintable(m_lastChange.details.join(u'\n')));
        m_answer = u""_s;
        panel.setTarget(d->fennFlow.target, d->fennFlow.table, m_secrets);
        QVERIFY(inOrder->isVisible());
        QVERIFY(inOrder->text().remove(u'&').contains(u"per file"_s));
        QVERIFY(inOrder->isChecked());
        panel.resize(1024, 600);
        QVERIFY(test::grabTo(panel, u"relaypanel-fennflow.png"_s));
        m_answer = std::nullopt; // declined: nothing starts, but the confirmation was shown
        const int asked = m_confirmations;
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QCOMPARE(m_confirmations, asked + 1);
        QVERIFY2(m_lastChange.details.join(u'\n').contains(u"delivered in order"_s),
                 qPrintable(m_lastChange.details.join(u'\n')));
        QTest::keyClick(inOrder, Qt::Key_Space); // unchecked, as the space bar does
        QVERIFY(!inOrder->isChecked());
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QVERIFY2(m_lastChange.details.join(u'\n').contains(u"whatever their file"_s),
                 qPrintable(m_lastChange.details.join(u'\n')));
        m_answer = u""_s;
        QVERIFY(!panel.isRunning());
    }

    // FennFlow: "Test Publish" sends one event to the profile's sink and touches no row; a sink
    // that cannot be reached says why; "Sink Settings…" asks for the profile's relay page.
    void fennFlowTestPublish() {
        auto d = demo(u"testpublish"_s);
        QVERIFY(d);
        const test::TargetTable &fenn = d->fennFlow;
        const QString sinkFile = d->ws.directory + u"/events.jsonl"_s;
        QFile::remove(sinkFile);
        const auto rowsByStatus = [&] {
            return scalar(fenn.target.spec,
                          u"SELECT count(*) FROM outbox WHERE status = 'sent'"_s) *
                       1'000'000 +
                   scalar(fenn.target.spec, u"SELECT count(*) FROM outbox"_s);
        };
        const qint64 before = rowsByStatus();
        RelayPanel panel;
        panel.show();
        panel.setTarget(fenn.target, fenn.table, m_secrets);
        auto *button = panel.findChild<QPushButton *>(u"relayTestPublishButton"_s);
        auto *settings = panel.findChild<QPushButton *>(u"relaySinkSettingsButton"_s);
        QVERIFY(button && settings);
        QVERIFY(button->isVisible() && button->isEnabled() && settings->isVisible());
        QSignalSpy tested(&panel, &RelayPanel::publishTested);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));
        QVERIFY(panel.logText().contains(u"reached"_s));
        // The sink is spelled one way: the header, the log's "Sending…" and "reached" lines.
        const QString sinkName = u"file "_s + QFileInfo(sinkFile).absoluteFilePath();
        QVERIFY(panel.findChild<QLabel *>(u"relayTitle"_s)->text().endsWith(sinkName));
        QCOMPARE(panel.logText().count(sinkName), 2);
        QFile f(sinkFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 2); // one line and its newline
        const QJsonObject event = QJsonDocument::fromJson(lines.at(0)).object();
        QCOMPARE(event.value(u"event_type"_s).toString(), u"test"_s);
        QVERIFY(tested.at(0).at(1).toString().contains(event.value(u"event_id"_s).toString()));
        QCOMPARE(rowsByStatus(), before); // no row claimed, sent or added
        QVERIFY(button->isEnabled());

        // A webhook nobody listens on (a closed loopback port): the reason, in the log too.
        Profile unreachable = d->ws.fennFlowProfile;
        const QString closed = QString::number(test::closedPort());
        unreachable.sink = u"webhook:http://127.0.0.1:%1/events"_s.arg(closed);
        panel.setProfile(unreachable);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 30000);
        QVERIFY(!tested.at(1).at(0).toBool());
        QVERIFY2(tested.at(1).at(1).toString().contains(u"refused"_s, Qt::CaseInsensitive),
                 qPrintable(tested.at(1).at(1).toString()));
        QVERIFY(panel.logText().contains(u"Test publish failed"_s));
        QVERIFY(panel.findChild<QLabel *>(u"relayTitle"_s)
                    ->text()
                    .contains(u"webhook http://127.0.0.1:%1"_s.arg(closed)));

        QSignalSpy requested(&panel, &RelayPanel::sinkSettingsRequested);
        QTest::mouseClick(settings, Qt::LeftButton);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), d->ws.fennFlowProfile.name);
    }

    // Sink Settings saved while the relay runs: the header says the running relay
    // still uses the old sink and that a restart applies the new one (before, it went on showing
    // the old sink as if it were the saved one).
    void sinkSettingsSavedWhileRunning() {
        auto d = demo(u"sinkchange"_s);
        QVERIFY(d);
        const test::TargetTable &fenn = d->fennFlow;
        RelayPanel panel;
        panel.show();
        panel.setRelayOptions(RelaySettings{}, fastOptions());
        panel.setTarget(fenn.target, fenn.table, m_secrets);
        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        auto *title = panel.findChild<QLabel *>(u"relayTitle"_s);
        const QString beforeStart = title->text();
        m_answer = u""_s;
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QVERIFY(started.wait(15000));
        const QString running = title->text();
        // Started, the header names the sink as it did before: one spelling.
        QCOMPARE(running, beforeStart);
        QVERIFY(running.endsWith(started.at(0).at(0).toString()));
        Profile changed = d->ws.fennFlowProfile;
        changed.sink = u"file:"_s + d->ws.directory + u"/other-events.jsonl"_s;
        panel.setProfile(changed);
        QVERIFY2(title->text().contains(u"apply"_s) && title->text().contains(u"other-events"_s),
                 qPrintable(title->text()));
        QVERIFY2(title->text().startsWith(running), qPrintable(running + u" / "_s + title->text()));
        QSignalSpy stopped(&panel, &RelayPanel::relayStopped);
        QVERIFY(test::clickButton(panel, u"relayStopButton"_s));
        QVERIFY(stopped.wait(15000));
    }

    // The log tells one profile's story; opening another profile's table starts it
    // afresh instead of mixing the two.
    void logKeepsToOneProfile() {
        auto d = demo(u"logprofiles"_s);
        QVERIFY(d);
        const ConnectionTarget &fenn = d->fennFlow.target;
        const ConnectionTarget &vortos = d->target;
        RelayPanel panel;
        panel.setTarget(fenn, d->fennFlow.table, m_secrets);
        QVERIFY(panel.logText().contains(fenn.label));
        panel.setTarget(fenn, d->fennFlow.table, m_secrets); // the same table again: the log stays
        QCOMPARE(panel.logText().count(fenn.label), 2);
        panel.setTarget(vortos, d->table, m_secrets);
        QVERIFY(panel.logText().contains(vortos.label));
        QVERIFY2(!panel.logText().contains(fenn.label), qPrintable(panel.logText()));
    }

    // Relays registered on the table (outbox_console_relays) with a recent heartbeat are named
    // in the panel's warning; one whose heartbeat went stale is not.
    void registeredRelaysAreShown() {
        auto d = demo(u"registry"_s);
        QVERIFY(d);
        {
            DatabaseSession s(d->target.spec, u"relaypanel-registry"_s);
            QVERIFY(s.open().ok());
            const QDateTime now = QDateTime::currentDateTimeUtc();
            for (const auto &[host, silent] :
                 {std::pair{u"build-7"_s, 3}, std::pair{u"gone-1"_s, 600}}) {
                RelayHeartbeat h;
                h.relayId = host;
                h.table = d->table.name.display();
                h.host = host;
                h.pid = 4242;
                h.agent = u"outboxctl"_s;
                h.startedAt = now.addSecs(-3600);
                h.beatAt = now.addSecs(-silent);
                QVERIFY(RelayRegistry::beat(s, h).ok());
            }
        }
        RelayPanel panel;
        panel.show();
        panel.setTarget(d->target, d->table, m_secrets);
        QSignalSpy sampled(&panel, &RelayPanel::sampled);
        panel.sampleNow();
        QVERIFY(sampled.wait(10000));
        auto *warning = panel.findChild<QLabel *>(u"relayWarning"_s);
        QVERIFY(warning && warning->isVisible());
        QVERIFY2(warning->text().contains(u"outboxctl on build-7 (pid 4242)"_s),
                 qPrintable(warning->text()));
        QVERIFY2(!warning->text().contains(u"gone-1"_s), qPrintable(warning->text()));
        panel.resize(1024, 600);
        QVERIFY(test::grabTo(panel, u"relaypanel-registered.png"_s));
    }

    void secondRelayOnSqliteIsRefused() {
        auto d = demo(u"second"_s);
        QVERIFY(d);
        RelayPanel first;
        QVERIFY(startOnDemo(first, *d));
        RelayPanel second;
        second.setTarget(d->target, d->table, m_secrets);
        QSignalSpy failed(&second, &RelayPanel::startFailed);
        QVERIFY(test::clickButton(second, u"relayStartButton"_s));
        QVERIFY(failed.wait(15000));
        QVERIFY2(failed.constFirst().constFirst().toString().contains(u"Another relay"_s),
                 qPrintable(failed.constFirst().constFirst().toString()));
        QTRY_COMPARE(second.state(), RelayPanel::State::Stopped);
        QCOMPARE(second.lastErrors().size(), 1);
        QVERIFY(second.logText().contains(u"Not started"_s));
        QVERIFY(test::clickButton(first, u"relayStopButton"_s));
    }

    void readOnlyRefuses() {
        auto d = demo(u"readonly"_s);
        QVERIFY(d);
        ConnectionTarget t = d->target;
        t.readOnly = true;
        RelayPanel panel;
        panel.resize(760, 560);
        panel.show();
        panel.setTarget(t, d->table, m_secrets);
        auto *start = panel.findChild<QPushButton *>(u"relayStartButton"_s);
        QVERIFY(!start->isEnabled());
        QVERIFY(start->toolTip().contains(u"read-only"_s));
        QVERIFY(panel.findChild<QLabel *>(u"relayWarning"_s)->text().contains(u"read-only"_s));
        m_confirmations = 0;
        panel.start();
        QCOMPARE(m_confirmations, 0);
        QVERIFY(!panel.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(panel.lagSamples() >= 1, 10000);
        QVERIFY(panel.grab().save(screenshotPath(u"relaypanel-readonly.png"_s)));
    }

    void destroyingStopsTheRelay() {
        auto d = demo(u"destroy"_s);
        QVERIFY(d);
        const int stopsBefore = int(audit(u"relay-stop"_s, u"vortos_object_store_outbox"_s).size());
        {
            auto panel = std::make_unique<RelayPanel>();
            QVERIFY(startOnDemo(*panel, *d));
        } // the destructor stops the relay and waits for its batch
        QCOMPARE(int(audit(u"relay-stop"_s, u"vortos_object_store_outbox"_s).size()),
                 stopsBefore + 1);
        // A new relay can start on the same SQLite file: the old one let go of its lock.
        RelayPanel again;
        QVERIFY(startOnDemo(again, *d));
        QVERIFY(test::clickButton(again, u"relayStopButton"_s));
    }

    void postgresqlWithOtherRelayWarning() {
        const QString store = m_dir.filePath(u"pg-store"_s);
        QVERIFY(QDir().mkpath(store));
        DatabaseSession setup(test::postgresSpec(), u"relaypanel-setup"_s);
        QVERIFY(setup.open().ok());
        QVERIFY(test::runSql(setup, {u"DROP SCHEMA IF EXISTS relaypanel CASCADE"_s}).ok());
        QVERIFY(
            test::runSqlFile(setup, u"vortos-postgres.sql"_s, u"vortos"_s, u"relaypanel"_s).ok());
        QVERIFY(test::runSql(setup, {u"DELETE FROM relaypanel.object_store_outbox"_s,
                                     u"INSERT INTO relaypanel.object_store_outbox (id, operation, "
                                     "status, attempt_count, payload, created_at) SELECT "
                                     "gen_random_uuid(), 'put', 'pending', 0, "
                                     "json_build_object('name', 'put', 'key', 'pg/' || g || "
                                     "'.txt', 'body_base64', 'aGk='), (now() AT TIME ZONE 'utc')"
                                     "::timestamp(0) - make_interval(secs => g) FROM "
                                     "generate_series(1, 120) g"_s})
                    .ok());
        ConnectionTarget t;
        t.label = t.profileName = u"pg-relay"_s;
        t.environment = u"dev"_s;
        Profile p;
        p.name = t.profileName;
        p.objectStore = u"file:"_s + store;
        t.profile = p;
        t.spec = test::postgresSpec();
        auto table = test::resolveTable(setup, u"relaypanel.object_store_outbox"_s);
        QVERIFY(table.ok());

        // Another session holds row locks, as a relay in the middle of a batch does.
        DatabaseSession other(test::postgresSpec(), u"relaypanel-other"_s);
        QVERIFY(other.open().ok());
        QVERIFY(other.database().transaction());
        QSqlQuery lock(other.database());
        QVERIFY(lock.exec(u"SELECT id FROM relaypanel.object_store_outbox ORDER BY created_at "
                          "LIMIT 5 FOR UPDATE SKIP LOCKED"_s));

        RelayPanel panel;
        showFast(panel, t, *table);
        auto *warning = panel.findChild<QLabel *>(u"relayWarning"_s);
        QTRY_VERIFY_WITH_TIMEOUT(warning->isVisible() && warning->text().contains(u"1 other"_s),
                                 10000);
        QVERIFY(panel.peers() && panel.peers()->sessions == 1);
        QVERIFY(panel.grab().save(screenshotPath(u"relaypanel-other-relay.png"_s)));
        m_answer = std::nullopt; // declined; but the confirmation said so
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        m_answer = u""_s;
        QVERIFY(m_lastChange.details.join(u' ').contains(u"row locks"_s));
        QVERIFY(other.database().rollback());
        QTRY_VERIFY_WITH_TIMEOUT(!warning->isVisible(), 10000);

        // The relay alone: its own locks do not count as another relay.
        QSignalSpy started(&panel, &RelayPanel::relayStarted);
        QVERIFY(test::clickButton(panel, u"relayStartButton"_s));
        QVERIFY(started.wait(15000));
        QTRY_COMPARE_WITH_TIMEOUT(panel.totals().delivered, 120, 60000);
        QVERIFY(!warning->isVisible());
        QCOMPARE(scalar(test::postgresSpec(),
                        u"SELECT count(*) FROM relaypanel.object_store_outbox WHERE status = "
                        "'done'"_s),
                 120);
        QVERIFY(QFile::exists(store + u"/pg/7.txt"_s));
        QSignalSpy stopped(&panel, &RelayPanel::relayStopped);
        QVERIFY(test::clickButton(panel, u"relayStopButton"_s));
        QVERIFY(stopped.wait(15000));
        QVERIFY(!audit(u"relay-stop"_s, u"relaypanel.object_store_outbox"_s).isEmpty());
    }
};

QTEST_MAIN(TestRelayPanel)
#include "tst_relaypanel.moc"
