-- Generates a large Vortos object-store outbox table in SQLite for the reading benchmarks.
--
--   sqlite3 FILE -cmd '.parameter set @rows 1000000' < bench/gen-vortos-sqlite.sql
--
-- @rows defaults to 1000000. The table vortos_object_store_outbox is DROPPED first. The DDL is
-- exactly tests/data/schemas/vortos-sqlite.sql; the two secondary indexes are built after
-- the load (the primary key cannot be added later in SQLite, but rows arrive in id order, so
-- its index is appended to). Same data model as gen-vortos-postgres.sql: 90 days of rows ending
-- now, CHAR(36) lowercase UUIDv7 ids from the creation time in ms (the rest: hex
-- hashed from g), 'YYYY-MM-DD HH:MM:SS' UTC text timestamps, ~97 % done / ~2 % pending / ~1 % dead,
-- 36 error shapes, payload JSON with "/" escaped as "\/".
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
PRAGMA cache_size = -262144;

DROP TABLE IF EXISTS vortos_object_store_outbox;
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

CREATE TEMP TABLE shapes (n INTEGER PRIMARY KEY, f TEXT NOT NULL);
-- Placeholders (as in format()): 1 = g, 2 = g % 997, 3 = 32 hex chars, 4 = g % 50000, 5 = 8 hex chars (as in the promote payload).
INSERT INTO temp.shapes (n, f) VALUES
 (0, 'Object not found: tmp/imports/batch-%2$s.csv'),
 (1, 'Failed to promote object tmp/users/%4$s/upload-%5$s.bin to assets/users/%4$s/avatar/%3$s.jpg: Error executing "CopyObject" on "https://s3.eu-west-1.amazonaws.com/app-assets/assets/users/%4$s/avatar/%3$s.jpg"; AWS HTTP error: Client error: `PUT https://s3.eu-west-1.amazonaws.com/app-assets/assets/users/%4$s/avatar/%3$s.jpg` resulted in a `404 Not Found` response: NoSuchKey (client): The specified key does not exist.'),
 (2, 'r2 object store error: Error executing "CopyObject": 503 Slow Down'),
 (3, 'Error executing "PutObject" on "https://app-assets.s3.amazonaws.com/assets/reports/%1$s.txt"; AWS HTTP error: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received'),
 (4, 'Error executing "DeleteObject" on "https://app-assets.s3.amazonaws.com/assets/users/%4$s/avatar/old-%5$s.jpg"; AWS HTTP error: AccessDenied (client): Access Denied - RequestId: %5$s'),
 (5, 'cURL error 7: Failed to connect to minio.internal port 9000 after %4$s ms: Connection refused'),
 (6, 'Error executing "HeadObject" on "https://app-assets.s3.amazonaws.com/assets/%1$s.bin"; AWS HTTP error: 403 Forbidden (SignatureDoesNotMatch)'),
 (7, 'Failed to move object tmp/imports/batch-%2$s.csv to imports/batch-%2$s.csv: Error executing "CopyObject": NoSuchKey (404)'),
 (8, 'InternalError (server): We encountered an internal error. Please try again. RequestId: %5$s'),
 (9, 'Object key "assets/%1$s/../x.bin" contains a ".." segment'),
 (10, 'RequestTimeTooSkewed (client): The difference between the request time and the current time is too large. RequestId: %5$s'),
 (11, 'ServiceUnavailable (server): Reduce your request rate. RequestId: %5$s'),
 (12, 'cURL error 6: Could not resolve host: %5$s.r2.cloudflarestorage.com'),
 (13, 'EntityTooLarge (client): Your proposed upload exceeds the maximum allowed size (assets/uploads/%1$s.bin)'),
 (14, 'NoSuchBucket (client): The specified bucket does not exist: app-assets-%2$s'),
 (15, 'InvalidAccessKeyId (client): The AWS Access Key Id you provided does not exist in our records. RequestId: %5$s'),
 (16, 'Error executing "CopyObject" on "https://app-assets.s3.amazonaws.com/backup/%1$s.bin"; AWS HTTP error: 412 Precondition Failed'),
 (17, 'cURL error 35: OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to app-assets.s3.amazonaws.com:443'),
 (18, 'cURL error 56: Recv failure: Connection reset by peer (after %4$s bytes)'),
 (19, 'Invalid payload for outbox entry %3$s: Syntax error at offset %4$s'),
 (20, 'Unknown object-store operation "archive" in outbox entry %3$s'),
 (21, 'Temporary prefix cannot be empty.'),
 (22, 'Source key must be under the "tmp/" temporary prefix.'),
 (23, 'Permanent key cannot remain under the "tmp/" temporary prefix.'),
 (24, 'r2 object store error: Error executing "PutObject": SlowDown (server): Please reduce your request rate. RequestId: %5$s'),
 (25, 'Object not found: tmp/users/%4$s/upload-%5$s.bin'),
 (26, 'Error executing "GetObject" on "https://app-assets.s3.amazonaws.com/assets/%1$s.bin"; AWS HTTP error: 416 Requested Range Not Satisfiable'),
 (27, 'QuotaExceeded (client): storage quota exceeded for account %5$s'),
 (28, 'Operation timed out after 30000 milliseconds (copy assets/videos/%1$s.mp4 to backup/videos/%1$s.mp4)'),
 (29, 'NoSuchKey (client): The specified key does not exist. Key: assets/%1$s.bin RequestId: %5$s'),
 (30, 'AccessDenied (client): User: arn:aws:iam::%4$s:user/outbox-relay is not authorized to perform: s3:DeleteObject on resource: arn:aws:s3:::app-assets/tmp/%1$s'),
 (31, 'Error executing "PutObject" on "https://app-assets.s3.amazonaws.com/assets/reports/%1$s.txt"; AWS HTTP error: 400 Bad Request (InvalidDigest)'),
 (32, 'MissingContentLength (client): You must provide the Content-Length HTTP header. RequestId: %5$s'),
 (33, 'cURL error 52: Empty reply from server (minio-%2$s.internal:9000)'),
 (34, 'XAmzContentSHA256Mismatch (client): The provided x-amz-content-sha256 header does not match what was computed for assets/%1$s.bin'),
 (35, 'Relay process %4$s was killed while handling outbox entry %3$s');

BEGIN;
INSERT INTO vortos_object_store_outbox (id, domain_event_id, operation, status, attempt_count,
                                        payload, last_error, next_attempt_at, created_at, processed_at)
WITH RECURSIVE
    params(n, end_ms) AS (
        SELECT coalesce(@rows, 1000000), CAST(strftime('%s', 'now') AS INTEGER) * 1000),
    seq(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM seq, params WHERE g < params.n),
    times AS (
        SELECT g, end_ms - CAST((n - g) * 7776000000.0 / n AS INTEGER) AS ms,
               -- Deterministic hex from g (SQLite has no md5(); randomblob() would be drawn
               -- anew at each use of a flattened CTE column).
               printf('%08x%08x%02x', (g * 2654435761) % 4294967296, (g * 2246822519) % 4294967296,
                      g % 256) AS r,
               printf('%08x%08x%08x%08x', (g * 3266489917) % 4294967296, (g * 668265263) % 4294967296,
                      (g * 374761393) % 4294967296, (g * 2654435789) % 4294967296) AS m
        FROM seq, params),
    base AS (
        SELECT g, ms, r, m,
               -- DATETIME as the writer stores it: whole seconds (rounded), naive UTC text.
               strftime('%Y-%m-%d %H:%M:%S', (ms + 500) / 1000, 'unixepoch') AS created_at,
               (ms + 500) / 1000 AS created_s,
               CASE g % 20 WHEN 0 THEN 'move' WHEN 1 THEN 'move'
                    WHEN 2 THEN 'copy' WHEN 3 THEN 'copy' WHEN 4 THEN 'copy'
                    WHEN 5 THEN 'promote' WHEN 6 THEN 'promote' WHEN 7 THEN 'promote'
                    WHEN 8 THEN 'delete' WHEN 9 THEN 'delete' WHEN 10 THEN 'delete' WHEN 11 THEN 'delete'
                    ELSE 'put' END AS op,
               CASE WHEN g % 100 = 7 THEN 'dead'
                    WHEN g % 100 IN (3, 61) THEN 'pending'
                    ELSE 'done' END AS st
        FROM times)
SELECT
    printf('%s-%s-7%s-%s%s-%s', substr(printf('%012x', ms), 1, 8), substr(printf('%012x', ms), 9, 4),
           substr(r, 1, 3), substr('89ab', g % 4 + 1, 1), substr(r, 4, 3), substr(r, 7, 12)),
    CASE WHEN g % 10 = 0 THEN 'evt-' || substr(m, 13, 8) || '-' || g END,
    op,
    st,
    CASE st WHEN 'dead' THEN 5
            WHEN 'pending' THEN g % 3
            ELSE CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END END,
    CASE op
        WHEN 'put' THEN '{"name":"put","key":"assets\/reports\/' || g || '.txt","body_base64":"aGVsbG8="}'
        WHEN 'delete' THEN '{"name":"delete","key":"assets\/users\/' || (g % 50000) || '\/avatar\/old-' || substr(m, 1, 8) || '.jpg"}'
        WHEN 'copy' THEN '{"name":"copy","source":"assets\/' || g || '.bin","target":"backup\/' || g || '.bin"}'
        WHEN 'move' THEN '{"name":"move","source":"tmp\/imports\/batch-' || (g % 997) || '.csv","target":"imports\/batch-' || (g % 997) || '.csv"}'
        ELSE '{"name":"promote","temporary_key":"tmp\/users\/' || (g % 50000) || '\/upload-' || substr(m, 1, 8)
             || '.bin","permanent_key":"assets\/users\/' || (g % 50000) || '\/avatar\/' || m
             || '.jpg","temporary_prefix":"tmp","delete_temporary_source":true}'
    END,
    CASE WHEN st = 'dead' OR (st = 'pending' AND g % 3 > 0) THEN
        replace(replace(replace(replace(replace((SELECT f FROM temp.shapes WHERE n = (g / 100) % 36),
            '%1$s', g), '%2$s', g % 997), '%3$s', m), '%4$s', g % 50000), '%5$s', substr(m, 1, 8))
    END,
    CASE WHEN st = 'dead' THEN strftime('%Y-%m-%d %H:%M:%S', created_s + 450, 'unixepoch')
         WHEN st = 'pending' AND g % 3 > 0 THEN strftime('%Y-%m-%d %H:%M:%S', created_s + 30 * (g % 3), 'unixepoch') END,
    created_at,
    CASE WHEN st = 'done' THEN strftime('%Y-%m-%d %H:%M:%S', created_s + g % 30, 'unixepoch') END
FROM base;
COMMIT;

CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos_object_store_outbox (domain_event_id);
CREATE INDEX idx_object_store_outbox_pending ON vortos_object_store_outbox (status, next_attempt_at, created_at);
ANALYZE;
