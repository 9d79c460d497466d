// The console as a support engineer sees it on a 1024 × 700 screen, in English and German, light
// and dark, on a fresh demo each time: the dead rows with a row's last error and history, the
// error groups with a group's note, the dry run of a group retry and its result, and the audit
// of it. Each screen is checked for what it must show, then saved as screen-VIEW-LANG-THEME.png
// (the images docs/screens.md shows are these, copied).
#include "actions/deadlettergroups.h"
#include "confirmationrecorder.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "secretstore.h"
#include "ui/actions/deliverdialog.h"
#include "ui/actions/retrydialog.h"
#include "ui/audit/auditview.h"
#include "ui/connections/profiledialog.h"
#include "ui/groups/groupsview.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using test::waitIdle;
using namespace outbox::ui;

// A screen set's language (the console's words, and Qt's own, the dialogs' Close, as i18n.cpp
// installs them) and palette, for as long as it lives: those of the test's data row (its columns
// language and dark).
class ScreenSet {
public:
    ScreenSet()
        : m_palette(QApplication::palette()) {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        variant = u"%1-%2"_s.arg(language, dark ? u"dark"_s : u"light"_s);
        ok = test::loadTranslation(m_translator, language);
        QCoreApplication::installTranslator(&m_translator);
        if (language != u"en"_s) {
            ok = ok && m_qt.load(u"qtbase_"_s + language,
                                 QLibraryInfo::path(QLibraryInfo::TranslationsPath));
            QCoreApplication::installTranslator(&m_qt);
        }
        if (dark)
            QApplication::setPalette(test::darkPalette());
    }
    ~ScreenSet() {
        QCoreApplication::removeTranslator(&m_translator);
        QCoreApplication::removeTranslator(&m_qt);
        QApplication::setPalette(m_palette);
    }
    ScreenSet(const ScreenSet &) = delete;
    ScreenSet &operator=(const ScreenSet &) = delete;
    bool ok = false;
    QString variant; // "de-dark": the names of its files say it

private:
    QTranslator m_translator;
    QTranslator m_qt;
    QPalette m_palette;
};

class TestScreens : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    static bool save(QWidget &widget, const QString &view, const QString &variant) {
        return test::grabTo(widget, u"screen-%1-%2.png"_s.arg(view, variant));
    }

    // A demo workspace of its own in folder (its audit log in folder/data).
    static Result<DemoWorkspace> demoIn(const QString &folder) {
        qputenv("XDG_DATA_HOME", (folder + u"/data"_s).toUtf8());
        DemoOptions o;
        o.directory = folder;
        return DemoWorkspace::create(o, false);
    }

    // The window at 1024 × 700 on profile, its first page shown and the window idle (false, with
    // a warning, when it does not get there).
    static bool openAt1024(MainWindow &w, const ProfileStore &store, const QString &profile) {
        w.setProfileStore(store);
        w.resize(1024, 700);
        w.show();
        QSignalSpy first(&w, &MainWindow::firstPageShown);
        if (!w.openProfile(profile) || !first.wait(15000) || !waitIdle(w)) {
            qWarning("the window did not show the first page of %s", qPrintable(profile));
            return false;
        }
        return true;
    }

    // The dead rows, and the detail pane dragged up to half the window, as one does to read a row
    // (false, with a warning, when the window does not get there).
    static bool showDeadRowsToRead(MainWindow &w) {
        auto *page = w.findChild<QSplitter *>(u"mainSplitter"_s);
        if (!page || !test::triggerAction(w, u"stateFilterDeadAction"_s) || !waitIdle(w)) {
            qWarning("the dead rows were not shown");
            return false;
        }
        const int both = page->sizes().value(0) + page->sizes().value(1);
        page->setSizes({both - both / 2 - 40, both / 2 + 40});
        return true;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // Settings in a throwaway place; each screen set gets a data folder (its audit log) below.
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
    }

    void supportEngineersDay_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        for (const QString &language : {u"en"_s, u"de"_s}) {
            for (const bool dark : {false, true})
                QTest::addRow("%s-%s", qPrintable(language), dark ? "dark" : "light")
                    << language << dark;
        }
    }
    void supportEngineersDay() {
        const ScreenSet set;
        QVERIFY(set.ok);
        auto ws = demoIn(m_dir.filePath(set.variant));
        QVERIFY(ws.ok());
        ProfileStore store(m_dir.filePath(set.variant + u"/profiles.ini"_s));
        QVERIFY(store.save(ws->vortosProfile).ok());
        test::ConfirmationRecorder confirmations;

        MainWindow w;
        QVERIFY(openAt1024(w, store, ws->vortosProfile.name));
        QVERIFY(w.minimumSizeHint().width() <= 1024);
        QCOMPARE(w.width(), 1024);

        // Rows: the dead rows, one selected: its last error in view, its attempts in History.
        QVERIFY(showDeadRowsToRead(w));
        QSignalSpy history(w.detailView(), &RowDetailView::historyLoaded);
        w.rowView()->selectRow(1);
        QVERIFY(history.wait(15000));
        auto *error = w.findChild<QPlainTextEdit *>(u"errorView"_s);
        QVERIFY(error->isVisible() && !error->toPlainText().isEmpty());
        auto *historyList = w.findChild<QTreeWidget *>(u"historyList"_s);
        QVERIFY(historyList->topLevelItemCount() >= 5); // the five failed attempts
        QVERIFY(save(w, u"rows"_s, set.variant));

        // Deliver Elsewhere: three dead rows carried out once against a staging folder store,
        // each row's outcome listed.
        w.rowView()->selectionModel()->clearSelection();
        for (int row = 0; row < 3; ++row)
            w.rowView()->selectionModel()->select(w.rowView()->model()->index(row, 0),
                                                  QItemSelectionModel::Select |
                                                      QItemSelectionModel::Rows);
        QVERIFY(test::triggerAction(w, u"deliverAction"_s));
        auto *deliver = w.findChild<DeliverDialog *>();
        QVERIFY(deliver);
        const QString staging = m_dir.filePath(set.variant + u"/staging-store"_s);
        QVERIFY(QDir().mkpath(staging));
        deliver->setDestination(u"file:"_s + staging);
        deliver->findChild<QPushButton *>(u"deliverButton"_s)->click();
        QVERIFY2(QTest::qWaitFor([&] { return deliver->deliverOutcome().has_value(); }, 20000),
                 qPrintable(deliver->resultText()));
        QVERIFY(!deliver->resultText().isEmpty());
        QVERIFY(save(*deliver, u"deliver"_s, set.variant));
        deliver->close();

        // Error Groups: the group the demo has a note on, selected; the note and who wrote it.
        w.tabs()->setCurrentWidget(w.groupsView());
        QVERIFY(QTest::qWaitFor(
            [&] { return !w.groupsView()->groups().isEmpty() && !w.groupsView()->isBusy(); },
            20000));
        QString refused;
        for (const DeadLetterGroup &g : w.groupsView()->groups())
            if (g.signature.startsWith(u"Connection refused"_s))
                refused = g.id;
        QVERIFY(w.groupsView()->selectGroup(refused));
        QVERIFY(w.findChild<QLabel *>(u"groupsNote"_s)->text().contains(u"OPS-1432"_s));
        QVERIFY(save(w, u"groups"_s, set.variant));

        // The group's dry run, then the retry and its result.
        w.groupsView()->retryAction()->trigger();
        auto *dialog = w.findChild<RetryDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitFor([&] { return !dialog->plan().ids.isEmpty(); }, 15000));
        // The group's note, before anyone retries it.
        auto *note = dialog->findChild<QLabel *>(u"retryGroupNote"_s);
        QVERIFY(note && note->isVisible() && note->text().contains(u"OPS-1432"_s));
        QTest::qWait(100);
        QVERIFY(save(*dialog, u"retry-dry-run"_s, set.variant));
        QSignalSpy applied(dialog, &RetryDialog::applyFinished);
        dialog->findChild<QPushButton *>(u"retryButton"_s)->click();
        QVERIFY(applied.wait(20000));
        QVERIFY(!dialog->resultText().isEmpty());
        QVERIFY(save(*dialog, u"retry-result"_s, set.variant));
        dialog->close();

        // The audit of it: the retry on top, its rows a click away.
        w.tabs()->setCurrentWidget(w.auditView());
        QSignalSpy audited(w.auditView(), &AuditView::refreshed);
        QVERIFY(audited.wait(15000) || !w.auditView()->isBusy());
        auto *records = w.auditView()->findChild<QTreeView *>(u"auditList"_s);
        QVERIFY(records && records->model()->rowCount() >= 1);
        QVERIFY(QTest::qWaitFor([&] { return !w.auditView()->isBusy(); }, 15000));
        // This screen set's own log: the retry just made is the newest record.
        QVERIFY(records->model()->index(0, 2).data().toString().contains(u"retry"_s) ||
                records->model()->index(0, 2).data().toString().contains(u"erneut"_s));
        records->setCurrentIndex(records->model()->index(0, 0));
        auto *showRows = w.findChild<QAbstractButton *>(u"auditShowRowsButton"_s);
        QVERIFY(showRows && showRows->isEnabled());
        QVERIFY(save(w, u"audit"_s, set.variant));
    }

    // A production profile: the payload masked in the detail pane (prod profiles mask by
    // default), and the Safety tab of its profile (masking, the write user).
    void productionData_data() { supportEngineersDay_data(); }
    void productionData() {
        const ScreenSet set;
        QVERIFY(set.ok);
        auto ws = demoIn(m_dir.filePath(u"prod-"_s + set.variant));
        QVERIFY(ws.ok());
        Profile prod = ws->vortosProfile;
        prod.name = u"orders-prod"_s;
        prod.environment = u"prod"_s;
        ProfileStore store(m_dir.filePath(u"prod-"_s + set.variant + u"/profiles.ini"_s));
        QVERIFY(store.save(prod).ok());

        MainWindow w;
        QVERIFY(openAt1024(w, store, prod.name));
        QVERIFY(showDeadRowsToRead(w));
        // A put: its body is masked, its key shown.
        int put = -1;
        for (int r = 0; r < w.rowModel()->rowCount() && put < 0; ++r)
            if (w.rowModel()->rowAt(r).kind == u"put"_s)
                put = r;
        QVERIFY(put >= 0);
        w.rowView()->selectRow(put);
        QTRY_VERIFY(w.detailView()->payloadText().contains(u"«masked string"_s));
        QVERIFY(!w.detailView()->payloadMaskNote().isEmpty());
        QVERIFY(save(w, u"masked"_s, set.variant));

        SessionSecretStore secrets(std::make_unique<MemorySecretStore>());
        ProfileDialog dialog(store, secrets);
        dialog.resize(1024, 700);
        dialog.show();
        QVERIFY(dialog.selectProfile(prod.name));
        auto *tabs = dialog.findChild<QTabWidget *>(u"editorTabs"_s);
        QVERIFY(tabs);
        auto *writeUser = dialog.findChild<QLineEdit *>(u"writeUserEdit"_s);
        QVERIFY(writeUser);
        tabs->setCurrentWidget(writeUser->parentWidget());
        QVERIFY(writeUser->text().isEmpty()); // SQLite: no users, its file permissions decide
        QTest::qWait(50);
        QVERIFY(save(dialog, u"profile-safety"_s, set.variant));
    }
};

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
