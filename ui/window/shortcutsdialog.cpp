#include "ui/window/shortcutsdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
void addRow(QTableWidget *list, const QString &what, const QString &keys) {
    const int row = list->rowCount();
    list->insertRow(row);
    list->setItem(row, 0, new QTableWidgetItem(what));
    list->setItem(row, 1, new QTableWidgetItem(keys));
}
} // namespace

void ShortcutsDialog::exec(QWidget *parent, const QMenuBar *menus) {
    QDialog dialog(parent);
    dialog.setObjectName(u"shortcutsDialog"_s);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *list = new QTableWidget(&dialog);
    list->setObjectName(u"shortcutsList"_s);
    list->setColumnCount(2);
    list->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    list->verticalHeader()->hide();
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    for (QAction *menuAction : menus->actions()) {
        if (!menuAction->menu())
            continue;
        for (QAction *action : menuAction->menu()->actions()) {
            if (!action->shortcut().isEmpty())
                addRow(list, action->text().remove(u'&'),
                       action->shortcut().toString(QKeySequence::NativeText));
        }
    }
    const auto native = [](const QKeySequence &keys) {
        return keys.toString(QKeySequence::NativeText);
    };
    addRow(list, tr("Clear filters"), native(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X)));
    addRow(list, tr("Clear the search box"), tr("Esc (in the search box)"));
    addRow(list, tr("Next tab"), native(QKeySequence(Qt::CTRL | Qt::Key_Tab)));
    addRow(list, tr("Next / previous pane (filter bar, table, detail pane)"),
           tr("%1 / %2").arg(native(QKeySequence(Qt::Key_F6)),
                             native(QKeySequence(Qt::SHIFT | Qt::Key_F6))));
    addRow(list, tr("Error groups: retry / mark done / export the group"),
           tr("Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+E"));
    addRow(list, tr("Blocked: retry now / mark done / park / unpark"),
           tr("Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+K / Ctrl+Shift+L"));
    list->resizeColumnsToContents();
    list->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 560);
    dialog.exec();
}

} // namespace outbox::ui
