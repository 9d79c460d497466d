#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The Outbox table tab: which table the profile opens, of which type, and (FennFlow) which
// status vocabulary; each detected when left empty or on "Detect". For another library's table:
// CAP's retry count; for a mapped one, its columns by role and its status values by state.
class ProfileTablePage : public ProfileWidgetsPage<ProfileTablePage> {
    Q_OBJECT
public:
    explicit ProfileTablePage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;

    // As edited, not checked (a connection test takes them as they are).
    QString table() const;
    QString format() const;
    QString vocabulary() const; // "auto" but for FennFlow or a detected type
    // CAP's retry count and a mapped table's roles and state values, checked (the error names
    // the bad entry).
    Status formatOptionsInto(Profile &profile) const;

private:
    void updateEnabled();
};

} // namespace outbox::ui
