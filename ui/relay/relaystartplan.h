#pragma once

#include "relay/relaypeers.h"
#include "relay/relayrunner.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/common/changeconfirmation.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace outbox::ui {

// What Start of the relay panel's relay means for a table, in words: where it delivers (the
// profile's object store for Vortos rows, its sink for FennFlow events), why it cannot start, what
// the in-order choice holds back, which other relays are registered on the table, and the
// confirmation Start asks for.
class RelayStartPlan {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::RelayStartPlan)
public:
    // The store or sink as the profile names it (a running relay and a test publish name it the
    // same way); empty without a target or when the profile has none.
    static QString destination(const std::optional<outbox::ConnectionTarget> &target,
                               const outbox::OutboxTable &table);
    // Why Start is disabled, or empty.
    static QString blockedReason(const std::optional<outbox::ConnectionTarget> &target,
                                 const outbox::OutboxTable &table, bool running);

    // The in-order check box, named after the table's key.
    struct InOrderText {
        QString text;
        QString toolTip;
    };
    static InOrderText inOrderText(const outbox::OutboxTable &table);

    // The registered relays of the table other than ownRelayId, one line each.
    static QStringList registeredOthers(const std::optional<outbox::RelayPeers> &peers,
                                        const QString &ownRelayId);

    // The confirmation of Start: delivering table's pending rows to destination with settings,
    // and the other relays seen on the table.
    static ChangeDescription confirmation(const outbox::OutboxTable &table,
                                          const outbox::RelaySettings &settings,
                                          const QString &destination,
                                          const std::optional<outbox::RelayPeers> &peers,
                                          const QStringList &registeredOthers);
};

} // namespace outbox::ui
