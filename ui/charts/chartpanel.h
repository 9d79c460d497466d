#pragma once

#include <QChartView>

#include <functional>

namespace outbox::ui {

// An image of charts that leaves the console (saved or copied) with a caption below it: what it
// shows and when.
QImage imageWithCaption(const QPixmap &charts, const QString &caption, const QFont &font,
                        const QPalette &palette);

// One chart in the Graph view's grid: a QChartView that can also say why it is empty (loading,
// no rows, an error) and show a number in the middle of a donut. Both are painted over the chart,
// so they are in every PNG too. Its context menu saves or copies the chart, with the caption the
// view gives it (setCaptioner).
class ChartPanel : public QChartView {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget *parent = nullptr);

    void setPlaceholder(const QString &text, bool isError = false);
    QString placeholder() const { return m_placeholder; }

    void setCenterText(const QString &big, const QString &small);

    // Turns a grab of the chart into the image saved or copied; without one, the grab as it is.
    void setCaptioner(std::function<QImage(const QPixmap &)> captioner);

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    QString m_placeholder;
    bool m_placeholderIsError = false;
    QString m_centerBig;
    QString m_centerSmall;
    std::function<QImage(const QPixmap &)> m_captioner;
};

} // namespace outbox::ui
