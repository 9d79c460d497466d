// outbox-console: argument parsing and wiring only; the window and everything it does live in
// outbox_ui, the data work in outbox_core.
#include "connection/sshaskpass.h"
#include "i18n.h"
#include "schema/rowstate.h"
#include "settings/profile.h"
#include "target/connectiontarget.h"
#include "ui/common/theme.h"
#include "ui/common/uisettings.h"
#include "ui/connections/sshaskpassprompter.h"
#include "ui/window/linkhandover.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QIcon>
#include <QPixmap>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

// Translated (context "main") when printed; the option names themselves stay as they are.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "main",
    "Usage: outbox-console [--demo | --profile NAME | --database URL | LINK] [--table NAME]\n"
    "                      [--state STATE] [--overview] [--screenshot FILE]\n"
    "\n"
    "The desktop console for transactional-outbox tables.\n"
    "\n"
    "Options:\n"
    "  LINK               Open an outbox-console://open?profile=NAME&... link (Edit › Copy\n"
    "                     Link, outboxctl link): the row, group, audit record or view it\n"
    "                     names; a console already running opens it instead.\n"
    "  --demo             Open the demo workspace (created on first use).\n"
    "  --profile NAME     Open the saved profile NAME (shared with outboxctl).\n"
    "  --database URL     Open a database by URL: postgresql://USER@HOST:PORT/DB,\n"
    "                     mysql://..., mariadb://..., sqlite:///absolute/path.db.\n"
    "                     The password comes from OUTBOX_DATABASE_PASSWORD.\n"
    "  --table NAME       The outbox table, possibly schema-qualified.\n"
    "  --state STATE      Show only pending, inflight, dead or sent rows.\n"
    "  --overview         Also open the overview of every saved profile.\n"
    "  --screenshot FILE  Save the window as a PNG once the first rows are shown, then quit.\n"
    "  --measure-startup ROWS\n"
    "                     For benchmarks: print \"first-rows\" when the first rows are shown,\n"
    "                     scroll until ROWS rows are loaded, print the resident memory, quit.\n"
    "  -h, --help         Show this help.\n"
    "  -V, --version      Show the version.\n"
    "\n"
    "Without options the last profile used opens. The language follows the system; the\n"
    "setting \"language\" (de, fr, en) in ~/.config/outbox-console/outbox-console.conf\n"
    "overrides it.\n");

enum ExitCode { Success = 0, Failed = 1, InvalidInput = 2 };

void setApplicationNames() {
    // The same names as outboxctl: both read one profile store and one settings file (which
    // holds the language setting).
    QCoreApplication::setOrganizationName(u"outbox-console"_s);
    QCoreApplication::setApplicationName(u"outbox-console"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(OUTBOX_VERSION));
}

// --help and --version must work without a display, so they are answered before QApplication
// exists (it would abort without a display to connect to).
std::optional<int> answerWithoutDisplay(int argc, char *argv[]) {
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--") == 0)
            break;
        if (std::strcmp(arg, "--help") == 0 || std::strcmp(arg, "-h") == 0 ||
            std::strcmp(arg, "-?") == 0) {
            // A QCoreApplication needs no display; it is enough to load the translations.
            QCoreApplication app(argc, argv);
            setApplicationNames();
            outbox::i18n::installTranslators(app);
            std::fputs(qUtf8Printable(QCoreApplication::translate("main", kUsage)), stdout);
            return Success;
        }
        if (std::strcmp(arg, "--version") == 0 || std::strcmp(arg, "-V") == 0) {
            std::printf("outbox-console %s\n", OUTBOX_VERSION);
            return Success;
        }
    }
    return std::nullopt;
}

int usageError(const QString &message) {
    std::fprintf(stderr, "outbox-console: %s\n%s\n", qUtf8Printable(message),
                 qUtf8Printable(QCoreApplication::translate(
                     "main", "Run 'outbox-console --help' for the options.")));
    return InvalidInput;
}

} // namespace

int main(int argc, char *argv[]) {
    // Run by ssh as the askpass program of a running console's connection (SSH_ASKPASS): the
    // prompt goes to that console's dialog, the answer to ssh. No display, no window.
    if (const auto code = outbox::runSshAskPassIfAsked(argc, argv))
        return *code;
    if (const auto code = answerWithoutDisplay(argc, argv))
        return *code;

    QApplication app(argc, argv);
    setApplicationNames();
    // Before any translated text is built: the language follows the system unless the
    // "language" setting says otherwise.
    outbox::i18n::installTranslators(app);
    QApplication::setApplicationDisplayName(QApplication::translate("main", "Outbox Console"));
    QGuiApplication::setDesktopFileName(QStringLiteral(OUTBOX_APP_ID));
    // The installed icon theme has it (hicolor); uninstalled the window keeps the default.
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(OUTBOX_APP_ID)));
    // The look chosen in View › Theme (the system's unless set).
    if (const auto theme = outbox::ui::themeFromSetting(outbox::ui::uisettings::theme.read());
        theme != outbox::ui::Theme::System)
        outbox::ui::applyTheme(theme);

    QCommandLineParser parser;
    // Descriptions unused: --help prints kUsage before QApplication exists.
    const QCommandLineOption demo(u"demo"_s);
    const QCommandLineOption profile(u"profile"_s, QString(), u"NAME"_s);
    const QCommandLineOption database(u"database"_s, QString(), u"URL"_s);
    const QCommandLineOption table(u"table"_s, QString(), u"NAME"_s);
    const QCommandLineOption state(u"state"_s, QString(), u"STATE"_s);
    const QCommandLineOption screenshot(u"screenshot"_s, QString(), u"FILE"_s);
    const QCommandLineOption measure(u"measure-startup"_s, QString(), u"ROWS"_s);
    const QCommandLineOption overview(u"overview"_s);
    parser.addOptions({demo, profile, database, table, state, screenshot, measure, overview});
    // QApplication has already taken its own options (-platform, -style, …) out of arguments().
    if (!parser.parse(QApplication::arguments()))
        return usageError(parser.errorText());
    // A link the desktop hands over (x-scheme-handler/outbox-console), or typed.
    std::optional<outbox::OutboxLink> link;
    for (const QString &argument : parser.positionalArguments()) {
        if (link || !outbox::OutboxLink::looksLikeLink(argument))
            return usageError(
                QApplication::translate("main", "Unexpected argument \"%1\".").arg(argument));
        auto parsed = outbox::OutboxLink::parse(argument);
        if (!parsed)
            return usageError(parsed.error().message);
        link = *parsed;
    }
    const int sources = int(parser.isSet(demo)) + int(parser.isSet(profile)) +
                        int(parser.isSet(database)) + int(link.has_value());
    if (sources > 1)
        return usageError(QApplication::translate(
            "main", "Use only one of --demo, --profile, --database and a link."));

    // A console already runs: it opens the link and comes to the front; this one is done.
    const bool oneShot = parser.isSet(screenshot) || parser.isSet(measure);
    if (link && !oneShot && outbox::ui::LinkHandover::handOver(*link)) {
        std::fprintf(stderr, "outbox-console: %s\n",
                     qUtf8Printable(QApplication::translate(
                         "main", "Handed the link to the console already running.")));
        return Success;
    }

    std::optional<outbox::RowState> initialState;
    if (parser.isSet(state)) {
        auto parsed = outbox::parseRowState(parser.value(state));
        if (!parsed)
            return usageError(parsed.error().message);
        initialState = *parsed;
    }

    outbox::ui::MainWindow window;
    if (initialState)
        window.setStateFilter(initialState);

    // ssh may ask the user (a key's passphrase, a new host key) in a dialog, with this program as
    // its askpass; not in runs without a user, which keep ssh's BatchMode. Made after the window
    // so that it goes first: a prompt still open then fails its connection, and the window's
    // threads end.
    outbox::ui::SshAskPassPrompter sshPrompts;
    if (!parser.isSet(screenshot) && !parser.isSet(measure)) {
        if (const outbox::Status enabled = sshPrompts.enable(QApplication::applicationFilePath());
            !enabled)
            std::fprintf(stderr, "outbox-console: %s\n", qUtf8Printable(enabled.error().message));
    }

    // The links the desktop opens while this console runs come here (see LinkHandover).
    outbox::ui::LinkHandover handover;
    if (!oneShot && handover.listen())
        QObject::connect(&handover, &outbox::ui::LinkHandover::linkReceived, &window,
                         &outbox::ui::MainWindow::bringUpLink);

    int exitCode = Success;
    // --screenshot: grab the window once the first rows (or an error) are on screen, then quit.
    std::function<void(int)> grabAndQuit = [](int) {};
    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        grabAndQuit = [&window, &exitCode, file, taken = false](int code) mutable {
            if (taken)
                return;
            taken = true;
            // Let the view lay out and paint what just arrived before grabbing it.
            QTimer::singleShot(200, &window, [&window, &exitCode, file, code] {
                if (!window.grab().save(file, "PNG")) {
                    std::fprintf(stderr, "outbox-console: %s\n",
                                 qUtf8Printable(QCoreApplication::translate(
                                                    "main", "Could not write the screenshot %1.")
                                                    .arg(file)));
                    exitCode = Failed;
                } else {
                    exitCode = code;
                }
                QCoreApplication::exit(exitCode);
            });
        };
        QObject::connect(&window, &outbox::ui::MainWindow::firstPageShown, &window,
                         [&grabAndQuit] { grabAndQuit(Success); });
        QObject::connect(&window, &outbox::ui::MainWindow::errorShown, &window,
                         [&grabAndQuit] { grabAndQuit(Failed); });
        QTimer::singleShot(60'000, &window, [&grabAndQuit] {
            std::fprintf(stderr, "outbox-console: %s\n",
                         qUtf8Printable(QCoreApplication::translate(
                             "main", "No rows after 60 s; saving the screenshot anyway.")));
            grabAndQuit(Failed);
        });
    }

    // --measure-startup ROWS (bench/run-gui): "first-rows" on stdout the moment the first page is
    // in, then scroll like a user until ROWS rows are loaded, report the resident memory, quit.
    if (parser.isSet(measure)) {
        bool ok = false;
        const int rows = parser.value(measure).toInt(&ok);
        if (!ok || rows < 1)
            return usageError(
                QApplication::translate("main", "--measure-startup needs a number of rows."));
        auto *scroller = new QTimer(&window);
        scroller->setInterval(0);
        QObject::connect(&window, &outbox::ui::MainWindow::firstPageShown, &window,
                         [&window, scroller] {
                             // Painted, not only loaded: a synchronous paint of the rows before
                             // saying so.
                             window.rowView()->viewport()->repaint();
                             std::printf("first-rows\n");
                             std::fflush(stdout);
                             scroller->start();
                         });
        QObject::connect(scroller, &QTimer::timeout, &window, [&window, scroller, rows] {
            QTableView *view = window.rowView();
            const int loaded = view->model()->rowCount();
            if (loaded < rows && view->model()->canFetchMore({})) {
                // The user's way: the scroll bar at the bottom makes the view fetch more.
                view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
                return;
            }
            if (window.isBusy())
                return;
            scroller->stop();
            QFile status(u"/proc/self/status"_s);
            QByteArray rss = "?";
            if (status.open(QIODevice::ReadOnly)) {
                for (const QByteArray &line : status.readAll().split('\n')) {
                    if (line.startsWith("VmRSS:"))
                        rss = line.mid(6).trimmed();
                }
            }
            std::printf("rows-loaded %d\nrss %s\n", loaded, rss.constData());
            std::fflush(stdout);
            QCoreApplication::exit(Success);
        });
        QObject::connect(&window, &outbox::ui::MainWindow::errorShown, &window,
                         [](const QString &message) {
                             std::fprintf(stderr, "outbox-console: %s\n", qUtf8Printable(message));
                             QCoreApplication::exit(Failed);
                         });
    }

    if (link) {
        window.openLink(*link);
    } else if (parser.isSet(demo)) {
        std::fprintf(stderr, "outbox-console: %s\n",
                     qUtf8Printable(QCoreApplication::translate(
                         "main", "Opening the demo workspace (created on first use).")));
        // Created off the GUI thread when missing; its profiles saved; then opened.
        window.openDemo(parser.value(table));
    } else if (parser.isSet(profile)) {
        window.openProfile(parser.value(profile), parser.value(table));
    } else if (parser.isSet(database)) {
        auto target =
            outbox::ConnectionTarget::fromUrl(parser.value(database), parser.value(table));
        if (!target)
            return usageError(target.error().message);
        window.openTarget(*target);
    } else if (!window.openLastProfile()) {
        // First run: the window shows its welcome page (demo or a new connection).
        grabAndQuit(Success); // nothing will load: the window is as complete as it gets
    }

    window.show();
    if (parser.isSet(overview))
        window.showOverview();
    const int code = QApplication::exec();
    return exitCode != Success ? exitCode : code;
}
