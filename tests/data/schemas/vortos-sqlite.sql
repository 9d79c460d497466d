-- Test fixture: the Vortos object-store outbox on SQLite, prefix mode (table
-- vortos_object_store_outbox), as Doctrine DBAL creates it there: CHAR(36) ids, CLOB payload
-- and last_error, DATETIME columns holding naive UTC text, both secondary indexes.
-- See docs/formats.md. No rows: tests insert their own.
CREATE TABLE vortos_object_store_outbox (
    id CHAR(36) NOT NULL,
    domain_event_id VARCHAR(255) DEFAULT NULL,
    operation VARCHAR(64) NOT NULL,
    status VARCHAR(32) NOT NULL,
    attempt_count INTEGER DEFAULT 0 NOT NULL,
    payload CLOB NOT NULL,
    last_error CLOB DEFAULT NULL,
    next_attempt_at DATETIME DEFAULT NULL,
    created_at DATETIME NOT NULL,
    processed_at DATETIME DEFAULT NULL,
    PRIMARY KEY (id)
);
CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos_object_store_outbox (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON vortos_object_store_outbox (status, next_attempt_at, created_at);
