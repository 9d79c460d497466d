#pragma once

#include <QAbstractItemView>

class QTreeView;

namespace outbox::ui {

// A QTreeView shown as a read-only list: no tree decoration, rows of one height in alternating
// colours, selected whole, never edited in place (the tabs' lists, the object browser).
void setUpReadOnlyList(QTreeView *view, QAbstractItemView::SelectionMode selection);

} // namespace outbox::ui
