"""Drives the real FennFlow writer (the fennflow package, tests/support/python/requirements.txt)
through its own public API, so that every outbox row the interop tests read was written by
FennFlow itself: repositories on a UnitOfWork, with FennFlow's SQLAlchemy backend on PostgreSQL
or SQLite and its S3 connector on the project's S3 test server (tests/support/s3-server).

Run it with the tests' venv (tests/support/python-env prints its python):

    PYTHON fennflow-writer.py --database URL --s3-endpoint URL --bucket NAME --run ID SCENARIO

URL is the console's: postgresql://USER@HOST:PORT/DB (driven through asyncpg) or sqlite:///PATH
(through aiosqlite). Secrets come from the environment, never from the arguments:
OUTBOX_DATABASE_PASSWORD (PostgreSQL) and OBJECT_STORE_SECRET_ACCESS_KEY (S3; the access key id
is --access-key-id). ID keeps the runs on one bucket apart: every path starts with it.

Scenarios (each prints one JSON document on stdout's last line; FennFlow's own log goes to
stderr):

  writes     one session per step: a create, a put, a delete, a delete_prefix over several
             files, rolled-back sessions, failed operations, two merged operations on one file,
             one path in two buckets, and the reconciler's burst. Each step lists the outbox
             rows it added (read back from the table with SQLAlchemy) and what FennFlow's API
             promises or does for it ("expect"), for the test to check both.
  sessions   --sessions N sessions, one after the other (--interval-ms apart), each putting one
             of --files files: a writer that keeps committing while a relay runs. Lists the rows.
  verify     after a relay: FennFlow still lists, reads, creates and deletes through the same
             tables, and its metadata says what the writes left.

Only loopback addresses are used: the test servers'.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import hashlib
import json
import logging
import os
import sys
import time
from importlib.metadata import version

from aiobotocore.config import AioConfig
from aiobotocore.session import get_session
from sqlalchemy import make_url, text
from sqlalchemy.ext.asyncio import create_async_engine

from fennflow import ConfigDict, UnitOfWork
from fennflow.backends import SqlalchemyBackendConfig
from fennflow.connectors import S3ConnectorConfig
from fennflow.files import TextContent
from fennflow.reconciler import ReconcileConfig
from fennflow.repositories import (
    CreateRepository,
    DeletePrefixRepository,
    DeleteRepository,
    GetRepository,
    ListRepository,
    PutRepository,
    S3RepoField,
)

SCHEMA = "fennflow"  # SqlalchemyBackendConfig's default db_schema (PostgreSQL only)

# What each step of the scenarios does, and what FennFlow's API promises or does for it (each
# step's "note").
STEP_NOTES = {
    "create": "one session creates two files: one event each, in the order given",
    "put": "a put over an existing file",
    "delete": "a delete",
    "create_batch": "four files for delete_prefix",
    "delete_prefix": "delete_prefix: one event per file, in listing order",
    "rollback_empty": "a session rolled back before it wrote: no event",
    "rollback_create": "a rolled-back create: FennFlow compensates (deletes the object) and still "
    "writes a 'create' event whose payload status is 'failed'",
    "rollback_put": "auto_commit=False over an existing file: the old content is copied back, and "
    "the 'put' event reads 'uploaded', as a put that happened would",
    "rollback_delete": "auto_commit=False on a delete: the object is restored, and the 'delete' "
    "event reads 'uploaded'",
    "create_existing": "a create of a file that exists: refused before anything is written, no "
    "event",
    "failed": "an upload to a bucket that does not exist fails: the session rolls back; the "
    "compensation of the failed file fails too (compensation_failed, with the error) and the "
    "other file's is undone (failed); both get events",
    "merged": "a create then a put of one file in one session: FennFlow keeps the last operation "
    "only, one 'put' event, no 'create'",
    "two_buckets": "one path created in two buckets in one session: FennFlow's session keys "
    "operations by path alone, so the first file gets no event (its metadata stays 'pending')",
    "reconcile": "FennFlow's reconciler on a backend that knows nothing of a bucket's objects: one "
    "'put' event per object, in listing order",
    "create_after": "FennFlow writes on after the relay: a create",
    "delete_after": "and a delete of the same file",
}


class Files(
    CreateRepository,
    PutRepository,
    DeleteRepository,
    DeletePrefixRepository,
    GetRepository,
    ListRepository,
):
    """The repository of FennFlow's README: its mixins, nothing of ours."""


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--database", required=True)
    p.add_argument("--s3-endpoint", required=True)
    p.add_argument("--bucket", required=True)
    p.add_argument("--access-key-id", default="S3RVER")
    p.add_argument("--region", default="us-east-1")
    p.add_argument("--run", required=True, help="prefix of every path (and of extra buckets)")
    p.add_argument("--sessions", type=int, default=20)
    p.add_argument("--files", type=int, default=3)
    p.add_argument("--interval-ms", type=int, default=50)
    p.add_argument("scenario", choices=["writes", "sessions", "verify"])
    return p.parse_args()


def sqlalchemy_url(console_url: str) -> tuple[str, str]:
    """The console's URL as SQLAlchemy's async URL, and the dialect's name."""
    if console_url.startswith("sqlite://"):
        path = console_url[len("sqlite://") :]
        return f"sqlite+aiosqlite:///{path}", "sqlite"
    url = make_url(console_url)
    if url.get_backend_name() != "postgresql":
        # FennFlow 0.8.1 knows PostgreSQL and SQLite only (its Dialect enum); on MySQL/MariaDB its
        # metadata table cannot be created (a 2,558-character primary key).
        raise SystemExit(f"fennflow-writer: FennFlow does not run on {url.get_backend_name()}")
    password = os.environ.get("OUTBOX_DATABASE_PASSWORD")
    url = url.set(drivername="postgresql+asyncpg", password=password)
    return url.render_as_string(hide_password=False), "postgresql"


def text_file(content: str, filename: str) -> TextContent:
    return TextContent.from_content(content, filename=filename)


def session(uow_class, write, *, then_raise: str | None = None, **options):
    """A step's action: one session of uow_class (UnitOfWork options as given) in which
    write(uow) is awaited; then_raise, when given, is raised in it (the session rolls back)."""

    async def action():
        async with uow_class(**options) as uow:
            await write(uow)
            if then_raise is not None:
                raise RuntimeError(then_raise)

    return action


class Writer:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.run = args.run
        self.url, self.dialect = sqlalchemy_url(args.database)
        self.table = "outbox" if self.dialect == "sqlite" else f"{SCHEMA}.outbox"
        self.metadata_table = "metadata" if self.dialect == "sqlite" else f"{SCHEMA}.metadata"
        secret = os.environ.get("OBJECT_STORE_SECRET_ACCESS_KEY")
        if not secret:
            raise SystemExit("fennflow-writer: OBJECT_STORE_SECRET_ACCESS_KEY is not set")
        self.aio_config = AioConfig(
            region_name=args.region,
            s3={"addressing_style": "path"},
            connect_timeout=5,
            read_timeout=10,
            retries={"max_attempts": 1},
        )
        self.s3 = dict(
            aws_access_key_id=args.access_key_id,
            aws_secret_access_key=secret,
            endpoint_url=args.s3_endpoint,
        )
        # Buckets besides the test server's: a second namespace, one that does not exist, and
        # one that holds only what the reconciler is to find.
        self.second_bucket = f"{args.bucket}-{self.run}-b"
        self.missing_bucket = f"{args.bucket}-{self.run}-missing"
        self.reconcile_bucket = f"{args.bucket}-{self.run}-rc"
        # An engine of our own, for reading back what FennFlow wrote (never for writing).
        self.reader = create_async_engine(self.url)
        self.seen: set[str] = set()
        self.s3_context = None
        self.s3_client = None

    # ---- FennFlow, configured as its README shows -------------------------------------------

    def connector(self) -> S3ConnectorConfig:
        return S3ConnectorConfig(**self.s3, aiobotocore_config=self.aio_config)

    def uow_class(self, *, reconcile: str = "never", scope: str = "default", second=False):
        bucket = self.args.bucket
        attrs = {
            "files": S3RepoField(Files, bucket_name=bucket),
            "config": ConfigDict(
                backend=SqlalchemyBackendConfig(database_url=self.url, scope=scope),
                connector=self.connector(),
                reconcile=ReconcileConfig(frequency=reconcile),
            ),
        }
        if second:
            attrs["second"] = S3RepoField(Files, bucket_name=self.second_bucket)
            attrs["missing"] = S3RepoField(Files, bucket_name=self.missing_bucket)
        return type("WriterUOW", (UnitOfWork,), attrs)

    def reconcile_uow_class(self):
        # FennFlow's defaults for a fresh application (reconcile once per UnitOfWork class, only
        # when the backend holds nothing for the scope), on a bucket of its own and a scope of its
        # own, so that "empty" is true for it alone.
        return type(
            "ReconcileUOW",
            (UnitOfWork,),
            {
                "files": S3RepoField(Files, bucket_name=self.reconcile_bucket),
                "config": ConfigDict(
                    backend=SqlalchemyBackendConfig(
                        database_url=self.url, scope=f"reconcile-{self.run}"
                    ),
                    connector=self.connector(),
                    reconcile=ReconcileConfig(),
                ),
            },
        )

    # ---- plain S3, only to set the stage (buckets, objects FennFlow does not know) ---------

    async def s3_call(self, name: str, **kwargs):
        if self.s3_client is None:
            self.s3_context = get_session().create_client(
                "s3", **self.s3, config=self.aio_config
            )
            self.s3_client = await self.s3_context.__aenter__()
        return await getattr(self.s3_client, name)(**kwargs)

    async def close(self) -> None:
        if self.s3_context is not None:
            await self.s3_context.__aexit__(None, None, None)
        await self.reader.dispose()

    async def ensure_bucket(self, bucket: str) -> None:
        try:
            await self.s3_call("create_bucket", Bucket=bucket)
        except Exception as e:  # noqa: BLE001 - made by an earlier run with this --run is fine
            if "BucketAlready" not in type(e).__name__:
                raise

    async def object_exists(self, bucket: str, key: str) -> bool:
        try:
            await self.s3_call("head_object", Bucket=bucket, Key=key)
            return True
        except Exception:  # noqa: BLE001 - a 404 (or no such bucket) is "no"
            return False

    # ---- reading back -------------------------------------------------------------------------

    async def new_rows(self) -> list[dict]:
        """The outbox rows not listed before, oldest first, as stored."""
        async with self.reader.connect() as conn:
            if self.dialect == "postgresql":
                sql = (
                    f"SELECT id::text, event_id::text, aggregate_type, aggregate_id, event_type, "
                    f"payload::text, status, to_char(created_at AT TIME ZONE 'UTC', "
                    f"'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"'), to_char(updated_at AT TIME ZONE "
                    f"'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') FROM {self.table} "
                    f"ORDER BY created_at, id"
                )
            else:
                sql = (
                    f"SELECT id, event_id, aggregate_type, aggregate_id, event_type, payload, "
                    f"status, created_at, updated_at FROM {self.table} ORDER BY created_at, id"
                )
            result = await conn.execute(text(sql))
            rows = []
            for r in result.all():
                if r[0] in self.seen:
                    continue
                self.seen.add(r[0])
                created, updated = (self.iso(v) for v in (r[7], r[8]))
                rows.append(
                    {
                        "id": r[0],
                        "event_id": r[1],
                        "aggregate_type": r[2],
                        "aggregate_id": r[3],
                        "event_type": r[4],
                        "payload_text": r[5],
                        "payload": json.loads(r[5]),
                        "status": r[6],
                        "created_at": created,
                        "updated_at": updated,
                    }
                )
            return rows

    @staticmethod
    def iso(value) -> str:
        """A stored time as ISO 8601 UTC with microseconds ("…T…Z")."""
        if isinstance(value, datetime.datetime):
            value = value.astimezone(datetime.timezone.utc).replace(tzinfo=None).isoformat()
        value = str(value).replace(" ", "T")
        if "." not in value:
            value += ".000000"
        return value if value.endswith("Z") else value + "Z"

    async def metadata(self) -> dict[str, str]:
        """FennFlow's own table: "namespace/storage_path" → status, for this run's paths."""
        async with self.reader.connect() as conn:
            result = await conn.execute(
                text(
                    f"SELECT namespace, storage_path, status FROM {self.metadata_table} "
                    f"WHERE storage_path LIKE :p"
                ),
                {"p": f"{self.run}/%"},
            )
            return {f"{ns}/{path}": status for ns, path, status in result.all()}

    def aggregate_id(self, scope: str, namespace: str, path: str) -> str:
        # What FennFlow's Record.aggregate_id says, computed here on its own.
        return hashlib.sha256(f"{scope}|||{namespace}|||{path}".encode()).hexdigest()

    def expect(self, event_type, path, file_status, *, namespace=None, scope="default", error=None):
        namespace = namespace or self.args.bucket
        return {
            "event_type": event_type,
            "storage_path": path,
            "namespace": namespace,
            "scope": scope,
            "file_status": file_status,
            "aggregate_id": self.aggregate_id(scope, namespace, path),
            "error": error,  # None: null; a string: the payload's error contains it
        }

    async def step(self, steps: list, name: str, expect: list, action) -> dict:
        raised = None
        started = time.monotonic()
        try:
            await action()
        except Exception as e:  # noqa: BLE001 - what FennFlow raised is part of the result
            raised = f"{type(e).__name__}: {e}"
        entry = {
            "name": name,
            "note": STEP_NOTES[name],
            "raised": raised,
            "seconds": round(time.monotonic() - started, 3),
            "expect": expect,
            "rows": await self.new_rows(),
        }
        steps.append(entry)
        return entry

    # ---- scenarios ----------------------------------------------------------------------------

    async def writes(self) -> dict:
        run, bucket = self.run, self.args.bucket
        UOW = self.uow_class(second=True)
        await self.ensure_bucket(self.second_bucket)
        async with UOW():  # FennFlow creates its tables when a session opens
            pass
        await self.new_rows()  # whatever was there before is not this run's
        steps: list[dict] = []
        text_a1, text_a2 = f"first {run}", f"second {run}"

        def docs(uow):
            return uow.files.at(f"{run}/docs")

        await self.step(
            steps, "create",
            [
                self.expect("create", f"{run}/docs/a.txt", "uploaded"),
                self.expect("create", f"{run}/docs/b.json", "uploaded"),
            ],
            session(
                UOW,
                lambda uow: docs(uow).create(
                    text_file(text_a1, "a.txt"), text_file("{}", "b.json")
                ),
            ),
        )
        await self.step(
            steps, "put", [self.expect("put", f"{run}/docs/a.txt", "uploaded")],
            session(UOW, lambda uow: docs(uow).put(text_file(text_a2, "a.txt"))),
        )
        await self.step(
            steps, "delete", [self.expect("delete", f"{run}/docs/b.json", "deleted")],
            session(UOW, lambda uow: docs(uow).delete("b.json")),
        )

        batch = [f"{run}/batch/f{i}.txt" for i in range(4)]
        await self.step(
            steps, "create_batch", [self.expect("create", p, "uploaded") for p in batch],
            session(
                UOW,
                lambda uow: uow.files.at(f"{run}/batch").create(
                    *(text_file(p, p.rsplit("/", 1)[1]) for p in batch)
                ),
            ),
        )
        await self.step(
            steps, "delete_prefix", [self.expect("delete", p, "deleted") for p in batch],
            session(UOW, lambda uow: uow.files.delete_prefix(f"{run}/batch/")),
        )

        await self.step(
            steps, "rollback_empty", [],
            session(UOW, lambda uow: docs(uow).list(), then_raise="rolled back before any write"),
        )
        await self.step(
            steps, "rollback_create", [self.expect("create", f"{run}/rollback/r.txt", "failed")],
            session(
                UOW,
                lambda uow: uow.files.at(f"{run}/rollback").create(text_file("never", "r.txt")),
                then_raise="rolled back after a create",
            ),
        )
        await self.step(
            steps, "rollback_put", [self.expect("put", f"{run}/docs/a.txt", "uploaded")],
            session(
                UOW, lambda uow: docs(uow).put(text_file("not kept", "a.txt")), auto_commit=False
            ),
        )
        await self.step(
            steps, "rollback_delete", [self.expect("delete", f"{run}/docs/a.txt", "uploaded")],
            session(UOW, lambda uow: docs(uow).delete("a.txt"), auto_commit=False),
        )
        await self.step(
            steps, "create_existing", [],
            session(UOW, lambda uow: docs(uow).create(text_file("again", "a.txt"))),
        )

        async def failed():
            async with UOW() as uow:
                await uow.files.at(f"{run}/failed").create(text_file("ok", "ok.txt"))
                await uow.missing.at(f"{run}/failed").create(text_file("no bucket", "bad.txt"))

        await self.step(
            steps, "failed",
            [
                self.expect("create", f"{run}/failed/ok.txt", "failed"),
                self.expect(
                    "create", f"{run}/failed/bad.txt", "compensation_failed",
                    namespace=self.missing_bucket, error="NoSuchBucket",
                ),
            ],
            failed,
        )

        async def merged():
            async with UOW() as uow:
                repo = uow.files.at(f"{run}/merged")
                await repo.create(text_file("one", "m.txt"))
                await repo.put(text_file("two", "m.txt"))

        await self.step(
            steps, "merged", [self.expect("put", f"{run}/merged/m.txt", "uploaded")], merged
        )

        async def two_buckets():
            async with UOW() as uow:
                await uow.files.at(f"{run}/same").create(text_file("in the first bucket", "s.txt"))
                await uow.second.at(f"{run}/same").create(
                    text_file("in the second bucket", "s.txt")
                )

        await self.step(
            steps, "two_buckets",
            [self.expect("create", f"{run}/same/s.txt", "uploaded", namespace=self.second_bucket)],
            two_buckets,
        )

        reconciled = [f"{run}/found/{i}.bin" for i in range(5)]

        async def reconcile():
            await self.ensure_bucket(self.reconcile_bucket)
            for key in reconciled:
                await self.s3_call("put_object", Bucket=self.reconcile_bucket, Key=key, Body=b"x")
            async with self.reconcile_uow_class()() as uow:
                await uow.files.list()

        await self.step(
            steps, "reconcile",
            [
                self.expect("put", k, "uploaded", namespace=self.reconcile_bucket,
                            scope=f"reconcile-{run}")
                for k in reconciled
            ],
            reconcile,
        )

        objects = {
            "docs/a.txt": await self.object_exists(bucket, f"{run}/docs/a.txt"),
            "docs/b.json": await self.object_exists(bucket, f"{run}/docs/b.json"),
            "rollback/r.txt": await self.object_exists(bucket, f"{run}/rollback/r.txt"),
            "failed/ok.txt": await self.object_exists(bucket, f"{run}/failed/ok.txt"),
            "same/s.txt": await self.object_exists(bucket, f"{run}/same/s.txt"),
        }
        return {
            "steps": steps,
            "objects": objects,
            "metadata": await self.metadata(),
            "content": {"docs/a.txt": text_a2},
        }

    async def sessions(self) -> dict:
        UOW = self.uow_class()
        async with UOW():
            pass
        await self.new_rows()
        n, files = self.args.sessions, max(1, self.args.files)
        expect = []
        for i in range(n):
            path = f"{self.run}/live/f{i % files}.txt"
            async with UOW() as uow:
                await uow.files.at(f"{self.run}/live").put(
                    text_file(f"version {i}", f"f{i % files}.txt")
                )
            expect.append(self.expect("put", path, "uploaded"))
            await asyncio.sleep(self.args.interval_ms / 1000)
        return {"expect": expect, "rows": await self.new_rows()}

    async def verify(self) -> dict:
        UOW = self.uow_class()
        async with UOW() as uow:
            listed = list(await uow.files.at(f"{self.run}/docs").list())
            got = await uow.files.at(f"{self.run}/docs").get("a.txt")
            content = got[0].content.data.decode() if len(got) else None
        await self.new_rows()

        def after(uow):
            return uow.files.at(f"{self.run}/after")

        steps: list[dict] = []
        await self.step(
            steps, "create_after", [self.expect("create", f"{self.run}/after/n.txt", "uploaded")],
            session(UOW, lambda uow: after(uow).create(text_file("after the relay", "n.txt"))),
        )
        await self.step(
            steps, "delete_after", [self.expect("delete", f"{self.run}/after/n.txt", "deleted")],
            session(UOW, lambda uow: after(uow).delete("n.txt")),
        )
        return {
            "listed": listed,
            "content": content,
            "steps": steps,
            "metadata": await self.metadata(),
        }


async def main() -> int:
    args = parse_args()
    writer = Writer(args)
    try:
        result = await getattr(writer, args.scenario)()
    finally:
        await writer.close()
    result.update(
        {
            "scenario": args.scenario,
            "fennflow": version("fennflow"),
            "sqlalchemy": version("sqlalchemy"),
            "driver": "asyncpg" if writer.dialect == "postgresql" else "aiosqlite",
            "dialect": writer.dialect,
            "table": writer.table,
            "run": args.run,
        }
    )
    print(json.dumps(result, sort_keys=True), flush=True)
    return 0


if __name__ == "__main__":
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    sys.exit(asyncio.run(main()))
