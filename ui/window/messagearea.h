#pragma once

#include "ui/common/messagebar.h"

#include <QWidget>

#include <functional>

namespace outbox::ui {

// The window's message bar, under the connection header, in a holder that is shown with a
// message and hidden with the bar, so that no empty margin is left when it is dismissed.
class MessageArea : public QWidget {
    Q_OBJECT
public:
    explicit MessageArea(QWidget *parent = nullptr);

    MessageBar *bar() const { return m_bar; }
    // MessageBar::showMessage, and the holder shown.
    void showMessage(MessageBar::Kind kind, const QString &text, const QString &actionText = {},
                     std::function<void()> action = {});
    void dismiss() { m_bar->dismiss(); }

private:
    MessageBar *m_bar;
};

} // namespace outbox::ui
