#include "guitest.h"

#include <QColor>
#include <QDir>
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
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x4d, 0xa6, 0xff)); // as dark themes lighten links
    dark.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    dark.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    dark.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    dark.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return dark;
}

} // namespace outbox::test
