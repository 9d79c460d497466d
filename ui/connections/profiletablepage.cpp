#include "ui/connections/profiletablepage.h"

#include "ui/connections/profilefields.h"

#include "schema/tableresolver.h"
#include "settings/profilevalidation.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileTablePage::ProfileTablePage(QWidget *parent)
    : ProfilePage(parent) {
    auto *form = growingForm(this);
    setTabPageMargins(form);

    m_table = named(new QLineEdit, u"tableEdit"_s, tr("Outbox table"));
    m_table->setPlaceholderText(
        tr("Detect: %1").arg(TableResolver::defaultCandidates().join(u", "_s)));
    m_table->setToolTip(tr("NAME or SCHEMA.NAME; empty: the first of the usual names that "
                           "exists"));
    form->addRow(tr("&Table:"), m_table);

    m_format = choiceCombo(u"formatCombo"_s, {{tr("Detect from the columns"), u"auto"_s},
                                              {tr("Vortos (object-store operations)"), u"vortos"_s},
                                              {tr("FennFlow (domain events)"), u"fennflow"_s}});
    form->addRow(tr("T&ype:"), m_format);

    m_vocabulary = choiceCombo(u"vocabularyCombo"_s,
                               {{tr("Detect from the rows"), u"auto"_s},
                                {tr("docs: ready rows are \"created\""), u"docs"_s},
                                {tr("shipped: ready rows are \"pending\""), u"shipped"_s}});
    m_vocabulary->setToolTip(tr("FennFlow only: which status means ready to publish"));
    form->addRow(tr("&Vocabulary:"), m_vocabulary);
    connect(m_format, &QComboBox::currentIndexChanged, this,
            [this] { m_vocabulary->setEnabled(selectedData(m_format) != u"vortos"_s); });

    form->addRow(QString(), hintLabel(tr("Test Connection shows what is detected. Set a value "
                                         "only when detection guesses wrong.")));
    watchEdits();
}

void ProfileTablePage::load(const Profile &profile) {
    m_table->setText(profile.table);
    selectData(m_format, profile.format);
    selectData(m_vocabulary, profile.vocabulary);
    m_vocabulary->setEnabled(selectedData(m_format) != u"vortos"_s);
}

Status ProfileTablePage::saveInto(Profile &profile) const {
    profile.table = table();
    if (auto checked = checkProfileTable(profile.table); !checked)
        return checked;
    profile.format = format();
    profile.vocabulary = vocabulary();
    return Done{};
}

QString ProfileTablePage::table() const {
    return m_table->text().trimmed();
}

QString ProfileTablePage::format() const {
    return selectedData(m_format);
}

QString ProfileTablePage::vocabulary() const {
    return format() == u"vortos"_s ? u"auto"_s : selectedData(m_vocabulary);
}

} // namespace outbox::ui
