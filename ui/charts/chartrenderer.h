#pragma once

#include "ui/charts/chartsworker.h"

#include <QObject>

#include <initializer_list>

class QAbstractAxis;
class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QValueAxis;

namespace outbox::ui {

class ChartPanel;

// What a chart is drawn from: the view's state, and the last answer (or error) of the part of
// the charts' data the chart shows.
struct ChartInput {
    bool hasSource = false; // false: no table is open
    const OutboxTable &table;
    qint64 spanSeconds = 0;           // how far back the time charts look
    const ChartsData *data = nullptr; // null while the part's answer is not in
    QString error;                    // why the part could not be read; empty if it could
};

// What the Graph view's charts share. A renderer draws one chart into its ChartPanel from one
// part of the charts' data, every time anew: render() clears the chart, themes it after the
// view's palette and font (dark or light), and either draws the series on the common axes or
// says in the panel why there is nothing to draw (no table, an error, not read yet, no rows).
class ChartRenderer : public QObject {
    Q_OBJECT
public:
    // part: the part of the charts' data the chart shows; view: the widget whose palette and font
    // the chart follows, also the renderer's parent.
    ChartRenderer(ChartsData::Part part, ChartPanel *panel, QWidget *view);
    ~ChartRenderer() override;

    ChartPanel *panel() const { return m_panel; }
    // The part of the charts' data this chart shows.
    ChartsData::Part part() const { return m_part; }
    virtual void render(const ChartInput &input) = 0;

    // "Last 24 hours": the name of a time window, in the view's combo and the charts' texts.
    static QString spanName(qint64 seconds);

protected:
    QPalette palette() const;
    QFont font() const;
    QFont labelFont() const; // axis labels and titles, bar labels: a little smaller

    // Empties the chart and themes it: title, legend, colours, no placeholder or centre text.
    QChart *prepare(const QString &title);
    // "Title · detail": what the chart adds to its title once the data is in.
    void addToTitle(const QString &detail);
    // A chart that cannot be drawn says why in its panel: no table open, an error (errorLead
    // with %1), or the data not in yet (waitingText). Returns true when it did.
    bool showPlaceholder(const ChartInput &input, const QString &errorLead,
                         const QString &waitingText);
    // The data is in but there is nothing to draw: the panel says so, also to screen readers.
    void showEmpty(const QString &text);

    // Adds an axis to the chart, attaches the series to it and styles it after the palette.
    void addAxis(QAbstractAxis *axis, Qt::Alignment alignment,
                 std::initializer_list<QAbstractSeries *> series);
    void styleAxis(QAbstractAxis *axis) const;
    // A count axis with whole-number ticks up to maximum × headroom.
    static QValueAxis *countAxis(double maximum, double headroom = 1.0);
    // A time axis in bucket units (x = buckets since the window's start + offset), in UTC.
    static QCategoryAxis *timeAxis(const TimeWindow &window, double offset);

    static QColor mix(const QColor &a, const QColor &b, double t);
    static QString number(qint64 n); // in the user's locale
    static QString rowCount(qint64 n);

private:
    ChartsData::Part m_part;
    ChartPanel *m_panel;
    QWidget *m_view;
};

} // namespace outbox::ui
