#include "guitest.h"

#include "ui/common/theme.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QColor>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace outbox::test {

QString screenshotPath(const QString &name) {
    const QString dir = qEnvironmentVariable("OUTBOX_SCREENSHOT_DIR", QDir::currentPath());
    QDir().mkpath(dir);
    return dir + u'/' + name;
}

bool grabTo(QWidget &widget, const QString &name) {
    QTest::qWait(30);
    return widget.grab().save(screenshotPath(name));
}

bool loadTranslation(QTranslator &translator, const QString &language) {
    return translator.load(u"outbox-console_"_s + language,
                           qEnvironmentVariable("OUTBOX_BINARY_DIR") +
                               u"/../share/outbox-console/translations"_s);
}

QPalette darkPalette() {
    return ui::darkPalette(); // the console's own (View › Theme › Dark)
}

bool triggerAction(QObject &root, const QString &objectName) {
    auto *action = root.findChild<QAction *>(objectName);
    if (!action || !action->isEnabled())
        return false;
    action->trigger();
    return true;
}

namespace {
bool click(QAbstractButton *button) {
    if (!button || !button->isEnabled())
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}
} // namespace

bool clickButton(QObject &root, const QString &objectName) {
    return click(root.findChild<QAbstractButton *>(objectName));
}

bool clickDialogButton(QWidget &dialog, QDialogButtonBox::StandardButton which) {
    auto *box = dialog.findChild<QDialogButtonBox *>();
    return box && click(box->button(which));
}

void typeOver(QLineEdit &edit, const QString &text) {
    edit.setFocus();
    edit.selectAll();
    if (text.isEmpty())
        QTest::keyClick(&edit, Qt::Key_Backspace);
    else
        QTest::keyClicks(&edit, text);
}

namespace {
template <typename Signal>
bool openAndWaitFor(ui::MainWindow &window, const QString &profile, Signal signal) {
    QSignalSpy spy(&window, signal);
    return window.openProfile(profile) && (!spy.isEmpty() || spy.wait(15000));
}
} // namespace

bool openProfileAndWait(ui::MainWindow &window, const QString &profile) {
    return openAndWaitFor(window, profile, &ui::MainWindow::firstPageShown);
}

bool openTableAndWait(ui::MainWindow &window, const QString &profile) {
    return openAndWaitFor(window, profile, &ui::MainWindow::tableOpened);
}

bool showAndOpenProfile(ui::MainWindow &window, const ProfileStore &store, const QString &profile,
                        QSize size) {
    window.setProfileStore(store);
    if (size.isValid())
        window.resize(size);
    window.show();
    return openProfileAndWait(window, profile);
}

ScopedLanguage::ScopedLanguage(const QString &language)
    : m_translator(std::make_unique<QTranslator>())
    , m_loaded(loadTranslation(*m_translator, language)) {
    if (m_loaded)
        QCoreApplication::installTranslator(m_translator.get());
}

ScopedLanguage::~ScopedLanguage() {
    if (m_loaded)
        QCoreApplication::removeTranslator(m_translator.get());
}

ScopedPalette::ScopedPalette(const QPalette &palette)
    : m_before(QApplication::palette()) {
    QApplication::setPalette(palette);
}

ScopedPalette::~ScopedPalette() {
    QApplication::setPalette(m_before);
}

} // namespace outbox::test
