#pragma once

#include <QPalette>
#include <QString>

class QTranslator;
class QWidget;

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

} // namespace outbox::test
