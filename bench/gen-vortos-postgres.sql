-- Generates a large Vortos object-store outbox table in PostgreSQL for the reading benchmarks.
--
--   psql -X -v rows=10000000 -v tbl=vortos_object_store_outbox -f bench/gen-vortos-postgres.sql
--
-- rows defaults to 1000000, tbl to vortos_object_store_outbox (it may be schema-qualified; the
-- schema must exist). The table is DROPPED first. Columns and index names are exactly those of
-- tests/data/schemas/vortos-postgres-prefix.sql, but the rows are loaded before the
-- primary key and the two indexes are built (much faster than maintaining them row by row).
-- Index names are per schema: put two generated tables in two databases or two schemas.
--
-- The rows look like the writer's:
--   * created_at spreads evenly over the 90 days ending now (naive UTC, TIMESTAMP(0) rounds to
--     whole seconds, so at 10M rows about one second in three holds two rows);
--   * ids are lowercase UUIDv7 built from the exact creation time in epoch milliseconds (48-bit ms,
--     version nibble 7, variant 8..b, the rest from md5(g)), so id order is creation order, as
--     with the real writer, and the table is physically in creation order (append-only);
--   * operation mix: put 40 %, delete 20 %, copy 15 %, promote 15 %, move 10 %;
--   * status: ~97 % done, ~2 % pending (a third of them retrying with an error and a next
--     attempt time), ~1 % dead (attempt_count 5, one of 36 error shapes with varying ids, keys
--     and numbers; e.g. 'Object not found: tmp/imports/batch-' || (g % 997) || '.csv');
--   * payload is JSON text with "/" escaped as "\/", as the PHP writer encodes it;
--   * processed_at on done rows, domain_event_id on one row in ten.
\set ON_ERROR_STOP on
\if :{?rows}
\else
\set rows 1000000
\endif
\if :{?tbl}
\else
\set tbl vortos_object_store_outbox
\endif

SET maintenance_work_mem = '1GB';
SET client_min_messages = warning;

DROP TABLE IF EXISTS :tbl;
CREATE TABLE :tbl (
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

INSERT INTO :tbl (id, domain_event_id, operation, status, attempt_count, payload, last_error,
                  next_attempt_at, created_at, processed_at)
SELECT
    (substr(t, 1, 8) || '-' || substr(t, 9, 4) || '-7' || substr(m, 1, 3) || '-'
        || substr('89ab', (g % 4)::int + 1, 1) || substr(m, 4, 3) || '-' || substr(m, 7, 12))::uuid,
    CASE WHEN g % 10 = 0 THEN 'evt-' || substr(m, 13, 8) || '-' || g END,
    op,
    st,
    CASE st WHEN 'dead' THEN 5
            WHEN 'pending' THEN (g % 3)::int
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
            'Failed to promote object tmp/users/%4$s/upload-%5$s.bin to assets/users/%4$s/avatar/%3$s.jpg: Error executing "CopyObject" on "https://s3.eu-west-1.amazonaws.com/app-assets/assets/users/%4$s/avatar/%3$s.jpg"; AWS HTTP error: Client error: `PUT https://s3.eu-west-1.amazonaws.com/app-assets/assets/users/%4$s/avatar/%3$s.jpg` resulted in a `404 Not Found` response: NoSuchKey (client): The specified key does not exist.',
            'r2 object store error: Error executing "CopyObject": 503 Slow Down',
            'Error executing "PutObject" on "https://app-assets.s3.amazonaws.com/assets/reports/%1$s.txt"; AWS HTTP error: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received',
            'Error executing "DeleteObject" on "https://app-assets.s3.amazonaws.com/assets/users/%4$s/avatar/old-%5$s.jpg"; AWS HTTP error: AccessDenied (client): Access Denied - RequestId: %5$s',
            'cURL error 7: Failed to connect to minio.internal port 9000 after %4$s ms: Connection refused',
            'Error executing "HeadObject" on "https://app-assets.s3.amazonaws.com/assets/%1$s.bin"; AWS HTTP error: 403 Forbidden (SignatureDoesNotMatch)',
            'Failed to move object tmp/imports/batch-%2$s.csv to imports/batch-%2$s.csv: Error executing "CopyObject": NoSuchKey (404)',
            'InternalError (server): We encountered an internal error. Please try again. RequestId: %5$s',
            'Object key "assets/%1$s/../x.bin" contains a ".." segment',
            'RequestTimeTooSkewed (client): The difference between the request time and the current time is too large. RequestId: %5$s',
            'ServiceUnavailable (server): Reduce your request rate. RequestId: %5$s',
            'cURL error 6: Could not resolve host: %5$s.r2.cloudflarestorage.com',
            'EntityTooLarge (client): Your proposed upload exceeds the maximum allowed size (assets/uploads/%1$s.bin)',
            'NoSuchBucket (client): The specified bucket does not exist: app-assets-%2$s',
            'InvalidAccessKeyId (client): The AWS Access Key Id you provided does not exist in our records. RequestId: %5$s',
            'Error executing "CopyObject" on "https://app-assets.s3.amazonaws.com/backup/%1$s.bin"; AWS HTTP error: 412 Precondition Failed',
            'cURL error 35: OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to app-assets.s3.amazonaws.com:443',
            'cURL error 56: Recv failure: Connection reset by peer (after %4$s bytes)',
            'Invalid payload for outbox entry %3$s: Syntax error at offset %4$s',
            'Unknown object-store operation "archive" in outbox entry %3$s',
            'Temporary prefix cannot be empty.',
            'Source key must be under the "tmp/" temporary prefix.',
            'Permanent key cannot remain under the "tmp/" temporary prefix.',
            'r2 object store error: Error executing "PutObject": SlowDown (server): Please reduce your request rate. RequestId: %5$s',
            'Object not found: tmp/users/%4$s/upload-%5$s.bin',
            'Error executing "GetObject" on "https://app-assets.s3.amazonaws.com/assets/%1$s.bin"; AWS HTTP error: 416 Requested Range Not Satisfiable',
            'QuotaExceeded (client): storage quota exceeded for account %5$s',
            'Operation timed out after 30000 milliseconds (copy assets/videos/%1$s.mp4 to backup/videos/%1$s.mp4)',
            'NoSuchKey (client): The specified key does not exist. Key: assets/%1$s.bin RequestId: %5$s',
            'AccessDenied (client): User: arn:aws:iam::%4$s:user/outbox-relay is not authorized to perform: s3:DeleteObject on resource: arn:aws:s3:::app-assets/tmp/%1$s',
            'Error executing "PutObject" on "https://app-assets.s3.amazonaws.com/assets/reports/%1$s.txt"; AWS HTTP error: 400 Bad Request (InvalidDigest)',
            'MissingContentLength (client): You must provide the Content-Length HTTP header. RequestId: %5$s',
            'cURL error 52: Empty reply from server (minio-%2$s.internal:9000)',
            'XAmzContentSHA256Mismatch (client): The provided x-amz-content-sha256 header does not match what was computed for assets/%1$s.bin',
            'Relay process %4$s was killed while handling outbox entry %3$s'
        ])[((g / 100) % 36)::int + 1], g, g % 997, m, g % 50000, substr(m, 1, 8))
    END,
    CASE WHEN st = 'dead' THEN created_at + interval '450 seconds'
         WHEN st = 'pending' AND g % 3 > 0 THEN created_at + (30 * (g % 3)) * interval '1 second' END,
    created_at,
    CASE WHEN st = 'done' THEN created_at + (g % 30) * interval '1 second' END
FROM (
    SELECT g, t, m, created_at,
           CASE (g % 20)::int WHEN 0 THEN 'move' WHEN 1 THEN 'move'
                WHEN 2 THEN 'copy' WHEN 3 THEN 'copy' WHEN 4 THEN 'copy'
                WHEN 5 THEN 'promote' WHEN 6 THEN 'promote' WHEN 7 THEN 'promote'
                WHEN 8 THEN 'delete' WHEN 9 THEN 'delete' WHEN 10 THEN 'delete' WHEN 11 THEN 'delete'
                ELSE 'put' END AS op,
           CASE WHEN g % 100 = 7 THEN 'dead'
                WHEN g % 100 IN (3, 61) THEN 'pending'
                ELSE 'done' END AS st
    FROM (
        SELECT g, md5(g::text) AS m,
               lpad(to_hex(ms), 12, '0') AS t,
               -- TIMESTAMP(0) rounds the writer's time to whole seconds (naive UTC).
               (to_timestamp(round(ms / 1000.0)) AT TIME ZONE 'UTC')::timestamp(0) AS created_at
        FROM (
            SELECT g, e.end_ms - ((:rows - g) * 7776000000::numeric / :rows)::bigint AS ms
            FROM generate_series(1, :rows) AS g,
                 (SELECT (extract(epoch FROM date_trunc('second', now())) * 1000)::bigint AS end_ms) AS e
        ) AS times
    ) AS base
) AS r;

ALTER TABLE :tbl ADD PRIMARY KEY (id);
CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON :tbl (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON :tbl (status, next_attempt_at, created_at);
-- Statistics for the planner. VACUUM too: it sets the visibility map and hint bits that a live
-- table gets from autovacuum, so the measurements do not include a one-off hint-bit pass.
VACUUM (ANALYZE) :tbl;
