#pragma once

#include "actions/promotion.h"

#include <QGroupBox>

class QLabel;
class QListWidget;

namespace outbox::ui {

// The promote dialog's result: how the promotion ended, and its steps (what was done before it
// stopped, when it did). Hidden until a promotion starts.
//
// Object names: resultGroup, resultLabel, resultList.
class PromotionResultView : public QGroupBox {
    Q_OBJECT
public:
    explicit PromotionResultView(QWidget *parent = nullptr);

    void showRunning();
    // viaOutbox: the promotion wrote a promote row for the relay.
    void showReport(const outbox::PromotionReport &report, bool viaOutbox);
    // The promotion did not run to a report: nothing was changed.
    void showError(const QString &message);

private:
    void restart(); // shown, the steps cleared

    QLabel *m_label;
    QListWidget *m_steps;
};

} // namespace outbox::ui
