#pragma once

#include "schema/rowstate.h"
#include "util/result.h"

#include <QDateTime>
#include <QString>
#include <QUrl>

#include <optional>

namespace outbox {

// A link to a view of the console that a colleague can open:
//   outbox-console://open?profile=NAME[&row=ID | &group=SIGNATURE | &audit=N][&state=STATE]
//   [&search=FIELD:TEXT][&from=ISO8601][&to=ISO8601]
// It names the saved profile only, never a host, a user or a secret: the colleague's own profile
// of that name says where the outbox is. Made by `outboxctl link` and the console's Copy Link;
// opened by `outbox-console LINK` (the desktop entry registers the scheme).
struct OutboxLink {
    static constexpr const char *kScheme = "outbox-console";

    QString profile;
    QString row;      // one row, shown in the detail pane
    QString group;    // the dead rows of one error group (its signature)
    qint64 audit = 0; // one record of the database's audit table (its id), in the Audit tab
    std::optional<RowState> state;
    // One search of the filter bar: "error", "payload", "kind", "id", "aggregate" and its text.
    QString searchField;
    QString searchText;
    // The rows created in this window (UTC, to the second; either may be open).
    std::optional<QDateTime> createdFrom;
    std::optional<QDateTime> createdTo;

    QUrl toUrl() const;
    QString toString() const { return toUrl().toString(QUrl::FullyEncoded); }
    // Refused, naming the problem: another scheme or action, no profile, more than one of a row,
    // a group and an audit record, an audit id that is not a positive number, a time that is not
    // ISO 8601 or a window that ends before it starts, a key it does not know (a host, a password,
    // a database URL: never part of a link), a state or search field it does not know.
    static Result<OutboxLink> parse(const QString &text);
    static bool looksLikeLink(const QString &text);
};

} // namespace outbox
