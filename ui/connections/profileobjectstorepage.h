#pragma once

#include "ui/connections/profilepage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace outbox::ui {

// The Object store tab: where Vortos rows' objects live, for the relay and for promotions: the
// OBJECT_STORE_* environment, a local folder, or an S3-compatible bucket with its secret key.
class ProfileObjectStorePage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileObjectStorePage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;
    QList<ProfileSecretField> secretFields() const override;

private:
    void updateModeWidgets();

    QFormLayout *m_form = nullptr;
    QComboBox *m_mode = nullptr;
    QLabel *m_environmentHint = nullptr;
    QWidget *m_folderRow = nullptr;
    QLineEdit *m_folder = nullptr;
    QLineEdit *m_s3Endpoint = nullptr;
    QLineEdit *m_s3Bucket = nullptr;
    QLineEdit *m_s3Region = nullptr;
    QLineEdit *m_s3AccessKeyId = nullptr;
    QLineEdit *m_s3SecretKey = nullptr;
    QCheckBox *m_s3PathStyle = nullptr;
};

} // namespace outbox::ui
