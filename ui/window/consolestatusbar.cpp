#include "ui/window/consolestatusbar.h"

#include "ui/common/busyindicator.h"
#include "ui/session/outboxsession.h"
#include "ui/session/rowtablemodel.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>

#include <climits>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ConsoleStatusBar::ConsoleStatusBar(QWidget *parent)
    : QStatusBar(parent) {
    m_rowCountLabel = new QLabel;
    m_rowCountLabel->setObjectName(u"rowCountLabel"_s);
    addWidget(m_rowCountLabel, 1);
    m_liveLabel = new QLabel(tr("Live"));
    m_liveLabel->setObjectName(u"liveLabel"_s);
    m_liveLabel->setToolTip(tr("The table notifies changes (outboxctl notify install): the rows "
                               "refresh as soon as they change"));
    m_liveLabel->hide();
    addPermanentWidget(m_liveLabel);
    m_busyLabel = new QLabel;
    m_busyLabel->setObjectName(u"busyLabel"_s);
    addPermanentWidget(m_busyLabel);
    m_busyIndicator = busyProgressBar(u"busyIndicator"_s);
    m_busyIndicator->setAccessibleName(tr("Busy"));
    m_busyIndicator->setFixedWidth(110);
    m_busyIndicator->setMaximumHeight(m_rowCountLabel->sizeHint().height());
    addPermanentWidget(m_busyIndicator);
}

void ConsoleStatusBar::setPreparing(const QString &what) {
    m_preparing = what;
    m_busyLabel->setText(what);
    m_busyLabel->setVisible(!what.isEmpty());
    m_busyIndicator->setVisible(!what.isEmpty());
}

void ConsoleStatusBar::showSession(const OutboxSession &session) {
    m_liveLabel->setVisible(session.isListening());
    QString what = m_preparing;
    if (session.isConnecting())
        what = tr("Connecting…");
    else if (session.model()->isFetching())
        what = tr("Loading rows…");
    else if (session.isCounting())
        what = tr("Counting…");
    m_busyLabel->setText(what);
    m_busyLabel->setVisible(!what.isEmpty());
    m_busyIndicator->setVisible(!what.isEmpty());

    const auto &target = session.target();
    if (!target) {
        m_rowCountLabel->setText(
            tr("Not connected. Start with --demo, --profile NAME or --database URL."));
        return;
    }
    if (!session.hasTable()) {
        m_rowCountLabel->setText(session.isConnecting() ? tr("Connecting to %1…").arg(target->label)
                                                        : tr("Not connected."));
        return;
    }
    if (!m_tabSummary.isEmpty()) {
        m_rowCountLabel->setText(m_tabSummary);
        return;
    }
    const RowTableModel *model = session.model();
    const qint64 loaded = model->rowCount();
    const auto &counts = session.counts();
    const auto state = session.stateFilter();
    std::optional<qint64> total;
    if (counts)
        total = state ? counts->of(*state) : counts->total;
    const auto clamped = [](qint64 n) { return int(qMin<qint64>(n, INT_MAX)); };
    QString text;
    if (model->isComplete())
        text = tr("%Ln row(s)", "", clamped(loaded));
    else if (total && counts->sentEstimated && (!state || *state == RowState::Sent))
        text = tr("%1 of about %Ln row(s) loaded, scroll for more", "", clamped(*total))
                   .arg(QLocale().toString(loaded));
    else if (total)
        text = tr("%1 of %Ln row(s) loaded, scroll for more", "", clamped(*total))
                   .arg(QLocale().toString(loaded));
    else
        text = tr("%Ln row(s) loaded", "", clamped(loaded));
    if (!m_filterText.isEmpty())
        text += tr("  ·  filtered by %1").arg(m_filterText);
    m_rowCountLabel->setText(text);
}

void ConsoleStatusBar::setTabSummary(const QString &summary) {
    m_tabSummary = summary;
    if (!summary.isEmpty())
        m_rowCountLabel->setText(summary);
}

} // namespace outbox::ui
