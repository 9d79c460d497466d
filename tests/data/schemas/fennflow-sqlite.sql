-- Test fixture: the FennFlow outbox on SQLite (table outbox in main), exactly as FennFlow 0.8.0
-- and 0.8.1 create it there (SQLAlchemy's DDL for their model, as sqlite_master keeps it): ids and
-- event ids as 32 hex characters without dashes, aggregate_id VARCHAR(64) (a SHA-256 in hex), JSON
-- text payload, DATETIME text "YYYY-MM-DD HH:MM:SS.ffffff" in UTC without an offset, one index on
-- status, no DEFAULT clauses. tests/interop/tst_fennflowwriter compares this with what the real
-- package creates. FennFlow's own table `metadata` lives beside it and is not reproduced. See
-- docs/formats.md.
--
-- The two sample rows are pending in FennFlow 0.8.0's (the shipped) vocabulary: a create and a
-- delete of two files of one namespace, written a few milliseconds apart. 0.8.1 writes 'created'.
CREATE TABLE outbox (
	id CHAR(32) NOT NULL,
	event_id CHAR(32) NOT NULL,
	aggregate_type VARCHAR(50) NOT NULL,
	aggregate_id VARCHAR(64) NOT NULL,
	event_type VARCHAR(50) NOT NULL,
	payload JSON NOT NULL,
	status VARCHAR(63) NOT NULL,
	created_at DATETIME NOT NULL,
	updated_at DATETIME NOT NULL,
	PRIMARY KEY (id),
	UNIQUE (event_id)
);
CREATE INDEX ix_outbox_status ON outbox (status);

INSERT INTO outbox VALUES
('2755661a18154177949ffbea8653d3c5', 'c6a807ca1a4e4196b500359404105714', 'StorageObject',
 '2907282045792eb8374046b10a04296ec8b8a8f7cc45ee8c66f618d374dbbdb9', 'create',
 '{"operation_id": "c6a807ca1a4e4196b500359404105714", "operation_type": "create", "session_id": "3dc04aad4abb422abc0ee1c7b09bd056", "scope": "default", "namespace": "user-files", "storage_path": "reports/hello.txt", "status": "pending", "created_at": "2026-11-30T02:04:06.162436+00:00", "expired_at": "2026-11-30T02:04:36.162443+00:00", "error": null}',
 'pending', '2026-11-30 02:04:06.171296', '2026-11-30 02:04:06.171302'),
('4708d6284bd046099dcee5e5b7fd62bc', 'ebc27fd7f3fe4486b525202552f46066', 'StorageObject',
 'e2acedaaf2523c91c8104107d611f3515dac52e69e531dd894033e68f137e0ba', 'delete',
 '{"operation_id": "ebc27fd7f3fe4486b525202552f46066", "operation_type": "delete", "session_id": "3ee27938177a4c2eb9de42b42e2c3a60", "scope": "default", "namespace": "user-files", "storage_path": "reports/old.bin", "status": "deleted", "created_at": "2026-11-30T02:04:06.181232+00:00", "expired_at": "2026-11-30T02:04:36.181233+00:00", "error": null}',
 'pending', '2026-11-30 02:04:06.182386', '2026-11-30 02:04:06.182389');
