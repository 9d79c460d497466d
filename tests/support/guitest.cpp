#include "guitest.h"

#include "ui/common/theme.h"

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
    return ui::darkPalette(); // the console's own (View › Theme › Dark)
}

} // namespace outbox::test
