#include "ui/audit/auditview.h"

#include "actions/resend.h"

#include "ui/common/backgroundtask.h"

#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSet>
#include <QShowEvent>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int ShownIndexRole = Qt::UserRole + 1;
constexpr int SortRole = Qt::UserRole + 2;

QString whoText(const AuditRecord &r) {
    return r.host.isEmpty() ? r.user : AuditView::tr("%1@%2").arg(r.user, r.host);
}

// The profile's name, else the database's name and host (the full URL is in the tooltip).
QString placeText(const AuditRecord &r) {
    if (!r.profile.isEmpty())
        return r.profile;
    const QUrl url(r.database);
    if (!url.isValid() || url.scheme().isEmpty())
        return r.database;
    const QString name = QFileInfo(url.path()).fileName();
    if (url.host().isEmpty())
        return name.isEmpty() ? r.database : name;
    return AuditView::tr("%1 on %2").arg(name, url.host());
}

QString whereText(const AuditRecord &r) {
    const QString place = placeText(r);
    return r.table.isEmpty() ? place : AuditView::tr("%1 · %2").arg(place, r.table);
}

bool failedOutcome(const QString &outcome) {
    return outcome.startsWith(u"failed"_s, Qt::CaseInsensitive);
}

} // namespace

AuditView::AuditView(QWidget *parent)
    : QWidget(parent)
    , m_source(new QComboBox)
    , m_filter(new QLineEdit)
    , m_refreshButton(new QToolButton)
    , m_showRowsButton(new QToolButton)
    , m_undoResendButton(new QToolButton)
    , m_busy(new QProgressBar)
    , m_note(new QLabel)
    , m_messageBar(new MessageBar)
    , m_list(new QTreeView)
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_details(new QPlainTextEdit)
    , m_task(new TableTask(this)) {
    setObjectName(u"auditView"_s);
    setAccessibleName(tr("Audit"));

    m_source->setObjectName(u"auditSource"_s);
    m_source->setAccessibleName(tr("Audit source"));
    m_source->addItem(tr("All sources"), int(Sources::All));
    m_source->addItem(tr("This computer's log"), int(Sources::LocalLog));
    m_source->addItem(tr("Database audit table"), int(Sources::AuditTable));
    m_source->setToolTip(
        tr("This computer's log holds every change made from here; the database's "
           "audit table, where it exists, every user's changes to this database."));
    auto *sourceLabel = new QLabel(tr("&Source:"));
    sourceLabel->setBuddy(m_source);

    m_filter->setObjectName(u"auditFilter"_s);
    m_filter->setAccessibleName(tr("Filter audit records"));
    m_filter->setPlaceholderText(tr("Filter by action, user, reason, outcome…"));
    m_filter->setClearButtonEnabled(true);

    m_refreshButton->setObjectName(u"auditRefreshButton"_s);
    m_refreshButton->setText(tr("Refresh"));
    m_refreshButton->setAccessibleName(tr("Refresh audit records"));
    // F5 is the window's View › Refresh, which reads these again too.
    m_refreshButton->setToolTip(tr("Read the audit records again (F5)"));

    m_busy->setObjectName(u"auditBusyIndicator"_s);
    m_busy->setAccessibleName(tr("Reading audit records"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(100);
    m_busy->setMaximumHeight(m_filter->sizeHint().height() - 6);
    m_busy->hide();

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(sourceLabel);
    top->addWidget(m_source);
    top->addWidget(m_filter, 1);
    top->addWidget(m_busy);
    top->addWidget(m_refreshButton);
    m_showRowsButton->setObjectName(u"auditShowRowsButton"_s);
    m_showRowsButton->setText(tr("&Show These Rows"));
    m_showRowsButton->setToolTip(tr("List the rows of the selected record in the Rows tab, "
                                    "in whatever state they are now"));
    m_showRowsButton->setEnabled(false);
    top->addWidget(m_showRowsButton);
    m_undoResendButton->setObjectName(u"auditUndoResendButton"_s);
    m_undoResendButton->setText(tr("&Undo Resend…"));
    m_undoResendButton->setToolTip(tr("Resend the original payload of the selected resend as a "
                                      "new row; the edited copy, where it is dead, is "
                                      "superseded"));
    m_undoResendButton->setEnabled(false);
    top->addWidget(m_undoResendButton);

    m_note->setObjectName(u"auditSourceNote"_s);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_note->setContentsMargins(6, 0, 6, 0);
    m_messageBar->setObjectName(u"auditMessageBar"_s);
    m_messageBar->hide();

    m_model->setColumnCount(ColumnCount);
    m_model->setHorizontalHeaderLabels({tr("When"), tr("Who"), tr("Action"),
                                        tr("Profile / database"), tr("Filter"), tr("Rows"),
                                        tr("Reason"), tr("Outcome"), tr("Source")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(SortRole);
    m_list->setObjectName(u"auditList"_s);
    m_list->setAccessibleName(tr("Audit records"));
    m_list->setModel(m_proxy);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(When, Qt::DescendingOrder);
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(false);
    for (int c = 0; c < ColumnCount; ++c)
        header->setSectionResizeMode(c, QHeaderView::Interactive);
    header->setSectionResizeMode(Outcome, QHeaderView::Stretch);
    const QFontMetrics fm(font());
    header->resizeSection(When, fm.horizontalAdvance(u"2026-11-30 12:00:00 UTC"_s) + 16);
    header->resizeSection(Who, fm.horizontalAdvance(u"someone@host-name"_s) + 16);
    header->resizeSection(Action, fm.horizontalAdvance(u"relay-start"_s) + 24);
    header->resizeSection(Where, fm.horizontalAdvance(u"payments-prod · outbox"_s) + 16);
    header->resizeSection(Filter, fm.horizontalAdvance(u"dead, operation put, limit"_s) + 16);
    header->resizeSection(Rows, fm.horizontalAdvance(u"1,000,000"_s) + 16);
    header->resizeSection(Reason, fm.horizontalAdvance(u"ticket OPS-1234 fix"_s) + 16);
    header->resizeSection(Source, fm.horizontalAdvance(u"log + database"_s) + 16);

    m_details->setObjectName(u"auditDetails"_s);
    m_details->setAccessibleName(tr("Audit record details"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select a record to see it in full, with its row ids."));

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(u"auditSplitter"_s);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_messageBar);
    layout->addWidget(splitter, 1);

    connect(m_refreshButton, &QToolButton::clicked, this, &AuditView::refresh);
    connect(m_showRowsButton, &QToolButton::clicked, this, [this] {
        const Shown *shown = currentShown();
        if (!shown)
            return;
        const AuditRecord &r = shown->record;
        Q_EMIT showRowsRequested(r.ids, tr("the %Ln row(s) of the %1 at %2", "", int(r.ids.size()))
                                            .arg(r.action, utcText(r.at)));
    });
    connect(m_undoResendButton, &QToolButton::clicked, this, [this] {
        if (const Shown *shown = currentShown()) {
            const QStringList ids = resendIdsOf(shown->record);
            if (ids.size() == 2)
                Q_EMIT undoResendRequested(ids.at(0), ids.at(1));
        }
    });
    connect(m_messageBar, &MessageBar::actionTriggered, this, &AuditView::refresh);
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        showDetails();
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditView::showDetails);
    connect(m_task, &TableTask::ended, this, [this] { finishIfDone(); });
    rebuild();
}

AuditView::~AuditView() = default;

void AuditView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    m_target = target;
    m_table = table;
    m_hasTarget = true;
    m_tableRecords.clear();
    m_tableFound = false;
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void AuditView::clearTarget() {
    m_hasTarget = false;
    m_tableRecords.clear();
    m_tableFound = false;
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void AuditView::setAuditLog(const AuditLog &log) {
    m_log = log;
    m_stale = true;
    if (isVisible())
        refresh();
}

void AuditView::setSources(Sources sources) {
    m_source->setCurrentIndex(m_source->findData(int(sources)));
}

AuditView::Sources AuditView::sources() const {
    return Sources(m_source->currentData().toInt());
}

void AuditView::setFilterText(const QString &text) {
    m_filter->setText(text);
}

bool AuditView::isBusy() const {
    return m_waiting > 0;
}

QString AuditView::errorText() const {
    return m_messageBar->isVisibleTo(this) ? m_messageBar->text() : QString();
}

QList<AuditRecord> AuditView::shownRecords() const {
    QList<AuditRecord> out;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int i = m_proxy->index(r, 0).data(ShownIndexRole).toInt();
        out.append(m_shown.at(i).record);
    }
    return out;
}

QString AuditView::detailsText() const {
    return m_details->toPlainText();
}

void AuditView::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void AuditView::refresh() {
    m_stale = false;
    if (m_waiting > 0) {
        m_stale = true; // read again once this round has answered
        return;
    }
    ++m_generation;
    m_errors.clear();
    m_messageBar->dismiss();
    m_waiting = 1;
    readLog();
    if (m_hasTarget) {
        ++m_waiting;
        readTable();
    }
    setBusy(true);
}

void AuditView::readLog() {
    const AuditLog log = m_log;
    runInBackground(
        this, u"audit-log-read"_s, [log] { return log.recent(kRecentLimit); },
        [this](const Result<QList<AuditRecord>> &records) {
            if (records) {
                m_logRecords = *records;
            } else {
                m_logRecords.clear();
                m_errors << records.error().message;
            }
            finishIfDone();
        });
}

void AuditView::readTable() {
    struct Answer {
        bool exists = false;
        QList<AuditRecord> records;
    };
    auto answer = std::make_shared<Answer>();
    const bool started = m_task->start(m_target.spec, m_table, u"audit-table"_s,
                                       [answer](TableTask::Context &c) -> Status {
                                           answer->exists = AuditTable::exists(c.session);
                                           if (!answer->exists)
                                               return Done{};
                                           auto read = AuditTable::recent(c.session, kRecentLimit);
                                           if (!read)
                                               return read.error();
                                           answer->records = std::move(*read);
                                           return Done{};
                                       });
    if (!started) {
        --m_waiting;
        return;
    }
    connect(
        m_task, &TableTask::succeeded, this,
        [this, answer] {
            m_tableFound = answer->exists;
            m_tableRecords = answer->records;
        },
        Qt::SingleShotConnection);
    connect(
        m_task, &TableTask::failed, this,
        [this](int, const QString &message) {
            m_tableRecords.clear();
            m_errors << tr("Could not read the database's audit table: %1").arg(message);
        },
        Qt::SingleShotConnection);
}

void AuditView::finishIfDone() {
    if (m_waiting <= 0)
        return;
    if (--m_waiting > 0)
        return;
    // Drop the one-shot handlers the other outcome left connected.
    disconnect(m_task, &TableTask::succeeded, this, nullptr);
    disconnect(m_task, &TableTask::failed, this, nullptr);
    setBusy(false);
    if (!m_errors.isEmpty())
        m_messageBar->showMessage(MessageBar::Kind::Error, m_errors.join(u'\n'), tr("Try Again"));
    rebuild();
    Q_EMIT refreshed();
    if (m_stale && isVisible())
        refresh();
}

void AuditView::setBusy(bool busy) {
    m_busy->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
    Q_EMIT busyChanged(busy);
}

void AuditView::rebuild() {
    const Sources which = sources();
    m_shown.clear();
    QSet<QString> inLog;
    QSet<QString> inBoth;
    if (which != Sources::AuditTable) {
        for (const AuditRecord &r : std::as_const(m_logRecords))
            inLog.insert(r.actionKey());
    }
    if (which == Sources::All) {
        for (const AuditRecord &r : std::as_const(m_tableRecords)) {
            if (inLog.contains(r.actionKey()))
                inBoth.insert(r.actionKey());
        }
    }
    if (which != Sources::AuditTable) {
        for (const AuditRecord &r : std::as_const(m_logRecords))
            m_shown.append({r, inBoth.contains(r.actionKey()) ? tr("log + database") : tr("log")});
    }
    if (which != Sources::LocalLog) {
        for (const AuditRecord &r : std::as_const(m_tableRecords)) {
            // The same action in the log is shown once, as the log's whole-action record.
            if (which == Sources::All && inBoth.contains(r.actionKey()))
                continue;
            m_shown.append({r, tr("database")});
        }
    }

    // Notes on what the sources hold.
    QStringList notes;
    if (!m_hasTarget)
        notes << tr("No database open: only this computer's log is shown.");
    else if (!m_tableFound && m_waiting == 0)
        notes << tr("This database has no audit table (%1): only this computer's log is shown. "
                    "Create it (outboxctl audit init) to record every user's changes in the "
                    "database too.")
                     .arg(QString::fromLatin1(AuditTable::kName));
    if (which != Sources::LocalLog && m_tableFound)
        notes << tr("The audit table holds one record per committed batch.");
    notes << tr("Showing the newest %Ln record(s) of each source; the log is %1.", "",
                int(kRecentLimit))
                 .arg(m_log.path());
    m_note->setText(notes.join(u' '));

    const bool sorting = m_list->isSortingEnabled();
    m_list->setSortingEnabled(false);
    m_model->removeRows(0, m_model->rowCount());
    const QColor failColor = errorTextColor();
    for (qsizetype i = 0; i < m_shown.size(); ++i) {
        const AuditRecord &r = m_shown.at(i).record;
        QList<QStandardItem *> items;
        for (int c = 0; c < ColumnCount; ++c)
            items.append(new QStandardItem);
        items[When]->setText(utcText(r.at));
        items[When]->setData(r.at, SortRole);
        items[When]->setData(int(i), ShownIndexRole);
        items[Who]->setText(whoText(r));
        items[Action]->setText(r.action);
        items[Where]->setText(whereText(r));
        items[Where]->setToolTip(
            tr("Profile: %1\nDatabase: %2\nTable: %3")
                .arg(r.profile.isEmpty() ? tr("(none)") : r.profile, r.database, r.table));
        items[Filter]->setText(r.filter);
        items[Filter]->setToolTip(r.filter);
        items[Rows]->setText(QLocale().toString(r.rowCount));
        items[Rows]->setData(r.rowCount, SortRole);
        items[Rows]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (!r.idsSha256.isEmpty())
            items[Rows]->setToolTip(tr("Over %L1 rows: only the SHA-256 of the ids is recorded.")
                                        .arg(AuditRecord::kMaxListedIds));
        items[Reason]->setText(r.reason.isEmpty() ? tr("—") : r.reason);
        items[Outcome]->setText(r.outcome);
        items[Outcome]->setToolTip(r.outcome);
        if (failedOutcome(r.outcome))
            items[Outcome]->setForeground(failColor);
        items[Source]->setText(m_shown.at(i).source);
        for (int c = 0; c < ColumnCount; ++c) {
            if (c != When && c != Rows)
                items[c]->setData(items[c]->text(), SortRole);
        }
        m_model->appendRow(items);
    }
    m_list->setSortingEnabled(sorting);
    if (sorting)
        m_proxy->sort(m_list->header()->sortIndicatorSection(),
                      m_list->header()->sortIndicatorOrder());
    if (m_proxy->rowCount() > 0)
        m_list->setCurrentIndex(m_proxy->index(0, 0));
    showDetails();
}

const AuditView::Shown *AuditView::currentShown() const {
    const QModelIndex current = m_list->currentIndex();
    const int i = m_proxy->index(current.row(), 0).data(ShownIndexRole).toInt();
    return current.isValid() && i >= 0 && i < m_shown.size() ? &m_shown.at(i) : nullptr;
}

void AuditView::showDetails() {
    const QModelIndex current = m_list->currentIndex();
    m_showRowsButton->setEnabled(false);
    m_undoResendButton->setEnabled(false);
    if (!current.isValid()) {
        m_details->setPlainText(m_shown.isEmpty() ? tr("No recorded actions.") : QString());
        return;
    }
    const Shown *shown = currentShown();
    if (!shown)
        return;
    const AuditRecord &r = shown->record;
    // Its rows can be listed when it names them and they are of the table open.
    m_showRowsButton->setEnabled(!r.ids.isEmpty() && r.table == m_table.name.display());
    // A resend of the open table can be undone (the outcome says it was written).
    m_undoResendButton->setEnabled(resendIdsOf(r).size() == 2 &&
                                   r.table == m_table.name.display() &&
                                   r.outcome.startsWith(u"resent "_s));
    QStringList lines;
    lines << tr("When:      %1").arg(utcText(r.at)) << tr("Who:       %1").arg(whoText(r))
          << tr("Action:    %1").arg(r.action)
          << tr("Profile:   %1").arg(r.profile.isEmpty() ? tr("(none)") : r.profile)
          << tr("Database:  %1").arg(r.database) << tr("Table:     %1").arg(r.table)
          << tr("Filter:    %1").arg(r.filter) << tr("Rows:      %L1").arg(r.rowCount)
          << tr("Reason:    %1").arg(r.reason.isEmpty() ? tr("(none given)") : r.reason)
          << tr("Outcome:   %1").arg(r.outcome) << tr("Source:    %1").arg(shown->source)
          << QString();
    if (!r.idsSha256.isEmpty()) {
        lines << tr("Row ids: %Ln row(s), more than %1, so only their SHA-256 is recorded (of the "
                    "sorted ids, one per line):",
                    nullptr, int(r.rowCount))
                     .arg(QLocale().toString(AuditRecord::kMaxListedIds))
              << r.idsSha256;
    } else if (r.ids.isEmpty()) {
        lines << tr("Row ids: none recorded.");
    } else {
        lines << tr("Row ids (%Ln):", nullptr, int(r.ids.size()));
        lines << r.ids;
    }
    m_details->setPlainText(lines.join(u'\n'));
}

} // namespace outbox::ui
