#include "types/payloadvisibility.h"

#include "util/enumnames.h"

namespace outbox {

namespace {
constexpr EnumName<PayloadVisibility> kNames[] = {{PayloadVisibility::Full, u"full"},
                                                  {PayloadVisibility::Masked, u"masked"},
                                                  {PayloadVisibility::Hidden, u"hidden"}};
} // namespace

QString payloadVisibilityName(PayloadVisibility visibility) {
    return nameOf(kNames, visibility, QStringLiteral("full"));
}

std::optional<PayloadVisibility> parsePayloadVisibility(const QString &name) {
    return valueNamed(kNames, QStringView(name.trimmed().toLower()));
}

} // namespace outbox
