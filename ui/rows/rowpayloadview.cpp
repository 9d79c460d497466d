#include "ui/rows/rowpayloadview.h"

#include "ui/common/stateappearance.h"
#include "ui/rows/detailparts.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int SummariseAbove = 96; // base64 characters

QJsonValue summarise(const QJsonValue &value, const QString &key);

QJsonObject summariseObject(const QJsonObject &object) {
    QJsonObject out;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        out.insert(it.key(), summarise(it.value(), it.key()));
    return out;
}

QJsonValue summarise(const QJsonValue &value, const QString &key) {
    if (value.isObject())
        return summariseObject(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(summarise(v, key));
        return out;
    }
    if (value.isString() && key.endsWith(u"base64"_s, Qt::CaseInsensitive) &&
        value.toString().size() > SummariseAbove) {
        const auto decoded = QByteArray::fromBase64Encoding(
            value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return RowPayloadView::tr("<%1 characters, not valid base64>")
                .arg(value.toString().size());
        return RowPayloadView::tr("<%n byte(s), base64>", nullptr, int(decoded.decoded.size()));
    }
    return value;
}

} // namespace

RowPayloadView::RowPayloadView(QWidget *parent)
    : QWidget(parent) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 6, 8, 4);
    auto *header = new QHBoxLayout;
    auto *heading = makeDetailHeading(tr("Payload"));
    header->addWidget(heading);
    header->addStretch(1);
    m_fullBodies = new QCheckBox(tr("Show base64 bodies"));
    m_fullBodies->setObjectName(u"showBase64Button"_s);
    m_fullBodies->setToolTip(tr("Show inline base64 bodies in full instead of their decoded size"));
    m_fullBodies->setAccessibleName(tr("Show base64 bodies"));
    header->addWidget(m_fullBodies);
    layout->addLayout(header);
    auto *maskRow = new QHBoxLayout;
    m_maskNote = new QLabel;
    m_maskNote->setObjectName(u"payloadMaskNote"_s);
    m_maskNote->setWordWrap(true);
    m_maskNote->setTextFormat(Qt::PlainText);
    maskRow->addWidget(m_maskNote, 1);
    m_reveal = new QPushButton(tr("&Reveal…"));
    m_reveal->setObjectName(u"revealPayloadButton"_s);
    m_reveal->setToolTip(tr("Show this row's payload in full for a few minutes (audited, with a "
                            "reason)"));
    maskRow->addWidget(m_reveal, 0, Qt::AlignTop);
    layout->addLayout(maskRow);
    m_maskNote->hide();
    m_reveal->hide();
    m_note = new QLabel;
    m_note->setObjectName(u"payloadNote"_s);
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);
    m_payload = makeDetailTextView(u"payloadView"_s, tr("Payload"));
    m_payload->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_payload, 1);
    heading->setBuddy(m_payload);

    connect(m_fullBodies, &QCheckBox::toggled, this, &RowPayloadView::fullBodiesToggled);
    connect(m_reveal, &QPushButton::clicked, this, &RowPayloadView::revealRequested);
}

QString RowPayloadView::maskNote() const {
    return m_maskNote->isVisible() ? m_maskNote->text() : QString();
}

void RowPayloadView::showRow(const OutboxRow &row, const QDateTime &revealedUntil) {
    const bool masked = row.payloadVisibility != PayloadVisibility::Full;
    m_maskNote->setVisible(masked || revealedUntil.isValid());
    m_reveal->setVisible(masked);
    if (masked)
        m_maskNote->setText(row.payloadVisibility == PayloadVisibility::Hidden
                                ? tr("This profile hides payloads: only the size is shown.")
                                : tr("This profile masks sensitive values: each is shown as its "
                                     "type and length («masked …»)."));
    else if (revealedUntil.isValid())
        m_maskNote->setText(
            tr("Revealed in full until %1 (recorded in the audit log).")
                .arg(QLocale().toString(revealedUntil.time(), QLocale::ShortFormat)));
    QString problem;
    const QString payload = formatPayload(row, m_fullBodies->isChecked(), &problem);
    m_payload->setPlainText(payload);
    // Offer the full bodies only where something was summarised.
    m_fullBodies->setVisible(m_fullBodies->isChecked() || payload != formatPayload(row, true));
    m_note->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        m_note->setText(tr("Shown as stored: %1").arg(problem));
        QPalette notePalette = m_note->palette();
        notePalette.setColor(QPalette::WindowText, errorTextColor());
        m_note->setPalette(notePalette);
    }
}

QString RowPayloadView::text() const {
    return m_payload->toPlainText();
}

QString RowPayloadView::formatPayload(const OutboxRow &row, bool fullBodies, QString *problem) {
    const auto parsed = row.payload();
    if (!parsed && PayloadMask::isWholePayloadPlaceholder(row.payloadText))
        return row.payloadText; // hidden: its size, no problem to name
    if (!parsed) {
        if (problem)
            *problem = parsed.error().message;
        return row.payloadText;
    }
    const QJsonObject shown = fullBodies ? *parsed : summariseObject(*parsed);
    return QString::fromUtf8(QJsonDocument(shown).toJson(QJsonDocument::Indented)).trimmed();
}

} // namespace outbox::ui
