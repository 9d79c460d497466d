#include "relay/brokernames.h"
#include "relay/brokersink.h"

#include "util/coretr.h"

#include <QHash>
#include <QUrl>

#include <nats/nats.h>

#include <chrono>
#include <condition_variable>
#include <mutex>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// What nats.c says about a status: its last error's text where it has one.
QString natsError(natsStatus status) {
    natsStatus last = NATS_OK;
    const char *text = nats_GetLastError(&last);
    if (text && *text && last == status)
        return QString::fromUtf8(text);
    return QString::fromUtf8(natsStatus_GetText(status));
}

// Publishes each event to NATS JetStream, through nats.c:
//
//   nats://[USER@]HOST[:PORT]/SUBJECT
//
// SUBJECT is a template like the CloudEvents attributes' ({aggregate_type}, {event_type}, …;
// default outbox.{aggregate_type}.{event_type}). The password is SinkOptions::brokerPassword; one
// in the URL is refused.
//
// Each message carries Nats-Msg-Id = the event id, so the stream drops a message it already has
// (within its duplicate window) when a batch is published again; the header
// Outbox-Partition-Key = the aggregate id; Content-Type; and in CloudEvents binary mode the
// attributes as ce- headers. An event is delivered only once the stream's publish
// acknowledgement for it arrives; an error answer, no stream for the subject (no responders) or
// no answer within the request timeout fails it with the reason. A key's events go one after the
// other, each once the one before it is acknowledged; events of different keys are in flight
// together.
//
// Blocking, on the calling thread (acknowledgements arrive on nats.c's thread and are handed
// over); one connection per sink, opened on first use and again after it fails.
class NatsSink final : public BrokerSink {
public:
    // What the URL says (openNatsSink checks it).
    struct Settings {
        QString host;
        int port = 4222;
        QString user;
        QString subject = u"outbox.{aggregate_type}.{event_type}"_s;
    };

    NatsSink(Settings settings, SinkOptions options)
        : BrokerSink(std::move(options))
        , m_settings(std::move(settings)) {}

    QString description() const override { // "nats host:port subject TEMPLATE", no password
        return u"nats %1:%2 subject %3"_s.arg(m_settings.host, QString::number(m_settings.port),
                                              m_settings.subject);
    }

private:
    struct Connection;
    bool clientUsable() const override;
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    Settings m_settings;
    std::unique_ptr<Connection> m_connection;
};

// The connection, its JetStream context, and the acknowledgements nats.c's thread hands over.
struct NatsSink::Connection {
    struct Ack {
        QString eventId;
        QString error; // empty: stored by the stream
    };
    natsOptions *options = nullptr;
    natsConnection *connection = nullptr;
    jsCtx *js = nullptr;
    std::mutex mutex;
    std::condition_variable arrived;
    std::vector<Ack> acks; // under mutex

    static void onAck(jsCtx *, natsMsg *msg, jsPubAck *pa, jsPubAckErr *pae, void *closure) {
        auto *self = static_cast<Connection *>(closure);
        Ack ack;
        const char *id = nullptr;
        if (natsMsgHeader_Get(msg, "Nats-Msg-Id", &id) == NATS_OK && id)
            ack.eventId = QString::fromUtf8(id);
        if (!pa) {
            if (pae && pae->Err == NATS_NO_RESPONDERS)
                ack.error = u"no JetStream stream takes subject \"%1\""_s.arg(
                    QString::fromUtf8(natsMsg_GetSubject(msg)));
            else if (pae && pae->Err == NATS_TIMEOUT)
                ack.error = u"no acknowledgement from the stream in time"_s;
            else if (pae)
                ack.error =
                    pae->ErrText && *pae->ErrText
                        ? u"%1 (%2)"_s.arg(QString::fromUtf8(pae->ErrText)).arg(int(pae->ErrCode))
                        : QString::fromUtf8(natsStatus_GetText(pae->Err));
            else
                ack.error = u"the stream did not store the message"_s;
        }
        natsMsg_Destroy(msg);
        {
            std::lock_guard lock(self->mutex);
            self->acks.push_back(std::move(ack));
        }
        self->arrived.notify_one();
    }

    ~Connection() {
        if (js) {
            // Messages still waiting for their acknowledgement: ours again, to destroy.
            natsMsgList pending;
            if (js_PublishAsyncGetPendingList(&pending, js) == NATS_OK)
                natsMsgList_Destroy(&pending);
            jsCtx_Destroy(js);
        }
        if (connection) {
            natsConnection_Close(connection);
            natsConnection_Destroy(connection);
        }
        natsOptions_Destroy(options);
    }
};

} // namespace

Status NatsSink::connect() {
    m_connection.reset();
    auto c = std::make_unique<Connection>();
    const QString where = u"%1:%2"_s.arg(m_settings.host).arg(m_settings.port);
    const QByteArray serverUrl = u"nats://%1"_s.arg(where).toUtf8();
    natsStatus s = natsOptions_Create(&c->options);
    if (s == NATS_OK)
        s = natsOptions_SetURL(c->options, serverUrl.constData());
    if (s == NATS_OK)
        s = natsOptions_SetName(c->options, "outbox-console relay");
    if (s == NATS_OK && !m_settings.user.isEmpty())
        s = natsOptions_SetUserInfo(c->options, m_settings.user.toUtf8().constData(),
                                    options().brokerPassword.toUtf8().constData());
    if (s == NATS_OK)
        s = natsOptions_SetTimeout(c->options, options().connectTimeoutMs);
    // A lost connection fails the batch; the relay's backoff decides when to connect again.
    if (s == NATS_OK)
        s = natsOptions_SetAllowReconnect(c->options, false);
    if (s != NATS_OK)
        return Error::failed(
            CoreText::tr("The NATS client could not be set up: %1.").arg(natsError(s)));
    s = natsConnection_Connect(&c->connection, c->options);
    if (s != NATS_OK)
        return Error::failed(CoreText::tr("Cannot reach NATS at %1: %2.").arg(where, natsError(s)));
    jsOptions jsOpts;
    jsOptions_Init(&jsOpts);
    jsOpts.Wait = options().requestTimeoutMs;
    jsOpts.PublishAsync.AckHandler = &Connection::onAck;
    jsOpts.PublishAsync.AckHandlerClosure = c.get();
    s = natsConnection_JetStream(&c->js, c->connection, &jsOpts);
    if (s != NATS_OK)
        return Error::failed(CoreText::tr("NATS at %1 has no JetStream for the relay: %2.")
                                 .arg(where, natsError(s)));
    m_connection = std::move(c);
    return Done{};
}

bool NatsSink::clientUsable() const {
    return m_connection &&
           natsConnection_Status(m_connection->connection) == NATS_CONN_STATUS_CONNECTED;
}

void NatsSink::publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) {
    Connection &c = *m_connection;
    const QString where = u"%1:%2"_s.arg(m_settings.host).arg(m_settings.port);
    QHash<QString, qsizetype> inFlight; // event id → event

    // The subject rendered for an event, checked (brokernames.h): one the protocol cannot carry
    // fails its event alone, and the key's next (where its key goes on) is tried instead.
    const auto publishOne = [&](qsizetype index) -> bool {
        QByteArray subject;
        index = turns.firstSendable(index,
                                    brokerNameCheck(BrokerNameKind::NatsSubject, m_settings.subject,
                                                    events, options().cloudEvents.table, &subject));
        if (index < 0)
            return true;
        const SinkEvent &event = events.at(index);
        const EncodedEvent encoded = encoder().encode(event);
        natsMsg *msg = nullptr;
        natsStatus s = natsMsg_Create(&msg, subject.constData(), nullptr, encoded.body.constData(),
                                      int(encoded.body.size()));
        const auto header = [&](const char *name, const QByteArray &value) {
            if (s == NATS_OK)
                s = natsMsgHeader_Set(msg, name, value.constData());
        };
        header("Nats-Msg-Id", event.eventId.toUtf8());
        header("Outbox-Partition-Key", event.aggregateId.toUtf8());
        header("Content-Type", encoded.contentType);
        for (const auto &[name, value] : encoded.attributes)
            header(("ce-" + name).constData(), value.toUtf8());
        jsPubOptions pubOpts;
        jsPubOptions_Init(&pubOpts);
        pubOpts.MaxWait = options().requestTimeoutMs;
        if (s == NATS_OK)
            s = js_PublishMsgAsync(c.js, &msg, &pubOpts); // takes the message when it succeeds
        natsMsg_Destroy(msg);
        if (s != NATS_OK) {
            turns.failRest(Error::failed(
                CoreText::tr("Publishing to NATS at %1 failed: %2.").arg(where, natsError(s))));
            return false;
        }
        inFlight.insert(event.eventId, index);
        return true;
    };

    for (const qsizetype head : turns.heads())
        if (!publishOne(head)) {
            m_connection.reset();
            return;
        }
    // A little past MaxWait: nats.c reports a missing acknowledgement itself by then.
    const auto patience = std::chrono::milliseconds(options().requestTimeoutMs + 2000);
    while (!inFlight.isEmpty()) {
        std::vector<Connection::Ack> acks;
        {
            std::unique_lock lock(c.mutex);
            if (!c.arrived.wait_for(lock, patience, [&] { return !c.acks.empty(); })) {
                lock.unlock();
                turns.failRest(Error::failed(
                    CoreText::tr("NATS at %1 did not acknowledge the message within %2 s.")
                        .arg(where)
                        .arg(options().requestTimeoutMs / 1000.0)));
                m_connection.reset();
                return;
            }
            acks.swap(c.acks);
        }
        for (const Connection::Ack &ack : acks) {
            const auto it = inFlight.find(ack.eventId);
            if (it == inFlight.end())
                continue; // not one of this batch's (a late answer to an earlier one)
            const qsizetype index = it.value();
            inFlight.erase(it);
            const Status outcome =
                ack.error.isEmpty()
                    ? Status(Done{})
                    : Status(Error::failed(CoreText::tr("NATS at %1 did not store the message: %2.")
                                               .arg(where, ack.error)));
            const qsizetype next = turns.settle(index, outcome);
            if (next >= 0 && !publishOne(next)) {
                m_connection.reset();
                return;
            }
        }
    }
}

Result<std::unique_ptr<EventSink>> openNatsSink(const QString &url, const SinkOptions &options) {
    auto brokerUrl =
        parseBrokerUrl(url, {u"nats"_s}, u"NATS"_s, u"nats://[USER@]HOST:PORT/SUBJECT"_s);
    if (!brokerUrl)
        return brokerUrl.error();
    const QUrl &parsed = *brokerUrl;
    if (parsed.hasQuery())
        return Error::invalid(CoreText::tr("The NATS sink's URL takes no settings after \"?\": "
                                           "write nats://[USER@]HOST:PORT/SUBJECT."));
    NatsSink::Settings settings;
    settings.host = parsed.host();
    settings.port = parsed.port(4222);
    settings.user = parsed.userName(QUrl::FullyDecoded);
    const QString path = parsed.path(QUrl::FullyDecoded);
    if (path.size() > 1)
        settings.subject = path.mid(1);
    if (settings.subject.contains(u' ') || settings.subject.contains(u'*') ||
        settings.subject.contains(u'>') || settings.subject.contains(u'/'))
        return Error::invalid(
            CoreText::tr("The NATS subject \"%1\" is not one to publish to: no spaces, "
                         "wildcards (* >) or slashes; tokens are separated by dots.")
                .arg(settings.subject));
    if (auto checked = checkEventTemplate(CoreText::tr("The NATS subject"), settings.subject);
        !checked)
        return checked.error();
    return std::unique_ptr<EventSink>(new NatsSink(std::move(settings), options));
}

} // namespace outbox
