#include "ui/rows/rowhistorylist.h"

#include "ui/common/itemviews.h"
#include "ui/common/timetext.h"
#include "ui/common/wrapping.h"

#include <QHeaderView>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RowHistoryList::RowHistoryList(QWidget *parent)
    : QTreeWidget(parent) {
    setObjectName(u"historyList"_s);
    setAccessibleName(tr("Row history"));
    setUpReadOnlyList(this, QAbstractItemView::SingleSelection);
    // Reasons and outcomes wrap, whole, instead of ending in "…" at the pane's edge (rows of the
    // height their text needs).
    new WrappingItemDelegate(this);
    setHeaderLabels({tr("When"), tr("Who"), tr("Action"), tr("Reason"), tr("Outcome")});
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(3, QHeaderView::Stretch);
    header()->setSectionResizeMode(4, QHeaderView::Stretch);
}

void RowHistoryList::showHistory(const RowHistory &history) {
    clear();
    // The actions and the attempts in one list, newest first.
    QList<std::pair<QDateTime, QTreeWidgetItem *>> items;
    for (const AuditRecord &r : std::as_const(history.records)) {
        auto *item = new QTreeWidgetItem;
        item->setText(0, utcText(r.at));
        item->setText(1, r.host.isEmpty() ? r.user : tr("%1@%2").arg(r.user, r.host));
        item->setText(2, r.action);
        item->setText(3, r.reason.isEmpty() ? tr("—") : r.reason);
        item->setText(4, r.outcome);
        const QString details =
            tr("%1 by %2 on %Ln row(s)\nFilter: %3\nReason: %4\nOutcome: %5", nullptr,
               int(r.rowCount))
                .arg(r.action, item->text(1), r.filter, item->text(3), r.outcome);
        for (int c = 1; c < 5; ++c)
            item->setToolTip(c, details);
        items.append({r.at, item});
    }
    for (const AttemptEntry &e : std::as_const(history.attempts)) {
        auto *item = new QTreeWidgetItem;
        item->setText(0, utcText(e.at));
        item->setText(1, e.actor);
        const QString attempt = e.attempts ? QLocale().toString(*e.attempts) : tr("?");
        QString action;
        QString outcome = e.error.simplified();
        if (e.event == QLatin1String(AttemptEntry::kFailed)) {
            action = tr("attempt %1 failed").arg(attempt);
            if (e.nextAttemptAt.isValid())
                outcome = tr("%1 · next attempt %2").arg(outcome, utcText(e.nextAttemptAt));
        } else if (e.event == QLatin1String(AttemptEntry::kDied)) {
            action = tr("attempt %1 failed: dead").arg(attempt);
        } else {
            action = e.event == QLatin1String(AttemptEntry::kRetried) ? tr("before the retry")
                                                                      : tr("before mark done");
            const QString attempts = e.attempts ? tr("%n attempt(s)", nullptr, *e.attempts)
                                                : tr("attempts not recorded");
            outcome = e.error.isEmpty() ? tr("%1, no error recorded").arg(attempts)
                                        : tr("%1, last error: %2").arg(attempts, outcome);
        }
        item->setText(2, action);
        item->setText(3, tr("—"));
        item->setText(4, outcome);
        for (int c = 1; c < 5; ++c)
            item->setToolTip(c, e.error.isEmpty() ? outcome : e.error);
        items.append({e.at, item});
    }
    std::stable_sort(items.begin(), items.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[at, item] : std::as_const(items))
        addTopLevelItem(item);
}

} // namespace outbox::ui
