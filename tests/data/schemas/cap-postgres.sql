-- Test fixture: DotNetCore.CAP's storage tables on PostgreSQL ("cap"."published" and
-- "cap"."received", schema "cap" = PostgreSqlOptions' DefaultSchema), vendored from
-- dotnetcore/CAP src/DotNetCore.CAP.PostgreSql/IStorageInitializer.PostgreSql.cs,
-- CreateDbTablesScript (lines 65-94) at commit e52b8508e54cdb7a9ce7f9fec03d9ea8ad2710fb
-- (CAP 10.0.x; the script is unchanged since 6b88bc5c). The only changes: the C# string's
-- interpolations written out ({schema} = cap, GetReceivedTableName() = "cap"."received",
-- GetPublishedTableName() = "cap"."published") and its escaped quotes ("") unescaped. The
-- storage lock table (UseStorageLock, off by default) is not created.
-- CAP's licence (LICENSE.txt at that commit), which covers this DDL:
-- MIT License
--
-- Copyright (c) 2016 Savorboard
--
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

CREATE SCHEMA IF NOT EXISTS "cap";

CREATE TABLE IF NOT EXISTS "cap"."received"(
	"Id" BIGINT PRIMARY KEY NOT NULL,
    "Version" VARCHAR(20) NOT NULL,
	"Name" VARCHAR(200) NOT NULL,
	"Group" VARCHAR(200) NULL,
	"Content" TEXT NULL,
	"Retries" INT NOT NULL,
	"Added" TIMESTAMP NOT NULL,
    "ExpiresAt" TIMESTAMP NULL,
	"StatusName" VARCHAR(50) NOT NULL
);

CREATE INDEX IF NOT EXISTS "idx_received_ExpiresAt_StatusName" ON "cap"."received" ("ExpiresAt","StatusName");
CREATE INDEX IF NOT EXISTS "idx_received_Version_ExpiresAt_StatusName" ON "cap"."received" ("Version","ExpiresAt","StatusName");

CREATE TABLE IF NOT EXISTS "cap"."published"(
	"Id" BIGINT PRIMARY KEY NOT NULL,
    "Version" VARCHAR(20) NOT NULL,
	"Name" VARCHAR(200) NOT NULL,
	"Content" TEXT NULL,
	"Retries" INT NOT NULL,
	"Added" TIMESTAMP NOT NULL,
    "ExpiresAt" TIMESTAMP NULL,
	"StatusName" VARCHAR(50) NOT NULL
);

CREATE INDEX IF NOT EXISTS "idx_published_ExpiresAt_StatusName" ON "cap"."published"("ExpiresAt","StatusName");
CREATE INDEX IF NOT EXISTS "idx_published_Version_ExpiresAt_StatusName" ON "cap"."published" ("Version","ExpiresAt","StatusName");
