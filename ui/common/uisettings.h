#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QVariant>
#include <QVariantMap>

namespace outbox {
struct ConnectionTarget;
}

namespace outbox::ui {

// Every key the console keeps in its settings file (QSettings of the application), typed, with
// its default: the one place to look them up. The names are the user's saved state: never rename
// one. Each part of the window reads and writes its own keys through this table.
template <typename T> struct SettingsKey {
    const char *name;
    T fallback{};

    T read() const {
        return QSettings().value(QString::fromLatin1(name), fallback).template value<T>();
    }
    void write(const T &value) const { QSettings().setValue(QString::fromLatin1(name), value); }
    void remove() const { QSettings().remove(QString::fromLatin1(name)); }
};

// A key with a part of its own (a profile, a format): "%1" and "%2" in its name.
struct ScopedSettingsKey {
    const char *pattern;
    QString name(const QString &a, const QString &b = {}) const;
};

namespace uisettings {
inline const SettingsKey<QByteArray> windowGeometry{"MainWindow/geometry"};
inline const SettingsKey<QByteArray> windowState{"MainWindow/state"};
inline const SettingsKey<QByteArray> mainSplitter{"MainWindow/mainSplitter"};
inline const SettingsKey<QByteArray> detailSplitter{"MainWindow/detailSplitter"};
// The profile opened last, opened again at start.
inline const SettingsKey<QString> lastProfile{"MainWindow/lastProfile"};
inline const SettingsKey<bool> autoRefresh{"view/autoRefresh", false};
// The overview window: its geometry, and how often it reads every profile (seconds).
inline const SettingsKey<QByteArray> overviewGeometry{"overview/geometry"};
inline const SettingsKey<int> overviewIntervalSeconds{"overview/intervalSeconds", 60};
// The language the executables load at start (translations/i18n.h; shared with outboxctl);
// empty: the system's.
inline const SettingsKey<QString> language{"language"};
// The look: "system" (default), "light" or "dark" (ui/common/theme.h).
inline const SettingsKey<QString> theme{"view/theme", QStringLiteral("system")};
// The row table's header (widths, order, hidden columns) per scope and format (the formats'
// columns differ).
inline const ScopedSettingsKey columns{"MainWindow/columns/%1/%2"};
// Saved filters per scope: name → FilterState JSON.
inline const ScopedSettingsKey savedFilters{"savedFilters/%1"};
} // namespace uisettings

// The part of a scoped key for what is open: the profile name, or the URL label when opened
// without one ('/' and '\\', QSettings' group separators, become '_'); empty for nothing.
QString settingsScope(const ConnectionTarget *target);

} // namespace outbox::ui
