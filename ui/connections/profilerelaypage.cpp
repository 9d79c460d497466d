#include "ui/connections/profilerelaypage.h"

#include "ui/common/backgroundtask.h"
#include "ui/connections/profilefields.h"

#include "profilesecrets.h"
#include "secretstore.h"

#include "relay/eventsink.h"
#include "relay/relaysetup.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileRelayPage> {
    QComboBox *sinkMode = nullptr;
    QComboBox *ordering = nullptr;
    QLineEdit *webhookUrl = nullptr;
    QLineEdit *webhookSecret = nullptr;
    QComboBox *signature = nullptr;
    QLineEdit *brokerUrl = nullptr;
    QLineEdit *sinkPassword = nullptr;
    QComboBox *eventFormat = nullptr;
    QLineEdit *ceSource = nullptr;
    QLineEdit *ceType = nullptr;
    QLineEdit *ceSubject = nullptr;
    QPushButton *testPublishButton = nullptr;
    QLabel *testPublishResult = nullptr;
    QLineEdit *sinkFile = nullptr;
    QWidget *sinkFileRow = nullptr;
};

namespace {

bool isBrokerMode(const QString &mode) {
    return mode == u"amqp"_s || mode == u"nats"_s || mode == u"kafka"_s;
}

} // namespace

ProfileRelayPage::ProfileRelayPage(SessionSecretStore &secrets, QWidget *parent)
    : ProfileWidgetsPage(Frame::Column, parent)
    , m_secrets(secrets) {
    // The form holds no word-wrapped label: Qt 6.4's QFormLayout gives a row shown again with
    // setRowVisible() no height when the form also has height-for-width rows. The test publish
    // and the hint go below it.

    m_ui->sinkMode = choiceCombo(u"sinkCombo"_s, {{tr("None"), u"none"_s},
                                                  {tr("HTTP webhook"), u"webhook"_s},
                                                  {tr("JSON-lines file"), u"file"_s},
                                                  {tr("RabbitMQ (AMQP 0-9-1)"), u"amqp"_s},
                                                  {tr("NATS JetStream"), u"nats"_s},
                                                  {tr("Kafka"), u"kafka"_s}});
    form()->addRow(tr("FennFlow &sink:"), m_ui->sinkMode);

    m_ui->webhookUrl = addField(
        form(), tr("&Webhook URL:"),
        lineEdit(u"webhookUrlEdit"_s, tr("Webhook URL"), u"https://events.example.com/outbox"_s));
    m_ui->webhookSecret = secretEdit(u"webhookSecretEdit"_s, tr("Webhook signing secret"));
    m_ui->webhookSecret->setToolTip(tr("Signs each request (see Signature); kept in the keychain"));
    form()->addRow(tr("Signing s&ecret:"), m_ui->webhookSecret);
    m_ui->signature = choiceCombo(
        u"signatureCombo"_s,
        {{tr("HMAC-SHA256 (X-Outbox-Signature)"), u"hmac-sha256"_s},
         {tr("Standard Webhooks (webhook-signature; secret whsec_…)"), u"standard-webhooks"_s}});
    form()->addRow(tr("Si&gnature:"), m_ui->signature);

    m_ui->brokerUrl =
        addField(form(), tr("&Broker URL:"), lineEdit(u"brokerUrlEdit"_s, tr("Broker URL")));
    m_ui->sinkPassword = secretEdit(u"sinkPasswordEdit"_s, tr("Broker password"));
    m_ui->sinkPassword->setToolTip(tr("The broker user's password (Kafka: the SASL password); kept "
                                      "in the keychain, never in the URL"));
    form()->addRow(tr("Broker pass&word:"), m_ui->sinkPassword);

    m_ui->sinkFile =
        lineEdit(u"sinkFileEdit"_s, tr("Sink file"), tr("/var/lib/outbox/events.jsonl"));
    m_ui->sinkFileRow =
        browseFieldRow(m_ui->sinkFile, u"sinkFileBrowseButton"_s, tr("Choose sink file"), [this] {
            return QFileDialog::getSaveFileName(this, tr("Sink File"), m_ui->sinkFile->text(),
                                                tr("JSON lines (*.jsonl);;All files (*)"), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
        });
    form()->addRow(tr("&File:"), m_ui->sinkFileRow);

    m_ui->ordering =
        choiceCombo(u"relayOrderingCombo"_s, {{tr("In order per file (aggregate_id)"), u"key"_s},
                                              {tr("Oldest first, whatever the file"), u"none"_s}});
    m_ui->ordering->setToolTip(tr("In order per file: an event waits while an older event of its "
                                  "file is undelivered (outboxctl relay --ordering)."));
    form()->addRow(tr("&Order:"), m_ui->ordering);

    m_ui->eventFormat =
        choiceCombo(u"eventFormatCombo"_s,
                    {{tr("Plain (the event's JSON)"), u"plain"_s},
                     {tr("CloudEvents 1.0, binary (attributes in headers)"), u"ce-binary"_s},
                     {tr("CloudEvents 1.0, structured (one JSON document)"), u"ce-structured"_s}});
    form()->addRow(tr("Event &format:"), m_ui->eventFormat);
    const CloudEventTemplates defaults;
    const auto templateEdit = [this](QLineEdit *&edit, const QString &name, const QString &what,
                                     const QString &label, const QString &placeholder) {
        edit = lineEdit(name, what, placeholder);
        edit->setToolTip(tr("{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, "
                            "{storage_path} and {table} stand for the event's values; empty: %1")
                             .arg(placeholder));
        form()->addRow(label, edit);
    };
    templateEdit(m_ui->ceSource, u"ceSourceEdit"_s, tr("CloudEvents source"), tr("CE so&urce:"),
                 defaults.source);
    templateEdit(m_ui->ceType, u"ceTypeEdit"_s, tr("CloudEvents type"), tr("CE t&ype:"),
                 defaults.type);
    templateEdit(m_ui->ceSubject, u"ceSubjectEdit"_s, tr("CloudEvents subject"), tr("CE su&bject:"),
                 defaults.subject);

    m_ui->testPublishButton =
        named(new QPushButton(tr("Test &Publish")), u"testPublishButton"_s, tr("Test publish"));
    m_ui->testPublishButton->setToolTip(
        tr("Send one test event to the sink with these settings (not yet saved). No row is "
           "read or changed: the event's aggregate_type is OutboxConsole, its event_type test."));
    m_ui->testPublishResult = named(new QLabel, u"testPublishResult"_s, tr("Test publish result"));
    m_ui->testPublishResult->setWordWrap(true);
    m_ui->testPublishResult->setTextFormat(Qt::RichText);
    m_ui->testPublishResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_ui->testPublishResult->hide();
    column()->addWidget(fieldRow({m_ui->testPublishButton, new QWidget}, 1));
    column()->addWidget(m_ui->testPublishResult);
    connect(m_ui->testPublishButton, &QPushButton::clicked, this,
            &ProfileRelayPage::testPublishRequested);
    connect(m_ui->eventFormat, &QComboBox::currentIndexChanged, this,
            &ProfileRelayPage::updateSinkWidgets);

    column()->addWidget(hintLabel(tr("Vortos rows are carried out against the object store; "
                                     "FennFlow rows are published to this sink.")));
    column()->addStretch(1);
    connect(m_ui->sinkMode, &QComboBox::currentIndexChanged, this,
            &ProfileRelayPage::updateSinkWidgets);
    watchEdits();
}

void ProfileRelayPage::load(const Profile &profile) {
    m_ui->webhookUrl->clear();
    m_ui->sinkFile->clear();
    m_ui->brokerUrl->clear();
    const SinkSpec sink = SinkSpec::parse(profile.sink);
    if (sink.kind == SinkKind::Webhook) {
        selectData(m_ui->sinkMode, u"webhook"_s);
        m_ui->webhookUrl->setText(sink.target);
    } else if (sink.kind == SinkKind::File) {
        selectData(m_ui->sinkMode, u"file"_s);
        m_ui->sinkFile->setText(sink.target);
    } else if (sink.isBroker()) {
        selectData(m_ui->sinkMode, sink.kind == SinkKind::Amqp   ? u"amqp"_s
                                   : sink.kind == SinkKind::Nats ? u"nats"_s
                                                                 : u"kafka"_s);
        m_ui->brokerUrl->setText(sink.target);
    } else {
        selectData(m_ui->sinkMode, u"none"_s);
    }
    selectData(m_ui->ordering, profile.relayOrdering == u"none"_s ? u"none"_s : u"key"_s);
    selectData(m_ui->signature, profile.webhookSignature);
    selectData(m_ui->eventFormat, profile.eventFormat);
    m_ui->ceSource->setText(profile.ceSource);
    m_ui->ceType->setText(profile.ceType);
    m_ui->ceSubject->setText(profile.ceSubject);
    setPublishResult(true, QString());
    for (QLineEdit *edit : {m_ui->webhookSecret, m_ui->sinkPassword})
        edit->clear();
    updateSinkWidgets();
}

Status ProfileRelayPage::saveInto(Profile &profile) const {
    const QString sinkMode = selectedData(m_ui->sinkMode);
    if (sinkMode == u"webhook"_s) {
        const QString text = m_ui->webhookUrl->text().trimmed();
        const QUrl url(text, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) || url.host().isEmpty())
            return Error::invalid(
                tr("The webhook URL must be an http:// or https:// URL with a host name."));
        if (!url.password().isEmpty())
            return Error::invalid(tr("The webhook URL contains a password. Put the signing "
                                     "secret in its own field: it goes to the keychain."));
        profile.sink = SinkSpec::encode(SinkKind::Webhook, text);
    } else if (sinkMode == u"file"_s) {
        const QString file = m_ui->sinkFile->text().trimmed();
        if (file.isEmpty())
            return Error::invalid(tr("Give the file the relay appends FennFlow events to."));
        profile.sink = SinkSpec::encode(SinkKind::File, file);
    } else if (sinkMode != u"none"_s) {
        const QString text = m_ui->brokerUrl->text().trimmed();
        const SinkSpec broker = SinkSpec::parse(text);
        const SinkKind wanted = sinkMode == u"amqp"_s   ? SinkKind::Amqp
                                : sinkMode == u"nats"_s ? SinkKind::Nats
                                                        : SinkKind::Kafka;
        if (!sinkBuiltIn(wanted))
            return sinkNotBuiltIn(wanted);
        if (broker.kind != wanted)
            return Error::invalid(
                tr("The broker URL must start with %1:// (the sink chosen).")
                    .arg(wanted == SinkKind::Amqp ? u"amqp:// or amqps"_s : sinkMode));
        const QUrl url(text, QUrl::TolerantMode); // routing templates use { }
        if (!url.isValid() || url.host().isEmpty())
            return Error::invalid(tr("The broker URL needs a host name."));
        if (!url.password().isEmpty())
            return Error::invalid(tr("The broker URL contains a password. Type it in the Broker "
                                     "password field: it goes to the keychain."));
        profile.sink = text;
    }
    profile.relayOrdering = selectedData(m_ui->ordering);
    profile.webhookSignature = selectedData(m_ui->signature);
    profile.eventFormat = selectedData(m_ui->eventFormat);
    profile.ceSource = m_ui->ceSource->text().trimmed();
    profile.ceType = m_ui->ceType->text().trimmed();
    profile.ceSubject = m_ui->ceSubject->text().trimmed();
    for (const auto &[what, text] : {std::pair{tr("The CloudEvents source"), profile.ceSource},
                                     std::pair{tr("The CloudEvents type"), profile.ceType},
                                     std::pair{tr("The CloudEvents subject"), profile.ceSubject}}) {
        if (auto checked = checkEventTemplate(what, text); !checked)
            return checked.error();
    }
    return Done{};
}

QList<ProfileSecretField> ProfileRelayPage::secretFields() const {
    const QString mode = selectedData(m_ui->sinkMode);
    // A broker's sink is saved only with a broker URL of the kind chosen.
    return {{SecretKind::WebhookSecret, m_ui->webhookSecret, mode == u"webhook"_s},
            {SecretKind::SinkPassword, m_ui->sinkPassword, isBrokerMode(mode)}};
}

void ProfileRelayPage::updateSinkWidgets() {
    const QString mode = selectedData(m_ui->sinkMode);
    form()->setRowVisible(m_ui->webhookUrl, mode == u"webhook"_s);
    form()->setRowVisible(m_ui->webhookSecret, mode == u"webhook"_s);
    form()->setRowVisible(m_ui->sinkFileRow, mode == u"file"_s);
    form()->setRowVisible(m_ui->signature, mode == u"webhook"_s);
    const bool broker = isBrokerMode(mode);
    form()->setRowVisible(m_ui->brokerUrl, broker);
    form()->setRowVisible(m_ui->sinkPassword, broker);
    if (mode == u"amqp"_s)
        m_ui->brokerUrl->setPlaceholderText(
            u"amqp://user@rabbit.example.com:5672/vhost?exchange=outbox&routing-key={aggregate_type}.{event_type}"_s);
    else if (mode == u"nats"_s)
        m_ui->brokerUrl->setPlaceholderText(
            u"nats://user@nats.example.com:4222/outbox.{event_type}"_s);
    else if (mode == u"kafka"_s)
        m_ui->brokerUrl->setPlaceholderText(
            u"kafka://kafka1.example.com:9092,kafka2.example.com:9092/outbox.event.{aggregate_type}"_s);
    const bool cloudEvents = selectedData(m_ui->eventFormat) != u"plain"_s;
    for (QWidget *w : {m_ui->ceSource, m_ui->ceType, m_ui->ceSubject})
        form()->setRowVisible(w, mode != u"none"_s && cloudEvents);
    form()->setRowVisible(m_ui->eventFormat, mode != u"none"_s);
    m_ui->testPublishButton->setEnabled(mode != u"none"_s);
}

void ProfileRelayPage::setPublishResult(bool ok, const QString &text) {
    showTestOutcome(m_ui->testPublishResult, ok, ok ? tr("Published.") : tr("Failed."), text);
}

void ProfileRelayPage::testPublish(const Result<Profile> &draft, const QString &savedName) {
    if (m_publish.busy())
        return;
    // The sink as edited, before saving: its own settings must be valid.
    if (!draft || draft->sink.isEmpty()) {
        const QString message =
            draft ? tr("Choose a sink and say where it is first.") : draft.error().message;
        setPublishResult(false, message);
        Q_EMIT publishTested(false, message);
        return;
    }
    // The keychain entry belongs to the saved name; a new profile has none yet.
    Profile job = *draft;
    job.name = savedName;
    const SinkSpec sink = SinkSpec::parse(job.sink);
    const QString typed = sink.kind == SinkKind::Webhook ? m_ui->webhookSecret->text()
                          : sink.isBroker()              ? m_ui->sinkPassword->text()
                                                         : QString();
    SessionSecretStore *secrets = &m_secrets;
    m_publish.start(
        this, u"profile-test-publish"_s,
        [job, typed, secrets] { return testPublishFor(job, *secrets, typed); },
        [this](const Result<TestPublish> &sent) {
            m_ui->testPublishButton->setText(tr("Test &Publish"));
            m_ui->testPublishButton->setEnabled(true);
            const QString message = sent ? tr("Test event %1 reached %2 in %3 ms.")
                                               .arg(sent->eventId, sent->destination,
                                                    QLocale().toString(sent->milliseconds))
                                         : sent.error().message;
            setPublishResult(bool(sent), message);
            Q_EMIT publishTested(bool(sent), message);
        });
    m_ui->testPublishButton->setText(tr("Publishing…"));
    m_ui->testPublishButton->setEnabled(false);
    m_ui->testPublishResult->setText(tr("Sending a test event…"));
    m_ui->testPublishResult->show();
}

} // namespace outbox::ui
