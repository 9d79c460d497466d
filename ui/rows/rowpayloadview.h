#pragma once

#include "ui/common/coremetatypes.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;

namespace outbox::ui {

// The payload side of the detail pane: the row's payload as indented JSON, long base64 bodies
// summarised as their decoded size until "Show base64 bodies" is ticked (offered only where
// something was summarised); a payload that does not parse is shown as stored, with why.
//
// Object names: showBase64Button, payloadNote, payloadView.
class RowPayloadView : public QWidget {
    Q_OBJECT
public:
    explicit RowPayloadView(QWidget *parent = nullptr);

    void showRow(const outbox::OutboxRow &row);
    QString text() const;
    QPlainTextEdit *textView() const { return m_payload; }

    // The payload as shown: indented JSON; base64 bodies summarised unless fullBodies.
    static QString formatPayload(const outbox::OutboxRow &row, bool fullBodies,
                                 QString *problem = nullptr);

Q_SIGNALS:
    void fullBodiesToggled(bool full);

private:
    QCheckBox *m_fullBodies;
    QLabel *m_note;
    QPlainTextEdit *m_payload;
};

} // namespace outbox::ui
