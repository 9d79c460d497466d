#include "ui/connections/profilepage.h"

#include "ui/connections/profilefields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

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

ProfileFormPage::ProfileFormPage(Frame frame, QWidget *parent)
    : ProfilePage(parent) {
    if (frame == Frame::Column) {
        const TabPageColumn page = formOnTabPage(this);
        m_column = page.column;
        m_form = page.form;
        return;
    }
    m_form = growingForm(this);
    if (frame == Frame::Tab)
        setTabPageMargins(m_form);
    else
        m_form->setContentsMargins(0, 0, 0, 0);
}

} // namespace outbox::ui
