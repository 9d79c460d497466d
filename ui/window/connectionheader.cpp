#include "ui/window/connectionheader.h"

#include "ui/common/stateappearance.h"
#include "ui/session/outboxsession.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QLabel *captionedLabel(const QString &objectName) {
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString captioned(const QWidget *widget, const QString &caption, const QString &value) {
    const QString dim = widget->palette().color(QPalette::Disabled, QPalette::WindowText).name();
    return u"<span style=\"color:%1\">%2</span>&nbsp;<b>%3</b>"_s.arg(dim, caption.toHtmlEscaped(),
                                                                      value.toHtmlEscaped());
}

QFrame *separator() {
    auto *line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

ConnectionHeader::ConnectionHeader(QAction *refreshAction, QWidget *parent)
    : QWidget(parent) {
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_environmentStripe = new QFrame;
    m_environmentStripe->setObjectName(u"environmentStripe"_s);
    m_environmentStripe->setFixedHeight(4);
    m_environmentStripe->setAutoFillBackground(true);
    outer->addWidget(m_environmentStripe);

    auto *header = new QFrame;
    header->setObjectName(u"profileHeader"_s);
    header->setAccessibleName(tr("Connection"));
    outer->addWidget(header);
    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(10);

    m_environmentBadge = new QLabel;
    m_environmentBadge->setObjectName(u"environmentBadge"_s);
    m_environmentBadge->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_environmentBadge);

    m_profileSwitcher = new QComboBox;
    m_profileSwitcher->setObjectName(u"profileSwitcher"_s);
    m_profileSwitcher->setAccessibleName(tr("Profile"));
    m_profileSwitcher->setToolTip(tr("The connection profile; choose another to switch"));
    m_profileSwitcher->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profileSwitcher->setMinimumContentsLength(10);
    QFont bold = m_profileSwitcher->font();
    bold.setBold(true);
    m_profileSwitcher->setFont(bold);
    connect(m_profileSwitcher, &QComboBox::activated, this, [this](int index) {
        const QString name = m_profileSwitcher->itemData(index).toString();
        if (!name.isEmpty() && (!m_target || m_target->profileName != name))
            Q_EMIT profileChosen(name);
    });
    layout->addWidget(m_profileSwitcher);

    layout->addWidget(separator());
    m_tableLabel = captionedLabel(u"tableLabel"_s);
    m_tableLabel->setAccessibleName(tr("Table"));
    layout->addWidget(m_tableLabel);
    layout->addWidget(separator());
    m_formatLabel = captionedLabel(u"formatLabel"_s);
    m_formatLabel->setAccessibleName(tr("Format"));
    layout->addWidget(m_formatLabel);
    layout->addWidget(separator());
    m_databaseLabel = captionedLabel(u"databaseLabel"_s);
    m_databaseLabel->setAccessibleName(tr("Database"));
    m_databaseLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_databaseLabel->installEventFilter(this); // shortens the URL to its width
    layout->addWidget(m_databaseLabel, 1);

    m_readOnlyLabel = new QLabel(tr("Read-only"));
    m_readOnlyLabel->setObjectName(u"readOnlyLabel"_s);
    m_readOnlyLabel->setToolTip(
        tr("This profile opens read-only: nothing can be changed through it"));
    m_readOnlyLabel->hide();
    layout->addWidget(m_readOnlyLabel);

    auto *refresh = new QToolButton;
    refresh->setObjectName(u"refreshButton"_s);
    refresh->setDefaultAction(refreshAction);
    refresh->setAutoRaise(true);
    refresh->setAccessibleName(tr("Refresh"));
    layout->addWidget(refresh);
    populateSwitcher();
}

void ConnectionHeader::setProfileNames(const QStringList &names) {
    m_profileNames = names;
    populateSwitcher();
}

void ConnectionHeader::openSwitcher() {
    m_profileSwitcher->setFocus(Qt::ShortcutFocusReason);
    m_profileSwitcher->showPopup();
}

void ConnectionHeader::populateSwitcher() {
    const QSignalBlocker block(m_profileSwitcher);
    m_profileSwitcher->clear();
    for (const QString &name : m_profileNames)
        m_profileSwitcher->addItem(name, name);
    if (m_target && m_target->profileName.isEmpty())
        m_profileSwitcher->insertItem(0, m_target->label, QString());
    if (m_target) {
        m_profileSwitcher->setCurrentIndex(m_profileSwitcher->findData(m_target->profileName));
    } else if (m_profileSwitcher->count() == 0) {
        m_profileSwitcher->addItem(tr("No profile"), QString());
    }
    m_profileSwitcher->setEnabled(m_profileSwitcher->count() > 1 || !m_target);
}

bool ConnectionHeader::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_databaseLabel && event->type() == QEvent::Resize)
        showDatabase();
    return QWidget::eventFilter(watched, event);
}

void ConnectionHeader::showDatabase() {
    const QString caption = tr("Database");
    QString shown = m_databaseUrl.isEmpty() ? tr("—") : m_databaseUrl;
    QFont bold = m_databaseLabel->font();
    bold.setBold(true);
    const int room = m_databaseLabel->contentsRect().width() -
                     m_databaseLabel->fontMetrics().horizontalAdvance(caption + u' ') - 4;
    if (room > 0)
        shown = QFontMetrics(bold).elidedText(shown, Qt::ElideMiddle, room);
    m_databaseLabel->setText(captioned(m_databaseLabel, caption, shown));
}

void ConnectionHeader::showSession(const OutboxSession &session) {
    m_target = session.target();
    populateSwitcher();
    const QString environment = m_target ? m_target->environment : QString();
    const QColor color = environmentColor(environment);
    QPalette stripe = m_environmentStripe->palette();
    stripe.setColor(QPalette::Window, color);
    m_environmentStripe->setPalette(stripe);
    m_environmentBadge->setText(m_target ? environmentLabel(environment) : tr("NOT CONNECTED"));
    m_environmentBadge->setToolTip(m_target && !environment.isEmpty()
                                       ? tr("Environment of this profile: %1").arg(environment)
                                       : tr("Opened from a URL, without a profile"));
    m_environmentBadge->setAccessibleName(tr("Environment: %1").arg(m_environmentBadge->text()));
    m_environmentBadge->setStyleSheet(
        u"QLabel { background-color: %1; color: white; border-radius: 3px; padding: 2px 8px; font-weight: bold; }"_s
            .arg(color.name()));

    const OutboxTable &table = session.table();
    m_tableText = session.hasTable()                      ? table.name.display()
                  : (m_target && m_target->request.table) ? m_target->request.table->display()
                                                          : tr("…");
    m_tableLabel->setText(captioned(m_tableLabel, tr("Table"), m_tableText));
    QString format = tr("…");
    if (session.hasTable()) {
        const QString formatTitle = table.description().title;
        format = !table.description().statusVocabulary
                     ? formatTitle
                     : tr("%1, %2 statuses").arg(formatTitle, table.vocabulary.name);
    }
    m_formatLabel->setText(captioned(m_formatLabel, tr("Format"), format));
    m_databaseUrl = m_target ? m_target->spec.displayUrl() : QString();
    m_databaseLabel->setToolTip(m_databaseUrl);
    showDatabase();
    // Prod profiles open read-only (product safety rule) until writing is unlocked for the session.
    m_readOnlyLabel->setVisible(m_target && (m_target->readOnly || m_target->isProd()));
    if (session.isUnlocked()) {
        // As loud as the PROD badge beside it: writing to prod is on.
        m_readOnlyLabel->setText(tr("Unlocked for this session"));
        m_readOnlyLabel->setStyleSheet(
            u"QLabel { background-color: %1; color: white; border: 2px dashed white; "
            "border-radius: 3px; padding: 1px 8px; font-weight: bold; }"_s.arg(
                errorTextColor().name()));
        m_readOnlyLabel->setToolTip(
            tr("Writing was unlocked for this session: actions can change rows (each still asks "
               "to confirm). Opening another table locks it again."));
    } else {
        m_readOnlyLabel->setStyleSheet(QString());
        m_readOnlyLabel->setText(tr("Read-only"));
        m_readOnlyLabel->setToolTip(
            tr("%1: nothing can be changed through it. Actions › Unlock Writing for This "
               "Session (Ctrl+Shift+U) lifts this until another table is opened.")
                .arg(m_target && m_target->isProd() && !m_target->readOnly
                         ? tr("Prod profiles open read-only")
                         : tr("This profile is read-only")));
    }
}

} // namespace outbox::ui
