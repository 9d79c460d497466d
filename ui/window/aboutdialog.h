#pragma once

#include <QDialog>

class QTextBrowser;

namespace outbox::ui {

// Help › About: the name, version, Qt version, application id and the licences of what the
// console is built from. The version and id come from CMake (project(VERSION), OUTBOX_APP_ID),
// so the dialog, both --version outputs and the package always agree.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The licence table as HTML; exposed for tests.
    static QString componentsHtml();

private:
    QTextBrowser *m_licences;
};

// Opens the dialog modally over parent (what the main window's aboutAction calls).
void showAboutDialog(QWidget *parent);

} // namespace outbox::ui
