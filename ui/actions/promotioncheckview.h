#pragma once

#include "actions/promotion.h"

#include <QGroupBox>

#include <optional>

class QLabel;

namespace outbox::ui {

// The promote dialog's pre-check, as the user reads it: the object store, whether the temporary
// object exists (its size and type), and what the permanent key holds now (free, or an object
// a promotion would overwrite).
//
// Object names: precheckGroup, storeLabel, sourceCheckLabel, targetCheckLabel.
class PromotionCheckView : public QGroupBox {
    Q_OBJECT
public:
    enum class State { NotRun, Invalid, Checking, Passed, Failed, NotPossible };

    explicit PromotionCheckView(QWidget *parent = nullptr);

    // store: the store's description ("" before a check described it).
    void showStore(bool hasStore, const QString &store);
    // check: the pre-check when Passed; error: why it Failed; sourceMoved: it failed because the
    // promotion before moved the temporary object away (error says where to).
    void showState(State state, const std::optional<outbox::PromotionCheck> &check,
                   const QString &error, bool sourceMoved);

private:
    QLabel *m_storeLabel;
    QLabel *m_sourceLabel;
    QLabel *m_targetLabel;
};

} // namespace outbox::ui
