#include "ui/audit/auditview.h"

#include "actions/resend.h"
#include "links/outboxlink.h"

#include "ui/common/backgroundtask.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QClipboard>
#include <QComboBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

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
    : TableListPanel(u"audit"_s, parent)
    , m_source(new QComboBox)
    , m_filter(new QLineEdit)
    , m_note(new QLabel)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_details(new QPlainTextEdit) {
    setObjectName(u"auditView"_s);
    setAccessibleName(tr("Audit"));
    setStale(true);

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

    refreshButton()->setText(tr("Refresh"));
    refreshButton()->setAccessibleName(tr("Refresh audit records"));
    // F5 is the window's View › Refresh, which reads these again too.
    refreshButton()->setToolTip(tr("Read the audit records again (F5)"));

    setUpBusyIndicator(tr("Reading audit records"), 100, m_filter->sizeHint().height() - 6);

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(sourceLabel);
    top->addWidget(m_source);
    top->addWidget(m_filter, 1);
    top->addWidget(busyIndicator());
    top->addWidget(refreshButton());
    // What can be done with the selected record: enabled by showDetails().
    const auto addRecordButton = [top](const QString &objectName, const QString &text,
                                       const QString &toolTip) {
        auto *button = new QToolButton;
        button->setObjectName(objectName);
        button->setText(text);
        button->setToolTip(toolTip);
        button->setEnabled(false);
        top->addWidget(button);
        return button;
    };
    m_showRowsButton = addRecordButton(u"auditShowRowsButton"_s, tr("&Show These Rows"),
                                       tr("List the rows of the selected record in the Rows tab, "
                                          "in whatever state they are now"));
    m_undoResendButton =
        addRecordButton(u"auditUndoResendButton"_s, tr("&Undo Resend…"),
                        tr("Resend the original payload of the selected resend as a "
                           "new row; the edited copy, where it is dead, is "
                           "superseded"));
    m_copyLinkButton = addRecordButton(
        u"auditCopyLinkButton"_s, tr("Copy &Link"),
        tr("An outbox-console:// link to the selected record of the database's audit table, "
           "for a colleague with a profile of the same name"));

    m_note->setObjectName(u"auditSourceNote"_s);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_note->setContentsMargins(6, 0, 6, 0);
    auto *notes = new QVBoxLayout;
    notes->setContentsMargins(0, 0, 0, 0);
    notes->addWidget(m_note);

    m_proxy->setSourceModel(model());
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(SortRole);
    setUpList({tr("When"), tr("Who"), tr("Action"), tr("Profile / database"), tr("Filter"),
               tr("Rows"), tr("Reason"), tr("Outcome"), tr("Source")},
              tr("Audit records"), QAbstractItemView::SingleSelection, When, Qt::DescendingOrder,
              m_proxy);
    QTreeView *list = listView();
    QHeaderView *header = list->header();
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

    setUpDetailsText(m_details, u"auditDetails"_s, tr("Audit record details"),
                     tr("Select a record to see it in full, with its row ids."));

    setUpLayout(top, notes, m_details, 2);

    connect(m_showRowsButton, &QToolButton::clicked, this, [this] {
        const Shown *shown = currentShown();
        if (!shown)
            return;
        const AuditRecord &r = shown->record;
        Q_EMIT showRowsRequested(r.ids, tr("the %Ln row(s) of the %1 at %2", "", int(r.ids.size()))
                                            .arg(r.action, utcText(r.at)));
    });
    connect(m_copyLinkButton, &QToolButton::clicked, this, &AuditView::copyLink);
    connect(m_undoResendButton, &QToolButton::clicked, this, [this] {
        if (const Shown *shown = currentShown()) {
            const QStringList ids = resendIdsOf(shown->record);
            if (ids.size() == 2)
                Q_EMIT undoResendRequested(ids.at(0), ids.at(1));
        }
    });
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        showDetails();
    });
    connect(list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditView::showDetails);
    rebuild();
}

AuditView::~AuditView() = default;

void AuditView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    setTargetTable(target, table);
    m_tableRecords.clear();
    m_tableFound = false;
    refreshWhenShown();
}

void AuditView::clearTarget() {
    forgetTarget();
    m_tableRecords.clear();
    m_tableFound = false;
    refreshWhenShown();
}

void AuditView::setAuditLog(const AuditLog &log) {
    m_log = log;
    setStale(true);
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

QList<AuditRecord> AuditView::shownRecords() const {
    QList<AuditRecord> out;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int i = m_proxy->index(r, 0).data(IndexRole).toInt();
        out.append(m_shown.at(i).record);
    }
    return out;
}

QString AuditView::detailsText() const {
    return m_details->toPlainText();
}

void AuditView::refresh() {
    setStale(false);
    if (m_waiting > 0) {
        setStale(true); // read again once this round has answered
        return;
    }
    read();
}

bool AuditView::startRead() {
    ++m_generation;
    m_errors.clear();
    m_waiting = 1;
    readLog();
    if (hasTarget()) {
        ++m_waiting;
        readTable();
    }
    return true;
}

void AuditView::readEnded() {
    finishIfDone();
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
    const bool started = task()->start(target().spec, table(), u"audit-table"_s,
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
        task(), &TableTask::succeeded, this,
        [this, answer] {
            m_tableFound = answer->exists;
            m_tableRecords = answer->records;
        },
        Qt::SingleShotConnection);
    connect(
        task(), &TableTask::failed, this,
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
    disconnect(task(), &TableTask::succeeded, this, nullptr);
    disconnect(task(), &TableTask::failed, this, nullptr);
    setBusy(false);
    if (!m_errors.isEmpty())
        showReadError(m_errors.join(u'\n'));
    rebuild();
    Q_EMIT refreshed();
    if (isStale() && isVisible())
        refresh();
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
    // The audit table's newest record of each action: what a link to the log's record names.
    QHash<QString, qint64> tableIdOf;
    for (const AuditRecord &r : std::as_const(m_tableRecords))
        tableIdOf.insert(r.actionKey(), qMax(r.tableId, tableIdOf.value(r.actionKey())));
    if (which != Sources::AuditTable) {
        for (const AuditRecord &r : std::as_const(m_logRecords)) {
            const bool both = inBoth.contains(r.actionKey());
            m_shown.append({r, both ? tr("log + database") : tr("log"),
                            both ? tableIdOf.value(r.actionKey()) : 0});
        }
    }
    if (which != Sources::LocalLog) {
        for (const AuditRecord &r : std::as_const(m_tableRecords)) {
            // The same action in the log is shown once, as the log's whole-action record.
            if (which == Sources::All && inBoth.contains(r.actionKey()))
                continue;
            m_shown.append({r, tr("database"), r.tableId});
        }
    }

    // Notes on what the sources hold.
    QStringList notes;
    if (!hasTarget())
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

    const QColor failColor = errorTextColor();
    replaceRows(m_shown.size(), [&](int i, const QList<QStandardItem *> &items) {
        const AuditRecord &r = m_shown.at(i).record;
        // Sorted by their text, but for the time and the number of rows.
        const auto setText = [&](Column c, const QString &text) { setCell(items[c], text, text); };
        setCell(items[When], utcText(r.at), r.at);
        setText(Who, whoText(r));
        setText(Action, r.action);
        setText(Where, whereText(r));
        items[Where]->setToolTip(
            tr("Profile: %1\nDatabase: %2\nTable: %3")
                .arg(r.profile.isEmpty() ? tr("(none)") : r.profile, r.database, r.table));
        setText(Filter, r.filter);
        items[Filter]->setToolTip(r.filter);
        setCell(items[Rows], QLocale().toString(r.rowCount), r.rowCount);
        items[Rows]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (!r.idsSha256.isEmpty())
            items[Rows]->setToolTip(tr("Over %L1 rows: only the SHA-256 of the ids is recorded.")
                                        .arg(AuditRecord::kMaxListedIds));
        setText(Reason, r.reason.isEmpty() ? tr("—") : r.reason);
        setText(Outcome, r.outcome);
        items[Outcome]->setToolTip(r.outcome);
        if (failedOutcome(r.outcome))
            items[Outcome]->setForeground(failColor);
        setText(Source, m_shown.at(i).source);
    });
    if (m_proxy->rowCount() > 0)
        listView()->setCurrentIndex(m_proxy->index(0, 0));
    showDetails();
    selectPendingRecord();
}

void AuditView::selectTableRecord(qint64 id) {
    m_pendingRecord = id;
    m_filter->clear();
    setSources(Sources::All);
    selectPendingRecord(); // where it was read already; else when the read ends
}

void AuditView::selectPendingRecord() {
    if (m_pendingRecord <= 0 || m_waiting > 0 || isStale())
        return;
    const qint64 id = m_pendingRecord;
    m_pendingRecord = 0;
    // The table's batch records of an action shown once as the log's: any of them selects it.
    QSet<QString> actionsOfId;
    for (const AuditRecord &r : std::as_const(m_tableRecords))
        if (r.tableId == id)
            actionsOfId.insert(r.actionKey());
    if (!selectItem([&](int i) {
            const Shown &shown = m_shown.at(i);
            return shown.tableId == id || actionsOfId.contains(shown.record.actionKey());
        }))
        Q_EMIT tableRecordMissing(id);
}

qint64 AuditView::currentTableRecord() const {
    const Shown *shown = currentShown();
    return shown ? shown->tableId : 0;
}

void AuditView::copyLink() {
    const qint64 id = currentTableRecord();
    if (id <= 0 || target().profileName.isEmpty())
        return;
    OutboxLink link;
    link.profile = target().profileName;
    link.audit = id;
    QGuiApplication::clipboard()->setText(link.toString());
    Q_EMIT statusMessage(tr("Copied a link to audit record %1.").arg(id), 4000);
}

const AuditView::Shown *AuditView::currentShown() const {
    const int i = currentItem();
    return i >= 0 && i < m_shown.size() ? &m_shown.at(i) : nullptr;
}

void AuditView::showDetails() {
    const QModelIndex current = listView()->currentIndex();
    m_showRowsButton->setEnabled(false);
    m_undoResendButton->setEnabled(false);
    m_copyLinkButton->setEnabled(false);
    if (!current.isValid()) {
        m_details->setPlainText(m_shown.isEmpty() ? tr("No recorded actions.") : QString());
        return;
    }
    const Shown *shown = currentShown();
    if (!shown)
        return;
    const AuditRecord &r = shown->record;
    // A colleague reads the database's records, not this computer's log.
    m_copyLinkButton->setEnabled(shown->tableId > 0 && !target().profileName.isEmpty());
    m_copyLinkButton->setToolTip(
        shown->tableId > 0 ? tr("An outbox-console:// link to this record of the database's audit "
                                "table, for a colleague with a profile of the same name")
                           : tr("Only records in the database's audit table can be linked: a "
                                "colleague cannot read this computer's log"));
    // Its rows can be listed when it names them and they are of the table open.
    m_showRowsButton->setEnabled(!r.ids.isEmpty() && r.table == table().name.display());
    // A resend of the open table can be undone (the outcome says it was written).
    m_undoResendButton->setEnabled(resendIdsOf(r).size() == 2 &&
                                   r.table == table().name.display() &&
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
