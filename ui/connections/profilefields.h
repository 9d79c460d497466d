#pragma once

#include <QString>

#include <functional>
#include <initializer_list>
#include <utility>

class QComboBox;
class QFormLayout;
class QLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QVBoxLayout;
class QWidget;

namespace outbox::ui {

// The small pieces the connection manager's pages are built of: named controls, secret fields,
// hints, rows of controls, combo boxes chosen by their data, and a test's outcome line.

template <typename W> W *named(W *widget, const QString &objectName, const QString &accessible) {
    widget->setObjectName(objectName);
    widget->setAccessibleName(accessible);
    return widget;
}

// A form whose fields take the width; the layout of `page` when given.
QFormLayout *growingForm(QWidget *page = nullptr);
// The field as the row of `form` labelled `label` (its mnemonic goes to the field).
void addFormRow(QFormLayout *form, const QString &label, QWidget *field);
// The same, giving the field back: m_user = addField(form, label, lineEdit(…)).
template <typename W> W *addField(QFormLayout *form, const QString &label, W *field) {
    addFormRow(form, label, field);
    return field;
}
// The margins of a tab page's content.
void setTabPageMargins(QLayout *layout);
// A tab page laid out as a column with those margins, a growing form at its top; what goes
// below the form is added to the column.
struct TabPageColumn {
    QVBoxLayout *column;
    QFormLayout *form;
};
TabPageColumn formOnTabPage(QWidget *page);

// A named line edit, showing `placeholder` while empty.
QLineEdit *lineEdit(const QString &objectName, const QString &accessible,
                    const QString &placeholder = {});
// A line edit for a password or key: echoed as dots, kept from input methods.
QLineEdit *secretEdit(const QString &objectName, const QString &accessible);
// A hint under a form: plain, wrapped, smaller and dimmed.
QLabel *hintLabel(const QString &text);
// The widgets side by side; the one at stretchIndex takes the room left.
QWidget *fieldRow(std::initializer_list<QWidget *> widgets, int stretchIndex = 0);

// A field and its "Browse…" button side by side: the button asks choose() for a file or folder
// and puts the answer, unless empty, into the field. The button is named `browseObjectName` and
// `browseAccessible`.
QWidget *browseFieldRow(QLineEdit *edit, const QString &browseObjectName,
                        const QString &browseAccessible, const std::function<QString()> &choose);
// A file's field and its "Browse…" button side by side: the button opens a file dialog with
// `dialogTitle` and `filter` at the file given (else at `startFolder`) and puts the file chosen
// into the field. The button is named `browseObjectName` and `browseAccessible`.
QWidget *fileFieldRow(QLineEdit *edit, const QString &browseObjectName,
                      const QString &browseAccessible, const QString &dialogTitle,
                      const QString &filter, const QString &startFolder);

// A combo box of choices, each a label and its data.
QComboBox *choiceCombo(const QString &objectName,
                       std::initializer_list<std::pair<QString, QString>> choices);
QString selectedData(const QComboBox *combo);
// Selects the item with this data, else the first.
void selectData(QComboBox *combo, const QString &value);

// A test of the settings as edited (Test Connection, Test Publish): its button, and the line under
// it that says how the last test went (rich text, selectable, hidden while there is nothing to
// say). The owner places both, runs the test and enables the button.
class ProfileTestRun {
public:
    ProfileTestRun() = default;
    // The button's text now is its text while no test runs; the line is set up here.
    ProfileTestRun(QPushButton *button, QLabel *result);

    QPushButton *button() const { return m_button; }
    QLabel *result() const { return m_result; }
    // A test is under way: the button says runningText, disabled; the line says underWay.
    void start(const QString &runningText, const QString &underWay);
    // The test is over: the button has its own text again.
    void finish();
    // The outcome: the verdict in colour, then the text; an empty text hides the line.
    void showOutcome(bool ok, const QString &verdict, const QString &text);

private:
    QPushButton *m_button = nullptr;
    QLabel *m_result = nullptr;
    QString m_idleText;
};

} // namespace outbox::ui
