#pragma once

class QLabel;
class QPlainTextEdit;
class QString;

namespace outbox::ui {

// What the parts of the row detail pane (RowDetailView, RowPayloadView) are built of alike: a
// read-only text view in the fixed font, selectable by mouse and keyboard, and a bold heading.
QPlainTextEdit *makeDetailTextView(const QString &objectName, const QString &accessibleName);
QLabel *makeDetailHeading(const QString &text);

} // namespace outbox::ui
