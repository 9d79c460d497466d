#pragma once

#include "ui/charts/chartrenderer.h"
#include "ui/charts/horizontalbarchart.h"

namespace outbox::ui {

// The Graph view's six charts, one renderer each (a file each: stateschart.cpp, createdchart.cpp,
// throughputchart.cpp, backlogchart.cpp, deadgroupschart.cpp, deadoperationschart.cpp). The
// series named are found by tests.

// "Rows by state": a donut of the rows matching the filter per state, the numbers in the legend
// and the total in the middle; a slice's tooltip lists the raw statuses behind it. Series:
// stateSlices.
class StatesChart : public ChartRenderer {
    Q_OBJECT
public:
    StatesChart(ChartPanel *panel, QWidget *view)
        : ChartRenderer(ChartsData::Part::States, panel, view) {}
    void render(const ChartInput &input) override;

Q_SIGNALS:
    void stateActivated(outbox::RowState state); // a slice was clicked
};

// "Rows created per hour" (or per day over longer windows): the rows matching the filter created
// in each bucket of the time window, stacked by their state now. Series: createdSeries.
class CreatedChart : public ChartRenderer {
    Q_OBJECT
public:
    CreatedChart(ChartPanel *panel, QWidget *view)
        : ChartRenderer(ChartsData::Part::Created, panel, view) {}
    void render(const ChartInput &input) override;
};

// "Sent per minute" (10 minutes, hour, day for longer windows): the rows matching the filter
// sent in each bucket of the time window, as steps under a line. Series: sentSeries.
class ThroughputChart : public ChartRenderer {
    Q_OBJECT
public:
    ThroughputChart(ChartPanel *panel, QWidget *view)
        : ChartRenderer(ChartsData::Part::Throughput, panel, view) {}
    void render(const ChartInput &input) override;
};

// "Backlog": the rows matching the filter waiting at the end of every bucket of the time window,
// and the age of the oldest one on a second axis. Series: waitingSeries, oldestAgeSeries.
class BacklogChart : public ChartRenderer {
    Q_OBJECT
public:
    BacklogChart(ChartPanel *panel, QWidget *view)
        : ChartRenderer(ChartsData::Part::Backlog, panel, view) {}
    void render(const ChartInput &input) override;
};

// "Dead rows by error": the dead rows matching the filter by normalised error signature, the top
// ten and the rest summed up in one muted bar. Series: deadGroupSeries.
class DeadGroupsChart : public HorizontalBarChart {
    Q_OBJECT
public:
    DeadGroupsChart(ChartPanel *panel, QWidget *view)
        : HorizontalBarChart(ChartsData::Part::DeadLetters, panel, view) {}
    void render(const ChartInput &input) override;

Q_SIGNALS:
    void groupActivated(const QString &signature); // a group's bar was clicked
};

// "Dead rows by operation" (Vortos) or "by event type" (FennFlow): the dead rows matching the
// filter per operation, the largest first. Series: deadOperationSeries.
class DeadOperationsChart : public HorizontalBarChart {
    Q_OBJECT
public:
    DeadOperationsChart(ChartPanel *panel, QWidget *view)
        : HorizontalBarChart(ChartsData::Part::DeadLetters, panel, view) {}
    void render(const ChartInput &input) override;

Q_SIGNALS:
    void operationActivated(const QString &operation); // an operation's bar was clicked
};

} // namespace outbox::ui
