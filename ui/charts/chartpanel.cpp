#include "ui/charts/chartpanel.h"

#include "ui/common/stateappearance.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>
#include <QPainter>
#include <QStandardPaths>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// A strip below the image with the caption, word-wrapped in the font and colours given.
QImage imageWithCaption(const QPixmap &charts, const QString &caption, const QFont &font,
                        const QPalette &palette) {
    const QFontMetrics fm(font);
    const qreal ratio = charts.devicePixelRatio();
    const int width = int(charts.width() / ratio);
    const QRect textRect(8, 0, width - 16, 10'000);
    const int textHeight =
        fm.boundingRect(textRect, Qt::TextWordWrap | Qt::AlignLeft, caption).height();
    QImage image(QSize(width, int(charts.height() / ratio) + textHeight + 12) * ratio,
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(palette.color(QPalette::Window));
    QPainter p(&image);
    p.drawPixmap(0, 0, charts);
    p.setFont(font);
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(QRect(8, int(charts.height() / ratio) + 6, width - 16, textHeight),
               Qt::TextWordWrap | Qt::AlignLeft, caption);
    p.end();
    return image;
}

ChartPanel::ChartPanel(QWidget *parent)
    : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(340, 290);
    setContextMenuPolicy(Qt::DefaultContextMenu);
    setFocusPolicy(Qt::StrongFocus); // reachable by keyboard: the context menu saves it
}

void ChartPanel::setPlaceholder(const QString &text, bool isError) {
    m_placeholder = text;
    m_placeholderIsError = isError;
    viewport()->update();
}

void ChartPanel::setCenterText(const QString &big, const QString &small) {
    m_centerBig = big;
    m_centerSmall = small;
    viewport()->update();
}

void ChartPanel::setCaptioner(std::function<QImage(const QPixmap &)> captioner) {
    m_captioner = std::move(captioner);
}

void ChartPanel::paintEvent(QPaintEvent *event) {
    QChartView::paintEvent(event);
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (hasFocus()) {
        // Keyboard users reach the charts (for their context menu): show where they are.
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(viewport()->rect()).adjusted(1, 1, -1, -1), 6, 6);
    }
    const QRectF plot = mapFromScene(chart()->plotArea()).boundingRect();
    if (!m_placeholder.isEmpty()) {
        // Over an empty chart the whole area below the title; over axes the plot area.
        const QRectF area = chart()->series().isEmpty()
                                ? QRectF(viewport()->rect()).adjusted(24, 48, -24, -24)
                                : plot.adjusted(12, 12, -12, -12);
        p.setPen(m_placeholderIsError ? errorTextColor()
                                      : palette().color(QPalette::Disabled, QPalette::Text));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
    }
    if (!m_centerBig.isEmpty()) {
        QFont big = font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        big.setBold(true);
        QFont small = font();
        const QFontMetricsF bigMetrics(big);
        const QFontMetricsF smallMetrics(small);
        const QPointF c = plot.center();
        p.setPen(palette().color(QPalette::Text));
        p.setFont(big);
        p.drawText(QRectF(c.x() - 100, c.y() - bigMetrics.height() + 4, 200, bigMetrics.height()),
                   Qt::AlignHCenter | Qt::AlignBottom, m_centerBig);
        p.setFont(small);
        p.setPen(palette().color(QPalette::Disabled, QPalette::Text));
        p.drawText(QRectF(c.x() - 100, c.y() + 4, 200, smallMetrics.height()),
                   Qt::AlignHCenter | Qt::AlignTop, m_centerSmall);
    }
}

void ChartPanel::contextMenuEvent(QContextMenuEvent *event) {
    QMenu menu(this);
    QAction *save = menu.addAction(tr("Save Chart as PNG…"));
    QAction *copy = menu.addAction(tr("Copy Chart Image"));
    QAction *chosen = menu.exec(event->globalPos());
    // Saved or copied, the chart carries the view's caption (what and when it shows).
    const QImage image = m_captioner ? m_captioner(grab()) : grab().toImage();
    if (chosen == copy) {
        QGuiApplication::clipboard()->setImage(image);
    } else if (chosen == save) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Chart as PNG"),
                                                          dir + u'/' + objectName() + u".png"_s,
                                                          tr("PNG images (*.png)"));
        if (!path.isEmpty() && !image.save(path, "PNG"))
            QToolTip::showText(event->globalPos(), tr("Could not write %1.").arg(path), this);
    }
}

} // namespace outbox::ui
