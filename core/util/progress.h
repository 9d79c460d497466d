#pragma once

#include <QtGlobal>

#include <atomic>
#include <functional>

namespace outbox {

// Set from any thread; long work (a batch change, an export, a dry run) looks at it between
// steps.
class CancelToken {
public:
    void cancel() { m_cancelled.store(true); }
    bool isCancelled() const { return m_cancelled.load(); }

private:
    std::atomic_bool m_cancelled{false};
};

struct BatchProgress {
    qint64 processed = 0; // ids looked at so far
    qint64 total = 0;
    qint64 changed = 0;
    qint64 skipped = 0;
    int batch = 0;
    int batches = 0;
};
using ProgressCallback = std::function<void(const BatchProgress &)>;

} // namespace outbox
