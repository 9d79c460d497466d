#pragma once

#include <QPalette>
#include <QString>

namespace outbox::ui {

// The console's look: the system's palette (the default), or light or dark whatever the desktop
// says (as KeePassXC offers). The choice is the "theme" setting ("system", "light", "dark").
enum class Theme { System, Light, Dark };

Theme themeFromSetting(const QString &value); // unknown text: System
QString themeSetting(Theme theme);

// The dark palette the console uses (and its tests' dark screenshots).
QPalette darkPalette();

// Applies the theme to the running application: its palette (and, for light and dark, the Fusion
// style, which follows a palette on every desktop). The first call remembers the system's palette
// and style, so System puts them back.
void applyTheme(Theme theme);

} // namespace outbox::ui
