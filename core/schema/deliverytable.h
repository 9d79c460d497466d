#pragma once

#include "connection/databasesession.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// The side table that gives FennFlow rows attempts, errors and backoff without altering the
// library's table: written by the relay, cleared by a retry or mark done. Created by
// `outboxctl relay init`, which also prints its DDL.
class DeliveryTable {
public:
    static constexpr const char *kName = "outbox_console_delivery";
    static QString ddl(DatabaseKind kind, IdStorage ids);
    static bool exists(const DatabaseSession &session);
    static Status create(const DatabaseSession &session, const OutboxTable &table);
};

} // namespace outbox
