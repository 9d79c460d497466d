// Precompiled once per target instead of parsed once per file (cmake/BuildSettings.cmake,
// outbox_precompile): the standard and Qt Core, Sql and Network headers that most files of core,
// secrets, outboxctl and the tests include. Half of a core file's compile time was parsing them.
// Every file still includes what it uses: OUTBOX_PCH=OFF builds without this header.
#pragma once

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include <QtCore/QtCore>

#include <QtNetwork/QTcpServer>
#include <QtNetwork/QTcpSocket>
#include <QtSql/QSqlDatabase>
#include <QtSql/QSqlError>
#include <QtSql/QSqlQuery>
#include <QtSql/QSqlRecord>
