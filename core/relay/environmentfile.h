#pragma once

#include "util/result.h"

#include <QList>
#include <QString>

#include <utility>

namespace outbox {

// The environment file a worker's secrets live in (worker install --environment-file), read with
// the rules systemd's EnvironmentFile= reads it by (systemd.exec(5)), so that a value means the
// same under systemd and under supervisor, where `outboxctl --environment-file=FILE` reads it
// itself. Nothing in it is ever run or expanded: "$", ";", "`" and spaces are text.
//   KEY=VALUE lines; blank lines and lines starting with # or ; are ignored; whitespace around
//   the key and the value is dropped; a value may be quoted: '…' keeps everything as written,
//   "…" takes \" \\ \` \$ as the character and keeps other backslashes; outside quotes a
//   backslash takes the next character as it is; a backslash at the end of a line joins the next
//   line; quoted text may span lines; quoted and unquoted parts of a value join up.
// Invalid UTF-8, and a key that is not an environment variable's name, are errors naming the
// line.
using EnvironmentAssignments = QList<std::pair<QString, QString>>;
Result<EnvironmentAssignments> parseEnvironmentFile(const QByteArray &contents);

// Reads the file (a regular file, at most 1 MiB) and puts its variables into this process's
// environment, overriding what it had (as systemd's file overrides Environment=).
Status loadEnvironmentFile(const QString &path);

} // namespace outbox
