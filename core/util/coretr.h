#pragma once

#include <QCoreApplication>

namespace outbox {

// The translation context of every message core builds for a person to read (error messages,
// outcome summaries, retry schedules, promotion steps): CoreText::tr("…"), with
// CoreText::tr("%n row(s)", nullptr, n) for counts. Log messages, audit records, SQL, JSON and
// CSV stay English and untranslated.
class CoreText {
    Q_DECLARE_TR_FUNCTIONS(outbox)
};

} // namespace outbox
