#pragma once

// A strict RFC 4180 reader for the CSV targets: quoted fields may hold commas, quotes (doubled)
// and line breaks; a record ends with CRLF; anything else (a quote inside an unquoted field, text
// after a closing quote, an unterminated quote, a missing final CRLF) makes the text malformed.

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace outbox::fuzz {

inline std::optional<QList<QStringList>> readCsv(const QString &text) {
    QList<QStringList> records;
    QStringList record;
    QString field;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        // At the start of a field.
        if (text.at(i) == u'"') {
            ++i;
            for (;;) {
                if (i >= n)
                    return std::nullopt; // unterminated
                if (text.at(i) == u'"') {
                    if (i + 1 < n && text.at(i + 1) == u'"') {
                        field += u'"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += text.at(i++);
            }
        } else {
            while (i < n && text.at(i) != u',' && text.at(i) != u'\r' && text.at(i) != u'\n') {
                if (text.at(i) == u'"')
                    return std::nullopt;
                field += text.at(i++);
            }
        }
        // After a field: ',' or CRLF.
        if (i < n && text.at(i) == u',') {
            record.append(field);
            field.clear();
            ++i;
            if (i == n)
                return std::nullopt;
        } else if (i + 1 < n && text.at(i) == u'\r' && text.at(i + 1) == u'\n') {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
            i += 2;
        } else {
            return std::nullopt;
        }
    }
    return records;
}

} // namespace outbox::fuzz
