#include "relay/brokernames.h"
#include "relay/brokersink.h"

#include "util/coretr.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QUrl>
#include <QUrlQuery>

#include <librdkafka/rdkafka.h>

#include <functional>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcKafka, "outbox.core.relay.kafka", QtWarningMsg)

namespace outbox {

namespace {

// Publishes each event to Kafka, through librdkafka:
//
//   kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=plain|scram-sha-256|scram-sha-512]
//                                              [&tls=true][&ca-file=PATH]
//
// TOPIC is a template like the CloudEvents attributes' (default outbox.event.{aggregate_type},
// Debezium's convention). A user means SASL (PLAIN unless sasl= says otherwise), its password
// SinkOptions::brokerPassword; one in the URL is refused. tls=true speaks TLS (sasl_ssl or ssl),
// with the system's CAs or ca-file.
//
// The producer is idempotent with acks=all. The message key is the aggregate id, so one key's
// events go to one partition; headers carry event_id and event_type (and, in CloudEvents
// binary mode, the attributes as ce_ headers and content-type). An event is delivered only once
// its delivery report says the broker has it; a failed report fails it with librdkafka's
// reason. A key's events go one after the other, each once the one before it is reported;
// events of different keys are in flight together.
//
// Blocking, on the calling thread (delivery reports are served there); one producer per sink,
// made on first use and again after a fatal error.
class KafkaSink final : public BrokerSink {
public:
    // What the URL says (openKafkaSink checks it).
    struct Settings {
        QString servers; // host:port,host:port
        QString user;
        QString topic = u"outbox.event.{aggregate_type}"_s;
        QByteArray saslMechanism; // PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 (with a user)
        bool tls = false;
        QString caFile;
    };

    KafkaSink(Settings settings, SinkOptions options)
        : BrokerSink(std::move(options))
        , m_settings(std::move(settings)) {}

    QString description() const override { // "kafka host:port,… topic TEMPLATE", no password
        return u"kafka %1 topic %2"_s.arg(m_settings.servers, m_settings.topic);
    }

private:
    struct Producer;
    bool clientUsable() const override;
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    Settings m_settings;
    std::unique_ptr<Producer> m_producer;
};

struct KafkaSink::Producer {
    struct Report {
        quint64 tag; // the batch's generation and the event's index (see publishTurns)
        QString error;
    };
    rd_kafka_t *rk = nullptr;
    std::vector<Report> reports; // filled by the delivery report callback, on our thread
    QString lastError;           // the client's last error (connection refused, auth, …)
    // Set when the broker refused the client's authentication or its TLS handshake failed:
    // librdkafka would try again until the message timeout and report a bare "Message timed
    // out"; the batch fails at once with this reason instead.
    bool refused = false;
    bool authentication = false; // what was refused: the SASL authentication (else TLS)
    QString refusal;             // the client's words for it (later errors do not replace them)
    quint64 generation = 0;

    static void onDelivery(rd_kafka_t *, const rd_kafka_message_t *message, void *opaque) {
        auto *self = static_cast<Producer *>(opaque);
        Report report{quint64(reinterpret_cast<quintptr>(message->_private)), {}};
        if (message->err)
            report.error = QString::fromUtf8(rd_kafka_err2str(message->err));
        self->reports.push_back(std::move(report));
    }
    static void onError(rd_kafka_t *, int err, const char *reason, void *opaque) {
        auto *self = static_cast<Producer *>(opaque);
        self->lastError = QString::fromUtf8(reason);
        if ((err == RD_KAFKA_RESP_ERR__AUTHENTICATION || err == RD_KAFKA_RESP_ERR__SSL) &&
            !self->refused) {
            self->refused = true;
            self->authentication = err == RD_KAFKA_RESP_ERR__AUTHENTICATION;
            self->refusal = self->lastError;
        }
    }
    // The client's own log goes to the relay's (it would write to stderr otherwise); what
    // matters of it reaches the batch's errors through onError.
    static void onLog(const rd_kafka_t *, int level, const char *facility, const char *text) {
        if (level <= 4)
            qCInfo(lcKafka).noquote() << facility << text;
        else
            qCDebug(lcKafka).noquote() << facility << text;
    }
    ~Producer() {
        if (rk) {
            rd_kafka_purge(rk, RD_KAFKA_PURGE_F_QUEUE | RD_KAFKA_PURGE_F_INFLIGHT);
            rd_kafka_poll(rk, 0); // the purged messages' reports
            rd_kafka_destroy(rk);
        }
    }
};

} // namespace

Status KafkaSink::connect() {
    m_producer.reset();
    auto p = std::make_unique<Producer>();
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    char problem[512] = {};
    const QByteArray protocol = m_settings.tls
                                    ? (m_settings.user.isEmpty() ? "ssl" : "sasl_ssl")
                                    : (m_settings.user.isEmpty() ? "plaintext" : "sasl_plaintext");
    QList<std::pair<const char *, QByteArray>> values{
        {"bootstrap.servers", m_settings.servers.toUtf8()},
        {"client.id", "outbox-console"},
        {"enable.idempotence", "true"},
        {"acks", "all"},
        // A batch's events go out at once, not after a wait for more (the relay batches already),
        // and without Nagle's delay on small requests.
        {"linger.ms", "0"},
        {"socket.nagle.disable", "true"},
        {"message.timeout.ms", QByteArray::number(qMax(1000, options().requestTimeoutMs))},
        // A topic the broker does not know fails its messages with "Unknown topic or partition"
        // after this long; librdkafka's default (30 s, for a topic just created elsewhere) is
        // longer than the message timeout, which then failed them as a bare time-out.
        {"topic.metadata.propagation.max.ms",
         QByteArray::number(qMax(1000, options().requestTimeoutMs) / 2)},
        {"socket.connection.setup.timeout.ms",
         QByteArray::number(qMax(1000, options().connectTimeoutMs))},
        {"security.protocol", protocol}};
    if (!m_settings.user.isEmpty()) {
        values.append({"sasl.mechanisms", m_settings.saslMechanism});
        values.append({"sasl.username", m_settings.user.toUtf8()});
        values.append({"sasl.password", options().brokerPassword.toUtf8()});
    }
    if (!m_settings.caFile.isEmpty())
        values.append({"ssl.ca.location", m_settings.caFile.toUtf8()});
    for (const auto &[key, value] : std::as_const(values)) {
        if (rd_kafka_conf_set(conf, key, value.constData(), problem, sizeof problem) !=
            RD_KAFKA_CONF_OK) {
            rd_kafka_conf_destroy(conf);
            return Error::failed(CoreText::tr("The Kafka client refused its setting %1: %2.")
                                     .arg(QString::fromLatin1(key), QString::fromUtf8(problem)));
        }
    }
    rd_kafka_conf_set_opaque(conf, p.get());
    rd_kafka_conf_set_dr_msg_cb(conf, &Producer::onDelivery);
    rd_kafka_conf_set_error_cb(conf, &Producer::onError);
    rd_kafka_conf_set_log_cb(conf, &Producer::onLog);
    p->rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, problem, sizeof problem);
    if (!p->rk) {
        rd_kafka_conf_destroy(conf);
        return Error::failed(CoreText::tr("The Kafka client could not be set up: %1.")
                                 .arg(QString::fromUtf8(problem)));
    }
    m_producer = std::move(p);
    return Done{};
}

bool KafkaSink::clientUsable() const {
    // An idempotent producer's fatal error: start over with a new one.
    return m_producer && !rd_kafka_fatal_error(m_producer->rk, nullptr, 0);
}

void KafkaSink::publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) {
    Producer &p = *m_producer;
    // A report names its batch (generation) and event: one left over from an earlier batch
    // that gave up waiting is not taken for this one's.
    const quint64 generation = ++p.generation;
    const auto tagOf = [generation](qsizetype index) {
        return (generation << 32) | quint64(index);
    };
    p.reports.clear();
    p.refused = false;
    p.refusal.clear();
    int inFlight = 0;
    QList<QByteArray> topics(events.size()); // each event's rendered topic, for its error
    const auto failure = [&](qsizetype index, const QString &reason) {
        return Error::failed(
            CoreText::tr("Kafka (%1) did not take the message for topic %2: %3%4")
                .arg(m_settings.servers, QString::fromUtf8(topics.at(index)), reason,
                     p.lastError.isEmpty() ? u"."_s : u" (%1)."_s.arg(p.lastError)));
    };
    // What fails the events not yet reported: the same for all, whatever their topic.
    const auto batchFailure = [&](const QString &reason, bool withClientError = true) {
        return Error::failed(CoreText::tr("Kafka (%1) did not take the message: %2%3")
                                 .arg(m_settings.servers, reason,
                                      !withClientError || p.lastError.isEmpty()
                                          ? u"."_s
                                          : u" (%1)."_s.arg(p.lastError)));
    };
    // Sends an event; one the client refuses at once is settled as failed, and its key's next
    // (when its key goes on) is sent in its place.
    std::function<void(qsizetype)> publishOne = [&](qsizetype index) {
        // The topic rendered for the event, checked (brokernames.h): one Kafka does not allow
        // fails its event alone.
        QByteArray topic;
        index = turns.firstSendable(index,
                                    brokerNameCheck(BrokerNameKind::KafkaTopic, m_settings.topic,
                                                    events, options().cloudEvents.table, &topic));
        if (index < 0)
            return;
        topics[index] = topic;
        const SinkEvent &event = events.at(index);
        const EncodedEvent encoded = encoder().encode(event);
        const QByteArray key = event.aggregateId.toUtf8();
        rd_kafka_headers_t *headers = rd_kafka_headers_new(8);
        const auto header = [headers](const QByteArray &name, const QByteArray &value) {
            rd_kafka_header_add(headers, name.constData(), name.size(), value.constData(),
                                value.size());
        };
        header("event_id", event.eventId.toUtf8());
        header("event_type", event.eventType.toUtf8());
        header("content-type", encoded.contentType);
        for (const auto &[name, value] : encoded.attributes)
            header("ce_" + name, value.toUtf8());
        const rd_kafka_resp_err_t err = rd_kafka_producev(
            p.rk, RD_KAFKA_V_TOPIC(topic.constData()),
            RD_KAFKA_V_KEY(const_cast<char *>(key.constData()), size_t(key.size())),
            RD_KAFKA_V_VALUE(const_cast<char *>(encoded.body.constData()),
                             size_t(encoded.body.size())),
            RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY), RD_KAFKA_V_HEADERS(headers),
            RD_KAFKA_V_OPAQUE(reinterpret_cast<void *>(quintptr(tagOf(index)))), RD_KAFKA_V_END);
        if (err) {
            rd_kafka_headers_destroy(headers); // not taken
            const qsizetype next =
                turns.settle(index, failure(index, QString::fromUtf8(rd_kafka_err2str(err))));
            if (next >= 0)
                publishOne(next);
            return;
        }
        ++inFlight;
    };
    for (const qsizetype head : turns.heads())
        publishOne(head);
    // Reports arrive within message.timeout.ms; a little more before giving up on them.
    QElapsedTimer waited;
    waited.start();
    const qint64 patience = qMax(1000, options().requestTimeoutMs) + 5000;
    while (inFlight > 0) {
        rd_kafka_poll(p.rk, 50);
        std::vector<Producer::Report> reports;
        reports.swap(p.reports);
        for (const Producer::Report &report : reports) {
            if ((report.tag >> 32) != generation)
                continue; // an earlier batch's
            const qsizetype index = qsizetype(report.tag & 0xffffffffu);
            --inFlight;
            const qsizetype next =
                turns.settle(index, report.error.isEmpty() ? Status(Done{})
                                                           : Status(failure(index, report.error)));
            if (next >= 0)
                publishOne(next);
        }
        // The broker refused the authentication or the TLS handshake: librdkafka would retry
        // until the message timeout and then report a bare time-out, hiding the reason. The
        // client sends nothing to a broker before both succeed, so with one broker none of the
        // batch got through; with several, one may have reached another broker, and is sent
        // again when its row is retried (at least once, as after any failed batch).
        if (inFlight > 0 && p.refused) {
            QString reason = p.refusal;
            if (p.authentication && m_settings.saslMechanism.startsWith("SCRAM") &&
                rd_kafka_version() < 0x02060100)
                reason += CoreText::tr(" (librdkafka %1 sends a SCRAM proof that Apache Kafka 4 "
                                       "refuses as invalid credentials even with the right "
                                       "password; librdkafka 2.6.1 fixed it: use sasl=plain over "
                                       "TLS, or a newer librdkafka)")
                              .arg(QString::fromLatin1(rd_kafka_version_str()));
            turns.failRest(batchFailure(reason, false));
            m_producer.reset();
            return;
        }
        if (inFlight > 0 && waited.elapsed() > patience) {
            turns.failRest(batchFailure(u"no delivery report in time"_s));
            m_producer.reset();
            return;
        }
    }
}

Result<std::unique_ptr<EventSink>> openKafkaSink(const QString &url, const SinkOptions &options) {
    // Not through QUrl: a Kafka URL lists several brokers, host:port,host:port.
    const QString text = url.trimmed();
    const auto invalid = [] {
        return Error::invalid(
            CoreText::tr("The Kafka sink must be "
                         "kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…&tls=true]."));
    };
    if (!text.startsWith(u"kafka://"_s, Qt::CaseInsensitive))
        return invalid();
    QString rest = text.mid(8);
    QString query;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        query = rest.mid(q + 1);
        rest = rest.left(q);
    }
    const qsizetype slash = rest.indexOf(u'/');
    QString authority = slash < 0 ? rest : rest.left(slash);
    KafkaSink::Settings settings;
    if (slash >= 0 && slash + 1 < rest.size())
        settings.topic = QUrl::fromPercentEncoding(rest.mid(slash + 1).toUtf8());
    if (const qsizetype at = authority.lastIndexOf(u'@'); at >= 0) {
        const QString userInfo = authority.left(at);
        if (userInfo.contains(u':'))
            return brokerUrlPasswordError(u"Kafka"_s);
        settings.user = QUrl::fromPercentEncoding(userInfo.toUtf8());
        authority = authority.mid(at + 1);
    }
    const QStringList servers = authority.split(u',', Qt::SkipEmptyParts);
    if (servers.isEmpty())
        return invalid();
    for (const QString &server : servers) {
        const qsizetype colon = server.lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? server.mid(colon + 1).toInt(&ok) : 0;
        if (!ok || port <= 0 || port > 65535)
            return Error::invalid(
                CoreText::tr("The Kafka broker \"%1\" needs a port: write HOST:PORT.").arg(server));
    }
    settings.servers = servers.join(u',');
    const QUrlQuery items(query);
    for (const auto &[key, value] : items.queryItems(QUrl::FullyDecoded)) {
        if (key == u"sasl"_s) {
            const QString m = value.toUpper();
            if (m != u"PLAIN"_s && m != u"SCRAM-SHA-256"_s && m != u"SCRAM-SHA-512"_s)
                return Error::invalid(
                    CoreText::tr("Unknown SASL mechanism \"%1\": use plain, scram-sha-256 or "
                                 "scram-sha-512.")
                        .arg(value));
            settings.saslMechanism = m.toLatin1();
        } else if (key == u"tls"_s) {
            settings.tls = value == u"true"_s || value == u"1"_s;
        } else if (key == u"ca-file"_s) {
            settings.caFile = value;
        } else {
            return Error::invalid(
                CoreText::tr("The Kafka sink's URL has an unknown setting \"%1\": it takes sasl, "
                             "tls and ca-file.")
                    .arg(key));
        }
    }
    if (!settings.saslMechanism.isEmpty() && settings.user.isEmpty())
        return Error::invalid(CoreText::tr("SASL needs a user: write kafka://USER@HOST:PORT/…."));
    if (!settings.user.isEmpty() && settings.saslMechanism.isEmpty())
        settings.saslMechanism = "PLAIN";
    if (settings.topic.contains(u'/') || settings.topic.contains(u' '))
        return Error::invalid(
            CoreText::tr("The Kafka topic \"%1\" has a character a topic cannot have.")
                .arg(settings.topic));
    if (auto checked = checkEventTemplate(CoreText::tr("The Kafka topic"), settings.topic);
        !checked)
        return checked.error();
    return std::unique_ptr<EventSink>(new KafkaSink(std::move(settings), options));
}

} // namespace outbox
