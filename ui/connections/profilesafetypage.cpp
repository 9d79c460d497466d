#include "ui/connections/profilepage.h"

#include "masking/payloadmask.h"
#include "secretstore.h"
#include "ui/connections/profilefields.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The Safety tab: what the console and outboxctl show of payloads (masking), and the database
// user every change connects as (the write user) with its password. The dialog knows it as a
// ProfilePage only.
class ProfileSafetyPage : public ProfileFormPage {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::ProfileSafetyPage)
public:
    ProfileSafetyPage()
        : ProfileFormPage(Frame::Column) {
        bind(
            addField(form(), tr("&Payloads:"),
                     choiceCombo(u"payloadVisibilityCombo"_s,
                                 {{tr("As the environment says (masked on production)"), QString()},
                                  {tr("Full"), u"full"_s},
                                  {tr("Masked: sensitive values as their shape"), u"masked"_s},
                                  {tr("Hidden: only the size"), u"hidden"_s}})),
            &Profile::payloadVisibility);
        auto *maskKeys = bind(addField(form(), tr("&Masked keys:"),
                                       lineEdit(u"maskKeysEdit"_s, tr("Masked keys"),
                                                tr("default: e-mail, phone, names, address, token, "
                                                   "secret, password, IBAN, card, IP, bodies"))),
                              &Profile::maskKeys);
        maskKeys->setToolTip(tr("A regular expression of JSON key names, case-insensitive, "
                                "found anywhere in the name; empty for the default:\n%1")
                                 .arg(PayloadMask::defaultKeys()));
        check([](const Profile &profile) -> Status {
            if (auto mask = PayloadMask::make(PayloadVisibility::Masked, profile.maskKeys); !mask)
                return Error::invalid(tr("Masked keys: %1").arg(mask.error().message));
            return Done{};
        });
        auto *writeUser = bind(addField(form(), tr("&Write user:"),
                                        lineEdit(u"writeUserEdit"_s, tr("Write user"),
                                                 tr("empty: changes use the connection's user"))),
                               &Profile::writeUser);
        check([](const Profile &profile) -> Status {
            if (!profile.writeUser.isEmpty() && profile.databaseUrl.startsWith(u"sqlite"_s))
                return Error::invalid(tr("Write user: a SQLite file has no users (its file "
                                         "permissions decide what may change): leave it empty."));
            return Done{};
        });
        bindSecret(SecretKind::WritePassword,
                   addField(form(), tr("Write pass&word:"),
                            secretEdit(u"writePasswordEdit"_s, tr("Write password"))),
                   [writeUser] { return !writeUser->text().trimmed().isEmpty(); });
        column()->addWidget(hintLabel(
            tr("Masking keeps personal data off screens, exports and the audit trail of people "
               "who work through the console. It is no defence against someone holding the "
               "database password: a write user is. The console reads as the connection's user "
               "and makes every change (retry, mark done, resend, purge, the relay) as the write "
               "user once writing is unlocked; grant the reading user SELECT only. Actions the "
               "role may not do are disabled, naming the missing privilege.")));
        column()->addStretch(1);
        watchEdits();
    }
};

} // namespace

ProfilePage *newSafetyPage() {
    return new ProfileSafetyPage;
}

} // namespace outbox::ui
