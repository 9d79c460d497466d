#include "ui/actions/rowactiondialog.h"

#include "ui/common/busyindicator.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/environmentbadge.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/wrapping.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RowActionDialog::RowActionDialog(const ConnectionTarget &target, const OutboxTable &table,
                                 QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_table(table)
    , m_task(new TableTask(this))
    , m_busyBar(busyProgressBar(u"busyBar"_s))
    , m_readOnlyNote(wrappedTextLabel(u"readOnlyNote"_s))
    , m_applyProgress(new QProgressBar)
    , m_resultLabel(wrappedHeadline(u"resultLabel"_s))
    , m_buttons(new QDialogButtonBox) {
    registerCoreMetaTypes();

    // Made here, laid out by the subclass in its own order.
    m_readOnlyNote->hide();

    m_applyProgress->setObjectName(u"applyProgress"_s);
    m_applyProgress->hide();

    m_resultLabel->setAccessibleName(tr("Result"));
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->hide();

    m_cancelButton = m_buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    m_cancelButton->setAccessibleName(tr("Cancel"));
    QPushButton *closeButton = m_buttons->addButton(QDialogButtonBox::Close);
    closeButton->setObjectName(u"closeButton"_s);
    closeButton->setAccessibleName(tr("Close"));
    for (QPushButton *b : {m_cancelButton, closeButton})
        b->setAutoDefault(false);
    connect(m_cancelButton, &QPushButton::clicked, this, &RowActionDialog::cancel);
    connect(closeButton, &QPushButton::clicked, this, &RowActionDialog::reject);

    connect(m_task, &TableTask::progressed, this, [this](const BatchProgress &p) {
        if (!m_changeRunning) {
            showDryRunProgress(p);
            return;
        }
        m_lastProgress = p;
        showChangeProgress(p);
        Q_EMIT progressed(p);
    });
}

RowActionDialog::~RowActionDialog() = default;

ActionContext RowActionDialog::actionContext(const QString &reason) const {
    ActionContext context;
    context.profile = profileForChange(m_target);
    context.reason = reason;
    context.auditLog = m_auditLog;
    context.batchSize = m_batchSize;
    return context;
}

QString RowActionDialog::refusalOf(const QString &action) const {
    // A reason is asked later; this is about writing.
    if (auto allowed = checkChangeAllowed(actionContext(u"-"_s), action); !allowed)
        return allowed.error().message;
    // The database's word: the role changes connect as may not (read when the table opened).
    if (m_target.changePrivileges)
        if (auto allowed = checkPrivilegesAllow(*m_target.changePrivileges, action); !allowed)
            return allowed.error().message;
    return {};
}

std::optional<QString> RowActionDialog::confirm(const ChangeDescription &change) {
    return confirmChange(this, m_target, change);
}

QVBoxLayout *RowActionDialog::frameLayout(QWidget *about, const QString &objectName,
                                          const QString &title, const QString &accessibleName) {
    setObjectName(objectName);
    setWindowTitle(title.arg(m_table.name.display()));
    setAccessibleName(accessibleName);
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    header->addWidget(makeEnvironmentBadge(m_target.environment), 0, Qt::AlignTop);
    header->addWidget(about, 1);
    layout->addLayout(header);
    return layout;
}

QHBoxLayout *RowActionDialog::busyRow(QWidget *label, const QString &accessibleName,
                                      int maximumWidth) const {
    m_busyBar->setAccessibleName(accessibleName);
    m_busyBar->setMaximumWidth(maximumWidth);
    auto *row = new QHBoxLayout;
    row->addWidget(m_busyBar);
    row->addWidget(label, 1);
    return row;
}

void RowActionDialog::addReadOnlyNote(QVBoxLayout *layout, const QString &accessibleName) const {
    m_readOnlyNote->setAccessibleName(accessibleName);
    layout->addWidget(m_readOnlyNote);
}

void RowActionDialog::addChangeArea(QVBoxLayout *layout, const QString &accessibleName) const {
    m_applyProgress->setAccessibleName(accessibleName);
    layout->addWidget(m_applyProgress);
    layout->addWidget(m_resultLabel);
}

QPushButton *RowActionDialog::addButton(const QString &text, QDialogButtonBox::ButtonRole role,
                                        const QString &objectName, const QString &accessibleName) {
    QPushButton *button = m_buttons->addButton(text, role);
    button->setObjectName(objectName);
    button->setAccessibleName(accessibleName);
    button->setAutoDefault(false);
    return button;
}

void RowActionDialog::showMessage(QLabel *label, const QString &text, bool error) const {
    label->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, errorTextColor());
    label->setPalette(p);
}

void RowActionDialog::showResult(const QString &text, bool error) {
    showMessage(m_resultLabel, text, error);
    m_resultLabel->setVisible(!text.isEmpty());
}

QString RowActionDialog::resultText() const {
    return m_resultLabel->text();
}

void RowActionDialog::reportChange(const QString &text, bool error) {
    showResult(text, error);
    Q_EMIT changed();
    Q_EMIT applyFinished();
}

bool RowActionDialog::startChange(const QString &purpose, const QString &reason, ChangeWork work,
                                  ChangeEnd end) {
    auto outcome = std::make_shared<ActionOutcome>();
    const ActionContext base = actionContext(reason);
    auto hook = m_batchHook;
    auto run = [outcome, base, hook, work](TableTask::Context &c) -> Status {
        ActionContext context = base;
        context.cancel = &c.cancel;
        context.progress = [&c, hook](const BatchProgress &p) {
            c.progress(p);
            if (hook)
                hook(p);
        };
        auto done = work(c.reader, context);
        if (!done)
            return done.error();
        *outcome = *done;
        return Done{};
    };
    if (!end.finish)
        end.finish = [this](const QString &text, bool error) { reportChange(text, error); };
    m_lastOutcome.reset();
    showResult(QString());
    if (!m_task->start(m_target.spec, m_table, purpose, run))
        return false;
    m_changeRunning = true;
    m_task->runHandlers().succeeded = [this, outcome, end] {
        m_changeRunning = false;
        m_lastOutcome = *outcome;
        end.succeeded(*outcome);
    };
    m_task->runHandlers().failed = [this, end](int, const QString &message) {
        m_changeRunning = false;
        m_lastOutcome.reset();
        end.finish(tr("Failed: %1").arg(message), true);
    };
    m_task->runHandlers().cancelled = [this, end](const QString &message) {
        m_changeRunning = false;
        m_lastOutcome.reset();
        end.finish(end.cancelledText(message), false);
    };
    whenTaskEnds(end.ended, end.next);
    return true;
}

bool RowActionDialog::startCanary(const QString &purpose, const QString &reason, CanaryWork work,
                                  CanaryEnd end) {
    const ActionContext base = actionContext(reason);
    auto outcome = std::make_shared<RedriveOutcome>();
    QPointer<RowActionDialog> self(this);
    const auto step = end.step;
    auto run = [outcome, base, work, self, step](TableTask::Context &c) -> Status {
        ActionContext context = base;
        context.cancel = &c.cancel;
        auto done = work(c.reader, context, [self, step](const RedriveStep &s) {
            QMetaObject::invokeMethod(
                self,
                [self, step, s] {
                    if (self && step)
                        step(s);
                },
                Qt::QueuedConnection);
        });
        if (!done)
            return done.error();
        *outcome = *done;
        return Done{};
    };
    showResult(QString());
    if (!m_task->start(m_target.spec, m_table, purpose, run))
        return false;
    m_task->runHandlers().succeeded = [outcome, end] { end.succeeded(*outcome); };
    m_task->runHandlers().failed = [end](int, const QString &message) {
        end.finish(end.failed.bar, end.failed.result.arg(message), true);
    };
    m_task->runHandlers().cancelled = [end](const QString &message) {
        end.finish(end.cancelled.bar, end.cancelled.result.arg(message), false);
    };
    whenTaskEnds({}); // closed while it runs: the dialog closes once it has stopped
    return true;
}

void RowActionDialog::whenTaskEnds(std::function<void()> ended, std::function<void()> next) {
    m_task->runHandlers().ended = [this, ended, next] {
        if (ended)
            ended();
        if (m_closeWhenEnded)
            QDialog::reject();
        else if (next)
            next();
    };
}

void RowActionDialog::cancel() {
    if (!isBusy())
        return;
    m_task->cancel();
    m_cancelButton->setEnabled(false);
    cancelling();
}

void RowActionDialog::reject() {
    if (isBusy()) {
        // Closing waits for the task to stop (between batches); the window stays responsive.
        m_closeWhenEnded = true;
        cancel();
        return;
    }
    QDialog::reject();
}

} // namespace outbox::ui
