#pragma once

#include "target/connectiontarget.h"

#include <QDialog>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace outbox::ui {

// What a change will do, in the user's words: shown by the confirmation before anything changes.
// One thing a change asks along with its confirmation (archive: until when), as a list under the
// details; the index chosen is written to *chosen when the change is confirmed (a test's
// confirmation hook sets it itself).
struct ChangeChoice {
    QString label;       // "Archive &until:"
    QStringList options; // the first is the default
    std::shared_ptr<int> chosen = std::make_shared<int>(0);
};

struct ChangeDescription {
    QString title;       // "Retry dead rows"
    QString summary;     // exactly what will change, e.g. "Set 1,234 dead rows of public.outbox
                         // back to pending (attempts reset)."
    QStringList details; // optional extra lines (breakdown, warnings)
    QString statements;  // SQL the change runs (a schema change), shown verbatim and selectable
    QString confirmText; // the confirm button, e.g. "Retry 1,234 rows"
    bool reasonRequired = false; // mark done always asks a reason; prod always does
    bool destructive = false;    // purge: the button is styled/announced as destructive
    // What a destructive change destroys, said in red; empty: "This deletes rows permanently…".
    QString destructiveWarning;
    std::optional<ChangeChoice> choice;
};

// The one confirmation every change goes through (retry, mark done, purge, promote, relay).
// Modal; on a prod profile (target.isProd()) the user must type the profile name exactly and give
// a reason before the confirm button enables; a reason is also asked when the change requires
// one. Returns the reason (trimmed; "" when none was asked) when confirmed, nullopt when not.
std::optional<QString> confirmChange(QWidget *parent, const outbox::ConnectionTarget &target,
                                     const ChangeDescription &change);

// The profile to put in ActionContext::profile for a change on this target: the target's profile
// with the target's readOnly and environment (the console may have unlocked a prod profile for
// this session); a URL target gets one only when it is read-only or prod, so the core still
// refuses or asks a reason.
std::optional<outbox::Profile> profileForChange(const outbox::ConnectionTarget &target);

// Tests answer instead of a user. While set, confirmChange() calls the hook instead of showing a
// dialog. GUI thread only.
using ConfirmationHook = std::function<std::optional<QString>(const ChangeDescription &,
                                                              const outbox::ConnectionTarget &)>;
void setConfirmationHookForTests(ConfirmationHook hook); // empty function: show the dialog again

// The dialog behind confirmChange(); public so tests can type into it.
// Object names: confirmEnvironment, confirmSummary, confirmDetails, confirmChoice,
// confirmStatements, confirmWarning,
// confirmNameLabel, confirmNameEdit, confirmReasonLabel, confirmReasonEdit, confirmHint,
// confirmButton, cancelButton.
class ChangeConfirmationDialog : public QDialog {
    Q_OBJECT
public:
    ChangeConfirmationDialog(const outbox::ConnectionTarget &target,
                             const ChangeDescription &change, QWidget *parent = nullptr);

    // The profile name must be typed (prod profiles).
    bool requiresTypedName() const { return m_requiresName; }
    // A reason must be given (prod profiles, or the change asks for one).
    bool requiresReason() const { return m_requiresReason; }
    // The name the user must type: the profile name.
    QString expectedName() const { return m_expectedName; }
    // The reason as typed, trimmed ("" when none is asked).
    QString reason() const;
    // Whether the confirm button is enabled (the typed name and the reason are right).
    bool canConfirm() const;

    QPushButton *confirmButton() const { return m_confirm; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateState();

    bool m_requiresName = false;
    bool m_requiresReason = false;
    QString m_expectedName;
    QString m_confirmText;
    QLineEdit *m_nameEdit = nullptr;
    QLineEdit *m_reasonEdit = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_confirm = nullptr;
};

} // namespace outbox::ui
