#include "ui/common/messagebar.h"

#include "ui/common/stateappearance.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace outbox::ui {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_close(new QToolButton(this)) {
    setObjectName(u"messageBar"_s);
    setAccessibleName(tr("Message"));
    m_icon->setObjectName(u"messageBarIcon"_s);
    m_text->setObjectName(u"messageBarText"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_action->setObjectName(u"messageBarAction"_s);
    m_action->hide();
    m_close->setObjectName(u"messageBarClose"_s);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss message"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->setSpacing(8);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignTop);

    connect(m_action, &QPushButton::clicked, this, [this] {
        const std::function<void()> action = m_onAction; // it may show another message
        Q_EMIT actionTriggered();
        if (action)
            action();
    });
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    hide();
}

void MessageBar::showMessage(Kind kind, const QString &text, const QString &actionText,
                             std::function<void()> action) {
    m_kind = kind;
    m_onAction = std::move(action);
    m_text->setText(text);
    m_text->setAccessibleName(text);
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxCritical;
    if (kind == Kind::Warning)
        pixmap = QStyle::SP_MessageBoxWarning;
    else if (kind == Kind::Information)
        pixmap = QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(pixmap).pixmap(size, size));
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    applyColors();
    show();
}

QString MessageBar::text() const {
    return m_text->text();
}

void MessageBar::dismiss() {
    if (isHidden())
        return;
    hide();
    Q_EMIT dismissed();
}

void MessageBar::changeEvent(QEvent *event) {
    QFrame::changeEvent(event);
    // Only the system palette (dark mode switch): our own style sheet changes this widget's
    // palette too, and reacting to that would loop.
    if (event->type() == QEvent::ApplicationPaletteChange)
        applyColors();
}

void MessageBar::applyColors() {
    QColor accent = errorTextColor();
    if (m_kind == Kind::Warning)
        accent = stateColor(RowState::Pending);
    else if (m_kind == Kind::Information)
        accent = stateColor(RowState::InFlight);
    const QPalette system = QApplication::palette();
    const QColor base = system.color(QPalette::Base);
    // A tint of the accent over the base colour: readable on light and dark palettes.
    const auto mix = [](const QColor &a, const QColor &b, qreal t) {
        return QColor::fromRgbF(a.redF() * t + b.redF() * (1 - t),
                                a.greenF() * t + b.greenF() * (1 - t),
                                a.blueF() * t + b.blueF() * (1 - t));
    };
    const QColor background = mix(accent, base, isDarkPalette(system) ? 0.28 : 0.12);
    // Selector by object name so the rule does not cascade into the children.
    const QString sheet =
        u"QFrame#messageBar { background-color: %1; border: 1px solid %2; border-radius: 4px; }"_s
            .arg(background.name(), accent.name());
    if (styleSheet() != sheet) // a style sheet change can itself raise a palette change
        setStyleSheet(sheet);
}

} // namespace outbox::ui
