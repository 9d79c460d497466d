#include "ui/connections/profilefields.h"

#include "ui/common/stateappearance.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

QFormLayout *growingForm(QWidget *page) {
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

void addFormRow(QFormLayout *form, const QString &label, QWidget *field) {
    form->addRow(label, field);
}

void setTabPageMargins(QLayout *layout) {
    layout->setContentsMargins(10, 12, 10, 10);
}

TabPageColumn formOnTabPage(QWidget *page) {
    auto *column = new QVBoxLayout(page);
    setTabPageMargins(column);
    QFormLayout *form = growingForm();
    column->addLayout(form);
    return {column, form};
}

QLineEdit *lineEdit(const QString &objectName, const QString &accessible,
                    const QString &placeholder) {
    auto *edit = named(new QLineEdit, objectName, accessible);
    edit->setPlaceholderText(placeholder);
    return edit;
}

QLineEdit *secretEdit(const QString &objectName, const QString &accessible) {
    auto *edit = named(new QLineEdit, objectName, accessible);
    edit->setEchoMode(QLineEdit::Password);
    // Echo mode Password already refuses copy and cut; these keep input methods from learning
    // the secret.
    edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    return edit;
}

QLabel *hintLabel(const QString &text) {
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::Disabled, QPalette::WindowText));
    label->setPalette(palette);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.92);
    label->setFont(font);
    return label;
}

QWidget *fieldRow(std::initializer_list<QWidget *> widgets, int stretchIndex) {
    auto *container = new QWidget;
    auto *layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    int i = 0;
    for (QWidget *w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return container;
}

QWidget *browseFieldRow(QLineEdit *edit, const QString &browseObjectName,
                        const QString &browseAccessible, const std::function<QString()> &choose) {
    auto *browse = named(new QToolButton, browseObjectName, browseAccessible);
    // The words of the Connection tab's own Browse button, translated once.
    browse->setText(QCoreApplication::translate("outbox::ui::ProfileConnectionPage", "Browse…"));
    QObject::connect(browse, &QToolButton::clicked, edit, [edit, choose] {
        const QString chosen = choose();
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    return fieldRow({edit, browse});
}

QWidget *fileFieldRow(QLineEdit *edit, const QString &browseObjectName,
                      const QString &browseAccessible, const QString &dialogTitle,
                      const QString &filter, const QString &startFolder) {
    return browseFieldRow(edit, browseObjectName, browseAccessible, [=] {
        const QString given = edit->text().trimmed();
        return QFileDialog::getOpenFileName(
            edit->window(), dialogTitle,
            given.isEmpty() ? startFolder : QFileInfo(given).absoluteFilePath(), filter);
    });
}

QComboBox *choiceCombo(const QString &objectName,
                       std::initializer_list<std::pair<QString, QString>> choices) {
    auto *combo = named(new QComboBox, objectName, QString());
    for (const auto &[label, data] : choices)
        combo->addItem(label, data);
    return combo;
}

QString selectedData(const QComboBox *combo) {
    return combo->currentData().toString();
}

void selectData(QComboBox *combo, const QString &value) {
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

ProfileTestRun::ProfileTestRun(QPushButton *button, QLabel *result)
    : m_button(button)
    , m_result(result)
    , m_idleText(button->text()) {
    result->setWordWrap(true);
    result->setTextFormat(Qt::RichText);
    result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    result->hide();
}

void ProfileTestRun::start(const QString &runningText, const QString &underWay) {
    m_button->setText(runningText);
    m_button->setEnabled(false);
    m_result->setText(underWay);
    m_result->show();
}

void ProfileTestRun::finish() {
    m_button->setText(m_idleText);
}

void ProfileTestRun::showOutcome(bool ok, const QString &verdict, const QString &text) {
    m_result->setVisible(!text.isEmpty());
    if (text.isEmpty()) {
        m_result->clear();
        return;
    }
    const QColor colour = ok ? stateColor(RowState::Sent) : errorTextColor();
    m_result->setText(u"<span style=\"color:%1\"><b>%2</b></span> %3"_s.arg(
        colour.name(), verdict, text.toHtmlEscaped().replace(u'\n', u"<br>"_s)));
}

} // namespace outbox::ui
