-- Test fixture: DotNetCore.CAP's storage tables on SQLite, from the community provider CAP's docs
-- name (CAP itself ships none): each a single table whose name contains a dot, `cap.Received` and
-- `cap.Published` (TableNamePrefix "cap", its default, then ".Received"/".Published": capital R
-- and P, unlike CAP's MySQL tables). Vendored from colinin/DotNetCore.CAP.Sqlite
-- src/DotNetCore.CAP.Sqlite/IStorageInitializer.Sqlite.cs, CreateDbTablesScript (lines 71-98)
-- at commit 3f38fed67dd8f88cbd678803e648f06b62d59f55 (package 10.0.0, built against
-- DotNetCore.CAP 10.0.0). The only changes: the C# string's interpolations written out
-- (GetReceivedTableName() = cap.Received, GetPublishedTableName() = cap.Published), its CRLF
-- line ends made LF, and the space after the first ";" dropped (the fixture loader splits at ";"
-- line ends). The storage lock table (UseStorageLock, off by default) is not created.
-- SQLite's index names are global to the database: the provider gives both tables the same
-- index names, so the two CREATE INDEX IF NOT EXISTS of `cap.Published` do nothing and the
-- published table has no secondary index, as with the provider itself.
-- Licence: the repository has no LICENSE file; its package declares MIT, only as
-- <PackageLicenseExpression>MIT</PackageLicenseExpression> in
-- src/DotNetCore.CAP.Sqlite/DotNetCore.CAP.Sqlite.csproj at that commit (Authors: Colin), which
-- names no copyright line. The MIT licence's text:
-- Permission is hereby granted, free of charge, to any person obtaining a copy
-- of this software and associated documentation files (the "Software"), to deal
-- in the Software without restriction, including without limitation the rights
-- to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
-- copies of the Software, and to permit persons to whom the Software is
-- furnished to do so, subject to the following conditions:
--
-- The above copyright notice and this permission notice shall be included in all
-- copies or substantial portions of the Software.
--
-- THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
-- IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
-- FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
-- AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
-- LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
-- OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
-- SOFTWARE.
-- See docs/other-outbox-libraries.md.

CREATE TABLE IF NOT EXISTS `cap.Received` (
  `Id` bigint NOT NULL,
  `Version` varchar(20) DEFAULT NULL COLLATE NOCASE,
  `Name` varchar(400) NOT NULL COLLATE NOCASE,
  `Group` varchar(200) DEFAULT NULL COLLATE NOCASE,
  `Content` longtext,
  `Retries` int(11) DEFAULT NULL,
  `Added` datetime NOT NULL,
  `ExpiresAt` datetime DEFAULT NULL,
  `StatusName` varchar(50) NOT NULL COLLATE NOCASE,
  PRIMARY KEY (`Id`)
);
CREATE INDEX IF NOT EXISTS `IX_Version_ExpiresAt_StatusName` ON `cap.Received`(`Version`, `ExpiresAt`, `StatusName`);
CREATE INDEX IF NOT EXISTS `IX_ExpiresAt_StatusName` ON `cap.Received`(`ExpiresAt`, `StatusName`);

CREATE TABLE IF NOT EXISTS `cap.Published` (
  `Id` bigint NOT NULL,
  `Version` varchar(20) DEFAULT NULL COLLATE NOCASE,
  `Name` varchar(200) NOT NULL COLLATE NOCASE,
  `Content` longtext,
  `Retries` int(11) DEFAULT NULL,
  `Added` datetime NOT NULL,
  `ExpiresAt` datetime DEFAULT NULL,
  `StatusName` varchar(40) NOT NULL COLLATE NOCASE,
  PRIMARY KEY (`Id`)
);
CREATE INDEX IF NOT EXISTS `IX_Version_ExpiresAt_StatusName` ON `cap.Published`(`Version`, `ExpiresAt`, `StatusName`);
CREATE INDEX IF NOT EXISTS `IX_ExpiresAt_StatusName` ON `cap.Published`(`ExpiresAt`, `StatusName`);
