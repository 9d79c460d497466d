#pragma once

#include <QTest>

namespace outbox::test {

// Waits until what the test drives is idle: anything with isBusy() (the main window, a session).
// False when it is still busy after ms.
template <typename Busy> bool waitIdle(const Busy &busy, int ms = 20000) {
    return QTest::qWaitFor([&] { return !busy.isBusy(); }, ms);
}

} // namespace outbox::test
