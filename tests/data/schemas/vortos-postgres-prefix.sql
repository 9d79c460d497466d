-- Test fixture: the Vortos object-store outbox on PostgreSQL, prefix mode (table
-- public.vortos_object_store_outbox): the same columns and indexes as schema mode
-- (vortos-postgres.sql), with the table name carrying the prefix instead of a schema.
-- See docs/formats.md. No rows: tests insert their own.
CREATE TABLE vortos_object_store_outbox (
    id UUID NOT NULL,
    domain_event_id VARCHAR(255) DEFAULT NULL,
    operation VARCHAR(64) NOT NULL,
    status VARCHAR(32) NOT NULL,
    attempt_count INT DEFAULT 0 NOT NULL,
    payload JSON NOT NULL,
    last_error TEXT DEFAULT NULL,
    next_attempt_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
    created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
    processed_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL,
    PRIMARY KEY (id)
);
CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos_object_store_outbox (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON vortos_object_store_outbox (status, next_attempt_at, created_at);
