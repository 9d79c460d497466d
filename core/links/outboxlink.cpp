#include "links/outboxlink.h"

#include "util/coretr.h"

#include <QUrlQuery>

namespace outbox {

using namespace Qt::StringLiterals;

namespace {
const QStringList kSearchFields{u"error"_s, u"payload"_s, u"kind"_s, u"id"_s, u"aggregate"_s};
const QStringList kKeys{u"profile"_s, u"row"_s,    u"group"_s, u"audit"_s,
                        u"state"_s,   u"search"_s, u"from"_s,  u"to"_s};

QString timeText(const std::optional<QDateTime> &t) {
    return t ? t->toUTC().toString(Qt::ISODate) : QString();
}

Result<QDateTime> timeOf(const QString &key, const QString &value) {
    QDateTime t = QDateTime::fromString(value, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(value, Qt::ISODate);
    if (!t.isValid())
        return Error::invalid(CoreText::tr("The link's %1 time \"%2\" is not an ISO 8601 time "
                                           "such as 2026-12-01T08:00:00Z.")
                                  .arg(key, value));
    if (t.timeSpec() == Qt::LocalTime)
        t.setTimeSpec(Qt::UTC); // no zone given: UTC, as outboxctl's --created-from reads it
    return t.toUTC();
}
} // namespace

bool OutboxLink::looksLikeLink(const QString &text) {
    return text.startsWith(QLatin1String(kScheme) + u':', Qt::CaseInsensitive);
}

QUrl OutboxLink::toUrl() const {
    QUrl url;
    url.setScheme(QString::fromLatin1(kScheme));
    url.setHost(u"open"_s);
    QUrlQuery query;
    const auto add = [&](const QString &key, const QString &value) {
        if (!value.isEmpty())
            query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    };
    add(u"profile"_s, profile);
    add(u"row"_s, row);
    add(u"group"_s, group);
    if (audit > 0)
        add(u"audit"_s, QString::number(audit));
    if (state)
        add(u"state"_s, rowStateName(*state));
    if (!searchField.isEmpty())
        add(u"search"_s, searchField + u':' + searchText);
    add(u"from"_s, timeText(createdFrom));
    add(u"to"_s, timeText(createdTo));
    url.setQuery(query);
    return url;
}

Result<OutboxLink> OutboxLink::parse(const QString &text) {
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.scheme() != QLatin1String(kScheme))
        return Error::invalid(CoreText::tr("\"%1\" is not an outbox-console:// link.").arg(text));
    if (url.host() != u"open"_s || !(url.path().isEmpty() || url.path() == u"/"_s) ||
        !url.userInfo().isEmpty() || url.port() != -1 || url.hasFragment())
        return Error::invalid(CoreText::tr("The link %1 is not one the console makes: it "
                                           "starts outbox-console://open? and names a profile.")
                                  .arg(text));
    OutboxLink link;
    const QUrlQuery query(url);
    for (const auto &[key, encoded] : query.queryItems(QUrl::FullyDecoded)) {
        if (!kKeys.contains(key))
            return Error::invalid(
                CoreText::tr("The link names \"%1\", which a link never holds: it names a saved "
                             "profile, and a row, an error group, a state or a search, never a "
                             "host, a user or a password.")
                    .arg(key));
        const QString value = encoded;
        if (key == u"profile"_s)
            link.profile = value;
        else if (key == u"row"_s)
            link.row = value;
        else if (key == u"group"_s)
            link.group = value;
        else if (key == u"audit"_s) {
            bool number = false;
            link.audit = value.toLongLong(&number);
            if (!number || link.audit < 1)
                return Error::invalid(CoreText::tr("The link's audit record \"%1\" is not a "
                                                   "record id (a positive number).")
                                          .arg(value));
        } else if (key == u"from"_s || key == u"to"_s) {
            auto t = timeOf(key, value);
            if (!t)
                return t.error();
            (key == u"from"_s ? link.createdFrom : link.createdTo) = *t;
        } else if (key == u"state"_s) {
            auto state = parseRowState(value);
            if (!state)
                return Error::invalid(
                    CoreText::tr("The link's state: %1").arg(state.error().message));
            link.state = *state;
        } else {
            const qsizetype colon = value.indexOf(u':');
            link.searchField = value.left(colon);
            link.searchText = colon < 0 ? QString() : value.mid(colon + 1);
            if (!kSearchFields.contains(link.searchField))
                return Error::invalid(
                    CoreText::tr("The link searches \"%1\": a link searches error, payload, kind, "
                                 "id or aggregate.")
                        .arg(link.searchField));
        }
    }
    if (link.profile.trimmed().isEmpty())
        return Error::invalid(CoreText::tr("The link names no profile: a link opens a saved "
                                           "profile (profile=NAME)."));
    if (int(!link.row.isEmpty()) + int(!link.group.isEmpty()) + int(link.audit > 0) > 1)
        return Error::invalid(CoreText::tr("The link names more than one of a row, an error group "
                                           "and an audit record: it opens one of them."));
    if (link.createdFrom && link.createdTo && *link.createdTo < *link.createdFrom)
        return Error::invalid(CoreText::tr("The link's window ends (to) before it starts (from)."));
    return link;
}

} // namespace outbox
