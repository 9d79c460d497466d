#include "ui/window/welcomepage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent) {
    setObjectName(u"welcomePage"_s);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(2);
    auto *title = new QLabel(tr("Welcome to Outbox Console"));
    title->setObjectName(u"welcomeTitle"_s);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    outer->addWidget(title);
    auto *text = new QLabel(
        tr("See what is stuck in a transactional outbox and why, look inside the rows, and fix "
           "them.\nExplore the demo workspace (about 20,000 generated rows in two outboxes, on "
           "this computer), or connect to your own database."));
    text->setObjectName(u"welcomeText"_s);
    text->setAlignment(Qt::AlignCenter);
    text->setWordWrap(true);
    outer->addWidget(text);
    outer->addSpacing(16);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto *demo = new QPushButton(tr("Open the &Demo Workspace"));
    demo->setObjectName(u"welcomeDemoButton"_s);
    demo->setDefault(true);
    connect(demo, &QPushButton::clicked, this, &WelcomePage::demoRequested);
    buttons->addWidget(demo);
    auto *connectButton = new QPushButton(tr("&New Connection…"));
    connectButton->setObjectName(u"welcomeConnectButton"_s);
    connect(connectButton, &QPushButton::clicked, this, &WelcomePage::connectRequested);
    buttons->addWidget(connectButton);
    buttons->addStretch(1);
    outer->addLayout(buttons);
    auto *hint = new QLabel(tr("Profiles are shared with the command line tool outboxctl; "
                               "passwords go to the system keychain, never to a settings file."));
    hint->setEnabled(false);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    outer->addSpacing(8);
    outer->addWidget(hint);
    outer->addStretch(3);
}

} // namespace outbox::ui
