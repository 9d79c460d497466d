#include "ui/actions/promotiontext.h"

#include "ui/common/stateappearance.h"
#include "ui/common/timetext.h"

#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace outbox::ui {

QString PromotionText::bytes(qint64 bytes) {
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat) +
           (bytes >= 1024 ? tr(" (%1 bytes)").arg(QLocale().toString(bytes)) : QString());
}

QString PromotionText::object(const ObjectInfo &info) {
    QStringList parts{bytes(info.size)};
    parts << (info.contentType.isEmpty() ? tr("no content type") : info.contentType);
    if (info.lastModified.isValid())
        parts << tr("modified %1").arg(utcText(info.lastModified));
    return parts.join(u", "_s);
}

ChangeDescription PromotionText::change(const PromotionRequest &request, bool viaOutbox,
                                        const std::optional<PromotionCheck> &check,
                                        bool checkPossible, const QString &table,
                                        const QString &store) {
    const bool overwrite = check && check->wouldOverwrite();
    ChangeDescription change;
    change.title = tr("Promote an object");
    if (viaOutbox) {
        change.summary =
            request.deleteTemporarySource
                ? tr("Write a promote row to %1 for the relay: copy %2 to %3, then delete %2.")
                      .arg(table, request.temporaryKey, request.permanentKey)
                : tr("Write a promote row to %1 for the relay: copy %2 to %3, keeping %2.")
                      .arg(table, request.temporaryKey, request.permanentKey);
        change.confirmText = tr("Write promote row");
    } else {
        const QString size = check ? bytes(check->source.size) : QString();
        change.summary = request.deleteTemporarySource
                             ? tr("Copy %1 (%2) to %3 in %4 now, verify the copy, then delete %1.")
                                   .arg(request.temporaryKey, size, request.permanentKey, store)
                             : tr("Copy %1 (%2) to %3 in %4 now and verify the copy; %1 is kept.")
                                   .arg(request.temporaryKey, size, request.permanentKey, store);
        change.confirmText = tr("Promote");
    }
    if (overwrite)
        change.details << tr("%1 already holds an object (%2): it will be replaced.")
                              .arg(request.permanentKey, object(*check->target));
    if (!checkPossible)
        change.details << tr("The temporary object could not be checked (no object store).");
    change.destructive = request.deleteTemporarySource || overwrite;
    // What is really lost: objects, not rows; now, or when the relay carries the row out.
    const QString &gone = request.temporaryKey;
    const QString &replaced = request.permanentKey;
    if (viaOutbox)
        change.destructiveWarning =
            request.deleteTemporarySource && overwrite
                ? tr("When the relay carries the row out, it deletes %1 and replaces the object "
                     "at %2; that cannot be undone.")
                      .arg(gone, replaced)
            : overwrite ? tr("When the relay carries the row out, it replaces the object at %1; "
                             "that cannot be undone.")
                              .arg(replaced)
                        : tr("When the relay carries the row out, it deletes %1; that cannot be "
                             "undone.")
                              .arg(gone);
    else
        change.destructiveWarning =
            request.deleteTemporarySource && overwrite
                ? tr("This deletes %1 and replaces the object at %2 in the object store; it "
                     "cannot be undone.")
                      .arg(gone, replaced)
            : overwrite
                ? tr("This replaces the object at %1 in the object store; it cannot be undone.")
                      .arg(replaced)
                : tr("This deletes %1 from the object store; it cannot be undone.").arg(gone);
    return change;
}

void setTone(QLabel *label, const QColor &colour) {
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText,
               colour.isValid() ? colour : QPalette().color(QPalette::WindowText));
    label->setPalette(p);
}

QColor okColour() {
    return stateColor(RowState::Sent);
}

QColor warnColour() {
    return isDarkPalette() ? QColor(0xf0, 0xb4, 0x29) : QColor(0x9a, 0x5b, 0x00);
}

} // namespace outbox::ui
