#pragma once

#include <QCoreApplication>

class QMenuBar;
class QWidget;

namespace outbox::ui {

// Help › Keyboard Shortcuts: every action of the menus with its shortcut, in menu order, and the
// keys that belong to no menu. Object names: shortcutsDialog, shortcutsList.
class ShortcutsDialog {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::ShortcutsDialog)
public:
    static void exec(QWidget *parent, const QMenuBar *menus);
};

} // namespace outbox::ui
