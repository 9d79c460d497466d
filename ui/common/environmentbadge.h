#pragma once

#include <QString>

class QLabel;

namespace outbox::ui {

// The environment badge every dialog that changes rows shows beside its text ("PROD" on red, as in
// the window's header), so that a dialog over the wrong profile is seen before it is confirmed.
// Object name environmentBadge.
QLabel *makeEnvironmentBadge(const QString &environment);

} // namespace outbox::ui
