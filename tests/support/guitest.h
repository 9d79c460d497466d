#pragma once

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QList>
#include <QPalette>
#include <QSignalSpy>
#include <QSize>
#include <QString>

#include <memory>

class QLineEdit;
class QTranslator;
class QWidget;

namespace outbox {
class ProfileStore;
}
namespace outbox::ui {
class MainWindow;
}

// What the GUI tests share: where screenshots go and the dark palette they are taken in.
namespace outbox::test {

// OUTBOX_SCREENSHOT_DIR/name (the working folder when unset), the folder made if missing.
QString screenshotPath(const QString &name);
// The widget saved as a PNG under screenshotPath(name), after pending layout requests ran (a
// grab does not lay out).
bool grabTo(QWidget &widget, const QString &name);
// A dark palette, as a desktop in dark mode gives the application.
QPalette darkPalette();
// The console's translation into language ("de", "fr") as the build installs it, loaded into
// translator (not installed).
bool loadTranslation(QTranslator &translator, const QString &language);
// Opens the profile (of the store the window was given) as File › Open does, and waits for its
// first page of rows (or for the table alone: tableOpened). False when the profile is not there
// or nothing came within 15 s.
bool openProfileAndWait(ui::MainWindow &window, const QString &profile);
bool openTableAndWait(ui::MainWindow &window, const QString &profile);
// The window given store, resized to size (when one is given), shown, and then the profile opened
// as openProfileAndWait does: how most window tests begin.
bool showAndOpenProfile(ui::MainWindow &window, const ProfileStore &store, const QString &profile,
                        QSize size = {});

// As a user drives the console: by the QAction a menu item or a chip shows, a click on a button,
// keys typed into a box. The actions and buttons are found by the object names the ui code gives
// them; the trigger and click helpers return false, and do nothing, when root has none of that
// name or it is disabled (a user cannot choose it either).
// The QAction named objectName under root, triggered as choosing its menu item does.
bool triggerAction(QObject &root, const QString &objectName);
// The button named objectName under root, clicked with the left mouse button on its middle.
bool clickButton(QObject &root, const QString &objectName);
// The button named button under dialog clicked (clickButton), then a wait (15 s at most) for the
// dialog's signal done (ResendDialog::finished, RetryDialog::applyFinished); false when the button
// could not be clicked or the signal did not come.
template <typename Dialog, typename Signal>
bool clickAndWait(Dialog &dialog, const QString &button, Signal done, int timeoutMs = 15000) {
    QSignalSpy spy(&dialog, done);
    return clickButton(dialog, button) && spy.wait(timeoutMs);
}
// The standard button of dialog's button box (QDialogButtonBox::Ok, Cancel), clicked.
bool clickDialogButton(QWidget &dialog, QDialogButtonBox::StandardButton which);
// text typed over what edit holds (selected first; an empty text deletes it), focus in the box.
void typeOver(QLineEdit &edit, const QString &text);
// Triggers the action (triggerAction) and returns the Dialog, a child of root, that it opened;
// nullptr when the action could not be triggered or opened none.
template <typename Dialog> Dialog *triggerForDialog(QObject &root, const QString &actionName) {
    const QList<Dialog *> before = root.findChildren<Dialog *>();
    if (!triggerAction(root, actionName))
        return nullptr;
    for (Dialog *dialog : root.findChildren<Dialog *>())
        if (!before.contains(dialog))
            return dialog;
    return nullptr;
}

// A QAbstractItemModelTester of model (a view's rows) that fails the test at the first broken
// promise of the model, for as long as it lives.
inline std::unique_ptr<QAbstractItemModelTester> fatalModelTester(QAbstractItemModel *model) {
    return std::make_unique<QAbstractItemModelTester>(
        model, QAbstractItemModelTester::FailureReportingMode::Fatal);
}

// Runs action and waits (30 s at most) until the view (a view with refreshed() and isBusy():
// audit, error groups, charts) shows its answer; refreshed(view): after its refresh().
template <typename View, typename Action> bool refreshedAfter(View &view, const Action &action) {
    QSignalSpy spy(&view, &View::refreshed);
    action();
    return spy.wait(30000) && !view.isBusy();
}
template <typename View> bool refreshed(View &view) {
    return refreshedAfter(view, [&view] { view.refresh(); });
}

// Gives the view (audit, error groups) a target and its table (test::TargetTable, DemoTarget) and
// waits (30 s at most) for the view's refreshed(); false when it did not come.
template <typename View, typename Target> bool setTargetAndWait(View &view, const Target &target) {
    QSignalSpy spy(&view, &View::refreshed);
    view.setTarget(target.target, target.table);
    return spy.wait(30000);
}

// The console in language for as long as the guard lives: its translation loaded and installed,
// removed again when the scope ends, whatever the test's outcome. loaded(): the file was found.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    bool loaded() const { return m_loaded; }

private:
    std::unique_ptr<QTranslator> m_translator;
    bool m_loaded = false;
    Q_DISABLE_COPY_MOVE(ScopedLanguage)
};

// The application's palette for as long as the guard lives (ScopedPalette(darkPalette()): the
// desktop in dark mode); the palette before it back when the scope ends.
class ScopedPalette {
public:
    explicit ScopedPalette(const QPalette &palette);
    ~ScopedPalette();

private:
    QPalette m_before;
    Q_DISABLE_COPY_MOVE(ScopedPalette)
};

} // namespace outbox::test
