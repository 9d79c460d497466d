#include "ui/connections/profilegeneralpage.h"

#include "ui/common/stateappearance.h"
#include "ui/connections/profilefields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileGeneralPage> {
    QLineEdit *name = nullptr;
    QComboBox *environment = nullptr;
    QLabel *environmentSwatch = nullptr;
    QCheckBox *readOnly = nullptr;
    QLabel *prodNote = nullptr;
};

ProfileGeneralPage::ProfileGeneralPage(QWidget *parent)
    : ProfileWidgetsPage(Frame::Flush, parent) {
    m_ui->name = lineEdit(u"nameEdit"_s, tr("Profile name"), tr("e.g. orders-prod"));
    m_ui->name->setToolTip(tr("Up to 64 letters, digits, spaces, dots, dashes or underscores; "
                              "outboxctl selects it with --profile"));
    form()->addRow(tr("&Name:"), m_ui->name);

    m_ui->environment = named(new QComboBox, u"environmentCombo"_s, QString());
    for (const QString &env : {u"dev"_s, u"staging"_s, u"prod"_s}) {
        const QString label = env == u"dev"_s       ? tr("Development")
                              : env == u"staging"_s ? tr("Staging")
                                                    : tr("Production");
        m_ui->environment->addItem(dotIcon(environmentColor(env), {12, 16, 24}, 0.2), label, env);
    }
    m_ui->environment->setToolTip(tr("Shown as a colour wherever this profile is open"));
    m_ui->environmentSwatch = named(new QLabel, u"environmentSwatch"_s, tr("Environment colour"));
    m_ui->environmentSwatch->setAlignment(Qt::AlignCenter);
    m_ui->environmentSwatch->setMinimumWidth(72);
    m_ui->readOnly = named(new QCheckBox(tr("&Read-only")), u"readOnlyCheck"_s, tr("Read-only"));
    m_ui->readOnly->setToolTip(
        tr("Refuse every change (retry, mark done, promote, purge) through this profile, in the "
           "console and in outboxctl.\nProduction profiles open read-only anyway, until writing "
           "is unlocked for the session."));
    // A layout, not a widget around the row: the label and the combo box are siblings, as the
    // labelled-by relation of screen readers needs (see the dialog's nameComboBoxesByTheirLabels).
    auto *environmentRow = new QHBoxLayout;
    environmentRow->setSpacing(6);
    environmentRow->addWidget(m_ui->environment);
    environmentRow->addWidget(m_ui->environmentSwatch);
    environmentRow->addStretch(1);
    environmentRow->addWidget(m_ui->readOnly);
    form()->addRow(tr("&Environment:"), environmentRow);
    if (auto *label = qobject_cast<QLabel *>(form()->labelForField(environmentRow)))
        label->setBuddy(m_ui->environment);

    m_ui->prodNote = named(new QLabel, u"prodNote"_s, tr("Production note"));
    m_ui->prodNote->setText(tr("Opens read-only until writing is unlocked for the session."));
    m_ui->prodNote->setToolTip(
        tr("Production profiles always open read-only. Writing can be unlocked for one session "
           "from the main window, with a typed confirmation and a reason."));
    {
        const QColor prod = environmentColor(u"prod"_s);
        m_ui->prodNote->setStyleSheet(
            u"QLabel#prodNote { border-left: 3px solid %1; background-color: rgba(%2, %3, %4, 28);"
            " padding: 3px 8px; }"_s.arg(prod.name())
                .arg(prod.red())
                .arg(prod.green())
                .arg(prod.blue()));
    }
    form()->addRow(QString(), m_ui->prodNote);

    watchEdits();
    connect(m_ui->environment, &QComboBox::currentIndexChanged, this,
            &ProfileGeneralPage::updateEnvironmentWidgets);
}

void ProfileGeneralPage::load(const Profile &profile) {
    m_ui->name->setText(profile.name);
    selectData(m_ui->environment, profile.environment);
    m_ui->readOnly->setChecked(profile.readOnly);
    updateEnvironmentWidgets();
}

Status ProfileGeneralPage::saveInto(Profile &profile) const {
    profile.name = m_ui->name->text().trimmed();
    if (auto valid = ProfileStore::validateName(profile.name); !valid)
        return valid;
    profile.environment = selectedData(m_ui->environment);
    profile.readOnly = m_ui->readOnly->isChecked();
    return Done{};
}

void ProfileGeneralPage::focusName() {
    m_ui->name->setFocus();
    m_ui->name->selectAll();
}

void ProfileGeneralPage::updateEnvironmentWidgets() {
    const QString env = selectedData(m_ui->environment);
    const QColor colour = environmentColor(env);
    m_ui->environmentSwatch->setText(environmentLabel(env));
    m_ui->environmentSwatch->setStyleSheet(
        u"QLabel#environmentSwatch { background-color: %1; color: white; border-radius: 4px; "
        "padding: 3px 10px; font-weight: bold; }"_s.arg(colour.name()));
    m_ui->prodNote->setVisible(env == u"prod"_s);
    const QString note = tr("Opens read-only until writing is unlocked for the session.");
    m_ui->prodNote->setText(m_tlsGap.isEmpty() ? note : note + u'\n' + m_tlsGap);
}

void ProfileGeneralPage::setTlsGap(const QString &gap) {
    m_tlsGap = gap;
    updateEnvironmentWidgets();
}

} // namespace outbox::ui
