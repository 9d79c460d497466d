#include "ui/actions/deliverdialog.h"

#include "profiledelivery.h"

#include "query/outboxreader.h"
#include "ui/actions/counttext.h"
#include "ui/actions/deliveroutcomelist.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/wrapping.h"
#include "util/threadtls.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The destination as typed, for the screen: a password in its URL (a webhook's basic auth) left
// out.
QString shownDestination(const QString &spec) {
    const QString webhook = u"webhook:"_s;
    const bool prefixed = spec.startsWith(webhook, Qt::CaseInsensitive);
    const QUrl url(prefixed ? spec.mid(webhook.size()) : spec, QUrl::TolerantMode);
    if (!url.isValid() || url.password().isEmpty())
        return spec;
    return (prefixed ? webhook : QString()) + url.toDisplayString(QUrl::RemovePassword);
}

} // namespace

DeliverDialog::DeliverDialog(const ConnectionTarget &target, const OutboxTable &table,
                             const QStringList &ids, bool allDead, SecretBackend *secrets,
                             QWidget *parent)
    : RowActionDialog(target, table, parent)
    , m_ids(ids)
    , m_allDead(allDead)
    , m_secrets(secrets) {
    buildUi();
    setRefusal(refusalOf(u"deliver"_s));
    updateButtons();
}

DeliverDialog::~DeliverDialog() = default;

void DeliverDialog::buildUi() {
    const bool events = table().relayDeliversEvents();
    auto *intro = wrappedTextLabel(u"deliverIntro"_s);
    intro->setText(events ? tr("Publish %Ln row(s) once to another sink, oldest first, the rows "
                               "of one file in order. Their state stays as it is.",
                               "", pluralCount(m_ids.size()))
                          : tr("Carry out %Ln row(s) once against another object store, oldest "
                               "first, the rows of one object in order. Their state stays as it "
                               "is.",
                               "", pluralCount(m_ids.size())));
    auto *layout = frameLayout(intro, u"deliverDialog"_s, tr("Deliver Elsewhere — %1"),
                               tr("Deliver rows elsewhere"));
    setMinimumWidth(560);
    resize(640, 420);

    auto *form = new QFormLayout;
    m_destination = new QLineEdit;
    m_destination->setObjectName(u"deliverDestinationEdit"_s);
    m_destination->setClearButtonEnabled(true);
    if (events) {
        m_destination->setAccessibleName(tr("Sink"));
        m_destination->setPlaceholderText(
            tr("file:/tmp/events.jsonl, webhook:https://staging/hook, amqp://…, nats://…, "
               "kafka://…"));
        m_destination->setToolTip(tr("As outboxctl deliver --sink takes it; the profile's sink "
                                     "secret and event settings apply"));
        form->addRow(tr("&Sink:"), m_destination);
    } else {
        m_destination->setAccessibleName(tr("Object store"));
        m_destination->setPlaceholderText(tr("file:/srv/staging-store or s3://bucket?endpoint=…"));
        m_destination->setToolTip(tr("As outboxctl --object-store takes it; an s3:// store uses "
                                     "the profile's secret key"));
        form->addRow(tr("&Object store:"), m_destination);
    }
    layout->addLayout(form);
    connect(m_destination, &QLineEdit::textChanged, this, &DeliverDialog::updateButtons);

    m_markDone = new QCheckBox(tr("Then &mark the delivered dead rows done"));
    m_markDone->setObjectName(u"deliverMarkDoneCheck"_s);
    m_markDone->setToolTip(m_allDead ? tr("Audited as a mark done of its own")
                                     : tr("Only when every row delivered is dead"));
    layout->addWidget(m_markDone);

    addReadOnlyNote(layout, tr("Why delivering is disabled"));
    addChangeArea(layout, tr("Delivery progress"));

    m_outcomeList = new DeliverOutcomeList;
    layout->addWidget(m_outcomeList, 1);

    m_deliverButton =
        addButton(tr("&Deliver"), QDialogButtonBox::AcceptRole, u"deliverButton"_s, tr("Deliver"));
    connect(m_deliverButton, &QPushButton::clicked, this, &DeliverDialog::deliver);
    layout->addWidget(buttonBox());
}

void DeliverDialog::setDestination(const QString &spec) {
    m_destination->setText(spec);
}

QString DeliverDialog::destination() const {
    return m_destination->text().trimmed();
}

void DeliverDialog::setMarkDone(bool on) {
    m_markDone->setChecked(on && m_markDone->isEnabled());
}

std::optional<DeliverOutcome> DeliverDialog::deliverOutcome() const {
    return m_outcomeList->outcome();
}

bool DeliverDialog::isBusy() const {
    return m_running;
}

void DeliverDialog::updateButtons() {
    const bool refused = !refusal().isEmpty();
    readOnlyNote()->setText(refusal());
    readOnlyNote()->setVisible(refused);
    m_deliverButton->setEnabled(!m_running && !refused && !destination().isEmpty());
    m_deliverButton->setToolTip(destination().isEmpty() ? tr("Type where the rows go first")
                                                        : QString());
    m_destination->setEnabled(!m_running);
    m_markDone->setEnabled(!m_running && m_allDead);
    cancelButton()->setVisible(m_running);
    cancelButton()->setEnabled(m_running);
    applyProgress()->setVisible(m_running || m_outcomeList->outcome().has_value());
}

void DeliverDialog::showChangeProgress(const BatchProgress &p) {
    applyProgress()->setRange(0, int(qMax<qint64>(1, p.total)));
    applyProgress()->setValue(int(p.processed));
    applyProgress()->setFormat(tr("%1 of %Ln row(s) · %2 delivered", "", pluralCount(p.total))
                                   .arg(localCount(p.processed), localCount(p.changed)));
}

void DeliverDialog::deliver() {
    if (m_running || destination().isEmpty() || !refusal().isEmpty())
        return;
    const bool markDone = m_markDone->isChecked();
    const QString where = destination();
    const QString shown = shownDestination(where);
    ChangeDescription change;
    change.title = tr("Deliver rows elsewhere");
    change.summary = tr("Deliver %Ln row(s) of %1 once to %2. Their state stays as it is.", "",
                        pluralCount(m_ids.size()))
                         .arg(table().name.display(), shown);
    if (markDone)
        change.details << tr("Then the dead rows that were delivered are marked done.");
    change.details << tr("A row whose delivery fails holds back the later rows of its key.");
    change.confirmText = tr("Deliver %Ln Row(s)", "", pluralCount(m_ids.size()));
    const auto reason = confirm(change);
    if (!reason)
        return;

    // Read on the task's thread: the keychain may block, the destination answers first.
    auto delivered = std::make_shared<std::optional<DeliverOutcome>>();
    ChangeWork work = [ids = m_ids, markDone, where, delivered, secrets = m_secrets,
                       target = target()](const OutboxReader &reader,
                                          const ActionContext &context) -> Result<ActionOutcome> {
        // Last, once the sink's or store's clients are gone (util/threadtls.h).
        const auto tlsState = qScopeGuard([] { releaseThreadTlsState(); });
        auto delivery = prepareProfileDelivery(target.profile, target.profileName, reader.table(),
                                               RelaySettings{}, where, *secrets);
        if (!delivery)
            return delivery.error();
        auto done = deliverRows(reader, ids, *delivery, markDone, context);
        if (!done)
            return done.error();
        *delivered = *done;
        ActionOutcome outcome;
        outcome.changed = done->delivered.size();
        outcome.skipped = done->failed.size() + done->notTried.size();
        outcome.notReached = done->notReached.size();
        outcome.cancelled = !done->notReached.isEmpty();
        outcome.summary = done->summary;
        outcome.ids = ids;
        outcome.changedIds = done->delivered;
        return outcome;
    };
    ChangeEnd end;
    end.succeeded = [this, delivered](const ActionOutcome &o) {
        m_outcomeList->showOutcome(*delivered);
        reportChange(o.summary, o.skipped > 0 || o.cancelled);
    };
    end.cancelledText = [](const QString &message) {
        return tr("Cancelled before the first row: %1 Nothing was sent.").arg(message);
    };
    end.ended = [this] {
        m_running = false;
        updateButtons();
    };
    m_outcomeList->clearOutcome();
    applyProgress()->setRange(0, int(qMax<qsizetype>(1, m_ids.size())));
    applyProgress()->setValue(0);
    applyProgress()->setFormat(tr("Opening %1…").arg(shown));
    if (!startChange(u"deliver"_s, *reason, work, end))
        return;
    m_running = true;
    updateButtons();
}

} // namespace outbox::ui
