#pragma once

#include "actions/deliverrows.h"
#include "ui/actions/rowactiondialog.h"

#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace outbox {
class SecretBackend;
}

namespace outbox::ui {

class DeliverOutcomeList;

// Deliver Elsewhere: rows published once to another sink (FennFlow: a file, a webhook, a broker)
// or carried out once against another object store (Vortos), their state unchanged, to reproduce
// a bug on staging or feed a consumer by hand (outboxctl deliver). The destination is typed as
// outboxctl takes --sink or --object-store; the profile's sink secret and event settings apply
// (prepareProfileDelivery). Optionally the dead rows delivered are then marked done. After the
// confirmation the delivery runs on its own thread, in chunks of 50 rows with a progress bar and
// Cancel; each row's outcome is listed, and the result line stays.
//
// Object names: deliverDialog, environmentBadge, deliverDestinationEdit, deliverMarkDoneCheck,
// deliverOutcomeList, readOnlyNote, applyProgress, resultLabel, deliverButton, cancelButton,
// closeButton.
class DeliverDialog : public RowActionDialog {
    Q_OBJECT
public:
    // ids: the rows, oldest first or not (the core orders them); allDead: every one is dead (Mark
    // done is offered only then). secrets outlives the dialog.
    DeliverDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                  const QStringList &ids, bool allDead, outbox::SecretBackend *secrets,
                  QWidget *parent = nullptr);
    ~DeliverDialog() override;

    void setDestination(const QString &spec);
    QString destination() const;
    void setMarkDone(bool on);
    bool isBusy() const override;
    // What the last delivery did, row by row.
    std::optional<outbox::DeliverOutcome> deliverOutcome() const;

public Q_SLOTS:
    // Confirms, then delivers.
    void deliver();

protected:
    void showChangeProgress(const outbox::BatchProgress &progress) override;

private:
    void buildUi();
    void updateButtons();

    const QStringList m_ids;
    const bool m_allDead;
    outbox::SecretBackend *const m_secrets;
    bool m_running = false;

    QLineEdit *m_destination;
    QCheckBox *m_markDone;
    DeliverOutcomeList *m_outcomeList;
    QPushButton *m_deliverButton;
};

} // namespace outbox::ui
