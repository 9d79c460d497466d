#pragma once

#include <QMenu>

class QLineEdit;

namespace outbox::ui {

// The promote dialog's Template menu for the permanent key: preset templates that replace the
// key, and the placeholders (with what each stands for) to insert at the cursor.
class KeyTemplateMenu : public QMenu {
    Q_OBJECT
public:
    // keyEdit: the permanent key's field, which the menu writes into.
    KeyTemplateMenu(QLineEdit *keyEdit, QWidget *parent = nullptr);

private:
    QLineEdit *m_keyEdit;
};

} // namespace outbox::ui
