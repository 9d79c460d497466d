#include "ui/actions/rowchange.h"

#include "actions/archive.h"
#include "actions/resend.h"
#include "actions/rowimport.h"
#include "util/localfile.h"

#include "ui/common/changeconfirmation.h"
#include "ui/common/tabletask.h"

#include <QFileInfo>
#include <QLocale>
#include <QWidget>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The export file ids[0] written as new ready rows: their summary.
Result<QString> importFile(const OutboxReader &reader, const QStringList &ids,
                           const ActionContext &context) {
    const QString path = ids.value(0);
    auto content = readLocalFile(path, {ImportPlan::kMaxBytes + 1, true});
    if (!content)
        return content.error();
    auto plan = planImport(reader.table(), *content, QFileInfo(path).fileName());
    if (!plan)
        return plan.error();
    auto imported = applyImport(reader, *plan, context);
    if (!imported)
        return imported.error();
    return imported->summary;
}

} // namespace

ChangeDescription RowChange::describe(Kind kind, const OutboxTable &table, const QStringList &ids) {
    const int n = int(ids.size());
    const QString name = table.name.display();
    ChangeDescription change;
    if (kind == Kind::Import) {
        change.title = tr("Import rows");
        change.summary = tr("Write the rows of %1 into %2 as new ready rows, oldest first.")
                             .arg(ids.value(0), name);
        change.details << tr("Every row is checked by the writer's rules first: if one is refused "
                             "(another format's row, a masked payload, a broken line), nothing is "
                             "written. Each new row is traced to the exported row in "
                             "outbox_console_copies.");
        change.confirmText = tr("Import Rows");
        return change;
    }
    if (kind == Kind::UndoResend) {
        change.title = tr("Undo a resend");
        change.summary = tr("Resend the original payload of %1 as a new ready row of "
                            "%2. The edited copy %3 is marked superseded.")
                             .arg(ids.value(0), name, ids.value(1));
        change.details << tr(
            "If the edited copy has not been delivered yet (it may wait behind an older row of its "
            "key), it is withdrawn: set dead and superseded in the same transaction, so that only "
            "the original is delivered. A copy being delivered right now is left alone: undo once "
            "it is settled.");
        change.confirmText = tr("Resend the Original");
        return change;
    }
    // The words of a change of the rows listed: its title, its summary (%n rows of the table %1),
    // what more to know (null: nothing) and its confirm button (%n rows).
    struct Words {
        const char *title;
        const char *summary;
        const char *detail;
        const char *confirm;
    };
    static constexpr Words park{
        QT_TR_NOOP("Park dead rows"),
        QT_TR_N_NOOP("Park %n dead row(s) of %1: they stay dead, with their error, and the later "
                     "rows of their keys are delivered past them."),
        QT_TR_NOOP("A parked row can be retried, marked done or unparked later (Blocked › Parked "
                   "rows)."),
        QT_TR_N_NOOP("Park %n Row(s)")};
    static constexpr Words unpark{
        QT_TR_NOOP("Unpark rows"),
        QT_TR_N_NOOP("Unpark %n row(s) of %1: each holds the later rows of its key back again "
                     "until it is retried or marked done."),
        nullptr, QT_TR_N_NOOP("Unpark %n Row(s)")};
    static constexpr Words retryNow{
        QT_TR_NOOP("Retry now"),
        QT_TR_N_NOOP("Make %n pending row(s) of %1 due now: the relay tries them at its next "
                     "batch, their attempts are kept."),
        nullptr, QT_TR_N_NOOP("Retry %n Row(s) Now")};
    static constexpr Words release{
        QT_TR_NOOP("Release stuck rows"),
        QT_TR_N_NOOP("Release %n row(s) of %1 that have been in flight for more than 15 minutes: "
                     "they go back to ready, and the relay delivers them again."),
        QT_TR_NOOP("If the consumer that claimed a row is still working on it, the row is "
                   "delivered twice."),
        QT_TR_N_NOOP("Release %n Row(s)")};
    static constexpr Words archive{
        QT_TR_NOOP("Archive dead rows"),
        QT_TR_N_NOOP("Archive %n dead row(s) of %1 as known junk: they leave the counts, error "
                     "groups, gauges and notifications, and stay dead and readable."),
        QT_TR_NOOP("Only these rows: a later failure of the same kind shows as usual. Unarchive "
                   "them (the Archived chip lists them) to count them as dead again."),
        QT_TR_N_NOOP("Archive %n Row(s)")};
    static constexpr Words unarchive{
        QT_TR_NOOP("Unarchive rows"),
        QT_TR_N_NOOP("Unarchive %n row(s) of %1: they count as dead again."), nullptr,
        QT_TR_N_NOOP("Unarchive %n Row(s)")};
    const Words &words = kind == Kind::Park        ? park
                         : kind == Kind::Unpark    ? unpark
                         : kind == Kind::Release   ? release
                         : kind == Kind::Archive   ? archive
                         : kind == Kind::Unarchive ? unarchive
                                                   : retryNow;
    change.title = tr(words.title);
    change.summary = tr(words.summary, nullptr, n).arg(name);
    if (words.detail)
        change.details << tr(words.detail);
    change.confirmText = tr(words.confirm, nullptr, n);
    const QStringList shown = ids.first(qMin<qsizetype>(ids.size(), 5));
    change.details << tr("Rows: %1")
                          .arg(shown.join(u", "_s) +
                               (ids.size() > shown.size()
                                    ? tr(" and %n more", nullptr, int(ids.size() - shown.size()))
                                    : QString()));
    if (kind == Kind::Archive)
        change.choice = ChangeChoice{tr("Archive &until:"), archiveExpiryOptions()};
    return change;
}

QStringList RowChange::archiveExpiryOptions() {
    QStringList options{tr("Unarchived by hand")};
    for (const int days : kArchiveDays)
        options << tr("%n day(s) from now", nullptr, days);
    return options;
}

std::optional<QDateTime> RowChange::archiveExpiry(int option, const QDateTime &now) {
    if (option < 1 || option > int(std::size(kArchiveDays)))
        return std::nullopt;
    return now.toUTC().addDays(kArchiveDays[size_t(option - 1)]);
}

RowChange::RowChange(QWidget *dialogParent)
    : QObject(dialogParent)
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
    const ChangeDescription change = describe(kind, table, ids);
    const std::optional<QString> reason =
        confirmChange(static_cast<QWidget *>(parent()), target, change);
    if (!reason)
        return;
    // Archive: until the time chosen (nullopt: until unarchived).
    const std::optional<QDateTime> expires =
        change.choice ? archiveExpiry(*change.choice->chosen, QDateTime::currentDateTimeUtc())
                      : std::nullopt;
    ActionContext context;
    context.profile = profileForChange(target);
    context.reason = *reason;
    auto outcome = std::make_shared<ActionOutcome>();
    m_task->start(target.spec, table, u"row-change"_s,
                  [kind, ids, context, outcome, expires](TableTask::Context &c) -> Status {
                      ActionContext here = context;
                      here.cancel = &c.cancel;
                      if (kind == Kind::Import) {
                          auto copied = importFile(c.reader, ids, here);
                          if (!copied)
                              return copied.error();
                          outcome->summary = *copied;
                          return Done{};
                      }
                      if (kind == Kind::UndoResend) {
                          auto undone =
                              undoResend(c.reader, ids.value(0), ids.value(1), here, true);
                          if (!undone)
                              return undone.error();
                          outcome->summary = undone->summary;
                          return Done{};
                      }
                      Result<ActionOutcome> done =
                          kind == Kind::Park        ? parkRows(c.reader, ids, here)
                          : kind == Kind::Unpark    ? unparkRows(c.reader, ids, here)
                          : kind == Kind::Release   ? releaseRows(c.reader, ids, here)
                          : kind == Kind::Archive   ? archiveRows(c.reader, ids, expires, here)
                          : kind == Kind::Unarchive ? unarchiveRows(c.reader, ids, here)
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
