#include "ui/relay/relayerrorlist.h"

#include "ui/common/timetext.h"

#include "query/errorsignature.h"

#include <QDateTime>
#include <QHeaderView>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RelayErrorList::RelayErrorList(QWidget *parent)
    : QTreeWidget(parent) {
    setObjectName(u"relayErrors"_s);
    setAccessibleName(tr("Last relay errors"));
    setHeaderLabels({tr("Error"), tr("Rows")});
    setToolTip(tr("Double-click an error or a group to show its rows"));
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        QStringList ids;
        const bool group = item->parent() == nullptr;
        if (group)
            for (int i = 0; i < item->childCount(); ++i)
                ids.append(item->child(i)->data(0, Qt::UserRole).toString());
        else
            ids.append(item->data(0, Qt::UserRole).toString());
        ids.removeDuplicates();
        const QString signature = (group ? item : item->parent())->data(0, Qt::UserRole).toString();
        Q_EMIT showRowsRequested(ids, tr("the rows of the relay's error \"%1\"").arg(signature));
    });
}

void RelayErrorList::addErrors(const QStringList &errors) {
    const QString at = utcText(QDateTime::currentDateTimeUtc());
    for (const QString &e : errors) {
        m_errors.prepend(e);
        // "id: message", as the relay reports each failed row.
        const qsizetype colon = e.indexOf(u": "_s);
        const QString id = colon > 0 ? e.left(colon) : QString();
        const QString message = colon > 0 ? e.mid(colon + 2) : e;
        const QString signature = errorSignature(message);
        QTreeWidgetItem *group = nullptr;
        for (int i = 0; i < topLevelItemCount() && !group; ++i)
            if (topLevelItem(i)->data(0, Qt::UserRole).toString() == signature)
                group = topLevelItem(i);
        if (!group) {
            group = new QTreeWidgetItem;
            group->setText(0, signature.trimmed().isEmpty() ? tr("(no error text)") : signature);
            group->setData(0, Qt::UserRole, signature);
            group->setToolTip(0, signature);
            insertTopLevelItem(0, group);
        }
        auto *item = new QTreeWidgetItem;
        item->setText(0, tr("%1 · row %2 · %3").arg(at, id, message.simplified()));
        item->setToolTip(0, message);
        item->setData(0, Qt::UserRole, id);
        group->insertChild(0, item);
        group->setText(1, QLocale().toString(group->childCount()));
        m_errorItems.prepend(item);
    }
    while (m_errors.size() > kMaxErrors) {
        m_errors.removeLast();
        QTreeWidgetItem *oldest = m_errorItems.takeLast();
        QTreeWidgetItem *group = oldest->parent();
        delete oldest;
        if (group && group->childCount() == 0)
            delete group;
        else if (group)
            group->setText(1, QLocale().toString(group->childCount()));
    }
}

void RelayErrorList::clearErrors() {
    m_errors.clear();
    m_errorItems.clear();
    clear();
}

} // namespace outbox::ui
