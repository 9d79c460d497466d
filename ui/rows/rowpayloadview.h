#pragma once

#include "ui/common/coremetatypes.h"

#include <QDateTime>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QPlainTextEdit;

namespace outbox::ui {

// The payload side of the detail pane: the row's payload as indented JSON, long base64 bodies
// summarised as their decoded size until "Show base64 bodies" is ticked (offered only where
// something was summarised); a payload that does not parse is shown as stored, with why. A row the
// profile masks or hides says so, with Reveal… (revealRequested()); a revealed one says until when.
//
// Object names: showBase64Button, payloadNote, payloadView, payloadMaskNote, revealPayloadButton.
class RowPayloadView : public QWidget {
    Q_OBJECT
public:
    explicit RowPayloadView(QWidget *parent = nullptr);

    // revealedUntil: the row was revealed in full (PayloadRevealer) until then.
    void showRow(const outbox::OutboxRow &row, const QDateTime &revealedUntil = {});
    QString maskNote() const;
    QString text() const;
    QPlainTextEdit *textView() const { return m_payload; }

    // The payload as shown: indented JSON; base64 bodies summarised unless fullBodies.
    static QString formatPayload(const outbox::OutboxRow &row, bool fullBodies,
                                 QString *problem = nullptr);

Q_SIGNALS:
    void fullBodiesToggled(bool full);
    void revealRequested();

private:
    QCheckBox *m_fullBodies;
    QLabel *m_note;
    QLabel *m_maskNote;
    QPushButton *m_reveal;
    QPlainTextEdit *m_payload;
};

} // namespace outbox::ui
