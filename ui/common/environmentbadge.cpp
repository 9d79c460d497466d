#include "ui/common/environmentbadge.h"

#include "ui/common/stateappearance.h"

#include <QCoreApplication>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace outbox::ui {

QLabel *makeEnvironmentBadge(const QString &environment) {
    auto *badge = new QLabel(environmentLabel(environment));
    badge->setObjectName(u"environmentBadge"_s);
    badge->setAccessibleName(
        QCoreApplication::translate("outbox::ui::EnvironmentBadge", "Environment"));
    badge->setStyleSheet(
        u"QLabel { background: %1; color: white; font-weight: bold; "
        "border-radius: 3px; padding: 2px 8px; }"_s.arg(environmentColor(environment).name()));
    badge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return badge;
}

} // namespace outbox::ui
