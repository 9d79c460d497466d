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
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

bool isBrokerMode(const QString &mode) {
    return mode == u"amqp"_s || mode == u"nats"_s || mode == u"kafka"_s;
}

} // namespace

ProfileRelayPage::ProfileRelayPage(SessionSecretStore &secrets, QWidget *parent)
    : ProfilePage(parent)
    , m_secrets(secrets) {
    // The form holds no word-wrapped label: Qt 6.4's QFormLayout gives a row shown again with
    // setRowVisible() no height when the form also has height-for-width rows. The test publish
    // and the hint go below it.
    const auto [pageLayout, form] = formOnTabPage(this);
    m_form = form;

    m_sinkMode = choiceCombo(u"sinkCombo"_s, {{tr("None"), u"none"_s},
                                              {tr("HTTP webhook"), u"webhook"_s},
                                              {tr("JSON-lines file"), u"file"_s},
                                              {tr("RabbitMQ (AMQP 0-9-1)"), u"amqp"_s},
                                              {tr("NATS JetStream"), u"nats"_s},
                                              {tr("Kafka"), u"kafka"_s}});
    m_form->addRow(tr("FennFlow &sink:"), m_sinkMode);

    m_webhookUrl = addField(
        m_form, tr("&Webhook URL:"),
        lineEdit(u"webhookUrlEdit"_s, tr("Webhook URL"), u"https://events.example.com/outbox"_s));
    m_webhookSecret = secretEdit(u"webhookSecretEdit"_s, tr("Webhook signing secret"));
    m_webhookSecret->setToolTip(tr("Signs each request (see Signature); kept in the keychain"));
    m_form->addRow(tr("Signing s&ecret:"), m_webhookSecret);
    m_signature = choiceCombo(
        u"signatureCombo"_s,
        {{tr("HMAC-SHA256 (X-Outbox-Signature)"), u"hmac-sha256"_s},
         {tr("Standard Webhooks (webhook-signature; secret whsec_…)"), u"standard-webhooks"_s}});
    m_form->addRow(tr("Si&gnature:"), m_signature);

    m_brokerUrl =
        addField(m_form, tr("&Broker URL:"), lineEdit(u"brokerUrlEdit"_s, tr("Broker URL")));
    m_sinkPassword = secretEdit(u"sinkPasswordEdit"_s, tr("Broker password"));
    m_sinkPassword->setToolTip(tr("The broker user's password (Kafka: the SASL password); kept "
                                  "in the keychain, never in the URL"));
    m_form->addRow(tr("Broker pass&word:"), m_sinkPassword);

    m_sinkFile = lineEdit(u"sinkFileEdit"_s, tr("Sink file"), tr("/var/lib/outbox/events.jsonl"));
    m_sinkFileRow =
        browseFieldRow(m_sinkFile, u"sinkFileBrowseButton"_s, tr("Choose sink file"), [this] {
            return QFileDialog::getSaveFileName(this, tr("Sink File"), m_sinkFile->text(),
                                                tr("JSON lines (*.jsonl);;All files (*)"), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
        });
    m_form->addRow(tr("&File:"), m_sinkFileRow);

    m_ordering =
        choiceCombo(u"relayOrderingCombo"_s, {{tr("In order per file (aggregate_id)"), u"key"_s},
                                              {tr("Oldest first, whatever the file"), u"none"_s}});
    m_ordering->setToolTip(tr("In order per file: an event waits while an older event of its "
                              "file is undelivered (outboxctl relay --ordering)."));
    m_form->addRow(tr("&Order:"), m_ordering);

    m_eventFormat =
        choiceCombo(u"eventFormatCombo"_s,
                    {{tr("Plain (the event's JSON)"), u"plain"_s},
                     {tr("CloudEvents 1.0, binary (attributes in headers)"), u"ce-binary"_s},
                     {tr("CloudEvents 1.0, structured (one JSON document)"), u"ce-structured"_s}});
    m_form->addRow(tr("Event &format:"), m_eventFormat);
    const CloudEventTemplates defaults;
    const auto templateEdit = [this](QLineEdit *&edit, const QString &name, const QString &what,
                                     const QString &label, const QString &placeholder) {
        edit = lineEdit(name, what, placeholder);
        edit->setToolTip(tr("{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, "
                            "{storage_path} and {table} stand for the event's values; empty: %1")
                             .arg(placeholder));
        m_form->addRow(label, edit);
    };
    templateEdit(m_ceSource, u"ceSourceEdit"_s, tr("CloudEvents source"), tr("CE so&urce:"),
                 defaults.source);
    templateEdit(m_ceType, u"ceTypeEdit"_s, tr("CloudEvents type"), tr("CE t&ype:"), defaults.type);
    templateEdit(m_ceSubject, u"ceSubjectEdit"_s, tr("CloudEvents subject"), tr("CE su&bject:"),
                 defaults.subject);

    m_testPublishButton =
        named(new QPushButton(tr("Test &Publish")), u"testPublishButton"_s, tr("Test publish"));
    m_testPublishButton->setToolTip(
        tr("Send one test event to the sink with these settings (not yet saved). No row is "
           "read or changed: the event's aggregate_type is OutboxConsole, its event_type test."));
    m_testPublishResult = named(new QLabel, u"testPublishResult"_s, tr("Test publish result"));
    m_testPublishResult->setWordWrap(true);
    m_testPublishResult->setTextFormat(Qt::RichText);
    m_testPublishResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testPublishResult->hide();
    pageLayout->addWidget(fieldRow({m_testPublishButton, new QWidget}, 1));
    pageLayout->addWidget(m_testPublishResult);
    connect(m_testPublishButton, &QPushButton::clicked, this,
            &ProfileRelayPage::testPublishRequested);
    connect(m_eventFormat, &QComboBox::currentIndexChanged, this,
            &ProfileRelayPage::updateSinkWidgets);

    pageLayout->addWidget(hintLabel(tr("Vortos rows are carried out against the object store; "
                                       "FennFlow rows are published to this sink.")));
    pageLayout->addStretch(1);
    connect(m_sinkMode, &QComboBox::currentIndexChanged, this,
            &ProfileRelayPage::updateSinkWidgets);
    watchEdits();
}

ProfileRelayPage::~ProfileRelayPage() {
    // The test publish reads from m_secrets, which belongs to the dialog's caller: do not leave
    // it running on a store that may go next. A sink's connection times out within 15 s.
    if (m_publishThread && m_publishThread->isRunning())
        m_publishThread->wait(30000);
}

void ProfileRelayPage::load(const Profile &profile) {
    m_webhookUrl->clear();
    m_sinkFile->clear();
    m_brokerUrl->clear();
    const SinkSpec sink = SinkSpec::parse(profile.sink);
    if (sink.kind == SinkKind::Webhook) {
        selectData(m_sinkMode, u"webhook"_s);
        m_webhookUrl->setText(sink.target);
    } else if (sink.kind == SinkKind::File) {
        selectData(m_sinkMode, u"file"_s);
        m_sinkFile->setText(sink.target);
    } else if (sink.isBroker()) {
        selectData(m_sinkMode, sink.kind == SinkKind::Amqp   ? u"amqp"_s
                               : sink.kind == SinkKind::Nats ? u"nats"_s
                                                             : u"kafka"_s);
        m_brokerUrl->setText(sink.target);
    } else {
        selectData(m_sinkMode, u"none"_s);
    }
    selectData(m_ordering, profile.relayOrdering == u"none"_s ? u"none"_s : u"key"_s);
    selectData(m_signature, profile.webhookSignature);
    selectData(m_eventFormat, profile.eventFormat);
    m_ceSource->setText(profile.ceSource);
    m_ceType->setText(profile.ceType);
    m_ceSubject->setText(profile.ceSubject);
    setPublishResult(true, QString());
    for (QLineEdit *edit : {m_webhookSecret, m_sinkPassword})
        edit->clear();
    updateSinkWidgets();
}

Status ProfileRelayPage::saveInto(Profile &profile) const {
    const QString sinkMode = selectedData(m_sinkMode);
    if (sinkMode == u"webhook"_s) {
        const QString text = m_webhookUrl->text().trimmed();
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
        const QString file = m_sinkFile->text().trimmed();
        if (file.isEmpty())
            return Error::invalid(tr("Give the file the relay appends FennFlow events to."));
        profile.sink = SinkSpec::encode(SinkKind::File, file);
    } else if (sinkMode != u"none"_s) {
        const QString text = m_brokerUrl->text().trimmed();
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
    profile.relayOrdering = selectedData(m_ordering);
    profile.webhookSignature = selectedData(m_signature);
    profile.eventFormat = selectedData(m_eventFormat);
    profile.ceSource = m_ceSource->text().trimmed();
    profile.ceType = m_ceType->text().trimmed();
    profile.ceSubject = m_ceSubject->text().trimmed();
    for (const auto &[what, text] : {std::pair{tr("The CloudEvents source"), profile.ceSource},
                                     std::pair{tr("The CloudEvents type"), profile.ceType},
                                     std::pair{tr("The CloudEvents subject"), profile.ceSubject}}) {
        if (auto checked = checkEventTemplate(what, text); !checked)
            return checked.error();
    }
    return Done{};
}

QList<ProfileSecretField> ProfileRelayPage::secretFields() const {
    const QString mode = selectedData(m_sinkMode);
    // A broker's sink is saved only with a broker URL of the kind chosen.
    return {{SecretKind::WebhookSecret, m_webhookSecret, mode == u"webhook"_s},
            {SecretKind::SinkPassword, m_sinkPassword, isBrokerMode(mode)}};
}

void ProfileRelayPage::updateSinkWidgets() {
    const QString mode = selectedData(m_sinkMode);
    m_form->setRowVisible(m_webhookUrl, mode == u"webhook"_s);
    m_form->setRowVisible(m_webhookSecret, mode == u"webhook"_s);
    m_form->setRowVisible(m_sinkFileRow, mode == u"file"_s);
    m_form->setRowVisible(m_signature, mode == u"webhook"_s);
    const bool broker = isBrokerMode(mode);
    m_form->setRowVisible(m_brokerUrl, broker);
    m_form->setRowVisible(m_sinkPassword, broker);
    if (mode == u"amqp"_s)
        m_brokerUrl->setPlaceholderText(
            u"amqp://user@rabbit.example.com:5672/vhost?exchange=outbox&routing-key={aggregate_type}.{event_type}"_s);
    else if (mode == u"nats"_s)
        m_brokerUrl->setPlaceholderText(u"nats://user@nats.example.com:4222/outbox.{event_type}"_s);
    else if (mode == u"kafka"_s)
        m_brokerUrl->setPlaceholderText(
            u"kafka://kafka1.example.com:9092,kafka2.example.com:9092/outbox.event.{aggregate_type}"_s);
    const bool cloudEvents = selectedData(m_eventFormat) != u"plain"_s;
    for (QWidget *w : {m_ceSource, m_ceType, m_ceSubject})
        m_form->setRowVisible(w, mode != u"none"_s && cloudEvents);
    m_form->setRowVisible(m_eventFormat, mode != u"none"_s);
    m_testPublishButton->setEnabled(mode != u"none"_s);
}

void ProfileRelayPage::setPublishResult(bool ok, const QString &text) {
    showTestOutcome(m_testPublishResult, ok, ok ? tr("Published.") : tr("Failed."), text);
}

void ProfileRelayPage::testPublish(const Result<Profile> &draft, const QString &savedName) {
    if (m_publishThread)
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
    const QString typed = sink.kind == SinkKind::Webhook ? m_webhookSecret->text()
                          : sink.isBroker()              ? m_sinkPassword->text()
                                                         : QString();
    SessionSecretStore *secrets = &m_secrets;
    m_publishThread = runInBackground(
        this, u"profile-test-publish"_s,
        [job, typed, secrets] { return testPublishFor(job, *secrets, typed); },
        [this](const Result<TestPublish> &sent) {
            m_publishThread = nullptr; // finished: it deletes itself
            m_testPublishButton->setText(tr("Test &Publish"));
            m_testPublishButton->setEnabled(true);
            const QString message = sent ? tr("Test event %1 reached %2 in %3 ms.")
                                               .arg(sent->eventId, sent->destination,
                                                    QLocale().toString(sent->milliseconds))
                                         : sent.error().message;
            setPublishResult(bool(sent), message);
            Q_EMIT publishTested(bool(sent), message);
        });
    m_testPublishButton->setText(tr("Publishing…"));
    m_testPublishButton->setEnabled(false);
    m_testPublishResult->setText(tr("Sending a test event…"));
    m_testPublishResult->show();
}

} // namespace outbox::ui
