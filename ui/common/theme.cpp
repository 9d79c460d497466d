#include "ui/common/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

Theme themeFromSetting(const QString &value) {
    if (value == u"light"_s)
        return Theme::Light;
    if (value == u"dark"_s)
        return Theme::Dark;
    return Theme::System;
}

QString themeSetting(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return u"light"_s;
    case Theme::Dark:
        return u"dark"_s;
    case Theme::System:
        break;
    }
    return u"system"_s;
}

QPalette darkPalette() {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    dark.setColor(QPalette::Link, QColor(0x4d, 0xa6, 0xff)); // as dark themes lighten links
    dark.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xff));
    dark.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    dark.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    dark.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return dark;
}

void applyTheme(Theme theme) {
    static const QPalette systemPalette = QApplication::palette();
    static const QString systemStyle = QApplication::style()->name();
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        return;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
        QApplication::setPalette(darkPalette());
        return;
    }
}

} // namespace outbox::ui
