#include "ui/actions/promotioncheckview.h"

#include "ui/actions/promotiontext.h"
#include "ui/common/stateappearance.h"

#include <QGridLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// A line of the check: its text, in the colour of its verdict (invalid: the palette's own).
void showLine(QLabel *label, const QString &text, const QColor &tone) {
    label->setText(text);
    setTone(label, tone);
}

} // namespace

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
        showLine(m_sourceLabel, tr("not checked (enter valid keys)"), plain);
        showLine(m_targetLabel, tr("not checked"), plain);
        break;
    case State::Checking:
        showLine(m_sourceLabel, tr("checking…"), plain);
        showLine(m_targetLabel, tr("checking…"), plain);
        break;
    case State::NotPossible:
        showLine(m_sourceLabel,
                 tr("cannot be checked without an object store: the relay will fail the row if "
                    "it is gone"),
                 warnColour());
        showLine(m_targetLabel, tr("cannot be checked"), warnColour());
        break;
    case State::Failed:
        showLine(m_sourceLabel, sourceMoved ? tr("✓ %1").arg(error) : error,
                 sourceMoved ? okColour() : errorTextColor());
        showLine(m_targetLabel, tr("not checked"), plain);
        break;
    case State::Passed: {
        const PromotionCheck &c = *check;
        showLine(m_sourceLabel, tr("✓ exists: %1").arg(PromotionText::object(c.source)),
                 okColour());
        if (c.wouldOverwrite())
            showLine(m_targetLabel,
                     tr("⚠ already holds an object: %1.\nTick \"Overwrite\" to replace it.")
                         .arg(PromotionText::object(*c.target)),
                     warnColour());
        else
            showLine(m_targetLabel, tr("✓ free: nothing is stored there yet"), okColour());
        break;
    }
    }
}

} // namespace outbox::ui
