#pragma once

#include "settings/profile.h"

#include <QWidget>

#include <optional>

class QListWidget;
class QPushButton;

namespace outbox::ui {

// The connection manager's left side: the saved profiles as cards (the environment's colour and
// badge, the name, the URL without a password), and New, Duplicate and Delete under them.
class ProfileListPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProfileListPanel(QWidget *parent = nullptr);

    // Lists the profiles and makes the one named `wanted` current, else the first, without
    // currentChanged(); the current one's name, none when the list is empty.
    std::optional<QString> setProfiles(const QList<Profile> &profiles, const QString &wanted);
    // The current profile's name; empty for none.
    QString currentName() const;
    // Makes the named profile current (none when there is none by that name), without
    // currentChanged().
    void setCurrentName(const QString &name);
    // No current profile, nothing selected, without currentChanged().
    void clearCurrent();
    // Makes the named profile current as a click would (currentChanged() follows); false when
    // there is none by that name.
    bool choose(const QString &name);
    void setActionsEnabled(bool duplicate, bool remove);

Q_SIGNALS:
    void currentChanged();
    void newRequested();
    void duplicateRequested();
    void deleteRequested();

private:
    QListWidget *m_list = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_duplicateButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
};

} // namespace outbox::ui
