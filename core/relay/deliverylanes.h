#pragma once

#include "relay/rowexecutor.h"

#include <QList>

#include <memory>
#include <optional>
#include <vector>

namespace outbox {

// What the lanes made of a batch's rows, index for index with the rows.
struct LaneOutcomes {
    std::vector<std::optional<Status>> outcomes; // unset: not delivered
    // In order per key: not tried, behind a row of its key that failed (it stays as it was).
    std::vector<char> skipped;
};

// Delivers a batch's rows with bounded concurrency, in up to `concurrency` lanes: one key's rows
// go to one lane, in order. A lane keeps its RowExecutor across batches (network clients keep
// their connections alive between batches): a batch of one lane runs on the caller's thread,
// each lane of a larger one on a thread of its own that lives as long as this object.
class DeliveryLanes {
public:
    DeliveryLanes(ExecutorFactory factory, int concurrency);
    ~DeliveryLanes();
    DeliveryLanes(const DeliveryLanes &) = delete;
    DeliveryLanes &operator=(const DeliveryLanes &) = delete;

    // Delivers `rows`; with stopKeyAtFailure a key's rows after one that failed are not tried.
    // An error when the executor of a batch of one lane cannot be made (nothing was delivered);
    // a lane thread's executor that cannot be made fails the rows of its lane.
    Result<LaneOutcomes> deliver(const QList<OutboxRow> &rows, bool stopKeyAtFailure);

private:
    struct LaneThread;
    LaneThread &laneThread(int index);

    ExecutorFactory m_factory;
    int m_concurrency;
    std::unique_ptr<RowExecutor> m_inlineExecutor; // for single-lane batches, on this thread
    std::vector<std::unique_ptr<LaneThread>> m_lanes;
};

} // namespace outbox
