#include "ui/actions/promotioncheckview.h"

#include "ui/actions/promotiontext.h"
#include "ui/common/stateappearance.h"

#include <QGridLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace outbox::ui {

PromotionCheckView::PromotionCheckView(QWidget *parent)
    : QGroupBox(tr("Pre-check"), parent) {
    setObjectName(u"precheckGroup"_s);
    auto *checkLayout = new QGridLayout(this); // wraps long messages (QFormLayout does not)
    checkLayout->setColumnStretch(1, 1);
    m_storeLabel = new QLabel(this);
    m_storeLabel->setObjectName(u"storeLabel"_s);
    m_storeLabel->setWordWrap(true);
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setObjectName(u"sourceCheckLabel"_s);
    m_sourceLabel->setWordWrap(true);
    m_sourceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_targetLabel = new QLabel(this);
    m_targetLabel->setObjectName(u"targetCheckLabel"_s);
    m_targetLabel->setWordWrap(true);
    m_targetLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QList<std::pair<QString, QLabel *>> rows{{tr("Store:"), m_storeLabel},
                                                   {tr("Temporary object:"), m_sourceLabel},
                                                   {tr("Permanent key:"), m_targetLabel}};
    for (int r = 0; r < rows.size(); ++r) {
        auto *caption = new QLabel(rows.at(r).first, this);
        caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        checkLayout->addWidget(caption, r, 0);
        checkLayout->addWidget(rows.at(r).second, r, 1);
    }
}

void PromotionCheckView::showStore(bool hasStore, const QString &store) {
    m_storeLabel->setText(!hasStore         ? tr("none configured in the profile")
                          : store.isEmpty() ? tr("the profile's object store")
                                            : store);
}

void PromotionCheckView::showState(State state, const std::optional<PromotionCheck> &check,
                                   const QString &error, bool sourceMoved) {
    const QColor plain;
    switch (state) {
    case State::NotRun:
    case State::Invalid:
        m_sourceLabel->setText(tr("not checked (enter valid keys)"));
        m_targetLabel->setText(tr("not checked"));
        setTone(m_sourceLabel, plain);
        setTone(m_targetLabel, plain);
        break;
    case State::Checking:
        m_sourceLabel->setText(tr("checking…"));
        m_targetLabel->setText(tr("checking…"));
        setTone(m_sourceLabel, plain);
        setTone(m_targetLabel, plain);
        break;
    case State::NotPossible:
        m_sourceLabel->setText(
            tr("cannot be checked without an object store: the relay will fail the row if "
               "it is gone"));
        m_targetLabel->setText(tr("cannot be checked"));
        setTone(m_sourceLabel, warnColour());
        setTone(m_targetLabel, warnColour());
        break;
    case State::Failed:
        m_sourceLabel->setText(sourceMoved ? tr("✓ %1").arg(error) : error);
        m_targetLabel->setText(tr("not checked"));
        setTone(m_sourceLabel, sourceMoved ? okColour() : errorTextColor());
        setTone(m_targetLabel, plain);
        break;
    case State::Passed: {
        const PromotionCheck &c = *check;
        m_sourceLabel->setText(tr("✓ exists: %1").arg(PromotionText::object(c.source)));
        setTone(m_sourceLabel, okColour());
        if (c.wouldOverwrite()) {
            m_targetLabel->setText(
                tr("⚠ already holds an object: %1.\nTick \"Overwrite\" to replace it.")
                    .arg(PromotionText::object(*c.target)));
            setTone(m_targetLabel, warnColour());
        } else {
            m_targetLabel->setText(tr("✓ free: nothing is stored there yet"));
            setTone(m_targetLabel, okColour());
        }
        break;
    }
    }
}

} // namespace outbox::ui
