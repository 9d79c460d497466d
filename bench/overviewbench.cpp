// The overview's refresh cost: every profile of a profiles file read at once by the
// OverviewProbe the console and outboxctl overview use, timed on the clock and on the calling
// thread's CPU (the console's own time: the GUI thread only starts the readings and takes the
// answers), beside the same profiles read one after another on one thread (what opening each
// profile in turn costs). bench/run-overview makes the profiles and runs this.
//
//   outbox-bench-overview --profiles FILE [--runs N]
#include "overview/overviewprobe.h"

#include "benchsupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <sys/resource.h>
#include <time.h>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

double processCpuMs() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    const auto ms = [](const timeval &v) {
        return double(v.tv_sec) * 1000.0 + double(v.tv_usec) / 1000.0;
    };
    return ms(u.ru_utime) + ms(u.ru_stime);
}

struct Run {
    double wallMs = 0;
    double ownCpuMs = 0;
    double processCpuMs = 0;
    double slowestProfileMs = 0;
    int failed = 0;
};

Run refreshOnce(OverviewProbe &probe, const QList<Profile> &profiles) {
    Run run;
    const double cpu0 = threadCpuMs();
    const double process0 = processCpuMs();
    QElapsedTimer clock;
    clock.start();
    // refreshAndWait's local event loop blocks in poll() while the threads read: CPU time of
    // this thread is only what the caller (the GUI thread) spends.
    const QList<OutboxSnapshot> all = probe.refreshAndWait(profiles);
    run.wallMs = double(clock.nsecsElapsed()) / 1e6;
    run.ownCpuMs = threadCpuMs() - cpu0;
    run.processCpuMs = processCpuMs() - process0;
    for (const OutboxSnapshot &s : all) {
        run.slowestProfileMs = qMax(run.slowestProfileMs, double(s.tookMs));
        if (!s.ok()) {
            ++run.failed;
            std::fprintf(stderr, "%s: %s\n", qPrintable(s.profile), qPrintable(s.error));
        }
    }
    return run;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption profilesOption(u"profiles"_s, u"The profiles file (INI)."_s,
                                            u"FILE"_s);
    const QCommandLineOption runsOption(u"runs"_s, u"Warm refreshes to time (default 7)."_s, u"N"_s,
                                        u"7"_s);
    parser.addOptions({profilesOption, runsOption});
    parser.process(app);
    const QList<Profile> profiles = ProfileStore(parser.value(profilesOption)).profiles();
    if (profiles.isEmpty()) {
        std::fprintf(stderr, "no profiles in %s\n", qPrintable(parser.value(profilesOption)));
        return 2;
    }
    const int runs = qMax(1, parser.value(runsOption).toInt());

    OverviewProbe probe;
    const Run cold = refreshOnce(probe, profiles);
    QList<double> wall, own, process, slowest;
    int failed = cold.failed;
    for (int i = 0; i < runs; ++i) {
        const Run r = refreshOnce(probe, profiles);
        wall << r.wallMs;
        own << r.ownCpuMs;
        process << r.processCpuMs;
        slowest << r.slowestProfileMs;
        failed += r.failed;
    }
    // The peer: the same profiles one after another on this thread.
    QList<double> sequential;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        for (const Profile &p : profiles) {
            auto target = ConnectionTarget::fromProfile(p);
            if (target)
                (void)readOutboxSnapshot(*target, std::chrono::seconds(10));
        }
        sequential << double(clock.nsecsElapsed()) / 1e6;
    }

    std::printf("| What (%lld profiles, median of %d warm refreshes) | ms |\n",
                qlonglong(profiles.size()), runs);
    std::printf("|---|---:|\n");
    std::printf("| Console's own time: CPU of the calling (GUI) thread per refresh | %.1f |\n",
                bench::median(own));
    std::printf("| Refresh on the clock, all profiles in parallel | %.1f |\n", bench::median(wall));
    std::printf("| The slowest profile's own reading | %.1f |\n", bench::median(slowest));
    std::printf("| CPU of the whole process per refresh (every reading thread) | %.1f |\n",
                bench::median(process));
    std::printf("| First (cold) refresh on the clock | %.1f |\n", cold.wallMs);
    std::printf("| Peer: the same profiles read one after another on one thread | %.1f |\n",
                bench::median(sequential));
    if (failed) {
        std::fprintf(stderr, "%d profile readings failed\n", failed);
        return 1;
    }
    return 0;
}
