-- Test fixture: the FennFlow outbox on PostgreSQL (table fennflow.outbox), exactly as FennFlow
-- 0.8.0 and 0.8.1 create it (their SQLAlchemy model through metadata.create_all when a
-- UnitOfWork opens; `fennflow` is SqlalchemyBackendConfig's default db_schema): uuid ids, a
-- unique event_id (the deduplication key), aggregate_id varchar(64) holding a SHA-256 in hex, a
-- json payload, timestamptz times, one index on status, the model's column comments, and no
-- DEFAULT clauses (SQLAlchemy fills every column in Python). tests/interop/tst_fennflowwriter
-- compares this with what the real package creates. FennFlow's own table fennflow.metadata
-- lives beside it and is not reproduced. See docs/formats.md.
--
-- The sample rows follow the writer's exact style: the payload is the file operation's
-- snapshot with its UUIDs as hex without dashes and ISO 8601 times with an offset; aggregate_id
-- is sha256('scope|||namespace|||storage_path') in hex. Their statuses are FennFlow 0.8.0's, the
-- shipped vocabulary (pending = not yet delivered), one each of pending, sent and failed; 0.8.1
-- writes 'created' instead (the docs vocabulary).
CREATE SCHEMA IF NOT EXISTS fennflow;
CREATE TABLE fennflow.outbox (
    id uuid NOT NULL,
    event_id uuid NOT NULL,
    aggregate_type character varying(50) NOT NULL,
    aggregate_id character varying(64) NOT NULL,
    event_type character varying(50) NOT NULL,
    payload json NOT NULL,
    status character varying(63) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT outbox_pkey PRIMARY KEY (id),
    CONSTRAINT outbox_event_id_key UNIQUE (event_id)
);
CREATE INDEX ix_fennflow_outbox_status ON fennflow.outbox USING btree (status);
COMMENT ON COLUMN fennflow.outbox.event_id IS 'payload.operation_id';
COMMENT ON COLUMN fennflow.outbox.aggregate_id IS 'sha256(''{payload.scope}|||{payload.namespace}|||{payload.storage_path}'')';
COMMENT ON COLUMN fennflow.outbox.event_type IS 'payload.operation_type';

INSERT INTO fennflow.outbox VALUES
('06217dad-3c1e-4b8f-9a51-0f5e2d7c9b10', '286aa337-4149-42b1-8aa5-890227bd615f', 'StorageObject',
 'e2acedaaf2523c91c8104107d611f3515dac52e69e531dd894033e68f137e0ba', 'delete',
 '{"operation_id": "286aa337414942b18aa5890227bd615f", "operation_type": "delete", "session_id": "1e858976e4e84aa68599e3d971c09ff7", "scope": "default", "namespace": "user-files", "storage_path": "reports/old.bin", "status": "deleted", "created_at": "2026-11-30T02:04:09.035951+00:00", "expired_at": "2026-11-30T02:04:39.035952+00:00", "error": null}',
 'pending', '2026-11-30 02:04:09.037284+00', '2026-11-30 02:04:09.037290+00'),
('7a0c2f11-9d3b-4e62-8c7a-1b2c3d4e5f60', '76e0448e-676e-47e8-8ad3-d9c8e6906568', 'StorageObject',
 '2907282045792eb8374046b10a04296ec8b8a8f7cc45ee8c66f618d374dbbdb9', 'create',
 '{"operation_id": "76e0448e676e47e88ad3d9c8e6906568", "operation_type": "create", "session_id": "fc423736a72d4944bc83f8252c44d8b2", "scope": "default", "namespace": "user-files", "storage_path": "reports/hello.txt", "status": "uploaded", "created_at": "2026-11-30T02:04:08.995654+00:00", "expired_at": "2026-11-30T02:04:38.995663+00:00", "error": null}',
 'sent', '2026-11-30 02:04:08.995700+00', '2026-11-30 02:04:10.120000+00'),
('8b1d3022-ae4c-4f73-9d8b-2c3d4e5f6071', '7be9fd12-1d3f-4d0a-97d9-9d2a2fda8246', 'StorageObject',
 'c80ead1b2ba422d85f3073370eeff4972e581a4731967af69a633f2bc42edd2a', 'put',
 '{"operation_id": "7be9fd121d3f4d0a97d99d2a2fda8246", "operation_type": "put", "session_id": "fc423736a72d4944bc83f8252c44d8b2", "scope": "default", "namespace": "user-files", "storage_path": "reports/report.json", "status": "uploaded", "created_at": "2026-11-30T02:04:08.995691+00:00", "expired_at": "2026-11-30T02:04:38.995692+00:00", "error": null}',
 'failed', '2026-11-30 02:04:08.995720+00', '2026-11-30 02:05:00.000000+00');
