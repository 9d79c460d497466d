#include "ui/actions/purgedialog.h"

#include "ui/common/changeconfirmation.h"
#include "ui/common/coremetatypes.h"
#include "ui/common/environmentbadge.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLoggingCategory>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcPurgeDialog, "outbox.ui.purgedialog", QtInfoMsg)

namespace outbox::ui {

namespace {
// The n of a plural form (tr's n is an int).
int plural(qint64 n) {
    return int(qMin<qint64>(n, INT_MAX));
}

// The spin box shows "30 days", "1 day": the number with the text around it in the plural
// form of the language.
void showDaysAround(QSpinBox *spin, int days) {
    const QString text = PurgeDialog::tr("%n day(s)", "the retention spin box", days);
    const QString digits = QString::number(days);
    const qsizetype at = text.indexOf(digits);
    spin->setPrefix(at < 0 ? QString() : text.left(at));
    spin->setSuffix(at < 0 ? QString() : text.mid(at + digits.size()));
}

// "30 days", "12 hours", "90 minutes": the period as the confirmation says it.
QString describePeriod(qint64 seconds) {
    if (seconds % (7 * 86400) == 0 && seconds >= 7 * 86400 && seconds % 86400 != 0)
        return PurgeDialog::tr("%Ln week(s)", "", int(seconds / (7 * 86400)));
    if (seconds % 86400 == 0)
        return PurgeDialog::tr("%Ln day(s)", "", int(seconds / 86400));
    if (seconds % 3600 == 0)
        return PurgeDialog::tr("%Ln hour(s)", "", int(seconds / 3600));
    return PurgeDialog::tr("%Ln minute(s)", "", int(seconds / 60));
}
} // namespace

PurgeDialog::PurgeDialog(const ConnectionTarget &target, const OutboxTable &table, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_table(table)
    , m_task(new TableTask(this))
    , m_debounce(new QTimer(this)) {
    registerCoreMetaTypes();
    setObjectName(u"purgeDialog"_s);
    setWindowTitle(tr("Purge Sent Rows — %1").arg(table.name.display()));
    setAccessibleName(tr("Purge sent rows"));
    setMinimumWidth(520);
    resize(600, 320);

    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    auto *badge = makeEnvironmentBadge(target.environment);
    header->addWidget(badge, 0, Qt::AlignTop);
    auto *intro = new QLabel(tr("Delete the sent rows of %1 that were created longer ago than "
                                "the retention period.")
                                 .arg(table.name.display()));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    header->addWidget(intro, 1);
    layout->addLayout(header);

    auto *form = new QFormLayout;
    m_days = new QSpinBox;
    m_days->setObjectName(u"purgeDaysSpin"_s);
    m_days->setAccessibleName(tr("Retention in days"));
    m_days->setRange(1, 36500);
    m_days->setValue(30);
    showDaysAround(m_days, m_days->value());
    m_days->setMaximumWidth(160);
    form->addRow(tr("Older than:"), m_days);
    m_retention = new QLineEdit(u"30d"_s);
    m_retention->setObjectName(u"retentionEdit"_s);
    m_retention->setAccessibleName(tr("Retention period"));
    m_retention->setToolTip(tr("A number followed by m, h, d or w, for example 30d or 12h"));
    m_retention->setMaximumWidth(120);
    form->addRow(tr("or &period:"), m_retention);
    layout->addLayout(form);

    m_periodError = new QLabel;
    m_periodError->setObjectName(u"periodError"_s);
    m_periodError->setWordWrap(true);
    m_periodError->setTextFormat(Qt::PlainText);
    QPalette ep = m_periodError->palette();
    ep.setColor(QPalette::WindowText, errorTextColor());
    m_periodError->setPalette(ep);
    m_periodError->hide();
    layout->addWidget(m_periodError);

    auto *countRow = new QHBoxLayout;
    m_busyBar = new QProgressBar;
    m_busyBar->setObjectName(u"busyBar"_s);
    m_busyBar->setAccessibleName(tr("Counting"));
    m_busyBar->setRange(0, 0);
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumWidth(120);
    m_busyBar->hide();
    countRow->addWidget(m_busyBar);
    m_countLabel = new QLabel;
    m_countLabel->setObjectName(u"purgeCount"_s);
    m_countLabel->setAccessibleName(tr("Rows to purge"));
    m_countLabel->setWordWrap(true);
    m_countLabel->setTextFormat(Qt::PlainText);
    QFont bold = m_countLabel->font();
    bold.setBold(true);
    m_countLabel->setFont(bold);
    countRow->addWidget(m_countLabel, 1);
    layout->addLayout(countRow);

    m_readOnlyNote = new QLabel;
    m_readOnlyNote->setObjectName(u"readOnlyNote"_s);
    m_readOnlyNote->setAccessibleName(tr("Why purging is disabled"));
    m_readOnlyNote->setWordWrap(true);
    m_readOnlyNote->setTextFormat(Qt::PlainText);
    m_readOnlyNote->hide();
    layout->addWidget(m_readOnlyNote);

    m_applyProgress = new QProgressBar;
    m_applyProgress->setObjectName(u"applyProgress"_s);
    m_applyProgress->setAccessibleName(tr("Purge progress"));
    m_applyProgress->hide();
    layout->addWidget(m_applyProgress);

    m_resultLabel = new QLabel;
    m_resultLabel->setObjectName(u"resultLabel"_s);
    m_resultLabel->setAccessibleName(tr("Result"));
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextFormat(Qt::PlainText);
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->setFont(bold);
    m_resultLabel->hide();
    layout->addWidget(m_resultLabel);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox;
    m_recountButton = buttons->addButton(tr("C&ount Again"), QDialogButtonBox::ActionRole);
    m_recountButton->setObjectName(u"recountButton"_s);
    m_recountButton->setAccessibleName(tr("Count again"));
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    m_cancelButton->setAccessibleName(tr("Cancel"));
    m_purgeButton = buttons->addButton(tr("&Purge"), QDialogButtonBox::AcceptRole);
    m_purgeButton->setObjectName(u"purgeButton"_s);
    m_purgeButton->setAccessibleName(tr("Purge"));
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName(u"closeButton"_s);
    m_closeButton->setAccessibleName(tr("Close"));
    for (QPushButton *b : {m_recountButton, m_cancelButton, m_purgeButton, m_closeButton})
        b->setAutoDefault(false);
    connect(m_recountButton, &QPushButton::clicked, this, &PurgeDialog::count);
    connect(m_cancelButton, &QPushButton::clicked, this, &PurgeDialog::cancel);
    connect(m_purgeButton, &QPushButton::clicked, this, &PurgeDialog::purge);
    connect(m_closeButton, &QPushButton::clicked, this, &PurgeDialog::reject);
    layout->addWidget(buttons);

    if (auto allowed = checkChangeAllowed(actionContext(u"-"_s), u"purge"_s); !allowed)
        m_refusal = allowed.error().message;

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &PurgeDialog::count);
    connect(m_days, &QSpinBox::valueChanged, this, [this](int days) {
        showDaysAround(m_days, days);
        const QString text = u"%1d"_s.arg(days);
        if (m_retention->text() != text)
            m_retention->setText(text); // → periodEdited
    });
    connect(m_retention, &QLineEdit::textChanged, this, &PurgeDialog::periodEdited);

    connect(m_task, &TableTask::progressed, this, [this](const BatchProgress &p) {
        if (m_phase != Phase::Purging)
            return;
        m_lastProgress = p;
        m_applyProgress->setRange(0, qMax(1, p.batches));
        m_applyProgress->setValue(p.batch);
        m_applyProgress->setFormat(
            tr("Batch %1 of %2 · %Ln deleted", "", plural(p.changed)).arg(p.batch).arg(p.batches));
        Q_EMIT progressed(p);
    });
    updateButtons();
    QMetaObject::invokeMethod(this, &PurgeDialog::count, Qt::QueuedConnection);
}

PurgeDialog::~PurgeDialog() = default;

ActionContext PurgeDialog::actionContext(const QString &reason) const {
    ActionContext context;
    context.profile = profileForChange(m_target);
    context.reason = reason;
    context.auditLog = m_auditLog;
    context.batchSize = m_batchSize;
    return context;
}

bool PurgeDialog::isBusy() const {
    return m_phase != Phase::Idle;
}

QDateTime PurgeDialog::cutoff() const {
    return m_count ? m_counted.now.addSecs(-m_counted.olderThanSeconds) : QDateTime();
}

QString PurgeDialog::resultText() const {
    return m_resultLabel->text();
}

bool PurgeDialog::setRetention(const QString &text) {
    m_retention->setText(text);
    periodEdited(text);
    return m_period.has_value();
}

void PurgeDialog::periodEdited(const QString &text) {
    QString t = text.trimmed();
    bool isNumber = false;
    t.toLongLong(&isNumber);
    if (isNumber)
        t += u'd';
    auto parsed = parseRetention(t);
    if (!parsed) {
        m_period.reset();
        m_periodError->setText(parsed.error().message);
        m_periodError->show();
    } else {
        m_period = *parsed;
        m_periodError->hide();
        if (*parsed % 86400 == 0 && *parsed / 86400 <= m_days->maximum()) {
            const QSignalBlocker block(m_days);
            m_days->setValue(int(*parsed / 86400));
        }
    }
    // The count shown no longer answers the question: count again shortly.
    m_count.reset();
    m_countLabel->setText(m_period ? tr("Counting…") : QString());
    updateButtons();
    if (m_period)
        m_debounce->start();
}

void PurgeDialog::updateButtons() {
    const bool busy = isBusy();
    m_cancelButton->setVisible(busy);
    m_cancelButton->setEnabled(busy);
    m_recountButton->setEnabled(!busy && m_period.has_value());
    m_busyBar->setVisible(m_phase == Phase::Counting);
    m_applyProgress->setVisible(m_phase == Phase::Purging || m_lastOutcome.has_value() ||
                                !m_resultLabel->text().isEmpty());
    const qint64 n = m_count.value_or(0);
    m_purgeButton->setText(n > 0 ? tr("&Purge %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)))
                                 : tr("&Purge"));
    m_purgeButton->setAccessibleName(m_purgeButton->text().remove(u'&'));
    m_purgeButton->setAccessibleDescription(tr("Destructive: deletes rows permanently"));
    if (!m_refusal.isEmpty()) {
        m_purgeButton->setEnabled(false);
        m_purgeButton->setToolTip(m_refusal);
        m_readOnlyNote->setText(m_refusal);
        m_readOnlyNote->show();
        return;
    }
    m_purgeButton->setEnabled(!busy && n > 0);
    m_purgeButton->setToolTip(n > 0 ? tr("Delete the counted rows permanently (asks first)")
                                    : tr("No sent rows are old enough to purge"));
}

void PurgeDialog::count() {
    if (!m_period)
        return;
    if (isBusy()) {
        if (m_phase == Phase::Counting)
            m_recount = true;
        return;
    }
    m_debounce->stop();
    m_recount = false;
    PurgeRequest request;
    request.olderThanSeconds = *m_period;
    request.now = QDateTime::currentDateTimeUtc();
    auto result = std::make_shared<qint64>(0);
    auto work = [request, result](TableTask::Context &c) -> Status {
        auto n = countPurgeable(c.reader, request);
        if (!n)
            return n.error();
        *result = *n;
        return Done{};
    };
    if (!m_task->start(m_target.spec, m_table, u"purge-count"_s, work))
        return;
    m_task->runHandlers().succeeded = [this, request, result] {
        if (m_recount)
            return; // the period changed meanwhile: this count answers an old question
        m_counted = request;
        m_count = *result;
        const QString when = utcAndLocalText(cutoff());
        m_countLabel->setText(
            *result == 0
                ? tr("No sent rows were created before %1 (%2 ago): nothing to purge.")
                      .arg(when, describePeriod(request.olderThanSeconds))
                : tr("%Ln sent row(s) were created before %1 (%2 ago) and would be deleted.", "",
                     plural(*result))
                      .arg(when, describePeriod(request.olderThanSeconds)));
        Q_EMIT counted(*result);
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        m_count.reset();
        m_countLabel->setText(tr("Counting failed: %1").arg(message));
        Q_EMIT countFailed(message);
    };
    m_task->runHandlers().cancelled = [this](const QString &) {
        m_count.reset();
        m_countLabel->setText(tr("Counting was cancelled."));
    };
    m_task->runHandlers().ended = [this] {
        m_phase = Phase::Idle;
        updateButtons();
        if (m_closeWhenEnded)
            QDialog::reject();
        else if (m_recount)
            count();
    };
    m_phase = Phase::Counting;
    m_countLabel->setText(
        tr("Counting the sent rows older than %1…").arg(describePeriod(request.olderThanSeconds)));
    updateButtons();
}

void PurgeDialog::purge() {
    if (isBusy() || !m_count || *m_count == 0 || !m_refusal.isEmpty())
        return;
    const PurgeRequest request = m_counted;
    const qint64 n = *m_count;
    ChangeDescription change;
    change.title = tr("Purge sent rows");
    change.summary =
        tr("Delete %Ln sent row(s) of %1 created before %2 (older than %3), where they are "
           "still sent.",
           "", plural(n))
            .arg(m_table.name.display(), utcAndLocalText(cutoff()),
                 describePeriod(request.olderThanSeconds));
    change.details << tr("Rows in any other state are never deleted.");
    change.confirmText = tr("Purge %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)));
    change.destructive = true;
    const std::optional<QString> reason = confirmChange(this, m_target, change);
    if (!reason) {
        m_countLabel->setText(m_countLabel->text() + u' ' +
                              tr("Purge not confirmed: nothing was deleted."));
        return;
    }

    auto outcome = std::make_shared<ActionOutcome>();
    const ActionContext base = actionContext(*reason);
    auto hook = m_batchHook;
    auto work = [outcome, base, request, hook](TableTask::Context &c) -> Status {
        ActionContext context = base;
        context.cancel = &c.cancel;
        context.progress = [&c, hook](const BatchProgress &p) {
            c.progress(p);
            if (hook)
                hook(p);
        };
        auto done = purgeSent(c.reader, request, context);
        if (!done)
            return done.error();
        *outcome = *done;
        return Done{};
    };
    auto finish = [this](const QString &text, bool error) {
        showResult(text, error);
        Q_EMIT changed();
        Q_EMIT applyFinished();
    };
    m_lastOutcome.reset();
    m_lastProgress = BatchProgress{};
    showResult(QString(), false);
    if (!m_task->start(m_target.spec, m_table, u"purge"_s, work))
        return;
    m_task->runHandlers().succeeded = [this, outcome, finish] {
        m_lastOutcome = *outcome;
        const ActionOutcome &o = *outcome;
        QString what = tr("%1, %2: no longer sent")
                           .arg(tr("%Ln deleted", "", plural(o.changed)),
                                tr("%Ln skipped", "", plural(o.skipped)));
        if (o.cancelled) {
            if (o.notReached > 0)
                what = tr("%1, %Ln not reached", "", plural(o.notReached)).arg(what);
            finish(tr("Cancelled after batch %1 of %2: %3.")
                       .arg(m_lastProgress.batch)
                       .arg(m_lastProgress.batches)
                       .arg(what),
                   false);
        } else {
            finish(what + u'.', false);
        }
    };
    m_task->runHandlers().failed = [this, finish](int, const QString &message) {
        m_lastOutcome.reset();
        finish(tr("Failed: %1").arg(message), true);
    };
    m_task->runHandlers().cancelled = [this, finish](const QString &message) {
        m_lastOutcome.reset();
        finish(tr("Cancelled before the first batch: %1 Nothing was deleted.").arg(message), false);
    };
    m_task->runHandlers().ended = [this] {
        m_phase = Phase::Idle;
        updateButtons();
        if (m_closeWhenEnded)
            QDialog::reject();
        else
            count(); // what is left, for the same period
    };

    m_phase = Phase::Purging;
    m_applyProgress->setRange(0, 0);
    m_applyProgress->setFormat(tr("Selecting the rows…"));
    updateButtons();
}

void PurgeDialog::showResult(const QString &text, bool error) {
    m_resultLabel->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, errorTextColor());
    m_resultLabel->setPalette(p);
    m_resultLabel->setVisible(!text.isEmpty());
}

void PurgeDialog::cancel() {
    if (!isBusy())
        return;
    m_task->cancel();
    m_cancelButton->setEnabled(false);
}

void PurgeDialog::reject() {
    if (isBusy()) {
        m_closeWhenEnded = true;
        cancel();
        return;
    }
    QDialog::reject();
}

} // namespace outbox::ui
