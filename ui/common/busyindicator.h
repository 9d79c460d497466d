#pragma once

class QProgressBar;
class QString;

namespace outbox::ui {

// A progress bar that says only "busy": indeterminate, without a percentage, named `objectName`
// (the tabs' lists, the charts, the status bar, the row-action dialogs). Shown while the work
// runs; whoever makes it sets its size, its accessible name and whether it starts hidden.
QProgressBar *busyProgressBar(const QString &objectName);

} // namespace outbox::ui
