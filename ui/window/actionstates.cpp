#include "ui/window/actionstates.h"

#include "ui/blocked/blockedview.h"
#include "ui/groups/groupsview.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"
#include "ui/window/consoleactions.h"
#include "ui/window/consoletabs.h"

#include <QAction>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ActionStates::ActionStates(const OutboxSession *session, ConsoleActions *actions,
                           const ConsoleTabs *tabs, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_actions(actions)
    , m_tabs(tabs) {}

void ActionStates::update() {
    const RowsPage *rows = m_tabs->rowsPage();
    const std::optional<ConnectionTarget> &target = m_session->target();
    ConsoleActions::Context context;
    context.open = m_session->hasTable();
    context.readOnly = m_session->isReadOnly();
    context.label = target ? target->label : QString();
    const OutboxRow *current = rows->currentRow();
    context.hasCurrentRow = current != nullptr;
    context.hasSelection = !rows->selectedRowIds().isEmpty();
    context.selectionHasPending = !rows->selectedRowIds(RowState::Pending).isEmpty();
    context.selectionHasStuck = !rows->selectedStuckRowIds().isEmpty();
    context.selectionHasSent = !rows->selectedRowIds(RowState::Sent).isEmpty();
    context.selectionHasDead = !rows->selectedRowIds(RowState::Dead).isEmpty();
    context.selectionHasArchived = !rows->selectedRowIds(RowState::Archived).isEmpty();
    context.currentRowIsPromote =
        m_session->table().description().promoteRows && current && current->kind == u"promote"_s;
    context.currentRowIsDead = current && current->state == RowState::Dead;
    if (context.open)
        context.changes = m_session->table().description().changes;
    context.privileges = m_session->changePrivileges();
    m_actions->update(context);
    // The tabs' notes say "Read-only: " themselves.
    const QString readOnlyWhy =
        context.readOnly ? ConsoleActions::readOnlyWhy(context.label) : QString();
    m_tabs->groups()->setReadOnly(context.readOnly, readOnlyWhy);
    m_tabs->blocked()->setReadOnly(context.readOnly, readOnlyWhy);
}

void ActionStates::updateRefresh() {
    m_actions->refresh->setEnabled(m_session->target().has_value());
}

} // namespace outbox::ui
