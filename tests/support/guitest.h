#pragma once

#include <QPalette>
#include <QString>

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

} // namespace outbox::test
