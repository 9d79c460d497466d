#pragma once

#include "actions/promotion.h"
#include "ui/common/changeconfirmation.h"

#include <QColor>
#include <QCoreApplication>

#include <optional>

class QLabel;

namespace outbox::ui {

// The promote dialog's words: sizes and objects as its checks show them, the confirmation of a
// promotion (what it copies, deletes or replaces, now or when the relay carries the row out),
// and the tones of its messages.
struct PromotionText {
    Q_DECLARE_TR_FUNCTIONS(PromotionText)
public:
    // "1.2 MB (1,234,567 bytes)".
    static QString bytes(qint64 bytes);
    // Its size, content type and when it was modified.
    static QString object(const outbox::ObjectInfo &info);
    // The confirmation of a promotion. check: the last pre-check (nullopt when none could be
    // made); store: the object store's description (an immediate promotion).
    static ChangeDescription change(const outbox::PromotionRequest &request, bool viaOutbox,
                                    const std::optional<outbox::PromotionCheck> &check,
                                    bool checkPossible, const QString &table, const QString &store);
};

// A label's text colour: good, a warning, an error; invalid: the palette's.
void setTone(QLabel *label, const QColor &colour);
QColor okColour();
QColor warnColour();

} // namespace outbox::ui
