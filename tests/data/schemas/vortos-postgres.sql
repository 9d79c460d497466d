-- Test fixture: the Vortos object-store outbox on PostgreSQL, schema mode
-- (table vortos.object_store_outbox), as the Vortos ObjectStore package's migration creates it
-- through Doctrine DBAL: UUID id, JSON (not JSONB) payload, TIMESTAMP(0) WITHOUT TIME ZONE
-- times holding naive UTC, both secondary indexes (the unique domain event id and the
-- non-partial pending index). See docs/formats.md.
--
-- The sample rows below follow the writer's exact style: lowercase UUIDv7 ids, naive UTC
-- timestamps rounded to whole seconds, payload JSON as PHP's json_encode writes it ("/"
-- escaped as "\/"). One row of each operation and of each status. Tests retarget the table by
-- replacing the schema name (tests/support/testdatabases.h), and vortosSampleInsert() reads the
-- one insert statement, so keep it the only one and the last statement of the file.
CREATE SCHEMA IF NOT EXISTS vortos;
CREATE TABLE vortos.object_store_outbox (
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
CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos.object_store_outbox (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON vortos.object_store_outbox (status, next_attempt_at, created_at);

-- A dead promote whose temporary upload expired, a fresh put, a done delete with a domain event
-- id, a copy waiting for its third attempt, and a dead move whose source is gone.
INSERT INTO vortos.object_store_outbox (id, domain_event_id, operation, status, attempt_count, payload, last_error, next_attempt_at, created_at, processed_at) VALUES
('0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60', NULL, 'promote', 'dead', 5,
 '{"name":"promote","temporary_key":"tmp\/users\/123\/upload.bin","permanent_key":"assets\/users\/123\/avatar\/5f2b0c9e8d7a6b5c4d3e2f1a0b9c8d7e.jpg","temporary_prefix":"tmp","delete_temporary_source":true}',
 'Failed to promote object tmp/users/123/upload.bin to assets/users/123/avatar/5f2b0c9e8d7a6b5c4d3e2f1a0b9c8d7e.jpg: Error executing "CopyObject": NoSuchKey (404)',
 '2026-06-01 09:12:40', '2026-06-01 09:05:10', NULL),
('0193f1a2-7c11-7b2d-8e11-4d2a3b4c5d61', NULL, 'put', 'pending', 0,
 '{"name":"put","key":"assets\/reports\/2026-06\/summary.txt","body_base64":"aGVsbG8gb3V0Ym94Cg=="}',
 NULL, NULL, '2026-06-01 09:05:11', NULL),
('0193f1a2-7c12-7c3e-9f22-5e3b4c5d6e62', 'evt-7d1c', 'delete', 'done', 1,
 '{"name":"delete","key":"assets\/users\/77\/avatar\/old.jpg"}',
 NULL, NULL, '2026-06-01 09:05:11', '2026-06-01 09:05:14'),
('0193f1a2-7c13-7d4f-a033-6f4c5d6e7f63', NULL, 'copy', 'pending', 2,
 '{"name":"copy","source":"assets\/a.bin","target":"backup\/a.bin"}',
 'r2 object store error: Error executing "CopyObject": 503 Slow Down', '2026-06-01 09:07:11', '2026-06-01 09:05:12', NULL),
('0193f1a2-7c14-7e50-b144-7a5d6e7f8064', NULL, 'move', 'dead', 5,
 '{"name":"move","source":"tmp\/imports\/batch-9.csv","target":"imports\/batch-9.csv"}',
 'Object not found: tmp/imports/batch-9.csv', NULL, '2026-05-31 22:00:00', NULL);
