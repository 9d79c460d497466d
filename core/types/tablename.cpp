#include "types/tablename.h"
#include "util/coretr.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace outbox {

Result<TableName> TableName::parse(const QString &text) {
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_$]{0,62}$"_s);
    const QStringList parts = text.trimmed().split(u'.');
    const auto bad = [&] {
        return Error::invalid(
            CoreText::tr(
                "Invalid table name \"%1\": use NAME or SCHEMA.NAME, each part 1 to 63 ASCII "
                "letters, digits, underscores or dollar signs, not starting with a digit or "
                "dollar sign.")
                .arg(text));
    };
    if (parts.size() > 2 || parts.isEmpty())
        return bad();
    for (const QString &p : parts) {
        if (!identifier.match(p).hasMatch())
            return bad();
    }
    TableName name;
    if (parts.size() == 2)
        name.schema = parts.at(0);
    name.name = parts.last();
    return name;
}

} // namespace outbox
