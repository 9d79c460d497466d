-- Test fixture: gruelbox transaction-outbox's tables on PostgreSQL (txno_outbox, txno_sequence,
-- txno_version: the names are unquoted, so PostgreSQL folds them to lower case), generated from
-- the library's migrations in order for its POSTGRESQL_9 dialect, as DefaultPersistor.writeSchema
-- prints them: gruelbox/transaction-outbox transactionoutbox-core/src/main/java/com/gruelbox/
-- transactionoutbox/DefaultDialect.java (Builder: migrations 1-13) with the overrides of
-- Dialect.java (POSTGRESQL_9: 5, 6 and 7 changed, 8 disabled), at commit
-- d619650779a3cafc66455b1273f3866a1f7c6d6b (= tag 7.0.715), and the version table that
-- DefaultMigrationManager creates first (DefaultDialect.createVersionTableIfNotExists). Changes:
-- each statement ends with ";" (the library runs them one by one), and the version table's
-- bookkeeping rows are not written.
-- gruelbox transaction-outbox is licensed under the Apache License, Version 2.0 (its LICENSE):
-- Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file
-- except in compliance with the License. You may obtain a copy of the License at
-- http://www.apache.org/licenses/LICENSE-2.0. Unless required by applicable law or agreed to in
-- writing, software distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
-- WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the License for the
-- specific language governing permissions and limitations under the License.
-- See docs/other-outbox-libraries.md.

CREATE TABLE IF NOT EXISTS TXNO_VERSION (id INT DEFAULT 0, version INT, PRIMARY KEY (id));

-- 1: Create outbox table
CREATE TABLE TXNO_OUTBOX (
    id VARCHAR(36) PRIMARY KEY,
    invocation TEXT,
    nextAttemptTime TIMESTAMP(6),
    attempts INT,
    blacklisted BOOLEAN,
    version INT
);

-- 2: Add unique request id
ALTER TABLE TXNO_OUTBOX ADD COLUMN uniqueRequestId VARCHAR(100) NULL UNIQUE;

-- 3: Add processed flag
ALTER TABLE TXNO_OUTBOX ADD COLUMN processed BOOLEAN;

-- 4: Add flush index
CREATE INDEX IX_TXNO_OUTBOX_1 ON TXNO_OUTBOX (processed, blacklisted, nextAttemptTime);

-- 5: Increase size of uniqueRequestId
ALTER TABLE TXNO_OUTBOX ALTER COLUMN uniqueRequestId TYPE VARCHAR(250);

-- 6: Rename column blacklisted to blocked
ALTER TABLE TXNO_OUTBOX RENAME COLUMN blacklisted TO blocked;

-- 7: Add lastAttemptTime column to outbox
ALTER TABLE TXNO_OUTBOX ADD COLUMN lastAttemptTime TIMESTAMP(6);

-- 8: Update length of invocation column on outbox for MySQL dialects only.
-- Nothing for POSTGRESQL_9

-- 9: Add topic
ALTER TABLE TXNO_OUTBOX ADD COLUMN topic VARCHAR(250) NOT NULL DEFAULT '*';

-- 10: Add sequence
ALTER TABLE TXNO_OUTBOX ADD COLUMN seq BIGINT NULL;

-- 11: Add sequence table
CREATE TABLE TXNO_SEQUENCE (topic VARCHAR(250) NOT NULL, seq BIGINT NOT NULL, PRIMARY KEY (topic, seq));

-- 12: Add flush index to support ordering
CREATE INDEX IX_TXNO_OUTBOX_2 ON TXNO_OUTBOX (topic, processed, seq);

-- 13: Enforce UTF8 collation for outbox messages
-- Nothing for POSTGRESQL_9
