#include "ui/charts/chartsworker.h"

#include "connection/databasesession.h"
#include "query/outboxreader.h"

#include <QLoggingCategory>

#include <utility>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcChartsWorker, "outbox.ui.charts", QtInfoMsg)

namespace outbox::ui {

void registerChartsMetaTypes() {
    static const bool registered = [] {
        registerCoreMetaTypes();
        qRegisterMetaType<ChartsRequest>();
        qRegisterMetaType<ChartsData>();
        qRegisterMetaType<ChartsData::Part>();
        return true;
    }();
    Q_UNUSED(registered);
}

ChartsWorker::ChartsWorker(QObject *parent)
    : QObject(parent) {
    registerChartsMetaTypes();
}

ChartsWorker::~ChartsWorker() {
    close();
}

void ChartsWorker::supersede(quint64 generation) {
    m_minGeneration.store(generation, std::memory_order_relaxed);
    const QMutexLocker lock(&m_cancelMutex);
    if (m_running && m_runningGeneration < generation)
        m_running->cancel();
}

bool ChartsWorker::isStale(quint64 generation) const {
    return generation < m_minGeneration.load(std::memory_order_relaxed);
}

void ChartsWorker::open(const ConnectionSpec &spec, const OutboxTable &table) {
    close();
    auto session = std::make_unique<DatabaseSession>(spec, u"charts"_s);
    if (auto ok = session->open(); !ok) {
        Q_EMIT openFailed(ok.error().message);
        return;
    }
    m_session = std::move(session);
    m_reader = std::make_unique<OutboxReader>(*m_session, table);
    Q_EMIT opened();
}

void ChartsWorker::close() {
    m_reader.reset(); // refers to the session: goes first
    m_session.reset();
}

void ChartsWorker::fetch(quint64 generation, const ChartsRequest &request) {
    using ChartPart = ChartsData::Part;
    const auto fail = [&](ChartPart part, const QString &message) {
        qCDebug(lcChartsWorker) << "part" << int(part) << "failed:" << message;
        Q_EMIT partFailed(generation, part, message);
    };
    // A part read by one call: its answer into `field` of the part's data, or why it failed.
    const auto deliver = [&](ChartPart part, auto result, auto field) {
        if (!result) {
            fail(part, result.error().message);
            return;
        }
        ChartsData data;
        data.part = part;
        data.*field = std::move(*result);
        Q_EMIT partReady(generation, data);
    };
    if (isStale(generation))
        return;
    if (!m_reader) {
        for (const ChartPart part : {ChartPart::States, ChartPart::Created, ChartPart::Throughput,
                                     ChartPart::Backlog, ChartPart::DeadLetters})
            fail(part, tr("No outbox table is open."));
        Q_EMIT finished(generation);
        return;
    }

    // Cheapest first: the counts answer "what is stuck" at once.
    if (isStale(generation))
        return;
    deliver(ChartPart::States, m_reader->counts(request.filter), &ChartsData::counts);

    if (isStale(generation))
        return;
    {
        // The histogram covers the window, cut to the filter's own created range.
        ChartsData data;
        data.part = ChartPart::Created;
        data.createdByDay = request.createdByDay;
        data.createdWindow = TimeWindow::aligned(
            request.window.from,
            request.window.end.isValid() ? request.window.end : request.window.to,
            request.createdByDay ? BucketSize::Day : BucketSize::Hour);
        RowFilter filter = request.filter;
        const QDateTime from = data.createdWindow.from;
        const QDateTime to = data.createdWindow.to.addMSecs(-1); // createdTo is inclusive
        if (!filter.createdFrom || *filter.createdFrom < from)
            filter.createdFrom = from;
        if (!filter.createdTo || *filter.createdTo > to)
            filter.createdTo = to;
        if (*filter.createdFrom > *filter.createdTo) {
            // The filter's range lies outside the window: nothing to count, and no query.
            Q_EMIT partReady(generation, data);
        } else if (auto buckets = m_reader->createdHistogram(filter, request.createdByDay);
                   !buckets) {
            fail(ChartPart::Created, buckets.error().message);
        } else {
            data.created = *buckets;
            Q_EMIT partReady(generation, data);
        }
    }

    if (isStale(generation))
        return;
    {
        // Throughput and backlog are about state changes: a state filter would leave only one
        // side of them (no sent rows under "pending"), so they use the rest of the filter.
        RowFilter flows = request.filter;
        flows.states.clear();
        flows.rawStatuses.clear();
        deliver(ChartPart::Throughput, sentPerMinute(*m_reader, flows, request.window),
                &ChartsData::throughput);
        if (isStale(generation))
            return;
        deliver(ChartPart::Backlog, backlogOverTime(*m_reader, flows, request.window),
                &ChartsData::backlog);
    }

    if (isStale(generation))
        return;
    {
        CancelToken cancel;
        {
            const QMutexLocker lock(&m_cancelMutex);
            m_running = &cancel;
            m_runningGeneration = generation;
        }
        auto groups = groupDeadLetters(*m_reader, request.filter, &cancel);
        {
            const QMutexLocker lock(&m_cancelMutex);
            m_running = nullptr;
        }
        if (isStale(generation))
            return;
        deliver(ChartPart::DeadLetters, std::move(groups), &ChartsData::deadGroups);
    }
    Q_EMIT finished(generation);
}

} // namespace outbox::ui
