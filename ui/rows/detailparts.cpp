#include "ui/rows/detailparts.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>

namespace outbox::ui {

QPlainTextEdit *makeDetailTextView(const QString &objectName, const QString &accessibleName) {
    auto *view = new QPlainTextEdit;
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setReadOnly(true);
    view->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

QLabel *makeDetailHeading(const QString &text) {
    auto *label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace outbox::ui
