#include "ui/actions/keytemplatemenu.h"

#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace outbox::ui {

KeyTemplateMenu::KeyTemplateMenu(QLineEdit *keyEdit, QWidget *parent)
    : QMenu(parent)
    , m_keyEdit(keyEdit) {
    const QList<std::pair<QString, QString>> presets{
        {u"assets/users/{id}/avatar/{random}.{ext}"_s, tr("User avatar")},
        {u"assets/{path}"_s, tr("Same path under assets/")},
        {u"assets/{date}/{uuid}.{ext}"_s, tr("By date, new UUID")},
        {u"assets/{dir}/{stem}-{random}.{ext}"_s, tr("Same folder, unique name")},
    };
    for (const auto &[pattern, label] : presets) {
        QAction *a = addAction(u"%1 — %2"_s.arg(label, pattern));
        connect(a, &QAction::triggered, this, [this, pattern] {
            m_keyEdit->setText(pattern);
            m_keyEdit->setFocus();
        });
    }
    QMenu *insert = addMenu(tr("Insert placeholder"));
    const QList<std::pair<QString, QString>> placeholders{
        {u"{id}"_s, tr("the id below")},
        {u"{random}"_s, tr("16 random hex digits")},
        {u"{uuid}"_s, tr("a new UUIDv7")},
        {u"{name}"_s, tr("the temporary file name")},
        {u"{stem}"_s, tr("the file name without extension")},
        {u"{ext}"_s, tr("the extension")},
        {u"{path}"_s, tr("the temporary key below the prefix")},
        {u"{dir}"_s, tr("its folder")},
        {u"{date}"_s, tr("today, yyyy/MM/dd")},
    };
    for (const auto &[placeholder, what] : placeholders) {
        QAction *a = insert->addAction(u"%1 — %2"_s.arg(placeholder, what));
        connect(a, &QAction::triggered, this, [this, placeholder] {
            m_keyEdit->insert(placeholder);
            m_keyEdit->setFocus();
        });
    }
}

} // namespace outbox::ui
