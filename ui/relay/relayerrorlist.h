#pragma once

#include <QList>
#include <QStringList>
#include <QTreeWidget>

namespace outbox::ui {

// The relay panel's "Last errors": the last 50 errors the relay reported, grouped by their
// signature (as Error Groups groups them), newest first. An error or a group activated asks for
// its rows.
//
// Object name: relayErrors.
class RelayErrorList : public QTreeWidget {
    Q_OBJECT
public:
    explicit RelayErrorList(QWidget *parent = nullptr);

    // Each "id: message", as the relay reports a failed row, or a message alone; the oldest
    // beyond the last 50 go.
    void addErrors(const QStringList &errors);
    void clearErrors();
    QStringList errors() const { return m_errors; } // newest first

Q_SIGNALS:
    void showRowsRequested(const QStringList &ids, const QString &label);

private:
    static constexpr int kMaxErrors = 50; // the errors kept
    QStringList m_errors;
    // Each error's item, newest first, to drop the oldest.
    QList<QTreeWidgetItem *> m_errorItems;
};

} // namespace outbox::ui
