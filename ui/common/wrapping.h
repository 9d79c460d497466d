#pragma once

#include <QStyledItemDelegate>

class QLabel;
class QTreeView;

namespace outbox::ui {

// Wraps an item's text at its column's width, so a long reason or outcome shows whole in a
// taller row instead of ending in "…". Installs itself on the view (which must not use uniform
// row heights) and lays the rows out again when a column is resized.
class WrappingItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit WrappingItemDelegate(QTreeView *view);
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
};

// Word-wrapped labels in nested layouts (a scroll area, a form) are given the height of their
// first guess at a width, and cut lines off. This keeps the label at the height its text needs at
// the width it really got: now, on every resize, and after setText (call fitWrappedLabel).
void keepWrappedLabelWhole(QLabel *label);
void fitWrappedLabel(QLabel *label);

// A label of plain text (never read as rich text) that wraps at its width, named `objectName`.
QLabel *wrappedTextLabel(const QString &objectName, const QString &text = {});
// The same in bold: the line that sums up what a dialog will change (the rows a purge or a retry
// takes).
QLabel *wrappedHeadline(const QString &objectName);

} // namespace outbox::ui
