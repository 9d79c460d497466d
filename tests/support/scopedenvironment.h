#pragma once

#include <QByteArray>
#include <QList>
#include <QtGlobal>

namespace outbox::test {

// Environment variables a test sets (a null value: unsets) for one scope, each put back as it was
// when the scope ends, whatever the test's outcome: a failing test must not leave a password or a
// folder behind for the next one.
class ScopedEnvironment {
public:
    ScopedEnvironment() = default;
    ScopedEnvironment(const char *name, const QByteArray &value) { set(name, value); }
    ~ScopedEnvironment() {
        for (auto it = m_before.crbegin(); it != m_before.crend(); ++it) {
            if (it->wasSet)
                qputenv(it->name, it->value);
            else
                qunsetenv(it->name);
        }
    }
    void set(const char *name, const QByteArray &value) {
        m_before.append({name, qEnvironmentVariableIsSet(name), qgetenv(name)});
        if (value.isNull())
            qunsetenv(name);
        else
            qputenv(name, value);
    }
    void set(const char *name, const QString &value) { set(name, value.toUtf8()); }
    void unset(const char *name) { set(name, QByteArray()); }

private:
    struct Before {
        const char *name;
        bool wasSet;
        QByteArray value;
    };
    QList<Before> m_before;
    Q_DISABLE_COPY_MOVE(ScopedEnvironment)
};

} // namespace outbox::test
