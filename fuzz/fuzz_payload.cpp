// Payload parsing: the stored payload of Vortos and FennFlow rows (OutboxRow::payload/subject,
// rowToJson, the FennFlow event body, the Vortos operation a relay executes), and the PHP-style
// JSON the console writes for Vortos rows (phpJsonEncode must read back as the same object).
//
// Input: payload text; optionally followed by 0x1E and the row's operation / event type.
#include "fuzzinput.h"

#include "objectstore/objectstore.h"
#include "output/rowformat.h"
#include "query/outboxrow.h"
#include "relay/relayengine.h"
#include "schema/vortospayload.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {

// Answers every call from memory and checks that the executor only ever passes keys the
// Vortos rules accept (the store normalises them again, as the real ones do).
class MemoryStore final : public ObjectStore {
public:
    QString description() const override { return u"memory"_s; }
    Result<std::optional<ObjectInfo>> head(const QString &key) override {
        if (auto k = normalizeObjectKey(key); !k)
            return k.error();
        return std::optional<ObjectInfo>();
    }
    Result<QByteArray> get(const QString &key) override {
        if (auto k = normalizeObjectKey(key); !k)
            return k.error();
        return QByteArray();
    }
    Status put(const QString &key, const QByteArray &body, const QString &) override {
        if (auto k = normalizeObjectKey(key); !k)
            return k.error();
        check(body.size() <= 3 * 1024 * 1024, "a put body larger than its base64 text");
        return Done{};
    }
    Status copy(const QString &source, const QString &target) override {
        if (auto k = normalizeObjectKey(source); !k)
            return k.error();
        if (auto k = normalizeObjectKey(target); !k)
            return k.error();
        return Done{};
    }
    Status remove(const QString &key) override {
        if (auto k = normalizeObjectKey(key); !k)
            return k.error();
        return Done{};
    }
    Result<ObjectPage> list(const QString &, const QString &, int) override { return ObjectPage{}; }
};

bool hasLoneSurrogate(const QString &s) {
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (c.isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return true;
    }
    return false;
}

bool hasLoneSurrogate(const QJsonValue &v) {
    if (v.isString())
        return hasLoneSurrogate(v.toString());
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (const QJsonValue &e : a) {
            if (hasLoneSurrogate(e))
                return true;
        }
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (hasLoneSurrogate(it.key()) || hasLoneSurrogate(it.value()))
                return true;
        }
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QList<QByteArray> fields = splitFields(data, size);
    static const QStringList kinds = {u"put"_s,  u"delete"_s,  u"copy"_s,
                                      u"move"_s, u"promote"_s, u"create"_s};

    OutboxRow row;
    row.id = u"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"_s;
    row.payloadText = field(fields, 0);
    row.kind = fields.size() > 1 ? field(fields, 1) : kinds.at(size % kinds.size());

    const auto parsed = row.payload();
    (void)row.subject();
    const QJsonObject json = rowToJson(row);
    check(json.contains(u"payload"_s), "rowToJson without a payload");
    check(parsed.ok() != json.contains(u"payload_error"_s),
          "payload_error present exactly when the payload does not parse");

    // FennFlow rows (aggregate id set) and their event body.
    row.aggregateId = u"default|||user-files|||a.txt"_s;
    const QByteArray body = fennFlowEventBody(row);
    QJsonParseError error;
    const QJsonDocument bodyDoc = QJsonDocument::fromJson(body, &error);
    check(error.error == QJsonParseError::NoError && bodyDoc.isObject(),
          "the FennFlow event body is not a JSON object", QString::fromUtf8(body));

    // The Vortos operation, executed against a store that only checks what it is given.
    row.aggregateId.clear();
    static auto executor = makeObjectStoreExecutor(std::make_unique<MemoryStore>());
    (void)executor->execute(row);

    // phpJsonEncode round trip: the object read back is the object written, and the text is
    // ASCII (non-ASCII as \uXXXX, as PHP writes it).
    if (parsed && !hasLoneSurrogate(QJsonValue(*parsed))) {
        QList<QPair<QString, QJsonValue>> list;
        for (auto it = parsed->begin(); it != parsed->end(); ++it)
            list.append({it.key(), it.value()});
        const QString encoded = phpJsonEncode(list);
        for (const QChar c : encoded)
            check(c.unicode() < 0x80, "phpJsonEncode wrote a non-ASCII character", encoded);
        const QJsonDocument back = QJsonDocument::fromJson(encoded.toUtf8(), &error);
        check(error.error == QJsonParseError::NoError && back.isObject(),
              "phpJsonEncode wrote text that is not a JSON object", encoded);
        check(back.object() == *parsed, "phpJsonEncode changed the object", encoded);
    }
    if (fields.size() >= 3) {
        const QString promote =
            vortosPromotePayload(field(fields, 1), field(fields, 2), field(fields, 3), size % 2);
        const QJsonDocument back = QJsonDocument::fromJson(promote.toUtf8(), &error);
        check(error.error == QJsonParseError::NoError && back.isObject(),
              "vortosPromotePayload is not a JSON object", promote);
        if (!hasLoneSurrogate(field(fields, 1)))
            check(back.object().value(u"temporary_key"_s).toString() == field(fields, 1),
                  "vortosPromotePayload changed the temporary key", promote);
    }
    return 0;
}
