#pragma once

#include "schema/rowstate.h"

#include <QColor>
#include <QIcon>
#include <QString>

#include <initializer_list>

class QPalette;

namespace outbox::ui {

// How the four states and the three environments look, in one place so the table, the filter
// buttons and the detail pane agree. Colours have a light and a dark variant so text stays
// readable on either system palette.

bool isDarkPalette(const QPalette &palette);
bool isDarkPalette(); // the application palette
// Placeholder texts between the text and the base colour, readable on light and dark palettes
// alike (a dark palette without a placeholder colour of its own kept a dark grey on dark): sets
// the application palette's placeholder colour where it differs from that. Call at start and
// when the application palette changes.
void keepPlaceholdersReadable();

QString stateLabel(RowState state); // "Pending", "In flight", … (translated)
QColor stateColor(RowState state);  // for text on the current palette's base colour
QIcon stateIcon(RowState state);    // a filled dot in the state's colour
// A filled dot in `color`, drawn at each of `sizes` with `marginRatio` of the size around it.
QIcon dotIcon(const QColor &color, std::initializer_list<int> sizes, qreal marginRatio);

QString environmentLabel(const QString &environment); // "DEV", "STAGING", "PROD", "NO PROFILE"
QColor environmentColor(const QString &environment);  // background of the environment badge

QColor errorTextColor();

} // namespace outbox::ui
