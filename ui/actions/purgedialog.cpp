#include "ui/actions/purgedialog.h"

#include "query/outboxreader.h"
#include "ui/actions/counttext.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"
#include "ui/common/wrapping.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcPurgeDialog, "outbox.ui.purgedialog", QtInfoMsg)

namespace outbox::ui {

namespace {
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
    : RowActionDialog(target, table, parent)
    , m_debounce(new QTimer(this)) {
    buildUi();
    setRefusal(refusalOf(u"purge"_s));

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
    updateButtons();
    QMetaObject::invokeMethod(this, &PurgeDialog::count, Qt::QueuedConnection);
}

PurgeDialog::~PurgeDialog() = default;

void PurgeDialog::buildUi() {
    auto *intro = wrappedTextLabel(QString(), tr("Delete the sent rows of %1 that were created "
                                                 "longer ago than the retention period.")
                                                  .arg(table().name.display()));
    auto *layout =
        frameLayout(intro, u"purgeDialog"_s, tr("Purge Sent Rows — %1"), tr("Purge sent rows"));
    setMinimumWidth(520);
    resize(600, 320);

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

    m_periodError = wrappedTextLabel(u"periodError"_s);
    QPalette ep = m_periodError->palette();
    ep.setColor(QPalette::WindowText, errorTextColor());
    m_periodError->setPalette(ep);
    m_periodError->hide();
    layout->addWidget(m_periodError);

    busyBar()->hide();
    m_countLabel = wrappedHeadline(u"purgeCount"_s);
    m_countLabel->setAccessibleName(tr("Rows to purge"));
    layout->addLayout(busyRow(m_countLabel, tr("Counting"), 120));

    addReadOnlyNote(layout, tr("Why purging is disabled"));
    addChangeArea(layout, tr("Purge progress"));
    layout->addStretch(1);

    m_recountButton = addButton(tr("C&ount Again"), QDialogButtonBox::ActionRole,
                                u"recountButton"_s, tr("Count again"));
    m_purgeButton =
        addButton(tr("&Purge"), QDialogButtonBox::AcceptRole, u"purgeButton"_s, tr("Purge"));
    connect(m_recountButton, &QPushButton::clicked, this, &PurgeDialog::count);
    connect(m_purgeButton, &QPushButton::clicked, this, &PurgeDialog::purge);
    layout->addWidget(buttonBox());
}

void PurgeDialog::showChangeProgress(const BatchProgress &p) {
    applyProgress()->setRange(0, qMax(1, p.batches));
    applyProgress()->setValue(p.batch);
    applyProgress()->setFormat(
        tr("Batch %1 of %2 · %Ln deleted", "", pluralCount(p.changed)).arg(p.batch).arg(p.batches));
}

bool PurgeDialog::isBusy() const {
    return m_phase != Phase::Idle;
}

QDateTime PurgeDialog::cutoff() const {
    return m_count ? m_counted.now.addSecs(-m_counted.olderThanSeconds) : QDateTime();
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
    cancelButton()->setVisible(busy);
    cancelButton()->setEnabled(busy);
    m_recountButton->setEnabled(!busy && m_period.has_value());
    busyBar()->setVisible(m_phase == Phase::Counting);
    applyProgress()->setVisible(m_phase == Phase::Purging || lastOutcome().has_value() ||
                                !resultText().isEmpty());
    const qint64 n = m_count.value_or(0);
    m_purgeButton->setText(n > 0 ? tr("&Purge %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)))
                                 : tr("&Purge"));
    m_purgeButton->setAccessibleName(m_purgeButton->text().remove(u'&'));
    m_purgeButton->setAccessibleDescription(tr("Destructive: deletes rows permanently"));
    if (!refusal().isEmpty()) {
        m_purgeButton->setEnabled(false);
        m_purgeButton->setToolTip(refusal());
        readOnlyNote()->setText(refusal());
        readOnlyNote()->show();
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
    if (!task()->start(target().spec, table(), u"purge-count"_s, work))
        return;
    task()->runHandlers().succeeded = [this, request, result] {
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
                     pluralCount(*result))
                      .arg(when, describePeriod(request.olderThanSeconds)));
        Q_EMIT counted(*result);
    };
    task()->runHandlers().failed = [this](int, const QString &message) {
        m_count.reset();
        m_countLabel->setText(tr("Counting failed: %1").arg(message));
        Q_EMIT countFailed(message);
    };
    task()->runHandlers().cancelled = [this](const QString &) {
        m_count.reset();
        m_countLabel->setText(tr("Counting was cancelled."));
    };
    whenTaskEnds(
        [this] {
            m_phase = Phase::Idle;
            updateButtons();
        },
        [this] {
            if (m_recount)
                count();
        });
    m_phase = Phase::Counting;
    m_countLabel->setText(
        tr("Counting the sent rows older than %1…").arg(describePeriod(request.olderThanSeconds)));
    updateButtons();
}

void PurgeDialog::purge() {
    if (isBusy() || !m_count || *m_count == 0 || !refusal().isEmpty())
        return;
    const PurgeRequest request = m_counted;
    const qint64 n = *m_count;
    ChangeDescription change;
    change.title = tr("Purge sent rows");
    change.summary =
        tr("Delete %Ln sent row(s) of %1 created before %2 (older than %3), where they are "
           "still sent.",
           "", pluralCount(n))
            .arg(table().name.display(), utcAndLocalText(cutoff()),
                 describePeriod(request.olderThanSeconds));
    change.details << tr("Rows in any other state are never deleted.");
    change.confirmText = tr("Purge %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)));
    change.destructive = true;
    const std::optional<QString> reason = confirm(change);
    if (!reason) {
        m_countLabel->setText(m_countLabel->text() + u' ' +
                              tr("Purge not confirmed: nothing was deleted."));
        return;
    }

    ChangeEnd end;
    end.succeeded = [this](const ActionOutcome &o) {
        QString what = tr("%1, %2: no longer sent")
                           .arg(tr("%Ln deleted", "", pluralCount(o.changed)),
                                tr("%Ln skipped", "", pluralCount(o.skipped)));
        if (o.cancelled) {
            if (o.notReached > 0)
                what = tr("%1, %Ln not reached", "", pluralCount(o.notReached)).arg(what);
            reportChange(tr("Cancelled after batch %1 of %2: %3.")
                             .arg(lastProgress().batch)
                             .arg(lastProgress().batches)
                             .arg(what),
                         false);
        } else {
            reportChange(what + u'.', false);
        }
    };
    end.cancelledText = [](const QString &message) {
        return tr("Cancelled before the first batch: %1 Nothing was deleted.").arg(message);
    };
    end.ended = [this] {
        m_phase = Phase::Idle;
        updateButtons();
    };
    end.next = [this] { count(); }; // what is left, for the same period
    lastProgress() = BatchProgress{};
    auto work = [request](const OutboxReader &reader, const ActionContext &context) {
        return purgeSent(reader, request, context);
    };
    if (!startChange(u"purge"_s, *reason, work, end))
        return;
    m_phase = Phase::Purging;
    applyProgress()->setRange(0, 0);
    applyProgress()->setFormat(tr("Selecting the rows…"));
    updateButtons();
}

} // namespace outbox::ui
