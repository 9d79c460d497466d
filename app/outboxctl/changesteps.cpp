// The steps the commands that change rows share: the change rules, the confirmation, cancel on a
// signal between batches, and the outcome.
#include "changesteps.h"

#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

CancelToken *s_cancel = nullptr;

extern "C" void onInterrupt(int) {
    if (s_cancel)
        s_cancel->cancel(); // the running action stops between batches and reports
}

QString readAnswer() {
    QTextStream in(stdin);
    return in.readLine().trimmed();
}

} // namespace

InterruptGuard::InterruptGuard(CancelToken &token) {
    s_cancel = &token;
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    std::signal(SIGHUP, onInterrupt);
}

InterruptGuard::~InterruptGuard() {
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGHUP, SIG_DFL);
    s_cancel = nullptr;
}

bool interactive() {
    return isatty(fileno(stdin)) != 0;
}

bool confirm(Context &c, const QString &question) {
    if (c.profile && c.profile->isProd()) {
        c.err << question << '\n'
              << Cli::tr("This is the prod profile \"%1\". Type its name to continue: ")
                     .arg(c.profile->name)
              << Qt::flush;
        return readAnswer() == c.profile->name;
    }
    c.err << question << " [y/N] " << Qt::flush;
    const QString answer = readAnswer().toLower();
    return answer == u"y"_s || answer == u"yes"_s;
}

std::optional<int> refuseIfNotAllowed(Context &c, const QCommandLineParser &p,
                                      const QString &action) {
    if (auto allowed = checkChangeAllowed(changeContext(c, p.value(u"reason"_s)), action); !allowed)
        return c.fail(allowed.error());
    if (auto writing = c.beginChange(action); !writing)
        return c.fail(writing.error());
    return std::nullopt;
}

std::optional<int> confirmUnlessForced(Context &c, const QCommandLineParser &p,
                                       const QString &needsConfirmation, const QString &question) {
    if (p.isSet(u"force"_s))
        return std::nullopt;
    if (!interactive())
        return c.fail(Error::refused(needsConfirmation));
    if (!confirm(c, question)) {
        c.out << "Aborted." << Qt::endl; // as retry's (scripts match it): not translated
        return Success;
    }
    return std::nullopt;
}

std::optional<int> confirmUnlessForced(Context &c, const QCommandLineParser &p,
                                       const QString &needsConfirmation) {
    return confirmUnlessForced(c, p, needsConfirmation, Cli::tr("Continue?"));
}

ActionContext actionContext(Context &c, const QCommandLineParser &p, CancelToken &cancel) {
    ActionContext context = changeContext(c, p.value(u"reason"_s));
    context.cancel = &cancel;
    if (isatty(fileno(stderr))) {
        context.progress = [&c](const BatchProgress &pr) {
            c.err.flush();
            c.progress << "\r  "
                       << Cli::tr("batch %1/%2: %3 changed, %4 skipped")
                              .arg(pr.batch)
                              .arg(pr.batches)
                              .arg(pr.changed)
                              .arg(pr.skipped)
                       << (pr.batch == pr.batches ? "\n" : "") << Qt::flush;
        };
    }
    return context;
}

RunningChange::RunningChange(Context &c, const QCommandLineParser &p)
    : m_guard(m_cancel)
    , m_context(actionContext(c, p, m_cancel)) {}

int reportOutcome(Context &c, const Result<ActionOutcome> &outcome) {
    if (!outcome)
        return c.fail(outcome.error());
    if (outcome->cancelled)
        c.err << Cli::tr("Cancelled: %1").arg(outcome->summary) << Qt::endl;
    return Success;
}

int runChange(Context &c, const QCommandLineParser &p, const RowChange &change,
              std::optional<int> batchSize) {
    RunningChange running(c, p);
    if (batchSize)
        running.context().batchSize = *batchSize;
    auto outcome = change(running.context());
    if (outcome)
        c.out << outcome->summary << Qt::endl;
    return reportOutcome(c, outcome);
}

int runChangeOfIds(Context &c, const QStringList &arguments, const QString &description,
                   const QString &idsHelp, const QString &noIds, const QString &action,
                   ChangeOfIds change) {
    QCommandLineParser p;
    p.addOption(reasonOption());
    p.addPositionalArgument(u"ID"_s, idsHelp, u"ID…"_s);
    if (auto stop = parseCommand(c, p, arguments, description))
        return *stop;
    const QStringList ids = p.positionalArguments();
    if (ids.isEmpty())
        return c.usageError(noIds);
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (auto refused = refuseIfNotAllowed(c, p, action))
        return *refused;
    return runChange(
        c, p, [&](const ActionContext &context) { return change(c.reader(), ids, context); });
}

} // namespace outbox::cli
