#pragma once

#include "types/payloadvisibility.h"
#include "util/result.h"

#include <QJsonValue>
#include <QList>
#include <QRegularExpression>

namespace outbox {

struct Profile;

// What a profile lets people see of payloads, applied in one place for every output: the reader
// (query/outboxreader.h) masks every row it returns, so the console's detail pane, Copy Row and
// exports, `outboxctl show/list/export`, the resend diff and editor, and the audit trail all show
// the same text; only a change reads a row as stored (OutboxReader::storedRow).
//
// Masked: the value of every JSON key whose name the pattern finds (case-insensitive, anywhere in
// the name, at any depth) becomes its shape, "«masked string, 17 chars»", so rows stay tellable
// apart without showing what they hold; a payload that is not JSON shows only its size. Hidden:
// the whole payload becomes "«payload hidden: 240 bytes»".
//
// This is a courtesy of the client, not a defence: anyone holding the database's credentials
// reads the table directly. Write access is what the database's roles are for.
class PayloadMask {
public:
    PayloadMask() = default; // shows everything

    // e-mail, phone, personal names, address, token, secret, password, IBAN, card, IP, bodies.
    static QString defaultKeys();
    // An empty pattern is the default one; a pattern that does not compile is refused, named.
    static Result<PayloadMask> make(PayloadVisibility visibility, const QString &keys = {});
    // The profile's setting (prod: masked unless it says otherwise; no profile: full).
    static Result<PayloadMask> forProfile(const Profile *profile);
    // The profile's, narrowed by a command's options (outboxctl --payload-visibility,
    // --mask-keys): a visibility may hide more, never show more than the profile (that is a
    // reveal, audited: refused, saying so); keys are added to those of a profile that masks, and
    // replace the default where it shows payloads in full.
    static Result<PayloadMask> narrowed(const Profile *profile, const QString &visibility,
                                        const QString &keys);
    // The visibility a profile has when its setting is empty.
    static PayloadVisibility defaultFor(const Profile &profile);

    PayloadVisibility visibility() const { return m_visibility; }
    bool showsAll() const { return m_visibility == PayloadVisibility::Full; }
    QString keys() const { return m_keys.pattern(); }
    bool masksKey(const QString &key) const;

    // A payload as stored, as this mask shows it.
    QString maskText(const QString &payloadText) const;
    // One top-level field's value (compact JSON) as this mask shows it: a payload diff's sides.
    QString maskFieldValue(const QString &field, const QString &compactValue) const;

    // An edited payload whose masked values ("«masked …»") are put back from the original as
    // stored, so a masked field left as it was is written unchanged (no pattern needed: a value
    // is put back where the original's value there has that shape). Refused, naming the field,
    // where it has not; refused for a hidden payload.
    static Result<QString> restoreMasked(const QString &editedText, const QString &originalText);
    static bool isMaskToken(const QString &text);
    // The text that stands for a whole payload: hidden, or masked and not JSON.
    static bool isWholePayloadPlaceholder(const QString &payloadText);

private:
    QJsonValue maskValue(const QJsonValue &value) const;
    PayloadVisibility m_visibility = PayloadVisibility::Full;
    QRegularExpression m_keys;
};

} // namespace outbox
