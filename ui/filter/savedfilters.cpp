#include "ui/filter/savedfilters.h"

#include "ui/common/uisettings.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace outbox::ui {

SavedFilters::SavedFilters(QString scope)
    : m_key(uisettings::savedFilters.name(scope)) {}

QStringList SavedFilters::names() const {
    QStringList names = QSettings().value(m_key).toMap().keys();
    names.sort(Qt::CaseInsensitive);
    return names;
}

std::optional<FilterState> SavedFilters::find(const QString &name) const {
    const QVariantMap all = QSettings().value(m_key).toMap();
    if (!all.contains(name))
        return std::nullopt;
    return FilterState::fromJson(
        QJsonDocument::fromJson(all.value(name).toString().toUtf8()).object());
}

void SavedFilters::save(const QString &name, const FilterState &filter) const {
    QSettings settings;
    QVariantMap all = settings.value(m_key).toMap();
    all.insert(name,
               QString::fromUtf8(QJsonDocument(filter.toJson()).toJson(QJsonDocument::Compact)));
    settings.setValue(m_key, all);
}

void SavedFilters::remove(const QString &name) const {
    QSettings settings;
    QVariantMap all = settings.value(m_key).toMap();
    all.remove(name);
    settings.setValue(m_key, all);
}

} // namespace outbox::ui
