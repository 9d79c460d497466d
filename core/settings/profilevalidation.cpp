#include "settings/profilevalidation.h"

#include "types/tablename.h"

namespace outbox {

Result<ConnectionSpec> checkProfileDatabaseUrl(const QString &url, const QString &passwordInUrl) {
    auto spec = ConnectionSpec::fromUrl(url);
    if (!spec)
        return spec.error();
    if (spec->passwordFromUrl)
        return Error::invalid(passwordInUrl);
    return spec;
}

Status checkProfileTable(const QString &table) {
    if (!table.isEmpty()) {
        if (auto parsed = TableName::parse(table); !parsed)
            return parsed.error();
    }
    return Done{};
}

} // namespace outbox
