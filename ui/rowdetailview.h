#pragma once

#include "coremetatypes.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QStackedWidget;
class QCheckBox;

namespace outbox::ui {

// The detail pane: one row's fields, its whole last error and its payload pretty-printed (long
// base64 bodies summarised until the user asks to see them).
class RowDetailView : public QWidget {
    Q_OBJECT
public:
    explicit RowDetailView(QWidget *parent = nullptr);

    void setTable(const outbox::OutboxTable &table);
    void showRow(const outbox::OutboxRow &row);
    void clear();
    bool hasRow() const { return m_hasRow; }
    QString rowId() const { return m_row.id; }

    QString payloadText() const;
    QString errorText() const;
    QSplitter *splitter() const { return m_splitter; }

    // The payload as shown: indented JSON; base64 bodies summarised unless fullBodies.
    static QString formatPayload(const outbox::OutboxRow &row, bool fullBodies,
                                 QString *problem = nullptr);

private:
    QLabel *addField(const QString &objectName, const QString &label);
    void render();

    QStackedWidget *m_stack;
    QSplitter *m_splitter;
    QLabel *m_title;
    QFormLayout *m_form;
    QLabel *m_state;
    QLabel *m_status;
    QLabel *m_operationLabel = nullptr;
    QLabel *m_operation;
    QLabel *m_created;
    QLabel *m_changedLabel = nullptr;
    QLabel *m_changed;
    QLabel *m_attempts;
    QLabel *m_nextAttempt;
    QLabel *m_eventId;
    QLabel *m_aggregate;
    QLabel *m_subject;
    QLabel *m_errorHeading;
    QPlainTextEdit *m_error;
    QLabel *m_payloadNote;
    QCheckBox *m_fullBodies;
    QPlainTextEdit *m_payload;

    outbox::OutboxTable m_table;
    outbox::OutboxRow m_row;
    bool m_hasRow = false;
};

} // namespace outbox::ui
