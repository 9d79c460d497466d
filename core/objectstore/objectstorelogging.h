#pragma once

#include <QLoggingCategory>

// One category for the whole object-store module ("outbox.core.objectstore"), defined in
// objectstore.cpp. Never log a secret, an Authorization header or a presigned URL through it.
Q_DECLARE_LOGGING_CATEGORY(lcObjectStore)
