#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The Outbox table tab: which table the profile opens, of which type, and (FennFlow) which
// status vocabulary; each detected when left empty or on "Detect". For another library's table:
// CAP's retry count; for a mapped one, its columns by role and its status values by state.
// A connection test takes the table as edited: draftInto(), which does not check its name.
class ProfileTablePage : public ProfileFormPage {
    Q_OBJECT
public:
    explicit ProfileTablePage(QWidget *parent = nullptr);
};

} // namespace outbox::ui
