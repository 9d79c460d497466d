#pragma once

#include <QString>

#include <optional>

namespace outbox {

// How much of a row's payload the console shows (a profile's --payload-visibility): everything,
// the values of sensitive JSON keys replaced by their shape (masking/payloadmask.h), or nothing
// but the payload's size. On the floor of core: a row says which one it was read with.
// In the order of how much they show, most first (PayloadMask::narrowed compares them).
enum class PayloadVisibility { Full, Masked, Hidden };

QString payloadVisibilityName(PayloadVisibility visibility); // "full", "masked", "hidden"
std::optional<PayloadVisibility> parsePayloadVisibility(const QString &name);

} // namespace outbox
