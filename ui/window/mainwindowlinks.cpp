// MainWindow's links (outbox-console://): opening one on its profile, the view it names once the
// table is open, and the offer of a profile this computer lacks.
#include "ui/window/mainwindow.h"

#include "ui/audit/auditview.h"
#include "ui/common/messagebar.h"
#include "ui/session/outboxsession.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/consoletabs.h"
#include "ui/window/linkview.h"
#include "ui/window/messagearea.h"
#include "ui/window/profileopener.h"

using namespace Qt::StringLiterals;

namespace outbox::ui {

void MainWindow::bringUpLink(const OutboxLink &link) {
    comeForward();
    openLink(link);
}

bool MainWindow::openLink(const OutboxLink &link) {
    if (!m_opener->store().find(link.profile)) {
        // Offered: a new profile of that name, then the link again.
        const QString message = tr("The link opens the profile \"%1\", which this computer does "
                                   "not have. Create a profile of that name for the same outbox, "
                                   "then the link opens.")
                                    .arg(link.profile);
        m_messages->showMessage(MessageBar::Kind::Error, message,
                                tr("Create Profile “%1”…").arg(link.profile), [this, link] {
                                    if (m_opener->createProfile(link.profile))
                                        openLink(link);
                                });
        Q_EMIT errorShown(message);
        return false;
    }
    // What the link shows, once its table is open (one time): the last link asked for wins, and
    // only on its own profile (a table that opened otherwise, after a failed open, is not its).
    delete m_pendingLink;
    auto *once = new QObject(this);
    m_pendingLink = once;
    connect(this, &MainWindow::tableOpened, once, [this, link, once] {
        once->deleteLater();
        if (!target() || target()->profileName != link.profile)
            return;
        setStateFilter(link.state);
        if (link.createdFrom || link.createdTo)
            setCreatedRange(CreatedRange::Custom, link.createdFrom.value_or(QDateTime()),
                            link.createdTo.value_or(QDateTime()));
        if (!link.row.isEmpty()) {
            setSearch(SearchField::Id, link.row);
            noteWhenRowGone(link.row);
        } else if (const auto field = searchFieldOfLink(link.searchField)) {
            setSearch(*field, link.searchText);
        }
        if (!link.group.isEmpty())
            filterByErrorGroup(link.group);
        if (link.audit > 0) {
            m_tabs->setCurrentWidget(m_tabs->audit());
            m_tabs->audit()->selectTableRecord(link.audit);
        }
    });
    if (!openProfile(link.profile)) {
        delete once;
        return false;
    }
    return true;
}

// Once the rows filtered by a link's row id are read: none means the row is no longer there.
void MainWindow::noteWhenRowGone(const QString &id) {
    auto *once = new QObject(this);
    connect(m_session, &OutboxSession::busyChanged, once, [this, id, once](bool busy) {
        if (busy)
            return;
        once->deleteLater();
        if (m_session->model()->rowCount() == 0)
            showError(tr("Row %1 of the link is not in %2: it may have been purged, or the "
                         "profile may point at another database.")
                          .arg(id, m_session->table().name.display()));
    });
}

} // namespace outbox::ui
