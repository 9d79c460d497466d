-- Test fixture: Spring Modulith's event publication registry (JDBC), 2.x (with status) on
-- PostgreSQL, vendored unchanged from spring-projects/spring-modulith
-- spring-modulith-events/spring-modulith-events-jdbc/src/main/resources/org/springframework/modulith/events/jdbc/schemas/v2/schema-postgresql.sql
-- at commit fc0a547c05dfd240d23c32f3fbb9fa45283af21f (main, 2.2.0-SNAPSHOT; byte-identical at tags
-- 2.0.3 and 2.1.0).
-- Spring Modulith is licensed under the Apache License, Version 2.0 (its LICENSE):
-- Licensed under the Apache License, Version 2.0 (the "License"); you may not use this file
-- except in compliance with the License. You may obtain a copy of the License at
-- http://www.apache.org/licenses/LICENSE-2.0. Unless required by applicable law or agreed to in
-- writing, software distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
-- WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied. See the License for the
-- specific language governing permissions and limitations under the License.
-- See docs/other-outbox-libraries.md.

CREATE TABLE IF NOT EXISTS event_publication
(
  id                     UUID NOT NULL,
  listener_id            TEXT NOT NULL,
  event_type             TEXT NOT NULL,
  serialized_event       TEXT NOT NULL,
  publication_date       TIMESTAMP WITH TIME ZONE NOT NULL,
  completion_date        TIMESTAMP WITH TIME ZONE,
  status                 TEXT,
  completion_attempts    INT,
  last_resubmission_date TIMESTAMP WITH TIME ZONE,
  PRIMARY KEY (id)
);
CREATE INDEX IF NOT EXISTS event_publication_serialized_event_hash_idx ON event_publication USING hash(serialized_event);
CREATE INDEX IF NOT EXISTS event_publication_by_completion_date_idx ON event_publication (completion_date);
