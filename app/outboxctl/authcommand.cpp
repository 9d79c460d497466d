// auth rds-token: an RDS IAM authentication token, as `aws rds generate-db-auth-token` prints
// one (cli.md).
#include "cli.h"
#include "commands.h"

#include "auth/awscredentials.h"
#include "auth/rdsiamtoken.h"

#include <QProcessEnvironment>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runAuth(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption host(u"host"_s, Cli::tr("The database endpoint."), u"HOST"_s);
    const QCommandLineOption port(u"port"_s, Cli::tr("The database port."), u"PORT"_s);
    const QCommandLineOption user(u"user"_s, Cli::tr("The database user."), u"USER"_s);
    const QCommandLineOption region(u"region"_s, Cli::tr("The database's AWS region."),
                                    u"REGION"_s);
    p.addOptions({host, port, user, region});
    if (auto stop = parseSubcommand(
            c, p, arguments,
            {u"rds-token"_s, Cli::tr("Print an RDS IAM authentication token."),
             Cli::tr("Print an RDS IAM authentication token for --host, --port, --user and "
                     "--region, signed with the AWS credentials of the environment or of "
                     "AWS_PROFILE; it is valid for 15 minutes."),
             Cli::tr("Use: outboxctl auth rds-token --host=H --port=P --user=U --region=R.")}))
        return *stop;
    for (const QCommandLineOption *required : {&host, &port, &user, &region})
        if (!p.isSet(*required))
            return c.usageError(
                Cli::tr("auth rds-token needs --%1.").arg(required->names().constFirst()));
    bool portOk = false;
    const int portNumber = p.value(port).toInt(&portOk);
    if (!portOk)
        return c.usageError(Cli::tr("--port must be a number, not \"%1\".").arg(p.value(port)));
    auto credentials = auth::awsCredentials(QProcessEnvironment::systemEnvironment());
    if (!credentials)
        return c.fail(credentials.error());
    auto token = auth::rdsIamToken({p.value(host), portNumber, p.value(user), p.value(region)},
                                   *credentials, QDateTime::currentDateTimeUtc());
    if (!token)
        return c.fail(token.error());
    c.out << *token << '\n';
    return Success;
}

} // namespace outbox::cli
