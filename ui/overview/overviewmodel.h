#pragma once

#include "overview/outboxsnapshot.h"

#include <QAbstractTableModel>

#include <optional>

namespace outbox::ui {

// The overview's lines: one per saved profile, in the profiles' order, each with its latest
// snapshot, the change since the one before, a short trend and the notification thresholds it is
// over (flagged: tinted, with a warning icon, whether or not a notification could be shown).
class OverviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ProfileColumn,
        DatabaseColumn,
        TableColumn,
        PendingColumn,
        DeadColumn,
        BlockedColumn,
        OldestPendingColumn,
        TrendColumn,
        RelayColumn,
        ColumnCount
    };
    enum Role {
        ProfileNameRole = Qt::UserRole + 1, // the line's profile name
        FlaggedRole,                        // bool: over a notification threshold
        ErrorRole,                          // the line's error, or empty
    };

    explicit OverviewModel(QObject *parent = nullptr);

    // The saved profiles: lines of profiles that stay keep their figures; new ones read "…".
    void setProfiles(const QList<outbox::Profile> &profiles);
    // A profile's new figures, the change against previous, its trend and the thresholds it is
    // over. Unknown profiles are ignored.
    void setSnapshot(const outbox::OutboxSnapshot &snapshot,
                     const std::optional<outbox::OutboxSnapshot> &previous,
                     const QList<outbox::OverviewHistory::Point> &trend,
                     const QList<outbox::OverviewAlert> &alerts);
    // The lines being read again show it (their figures stay until the new ones are in).
    void setReading(bool reading);

    std::optional<outbox::OutboxSnapshot> snapshot(const QString &profile) const;
    int rowOf(const QString &profile) const;
    QString profileAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Line {
        outbox::Profile profile;
        std::optional<outbox::OutboxSnapshot> snapshot;
        std::optional<outbox::OutboxSnapshot> previous;
        QList<outbox::OverviewHistory::Point> trend;
        QList<outbox::OverviewAlert> alerts;
    };
    QVariant display(const Line &line, int column) const;
    QVariant toolTip(const Line &line, int column) const;

    QList<Line> m_lines;
    bool m_reading = false;
};

} // namespace outbox::ui
