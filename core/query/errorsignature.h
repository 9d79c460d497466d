#pragma once

#include <QString>

namespace outbox {

// The normalised shape of an error message: ids, keys, numbers and quoted values replaced by
// placeholders, so "Object not found: tmp/imports/batch-9.csv" and "…batch-12.csv" are one group.
QString errorSignature(const QString &error);
// A short stable id for a signature (8 hex digits), usable as `retry --group=ID`.
QString signatureId(const QString &signature);
// A LIKE pattern (escape character '!') that every error of the signature matches: its literal
// words in order, anything between them (placeholders, spacing). A close superset of the group.
QString signatureLikePattern(const QString &signature);

} // namespace outbox
