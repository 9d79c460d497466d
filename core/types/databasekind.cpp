#include "types/databasekind.h"
#include "util/enumnames.h"

namespace outbox {

QString databaseKindName(DatabaseKind kind) {
    static constexpr EnumName<DatabaseKind> names[] = {
        {DatabaseKind::PostgreSQL, u"PostgreSQL"},
        {DatabaseKind::MySQL, u"MySQL/MariaDB"},
        {DatabaseKind::SQLite, u"SQLite"},
    };
    return nameOf(names, kind);
}

} // namespace outbox
