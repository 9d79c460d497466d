#include "ui/connections/profilepage.h"

#include "ui/connections/profilefields.h"

#include "profilesecrets.h"
#include "secretstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QString objectStoreModeOf(const QString &spec) {
    if (spec.trimmed().isEmpty())
        return u"environment"_s;
    if (ProfileS3Settings::isS3Spec(spec))
        return u"s3"_s;
    return u"folder"_s;
}

// The Object store tab: where Vortos rows' objects live, for the relay and for promotions: the
// OBJECT_STORE_* environment, a local folder, or an S3-compatible bucket with its secret key. The
// dialog knows it as a ProfilePage only.
class ProfileObjectStorePage : public ProfileFormPage {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::ProfileObjectStorePage)
public:
    ProfileObjectStorePage()
        : ProfileFormPage(Frame::Tab) {

        m_mode = choiceCombo(u"objectStoreCombo"_s,
                             {{tr("From the environment (OBJECT_STORE_*)"), u"environment"_s},
                              {tr("Local folder"), u"folder"_s},
                              {tr("S3-compatible bucket"), u"s3"_s}});
        m_mode->setToolTip(tr("Where Vortos rows' objects live, for the relay and for "
                              "promotions"));
        form()->addRow(tr("&Store:"), m_mode);
        QLabel *environmentHint = hintLabel(
            tr("OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, "
               "OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY are read when the "
               "store is used, as the Vortos writer names them."));
        form()->addRow(QString(), environmentHint);

        m_folder = lineEdit(u"folderEdit"_s, tr("Object store folder"), tr("/absolute/folder"));
        QWidget *folderRow =
            browseFieldRow(m_folder, u"folderBrowseButton"_s, tr("Choose folder"), [this] {
                return QFileDialog::getExistingDirectory(this, tr("Object Store Folder"),
                                                         m_folder->text());
            });
        form()->addRow(tr("&Folder:"), folderRow);

        m_s3Endpoint =
            addField(form(), tr("E&ndpoint:"),
                     lineEdit(u"s3EndpointEdit"_s, tr("S3 endpoint"),
                              tr("empty: AWS S3 in the region; e.g. http://127.0.0.1:9000")));
        m_s3Bucket = addField(form(), tr("&Bucket:"), lineEdit(u"s3BucketEdit"_s, tr("S3 bucket")));
        m_s3Region = addField(form(), tr("Re&gion:"),
                              lineEdit(u"s3RegionEdit"_s, tr("S3 region"), u"auto"_s));
        m_s3AccessKeyId = addField(form(), tr("&Access key id:"),
                                   lineEdit(u"s3AccessKeyIdEdit"_s, tr("S3 access key id"),
                                            tr("empty: OBJECT_STORE_ACCESS_KEY_ID")));
        QLineEdit *s3SecretKey =
            addField(form(), tr("Secret &key:"),
                     bindSecret(SecretKind::ObjectStoreSecretKey,
                                secretEdit(u"s3SecretKeyEdit"_s, tr("S3 secret access key")),
                                [this] { return selectedData(m_mode) == u"s3"_s; }));
        m_s3PathStyle =
            named(new QCheckBox(tr("&Path-style addressing (MinIO, s3rver, IP endpoints)")),
                  u"s3PathStyleCheck"_s, tr("Path-style addressing"));
        form()->addRow(QString(), m_s3PathStyle);

        bind([this](const Profile &profile) { showStore(profile); },
             [this](Profile &profile) { return saveStore(profile); });
        showRowsWhen({environmentHint},
                     [this] { return selectedData(m_mode) == u"environment"_s; });
        showRowsWhen({folderRow}, [this] { return selectedData(m_mode) == u"folder"_s; });
        showRowsWhen(
            {m_s3Endpoint, m_s3Bucket, m_s3Region, m_s3AccessKeyId, s3SecretKey, m_s3PathStyle},
            [this] { return selectedData(m_mode) == u"s3"_s; });
        watchEdits();
    }

private:
    void showStore(const Profile &profile) {
        const QString mode = objectStoreModeOf(profile.objectStore);
        selectData(m_mode, mode);
        m_folder->clear();
        for (QLineEdit *edit : {m_s3Endpoint, m_s3Bucket, m_s3Region, m_s3AccessKeyId})
            edit->clear();
        m_s3PathStyle->setChecked(false);
        if (mode == u"folder"_s) {
            const QUrl url(profile.objectStore);
            m_folder->setText(url.isLocalFile() ? url.toLocalFile() : profile.objectStore);
        } else if (mode == u"s3"_s) {
            if (auto s3 = ProfileS3Settings::parse(profile.objectStore)) {
                m_s3Endpoint->setText(s3->endpoint);
                m_s3Bucket->setText(s3->bucket);
                m_s3Region->setText(s3->region == u"auto"_s ? QString() : s3->region);
                m_s3AccessKeyId->setText(s3->accessKeyId);
                m_s3PathStyle->setChecked(s3->pathStyle);
            }
        }
    }

    Status saveStore(Profile &profile) const {
        const QString mode = selectedData(m_mode);
        if (mode == u"folder"_s) {
            const QString folder = m_folder->text().trimmed();
            if (!QDir::isAbsolutePath(folder))
                return Error::invalid(tr("The object store folder must be an absolute path."));
            profile.objectStore = u"file:"_s + QDir::cleanPath(folder);
        } else if (mode == u"s3"_s) {
            ProfileS3Settings s3;
            s3.endpoint = m_s3Endpoint->text().trimmed();
            s3.bucket = m_s3Bucket->text().trimmed();
            s3.region =
                m_s3Region->text().trimmed().isEmpty() ? u"auto"_s : m_s3Region->text().trimmed();
            s3.accessKeyId = m_s3AccessKeyId->text().trimmed();
            s3.pathStyle = m_s3PathStyle->isChecked();
            if (s3.bucket.isEmpty())
                return Error::invalid(tr("Name the S3 bucket."));
            profile.objectStore = s3.toSpec();
            if (auto parsed = ProfileS3Settings::parse(profile.objectStore); !parsed)
                return parsed.error();
        }
        return Done{};
    }

    QComboBox *m_mode = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_s3Endpoint = nullptr;
    QLineEdit *m_s3Bucket = nullptr;
    QLineEdit *m_s3Region = nullptr;
    QLineEdit *m_s3AccessKeyId = nullptr;
    QCheckBox *m_s3PathStyle = nullptr;
};

} // namespace

ProfilePage *newObjectStorePage() {
    return new ProfileObjectStorePage;
}

} // namespace outbox::ui
