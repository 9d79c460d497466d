-- Test fixture: the Vortos object-store outbox on MySQL 8 and MariaDB 10.6+, prefix mode (table
-- vortos_object_store_outbox), as Doctrine DBAL creates it there: CHAR(36) ids holding
-- lowercase UUIDv7 text, a JSON payload, LONGTEXT last_error, DATETIME times holding naive UTC,
-- utf8mb4 with the unicode collation, InnoDB. The indexes are declared inline, as the
-- migration's generated SQL does. See docs/formats.md. No rows: tests insert their own.
CREATE TABLE vortos_object_store_outbox (
    id CHAR(36) NOT NULL,
    domain_event_id VARCHAR(255) DEFAULT NULL,
    operation VARCHAR(64) NOT NULL,
    status VARCHAR(32) NOT NULL,
    attempt_count INT DEFAULT 0 NOT NULL,
    payload JSON NOT NULL,
    last_error LONGTEXT DEFAULT NULL,
    next_attempt_at DATETIME DEFAULT NULL,
    created_at DATETIME NOT NULL,
    processed_at DATETIME DEFAULT NULL,
    UNIQUE INDEX uq_object_store_outbox_domain_event_id (domain_event_id),
    INDEX idx_object_store_outbox_pending (status, next_attempt_at, created_at),
    PRIMARY KEY (id)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci ENGINE = InnoDB;
