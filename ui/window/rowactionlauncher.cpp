#include "ui/window/rowactionlauncher.h"

#include "ui/actions/deliverdialog.h"
#include "ui/actions/promotedialog.h"
#include "ui/actions/purgedialog.h"
#include "ui/actions/replaydialog.h"
#include "ui/actions/resenddialog.h"
#include "ui/filter/filterbar.h"
#include "ui/relay/relaypanel.h"
#include "ui/rows/rowexporter.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"
#include "ui/window/linkview.h"

#include "actions/deadlettergroups.h"
#include "links/outboxlink.h"
#include "output/rowformat.h"

#include <QClipboard>
#include <QFileDialog>
#include <QGuiApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RowActionLauncher::RowActionLauncher(QWidget *window, OutboxSession *session, RowsPage *rows,
                                     FilterBar *filterBar, RelayPanel *relay,
                                     std::shared_ptr<SessionSecretStore> secrets)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_rows(rows)
    , m_filterBar(filterBar)
    , m_relay(relay)
    , m_secrets(std::move(secrets))
    , m_rowChange(new RowChange(window)) {
    connect(m_rowChange, &RowChange::applied, this, [this](const QString &summary) {
        Q_EMIT statusMessage(summary, 10000);
        Q_EMIT changed();
    });
    connect(m_rowChange, &RowChange::failed, this, &RowActionLauncher::failed);
}

bool RowActionLauncher::canAct() {
    if (m_session->hasTable())
        return true;
    Q_EMIT notice(tr("Open a table first."));
    return false;
}

template <typename Dialog> Dialog *RowActionLauncher::showDialog(Dialog *dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &Dialog::changed, this, &RowActionLauncher::changed);
    dialog->show(); // modeless: the window stays usable (and its counts visible) meanwhile
    return dialog;
}

// A canary needs a relay: the dialog offers this window's, which it cannot see behind it.
template <typename Dialog> void RowActionLauncher::offerConsoleRelay(Dialog *dialog) {
    dialog->setConsoleRelay(m_relay->isRunning() ? m_relay->destination() : QString(),
                            m_relay->isRunning() ? QString() : m_relay->startBlockedReason());
    connect(dialog, &Dialog::startRelayRequested, m_relay, &RelayPanel::start);
    connect(m_relay, &RelayPanel::relayStarted, dialog, &Dialog::setConsoleRelayRunning);
    connect(m_relay, &RelayPanel::relayStopped, dialog,
            [dialog] { dialog->setConsoleRelayRunning({}); });
}

RetryDialog *RowActionLauncher::openRetryDialog(const RetrySelection &selection,
                                                bool markDoneWholePlan) {
    if (!canAct())
        return nullptr;
    auto *dialog =
        new RetryDialog(m_session->actionTarget(), m_session->table(), selection, m_window);
    dialog->setSecretBackend(m_secrets.get());
    dialog->setMarkDoneWholePlan(markDoneWholePlan);
    connect(dialog, &RetryDialog::showRowsRequested, this, &RowActionLauncher::showRowsRequested);
    offerConsoleRelay(dialog);
    // A group's rows are dead no longer: its filter would now match nothing (every chip 0), so
    // the window follows the rows instead.
    connect(dialog, &RetryDialog::rowsChanged, this,
            [this](const QStringList &ids, const QString &label) {
                if (!m_filterBar->filter().errorGroup.isEmpty())
                    Q_EMIT showRowsRequested(ids, label);
            });
    return showDialog(dialog);
}

RetryDialog *RowActionLauncher::retrySelectedRows() {
    const QStringList ids = m_rows->selectedRowIds();
    if (ids.isEmpty()) {
        Q_EMIT notice(tr("Select the rows to retry first (Shift or Ctrl + click for several)."));
        return nullptr;
    }
    return openRetryDialog(RetrySelection::rows(ids));
}

RetryDialog *RowActionLauncher::retryMatchingRows() {
    RowFilter filter = m_session->filter();
    filter.states.clear(); // the retry takes the dead ones
    return openRetryDialog(RetrySelection::matching(filter));
}

RetryDialog *RowActionLauncher::retryGroup(const DeadLetterGroup &group, bool markDoneWholePlan) {
    RowFilter filter = m_session->searchFilter();
    filter.errorGroup.clear();
    return openRetryDialog(RetrySelection::errorGroup(group.signature, filter, group.signature),
                           markDoneWholePlan);
}

PurgeDialog *RowActionLauncher::openPurgeDialog() {
    if (!canAct())
        return nullptr;
    return showDialog(new PurgeDialog(m_session->actionTarget(), m_session->table(), m_window));
}

PromoteDialog *RowActionLauncher::openPromoteDialog(bool fromCurrentRow) {
    if (!canAct())
        return nullptr;
    auto *dialog =
        new PromoteDialog(m_session->actionTarget(), m_session->table(), *m_secrets, m_window);
    if (const OutboxRow *row = m_rows->currentRow(); fromCurrentRow && row)
        dialog->setRequestFromRow(*row);
    connect(dialog, &PromoteDialog::showRowsRequested, this, &RowActionLauncher::showRowsRequested);
    return showDialog(dialog);
}

ResendDialog *RowActionLauncher::openResendDialog() {
    const OutboxRow *row = m_rows->currentRow();
    if (!row || row->state != RowState::Dead || !canAct())
        return nullptr;
    auto *dialog = new ResendDialog(m_session->actionTarget(), m_session->table(), *row,
                                    m_session->payloadMask(), m_window);
    connect(dialog, &ResendDialog::finished, this, [this, dialog] {
        if (const auto outcome = dialog->outcome())
            Q_EMIT statusMessage(outcome->summary, 8000);
    });
    return showDialog(dialog);
}

ReplayDialog *RowActionLauncher::replaySelectedRows() {
    const QStringList ids = m_rows->selectedRowIds(RowState::Sent);
    if (ids.isEmpty() || !canAct())
        return nullptr;
    auto *dialog = new ReplayDialog(m_session->actionTarget(), m_session->table(), ids, m_window);
    offerConsoleRelay(dialog);
    return showDialog(dialog);
}

DeliverDialog *RowActionLauncher::deliverSelectedRows() {
    const QStringList ids = m_rows->selectedRowIds();
    if (ids.isEmpty() || !canAct())
        return nullptr;
    const bool allDead = m_rows->selectedRowIds(RowState::Dead).size() == ids.size();
    return showDialog(new DeliverDialog(m_session->actionTarget(), m_session->table(), ids, allDead,
                                        m_secrets.get(), m_window));
}

void RowActionLauncher::changeRows(RowChange::Kind kind, const QStringList &ids) {
    if (canAct())
        m_rowChange->start(kind, m_session->actionTarget(), m_session->table(), ids);
}

void RowActionLauncher::importRows() {
    if (!canAct())
        return;
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Import Rows"), QString(),
                                     tr("Outbox Console exports (*.json *.jsonl);;All files (*)"));
    if (!path.isEmpty())
        m_rowChange->start(RowChange::Kind::Import, m_session->actionTarget(), m_session->table(),
                           {path});
}

void RowActionLauncher::exportFilteredRows() {
    if (!m_session->hasTable()) {
        Q_EMIT notice(tr("Open a table first: there is nothing to export yet."));
        return;
    }
    outbox::ui::exportFilteredRows(m_window, m_session->target()->spec, m_session->table(),
                                   m_session->filter(), m_session->payloadMask());
}

void RowActionLauncher::exportGroup(const DeadLetterGroup &group) {
    if (!m_session->hasTable())
        return;
    RowFilter filter = m_session->searchFilter();
    filter.states = {RowState::Dead};
    filter.errorGroup = group.signature;
    outbox::ui::exportFilteredRows(m_window, m_session->target()->spec, m_session->table(), filter,
                                   m_session->payloadMask());
}

void RowActionLauncher::copyLink() {
    if (!m_session->hasTable())
        return;
    const QString profile = m_session->target()->profileName;
    if (profile.isEmpty()) {
        Q_EMIT notice(tr("A link opens a saved profile: this table was opened from a URL. Save "
                         "it as a profile (File › Manage Connections…) to link to it."));
        return;
    }
    const OutboxRow *row = m_rows->currentRow();
    int dropped = 0;
    const OutboxLink link =
        linkOfView(profile, m_filterBar->filter(), row ? row->id : QString(), &dropped);
    QGuiApplication::clipboard()->setText(link.toString());
    QString said = link.row.isEmpty() ? tr("Copied a link to profile %1.").arg(link.profile)
                                      : tr("Copied a link to row %1.").arg(link.row);
    if (dropped > 0)
        said += u' ' + tr("A link carries one search: %Ln other(s) left out.", "", dropped);
    Q_EMIT statusMessage(said, 4000);
}

void RowActionLauncher::copyRowAsJson() {
    const OutboxRow *row = m_rows->currentRow();
    if (!row)
        return;
    QGuiApplication::clipboard()->setText(
        QString::fromUtf8(QJsonDocument(rowToJson(*row)).toJson(QJsonDocument::Indented)));
    Q_EMIT statusMessage(tr("Copied row %1 as JSON.").arg(row->id), 4000);
}

} // namespace outbox::ui
