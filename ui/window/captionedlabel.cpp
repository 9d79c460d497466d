#include "ui/window/captionedlabel.h"

using namespace Qt::StringLiterals;

namespace outbox::ui {

CaptionedLabel::CaptionedLabel(const QString &objectName, const QString &caption, QWidget *parent)
    : QLabel(parent)
    , m_caption(caption) {
    setObjectName(objectName);
    setAccessibleName(caption);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void CaptionedLabel::setValue(const QString &value) {
    m_value = value;
    showValue();
}

void CaptionedLabel::setElidedInTheMiddle(bool elided) {
    m_elided = elided;
}

void CaptionedLabel::resizeEvent(QResizeEvent *event) {
    QLabel::resizeEvent(event);
    if (m_elided)
        showValue();
}

void CaptionedLabel::showValue() {
    QString shown = m_value;
    if (m_elided) {
        QFont bold = font();
        bold.setBold(true);
        const int room =
            contentsRect().width() - fontMetrics().horizontalAdvance(m_caption + u' ') - 4;
        if (room > 0)
            shown = QFontMetrics(bold).elidedText(shown, Qt::ElideMiddle, room);
    }
    const QString dim = palette().color(QPalette::Disabled, QPalette::WindowText).name();
    setText(u"<span style=\"color:%1\">%2</span>&nbsp;<b>%3</b>"_s.arg(
        dim, m_caption.toHtmlEscaped(), shown.toHtmlEscaped()));
}

} // namespace outbox::ui
