#pragma once

#include "ui/filter/filterstate.h"

#include <QStringList>

#include <optional>

namespace outbox::ui {

// The saved filters of one scope (a profile, or a URL opened without one), in the settings file
// under uisettings::savedFilters: name → FilterState JSON.
class SavedFilters {
public:
    explicit SavedFilters(QString scope);

    QStringList names() const; // sorted, case ignored
    std::optional<FilterState> find(const QString &name) const;
    // Saved without the start of a preset range: a preset is relative to when it is applied.
    void save(const QString &name, const FilterState &filter) const;
    void remove(const QString &name) const;

private:
    QString m_key;
};

} // namespace outbox::ui
