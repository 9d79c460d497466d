#pragma once

// The core structs that cross threads through queued connections between the GUI and an
// OutboxWorker. Queued arguments are copied through QMetaType, so each one is declared here.

#include "actions/rowactions.h"
#include "connection/connectionspec.h"
#include "query/outboxreader.h"
#include "query/rowfilter.h"
#include "schema/outboxtable.h"
#include "schema/tableresolver.h"

#include <QMetaType>

Q_DECLARE_METATYPE(outbox::ConnectionSpec)
Q_DECLARE_METATYPE(outbox::TableRequest)
Q_DECLARE_METATYPE(outbox::OutboxTable)
Q_DECLARE_METATYPE(outbox::RowFilter)
Q_DECLARE_METATYPE(outbox::PageRequest)
Q_DECLARE_METATYPE(outbox::Page)
Q_DECLARE_METATYPE(outbox::StateCounts)
Q_DECLARE_METATYPE(outbox::OutboxRow)
Q_DECLARE_METATYPE(outbox::BatchProgress)

namespace outbox::ui {

// Registers the types above once; safe to call from anywhere, any number of times.
void registerCoreMetaTypes();

} // namespace outbox::ui
