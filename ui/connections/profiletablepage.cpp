#include "ui/connections/profiletablepage.h"

#include "ui/connections/profilefields.h"

#include "schema/adaptedformats.h"
#include "schema/tableresolver.h"
#include "settings/profilevalidation.h"
#include "target/connectiontarget.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileTablePage> {
    QLineEdit *table = nullptr;
    QComboBox *format = nullptr;
    QComboBox *vocabulary = nullptr;
    QSpinBox *capRetries = nullptr;
    QLineEdit *map = nullptr;
    QLineEdit *stateValues = nullptr;
};

ProfileTablePage::ProfileTablePage(QWidget *parent)
    : ProfileWidgetsPage(Frame::Tab, parent) {

    m_ui->table = named(new QLineEdit, u"tableEdit"_s, tr("Outbox table"));
    m_ui->table->setPlaceholderText(
        tr("Detect: %1").arg(TableResolver::defaultCandidates().join(u", "_s)));
    m_ui->table->setToolTip(tr("NAME or SCHEMA.NAME; empty: the first of the usual names that "
                               "exists"));
    form()->addRow(tr("&Table:"), m_ui->table);

    m_ui->format = choiceCombo(u"formatCombo"_s,
                               {{tr("Detect from the columns"), u"auto"_s},
                                {tr("Vortos (object-store operations)"), u"vortos"_s},
                                {tr("FennFlow (domain events)"), u"fennflow"_s},
                                {tr("DotNetCore.CAP (cap.published, cap.received)"), u"cap"_s},
                                {tr("Spring Modulith (event publication registry)"), u"modulith"_s},
                                {tr("gruelbox transaction-outbox (txno_outbox)"), u"gruelbox"_s},
                                {tr("Mapped: any table, by its columns"), u"mapped"_s}});
    form()->addRow(tr("T&ype:"), m_ui->format);

    m_ui->vocabulary = choiceCombo(u"vocabularyCombo"_s,
                                   {{tr("Detect from the rows"), u"auto"_s},
                                    {tr("docs: ready rows are \"created\""), u"docs"_s},
                                    {tr("shipped: ready rows are \"pending\""), u"shipped"_s}});
    m_ui->vocabulary->setToolTip(tr("FennFlow only: which status means ready to publish"));
    form()->addRow(tr("&Vocabulary:"), m_ui->vocabulary);

    m_ui->capRetries = addField(form(), tr("CAP &retries:"), new QSpinBox);
    m_ui->capRetries->setObjectName(u"capRetriesSpin"_s);
    m_ui->capRetries->setAccessibleName(tr("CAP failed retry count"));
    m_ui->capRetries->setRange(1, 1'000'000);
    m_ui->capRetries->setValue(50);
    m_ui->capRetries->setToolTip(tr("DotNetCore.CAP only: the application's FailedRetryCount. A "
                                    "Failed row with this many retries is dead; below it CAP is "
                                    "still retrying it."));
    m_ui->map = addField(form(), tr("Column &map:"),
                         lineEdit(u"mapEdit"_s, tr("Column mapping"),
                                  tr("ROLE=COLUMN …, e.g. status=state key=aggregateid")));
    m_ui->map->setToolTip(
        tr("Mapped tables only: the columns for the roles id, status, payload, "
           "created, updated, attempts, error, key, event-type, event-id, "
           "aggregate-type and next-attempt, separated by spaces. Unset roles take "
           "Debezium's outbox columns (id, aggregatetype, aggregateid, type, "
           "payload) where the table has them."));
    m_ui->stateValues =
        addField(form(), tr("&State values:"),
                 lineEdit(u"stateValuesEdit"_s, tr("Status values of each state"),
                          tr("STATE=VALUE[,VALUE…] …, e.g. pending=NEW dead=FAILED sent=SENT")));
    m_ui->stateValues->setToolTip(
        tr("Mapped tables with a status column: which values mean "
           "pending, inflight, dead and sent. Without a status column the "
           "table is read-only."));
    connect(m_ui->format, &QComboBox::currentIndexChanged, this, &ProfileTablePage::updateEnabled);

    form()->addRow(QString(), hintLabel(tr("Test Connection shows what is detected, and for "
                                           "another library's table or a mapped one the rows of "
                                           "each state it yields. Set a value only when detection "
                                           "guesses wrong.")));
    watchEdits();
    updateEnabled();
}

void ProfileTablePage::updateEnabled() {
    const QString f = selectedData(m_ui->format);
    m_ui->vocabulary->setEnabled(f == u"auto"_s || f == u"fennflow"_s);
    m_ui->capRetries->setEnabled(f == u"auto"_s || f == u"cap"_s);
    m_ui->map->setEnabled(f == u"mapped"_s);
    m_ui->stateValues->setEnabled(f == u"mapped"_s);
}

namespace {
QStringList entriesOf(const QLineEdit *edit) {
    return edit->text().split(u' ', Qt::SkipEmptyParts);
}
} // namespace

Status ProfileTablePage::formatOptionsInto(Profile &profile) const {
    FormatOptions options;
    const bool mapped = format() == u"mapped"_s;
    if (Status ok =
            parseFormatOptions(QString::number(m_ui->capRetries->value()),
                               mapped ? entriesOf(m_ui->map) : QStringList(),
                               mapped ? entriesOf(m_ui->stateValues) : QStringList(), options);
        !ok)
        return ok;
    profile.capFailedRetryCount = options.capFailedRetryCount;
    profile.formatMap = mappedRoleEntries(options);
    profile.formatStateValues = stateValueEntries(options);
    return Done{};
}

void ProfileTablePage::load(const Profile &profile) {
    m_ui->table->setText(profile.table);
    selectData(m_ui->format, profile.format);
    selectData(m_ui->vocabulary, profile.vocabulary);
    m_ui->capRetries->setValue(profile.capFailedRetryCount);
    m_ui->map->setText(profile.formatMap.join(u' '));
    m_ui->stateValues->setText(profile.formatStateValues.join(u' '));
    updateEnabled();
}

Status ProfileTablePage::saveInto(Profile &profile) const {
    profile.table = table();
    if (auto checked = checkProfileTable(profile.table); !checked)
        return checked;
    profile.format = format();
    profile.vocabulary = vocabulary();
    return formatOptionsInto(profile);
}

QString ProfileTablePage::table() const {
    return m_ui->table->text().trimmed();
}

QString ProfileTablePage::format() const {
    return selectedData(m_ui->format);
}

QString ProfileTablePage::vocabulary() const {
    const QString f = format();
    return f == u"auto"_s || f == u"fennflow"_s ? selectedData(m_ui->vocabulary) : u"auto"_s;
}

} // namespace outbox::ui
