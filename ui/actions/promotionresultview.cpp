#include "ui/actions/promotionresultview.h"

#include "ui/actions/promotiontext.h"
#include "ui/common/stateappearance.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

PromotionResultView::PromotionResultView(QWidget *parent)
    : QGroupBox(tr("Result"), parent) {
    setObjectName(u"resultGroup"_s);
    auto *resultLayout = new QVBoxLayout(this);
    m_label = new QLabel(this);
    m_label->setObjectName(u"resultLabel"_s);
    m_label->setWordWrap(true);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(u"resultList"_s);
    m_steps->setAccessibleName(tr("Promotion steps"));
    m_steps->setWordWrap(true);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setMaximumHeight(120);
    resultLayout->addWidget(m_label);
    resultLayout->addWidget(m_steps);
    hide();
}

void PromotionResultView::restart() {
    show();
    m_steps->clear();
}

void PromotionResultView::showRunning() {
    restart();
    m_label->setText(tr("Promoting…"));
    setTone(m_label, QColor());
}

void PromotionResultView::showReport(const PromotionReport &report, bool viaOutbox) {
    restart();
    for (const QString &step : std::as_const(report.steps))
        m_steps->addItem(tr("✓ %1").arg(step));
    if (report.ok) {
        m_label->setText(viaOutbox ? tr("Done: the relay will carry out row %1.").arg(report.rowId)
                                   : tr("Done: the object is promoted."));
        setTone(m_label, okColour());
    } else {
        m_steps->addItem(tr("✗ stopped: %1").arg(report.error));
        m_label->setText(
            report.copied
                ? tr("The promotion stopped after the copy: see the steps done before it.")
                : tr("The promotion failed before anything changed."));
        setTone(m_label, errorTextColor());
    }
}

void PromotionResultView::showError(const QString &message) {
    restart();
    m_label->setText(tr("Nothing was changed: %1").arg(message));
    setTone(m_label, errorTextColor());
}

} // namespace outbox::ui
