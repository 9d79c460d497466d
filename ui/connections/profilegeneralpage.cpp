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

ProfileGeneralPage::ProfileGeneralPage(QWidget *parent)
    : ProfileFormPage(Frame::Flush, parent) {
    m_name = lineEdit(u"nameEdit"_s, tr("Profile name"), tr("e.g. orders-prod"));
    m_name->setToolTip(tr("Up to 64 letters, digits, spaces, dots, dashes or underscores; "
                          "outboxctl selects it with --profile"));
    form()->addRow(tr("&Name:"), m_name);
    bind([this](const Profile &profile) { m_name->setText(profile.name); },
         [this](Profile &profile) {
             profile.name = m_name->text().trimmed();
             return ProfileStore::validateName(profile.name);
         });

    auto *environment =
        bind(named(new QComboBox, u"environmentCombo"_s, QString()), &Profile::environment);
    for (const QString &env : {u"dev"_s, u"staging"_s, u"prod"_s}) {
        const QString label = env == u"dev"_s       ? tr("Development")
                              : env == u"staging"_s ? tr("Staging")
                                                    : tr("Production");
        environment->addItem(dotIcon(environmentColor(env), {12, 16, 24}, 0.2), label, env);
    }
    environment->setToolTip(tr("Shown as a colour wherever this profile is open"));
    auto *swatch = named(new QLabel, u"environmentSwatch"_s, tr("Environment colour"));
    swatch->setAlignment(Qt::AlignCenter);
    swatch->setMinimumWidth(72);
    auto *readOnly =
        bind(named(new QCheckBox(tr("&Read-only")), u"readOnlyCheck"_s, tr("Read-only")),
             &Profile::readOnly);
    readOnly->setToolTip(
        tr("Refuse every change (retry, mark done, promote, purge) through this profile, in the "
           "console and in outboxctl.\nProduction profiles open read-only anyway, until writing "
           "is unlocked for the session."));
    // A layout, not a widget around the row: the label and the combo box are siblings, as the
    // labelled-by relation of screen readers needs (see the dialog's nameComboBoxesByTheirLabels).
    auto *environmentRow = new QHBoxLayout;
    environmentRow->setSpacing(6);
    environmentRow->addWidget(environment);
    environmentRow->addWidget(swatch);
    environmentRow->addStretch(1);
    environmentRow->addWidget(readOnly);
    form()->addRow(tr("&Environment:"), environmentRow);
    if (auto *label = qobject_cast<QLabel *>(form()->labelForField(environmentRow)))
        label->setBuddy(environment);

    auto *prodNote = named(new QLabel, u"prodNote"_s, tr("Production note"));
    prodNote->setText(tr("Opens read-only until writing is unlocked for the session."));
    prodNote->setToolTip(
        tr("Production profiles always open read-only. Writing can be unlocked for one session "
           "from the main window, with a typed confirmation and a reason."));
    {
        const QColor prod = environmentColor(u"prod"_s);
        prodNote->setStyleSheet(
            u"QLabel#prodNote { border-left: 3px solid %1; background-color: rgba(%2, %3, %4, 28);"
            " padding: 3px 8px; }"_s.arg(prod.name())
                .arg(prod.red())
                .arg(prod.green())
                .arg(prod.blue()));
    }
    form()->addRow(QString(), prodNote);

    // The environment's colour and name, and production's note with the TLS gap.
    keepUpdated([this, environment, swatch, prodNote] {
        const QString env = selectedData(environment);
        const QColor colour = environmentColor(env);
        swatch->setText(environmentLabel(env));
        swatch->setStyleSheet(
            u"QLabel#environmentSwatch { background-color: %1; color: white; border-radius: 4px; "
            "padding: 3px 10px; font-weight: bold; }"_s.arg(colour.name()));
        prodNote->setVisible(env == u"prod"_s);
        const QString note = tr("Opens read-only until writing is unlocked for the session.");
        prodNote->setText(m_tlsGap.isEmpty() ? note : note + u'\n' + m_tlsGap);
    });
    watchEdits();
}

void ProfileGeneralPage::focusName() {
    m_name->setFocus();
    m_name->selectAll();
}

void ProfileGeneralPage::setTlsGap(const QString &gap) {
    m_tlsGap = gap;
    refresh();
}

} // namespace outbox::ui
