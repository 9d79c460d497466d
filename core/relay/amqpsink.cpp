#include "relay/brokernames.h"
#include "relay/brokersink.h"

#include "util/coretr.h"

#include <QHash>
#include <QUrl>
#include <QUrlQuery>

#include <amqp.h>
#include <amqp_ssl_socket.h>
#include <amqp_tcp_socket.h>

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <deque>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr amqp_channel_t kChannel = 1;

amqp_bytes_t bytesOf(const QByteArray &data) {
    amqp_bytes_t b;
    b.len = size_t(data.size());
    b.bytes = const_cast<char *>(data.constData());
    return b;
}

QString textOf(const amqp_bytes_t &b) {
    return QString::fromUtf8(static_cast<const char *>(b.bytes), qsizetype(b.len));
}

timeval timeoutOf(int ms) {
    timeval tv;
    tv.tv_sec = ms / 1000;
    tv.tv_usec = (ms % 1000) * 1000;
    return tv;
}

// What the broker said closing the channel or the connection (a channel.close or
// connection.close method): its reply text and code.
struct CloseReply {
    QString text;
    int code = 0;
};
CloseReply closeReplyOf(const amqp_method_t &method) {
    if (method.id == AMQP_CHANNEL_CLOSE_METHOD) {
        const auto *close = static_cast<const amqp_channel_close_t *>(method.decoded);
        return {textOf(close->reply_text), close->reply_code};
    }
    const auto *close = static_cast<const amqp_connection_close_t *>(method.decoded);
    return {textOf(close->reply_text), close->reply_code};
}

// "ACCESS_REFUSED - Login was refused …" (403), as the broker says it, or the library's reason.
QString describeReply(const amqp_rpc_reply_t &reply) {
    switch (reply.reply_type) {
    case AMQP_RESPONSE_NORMAL:
        return {};
    case AMQP_RESPONSE_NONE:
        return u"no answer from the broker"_s;
    case AMQP_RESPONSE_LIBRARY_EXCEPTION:
        return QString::fromUtf8(amqp_error_string2(reply.library_error));
    case AMQP_RESPONSE_SERVER_EXCEPTION:
        if (reply.reply.id == AMQP_CONNECTION_CLOSE_METHOD ||
            reply.reply.id == AMQP_CHANNEL_CLOSE_METHOD) {
            const CloseReply close = closeReplyOf(reply.reply);
            return u"%1 (%2)"_s.arg(close.text).arg(close.code);
        }
        return u"the broker answered with method %1"_s.arg(reply.reply.id, 8, 16, QChar(u'0'));
    }
    return {};
}

// The broker closed the channel (no such exchange, no permission) or the connection while
// messages were in flight: answers it with close-ok and returns the reason they fail with.
QString answerClose(amqp_connection_state_t state, const amqp_method_t &method,
                    const QString &where) {
    const CloseReply close = closeReplyOf(method);
    if (method.id == AMQP_CHANNEL_CLOSE_METHOD) {
        amqp_channel_close_ok_t ok{};
        amqp_send_method(state, kChannel, AMQP_CHANNEL_CLOSE_OK_METHOD, &ok);
        return CoreText::tr("RabbitMQ at %1 closed the channel: %2 (%3).")
            .arg(where, close.text)
            .arg(close.code);
    }
    amqp_connection_close_ok_t ok{};
    amqp_send_method(state, 0, AMQP_CONNECTION_CLOSE_OK_METHOD, &ok);
    return CoreText::tr("RabbitMQ at %1 closed the connection: %2 (%3).")
        .arg(where, close.text)
        .arg(close.code);
}

// Publishes each event to a RabbitMQ (AMQP 0-9-1) exchange, through rabbitmq-c:
//
//   amqp://USER@HOST[:PORT]/VHOST?exchange=NAME[&routing-key=TEMPLATE]
//
// VHOST is percent-encoded ("/" or nothing: the default vhost "/"); exchange= with no name is
// the default exchange (routing to the queue the routing key names). The routing key is a
// template like the CloudEvents attributes' (default {aggregate_type}.{event_type}). The
// password is SinkOptions::brokerPassword; one in the URL is refused.
//
// Messages are persistent (delivery mode 2) and mandatory, with message-id = the event id,
// type = the event type, app-id "outbox-console" and the header outbox-partition-key = the
// aggregate id; in CloudEvents binary mode the attributes are "cloudEvents:" headers. The channel
// is in confirm mode: an event is delivered only once the broker's basic.ack for it arrives; a
// basic.nack, a basic.return (no queue took a mandatory message) or the channel closing (no
// such exchange, no permission) fails it with the broker's reason. A key's events go one after
// the other, each once the one before it is confirmed; events of different keys are in flight
// together on the one channel.
//
// Blocking, on the calling thread; one connection per sink, opened on first use and again after
// it fails.
class AmqpSink final : public BrokerSink {
public:
    // What the URL says (openAmqpSink checks it).
    struct Settings {
        QString host;
        int port = 5672;
        QString user;
        QString vhost = u"/"_s;
        QByteArray exchange;
        QString routingKey = u"{aggregate_type}.{event_type}"_s;
        bool tls = false; // amqps://: the peer's certificate and host name are checked
        QString caFile;   // the CAs trusted for it; empty: the system's bundle
    };

    AmqpSink(Settings settings, SinkOptions options)
        : BrokerSink(std::move(options))
        , m_settings(std::move(settings)) {}

    QString description() const override; // "amqp host:port/vhost exchange NAME", no password

private:
    struct Connection;
    bool clientUsable() const override { return m_connection != nullptr; }
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    Settings m_settings;
    std::unique_ptr<Connection> m_connection; // open, with channel 1 in confirm mode
};

struct AmqpSink::Connection {
    amqp_connection_state_t state = nullptr;
    uint64_t nextTag = 1; // the delivery tag of the next message published on the channel
    ~Connection() {
        if (state) {
            amqp_connection_close(state, AMQP_REPLY_SUCCESS);
            amqp_destroy_connection(state);
        }
    }
};

} // namespace

QString AmqpSink::description() const {
    return u"%1 %2:%3%4 exchange %5"_s.arg(
        m_settings.tls ? u"amqps"_s : u"amqp"_s, m_settings.host, QString::number(m_settings.port),
        m_settings.vhost.startsWith(u'/') ? m_settings.vhost : u'/' + m_settings.vhost,
        m_settings.exchange.isEmpty() ? u"(default)"_s : QString::fromUtf8(m_settings.exchange));
}

Status AmqpSink::connect() {
    m_connection.reset();
    auto c = std::make_unique<Connection>();
    c->state = amqp_new_connection();
    const QString where = u"%1:%2"_s.arg(m_settings.host).arg(m_settings.port);
    amqp_socket_t *socket = !c->state        ? nullptr
                            : m_settings.tls ? amqp_ssl_socket_new(c->state)
                                             : amqp_tcp_socket_new(c->state);
    if (!socket)
        return Error::failed(CoreText::tr("The RabbitMQ client could not be set up."));
    if (m_settings.tls) {
        // The peer's certificate must chain to the CA file (else the system's bundle) and name
        // the host of the URL.
        static const QString systemBundle = u"/etc/ssl/certs/ca-certificates.crt"_s;
        const QString ca = m_settings.caFile.isEmpty() ? systemBundle : m_settings.caFile;
        amqp_ssl_socket_set_verify_peer(socket, 1);
        amqp_ssl_socket_set_verify_hostname(socket, 1);
        if (amqp_ssl_socket_set_cacert(socket, QFile::encodeName(ca).constData()) != AMQP_STATUS_OK)
            return Error::failed(
                CoreText::tr("The RabbitMQ sink could not load the CA certificates of %1.")
                    .arg(ca));
    }
    timeval connectTimeout = timeoutOf(options().connectTimeoutMs);
    const int opened = amqp_socket_open_noblock(socket, m_settings.host.toUtf8().constData(),
                                                m_settings.port, &connectTimeout);
    if (opened != AMQP_STATUS_OK)
        return Error::failed(
            m_settings.tls && (opened == AMQP_STATUS_SSL_ERROR ||
                               opened == AMQP_STATUS_SSL_HOSTNAME_VERIFY_FAILED ||
                               opened == AMQP_STATUS_SSL_PEER_VERIFY_FAILED ||
                               opened == AMQP_STATUS_SSL_CONNECTION_FAILED)
                ? CoreText::tr("No trusted TLS connection to RabbitMQ at %1: %2 (is the broker's "
                               "certificate signed by a CA in %3, and made out to %4?).")
                      .arg(where, QString::fromUtf8(amqp_error_string2(opened)),
                           m_settings.caFile.isEmpty() ? CoreText::tr("the system's bundle")
                                                       : m_settings.caFile,
                           m_settings.host)
                : CoreText::tr("Cannot reach RabbitMQ at %1: %2.")
                      .arg(where, QString::fromUtf8(amqp_error_string2(opened))));
    timeval rpcTimeout = timeoutOf(options().requestTimeoutMs);
    amqp_set_handshake_timeout(c->state, &rpcTimeout);
    amqp_set_rpc_timeout(c->state, &rpcTimeout);
    const amqp_rpc_reply_t login = amqp_login(
        c->state, m_settings.vhost.toUtf8().constData(), 0, 131072, 0, AMQP_SASL_METHOD_PLAIN,
        m_settings.user.toUtf8().constData(), options().brokerPassword.toUtf8().constData());
    if (login.reply_type != AMQP_RESPONSE_NORMAL)
        return Error::failed(
            CoreText::tr("RabbitMQ at %1 did not let user \"%2\" into vhost \"%3\": %4.")
                .arg(where, m_settings.user, m_settings.vhost, describeReply(login)));
    amqp_channel_open(c->state, kChannel);
    if (const amqp_rpc_reply_t r = amqp_get_rpc_reply(c->state);
        r.reply_type != AMQP_RESPONSE_NORMAL)
        return Error::failed(CoreText::tr("RabbitMQ at %1 did not open a channel: %2.")
                                 .arg(where, describeReply(r)));
    amqp_confirm_select(c->state, kChannel);
    if (const amqp_rpc_reply_t r = amqp_get_rpc_reply(c->state);
        r.reply_type != AMQP_RESPONSE_NORMAL)
        return Error::failed(CoreText::tr("RabbitMQ at %1 refused publisher confirms: %2.")
                                 .arg(where, describeReply(r)));
    m_connection = std::move(c);
    return Done{};
}

void AmqpSink::publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) {
    amqp_connection_state_t state = m_connection->state;
    const QString where = u"%1:%2"_s.arg(m_settings.host).arg(m_settings.port);
    QHash<uint64_t, qsizetype> inFlight;   // delivery tag → event
    QHash<QString, qsizetype> byMessageId; // event id → event, for a returned message
    QHash<qsizetype, QString> returned;    // event → why the broker returned it

    // Publishes an event; false when the connection failed (every key's rest failed then).
    // The routing key rendered for an event, checked (brokernames.h): one over 255 bytes would
    // drop the connection with its batch-mates in flight; it fails its event alone, and the
    // key's next (where its key goes on) is tried instead.
    const auto publishOne = [&](qsizetype index) -> bool {
        QByteArray routingKey;
        index = turns.firstSendable(
            index, brokerNameCheck(BrokerNameKind::AmqpRoutingKey, m_settings.routingKey, events,
                                   options().cloudEvents.table, &routingKey));
        if (index < 0)
            return true;
        const SinkEvent &event = events.at(index);
        const EncodedEvent encoded = encoder().encode(event);
        const QByteArray messageId = event.eventId.toUtf8();
        const QByteArray type = event.eventType.toUtf8();
        // Header names and values, kept alive until the message is sent.
        QList<std::pair<QByteArray, QByteArray>> headers{
            {"outbox-partition-key", event.aggregateId.toUtf8()}};
        for (const auto &[name, value] : encoded.attributes)
            headers.append({"cloudEvents:" + name, value.toUtf8()});
        std::vector<amqp_table_entry_t> entries(size_t(headers.size()));
        for (qsizetype h = 0; h < headers.size(); ++h) {
            entries[size_t(h)].key = bytesOf(headers.at(h).first);
            entries[size_t(h)].value.kind = AMQP_FIELD_KIND_UTF8;
            entries[size_t(h)].value.value.bytes = bytesOf(headers.at(h).second);
        }
        amqp_basic_properties_t props{};
        props._flags = AMQP_BASIC_CONTENT_TYPE_FLAG | AMQP_BASIC_DELIVERY_MODE_FLAG |
                       AMQP_BASIC_MESSAGE_ID_FLAG | AMQP_BASIC_TYPE_FLAG | AMQP_BASIC_APP_ID_FLAG |
                       AMQP_BASIC_HEADERS_FLAG;
        props.content_type = bytesOf(encoded.contentType);
        props.delivery_mode = 2; // persistent
        props.message_id = bytesOf(messageId);
        props.type = bytesOf(type);
        static const QByteArray appId = "outbox-console";
        props.app_id = bytesOf(appId);
        props.headers.num_entries = int(entries.size());
        props.headers.entries = entries.data();
        const int sent =
            amqp_basic_publish(state, kChannel, bytesOf(m_settings.exchange), bytesOf(routingKey),
                               1, 0, &props, bytesOf(encoded.body));
        if (sent != AMQP_STATUS_OK) {
            turns.failRest(
                Error::failed(CoreText::tr("Publishing to RabbitMQ at %1 failed: %2.")
                                  .arg(where, QString::fromUtf8(amqp_error_string2(sent)))));
            return false;
        }
        inFlight.insert(m_connection->nextTag++, index);
        byMessageId.insert(event.eventId, index);
        return true;
    };
    // The events of the confirmed (or refused) delivery tags are done; their keys' next go out.
    const auto settleUpTo = [&](uint64_t tag, bool multiple,
                                const std::optional<QString> &refused) -> bool {
        QList<uint64_t> tags;
        for (auto it = inFlight.cbegin(); it != inFlight.cend(); ++it)
            if (it.key() == tag || (multiple && it.key() < tag))
                tags.append(it.key());
        std::sort(tags.begin(), tags.end());
        for (uint64_t t : std::as_const(tags)) {
            const qsizetype index = inFlight.take(t);
            const QString reason = refused ? *refused : returned.take(index);
            const qsizetype next =
                turns.settle(index, reason.isEmpty() ? Status(Done{}) : Error::failed(reason));
            if (next >= 0 && !publishOne(next))
                return false;
        }
        return true;
    };
    // The next frame of a returned message (its content header, then its body), which must be
    // of that type and come within the request timeout.
    const auto awaitFrame = [&](amqp_frame_t &frame, uint8_t type) {
        timeval wait = timeoutOf(options().requestTimeoutMs);
        return amqp_simple_wait_frame_noblock(state, &frame, &wait) == AMQP_STATUS_OK &&
               frame.frame_type == type;
    };
    // The connection is no good any more: what is in flight fails, and the next batch
    // connects again.
    const auto drop = [&](const QString &reason) {
        turns.failRest(Error::failed(reason));
        m_connection.reset();
    };

    for (const qsizetype head : turns.heads())
        if (!publishOne(head)) {
            m_connection.reset();
            return;
        }
    while (!inFlight.isEmpty()) {
        amqp_maybe_release_buffers(state);
        amqp_frame_t frame;
        timeval wait = timeoutOf(options().requestTimeoutMs);
        const int got = amqp_simple_wait_frame_noblock(state, &frame, &wait);
        if (got == AMQP_STATUS_TIMEOUT) {
            drop(CoreText::tr("RabbitMQ at %1 did not confirm the message within %2 s.")
                     .arg(where)
                     .arg(options().requestTimeoutMs / 1000.0));
            return;
        }
        if (got != AMQP_STATUS_OK) {
            drop(CoreText::tr("The connection to RabbitMQ at %1 failed: %2.")
                     .arg(where, QString::fromUtf8(amqp_error_string2(got))));
            return;
        }
        if (frame.frame_type != AMQP_FRAME_METHOD)
            continue;
        switch (frame.payload.method.id) {
        case AMQP_BASIC_ACK_METHOD: {
            const auto *ack = static_cast<const amqp_basic_ack_t *>(frame.payload.method.decoded);
            if (!settleUpTo(ack->delivery_tag, ack->multiple != 0, std::nullopt)) {
                m_connection.reset();
                return;
            }
            break;
        }
        case AMQP_BASIC_NACK_METHOD: {
            const auto *nack = static_cast<const amqp_basic_nack_t *>(frame.payload.method.decoded);
            if (!settleUpTo(
                    nack->delivery_tag, nack->multiple != 0,
                    CoreText::tr("RabbitMQ at %1 refused the message (basic.nack).").arg(where))) {
                m_connection.reset();
                return;
            }
            break;
        }
        case AMQP_BASIC_RETURN_METHOD: {
            // A mandatory message no queue took: its content header (with the message id)
            // and body follow; its basic.ack comes after them.
            const auto *ret =
                static_cast<const amqp_basic_return_t *>(frame.payload.method.decoded);
            const QString reason =
                CoreText::tr("RabbitMQ at %1 returned the message: %2 (%3); no queue is bound to "
                             "exchange \"%4\" with routing key \"%5\".")
                    .arg(where, textOf(ret->reply_text), QString::number(ret->reply_code),
                         textOf(ret->exchange), textOf(ret->routing_key));
            amqp_frame_t header;
            if (!awaitFrame(header, AMQP_FRAME_HEADER)) {
                drop(reason);
                return;
            }
            const auto *props =
                static_cast<const amqp_basic_properties_t *>(header.payload.properties.decoded);
            if (props && (props->_flags & AMQP_BASIC_MESSAGE_ID_FLAG)) {
                if (const qsizetype index = byMessageId.value(textOf(props->message_id), -1);
                    index >= 0)
                    returned.insert(index, reason);
            }
            uint64_t left = header.payload.properties.body_size;
            while (left > 0) {
                amqp_frame_t body;
                if (!awaitFrame(body, AMQP_FRAME_BODY)) {
                    drop(reason);
                    return;
                }
                left -= qMin<uint64_t>(left, body.payload.body_fragment.len);
            }
            break;
        }
        case AMQP_CHANNEL_CLOSE_METHOD:
        case AMQP_CONNECTION_CLOSE_METHOD:
            drop(answerClose(state, frame.payload.method, where));
            return;
        default:
            break;
        }
    }
}

Result<std::unique_ptr<EventSink>> openAmqpSink(const QString &url, const SinkOptions &options) {
    auto brokerUrl = parseBrokerUrl(url, {u"amqp"_s, u"amqps"_s}, u"RabbitMQ"_s,
                                    u"amqp://USER@HOST:PORT/VHOST?exchange=NAME or amqps://…"_s);
    if (!brokerUrl)
        return brokerUrl.error();
    const QUrl &parsed = *brokerUrl;
    const QString scheme = parsed.scheme().toLower();
    AmqpSink::Settings settings;
    settings.host = parsed.host();
    settings.tls = scheme == u"amqps"_s;
    settings.port = parsed.port(settings.tls ? 5671 : 5672);
    settings.user = parsed.userName(QUrl::FullyDecoded);
    if (settings.user.isEmpty())
        return Error::invalid(CoreText::tr("The RabbitMQ sink's URL names no user: write "
                                           "amqp://USER@HOST:PORT/VHOST?exchange=NAME."));
    const QString path = parsed.path(QUrl::FullyDecoded);
    if (path.size() > 1)
        settings.vhost = path.mid(1);
    const QUrlQuery query(parsed);
    if (!query.hasQueryItem(u"exchange"_s))
        return Error::invalid(
            CoreText::tr("The RabbitMQ sink names no exchange: add ?exchange=NAME to its URL "
                         "(exchange= with no name for the default exchange)."));
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == u"exchange"_s)
            settings.exchange = value.toUtf8();
        else if (key == u"routing-key"_s)
            settings.routingKey = value;
        else if (key == u"ca-file"_s)
            settings.caFile = value;
        else
            return Error::invalid(
                CoreText::tr("The RabbitMQ sink's URL has an unknown setting \"%1\": it takes "
                             "exchange, routing-key and (amqps://) ca-file.")
                    .arg(key));
    }
    if (!settings.caFile.isEmpty()) {
        if (!settings.tls)
            return Error::invalid(CoreText::tr("ca-file is for TLS: write amqps:// to use it."));
        if (!QFileInfo(settings.caFile).isReadable())
            return Error::invalid(CoreText::tr("The RabbitMQ sink's CA file %1 cannot be read.")
                                      .arg(settings.caFile));
    }
    if (auto checked = checkEventTemplate(CoreText::tr("The routing key"), settings.routingKey);
        !checked)
        return checked.error();
    return std::unique_ptr<EventSink>(new AmqpSink(std::move(settings), options));
}

} // namespace outbox
