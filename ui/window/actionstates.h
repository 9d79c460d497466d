#pragma once

#include <QObject>

namespace outbox::ui {

class ConsoleActions;
class ConsoleTabs;
class OutboxSession;

// What the session's state allows, on the window's controls: the actions for the open table, its
// read-only state, the current row and the rows selected (ConsoleActions::update), Refresh while
// something is open, and the read-only notes of the Error Groups and Blocked tabs.
class ActionStates : public QObject {
    Q_OBJECT
public:
    // The parts outlive this.
    ActionStates(const OutboxSession *session, ConsoleActions *actions, const ConsoleTabs *tabs,
                 QObject *parent = nullptr);

    // After the table, its read-only state, the current row or the selection changed.
    void update();
    // After the target changed or the session's activity: Refresh while something is open.
    void updateRefresh();

private:
    const OutboxSession *m_session;
    ConsoleActions *m_actions;
    const ConsoleTabs *m_tabs;
};

} // namespace outbox::ui
