#include "ui/window/connectionheader.h"

#include "ui/common/stateappearance.h"
#include "ui/session/outboxsession.h"
#include "ui/window/captionedlabel.h"

#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QFrame *separator() {
    auto *line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

// The profile switcher: the saved profiles by name, the open one current (a URL opened without a
// profile first, by its label); with nothing to switch to, disabled.
class ProfileSwitcher : public QComboBox {
public:
    ProfileSwitcher() {
        setObjectName(u"profileSwitcher"_s);
        setAccessibleName(ConnectionHeader::tr("Profile"));
        setToolTip(ConnectionHeader::tr("The connection profile; choose another to switch"));
        setSizeAdjustPolicy(QComboBox::AdjustToContents);
        setMinimumContentsLength(10);
        QFont bold = font();
        bold.setBold(true);
        setFont(bold);
        populate();
    }

    void setProfileNames(const QStringList &names) {
        m_profileNames = names;
        populate();
    }
    // What is open; nullopt: nothing.
    void setTarget(const std::optional<ConnectionTarget> &target) {
        m_target = target;
        populate();
    }
    // The profile the item at index switches to; empty: none (the one open, or a URL's label).
    QString profileToOpen(int index) const {
        const QString name = itemData(index).toString();
        return m_target && m_target->profileName == name ? QString() : name;
    }

private:
    void populate() {
        const QSignalBlocker block(this);
        clear();
        for (const QString &name : m_profileNames)
            addItem(name, name);
        if (m_target && m_target->profileName.isEmpty())
            insertItem(0, m_target->label, QString());
        if (m_target)
            setCurrentIndex(findData(m_target->profileName));
        else if (count() == 0)
            addItem(ConnectionHeader::tr("No profile"), QString());
        setEnabled(count() > 1 || !m_target);
    }

    QStringList m_profileNames;
    std::optional<ConnectionTarget> m_target;
};

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

    m_profileSwitcher = new ProfileSwitcher;
    connect(m_profileSwitcher, &QComboBox::activated, this, [this](int index) {
        if (const QString name = m_profileSwitcher->profileToOpen(index); !name.isEmpty())
            Q_EMIT profileChosen(name);
    });
    layout->addWidget(m_profileSwitcher);

    m_tableLabel = new CaptionedLabel(u"tableLabel"_s, tr("Table"));
    m_formatLabel = new CaptionedLabel(u"formatLabel"_s, tr("Format"));
    m_databaseLabel = new CaptionedLabel(u"databaseLabel"_s, tr("Database"));
    m_databaseLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_databaseLabel->setElidedInTheMiddle(true);
    m_databaseLabel->setValue(tr("—"));
    for (CaptionedLabel *label : {m_tableLabel, m_formatLabel, m_databaseLabel}) {
        layout->addWidget(separator());
        layout->addWidget(label, label == m_databaseLabel ? 1 : 0);
    }

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
}

void ConnectionHeader::setProfileNames(const QStringList &names) {
    m_profileSwitcher->setProfileNames(names);
}

void ConnectionHeader::openSwitcher() {
    m_profileSwitcher->setFocus(Qt::ShortcutFocusReason);
    m_profileSwitcher->showPopup();
}

void ConnectionHeader::showSession(const OutboxSession &session) {
    m_target = session.target();
    m_profileSwitcher->setTarget(m_target);
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
    m_tableLabel->setValue(m_tableText);
    QString format = tr("…");
    if (session.hasTable()) {
        const QString formatTitle = table.description().title;
        format = !table.description().statusVocabulary
                     ? formatTitle
                     : tr("%1, %2 statuses").arg(formatTitle, table.vocabulary.name);
    }
    m_formatLabel->setValue(format);
    const QString databaseUrl = m_target ? m_target->spec.displayUrl() : QString();
    m_databaseLabel->setToolTip(databaseUrl);
    m_databaseLabel->setValue(databaseUrl.isEmpty() ? tr("—") : databaseUrl);
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
