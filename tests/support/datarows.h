#pragma once

#include <QString>
#include <QTest>

#include <initializer_list>

namespace outbox::test {

// A row of a _data function whose only column is of type T: its tag and its value.
template <typename T> struct DataRow {
    const char *tag;
    T value;
};
// The rows, in the order given, under a column of type T.
template <typename T> void addRows(const char *column, std::initializer_list<DataRow<T>> rows) {
    QTest::addColumn<T>(column);
    for (const DataRow<T> &row : rows)
        QTest::newRow(row.tag) << row.value;
}

// The rows of a _data function whose only column is a bool (a test run both ways: in order or
// not, on PostgreSQL or MariaDB, light or dark), in the order given.
using BoolRow = DataRow<bool>;
inline void addBoolRows(const char *column, std::initializer_list<BoolRow> rows) {
    addRows<bool>(column, rows);
}

// The rows of a _data function whose only column is a QString (a database, a broker, a format),
// in the order given.
using StringRow = DataRow<QString>;
inline void addStringRows(const char *column, std::initializer_list<StringRow> rows) {
    addRows<QString>(column, rows);
}

// A row of a _data function of two columns, of types A and B: its tag and its two values.
template <typename A, typename B> struct DataRow2 {
    const char *tag;
    A first;
    B second;
};
// The rows, in the order given, under the columns first (of type A) and second (of type B).
template <typename A, typename B>
void addRows(const char *first, const char *second, std::initializer_list<DataRow2<A, B>> rows) {
    QTest::addColumn<A>(first);
    QTest::addColumn<B>(second);
    for (const DataRow2<A, B> &row : rows)
        QTest::newRow(row.tag) << row.first << row.second;
}

} // namespace outbox::test
