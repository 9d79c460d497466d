-- Two shapes of the Vortos object-store outbox on PostgreSQL for bench/run-vortos-shapes.
--
--   psql -X -v rows=1000000 -v shape=random  -f bench/gen-vortos-shapes-postgres.sql
--   psql -X -v rows=1000000 -v shape=olddead -f bench/gen-vortos-shapes-postgres.sql
--
-- Creates vortos.object_store_outbox (schema vortos; the table is DROPPED first) with the columns
-- and indexes of tests/data/schemas/vortos-postgres.sql (primary key, the unique domain event id,
-- the pending index (status, next_attempt_at, created_at)), loaded before the indexes are built,
-- then VACUUM (ANALYZE). Rows are inserted in creation order (the table is append-only).
--
-- shape=random: ids are random UUIDv4 (gen_random_uuid(): not time-ordered, so the reader cannot
--   page by id and outboxctl advises (created_at, id)); created_at spreads evenly over the 180 days
--   ending now; ~97 % done, ~2 % pending (a third retrying with an error and a next attempt),
--   ~1 % dead (attempt_count 5), statuses spread evenly over time.
-- shape=olddead: ids are UUIDv7 from the creation time (as the writer makes them); created_at
--   spreads over the 180 days ending now; 50,000 dead rows were all created within two hours,
--   170 days ago (one incident), every other row is done, except that the newest 0.5 % of rows
--   are 40 % pending (a third retrying): no dead row is newer than 170 days.
-- Both: operation mix put 40 %, delete 20 %, copy 15 %, promote 15 %, move 10 %; last_error from
-- eight error shapes with varying keys and numbers; payload JSON with "/" escaped as "\/".
\set ON_ERROR_STOP on
\if :{?rows}
\else
\set rows 1000000
\endif
\if :{?shape}
\else
\set shape random
\endif

SET maintenance_work_mem = '1GB';
SET client_min_messages = warning;
CREATE SCHEMA IF NOT EXISTS vortos;
DROP TABLE IF EXISTS vortos.object_store_outbox;
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
    processed_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL
);

-- base: g (1..rows), ms (creation time, epoch ms) and st (status) per row for the chosen shape,
-- in creation order.
CREATE TEMP TABLE base AS
SELECT g, ms, st FROM (
    -- random: one row every 180 days / rows, statuses evenly mixed
    SELECT g, e.end_ms - ((:rows - g) * 15552000000::numeric / :rows)::bigint AS ms,
           CASE WHEN g % 100 = 7 THEN 'dead' WHEN g % 100 IN (3, 61) THEN 'pending'
                ELSE 'done' END AS st
    FROM generate_series(1, :rows) AS g,
         (SELECT (extract(epoch FROM date_trunc('second', now())) * 1000)::bigint AS end_ms) AS e
    WHERE :'shape' = 'random'
    UNION ALL
    -- olddead, the ordinary rows: rows - 50,000 over 180 days, the newest 0.5 % 40 % pending
    SELECT g, e.end_ms - ((:rows - 50000 - g) * 15552000000::numeric / (:rows - 50000))::bigint,
           CASE WHEN g > (:rows - 50000) * 0.995 AND g % 10 < 4 THEN 'pending' ELSE 'done' END
    FROM generate_series(1, :rows - 50000) AS g,
         (SELECT (extract(epoch FROM date_trunc('second', now())) * 1000)::bigint AS end_ms) AS e
    WHERE :'shape' = 'olddead'
    UNION ALL
    -- olddead, the incident: 50,000 rows in two hours, 170 days ago, all dead
    SELECT :rows - 50000 + k, e.end_ms - 14688000000 + k * 144, 'dead'
    FROM generate_series(1, 50000) AS k,
         (SELECT (extract(epoch FROM date_trunc('second', now())) * 1000)::bigint AS end_ms) AS e
    WHERE :'shape' = 'olddead'
) AS b
ORDER BY ms, g;

INSERT INTO vortos.object_store_outbox (id, domain_event_id, operation, status, attempt_count,
                                        payload, last_error, next_attempt_at, created_at, processed_at)
SELECT
    CASE WHEN :'shape' = 'random' THEN gen_random_uuid()
         ELSE (substr(t, 1, 8) || '-' || substr(t, 9, 4) || '-7' || substr(m, 1, 3) || '-'
               || substr('89ab', (g % 4)::int + 1, 1) || substr(m, 4, 3) || '-' || substr(m, 7, 12))::uuid
    END,
    CASE WHEN g % 10 = 0 THEN 'evt-' || substr(m, 13, 8) || '-' || g END,
    op,
    st,
    CASE st WHEN 'dead' THEN 5 WHEN 'pending' THEN (g % 3)::int
            ELSE CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END END,
    (CASE op
        WHEN 'put' THEN '{"name":"put","key":"assets\/reports\/' || g || '.txt","body_base64":"aGVsbG8="}'
        WHEN 'delete' THEN '{"name":"delete","key":"assets\/users\/' || (g % 50000) || '\/avatar\/old-' || substr(m, 1, 8) || '.jpg"}'
        WHEN 'copy' THEN '{"name":"copy","source":"assets\/' || g || '.bin","target":"backup\/' || g || '.bin"}'
        WHEN 'move' THEN '{"name":"move","source":"tmp\/imports\/batch-' || (g % 997) || '.csv","target":"imports\/batch-' || (g % 997) || '.csv"}'
        ELSE '{"name":"promote","temporary_key":"tmp\/users\/' || (g % 50000) || '\/upload-' || substr(m, 1, 8)
             || '.bin","permanent_key":"assets\/users\/' || (g % 50000) || '\/avatar\/' || m
             || '.jpg","temporary_prefix":"tmp","delete_temporary_source":true}'
    END)::json,
    CASE WHEN st = 'dead' OR (st = 'pending' AND g % 3 > 0) THEN
        format((ARRAY[
            'Object not found: tmp/imports/batch-%2$s.csv',
            'Failed to promote object tmp/users/%4$s/upload-%5$s.bin to assets/users/%4$s/avatar/%3$s.jpg: Error executing "CopyObject": NoSuchKey (404)',
            'r2 object store error: Error executing "CopyObject": 503 Slow Down',
            'Error executing "PutObject" on "https://app-assets.s3.amazonaws.com/assets/reports/%1$s.txt"; AWS HTTP error: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received',
            'cURL error 7: Failed to connect to minio.internal port 9000 after %4$s ms: Connection refused',
            'InternalError (server): We encountered an internal error. Please try again. RequestId: %5$s',
            'NoSuchKey (client): The specified key does not exist. Key: assets/%1$s.bin RequestId: %5$s',
            'Relay process %4$s was killed while handling outbox entry %3$s'
        ])[((g / 100) % 8)::int + 1], g, g % 997, m, g % 50000, substr(m, 1, 8))
    END,
    CASE WHEN st = 'dead' THEN created_at + interval '450 seconds'
         WHEN st = 'pending' AND g % 3 > 0 THEN created_at + (30 * (g % 3)) * interval '1 second' END,
    created_at,
    CASE WHEN st = 'done' THEN created_at + (g % 30) * interval '1 second' END
FROM (
    SELECT g, st, md5(g::text) AS m, lpad(to_hex(ms), 12, '0') AS t,
           -- TIMESTAMP(0) rounds the writer's time to whole seconds (naive UTC).
           (to_timestamp(round(ms / 1000.0)) AT TIME ZONE 'UTC')::timestamp(0) AS created_at,
           CASE (g % 20)::int WHEN 0 THEN 'move' WHEN 1 THEN 'move'
                WHEN 2 THEN 'copy' WHEN 3 THEN 'copy' WHEN 4 THEN 'copy'
                WHEN 5 THEN 'promote' WHEN 6 THEN 'promote' WHEN 7 THEN 'promote'
                WHEN 8 THEN 'delete' WHEN 9 THEN 'delete' WHEN 10 THEN 'delete' WHEN 11 THEN 'delete'
                ELSE 'put' END AS op
    FROM base
) AS r; -- base is in creation order, so the rows go in in that order
DROP TABLE base;

ALTER TABLE vortos.object_store_outbox ADD PRIMARY KEY (id);
CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos.object_store_outbox (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON vortos.object_store_outbox (status, next_attempt_at, created_at);
VACUUM (ANALYZE) vortos.object_store_outbox;
