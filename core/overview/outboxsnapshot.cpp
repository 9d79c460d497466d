#include "overview/outboxsnapshot.h"

#include "output/rowformat.h"
#include "query/outboxreader.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/relayregistry.h"
#include "util/coretr.h"
#include "util/enumnames.h"
#include "util/localfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace outbox {

QString relayActivityName(RelayActivity activity) {
    static constexpr EnumName<RelayActivity> names[] = {
        {RelayActivity::Working, u"working"}, {RelayActivity::Paused, u"paused"},
        {RelayActivity::Silent, u"silent"},   {RelayActivity::None, u"none"},
        {RelayActivity::Library, u"library"},
    };
    return nameOf(names, activity, u"unknown"_s);
}

QJsonObject OutboxSnapshot::toJson() const {
    const auto optional = [](const std::optional<qint64> &v) {
        return v ? QJsonValue(*v) : QJsonValue();
    };
    QJsonObject o{{u"profile"_s, profile},
                  {u"environment"_s, environment},
                  {u"database"_s, database},
                  {u"table"_s, table.isEmpty() ? QJsonValue() : QJsonValue(table)},
                  {u"type"_s, format.isEmpty() ? QJsonValue() : QJsonValue(format)},
                  {u"error"_s, ok() ? QJsonValue() : QJsonValue(error)},
                  {u"at"_s, at.isValid() ? QJsonValue(isoUtc(at)) : QJsonValue()},
                  {u"took_ms"_s, tookMs}};
    if (ok()) {
        o.insert(u"pending"_s, pending);
        o.insert(u"in_flight"_s, inFlight);
        o.insert(u"dead"_s, dead);
        o.insert(u"blocked_keys"_s, optional(blockedKeys));
        o.insert(u"oldest_pending_age_seconds"_s, optional(oldestPendingAgeSeconds));
        o.insert(u"relay"_s, relayActivityName(relay));
        o.insert(u"relays"_s, relays);
        o.insert(u"relay_note"_s, relayNote);
    }
    return o;
}

namespace {

// Every statement of the connection within the limit, where the database has one. A database that
// refuses the setting still answers: the connect timeout and the caller's own deadline remain.
void limitStatements(const DatabaseSession &session, std::chrono::milliseconds limit) {
    QStringList tries;
    switch (session.spec().kind) {
    case DatabaseKind::PostgreSQL:
        tries << u"SET statement_timeout = %1"_s.arg(limit.count());
        break;
    case DatabaseKind::MySQL:
        // MariaDB (seconds, every statement), else MySQL (milliseconds, reads).
        tries << u"SET SESSION max_statement_time = %1"_s.arg(double(limit.count()) / 1000.0)
              << u"SET SESSION max_execution_time = %1"_s.arg(limit.count());
        break;
    case DatabaseKind::SQLite:
        break; // a local file: the busy timeout bounds the waits
    }
    QSqlQuery q(session.database());
    for (const QString &statement : std::as_const(tries))
        if (q.exec(statement))
            return;
}

void readRelays(const DatabaseSession &session, OutboxSnapshot &s) {
    if (!RelayRegistry::exists(session)) {
        s.relay = RelayActivity::Unknown;
        s.relayNote = CoreText::tr("no relay registry in this database (relays of outboxctl and "
                                   "the console register in %1)")
                          .arg(QString::fromLatin1(RelayRegistry::kName));
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto relays = RelayRegistry::relaysOf(session, s.table, now, true);
    if (!relays) {
        s.relay = RelayActivity::Unknown;
        s.relayNote = relays.error().message;
        return;
    }
    QList<RelayHeartbeat> live;
    QList<RelayHeartbeat> silent;
    for (const RelayHeartbeat &h : std::as_const(*relays))
        (h.isLive(now) ? live : silent).append(h);
    if (!live.isEmpty()) {
        const bool allPaused = std::all_of(live.cbegin(), live.cend(),
                                           [](const RelayHeartbeat &h) { return h.paused; });
        s.relay = allPaused ? RelayActivity::Paused : RelayActivity::Working;
        s.relays = int(live.size());
        s.relayNote = live.constFirst().who();
        return;
    }
    if (!silent.isEmpty()) {
        const RelayHeartbeat &last = *std::max_element(
            silent.cbegin(), silent.cend(),
            [](const RelayHeartbeat &a, const RelayHeartbeat &b) { return a.beatAt < b.beatAt; });
        s.relay = RelayActivity::Silent;
        s.relays = int(silent.size());
        s.relayNote = last.isFromTheFuture(now)
                          ? CoreText::tr("%1: heartbeat dated %2 ahead of this clock (clock skew; "
                                         "not counted as running)")
                                .arg(last.who(), humanDuration(-last.silentFor(now)))
                          : CoreText::tr("%1: last heartbeat %2 ago")
                                .arg(last.who(), humanDuration(last.silentFor(now)));
        return;
    }
    s.relay = RelayActivity::None;
    s.relayNote = CoreText::tr("no relay is registered for this table");
}

} // namespace

OutboxSnapshot failedSnapshot(const Profile &profile, const QString &error) {
    OutboxSnapshot s;
    s.profile = profile.name;
    s.environment = profile.environment;
    if (auto spec = ConnectionSpec::fromUrl(profile.databaseUrl))
        s.database = spec->displayUrl();
    s.table = profile.table;
    s.error = error.simplified();
    s.at = QDateTime::currentDateTimeUtc();
    return s;
}

OutboxSnapshot readOutboxSnapshot(const ConnectionTarget &target,
                                  std::chrono::milliseconds timeLimit) {
    QElapsedTimer took;
    took.start();
    OutboxSnapshot s;
    s.profile = target.profileName.isEmpty() ? target.label : target.profileName;
    s.environment = target.environment;
    s.database = target.spec.displayUrl();
    if (target.request.table)
        s.table = target.request.table->display();
    const auto finish = [&](const QString &error = {}) {
        s.error = error.simplified(); // drivers' messages span lines: one line of the overview
        s.at = QDateTime::currentDateTimeUtc();
        s.tookMs = took.elapsed();
        return s;
    };
    DatabaseSession session(target.spec, u"overview"_s);
    if (Status opened = session.open(); !opened)
        return finish(opened.error().message);
    limitStatements(session, timeLimit);
    auto resolved = TableResolver::resolve(session, target.request);
    if (!resolved)
        return finish(resolved.error().message);
    s.table = resolved->name.display();
    s.format = formatName(resolved->format);
    const OutboxReader reader(session, *resolved);
    // As the main window counts: pending and dead exact through the status index, sent (the
    // bulk of a large table, not shown here) estimated.
    CountOptions options;
    options.estimateSentWhenLarge = true;
    auto counts = reader.counts({}, options);
    if (!counts)
        return finish(counts.error().message);
    s.pending = counts->of(RowState::Pending);
    s.inFlight = counts->of(RowState::InFlight);
    s.dead = counts->of(RowState::Dead);
    if (s.pending > 0) {
        auto oldest = reader.oldestPending();
        if (!oldest)
            return finish(oldest.error().message);
        if (oldest->has_value())
            s.oldestPendingAgeSeconds =
                qMax<qint64>(0, (*oldest)->secsTo(QDateTime::currentDateTimeUtc()));
    }
    if (ordersByKey(*resolved)) {
        const BlockedRequest request;
        if (s.dead == 0 && s.oldestPendingAgeSeconds.value_or(0) < request.waitingSeconds) {
            s.blockedKeys = 0; // no head is dead, none has waited long enough to block
        } else {
            auto blocked = countBlockedKeys(reader, request);
            if (!blocked)
                return finish(blocked.error().message);
            s.blockedKeys = blocked->keys;
        }
    }
    if (resolved->description().changes.relay)
        readRelays(session, s);
    else
        s.relay = RelayActivity::Library;
    return finish();
}

QList<OverviewAlert> overviewAlerts(const std::optional<OutboxSnapshot> &previous,
                                    const OutboxSnapshot &current, const NotifyThresholds &notify) {
    QList<OverviewAlert> alerts;
    if (!current.ok())
        return alerts;
    const bool hadFigures = previous && previous->ok();
    if (notify.newDeadRows > 0 && hadFigures) {
        const qint64 added = current.dead - previous->dead;
        if (added >= notify.newDeadRows)
            alerts.append({AlertKind::NewDeadRows, current.profile,
                           CoreText::tr("%n new dead row(s) (%1 dead now)", nullptr, int(added))
                               .arg(current.dead),
                           true});
    }
    if (notify.blockedKeys && current.blockedKeys.value_or(0) > 0) {
        const qint64 before = hadFigures ? previous->blockedKeys.value_or(0) : 0;
        alerts.append(
            {AlertKind::BlockedKeys, current.profile,
             CoreText::tr("%n key(s) blocked by a dead row", nullptr, int(*current.blockedKeys)),
             *current.blockedKeys > before});
    }
    const qint64 limit = qint64(notify.oldestPendingMinutes) * 60;
    if (limit > 0 && current.oldestPendingAgeSeconds.value_or(-1) >= limit) {
        const bool wasOver = hadFigures && previous->oldestPendingAgeSeconds.value_or(-1) >= limit;
        alerts.append(
            {AlertKind::OldestPending, current.profile,
             CoreText::tr("the oldest pending row waits for %1 (limit %2)")
                 .arg(humanDuration(*current.oldestPendingAgeSeconds), humanDuration(limit)),
             !wasOver});
    }
    return alerts;
}

void OverviewHistory::record(const OutboxSnapshot &snapshot) {
    if (!snapshot.ok())
        return;
    m_previous.insert(snapshot.profile, snapshot);
    QList<Point> &points = m_trend[snapshot.profile];
    points.append({snapshot.at, snapshot.pending, snapshot.dead});
    while (points.size() > kTrendLength)
        points.removeFirst();
}

std::optional<OutboxSnapshot> OverviewHistory::previous(const QString &profile) const {
    const auto it = m_previous.constFind(profile);
    if (it == m_previous.cend())
        return std::nullopt;
    return *it;
}

QList<OverviewHistory::Point> OverviewHistory::trend(const QString &profile) const {
    return m_trend.value(profile);
}

void OverviewHistory::keepOnly(const QStringList &names) {
    m_previous.removeIf([&](const auto &it) { return !names.contains(it.key()); });
    m_trend.removeIf([&](const auto &it) { return !names.contains(it.key()); });
}

QString OverviewHistory::defaultFile() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           u"/outbox-console/overview-history.json"_s;
}

Status OverviewHistory::load(const QString &file) {
    m_previous.clear();
    m_trend.clear();
    if (!QFileInfo::exists(file) && !QFileInfo(file).isSymLink())
        return Done{};
    // A regular file of a sane size, not through a link: a link to /dev/zero would fill the
    // memory, one to another file would have it overwritten at the next save.
    auto read = readLocalFile(file, {kMaxFileBytes, false});
    if (!read)
        return Error::failed(
            CoreText::tr("Could not read the overview history: %1").arg(read.error().message));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*read, &error);
    if (!doc.isObject())
        return Error::failed(CoreText::tr("The overview history %1 is not what the console "
                                          "writes (%2); it is replaced on the next run.")
                                 .arg(file, error.errorString()));
    const QJsonObject profiles = doc.object().value(u"profiles"_s).toObject();
    for (auto it = profiles.constBegin(); it != profiles.constEnd(); ++it) {
        const QJsonObject o = it.value().toObject();
        OutboxSnapshot s;
        s.profile = it.key();
        s.pending = o.value(u"pending"_s).toInteger();
        s.dead = o.value(u"dead"_s).toInteger();
        if (const QJsonValue blocked = o.value(u"blocked_keys"_s); blocked.isDouble())
            s.blockedKeys = blocked.toInteger();
        if (const QJsonValue age = o.value(u"oldest_pending_age_seconds"_s); age.isDouble())
            s.oldestPendingAgeSeconds = age.toInteger();
        s.at = QDateTime::fromString(o.value(u"at"_s).toString(), Qt::ISODateWithMs);
        m_previous.insert(s.profile, s);
        QList<Point> points;
        for (const QJsonValue &v : o.value(u"trend"_s).toArray()) {
            const QJsonArray p = v.toArray();
            points.append({QDateTime::fromMSecsSinceEpoch(p.at(0).toInteger(), Qt::UTC),
                           p.at(1).toInteger(), p.at(2).toInteger()});
        }
        m_trend.insert(s.profile, points);
    }
    return Done{};
}

Status OverviewHistory::save(const QString &file) const {
    QJsonObject profiles;
    for (auto it = m_previous.cbegin(); it != m_previous.cend(); ++it) {
        const OutboxSnapshot &s = it.value();
        QJsonArray trend;
        for (const Point &p : m_trend.value(it.key()))
            trend.append(QJsonArray{p.at.toMSecsSinceEpoch(), p.pending, p.dead});
        profiles.insert(
            it.key(),
            QJsonObject{
                {u"pending"_s, s.pending},
                {u"dead"_s, s.dead},
                {u"blocked_keys"_s, s.blockedKeys ? QJsonValue(*s.blockedKeys) : QJsonValue()},
                {u"oldest_pending_age_seconds"_s,
                 s.oldestPendingAgeSeconds ? QJsonValue(*s.oldestPendingAgeSeconds) : QJsonValue()},
                {u"at"_s, s.at.toString(Qt::ISODateWithMs)},
                {u"trend"_s, trend}});
    }
    // Through a temporary file renamed over it; a link or anything but a regular file in its
    // place is refused (it would send the write to another file).
    if (auto written =
            writeLocalFile(file, QJsonDocument(QJsonObject{{u"profiles"_s, profiles}}).toJson());
        !written)
        return Error::failed(
            CoreText::tr("Could not write the overview history: %1").arg(written.error().message));
    return Done{};
}

} // namespace outbox
