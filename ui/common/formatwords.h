#pragma once

#include "schema/formatdescription.h"

#include <QCoreApplication>
#include <QString>

namespace outbox::ui {

// How the console's views speak of a table's format: the noun for a row's kind in its column
// titles, field labels and sentences, and the format's name. Read off the FormatDescription, so a
// view never asks which format a table is.
class FormatWords {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::FormatWords)

public:
    // "Operation", "Event type": a column or breakdown title.
    static QString kindTitle(const FormatDescription &format);
    // "Operation:", "Event type:": a field's label.
    static QString kindLabel(const FormatDescription &format);
    // "operation", "event type": inside a sentence.
    static QString kindWord(const FormatDescription &format);
    // "Object key", "Storage path": the title of what a row is about.
    static QString subjectTitle(const FormatDescription &format);
    // "Processed:", "Updated:": the label of the time the row last changed.
    static QString changedLabel(const FormatDescription &format);
};

} // namespace outbox::ui
