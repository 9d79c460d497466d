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
    return format.subjectNoun == FormatDescription::SubjectNoun::ObjectKey ? tr("Object key")
                                                                           : tr("Storage path");
}

QString FormatWords::changedLabel(const FormatDescription &format) {
    return format.changedNoun == FormatDescription::ChangedNoun::Processed ? tr("Processed:")
                                                                           : tr("Updated:");
}

} // namespace outbox::ui
