#include "ui/actions/deliveroutcomelist.h"

#include "ui/common/stateappearance.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The words are those of the Deliver Elsewhere dialog, whose part this list is (the context of
// their translations).

DeliverOutcomeList::DeliverOutcomeList(QWidget *parent)
    : QTreeWidget(parent) {
    setObjectName(u"deliverOutcomeList"_s);
    setAccessibleName(
        QCoreApplication::translate("outbox::ui::DeliverDialog", "What happened to each row"));
    setHeaderLabels({QCoreApplication::translate("outbox::ui::DeliverDialog", "Row"),
                     QCoreApplication::translate("outbox::ui::DeliverDialog", "Outcome"),
                     QCoreApplication::translate("outbox::ui::DeliverDialog", "Why")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    hide();
}

void DeliverOutcomeList::clearOutcome() {
    m_outcome.reset();
    clear();
    hide();
}

void DeliverOutcomeList::showOutcome(const std::optional<DeliverOutcome> &outcome) {
    m_outcome = outcome;
    if (!m_outcome)
        return;
    clear();
    const auto add = [this](const QString &id, const QString &what, const QString &why,
                            bool error) {
        auto *item = new QTreeWidgetItem(this, {id, what, why});
        item->setToolTip(2, why);
        if (error)
            item->setForeground(1, errorTextColor());
    };
    for (const QString &id : m_outcome->delivered)
        add(id, QCoreApplication::translate("outbox::ui::DeliverDialog", "delivered"), QString(),
            false);
    for (const auto &[id, why] : m_outcome->failed)
        add(id, QCoreApplication::translate("outbox::ui::DeliverDialog", "failed"), why, true);
    for (const QString &id : m_outcome->notTried)
        add(id, QCoreApplication::translate("outbox::ui::DeliverDialog", "not tried"),
            QCoreApplication::translate("outbox::ui::DeliverDialog",
                                        "behind a failed row of its key"),
            true);
    for (const QString &id : m_outcome->notReached)
        add(id, QCoreApplication::translate("outbox::ui::DeliverDialog", "not sent"),
            QCoreApplication::translate("outbox::ui::DeliverDialog", "cancelled before its turn"),
            false);
    resizeColumnToContents(0);
    resizeColumnToContents(1);
    setVisible(topLevelItemCount() > 0);
}

} // namespace outbox::ui
