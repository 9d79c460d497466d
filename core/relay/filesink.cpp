#include "relay/filesink.h"
#include "util/coretr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

// fsync that survives signals: the relay's SIGTERM handler must not turn a flush into a
// failure.
int fsyncRetrying(int fd) {
    int rc;
    do {
        rc = ::fsync(fd);
    } while (rc != 0 && errno == EINTR);
    return rc;
}

class FileSink final : public EventSink {
public:
    // fd: the file, opened with O_APPEND; the sink closes it.
    FileSink(QString path, int fd, const SinkOptions &options)
        : m_path(std::move(path))
        , m_encoder(options.format, options.cloudEvents)
        , m_fd(fd) {}
    ~FileSink() override {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    QString description() const override { return describeFileSink(m_path); }
    Status publish(const SinkEvent &event) override;
    Status flush() override;

private:
    QString m_path;
    EventEncoder m_encoder;
    int m_fd = -1;            // O_APPEND
    bool m_syncFolder = true; // the file's folder entry must reach the disk too (once)
};

} // namespace

Result<QString> fileSinkPath(const QString &path) {
    QString text = path.trimmed();
    // Tolerate the URL spelling file:///abs/path; file://host/… names another machine.
    if (text.startsWith(u"//"_s)) {
        if (!text.startsWith(u"///"_s))
            return Error::invalid(CoreText::tr("The file sink \"file:%1\" names a host: write "
                                               "file:/absolute/path or file:relative/path.")
                                      .arg(text));
        text = text.mid(2);
    }
    if (text.isEmpty())
        return Error::invalid(
            CoreText::tr("The file sink has no path: write file:/path/events.jsonl."));
    // --sink=file:~/x.jsonl reaches us unexpanded: the shell only expands a leading ~.
    if (text == u"~"_s || text.startsWith(u"~/"_s))
        text = QDir::homePath() + text.mid(1);
    if (text.contains(QChar(0)))
        return Error::invalid(CoreText::tr("The file sink path contains a NUL character."));
    // A line break or other control character in a file name is a mistake (a pasted value, an
    // unquoted variable), and it would break the relay's log lines and audit records that name
    // the file: refuse it, as worker install does.
    for (const QChar c : std::as_const(text)) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return Error::invalid(
                CoreText::tr("The file sink path contains a line break or control "
                             "character (U+%1): name a plain file.")
                    .arg(c.unicode(), 4, 16, QChar(u'0')));
    }

    return QDir::cleanPath(QDir::current().absoluteFilePath(text));
}

QString describeFileSink(const QString &absolutePath) {
    return u"file "_s + absolutePath;
}

Result<std::unique_ptr<EventSink>> openFileSink(const QString &path, const SinkOptions &options) {
    if (options.format == EventFormat::CloudEventsBinary)
        return Error::invalid(
            CoreText::tr("The file sink cannot write CloudEvents in binary mode: a line has no "
                         "headers for the attributes. Use --event-format=ce-structured."));
    auto checked = fileSinkPath(path);
    if (!checked)
        return checked.error();
    const QFileInfo info(*checked);
    const QString absolute = info.absoluteFilePath();
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return Error::invalid(
            CoreText::tr("Cannot write events to %1: the folder %2 does not exist.")
                .arg(absolute, folder.absoluteFilePath()));
    if (!folder.isDir())
        return Error::invalid(CoreText::tr("Cannot write events to %1: %2 is not a folder.")
                                  .arg(absolute, folder.absoluteFilePath()));
    if (info.isDir())
        return Error::invalid(
            CoreText::tr("Cannot write events to %1: it is a folder, not a file.").arg(absolute));

    // O_APPEND: every write lands at the end, whoever else appends. No user-space buffer: each
    // line reaches the kernel in one write(2), never split where another appender could slip
    // in. Plain POSIX rather than QFile, whose append mode seeks (and warns) on a pipe or
    // device such as /dev/stdout.
    const QByteArray name = QFile::encodeName(absolute);
    int fd;
    do {
        fd = ::open(name.constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return Error::failed(
            CoreText::tr("Cannot open %1 to append events: %2.").arg(absolute, systemError(errno)));
    return std::unique_ptr<EventSink>(new FileSink(absolute, fd, options));
}

Status FileSink::publish(const SinkEvent &event) {
    // A line break inside the body would split one event into two broken JSON-lines records.
    if (event.body.contains('\n') || event.body.contains('\r'))
        return Error::failed(
            CoreText::tr("Cannot write event %1 to %2: its body contains a line break, "
                         "which JSON lines cannot hold.")
                .arg(event.eventId, m_path));
    QByteArray line =
        m_encoder.format() == EventFormat::Plain ? event.body : m_encoder.encode(event).body;
    line.append('\n');
    const char *data = line.constData();
    qsizetype left = line.size();
    while (left > 0) {
        const ssize_t written = ::write(m_fd, data, size_t(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return Error::failed(CoreText::tr("Cannot write event %1 to %2: %3.")
                                     .arg(event.eventId, m_path, systemError(errno)));
        }
        data += written;
        left -= written;
    }
    return Done{};
}

Status FileSink::flush() {
    // fsync is meaningless on a pipe or terminal (EINVAL): nothing to make durable there.
    if (fsyncRetrying(m_fd) != 0 && errno != EINVAL && errno != EROFS)
        return Error::failed(
            CoreText::tr("Cannot make the events in %1 durable (fsync failed): %2.")
                .arg(m_path, systemError(errno)));
    if (m_syncFolder) {
        // A new file's name lives in its folder: without this, a crash could lose the whole
        // file although its contents were synced. Once per sink, since another lane's sink may
        // be the one that created the file.
        const QByteArray folder = QFile::encodeName(QFileInfo(m_path).absolutePath());
        const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0 || (fsyncRetrying(fd) != 0 && errno != EINVAL)) {
            const int error = errno;
            if (fd >= 0)
                ::close(fd);
            return Error::failed(
                CoreText::tr("Cannot make the new file %1 durable (fsync of its folder "
                             "failed): %2.")
                    .arg(m_path, systemError(error)));
        }
        ::close(fd);
        m_syncFolder = false;
    }
    return Done{};
}

} // namespace outbox
