#pragma once

#include "actions/keytemplate.h"
#include "actions/promotion.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/actions/promotioncheckview.h"
#include "ui/actions/promotionstore.h"
#include "ui/objects/objectbrowser.h"

#include <QDialog>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTimer;
class QToolButton;

namespace outbox {
class SecretBackend;
struct OutboxRow;
} // namespace outbox

namespace outbox::ui {

class PromotionResultView;
class TableTask;

// A one-off promotion of a temporary upload to its permanent key (product.md "Promote"):
// validation as the user types (the reference rules and messages), pre-checks off the GUI thread
// (the temporary object exists, with its size and type; what the permanent key holds now) before
// the promote button enables, the confirmation, then the promotion off the GUI thread, immediately
// against the profile's object store or by writing a promote row to the (Vortos) outbox for the
// relay, and the result step by step.
//
// Self-contained: give it the connection, the table and the secrets; open() or exec() it.
// Object names: promoteBanner, temporaryKeyEdit, browseTemporaryButton, temporaryPrefixEdit,
// permanentKeyEdit,
// keyTemplateButton, templateIdEdit, templateIdLabel, newRandomButton, resolvedKeyLabel,
// deleteSourceCheck, modeImmediate, modeOutbox, overwriteCheck, validationLabel,
// precheckGroup, storeLabel, sourceCheckLabel, targetCheckLabel, resultGroup, resultList,
// resultLabel, promoteButton, closeButton.
class PromoteDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode { Immediate, ViaOutbox };
    using CheckState = PromotionCheckView::State;

    // secrets must outlive the dialog (the object store's secret key is read on first use).
    PromoteDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                  outbox::SecretBackend &secrets, QWidget *parent = nullptr);
    ~PromoteDialog() override;

    // Pre-fills the fields (e.g. from a dead promote row). The permanent key is taken literally.
    void setRequest(const QString &temporaryKey, const QString &permanentKey,
                    const QString &temporaryPrefix = QStringLiteral("tmp"),
                    bool deleteTemporarySource = true);
    // From a Vortos promote row's payload; false (fields unchanged) when it is not one.
    bool setRequestFromRow(const outbox::OutboxRow &row);
    void setMode(Mode mode);
    Mode mode() const;

    // The request the fields make now, or why there is none (the message shown).
    outbox::Result<outbox::PromotionRequest> currentRequest() const;
    QString resolvedPermanentKey() const; // empty while the template does not expand
    CheckState checkState() const { return m_checkState; }
    // The last pre-check (Passed only).
    std::optional<outbox::PromotionCheck> lastCheck() const { return m_check; }
    bool canPromote() const;
    bool hasObjectStore() const { return m_store.isConfigured(); }
    // Why writing is refused (read-only profile), or empty.
    QString refusal() const { return m_refusal; }
    // The last promotion's report (after finished()).
    std::optional<outbox::PromotionReport> lastReport() const { return m_report; }
    bool isBusy() const;

    // Milliseconds between the last keystroke and the pre-check (default 400).
    void setCheckDelay(int ms);

public Q_SLOTS:
    // Asks confirmChange(), then promotes off the GUI thread.
    void promote();

Q_SIGNALS:
    void checkFinished(); // a pre-check ended (passed or failed)
    void finished();      // a promotion ended (report or error shown)
    void changed();       // the promotion changed something (a row written or objects copied)
    // "Show the Row" after a promotion via the outbox: the promote row it wrote.
    void showRowsRequested(const QStringList &ids, const QString &label);
    // Browse…: the object browser just opened (window-modal over this dialog), for tests.
    void browserOpened(outbox::ui::ObjectBrowserDialog *browser);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool event(QEvent *event) override; // grows to fit whenever its layout asks for room
    void reject() override;

private:
    void buildUi();
    void inputsChanged();
    void updateState();
    void startCheck();
    void showCheck();
    void showResult();
    void growToFit();
    void runPromotion(const outbox::PromotionRequest &request, bool allowOverwrite,
                      const QString &reason);
    KeyTemplateValues templateValues() const;
    void newRandomValues();
    void browseTemporaryPrefix();
    outbox::ActionContext actionContext(const QString &reason) const;

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    PromotionStore m_store;
    QString m_refusal;

    QString m_random;
    QString m_uuid;
    bool m_idEdited = false;

    CheckState m_checkState = CheckState::NotRun;
    std::optional<outbox::PromotionCheck> m_check;
    QString m_checkedKey; // "temporary\npermanent" the last check was for
    QString m_checkError;
    QString m_storeDescription;
    bool m_checkAgain = false;
    bool m_done = false; // a promotion succeeded and the inputs have not changed since
    std::optional<outbox::PromotionReport> m_report;
    QString m_runError;

    struct CheckOutcome {
        outbox::PromotionCheck check;
        QString store;                    // the store's description, set before the check runs
        std::optional<QString> secretKey; // the store's secret, as the check read it
        bool sourceMissing = false;       // the check failed: the temporary object is not there
    };
    // The temporary object the last promotion moved away (it deleted the source), and where to:
    // a later check that finds it missing says so instead of "may be gone for good".
    QString m_movedSource;
    QString m_movedTo;
    bool m_sourceMoved = false;                   // the last check failed on m_movedSource, missing
    outbox::PromotionRequest m_promoted;          // of the running (or last) promotion
    std::shared_ptr<CheckOutcome> m_pendingCheck; // of the running check
    std::shared_ptr<std::optional<outbox::PromotionReport>> m_pendingRun; // of the running run
    TableTask *m_checkTask = nullptr;
    TableTask *m_runTask = nullptr;
    QTimer *m_debounce = nullptr;

    QLineEdit *m_temporaryKey = nullptr;
    QLineEdit *m_prefix = nullptr;
    QLineEdit *m_permanentKey = nullptr;
    QToolButton *m_templateButton = nullptr;
    QLabel *m_idLabel = nullptr;
    QLineEdit *m_id = nullptr;
    QPushButton *m_newRandom = nullptr;
    QLineEdit *m_resolved = nullptr;
    QCheckBox *m_deleteSource = nullptr;
    QRadioButton *m_immediate = nullptr;
    QRadioButton *m_viaOutbox = nullptr;
    QCheckBox *m_overwrite = nullptr;
    QLabel *m_validation = nullptr;
    PromotionCheckView *m_checkView = nullptr;
    PromotionResultView *m_resultView = nullptr;
    QPushButton *m_promote = nullptr;
    QPushButton *m_showRow = nullptr;
};

} // namespace outbox::ui
