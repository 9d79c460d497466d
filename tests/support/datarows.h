#pragma once

#include <QTest>

#include <initializer_list>

namespace outbox::test {

// The rows of a _data function whose only column is a bool (a test run both ways: in order or
// not, on PostgreSQL or MariaDB, light or dark), in the order given.
struct BoolRow {
    const char *tag;
    bool value;
};
inline void addBoolRows(const char *column, std::initializer_list<BoolRow> rows) {
    QTest::addColumn<bool>(column);
    for (const BoolRow &row : rows)
        QTest::newRow(row.tag) << row.value;
}

} // namespace outbox::test
