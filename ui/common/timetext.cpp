#include "ui/common/timetext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace outbox::ui {

QString utcText(const QDateTime &t) {
    if (!t.isValid())
        return QCoreApplication::translate("TimeText", "—");
    return QCoreApplication::translate("TimeText", "%1 UTC")
        .arg(t.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s));
}

QString utcAndLocalText(const QDateTime &t) {
    if (!t.isValid() || t.toLocalTime().offsetFromUtc() == 0)
        return utcText(t);
    const QDateTime local = t.toLocalTime();
    const bool sameDay = local.date() == t.toUTC().date();
    return QCoreApplication::translate("TimeText", "%1 (%2 local time)")
        .arg(utcText(t), local.toString(sameDay ? u"HH:mm:ss"_s : u"yyyy-MM-dd HH:mm:ss"_s));
}

} // namespace outbox::ui
