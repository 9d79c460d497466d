#include "ui/connections/sshaskpassprompter.h"

#include "connection/sshtunnel.h"

#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// Over whatever the user looks at: the profile editor during Test Connection, else the window.
QWidget *dialogParent() {
    if (QWidget *modal = QApplication::activeModalWidget())
        return modal;
    return QApplication::activeWindow();
}

} // namespace

SshAskPassPrompter::SshAskPassPrompter(QObject *parent)
    : QObject(parent) {
    connect(&m_server, &SshAskPassServer::promptReceived, this, &SshAskPassPrompter::show);
    connect(&m_server, &SshAskPassServer::promptWithdrawn, this, &SshAskPassPrompter::withdraw);
    // A connection waiting for an answer holds its thread, which the closing window waits for.
    connect(qApp, &QCoreApplication::aboutToQuit, &m_server, &SshAskPassServer::cancelAll);
}

SshAskPassPrompter::~SshAskPassPrompter() {
    m_server.disconnect(this);
    if (m_enabled)
        SshTunnels::setAskPass({}, {});
    if (m_dialog) {
        m_dialog->disconnect(this);
        delete m_dialog;
    }
}

Status SshAskPassPrompter::enable(const QString &askPassProgram) {
    if (Status listening = m_server.listen(); !listening)
        return listening;
    SshTunnels::setAskPass(askPassProgram, m_server.socketName());
    m_enabled = true;
    return Done{};
}

void SshAskPassPrompter::show(int id, const QString &prompt, outbox::SshAskPassServer::Kind kind) {
    using Kind = SshAskPassServer::Kind;
    const QString asked = prompt.trimmed();
    QDialog *dialog = nullptr;
    if (kind == Kind::Secret) {
        auto *input = new QInputDialog(dialogParent());
        input->setObjectName(u"sshPassphraseDialog"_s);
        input->setAccessibleName(tr("SSH passphrase"));
        input->setWindowTitle(tr("SSH"));
        input->setInputMode(QInputDialog::TextInput);
        input->setTextEchoMode(QLineEdit::Password);
        input->setLabelText(tr("ssh asks, to reach the database:\n%1").arg(asked));
        input->setOkButtonText(tr("&Connect"));
        connect(input, &QDialog::finished, this, [this, id, input](int result) {
            if (result == QDialog::Accepted)
                m_server.answer(id, input->textValue());
            else
                m_server.cancel(id);
            input->setTextValue(QString()); // not kept in the widget
        });
        dialog = input;
    } else {
        auto *box = new QMessageBox(dialogParent());
        box->setWindowTitle(tr("SSH"));
        box->setTextFormat(Qt::PlainText);
        if (kind == Kind::HostKey) {
            box->setObjectName(u"sshHostKeyDialog"_s);
            box->setAccessibleName(tr("SSH host key"));
            box->setIcon(QMessageBox::Warning);
            box->setText(tr("ssh does not know the host key of a server on the way to the "
                            "database. Trust it only if its fingerprint is the one the server's "
                            "administrator gave you."));
            box->setInformativeText(asked);
            box->setStandardButtons(QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel);
            box->setDefaultButton(QMessageBox::No);
        } else if (kind == Kind::Confirm) {
            box->setObjectName(u"sshConfirmDialog"_s);
            box->setAccessibleName(tr("SSH confirmation"));
            box->setIcon(QMessageBox::Question);
            box->setText(asked);
            box->setStandardButtons(QMessageBox::Yes | QMessageBox::Cancel);
        } else {
            box->setObjectName(u"sshNoticeDialog"_s);
            box->setAccessibleName(tr("SSH notice"));
            box->setIcon(QMessageBox::Information);
            box->setText(asked);
            box->setStandardButtons(QMessageBox::Cancel);
        }
        connect(box, &QMessageBox::finished, this, [this, id, box, kind] {
            QAbstractButton *clicked = box->clickedButton();
            const auto button = clicked ? box->standardButton(clicked) : QMessageBox::Cancel;
            if (kind == Kind::HostKey && button == QMessageBox::Yes)
                m_server.answer(id, u"yes"_s);
            else if (kind == Kind::HostKey && button == QMessageBox::No)
                m_server.answer(id, u"no"_s);
            else if (kind == Kind::Confirm && button == QMessageBox::Yes)
                m_server.answer(id, QString());
            else
                m_server.cancel(id);
        });
        dialog = box;
    }
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAttribute(Qt::WA_QuitOnClose, false); // a prompt is never the console's last window
    dialog->setWindowModality(Qt::ApplicationModal);
    m_dialog = dialog;
    m_dialogId = id;
    dialog->show(); // not exec(): modal, and the GUI thread goes on
}

void SshAskPassPrompter::withdraw(int id) {
    if (m_dialog && m_dialogId == id) {
        m_dialog->disconnect(this);
        m_dialog->close(); // deleted on close
    }
}

} // namespace outbox::ui
