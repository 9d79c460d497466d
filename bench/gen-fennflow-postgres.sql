-- A FennFlow outbox of :rows rows on PostgreSQL, exactly as the FennFlow library creates it
-- (tests/data/schemas/fennflow-postgres.sql: random uuid ids, a unique event_id, json payloads,
-- timestamptz times, one index on status, none on created_at), in the shipped writer's
-- vocabulary: 97 % sent, 2 % pending, 1 % failed, created over the 90 days ending now.
--   psql -v rows=1000000 -f bench/gen-fennflow-postgres.sql
\set ON_ERROR_STOP on
DROP SCHEMA IF EXISTS fennflow CASCADE;
CREATE SCHEMA fennflow;
CREATE TABLE fennflow.outbox (
    id uuid NOT NULL,
    event_id uuid NOT NULL,
    aggregate_type character varying(50) NOT NULL,
    aggregate_id character varying(255) NOT NULL,
    event_type character varying(50) NOT NULL,
    payload json NOT NULL,
    status character varying(63) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);
INSERT INTO fennflow.outbox
SELECT gen_random_uuid(), gen_random_uuid(), 'StorageObject',
       'default|||user-files|||reports/file-' || (n % 5000) || '.csv',
       (ARRAY['create', 'create', 'put', 'delete'])[1 + n % 4],
       json_build_object('operation_type', (ARRAY['create', 'create', 'put', 'delete'])[1 + n % 4],
                         'storage_path', 'reports/file-' || (n % 5000) || '.csv',
                         'namespace', 'user-files', 'error', NULL),
       CASE WHEN n % 100 < 97 THEN 'sent' WHEN n % 100 < 99 THEN 'pending' ELSE 'failed' END,
       now() - interval '90 days' * (1 - n::float8 / :rows),
       now() - interval '90 days' * (1 - n::float8 / :rows) + interval '2 seconds'
FROM generate_series(1, :rows) AS n;
ALTER TABLE fennflow.outbox ADD CONSTRAINT outbox_pkey PRIMARY KEY (id),
    ADD CONSTRAINT outbox_event_id_key UNIQUE (event_id);
CREATE INDEX ix_fennflow_outbox_status ON fennflow.outbox USING btree (status);
VACUUM (ANALYZE) fennflow.outbox;
