#include "ui/common/uisettings.h"

#include "target/connectiontarget.h"

namespace outbox::ui {

QString ScopedSettingsKey::name(const QString &a, const QString &b) const {
    // One pass (arg(a, b)): a '%' in a profile name is never taken for a placeholder.
    const QString p = QString::fromLatin1(pattern);
    return p.contains(QLatin1String("%2")) ? p.arg(a, b) : p.arg(a);
}

QString settingsScope(const ConnectionTarget *target) {
    if (!target)
        return {};
    QString scope = target->profileName.isEmpty() ? target->label : target->profileName;
    return scope.replace(u'/', u'_').replace(u'\\', u'_');
}

} // namespace outbox::ui
