#pragma once

#include <QWidget>

namespace outbox::ui {

// Shown while nothing is open (first run): what the console is for, the demo, a new connection.
//
// Object names: welcomePage, welcomeTitle, welcomeText, welcomeDemoButton, welcomeConnectButton.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

Q_SIGNALS:
    void demoRequested();
    void connectRequested();
};

} // namespace outbox::ui
