#include "auth/passwordcommand.h"

#include "util/coretr.h"

#include <QProcess>

using namespace Qt::StringLiterals;

namespace outbox::auth {

namespace {

// What the command said on standard error, short enough for a message: its first 3 lines.
QString errorText(QProcess &process) {
    const QStringList lines = QString::fromUtf8(process.readAllStandardError())
                                  .split(u'\n', Qt::SkipEmptyParts)
                                  .mid(0, 3);
    return lines.isEmpty() ? CoreText::tr("nothing on standard error") : lines.join(u" / "_s);
}

} // namespace

Result<QString> runPasswordCommand(const QString &command, int timeoutMs) {
    if (command.trimmed().isEmpty())
        return Error::invalid(CoreText::tr("The password command is empty."));
    QProcess process;
    process.setProgram(u"/bin/sh"_s);
    process.setArguments({u"-c"_s, command});
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(timeoutMs))
        return Error::failed(CoreText::tr("The password command could not be started: %1")
                                 .arg(process.errorString()));
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return Error::failed(
            CoreText::tr("The password command did not finish within %1 s.").arg(timeoutMs / 1000));
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return Error::failed(
            CoreText::tr("The password command crashed: %1").arg(errorText(process)));
    if (process.exitCode() != 0)
        return Error::failed(CoreText::tr("The password command failed with exit status %1: %2")
                                 .arg(process.exitCode())
                                 .arg(errorText(process)));
    const QByteArray out = process.readAllStandardOutput();
    const qsizetype end = out.indexOf('\n');
    QString password = QString::fromUtf8(end < 0 ? out : out.left(end));
    if (password.endsWith(u'\r'))
        password.chop(1);
    if (password.isEmpty())
        return Error::failed(CoreText::tr("The password command printed no password (its first "
                                          "line of standard output is empty)."));
    return password;
}

} // namespace outbox::auth
