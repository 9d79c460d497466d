#pragma once

#include "actions/canaryredrive.h"
#include "schema/relayregistry.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace outbox::ui {

struct ChangeDescription;

// The retry dialog's canary redrive: whether to retry a few rows first and go on only while few
// of them fail again, at a rate, and below it whether a relay runs against the table to settle
// the canary (the relays the dry run found registered, or the console's own, with "Start the
// Relay…" when none runs). Also the words for a redrive's steps and how it ended.
//
// Object names: canaryCheck, canaryRows, canaryAbortPercent, canaryRate, canaryRelayNote,
// canaryStartRelayButton.
class CanaryRedriveOptions : public QWidget {
    Q_OBJECT
public:
    // kind: the words of a retry's redrive (rows reset) or of a replay's (copies written).
    explicit CanaryRedriveOptions(const QString &table,
                                  outbox::CanaryRun::Kind kind = outbox::CanaryRun::Kind::Retry,
                                  QWidget *parent = nullptr);

    bool isChecked() const;
    // The redrive as set (the waits: the core's defaults unless set for tests).
    outbox::CanaryOptions options() const;
    // How long the redrive waits for the relay and how often it looks (tests: shorter).
    void setTimingForTests(int settleSeconds, int pollMs);
    // The confirmation's line on the canary: rows first, the abort ratio and the rate.
    QString confirmationDetail() const;
    // Makes change the confirmation of a canary: its title and confirm button, the canary's line
    // first and the note on the relay last.
    void describeCanary(ChangeDescription &change, const QString &title,
                        const QString &confirmText) const;
    // The note on the relay ("" until the dry run looked, unless the console's relay runs).
    QString relayNote() const;

    // What the dry run found in the relay registry (nullopt: no registry).
    void setRegisteredRelays(const std::optional<QList<outbox::RelayHeartbeat>> &relays);
    // The console's own relay: running is its destination while it runs ("" when not); blocked
    // is why it cannot start ("" when it can).
    void setConsoleRelay(const QString &running, const QString &blocked);
    void setConsoleRelayRunning(const QString &destination);

    // How a redrive ended, for the progress bar: why it stopped, with the tally.
    static QString outcomeText(const outbox::RedriveOutcome &outcome,
                               outbox::CanaryRun::Kind kind = outbox::CanaryRun::Kind::Retry);
    // A step of a redrive, for the progress bar.
    static QString stepText(const outbox::RedriveStep &step,
                            outbox::CanaryRun::Kind kind = outbox::CanaryRun::Kind::Retry);

Q_SIGNALS:
    void toggled(bool on);
    // "Start the Relay…" in the note.
    void startRelayRequested();

private:
    void showRelayNote();

    QString m_table;
    outbox::CanaryRun::Kind m_kind;
    int m_settleSeconds = 0; // 0: the core's default
    int m_pollMs = 1000;
    // What the registry said of the relays running against the table (unset: no registry).
    std::optional<int> m_registeredRelays;
    QString m_registeredRelayWho;  // the first of them
    bool m_relaysChecked = false;  // the dry run looked
    QString m_consoleRelay;        // the console's relay's destination while it runs
    QString m_consoleRelayBlocked; // why the console's relay cannot start
    bool m_consoleRelayKnown = false;

    QCheckBox *m_check;
    QSpinBox *m_rows;
    QSpinBox *m_abort;
    QSpinBox *m_rate;
    QLabel *m_relayNote;
    QPushButton *m_startRelayButton;
};

} // namespace outbox::ui
