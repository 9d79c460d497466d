#include "ui/actions/retryselection.h"

#include "ui/actions/counttext.h"

namespace outbox::ui {

RetrySelection RetrySelection::rows(QStringList ids) {
    RetrySelection s;
    s.kind = Kind::Rows;
    s.ids = std::move(ids);
    return s;
}

RetrySelection RetrySelection::matching(RowFilter filter, int limit) {
    RetrySelection s;
    s.kind = Kind::Filter;
    s.filter = std::move(filter);
    s.limit = limit;
    return s;
}

RetrySelection RetrySelection::errorGroup(QString group, RowFilter filter, QString label) {
    RetrySelection s;
    s.kind = Kind::ErrorGroup;
    s.group = std::move(group);
    s.filter = std::move(filter);
    s.groupLabel = std::move(label);
    return s;
}

QString RetrySelection::describe(const QString &kindName) const {
    switch (kind) {
    case Kind::Rows:
        return tr("%Ln selected row(s)", "", ids.size());
    case Kind::Filter: {
        const QString f = filter.isEmpty() ? tr("no filter") : filter.describe(kindName);
        return limit > 0
                   ? tr("Dead rows matching the filter (%1), at most %2").arg(f, localCount(limit))
                   : tr("Every dead row matching the filter (%1)").arg(f);
    }
    case Kind::ErrorGroup: {
        QString s = tr("Error group: %1").arg(groupLabel.isEmpty() ? group : groupLabel);
        if (!filter.isEmpty())
            s += tr(" (within the filter: %1)").arg(filter.describe(kindName));
        return s;
    }
    }
    return {};
}

} // namespace outbox::ui
