#include "ui/window/aboutdialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

#ifndef OUTBOX_VERSION
#error "OUTBOX_VERSION comes from project(VERSION) through outbox_build_settings"
#endif
#ifndef OUTBOX_LICENSE
#define OUTBOX_LICENSE ""
#endif

namespace outbox::ui {

QString AboutDialog::componentsHtml() {
    // The libraries the package pulls in and the ones Qt loads by name (SQL drivers, keychain
    // back end). Licences as Debian 12 ships them (/usr/share/doc/<package>/copyright).
    const struct {
        QString name, licence, what;
    } rows[] = {
        {u"Qt 6 (Core, GUI, Widgets, SQL, Network)"_s, u"LGPL-3.0-only or GPL-2.0/3.0"_s,
         tr("Application framework")},
        {u"Qt Charts"_s, u"GPL-3.0"_s, tr("The charts of the Graph tab")},
        {u"QtKeychain"_s, u"BSD (2-clause, as packaged by Debian)"_s,
         tr("Access to the system keychain")},
        {u"libsecret"_s, u"LGPL-2.1-or-later"_s, tr("Secret Service keychain back end")},
        {u"SQLite"_s, tr("Public domain"), tr("The demo workspace and SQLite outboxes")},
        {u"libpq (PostgreSQL)"_s, u"PostgreSQL"_s, tr("PostgreSQL client library")},
        {u"MariaDB Connector/C"_s, u"LGPL-2.1-or-later"_s, tr("MySQL and MariaDB client library")},
    };
    QString html = u"<table cellspacing=\"0\" cellpadding=\"3\">"_s;
    html +=
        u"<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th align=\"left\">%3</th></tr>"_s
            .arg(tr("Component"), tr("Licence"), tr("Used for"));
    const QString own = QString::fromUtf8(OUTBOX_LICENSE);
    html += u"<tr><td>%1</td><td>%2</td><td>%3</td></tr>"_s.arg(
        tr("Outbox Console"),
        own.isEmpty() ? tr("Not declared yet (all rights reserved)") : own.toHtmlEscaped(),
        tr("This program"));
    for (const auto &row : rows)
        html += u"<tr><td>%1</td><td>%2</td><td>%3</td></tr>"_s.arg(
            row.name.toHtmlEscaped(), row.licence.toHtmlEscaped(), row.what.toHtmlEscaped());
    html += u"</table><p>%1</p>"_s.arg(
        tr("The full licence texts are in /usr/share/doc/ under each package's name, and "
           "for Qt also under Help \u203a About Qt."));
    return html;
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent) {
    setObjectName(u"aboutDialog"_s);
    setWindowTitle(tr("About Outbox Console"));

    auto *icon = new QLabel(this);
    icon->setObjectName(u"aboutIcon"_s);
    QIcon appIcon = QIcon::fromTheme(QStringLiteral(OUTBOX_APP_ID), QApplication::windowIcon());
    if (!appIcon.isNull())
        icon->setPixmap(appIcon.pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);

    auto *title = new QLabel(u"<h2>%1</h2>"_s.arg(tr("Outbox Console")), this);
    title->setObjectName(u"aboutTitle"_s);

    auto *version = new QLabel(this);
    version->setObjectName(u"aboutVersionLabel"_s);
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    version->setText(tr("Version %1").arg(QStringLiteral(OUTBOX_VERSION)) + u"<br>"_s +
                     tr("Qt %1 (built with Qt %2)")
                         .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)) +
                     u"<br>"_s + tr("Application id: %1").arg(QStringLiteral(OUTBOX_APP_ID)));

    auto *summary =
        new QLabel(tr("See what is stuck in a transactional outbox, why, and fix it."), this);
    summary->setObjectName(u"aboutSummary"_s);
    summary->setWordWrap(true);

    m_licences = new QTextBrowser(this);
    m_licences->setObjectName(u"aboutLicenceText"_s);
    m_licences->setAccessibleName(tr("Licences of the components"));
    m_licences->setOpenExternalLinks(true);
    m_licences->setHtml(componentsHtml());
    m_licences->setMinimumSize(560, 220);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    aboutQt->setObjectName(u"aboutQtButton"_s);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QApplication::aboutQt(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *text = new QVBoxLayout;
    text->addWidget(title);
    text->addWidget(version);
    text->addWidget(summary);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(new QLabel(tr("Licences"), this));
    layout->addWidget(m_licences, 1);
    layout->addWidget(buttons);
}

void showAboutDialog(QWidget *parent) {
    AboutDialog dialog(parent);
    dialog.exec();
}

} // namespace outbox::ui
