#include "ui/common/itemviews.h"

#include <QTreeView>

namespace outbox::ui {

void setUpReadOnlyList(QTreeView *view, QAbstractItemView::SelectionMode selection) {
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setSelectionMode(selection);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

} // namespace outbox::ui
