#include "relay/brokernames.h"
#include "relay/eventformat.h"
#include "relay/eventsink.h"
#include "util/coretr.h"

#include <QString>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The name for a message: at most 100 characters, controls and spaces as escapes.
QString shown(const QByteArray &utf8) {
    QString text;
    for (const char32_t c : QString::fromUtf8(utf8).toUcs4()) {
        if (text.size() >= 100) {
            text += u'…';
            break;
        }
        if (c < 0x21 || (c >= 0x7f && c <= 0xa0))
            text += u"\\x%1"_s.arg(uint(c), 2, 16, QLatin1Char('0'));
        else
            text += QString::fromUcs4(&c, 1);
    }
    return u'"' + text + u'"';
}

Status checkNats(const QByteArray &s) {
    // The protocol's tokens are separated by '.', and a subject ends at whitespace: any byte at
    // or below the space, DEL, and the wildcards are never part of a subject to publish to.
    if (s.isEmpty())
        return Error::invalid(CoreText::tr("The NATS subject is empty."));
    for (const char c : s) {
        const auto b = quint8(c);
        if (b <= 0x20 || b == 0x7f)
            return Error::invalid(CoreText::tr("The NATS subject %1 holds a space or a control "
                                               "character, which the protocol cannot carry.")
                                      .arg(shown(s)));
        if (c == '*' || c == '>')
            return Error::invalid(CoreText::tr("The NATS subject %1 holds a wildcard (* or >): "
                                               "a message is published to one subject.")
                                      .arg(shown(s)));
    }
    if (s.startsWith('.') || s.endsWith('.') || s.contains(".."))
        return Error::invalid(
            CoreText::tr("The NATS subject %1 has an empty token (a dot at its start or end, or "
                         "two in a row).")
                .arg(shown(s)));
    return Done{};
}

Status checkKafka(const QByteArray &s) {
    // Kafka's own rule for topic names: [a-zA-Z0-9._-], 1 to 249 characters, not "." or "..".
    if (s.isEmpty() || s.size() > 249)
        return Error::invalid(CoreText::tr("The Kafka topic %1 is %2 bytes long: a topic has 1 "
                                           "to 249 characters.")
                                  .arg(shown(s))
                                  .arg(s.size()));
    if (s == "." || s == "..")
        return Error::invalid(
            CoreText::tr("The Kafka topic %1 is not a topic name Kafka allows.").arg(shown(s)));
    for (const char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '-'))
            return Error::invalid(CoreText::tr("The Kafka topic %1 holds a character Kafka "
                                               "does not allow in topic names (only letters, "
                                               "digits, '.', '_' and '-').")
                                      .arg(shown(s)));
    return Done{};
}

Status checkAmqp(const QByteArray &s) {
    // A short string in AMQP 0-9-1: one length byte.
    if (s.size() > 255)
        return Error::invalid(CoreText::tr("The AMQP routing key %1 is %2 bytes long: at most "
                                           "255 fit in the protocol.")
                                  .arg(shown(s))
                                  .arg(s.size()));
    return Done{};
}

} // namespace

Status checkBrokerName(BrokerNameKind kind, const QByteArray &utf8) {
    switch (kind) {
    case BrokerNameKind::NatsSubject:
        return checkNats(utf8);
    case BrokerNameKind::KafkaTopic:
        return checkKafka(utf8);
    case BrokerNameKind::AmqpRoutingKey:
        return checkAmqp(utf8);
    }
    return Done{};
}

std::function<Status(qsizetype)> brokerNameCheck(BrokerNameKind kind, const QString &nameTemplate,
                                                 const QList<SinkEvent> &events,
                                                 const QString &table, QByteArray *name) {
    return [=, &events](qsizetype i) -> Status {
        *name = expandEventTemplate(nameTemplate, events.at(i), table).toUtf8();
        if (const Status checked = checkBrokerName(kind, *name); !checked)
            return Error::failed(checked.error().message);
        return Done{};
    };
}

} // namespace outbox
