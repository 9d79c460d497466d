// resend: an edited copy of a dead row written as a new row, the original superseded; --undo
// takes a resend back (cli.md).
#include "cli.h"
#include "commands.h"

#include "actions/resend.h"
#include "changesteps.h"
#include "output/rowformat.h"
#include "util/jsontext.h"
#include "util/localfile.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// The edited payload from path, or "-" for standard input: at most 4 MiB of UTF-8.
Result<QString> readPayloadFile(const QString &path) {
    constexpr qint64 kMaxPayload = 4 * 1024 * 1024;
    QByteArray bytes;
    if (path == u"-"_s) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return Error::invalid(
                Cli::tr("Cannot read the payload from standard input: %1").arg(in.errorString()));
        bytes = in.read(kMaxPayload + 1);
    } else {
        // A regular file only: a FIFO would wait for a writer forever.
        auto read = readLocalFile(path, {kMaxPayload + 1, true});
        if (!read)
            return Error::invalid(
                Cli::tr("Cannot use the payload file: %1").arg(read.error().message));
        bytes = *read;
    }
    if (bytes.size() > kMaxPayload)
        return Error::invalid(
            Cli::tr("The payload file %1 is over 4 MiB: no outbox payload is that large.")
                .arg(path));
    if (const auto bad = firstInvalidUtf8Offset(bytes))
        return Error::invalid(Cli::tr("The payload file %1 is not UTF-8: the byte at "
                                      "offset %2 (0x%3) does not belong there.")
                                  .arg(path)
                                  .arg(*bad)
                                  .arg(uint(quint8(bytes.at(*bad))), 2, 16, QLatin1Char('0')));
    return QString::fromUtf8(bytes);
}

// The question before an undo: what goes again, and what is superseded.
Result<QString> undoQuestion(const OutboxRow &row) {
    if (row.supersededBy.isEmpty())
        return Error::invalid(
            Cli::tr("Row %1 is not superseded: there is no resend of it to undo.").arg(row.id));
    return Cli::tr("The original payload of %1 will be resent as a new row, and the "
                   "edited copy %2, where it is dead, superseded. Continue?")
        .arg(row.id, row.supersededBy);
}

// The edit checked and shown on stdout, then the question before the resend.
Result<QString> resendQuestion(Context &c, const OutboxRow &row, const QString &edited) {
    auto draft = prepareResend(c.reader().table(), row, edited);
    if (!draft)
        return draft.error();
    c.out << Cli::tr("Row %1 (%2, %3): the edited payload changes")
                 .arg(row.id, row.kind, rowStateName(row.state))
          << '\n';
    const PayloadMask &mask = c.reader().payloadMask();
    for (const PayloadChange &change : maskedChanges(draft->changes, mask))
        c.out << "  " << escapeControls(change.describe()) << '\n';
    c.out << Cli::tr("Payload to write: %1").arg(escapeControls(mask.maskText(draft->payload)))
          << Qt::endl;
    return Cli::tr("It will be written as a new ready row, and %1 marked superseded. "
                   "Continue?")
        .arg(row.id);
}

} // namespace

int runResend(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption payloadFile(
        u"payload-file"_s, Cli::tr("The edited payload (JSON), or - for standard input."),
        u"FILE"_s);
    const QCommandLineOption undo(
        u"undo"_s, Cli::tr("Undo the resend of ID: its original payload is resent as a new row "
                           "and the edited copy, where it is dead, is superseded."));
    const QCommandLineOption withdraw(
        u"withdraw"_s, Cli::tr("With --undo: an edited copy that is not delivered yet is withdrawn "
                               "(set dead and superseded), so that only the original goes."));
    p.addOptions({payloadFile, undo, withdraw});
    p.addOptions(confirmOptions());
    p.addPositionalArgument(u"ID"_s, Cli::tr("The dead row to resend."));
    if (auto stop = parseCommand(
            c, p, arguments,
            Cli::tr("Write an edited copy of a dead row as a new ready row; the original "
                    "stays as written and is marked superseded.")))
        return *stop;
    if (p.positionalArguments().size() != 1)
        return c.usageError(Cli::tr("resend needs exactly one row id."));
    if (p.isSet(withdraw) && !p.isSet(undo))
        return c.usageError(Cli::tr("--withdraw goes with --undo."));
    if (p.isSet(undo) == p.isSet(payloadFile))
        return c.usageError(Cli::tr("resend needs --payload-file=FILE (or -), or --undo."));
    QString edited;
    if (p.isSet(payloadFile)) {
        auto read = readPayloadFile(p.value(payloadFile));
        if (!read)
            return c.fail(read.error());
        edited = *read;
    }
    if (auto refused = refuseIfNotAllowed(c, p, u"resend"_s))
        return *refused;
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto normalized = normalizeRowId(c.reader().table(), p.positionalArguments().constFirst());
    if (!normalized)
        return c.fail(normalized.error());
    // As stored: the edit is checked against it (masked values left as they were are put back);
    // what is printed goes through the profile's mask (resendQuestion).
    auto row = c.reader().storedRow(*normalized);
    if (!row)
        return c.fail(row.error());
    const auto question = p.isSet(undo) ? undoQuestion(*row) : resendQuestion(c, *row, edited);
    if (!question)
        return c.fail(question.error());
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("resend needs a confirmation: run it in a terminal or pass --force."),
            *question))
        return *stop;
    const ActionContext context = changeContext(c, p.value(u"reason"_s));
    auto outcome = p.isSet(undo) ? undoResend(c.reader(), row->id, row->supersededBy, context,
                                              p.isSet(withdraw))
                                 : resendRow(c.reader(), row->id, edited, context);
    if (!outcome)
        return c.fail(outcome.error());
    c.out << outcome->summary << Qt::endl;
    return Success;
}

} // namespace outbox::cli
