#include "ui/common/busyindicator.h"

#include <QProgressBar>

namespace outbox::ui {

QProgressBar *busyProgressBar(const QString &objectName) {
    auto *bar = new QProgressBar;
    bar->setObjectName(objectName);
    bar->setRange(0, 0); // indeterminate
    bar->setTextVisible(false);
    return bar;
}

} // namespace outbox::ui
