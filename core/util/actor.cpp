#include "util/actor.h"

#include <QSysInfo>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

Actor Actor::current() {
    Actor a;
    a.host = QSysInfo::machineHostName();
    if (const passwd *pw = getpwuid(geteuid()))
        a.user = QString::fromLocal8Bit(pw->pw_name);
    if (a.user.isEmpty())
        a.user = qEnvironmentVariable("USER");
    return a;
}

QString Actor::display() const {
    return u"%1@%2"_s.arg(user, host);
}

} // namespace outbox
