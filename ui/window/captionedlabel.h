#pragma once

#include <QLabel>

namespace outbox::ui {

// A value after its caption ("Table orders", the caption dimmed, the value bold), selectable, and
// named to screen readers by its caption. One that elides shortens the value in the middle to the
// room it has (the end of a path or a database's name stays visible).
class CaptionedLabel : public QLabel {
public:
    CaptionedLabel(const QString &objectName, const QString &caption, QWidget *parent = nullptr);

    void setValue(const QString &value);
    void setElidedInTheMiddle(bool elided);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showValue();

    QString m_caption;
    QString m_value;
    bool m_elided = false;
};

} // namespace outbox::ui
