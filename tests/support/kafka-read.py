#!/usr/bin/python3
"""Reads what the relay published to Kafka with an independent client (Debian's python3-kafka),
for the tests (tests/support/kafka-mock serves the cluster).

  kafka-read.py BOOTSTRAP TOPIC COUNT TIMEOUT_MS

Reads TOPIC from the start of every partition until COUNT messages were read or TIMEOUT_MS
passed, and prints one JSON line per message, each partition's messages in offset order:
  {"topic", "partition", "offset", "key", "value" (utf-8), "headers": {name: value}}
Exit status 0 if COUNT were read, 1 if fewer (after printing those), 2 on an error.
Run with /usr/bin/python3: Debian's python3-kafka lives in its dist-packages.
"""
import json
import sys
import time

try:
    from kafka import KafkaConsumer, TopicPartition
except ImportError as e:  # pragma: no cover
    print(f"kafka-read.py: python3-kafka is missing: {e}", file=sys.stderr)
    sys.exit(2)


def main():
    if len(sys.argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    bootstrap, topic, count, timeout_ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    try:
        consumer = KafkaConsumer(bootstrap_servers=bootstrap.split(','), enable_auto_commit=False,
                                 auto_offset_reset='earliest', consumer_timeout_ms=500,
                                 api_version_auto_timeout_ms=10000)
        deadline = time.monotonic() + 15
        partitions = consumer.partitions_for_topic(topic)
        while not partitions and time.monotonic() < deadline:
            time.sleep(0.2)
            partitions = consumer.partitions_for_topic(topic)
        if not partitions:
            print(f"kafka-read.py: no topic {topic}", file=sys.stderr)
            return 2
        consumer.assign([TopicPartition(topic, p) for p in sorted(partitions)])
        consumer.seek_to_beginning()
    except Exception as e:  # noqa: BLE001 - any client error is a usage error here
        print(f"kafka-read.py: {e}", file=sys.stderr)
        return 2
    read = 0
    deadline = time.monotonic() + timeout_ms / 1000.0
    while read < count and time.monotonic() < deadline:
        batches = consumer.poll(timeout_ms=200, max_records=count - read)
        for tp in sorted(batches, key=lambda t: t.partition):
            for m in batches[tp]:
                print(json.dumps({
                    "topic": m.topic, "partition": m.partition, "offset": m.offset,
                    "key": m.key.decode('utf-8') if m.key is not None else None,
                    "value": m.value.decode('utf-8') if m.value is not None else None,
                    "headers": {k: v.decode('utf-8') for k, v in (m.headers or [])},
                }))
                read += 1
    consumer.close()
    sys.stdout.flush()
    return 0 if read >= count else 1


if __name__ == '__main__':
    sys.exit(main())
