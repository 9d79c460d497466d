#include "ui/actions/rowchange.h"

#include "actions/resend.h"

#include "ui/common/changeconfirmation.h"
#include "ui/common/tabletask.h"

#include <QLocale>
#include <QWidget>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The change's confirmation, in the user's words.
ChangeDescription describe(RowChange::Kind kind, const OutboxTable &table, const QStringList &ids) {
    const int n = int(ids.size());
    const QString name = table.name.display();
    ChangeDescription change;
    switch (kind) {
    case RowChange::Kind::Park:
        change.title = RowChange::tr("Park dead rows");
        change.summary = RowChange::tr("Park %n dead row(s) of %1: they stay dead, with their "
                                       "error, and the later rows of their keys are delivered "
                                       "past them.",
                                       nullptr, n)
                             .arg(name);
        change.details << RowChange::tr("A parked row can be retried, marked done or unparked "
                                        "later (Blocked › Parked rows).");
        change.confirmText = RowChange::tr("Park %n Row(s)", nullptr, n);
        break;
    case RowChange::Kind::Unpark:
        change.title = RowChange::tr("Unpark rows");
        change.summary = RowChange::tr("Unpark %n row(s) of %1: each holds the later rows of its "
                                       "key back again until it is retried or marked done.",
                                       nullptr, n)
                             .arg(name);
        change.confirmText = RowChange::tr("Unpark %n Row(s)", nullptr, n);
        break;
    case RowChange::Kind::RetryNow:
        change.title = RowChange::tr("Retry now");
        change.summary = RowChange::tr("Make %n pending row(s) of %1 due now: the relay tries "
                                       "them at its next batch, their attempts are kept.",
                                       nullptr, n)
                             .arg(name);
        change.confirmText = RowChange::tr("Retry %n Row(s) Now", nullptr, n);
        break;
    case RowChange::Kind::Release:
        change.title = RowChange::tr("Release stuck rows");
        change.summary = RowChange::tr("Release %n row(s) of %1 that have been in flight for "
                                       "more than 15 minutes: they go back to ready, and the "
                                       "relay delivers them again.",
                                       nullptr, n)
                             .arg(name);
        change.details << RowChange::tr("If the consumer that claimed a row is still working on "
                                        "it, the row is delivered twice.");
        change.confirmText = RowChange::tr("Release %n Row(s)", nullptr, n);
        break;
    case RowChange::Kind::UndoResend:
        change.title = RowChange::tr("Undo a resend");
        change.summary = RowChange::tr("Resend the original payload of %1 as a new ready row of "
                                       "%2. The edited copy %3 is marked superseded.")
                             .arg(ids.value(0), name, ids.value(1));
        change.details << RowChange::tr(
            "If the edited copy has not been delivered yet (it may wait behind an older row of its "
            "key), it is withdrawn: set dead and superseded in the same transaction, so that only "
            "the original is delivered. A copy being delivered right now is left alone: undo once "
            "it is settled.");
        change.confirmText = RowChange::tr("Resend the Original");
        return change;
    }
    const QStringList shown = ids.first(qMin<qsizetype>(ids.size(), 5));
    change.details << RowChange::tr("Rows: %1")
                          .arg(shown.join(u", "_s) +
                               (ids.size() > shown.size()
                                    ? RowChange::tr(" and %n more", nullptr,
                                                    int(ids.size() - shown.size()))
                                    : QString()));
    return change;
}

} // namespace

RowChange::RowChange(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
    , m_task(new TableTask(this)) {}

bool RowChange::isRunning() const {
    return m_task->isRunning();
}

void RowChange::start(Kind kind, const ConnectionTarget &target, const OutboxTable &table,
                      const QStringList &ids) {
    if (m_task->isRunning() || ids.isEmpty())
        return;
    if (target.readOnly) {
        Q_EMIT failed(
            tr("%1 is read-only: unlock writing for this session first.").arg(target.label));
        return;
    }
    const std::optional<QString> reason =
        confirmChange(m_dialogParent, target, describe(kind, table, ids));
    if (!reason)
        return;
    ActionContext context;
    context.profile = profileForChange(target);
    context.reason = *reason;
    auto outcome = std::make_shared<ActionOutcome>();
    m_task->start(target.spec, table, u"row-change"_s,
                  [kind, ids, context, outcome](TableTask::Context &c) -> Status {
                      ActionContext here = context;
                      here.cancel = &c.cancel;
                      if (kind == Kind::UndoResend) {
                          auto undone =
                              undoResend(c.reader, ids.value(0), ids.value(1), here, true);
                          if (!undone)
                              return undone.error();
                          outcome->summary = undone->summary;
                          return Done{};
                      }
                      Result<ActionOutcome> done =
                          kind == Kind::Park      ? parkRows(c.reader, ids, here)
                          : kind == Kind::Unpark  ? unparkRows(c.reader, ids, here)
                          : kind == Kind::Release ? releaseRows(c.reader, ids, here)
                                                  : retryNow(c.reader, ids, here);
                      if (!done)
                          return done.error();
                      *outcome = *done;
                      return Done{};
                  });
    m_task->runHandlers().succeeded = [this, outcome] { Q_EMIT applied(outcome->summary); };
    m_task->runHandlers().failed = [this](int, const QString &message) { Q_EMIT failed(message); };
}

} // namespace outbox::ui
