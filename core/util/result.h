#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace outbox {

// What went wrong, in the categories the CLI maps to exit codes and the GUI to message styles.
enum class ErrorKind {
    InvalidInput, // the user's input is wrong: exit 2
    Failed,       // database, object store or sink failed: exit 1
    Refused,      // read-only profile, missing reason, no terminal for a confirmation: exit 3
    Cancelled,
};

struct Error {
    ErrorKind kind = ErrorKind::Failed;
    QString message; // user-readable, names the problem; never contains a secret

    static Error invalid(QString m) { return {ErrorKind::InvalidInput, std::move(m)}; }
    static Error failed(QString m) { return {ErrorKind::Failed, std::move(m)}; }
    static Error refused(QString m) { return {ErrorKind::Refused, std::move(m)}; }
};

// An expected-like result: a value or an Error. Core never throws across Qt boundaries.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_data(std::move(value)) {}
    Result(Error error)
        : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// For operations that return nothing on success.
struct Done {};
using Status = Result<Done>;

} // namespace outbox
