#pragma once

#include "util/result.h"

#include <QDate>
#include <QString>
#include <QStringList>

namespace outbox {

// The key-template language of a promotion's permanent key (the console's Promote dialog): the
// values a permanent-key template is filled in with.
//   {id}      the id the user gives (guessed from the temporary key: its first numeric or UUID
//             segment, e.g. 9 in tmp/users/9/upload.jpg)
//   {random}  16 random hex digits (the same until the user asks for new ones)
//   {uuid}    a UUIDv7 (likewise)
//   {name}    the temporary object's file name (upload.jpg), {stem} without its extension,
//             {ext} the extension (jpg; empty when none)
//   {path}    the temporary key below the temporary prefix (users/9/upload.jpg), {dir} its folder
//   {date}    today (UTC) as yyyy/MM/dd
// "{{" and "}}" stand for literal braces. A key without placeholders is itself.
struct KeyTemplateValues {
    QString temporaryKey;
    QString temporaryPrefix = QStringLiteral("tmp");
    QString id;
    QString random;
    QString uuid;
    QDate date;
};
QStringList keyTemplatePlaceholders(); // "{id}", "{random}", …
bool keyTemplateUsesId(const QString &pattern);
Result<QString> expandKeyTemplate(const QString &pattern, const KeyTemplateValues &values);
QString guessTemplateId(const QString &temporaryKey);
// A key as a template that expands to exactly that key (braces doubled).
QString escapeKeyTemplate(const QString &key);

} // namespace outbox
