#pragma once

#include "actions/deliverrows.h"

#include <QTreeWidget>

#include <optional>

namespace outbox::ui {

// What Deliver Elsewhere did to each row: delivered, failed (and why), not tried (behind a failed
// row of its key) or not sent (cancelled before its turn). Shown while it lists a row.
// Object name deliverOutcomeList.
class DeliverOutcomeList : public QTreeWidget {
    Q_OBJECT
public:
    explicit DeliverOutcomeList(QWidget *parent = nullptr);

    // Lists the delivery's outcome (none: lists nothing).
    void showOutcome(const std::optional<outbox::DeliverOutcome> &outcome);
    // Forgets the last outcome, before the next delivery.
    void clearOutcome();
    const std::optional<outbox::DeliverOutcome> &outcome() const { return m_outcome; }

private:
    std::optional<outbox::DeliverOutcome> m_outcome;
};

} // namespace outbox::ui
