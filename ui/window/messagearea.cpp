#include "ui/window/messagearea.h"

#include <QVBoxLayout>

namespace outbox::ui {

MessageArea::MessageArea(QWidget *parent)
    : QWidget(parent)
    , m_bar(new MessageBar) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 0, 8, 6);
    layout->addWidget(m_bar);
    setVisible(false);
    connect(m_bar, &MessageBar::dismissed, this, &QWidget::hide);
}

void MessageArea::showMessage(MessageBar::Kind kind, const QString &text, const QString &actionText,
                              std::function<void()> action) {
    m_bar->showMessage(kind, text, actionText, std::move(action));
    show();
}

} // namespace outbox::ui
