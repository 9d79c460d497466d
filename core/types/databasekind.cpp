#include "types/databasekind.h"

using namespace Qt::StringLiterals;

namespace outbox {

QString databaseKindName(DatabaseKind kind) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"PostgreSQL"_s;
    case DatabaseKind::MySQL:
        return u"MySQL/MariaDB"_s;
    case DatabaseKind::SQLite:
        return u"SQLite"_s;
    }
    return {};
}

} // namespace outbox
