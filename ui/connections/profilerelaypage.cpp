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

namespace {

bool isBrokerMode(const QString &mode) {
    return mode == u"amqp"_s || mode == u"nats"_s || mode == u"kafka"_s;
}

} // namespace

ProfileRelayPage::ProfileRelayPage(SessionSecretStore &secrets, QWidget *parent)
    : ProfileFormPage(Frame::Column, parent)
    , m_secrets(secrets) {
    // The form holds no word-wrapped label: Qt 6.4's QFormLayout gives a row shown again with
    // setRowVisible() no height when the form also has height-for-width rows. The test publish
    // and the hint go below it.

    auto *sinkMode = choiceCombo(u"sinkCombo"_s, {{tr("None"), u"none"_s},
                                                  {tr("HTTP webhook"), u"webhook"_s},
                                                  {tr("JSON-lines file"), u"file"_s},
                                                  {tr("RabbitMQ (AMQP 0-9-1)"), u"amqp"_s},
                                                  {tr("NATS JetStream"), u"nats"_s},
                                                  {tr("Kafka"), u"kafka"_s}});
    form()->addRow(tr("FennFlow &sink:"), sinkMode);
    const auto mode = [sinkMode] { return selectedData(sinkMode); };

    auto *webhookUrl = addField(
        form(), tr("&Webhook URL:"),
        lineEdit(u"webhookUrlEdit"_s, tr("Webhook URL"), u"https://events.example.com/outbox"_s));
    auto *webhookSecret = bindSecret(
        SecretKind::WebhookSecret, secretEdit(u"webhookSecretEdit"_s, tr("Webhook signing secret")),
        [mode] { return mode() == u"webhook"_s; });
    webhookSecret->setToolTip(tr("Signs each request (see Signature); kept in the keychain"));
    form()->addRow(tr("Signing s&ecret:"), webhookSecret);
    auto *signature = choiceCombo(
        u"signatureCombo"_s,
        {{tr("HMAC-SHA256 (X-Outbox-Signature)"), u"hmac-sha256"_s},
         {tr("Standard Webhooks (webhook-signature; secret whsec_…)"), u"standard-webhooks"_s}});
    form()->addRow(tr("Si&gnature:"), signature);

    auto *brokerUrl =
        addField(form(), tr("&Broker URL:"), lineEdit(u"brokerUrlEdit"_s, tr("Broker URL")));
    // A broker's sink is saved only with a broker URL of the kind chosen.
    auto *sinkPassword = bindSecret(SecretKind::SinkPassword,
                                    secretEdit(u"sinkPasswordEdit"_s, tr("Broker password")),
                                    [mode] { return isBrokerMode(mode()); });
    sinkPassword->setToolTip(tr("The broker user's password (Kafka: the SASL password); kept "
                                "in the keychain, never in the URL"));
    form()->addRow(tr("Broker pass&word:"), sinkPassword);

    auto *sinkFile =
        lineEdit(u"sinkFileEdit"_s, tr("Sink file"), tr("/var/lib/outbox/events.jsonl"));
    QWidget *sinkFileRow = browseFieldRow(
        sinkFile, u"sinkFileBrowseButton"_s, tr("Choose sink file"), [this, sinkFile] {
            return QFileDialog::getSaveFileName(this, tr("Sink File"), sinkFile->text(),
                                                tr("JSON lines (*.jsonl);;All files (*)"), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
        });
    form()->addRow(tr("&File:"), sinkFileRow);
    bindSink(sinkMode, webhookUrl, sinkFile, brokerUrl);

    auto *ordering =
        choiceCombo(u"relayOrderingCombo"_s, {{tr("In order per file (aggregate_id)"), u"key"_s},
                                              {tr("Oldest first, whatever the file"), u"none"_s}});
    ordering->setToolTip(tr("In order per file: an event waits while an older event of its "
                            "file is undelivered (outboxctl relay --ordering)."));
    form()->addRow(tr("&Order:"), ordering);
    // Any order but "none" is the default, in order per file.
    bind(ordering, &Profile::relayOrdering);
    bind(signature, &Profile::webhookSignature);

    auto *eventFormat = bind(
        choiceCombo(u"eventFormatCombo"_s,
                    {{tr("Plain (the event's JSON)"), u"plain"_s},
                     {tr("CloudEvents 1.0, binary (attributes in headers)"), u"ce-binary"_s},
                     {tr("CloudEvents 1.0, structured (one JSON document)"), u"ce-structured"_s}}),
        &Profile::eventFormat);
    form()->addRow(tr("Event &format:"), eventFormat);
    const CloudEventTemplates defaults;
    const auto templateEdit = [this](QString Profile::*setting, const QString &name,
                                     const QString &what, const QString &label,
                                     const QString &placeholder) {
        QLineEdit *edit = bind(lineEdit(name, what, placeholder), setting);
        edit->setToolTip(tr("{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, "
                            "{storage_path} and {table} stand for the event's values; empty: %1")
                             .arg(placeholder));
        form()->addRow(label, edit);
        return edit;
    };
    QLineEdit *templates[] = {
        templateEdit(&Profile::ceSource, u"ceSourceEdit"_s, tr("CloudEvents source"),
                     tr("CE so&urce:"), defaults.source),
        templateEdit(&Profile::ceType, u"ceTypeEdit"_s, tr("CloudEvents type"), tr("CE t&ype:"),
                     defaults.type),
        templateEdit(&Profile::ceSubject, u"ceSubjectEdit"_s, tr("CloudEvents subject"),
                     tr("CE su&bject:"), defaults.subject)};
    check([](const Profile &profile) -> Status {
        for (const auto &[what, text] :
             {std::pair{tr("The CloudEvents source"), profile.ceSource},
              std::pair{tr("The CloudEvents type"), profile.ceType},
              std::pair{tr("The CloudEvents subject"), profile.ceSubject}}) {
            if (auto checked = checkEventTemplate(what, text); !checked)
                return checked.error();
        }
        return Done{};
    });

    m_testPublish = ProfileTestRun(
        named(new QPushButton(tr("Test &Publish")), u"testPublishButton"_s, tr("Test publish")),
        named(new QLabel, u"testPublishResult"_s, tr("Test publish result")));
    m_testPublish.button()->setToolTip(
        tr("Send one test event to the sink with these settings (not yet saved). No row is "
           "read or changed: the event's aggregate_type is OutboxConsole, its event_type test."));
    column()->addWidget(fieldRow({m_testPublish.button(), new QWidget}, 1));
    column()->addWidget(m_testPublish.result());
    bind([this](const Profile &) { setPublishResult(true, QString()); }, {});
    connect(m_testPublish.button(), &QPushButton::clicked, this,
            &ProfileRelayPage::testPublishRequested);
    // Not kept updated at every edit: a test publish under way keeps the button disabled.
    const auto enableTestPublish = [this, mode] {
        m_testPublish.button()->setEnabled(mode() != u"none"_s);
    };
    connect(eventFormat, &QComboBox::currentIndexChanged, this, enableTestPublish);

    column()->addWidget(hintLabel(tr("Vortos rows are carried out against the object store; "
                                     "FennFlow rows are published to this sink.")));
    column()->addStretch(1);
    connect(sinkMode, &QComboBox::currentIndexChanged, this, enableTestPublish);
    bind([enableTestPublish](const Profile &) { enableTestPublish(); }, {});

    showRowsWhen({webhookUrl, webhookSecret}, [mode] { return mode() == u"webhook"_s; });
    showRowsWhen({sinkFileRow}, [mode] { return mode() == u"file"_s; });
    showRowsWhen({signature}, [mode] { return mode() == u"webhook"_s; });
    showRowsWhen({brokerUrl, sinkPassword}, [mode] { return isBrokerMode(mode()); });
    keepUpdated([mode, brokerUrl] {
        if (mode() == u"amqp"_s)
            brokerUrl->setPlaceholderText(
                u"amqp://user@rabbit.example.com:5672/vhost?exchange=outbox&routing-key={aggregate_type}.{event_type}"_s);
        else if (mode() == u"nats"_s)
            brokerUrl->setPlaceholderText(
                u"nats://user@nats.example.com:4222/outbox.{event_type}"_s);
        else if (mode() == u"kafka"_s)
            brokerUrl->setPlaceholderText(
                u"kafka://kafka1.example.com:9092,kafka2.example.com:9092/outbox.event.{aggregate_type}"_s);
    });
    showRowsWhen({templates[0], templates[1], templates[2]}, [mode, eventFormat] {
        return mode() != u"none"_s && selectedData(eventFormat) != u"plain"_s;
    });
    showRowsWhen({eventFormat}, [mode] { return mode() != u"none"_s; });
    watchEdits();
}

void ProfileRelayPage::bindSink(QComboBox *sinkMode, QLineEdit *webhookUrl, QLineEdit *sinkFile,
                                QLineEdit *brokerUrl) {
    bind(
        [=](const Profile &profile) {
            webhookUrl->clear();
            sinkFile->clear();
            brokerUrl->clear();
            const SinkSpec sink = SinkSpec::parse(profile.sink);
            if (sink.kind == SinkKind::Webhook) {
                selectData(sinkMode, u"webhook"_s);
                webhookUrl->setText(sink.target);
            } else if (sink.kind == SinkKind::File) {
                selectData(sinkMode, u"file"_s);
                sinkFile->setText(sink.target);
            } else if (sink.isBroker()) {
                selectData(sinkMode, sink.kind == SinkKind::Amqp   ? u"amqp"_s
                                     : sink.kind == SinkKind::Nats ? u"nats"_s
                                                                   : u"kafka"_s);
                brokerUrl->setText(sink.target);
            } else {
                selectData(sinkMode, u"none"_s);
            }
        },
        [=](Profile &profile) -> Status {
            const QString mode = selectedData(sinkMode);
            if (mode == u"webhook"_s) {
                const QString text = webhookUrl->text().trimmed();
                const QUrl url(text, QUrl::StrictMode);
                const QString scheme = url.scheme().toLower();
                if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) ||
                    url.host().isEmpty())
                    return Error::invalid(
                        tr("The webhook URL must be an http:// or https:// URL with a host name."));
                if (!url.password().isEmpty())
                    return Error::invalid(tr("The webhook URL contains a password. Put the signing "
                                             "secret in its own field: it goes to the keychain."));
                profile.sink = SinkSpec::encode(SinkKind::Webhook, text);
            } else if (mode == u"file"_s) {
                const QString file = sinkFile->text().trimmed();
                if (file.isEmpty())
                    return Error::invalid(
                        tr("Give the file the relay appends FennFlow events to."));
                profile.sink = SinkSpec::encode(SinkKind::File, file);
            } else if (mode != u"none"_s) {
                const QString text = brokerUrl->text().trimmed();
                const SinkSpec broker = SinkSpec::parse(text);
                const SinkKind wanted = mode == u"amqp"_s   ? SinkKind::Amqp
                                        : mode == u"nats"_s ? SinkKind::Nats
                                                            : SinkKind::Kafka;
                if (!sinkBuiltIn(wanted))
                    return sinkNotBuiltIn(wanted);
                if (broker.kind != wanted)
                    return Error::invalid(
                        tr("The broker URL must start with %1:// (the sink chosen).")
                            .arg(wanted == SinkKind::Amqp ? u"amqp:// or amqps"_s : mode));
                const QUrl url(text, QUrl::TolerantMode); // routing templates use { }
                if (!url.isValid() || url.host().isEmpty())
                    return Error::invalid(tr("The broker URL needs a host name."));
                if (!url.password().isEmpty())
                    return Error::invalid(tr("The broker URL contains a password. Type it in the "
                                             "Broker password field: it goes to the keychain."));
                profile.sink = text;
            }
            return Done{};
        });
}

void ProfileRelayPage::setPublishResult(bool ok, const QString &text) {
    m_testPublish.showOutcome(ok, ok ? tr("Published.") : tr("Failed."), text);
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
    const QString typed = sink.kind == SinkKind::Webhook ? typedSecret(SecretKind::WebhookSecret)
                          : sink.isBroker()              ? typedSecret(SecretKind::SinkPassword)
                                                         : QString();
    SessionSecretStore *secrets = &m_secrets;
    m_publish.start(
        this, u"profile-test-publish"_s,
        [job, typed, secrets] { return testPublishFor(job, *secrets, typed); },
        [this](const Result<TestPublish> &sent) {
            m_testPublish.finish();
            m_testPublish.button()->setEnabled(true);
            const QString message = sent ? tr("Test event %1 reached %2 in %3 ms.")
                                               .arg(sent->eventId, sent->destination,
                                                    QLocale().toString(sent->milliseconds))
                                         : sent.error().message;
            setPublishResult(bool(sent), message);
            Q_EMIT publishTested(bool(sent), message);
        });
    m_testPublish.start(tr("Publishing…"), tr("Sending a test event…"));
}

} // namespace outbox::ui
