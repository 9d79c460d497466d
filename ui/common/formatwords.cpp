#include "ui/common/formatwords.h"

namespace outbox::ui {

namespace {
bool operations(const FormatDescription &format) {
    return format.kindNoun == FormatDescription::KindNoun::Operation;
}
} // namespace

QString FormatWords::kindTitle(const FormatDescription &format) {
    return operations(format) ? tr("Operation") : tr("Event type");
}

QString FormatWords::kindLabel(const FormatDescription &format) {
    return operations(format) ? tr("Operation:") : tr("Event type:");
}

QString FormatWords::kindWord(const FormatDescription &format) {
    return operations(format) ? tr("operation") : tr("event type");
}

QString FormatWords::subjectTitle(const FormatDescription &format) {
    switch (format.subjectNoun) {
    case FormatDescription::SubjectNoun::ObjectKey:
        return tr("Object key");
    case FormatDescription::SubjectNoun::StoragePath:
        return tr("Storage path");
    case FormatDescription::SubjectNoun::Key:
        break;
    }
    return tr("Key");
}

QString FormatWords::changedLabel(const FormatDescription &format) {
    return format.changedNoun == FormatDescription::ChangedNoun::Processed ? tr("Processed:")
                                                                           : tr("Updated:");
}

} // namespace outbox::ui
