#include "ui/common/coremetatypes.h"

namespace outbox::ui {

void registerCoreMetaTypes() {
    // Function-local static: thread-safe, runs once.
    static const bool registered = [] {
        qRegisterMetaType<outbox::ConnectionSpec>();
        qRegisterMetaType<outbox::TableRequest>();
        qRegisterMetaType<outbox::OutboxTable>();
        qRegisterMetaType<outbox::RowFilter>();
        qRegisterMetaType<outbox::PageRequest>();
        qRegisterMetaType<outbox::Page>();
        qRegisterMetaType<outbox::StateCounts>();
        qRegisterMetaType<outbox::OutboxRow>();
        qRegisterMetaType<outbox::BatchProgress>();
        return true;
    }();
    Q_UNUSED(registered);
}

} // namespace outbox::ui
