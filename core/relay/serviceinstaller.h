#pragma once

#include "util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace outbox {

// What `outboxctl worker install` installs: the relay as a long-running service, or the purge
// run on a schedule, under systemd or supervisor.
struct ServiceSpec {
    enum Worker { Relay, Purge };
    enum Manager { Systemd, Supervisor };

    Worker worker = Relay;
    Manager manager = Systemd;
    QString executable;    // absolute path of outboxctl
    QStringList arguments; // everything after it, e.g. --profile prod relay
    QString user;          // empty: the manager's default (root)
    QString workingDirectory;
    // Absolute path of a KEY=VALUE file holding the secrets (OUTBOX_DATABASE_PASSWORD,
    // OBJECT_STORE_SECRET_ACCESS_KEY, …). Secrets never go into the rendered file. Supervisor
    // has no such setting: outboxctl reads it (--environment-file), with systemd's rules.
    QString environmentFile;
    QString purgeSchedule = QStringLiteral("daily"); // systemd OnCalendar= of the purge timer
    int stopWaitSeconds = 60; // time to drain a batch after SIGTERM; at least 30
    QString path;             // where the main file goes; empty: defaultServicePath()
    QString logDirectory;     // supervisor: stdout/stderr logs; empty: /var/log/supervisor
};

// One file to install: where it goes and what it holds.
struct ServiceFile {
    QString path;
    QString content;
    QString kind; // "systemd service", "systemd timer", "supervisor program"
};

// /etc/systemd/system/outbox-relay.service, /etc/systemd/system/outbox-purge.service (its
// timer beside it), /etc/supervisor/conf.d/outbox-relay.conf, …/outbox-purge.conf.
QString defaultServicePath(ServiceSpec::Worker worker, ServiceSpec::Manager manager);

// Checks the spec: absolute executable, no line breaks or control characters anywhere, a
// valid user name, a stop wait of at least 30 s, a path of the right kind (.service/.conf).
Status validate(const ServiceSpec &spec);

// The files for the spec (validated first): systemd relay → one .service; systemd purge → a
// oneshot .service and a .timer with the same name; supervisor → one program .conf. Every
// argument is quoted for the format, so none can split or inject a setting.
Result<QList<ServiceFile>> render(const ServiceSpec &spec);

// What to run after writing the files (systemctl daemon-reload, enable --now …; supervisorctl
// reread, update), for the CLI to print.
QStringList activationCommands(const ServiceSpec &spec);

// Writes the content atomically (temporary file, then rename), mode 0644; the folder must
// exist.
// Refuses (exit 3) to replace an existing file that `worker install` did not write, unless force.
Status write(const ServiceFile &file, const QString &path, bool force = false);
// Whether the file at path is missing or holds something else than the content (--check).
Result<bool> differs(const ServiceFile &file, const QString &path);

// One argument as systemd's ExecStart= and supervisor's command= read it back; exposed for
// tests.
QString quoteSystemdArgument(const QString &argument);
QString quoteSupervisorArgument(const QString &argument);

} // namespace outbox
