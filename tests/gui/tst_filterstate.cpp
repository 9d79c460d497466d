// The filter bar's state as a value type: compared with ==, saved as JSON with named
// keys, and filters saved before this change (fields and ranges as numbers) still load. No widget
// is constructed.
#include "ui/filter/filterstate.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

class TestFilterState : public QObject {
    Q_OBJECT
private slots:
    void roundTripsWithNamedKeys() {
        FilterState f;
        f.texts.insert(SearchField::Kind, u"copy"_s);
        f.texts.insert(SearchField::ErrorContains, u"Slow Down"_s);
        f.state = RowState::Dead;
        f.errorGroup = u"AccessDenied: Access Denied (request id <id>)"_s;
        f.created = CreatedRange::Custom;
        f.createdFrom = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC);
        f.createdTo = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        const QJsonObject json = f.toJson();
        const QJsonObject texts = json.value(u"texts"_s).toObject();
        QCOMPARE(texts.value(u"kind"_s).toString(), u"copy"_s);
        QCOMPARE(texts.value(u"error_contains"_s).toString(), u"Slow Down"_s);
        QCOMPARE(json.value(u"created"_s).toString(), u"custom"_s);
        QCOMPARE(json.value(u"state"_s).toString(), u"dead"_s);
        QCOMPARE(FilterState::fromJson(json), f);

        FilterState other = f;
        QVERIFY(other == f);
        other.texts[SearchField::Kind] = u"move"_s;
        QVERIFY(!(other == f));
        other = f;
        other.state.reset();
        QVERIFY(!(other == f));
        QCOMPARE(FilterState::fromJson(FilterState().toJson()), FilterState());
    }

    // As MainWindow wrote them before: texts keyed by the field's number, the range a number.
    void readsFiltersSavedBefore() {
        const QJsonObject old =
            QJsonDocument::fromJson(R"({"texts":{"0":"Slow Down","2":"copy"},"created":2,)"
                                    R"("group":"boom","state":"dead"})")
                .object();
        const FilterState f = FilterState::fromJson(old);
        QCOMPARE(f.texts.value(SearchField::ErrorContains), u"Slow Down"_s);
        QCOMPARE(f.texts.value(SearchField::Kind), u"copy"_s);
        QCOMPARE(f.texts.size(), 2);
        QCOMPARE(f.created, CreatedRange::Last24Hours);
        QCOMPARE(f.errorGroup, u"boom"_s);
        QCOMPARE(f.state, std::optional<RowState>(RowState::Dead));
        // Saved again, it is written with names.
        QVERIFY(f.toJson().value(u"texts"_s).toObject().contains(u"error_contains"_s));
        QCOMPARE(f.toJson().value(u"created"_s).toString(), u"last_24_hours"_s);
    }

    void ignoresWhatItCannotRead() {
        const QJsonObject odd =
            QJsonDocument::fromJson(R"({"texts":{"9":"x","nope":"y","kind":""},"created":"soon",)"
                                    R"("state":"stuck","from":"not a date"})")
                .object();
        const FilterState f = FilterState::fromJson(odd);
        QVERIFY(f.texts.isEmpty());
        QCOMPARE(f.created, CreatedRange::Any);
        QVERIFY(!f.state);
        QVERIFY(!f.createdFrom);
    }
};

QTEST_GUILESS_MAIN(TestFilterState)
#include "tst_filterstate.moc"
