#include "ui/actions/retryplanview.h"

#include "query/errorsignature.h"
#include "ui/actions/counttext.h"
#include "ui/common/formatwords.h"
#include "ui/common/stateappearance.h"
#include "ui/common/timetext.h"
#include "ui/common/wrapping.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int kSampleRows = 500; // rows shown in the sample table

QTreeWidget *breakdownTree(const QString &what, const QString &objectName) {
    auto *tree = new QTreeWidget;
    tree->setObjectName(objectName);
    tree->setAccessibleName(what);
    tree->setColumnCount(2);
    tree->setHeaderLabels({what, RetryPlanView::tr("Rows")});
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree->setMaximumHeight(110);
    return tree;
}

// The rows of a breakdown, the largest first.
void fillBreakdown(QTreeWidget *tree, const QMap<QString, qint64> &counts, bool groups) {
    QList<std::pair<QString, qint64>> sorted;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        sorted.append({it.key(), it.value()});
    std::sort(sorted.begin(), sorted.end(),
              [](const auto &a, const auto &b) { return a.second > b.second; });
    for (const auto &[key, count] : sorted) {
        const QString label =
            key.isEmpty() ? (groups ? RetryPlanView::tr("(no error)") : RetryPlanView::tr("(none)"))
                          : key;
        auto *item = new QTreeWidgetItem(tree, {label, localCount(count)});
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(
            0, groups ? RetryPlanView::tr("%1\nGroup id: %2").arg(label, signatureId(key)) : label);
    }
}

} // namespace

RetryPlanView::RetryPlanView(const OutboxTable &table, QWidget *parent)
    : QWidget(parent)
    , m_table(table) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_summary = wrappedHeadline(u"planSummary"_s);
    m_summary->setAccessibleName(tr("Dry run result"));
    layout->addWidget(m_summary);
    m_groupNote = wrappedTextLabel(u"retryGroupNote"_s);
    m_groupNote->setAccessibleName(tr("Note on the error group"));
    m_groupNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_groupNote->setFrameShape(QFrame::StyledPanel);
    m_groupNote->setMargin(4);
    m_groupNote->hide();
    layout->addWidget(m_groupNote);

    auto *breakdowns = new QHBoxLayout;
    m_operations =
        breakdownTree(FormatWords::kindTitle(m_table.description()), u"operationBreakdown"_s);
    m_groups = breakdownTree(tr("Error group"), u"groupBreakdown"_s);
    breakdowns->addWidget(m_operations, 1);
    breakdowns->addWidget(m_groups, 2);
    layout->addLayout(breakdowns);

    m_sampleModel = new QStandardItemModel(0, 5, this);
    m_sampleModel->setHorizontalHeaderLabels({tr("ID"),
                                              FormatWords::kindTitle(m_table.description()),
                                              tr("Attempts"), tr("Last Error"), tr("Created")});
    m_sampleView = new QTableView;
    m_sampleView->setObjectName(u"sampleView"_s);
    m_sampleView->setAccessibleName(tr("Sample rows"));
    m_sampleView->setModel(m_sampleModel);
    m_sampleView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sampleView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sampleView->setWordWrap(false);
    m_sampleView->verticalHeader()->hide();
    m_sampleView->horizontalHeader()->setStretchLastSection(false);
    m_sampleView->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_sampleView->verticalHeader()->setDefaultSectionSize(m_sampleView->fontMetrics().height() + 6);
    const int iconSize = m_sampleView->style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_sampleView->setColumnWidth(0, m_sampleView->fontMetrics().horizontalAdvance(
                                        u"00000000-0000-0000-0000-000000000000"_s) +
                                        iconSize + 24);
    m_sampleView->setColumnWidth(1, 90);
    m_sampleView->setColumnWidth(2, 70);
    m_sampleView->setColumnWidth(4, m_sampleView->fontMetrics().horizontalAdvance(utcText(QDateTime(
                                        QDate(2026, 12, 31), QTime(23, 59, 59), Qt::UTC))) +
                                        24);
    layout->addWidget(m_sampleView, 1);

    m_sampleNote = new QLabel;
    m_sampleNote->setObjectName(u"sampleNote"_s);
    m_sampleNote->setWordWrap(true);
    layout->addWidget(m_sampleNote);

    m_targetLabel = wrappedTextLabel(u"targetCheckLabel"_s);
    m_targetLabel->setAccessibleName(tr("Target check"));
    layout->addWidget(m_targetLabel);
}

QString RetryPlanView::readyWord(const OutboxTable &table) {
    const QString ready = table.vocabulary.readyStatus();
    return ready.isEmpty() ? tr("ready") : ready;
}

void RetryPlanView::clear() {
    m_summary->clear();
    m_operations->clear();
    m_groups->clear();
    m_sampleModel->removeRows(0, m_sampleModel->rowCount());
    m_sampleNote->clear();
    m_targetLabel->clear();
}

void RetryPlanView::setSummary(const QString &text) {
    m_summary->setText(text);
}

void RetryPlanView::showGroupNote(const std::optional<GroupNote> &note) {
    m_groupNote->setVisible(note.has_value());
    if (note)
        m_groupNote->setText(tr("Note on this error group (%1, %2): %3")
                                 .arg(note->author, utcText(note->at), note->text));
}

void RetryPlanView::showPlan(const RetryPlan &plan, const RetrySelection &selection, int notDead,
                             qsizetype markDoneRows, const QString &targetNote) {
    m_summary->setText(summaryText(plan, selection, notDead, markDoneRows));
    fillBreakdown(m_operations, plan.byOperation, false);
    fillBreakdown(m_groups, plan.byGroup, true);
    showSample(plan);
    showTargetCheck(plan, targetNote);
}

QString RetryPlanView::summaryText(const RetryPlan &plan, const RetrySelection &selection,
                                   int notDead, qsizetype markDoneRows) const {
    const qint64 n = plan.ids.size();
    // The retry never takes the rows the dry run flags: the summary counts what it would reset.
    // (Only Vortos rows are flagged: the target check is of object-store rows.)
    const qint64 unflagged = plan.unflaggedIds().size();
    const QString table = m_table.name.display();
    QString summary;
    if (n == 0) {
        summary = tr("No dead rows to retry.");
    } else if (unflagged == 0) {
        summary = tr("Dry run: none of the %Ln dead row(s) of %1 would be set back to pending: "
                     "every one is flagged (its target already exists, its source is still "
                     "missing, or it names a key the relay refuses).",
                     "", pluralCount(n))
                      .arg(table);
        if (markDoneRows > 0)
            summary += u' ' + tr("Mark Done… marks %Ln of them done without delivering them.", "",
                                 int(markDoneRows));
        if (!plan.sourceMissing.isEmpty())
            summary += u' ' + tr("A row whose source is missing can be retried once the object "
                                 "is back: run the dry run again then.");
    } else if (!m_table.description().statusVocabulary) {
        summary = tr("Dry run: %Ln dead row(s) of %1 would be set back to pending (attempts "
                     "reset, last error cleared).",
                     "", pluralCount(unflagged))
                      .arg(table);
        if (n > unflagged)
            summary += u' ' + tr("%Ln flagged row(s) stay dead.", "", pluralCount(n - unflagged));
    } else {
        summary = tr("Dry run: %Ln failed row(s) of %1 would be set back to “%2” (delivery "
                     "state cleared).",
                     "", pluralCount(n))
                      .arg(table, readyWord(m_table));
    }
    if (selection.kind != RetrySelection::Kind::Rows && selection.limit > 0 && n == selection.limit)
        summary += u' ' + tr("The limit of %Ln row(s) was reached: older rows first.", "",
                             pluralCount(selection.limit));
    if (notDead > 0)
        summary +=
            u' ' + tr("%Ln of the selected row(s) are not dead and are left out.", "", notDead);
    if (selection.kind == RetrySelection::Kind::Filter && !selection.filter.states.isEmpty() &&
        !selection.filter.states.contains(RowState::Dead))
        summary = tr("The filter shows no dead rows: there is nothing to retry.");
    return summary;
}

void RetryPlanView::showSample(const RetryPlan &plan) {
    const qint64 n = plan.ids.size();
    const QSet<QString> flagged(plan.targetExists.cbegin(), plan.targetExists.cend());
    const QSet<QString> sourceMissing(plan.sourceMissing.cbegin(), plan.sourceMissing.cend());
    const QSet<QString> keyInvalid(plan.keyInvalid.cbegin(), plan.keyInvalid.cend());
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const int shown = int(qMin<qsizetype>(kSampleRows, plan.preview.size()));
    for (int i = 0; i < shown; ++i) {
        const PlannedRow &row = plan.preview.at(i);
        QList<QStandardItem *> items{
            new QStandardItem(row.id), new QStandardItem(row.operation),
            new QStandardItem(row.attempts ? QString::number(*row.attempts) : QString()),
            new QStandardItem(row.lastError.simplified()),
            new QStandardItem(utcText(row.createdAt))};
        items[2]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        items[3]->setToolTip(row.lastError);
        if (flagged.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(
                tr("The target of this %1 row already exists: the work may be done. Mark it "
                   "done instead of retrying.")
                    .arg(row.operation));
        } else if (sourceMissing.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(tr("The object this %1 row reads is still missing: a retry "
                                    "would fail again. It is left out of the retry.")
                                     .arg(row.operation));
        } else if (keyInvalid.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(tr("This %1 row names an object key the relay refuses (a \"..\" "
                                    "segment, a control character or too long): a retry would "
                                    "fail again. It is left out of the retry.")
                                     .arg(row.operation));
        }
        m_sampleModel->appendRow(items);
    }
    m_sampleNote->setText(
        n > shown ? tr("Showing the oldest %1 of %2 rows.").arg(localCount(shown), localCount(n))
                  : QString());
    m_sampleNote->setVisible(n > shown);
}

void RetryPlanView::showTargetCheck(const RetryPlan &plan, const QString &targetNote) {
    QString target;
    if (plan.targetCheck == TargetCheck::Made) {
        if (plan.targetExists.isEmpty())
            target = tr("Target check: no move or promote row has a target that already exists.");
        else
            target = tr("%Ln row(s) flagged: the target already exists, so the work may be done. "
                        "Mark them done instead of retrying them.",
                        "", int(plan.targetExists.size()));
        if (!plan.sourceMissing.isEmpty())
            target += u' ' + tr("%Ln row(s) flagged: they failed for a missing object that is "
                                "still missing, so a retry would fail again; they are left out "
                                "of the retry.",
                                "", int(plan.sourceMissing.size()));
        if (!plan.keyInvalid.isEmpty())
            target += u' ' + tr("%Ln row(s) flagged: they name an object key the relay refuses, "
                                "so a retry would fail again; they are left out of the retry.",
                                "", int(plan.keyInvalid.size()));
        if (!targetNote.isEmpty())
            target += u' ' + targetNote;
    } else {
        target = targetNote;
    }
    m_targetLabel->setText(target);
    m_targetLabel->setVisible(!target.isEmpty());
    QPalette p = palette();
    if (plan.hasFlags())
        p.setColor(QPalette::WindowText, stateColor(RowState::Dead));
    m_targetLabel->setPalette(p);
}

} // namespace outbox::ui
