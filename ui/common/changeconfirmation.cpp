#include "ui/common/changeconfirmation.h"

#include "ui/common/environmentbadge.h"
#include "ui/common/stateappearance.h"
#include "ui/common/wrapping.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcConfirm, "outbox.ui.confirm", QtInfoMsg)

namespace outbox::ui {

namespace {

ConfirmationHook &hookForTests() {
    static ConfirmationHook hook;
    return hook;
}

QLabel *wrappedLabel(const QString &text, const QString &objectName) {
    auto *label = wrappedTextLabel(objectName, text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

std::optional<Profile> profileForChange(const ConnectionTarget &target) {
    std::optional<Profile> profile = target.profile;
    if (!profile && (target.readOnly || target.isProd())) {
        profile = Profile{};
        profile->name = target.label;
    }
    if (profile) {
        profile->readOnly = target.readOnly;
        if (!target.environment.isEmpty())
            profile->environment = target.environment;
    }
    return profile;
}

void setConfirmationHookForTests(ConfirmationHook hook) {
    hookForTests() = std::move(hook);
}

std::optional<QString> confirmChange(QWidget *parent, const ConnectionTarget &target,
                                     const ChangeDescription &change) {
    if (const ConfirmationHook &hook = hookForTests()) {
        qCDebug(lcConfirm) << "answered by the test hook:" << change.title;
        return hook(change, target);
    }
    ChangeConfirmationDialog dialog(target, change, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.reason();
}

ChangeConfirmationDialog::ChangeConfirmationDialog(const ConnectionTarget &target,
                                                   const ChangeDescription &change, QWidget *parent)
    : QDialog(parent)
    , m_requiresName(target.isProd())
    , m_requiresReason(target.isProd() || change.reasonRequired)
    , m_expectedName(target.profileName.isEmpty() ? target.label : target.profileName)
    , m_confirmText(change.confirmText) {
    setObjectName(u"changeConfirmationDialog"_s);
    setWindowTitle(change.title);
    setAccessibleName(change.title);
    setModal(true);

    auto *layout = new QVBoxLayout(this);

    // Where the change goes: the environment badge and the profile.
    auto *where = new QHBoxLayout;
    QLabel *badge = makeEnvironmentBadge(target.environment);
    badge->setObjectName(u"confirmEnvironment"_s);
    badge->setAccessibleName(tr("Environment"));
    badge->setAlignment(Qt::AlignCenter);
    where->addWidget(badge, 0, Qt::AlignVCenter);
    auto *profile =
        new QLabel(target.profileName.isEmpty() ? tr("Connection: %1").arg(target.label)
                                                : tr("Profile: %1").arg(target.profileName));
    profile->setTextFormat(Qt::PlainText);
    where->addWidget(profile, 1);
    layout->addLayout(where);

    auto *summary = wrappedLabel(change.summary, u"confirmSummary"_s);
    QFont bold = summary->font();
    bold.setBold(true);
    summary->setFont(bold);
    summary->setAccessibleName(tr("What will change"));
    layout->addWidget(summary);

    if (!change.details.isEmpty()) {
        auto *details = wrappedLabel(change.details.join(u'\n'), u"confirmDetails"_s);
        details->setAccessibleName(tr("Details"));
        layout->addWidget(details);
    }
    if (change.choice) {
        auto *row = new QHBoxLayout;
        auto *label = new QLabel(change.choice->label);
        auto *choice = new QComboBox;
        choice->setObjectName(u"confirmChoice"_s);
        choice->setAccessibleName(QString(change.choice->label).remove(u'&').remove(u':'));
        choice->addItems(change.choice->options);
        label->setBuddy(choice);
        row->addWidget(label);
        row->addWidget(choice);
        row->addStretch(1);
        layout->addLayout(row);
        const std::shared_ptr<int> chosen = change.choice->chosen;
        connect(this, &QDialog::accepted, this,
                [choice, chosen] { *chosen = choice->currentIndex(); });
    }
    if (!change.statements.isEmpty()) {
        auto *statements = new QPlainTextEdit(change.statements);
        statements->setObjectName(u"confirmStatements"_s);
        statements->setAccessibleName(tr("Statements that will run"));
        statements->setReadOnly(true);
        statements->setLineWrapMode(QPlainTextEdit::NoWrap);
        statements->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        statements->setMinimumWidth(statements->fontMetrics().horizontalAdvance(u'x') * 72);
        statements->setMinimumHeight(statements->fontMetrics().lineSpacing() * 14);
        layout->addWidget(statements, 1);
    }

    if (change.destructive) {
        auto *warning = wrappedLabel(change.destructiveWarning.isEmpty()
                                         ? tr("This deletes rows permanently; it cannot be undone.")
                                         : change.destructiveWarning,
                                     u"confirmWarning"_s);
        warning->setAccessibleName(tr("Warning"));
        QPalette p = warning->palette();
        p.setColor(QPalette::WindowText, errorTextColor());
        warning->setPalette(p);
        layout->addWidget(warning);
    }

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // What the user must type: a label over a line edit, each row of the form; typing updates the
    // confirm button.
    const auto addTypedField = [this, form](QLabel *label, const QString &labelName,
                                            const QString &editName, const QString &accessibleName,
                                            const QString &placeholder) {
        label->setObjectName(labelName);
        auto *edit = new QLineEdit;
        edit->setObjectName(editName);
        edit->setAccessibleName(accessibleName);
        edit->setPlaceholderText(placeholder);
        label->setBuddy(edit);
        form->addRow(label);
        form->addRow(edit);
        connect(edit, &QLineEdit::textChanged, this, &ChangeConfirmationDialog::updateState);
        return edit;
    };
    if (m_requiresName) {
        auto *nameLabel =
            new QLabel(tr("This is a prod profile. Type the profile name <b>%1</b> to confirm:")
                           .arg(m_expectedName.toHtmlEscaped()));
        nameLabel->setWordWrap(true);
        nameLabel->setTextFormat(Qt::RichText);
        m_nameEdit = addTypedField(nameLabel, u"confirmNameLabel"_s, u"confirmNameEdit"_s,
                                   tr("Profile name"), m_expectedName);
    }
    if (m_requiresReason)
        m_reasonEdit = addTypedField(new QLabel(tr("&Reason (kept in the audit log):")),
                                     u"confirmReasonLabel"_s, u"confirmReasonEdit"_s, tr("Reason"),
                                     tr("e.g. ticket OPS-123: the consumer is fixed"));
    if (form->rowCount() > 0)
        layout->addLayout(form);
    else
        delete form;

    m_hint = wrappedLabel(QString(), u"confirmHint"_s);
    m_hint->setAccessibleName(tr("What is missing"));
    layout->addWidget(m_hint);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox;
    m_confirm = buttons->addButton(change.confirmText, QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(u"confirmButton"_s);
    m_confirm->setAccessibleName(change.confirmText);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(u"cancelButton"_s);
    cancel->setAccessibleName(tr("Cancel"));
    if (change.destructive) {
        m_confirm->setAccessibleDescription(tr("Destructive: %1").arg(change.summary));
        m_confirm->setToolTip(tr("Destructive: this cannot be undone."));
        m_confirm->setStyleSheet(
            u"QPushButton { background: %1; color: white; padding: 4px 12px; }"
            "QPushButton:disabled { background: palette(button); color: palette(mid); }"_s.arg(
                errorTextColor().name()));
    } else {
        m_confirm->setAccessibleDescription(change.summary);
    }
    // Enter must not confirm by accident: Cancel is the default, the confirm button is clicked.
    // Nor may Enter in the name or reason throw what was typed away (it cancelled): there it only
    // takes the focus to the confirm button once it is enabled (eventFilter()).
    m_confirm->setAutoDefault(false);
    cancel->setDefault(true);
    for (QLineEdit *edit : {m_nameEdit, m_reasonEdit})
        if (edit)
            edit->installEventFilter(this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canConfirm())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    if (m_nameEdit)
        m_nameEdit->setFocus();
    else if (m_reasonEdit)
        m_reasonEdit->setFocus();

    setMinimumWidth(460);
    updateState();
}

bool ChangeConfirmationDialog::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::KeyPress && (watched == m_nameEdit || watched == m_reasonEdit)) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (m_confirm->isEnabled())
                m_confirm->setFocus(Qt::TabFocusReason);
            return true; // never to the dialog's default button
        }
    }
    return QDialog::eventFilter(watched, event);
}

QString ChangeConfirmationDialog::reason() const {
    return m_reasonEdit ? m_reasonEdit->text().trimmed() : QString();
}

bool ChangeConfirmationDialog::canConfirm() const {
    if (m_nameEdit && m_nameEdit->text() != m_expectedName)
        return false;
    if (m_reasonEdit && m_reasonEdit->text().trimmed().isEmpty())
        return false;
    return true;
}

void ChangeConfirmationDialog::updateState() {
    const bool nameOk = !m_nameEdit || m_nameEdit->text() == m_expectedName;
    const bool reasonOk = !m_reasonEdit || !m_reasonEdit->text().trimmed().isEmpty();
    m_confirm->setEnabled(nameOk && reasonOk);
    QString hint;
    if (!nameOk && !reasonOk)
        hint = tr("Type the profile name exactly and give a reason to enable \"%1\".")
                   .arg(m_confirmText);
    else if (!nameOk)
        hint = tr("Type the profile name exactly to enable \"%1\".").arg(m_confirmText);
    else if (!reasonOk)
        hint = tr("Give a reason to enable \"%1\".").arg(m_confirmText);
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

} // namespace outbox::ui
