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

namespace {
QStringList entriesOf(const QLineEdit *edit) {
    return edit->text().split(u' ', Qt::SkipEmptyParts);
}
} // namespace

ProfileTablePage::ProfileTablePage(QWidget *parent)
    : ProfileFormPage(Frame::Tab, parent) {

    auto *table = bind(named(new QLineEdit, u"tableEdit"_s, tr("Outbox table")), &Profile::table);
    table->setPlaceholderText(
        tr("Detect: %1").arg(TableResolver::defaultCandidates().join(u", "_s)));
    table->setToolTip(tr("NAME or SCHEMA.NAME; empty: the first of the usual names that "
                         "exists"));
    form()->addRow(tr("&Table:"), table);
    check([](const Profile &profile) { return checkProfileTable(profile.table); });

    auto *format =
        bind(choiceCombo(u"formatCombo"_s,
                         {{tr("Detect from the columns"), u"auto"_s},
                          {tr("Vortos (object-store operations)"), u"vortos"_s},
                          {tr("FennFlow (domain events)"), u"fennflow"_s},
                          {tr("DotNetCore.CAP (cap.published, cap.received)"), u"cap"_s},
                          {tr("Spring Modulith (event publication registry)"), u"modulith"_s},
                          {tr("gruelbox transaction-outbox (txno_outbox)"), u"gruelbox"_s},
                          {tr("Mapped: any table, by its columns"), u"mapped"_s}}),
             &Profile::format);
    form()->addRow(tr("T&ype:"), format);

    auto *vocabulary = choiceCombo(u"vocabularyCombo"_s,
                                   {{tr("Detect from the rows"), u"auto"_s},
                                    {tr("docs: ready rows are \"created\""), u"docs"_s},
                                    {tr("shipped: ready rows are \"pending\""), u"shipped"_s}});
    vocabulary->setToolTip(tr("FennFlow only: which status means ready to publish"));
    form()->addRow(tr("&Vocabulary:"), vocabulary);
    // "auto" but for FennFlow or a detected type.
    bind([vocabulary](const Profile &profile) { selectData(vocabulary, profile.vocabulary); },
         [format, vocabulary](Profile &profile) {
             const QString f = selectedData(format);
             profile.vocabulary =
                 f == u"auto"_s || f == u"fennflow"_s ? selectedData(vocabulary) : u"auto"_s;
             return Status(Done{});
         });

    auto *capRetries = addField(form(), tr("CAP &retries:"), new QSpinBox);
    capRetries->setObjectName(u"capRetriesSpin"_s);
    capRetries->setAccessibleName(tr("CAP failed retry count"));
    capRetries->setRange(1, 1'000'000);
    capRetries->setValue(50);
    capRetries->setToolTip(tr("DotNetCore.CAP only: the application's FailedRetryCount. A "
                              "Failed row with this many retries is dead; below it CAP is "
                              "still retrying it."));
    auto *map = addField(form(), tr("Column &map:"),
                         lineEdit(u"mapEdit"_s, tr("Column mapping"),
                                  tr("ROLE=COLUMN …, e.g. status=state key=aggregateid")));
    map->setToolTip(tr("Mapped tables only: the columns for the roles id, status, payload, "
                       "created, updated, attempts, error, key, event-type, event-id, "
                       "aggregate-type and next-attempt, separated by spaces. Unset roles take "
                       "Debezium's outbox columns (id, aggregatetype, aggregateid, type, "
                       "payload) where the table has them."));
    auto *stateValues =
        addField(form(), tr("&State values:"),
                 lineEdit(u"stateValuesEdit"_s, tr("Status values of each state"),
                          tr("STATE=VALUE[,VALUE…] …, e.g. pending=NEW dead=FAILED sent=SENT")));
    stateValues->setToolTip(tr("Mapped tables with a status column: which values mean "
                               "pending, inflight, dead and sent. Without a status column the "
                               "table is read-only."));
    // CAP's retry count and a mapped table's roles and state values, checked (the error names
    // the bad entry).
    bind(
        [capRetries, map, stateValues](const Profile &profile) {
            capRetries->setValue(profile.capFailedRetryCount);
            map->setText(profile.formatMap.join(u' '));
            stateValues->setText(profile.formatStateValues.join(u' '));
        },
        [format, capRetries, map, stateValues](Profile &profile) -> Status {
            FormatOptions options;
            const bool mapped = selectedData(format) == u"mapped"_s;
            if (Status ok = parseFormatOptions(
                    QString::number(capRetries->value()), mapped ? entriesOf(map) : QStringList(),
                    mapped ? entriesOf(stateValues) : QStringList(), options);
                !ok)
                return ok;
            profile.capFailedRetryCount = options.capFailedRetryCount;
            profile.formatMap = mappedRoleEntries(options);
            profile.formatStateValues = stateValueEntries(options);
            return Done{};
        });
    keepUpdated([format, vocabulary, capRetries, map, stateValues] {
        const QString f = selectedData(format);
        vocabulary->setEnabled(f == u"auto"_s || f == u"fennflow"_s);
        capRetries->setEnabled(f == u"auto"_s || f == u"cap"_s);
        map->setEnabled(f == u"mapped"_s);
        stateValues->setEnabled(f == u"mapped"_s);
    });

    form()->addRow(QString(), hintLabel(tr("Test Connection shows what is detected, and for "
                                           "another library's table or a mapped one the rows of "
                                           "each state it yields. Set a value only when detection "
                                           "guesses wrong.")));
    watchEdits();
    refresh();
}

} // namespace outbox::ui
