#pragma once

#include "query/rowfilter.h"

#include <QCoreApplication>
#include <QStringList>

namespace outbox::ui {

// What the user asked to retry: the rows selected in the view, every dead row matching the
// view's filter, or a whole error group. It always resolves to a frozen list of dead row ids
// (the dry-run plan) before anything changes.
struct RetrySelection {
    Q_DECLARE_TR_FUNCTIONS(RetrySelection)
public:
    enum class Kind { Rows, Filter, ErrorGroup };
    Kind kind = Kind::Filter;
    QStringList ids;    // Rows: the selected row ids (rows that are not dead are left out)
    RowFilter filter;   // Filter and ErrorGroup: the view's filter (only its dead rows count)
    QString group;      // ErrorGroup: the error signature or its short id
    QString groupLabel; // ErrorGroup: how the dialog names the group (default: group)
    int limit = 0;      // Filter and ErrorGroup: at most this many rows, oldest first; 0: all

    static RetrySelection rows(QStringList ids);
    static RetrySelection matching(RowFilter filter, int limit = 0);
    static RetrySelection errorGroup(QString group, RowFilter filter = {}, QString label = {});
    // "3 selected rows", "dead rows matching: operation=move", "error group 1a2b3c4d"…
    QString describe(const QString &kindName = QStringLiteral("operation")) const;
};

} // namespace outbox::ui
