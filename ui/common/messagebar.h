#pragma once

#include <QFrame>

#include <functional>

class QLabel;
class QToolButton;
class QPushButton;

namespace outbox::ui {

// An inline message strip above the rows (in the spirit of KMessageWidget): errors are shown
// here, next to what failed, instead of in a modal dialog. One optional action (e.g. "Retry").
class MessageBar : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Error, Warning, Information };

    explicit MessageBar(QWidget *parent = nullptr);

    // Shows the bar; actionText empty: no action button. The button emits actionTriggered, and
    // calls action when one is given (the action belongs to this message: the next message
    // replaces it).
    void showMessage(Kind kind, const QString &text, const QString &actionText = {},
                     std::function<void()> action = {});
    QString text() const;
    Kind kind() const { return m_kind; }

public Q_SLOTS:
    void dismiss();

Q_SIGNALS:
    void actionTriggered();
    void dismissed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColors();

    Kind m_kind = Kind::Error;
    std::function<void()> m_onAction;
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_action;
    QToolButton *m_close;
};

} // namespace outbox::ui
