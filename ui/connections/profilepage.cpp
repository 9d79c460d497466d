#include "ui/connections/profilepage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>

namespace outbox::ui {

void ProfilePage::watchEdits(const QList<QWidget *> &except) {
    for (QWidget *w : findChildren<QWidget *>()) {
        if (except.contains(w))
            continue;
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            connect(edit, &QLineEdit::textChanged, this, &ProfilePage::edited);
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            connect(combo, &QComboBox::currentIndexChanged, this, &ProfilePage::edited);
        else if (auto *check = qobject_cast<QCheckBox *>(w))
            connect(check, &QCheckBox::toggled, this, &ProfilePage::edited);
        else if (auto *spin = qobject_cast<QSpinBox *>(w))
            connect(spin, &QSpinBox::valueChanged, this, &ProfilePage::edited);
    }
}

} // namespace outbox::ui
