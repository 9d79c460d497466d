#include "ui/connections/profileconnectiontest.h"

#include "ui/common/backgroundtask.h"

#include "profilesecrets.h"
#include "secretstore.h"

#include "connection/databasesession.h"
#include "connection/servercertificate.h"
#include "connection/sshtunnel.h"
#include "query/outboxreader.h"
#include "schema/tableresolver.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// What a connection test found, handed from the worker to the dialog.
struct TestOutcome {
    bool ok = false;
    QString message;
};

// Where the tested table's vocabulary came from, for the test's result line.
QString vocabularySourceText(VocabularySource source) {
    switch (source) {
    case VocabularySource::Given:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as set");
    case VocabularySource::Recorded:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as recorded");
    case VocabularySource::Remembered:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "as remembered");
    case VocabularySource::Detected:
        return QCoreApplication::translate("outbox::ui::ProfileDialog", "detected");
    case VocabularySource::Unknown:
        break;
    }
    return QCoreApplication::translate(
        "outbox::ui::ProfileDialog",
        "unknown: no row reads 'created'; set it before the relay or a retry can run");
}

// Runs on the test's thread.
TestOutcome connectAndResolve(ConnectionTarget job, const QString &typedPassword,
                              SessionSecretStore &secrets) {
    TestOutcome outcome;
    if (!typedPassword.isEmpty()) {
        job.spec.password = typedPassword;
    } else if (Status s = applyDatabasePassword(job, secrets); !s) {
        outcome.message = s.error().message;
        return outcome;
    }
    DatabaseSession session(job.spec, u"profile-test"_s);
    auto table = TableResolver::resolve(session, job.request);
    if (!table) {
        outcome.message = table.error().message;
        return outcome;
    }
    const bool detectedFormat = !job.request.format.has_value();
    QString text =
        QCoreApplication::translate("outbox::ui::ProfileDialog", "Table %1 on %2: %3 (%4)")
            .arg(table->name.display(), job.spec.displayUrl(), table->description().title,
                 detectedFormat
                     ? QCoreApplication::translate("outbox::ui::ProfileDialog", "detected")
                     : QCoreApplication::translate("outbox::ui::ProfileDialog", "as set"));
    if (table->description().statusVocabulary)
        text += QCoreApplication::translate("outbox::ui::ProfileDialog", ", vocabulary %1 (%2)")
                    .arg(table->vocabulary.name, vocabularySourceText(table->vocabularySource));
    outcome.ok = true;
    outcome.message = text + u'.';
    // Another library's table or a mapped one: what the settings make of its rows.
    if (table->isAdapted()) {
        const auto counts = OutboxReader(session, *table).counts();
        outcome.message +=
            u'\n' +
            (counts
                 ? QCoreApplication::translate("outbox::ui::ProfileDialog",
                                               "Rows: %1 pending, %2 in flight, %3 dead, %4 sent.")
                       .arg(counts->of(RowState::Pending))
                       .arg(counts->of(RowState::InFlight))
                       .arg(counts->of(RowState::Dead))
                       .arg(counts->of(RowState::Sent))
                 : counts.error().message);
    }
    return outcome;
}

// Runs on the test's thread: the connection's result first, then, where the connection uses TLS,
// a line with the server's certificate from a probe of its own (no password sent). When the
// connection failed, the line is added only if the certificate could be read: the connection's
// error already says why the server could not be reached.
TestOutcome testConnection(const ConnectionTarget &job, const QString &typedPassword,
                           SessionSecretStore &secrets) {
    TestOutcome outcome = connectAndResolve(job, typedPassword, secrets);
    // Through ssh: each hop and the database as the last hop sees it ("bastion (…): ok", "inner
    // (…): host key not trusted (…)"), tried apart from the connection, so a failure names its hop.
    if (!job.spec.sshDestination.isEmpty() && job.spec.kind != DatabaseKind::SQLite) {
        const auto route = SshTunnels::checkRoute(sshRouteOf(job.spec));
        outcome.message += u'\n' + (route ? route->toText() : route.error().message);
    }
    if (!connectionUsesTls(job.spec))
        return outcome;
    const auto report = readServerCertificate(job.spec);
    if (report)
        outcome.message += u'\n' + report->summary();
    else if (outcome.ok)
        outcome.message += u'\n' + report.error().message;
    return outcome;
}

} // namespace

ProfileConnectionTest::ProfileConnectionTest(SessionSecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets) {}

void ProfileConnectionTest::start(const ConnectionTarget &target, const QString &typedPassword) {
    SessionSecretStore *secrets = &m_secrets;
    const int generation = ++m_generation;
    m_tests.start(
        this, u"profile-test"_s,
        [job = target, typedPassword, secrets] {
            return testConnection(job, typedPassword, *secrets);
        },
        [this, generation](const TestOutcome &outcome) {
            if (generation != m_generation)
                return;
            m_running = false;
            Q_EMIT finished(outcome.ok, outcome.message);
        });
    m_running = true; // until the result is shown
}

} // namespace outbox::ui
