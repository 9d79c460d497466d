#pragma once

#include "util/result.h"

#include <QString>

// A password that is not stored: the first line a command prints (a vault CLI, `az account
// get-access-token`, `gcloud sql generate-login-token`), run for every new connection, as pgAdmin
// does with its password exec command.
namespace outbox::auth {

// Runs command through /bin/sh -c, without a terminal, and gives the first line of its standard
// output. An exit status other than 0, no output line, a crash or more than timeoutMs is an error
// naming the command's exit status and the start of its standard error, never its output.
Result<QString> runPasswordCommand(const QString &command, int timeoutMs = 30000);

} // namespace outbox::auth
