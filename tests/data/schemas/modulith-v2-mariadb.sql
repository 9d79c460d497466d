-- Test fixture: Spring Modulith's event publication registry (JDBC), 2.x (with status) on MariaDB,
-- vendored unchanged from spring-projects/spring-modulith
-- spring-modulith-events/spring-modulith-events-jdbc/src/main/resources/org/springframework/modulith/events/jdbc/schemas/v2/schema-mariadb.sql
-- at commit fc0a547c05dfd240d23c32f3fbb9fa45283af21f (main, 2.2.0-SNAPSHOT; byte-identical at tags
-- 2.0.3 and 2.1.0). The library picks this file when the driver reports MariaDB
-- (DatabaseType.from); it differs from schema-mysql.sql only in LAST_RESUBMISSION_DATE, which is
-- nullable where explicit_defaults_for_timestamp is on (MariaDB's default from 10.10).
-- Spring Modulith is licensed under the Apache License, Version 2.0 (its LICENSE):
-- Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file
-- except in compliance with the License. You may obtain a copy of the License at
-- http://www.apache.org/licenses/LICENSE-2.0. Unless required by applicable law or agreed to in
-- writing, software distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
-- WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the License for the
-- specific language governing permissions and limitations under the License.
-- See docs/other-outbox-libraries.md.

CREATE TABLE IF NOT EXISTS EVENT_PUBLICATION
(
  ID                     VARCHAR(36) NOT NULL,
  LISTENER_ID            VARCHAR(512) NOT NULL,
  EVENT_TYPE             VARCHAR(512) NOT NULL,
  SERIALIZED_EVENT       VARCHAR(4000) NOT NULL,
  PUBLICATION_DATE       TIMESTAMP(6) NOT NULL,
  COMPLETION_DATE        TIMESTAMP(6) DEFAULT NULL NULL,
  STATUS                 VARCHAR(20),
  COMPLETION_ATTEMPTS    INT,
  LAST_RESUBMISSION_DATE TIMESTAMP(6),
  PRIMARY KEY (ID),
  INDEX EVENT_PUBLICATION_BY_COMPLETION_DATE_IDX (COMPLETION_DATE)
);
