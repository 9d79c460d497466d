#include "ui/connections/profilepage.h"

#include "ui/connections/profilefields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace outbox::ui {

ProfileFormPage::ProfileFormPage(Frame frame, QWidget *parent)
    : ProfilePage(parent) {
    if (frame == Frame::Column) {
        const TabPageColumn page = formOnTabPage(this);
        m_column = page.column;
        m_form = page.form;
        return;
    }
    m_form = growingForm(this);
    if (frame == Frame::Tab)
        setTabPageMargins(m_form);
    else
        m_form->setContentsMargins(0, 0, 0, 0);
}

void ProfileFormPage::load(const Profile &profile) {
    for (const Binding &binding : std::as_const(m_bindings))
        if (binding.show)
            binding.show(profile);
    for (const Secret &secret : std::as_const(m_secrets))
        secret.edit->clear();
    refresh();
}

Status ProfileFormPage::saveInto(Profile &profile) const {
    return runSaves(profile, true);
}

Status ProfileFormPage::draftInto(Profile &profile) const {
    return runSaves(profile, false);
}

Status ProfileFormPage::runSaves(Profile &profile, bool checks) const {
    for (const Binding &binding : m_bindings)
        if (binding.save && (checks || !binding.check))
            if (Status saved = binding.save(profile); !saved)
                return saved;
    return Done{};
}

QList<ProfileSecretField> ProfileFormPage::secretFields() const {
    QList<ProfileSecretField> fields;
    for (const Secret &secret : m_secrets)
        fields.append({secret.kind, secret.edit, secret.used()});
    return fields;
}

void ProfileFormPage::bind(std::function<void(const Profile &)> show,
                           std::function<Status(Profile &)> save) {
    m_bindings.append({std::move(show), std::move(save), false});
}

void ProfileFormPage::check(std::function<Status(const Profile &)> check) {
    m_bindings.append(
        {{}, [check = std::move(check)](Profile &profile) { return check(profile); }, true});
}

QLineEdit *ProfileFormPage::bind(QLineEdit *edit, QString Profile::*setting) {
    bind([edit, setting](const Profile &profile) { edit->setText(profile.*setting); },
         [edit, setting](Profile &profile) {
             profile.*setting = edit->text().trimmed();
             return Status(Done{});
         });
    return edit;
}

QComboBox *ProfileFormPage::bind(QComboBox *combo, QString Profile::*setting) {
    bind([combo, setting](const Profile &profile) { selectData(combo, profile.*setting); },
         [combo, setting](Profile &profile) {
             profile.*setting = selectedData(combo);
             return Status(Done{});
         });
    return combo;
}

QCheckBox *ProfileFormPage::bind(QCheckBox *check, bool Profile::*setting) {
    bind([check, setting](const Profile &profile) { check->setChecked(profile.*setting); },
         [check, setting](Profile &profile) {
             profile.*setting = check->isChecked();
             return Status(Done{});
         });
    return check;
}

QLineEdit *ProfileFormPage::bindSecret(SecretKind kind, QLineEdit *edit,
                                       std::function<bool()> used) {
    m_secrets.append({kind, edit, std::move(used)});
    return edit;
}

QString ProfileFormPage::typedSecret(SecretKind kind) const {
    for (const Secret &secret : m_secrets)
        if (secret.kind == kind)
            return secret.edit->text();
    return {};
}

void ProfileFormPage::keepUpdated(std::function<void()> update) {
    m_updates.append(std::move(update));
}

void ProfileFormPage::showRowsWhen(std::initializer_list<QWidget *> fields,
                                   std::function<bool()> shown) {
    keepUpdated([form = m_form, rows = QList<QWidget *>(fields), shown = std::move(shown)] {
        const bool visible = shown();
        for (QWidget *row : rows)
            form->setRowVisible(row, visible);
    });
}

void ProfileFormPage::refresh() {
    for (const auto &update : std::as_const(m_updates))
        update();
}

void ProfileFormPage::watchEdits(const QList<QWidget *> &except) {
    const auto changed = [this] {
        refresh();
        Q_EMIT edited();
    };
    for (QWidget *w : findChildren<QWidget *>()) {
        if (except.contains(w))
            continue;
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            connect(edit, &QLineEdit::textChanged, this, changed);
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            connect(combo, &QComboBox::currentIndexChanged, this, changed);
        else if (auto *check = qobject_cast<QCheckBox *>(w))
            connect(check, &QCheckBox::toggled, this, changed);
        else if (auto *spin = qobject_cast<QSpinBox *>(w))
            connect(spin, &QSpinBox::valueChanged, this, changed);
    }
}

void ProfileUrlOptionsPage::load(const Profile &profile) {
    ProfileFormPage::load(profile);
    const auto parts = parseConnectionUrl(profile.databaseUrl);
    showUrlParts(parts ? *parts : ConnectionUrlParts());
}

void ProfileUrlOptionsPage::showUrlParts(const ConnectionUrlParts &parts) {
    for (const UrlBinding &binding : std::as_const(m_urlBindings))
        binding.show(parts);
    refresh();
}

void ProfileUrlOptionsPage::putUrlOptions(ConnectionUrlParts &parts) const {
    for (const UrlBinding &binding : m_urlBindings)
        binding.put(parts);
}

void ProfileUrlOptionsPage::bindUrl(std::function<void(const ConnectionUrlParts &)> show,
                                    std::function<void(ConnectionUrlParts &)> put) {
    m_urlBindings.append({std::move(show), std::move(put)});
}

QLineEdit *ProfileUrlOptionsPage::bindUrl(QLineEdit *edit, QString ConnectionUrlParts::*option) {
    bindUrl([edit, option](const ConnectionUrlParts &parts) { edit->setText(parts.*option); },
            [edit, option](ConnectionUrlParts &parts) { parts.*option = edit->text().trimmed(); });
    return edit;
}

} // namespace outbox::ui
