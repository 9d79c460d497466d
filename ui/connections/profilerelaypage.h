#pragma once

#include "ui/common/backgroundtask.h"
#include "ui/connections/profilefields.h"
#include "ui/connections/profilepage.h"

class QLabel;
class QPushButton;

namespace outbox {
class SessionSecretStore;
} // namespace outbox

namespace outbox::ui {

// The Relay tab: the sink FennFlow rows are published to (webhook with its signing secret and
// signature, JSON-lines file, or a broker with its password), the delivery order, the event
// format with its CloudEvents templates; and "Test Publish", which sends one test event with the
// settings as edited (no row, no database), off the GUI thread.
class ProfileRelayPage : public ProfileFormPage {
    Q_OBJECT
public:
    // `secrets` must outlive the page (a running test publish reads from it).
    explicit ProfileRelayPage(SessionSecretStore &secrets, QWidget *parent = nullptr);

    // Sends one test event to the sink of `draft` (the editor's content; its problem is shown
    // instead) with the secret typed here, else the one stored under `savedName`. Does nothing
    // while a test publish is under way; the outcome shows under the button and in
    // publishTested().
    void testPublish(const Result<Profile> &draft, const QString &savedName);

Q_SIGNALS:
    void testPublishRequested(); // the button was pressed
    void publishTested(bool ok, const QString &message);

private:
    // The sink chosen and where it is, as the profile's sink.
    void bindSink(QComboBox *sinkMode, QLineEdit *webhookUrl, QLineEdit *sinkFile,
                  QLineEdit *brokerUrl);
    void setPublishResult(bool ok, const QString &text);

    ProfileTestRun m_testPublish;
    SessionSecretStore &m_secrets;
    // A test publish: it reads m_secrets, which belongs to the dialog's caller, so it is waited
    // for on destruction (a sink's connection times out within 15 s).
    BackgroundRuns m_publish;
};

} // namespace outbox::ui
