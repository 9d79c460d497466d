#include "ui/common/stateappearance.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHash>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

using namespace Qt::StringLiterals;

namespace outbox::ui {

bool isDarkPalette(const QPalette &palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

bool isDarkPalette() {
    return isDarkPalette(QGuiApplication::palette());
}

void keepPlaceholdersReadable() {
    QPalette palette = QGuiApplication::palette();
    bool changed = false;
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const QColor text = palette.color(group, QPalette::Text);
        const QColor base = palette.color(group, QPalette::Base);
        const auto between = [](int t, int b) { return (t * 55 + b * 45) / 100; };
        const QColor wanted(between(text.red(), base.red()), between(text.green(), base.green()),
                            between(text.blue(), base.blue()));
        if (palette.color(group, QPalette::PlaceholderText) != wanted) {
            palette.setColor(group, QPalette::PlaceholderText, wanted);
            changed = true;
        }
    }
    if (changed) // else no new palette change event: this is called from one
        QGuiApplication::setPalette(palette);
}

namespace {
// What the states are called (their translations' context: outbox::ui::State).
struct StateWord {
    RowState state;
    const char *label;
};
constexpr StateWord kStateLabels[] = {
    {RowState::Pending, QT_TRANSLATE_NOOP("outbox::ui::State", "Pending")},
    {RowState::InFlight, QT_TRANSLATE_NOOP("outbox::ui::State", "In flight")},
    {RowState::Dead, QT_TRANSLATE_NOOP("outbox::ui::State", "Dead")},
    {RowState::Sent, QT_TRANSLATE_NOOP("outbox::ui::State", "Sent")},
    {RowState::Superseded, QT_TRANSLATE_NOOP("outbox::ui::State", "Superseded")},
    {RowState::Archived, QT_TRANSLATE_NOOP("outbox::ui::State", "Archived")},
};
} // namespace

QString stateLabel(RowState state) {
    for (const StateWord &word : kStateLabels)
        if (word.state == state)
            return QCoreApplication::translate("outbox::ui::State", word.label);
    return QCoreApplication::translate("outbox::ui::State", "Unknown");
}

QColor stateColor(RowState state) {
    const bool dark = isDarkPalette();
    switch (state) {
    case RowState::Pending:
        return dark ? QColor(0xf5, 0xb8, 0x3d) : QColor(0xa8, 0x5d, 0x00);
    case RowState::InFlight:
        return dark ? QColor(0x62, 0xa0, 0xea) : QColor(0x1a, 0x5f, 0xb4);
    case RowState::Dead:
        return dark ? QColor(0xf6, 0x61, 0x51) : QColor(0xc0, 0x1c, 0x28);
    case RowState::Sent:
        return dark ? QColor(0x57, 0xc7, 0x6f) : QColor(0x2e, 0x7d, 0x32);
    case RowState::Superseded: // done with, as far as anyone needs to act: the disabled text
    case RowState::Archived:
    case RowState::Unknown:
        break;
    }
    return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
}

QIcon stateIcon(RowState state) {
    // Dots are cached per colour: data() asks for them on every repaint.
    static QHash<QRgb, QIcon> cache;
    const QColor color = stateColor(state);
    const auto it = cache.constFind(color.rgb());
    if (it != cache.constEnd())
        return *it;
    const QIcon icon = dotIcon(color, {12, 16, 24, 32}, 0.22);
    cache.insert(color.rgb(), icon);
    return icon;
}

QIcon dotIcon(const QColor &color, std::initializer_list<int> sizes, qreal marginRatio) {
    QIcon icon;
    for (const int size : sizes) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        const qreal margin = size * marginRatio;
        painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString environmentLabel(const QString &environment) {
    if (environment.isEmpty())
        return QCoreApplication::translate("outbox::ui::Environment", "NO PROFILE");
    return environment.toUpper();
}

QColor environmentColor(const QString &environment) {
    if (environment == u"prod"_s)
        return QColor(0xc0, 0x1c, 0x28);
    if (environment == u"staging"_s)
        return QColor(0xc6, 0x6a, 0x00);
    if (environment == u"dev"_s)
        return QColor(0x2e, 0x7d, 0x32);
    return QColor(0x5e, 0x5c, 0x64);
}

QColor errorTextColor() {
    return stateColor(RowState::Dead);
}

} // namespace outbox::ui
