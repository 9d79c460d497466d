#!/usr/bin/python3
"""Reads what the relay published to Kafka with an independent client (Debian's python3-kafka),
for the tests (tests/support/kafka-mock serves librdkafka's mock cluster, tests/support/kafka-server
a real Apache Kafka broker).

  kafka-read.py [SECURITY] BOOTSTRAP TOPIC COUNT TIMEOUT_MS
  kafka-read.py [SECURITY] topics BOOTSTRAP TOPIC[:PARTITIONS]...

The first reads TOPIC from the start of every partition until COUNT messages were read (COUNT
"all": until every partition's end, as it was when the read began) or TIMEOUT_MS passed, and
prints one JSON line per message, each partition's messages in offset order:
  {"topic", "partition", "offset", "key", "value" (utf-8), "headers": {name: value}}
Exit status 0 if COUNT were read (all: every partition to its end), 1 if fewer (after printing
those), 2 on an error.
The second creates each TOPIC (PARTITIONS, default 4; replication factor 1) and waits until
every partition has a leader; a topic that exists already is an error. Exit status 0 or 2.

SECURITY, before the rest: --sasl-user=USER (SASL, the password from the environment variable
KAFKA_READ_PASSWORD, never an argument), --sasl-mechanism=SCRAM-SHA-512 (the default) or PLAIN,
and --ca-file=PATH (TLS, the broker's certificate checked against PATH and the host name).
Run with /usr/bin/python3: Debian's python3-kafka lives in its dist-packages.
"""
import json
import os
import sys
import time

try:
    from kafka import KafkaConsumer, TopicPartition
    from kafka.admin import KafkaAdminClient, NewTopic
except ImportError as e:  # pragma: no cover
    print(f"kafka-read.py: python3-kafka is missing: {e}", file=sys.stderr)
    sys.exit(2)


def security(options):
    """The client settings for the SECURITY options."""
    user, ca = options.get('sasl-user'), options.get('ca-file')
    settings = {}
    if user:
        settings.update(sasl_mechanism=options.get('sasl-mechanism', 'SCRAM-SHA-512'),
                        sasl_plain_username=user,
                        sasl_plain_password=os.environ.get('KAFKA_READ_PASSWORD', ''))
    if ca:
        settings.update(ssl_cafile=ca, ssl_check_hostname=True)
    settings['security_protocol'] = {(False, False): 'PLAINTEXT', (True, False): 'SASL_PLAINTEXT',
                                     (False, True): 'SSL', (True, True): 'SASL_SSL'}[(bool(user), bool(ca))]
    return settings


def create_topics(bootstrap, specs, settings):
    topics = []
    for spec in specs:
        name, _, partitions = spec.partition(':')
        topics.append(NewTopic(name=name, num_partitions=int(partitions or 4),
                               replication_factor=1))
    admin = KafkaAdminClient(bootstrap_servers=bootstrap.split(','), client_id='outbox-test-admin',
                             api_version_auto_timeout_ms=10000, **settings)
    try:
        admin.create_topics(topics, timeout_ms=30000)
    finally:
        admin.close()
    # Created means the controller has them; a producer needs each partition's leader.
    consumer = KafkaConsumer(bootstrap_servers=bootstrap.split(','), **settings)
    try:
        deadline = time.monotonic() + 30
        for topic in topics:
            while True:
                consumer._client.poll(future=consumer._client.cluster.request_update())
                partitions = consumer._client.cluster.partitions_for_topic(topic.name) or set()
                leaders = [consumer._client.cluster.leader_for_partition(TopicPartition(topic.name, p))
                           for p in partitions]
                if len(partitions) == topic.num_partitions and all(
                        leader is not None and leader >= 0 for leader in leaders):
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"topic {topic.name}: no leader for every partition in 30 s")
                time.sleep(0.1)
    finally:
        consumer.close()


def read(bootstrap, topic, count, timeout_ms, settings):
    try:
        consumer = KafkaConsumer(bootstrap_servers=bootstrap.split(','), enable_auto_commit=False,
                                 auto_offset_reset='earliest', consumer_timeout_ms=500,
                                 api_version_auto_timeout_ms=10000, **settings)
        # A topic the broker has shows up in its metadata at once; give up on one it has not
        # within the time given (15 s at most).
        deadline = time.monotonic() + min(15.0, timeout_ms / 1000.0)
        partitions = consumer.partitions_for_topic(topic)
        while not partitions and time.monotonic() < deadline:
            time.sleep(0.2)
            partitions = consumer.partitions_for_topic(topic)
        if not partitions:
            print(f"kafka-read.py: no topic {topic}", file=sys.stderr)
            return 2
        assigned = [TopicPartition(topic, p) for p in sorted(partitions)]
        consumer.assign(assigned)
        consumer.seek_to_beginning()
        ends = consumer.end_offsets(assigned) if count is None else None
    except Exception as e:  # noqa: BLE001 - any client error is a usage error here
        print(f"kafka-read.py: {e}", file=sys.stderr)
        return 2

    def done():
        if count is not None:
            return read_count >= count
        return all(consumer.position(tp) >= end for tp, end in ends.items())

    read_count = 0
    deadline = time.monotonic() + timeout_ms / 1000.0
    while not done() and time.monotonic() < deadline:
        batches = consumer.poll(timeout_ms=200,
                                max_records=500 if count is None else count - read_count)
        for tp in sorted(batches, key=lambda t: t.partition):
            for m in batches[tp]:
                print(json.dumps({
                    "topic": m.topic, "partition": m.partition, "offset": m.offset,
                    "key": m.key.decode('utf-8') if m.key is not None else None,
                    "value": m.value.decode('utf-8') if m.value is not None else None,
                    "headers": {k: v.decode('utf-8') for k, v in (m.headers or [])},
                }))
                read_count += 1
    complete = done()
    consumer.close()
    sys.stdout.flush()
    return 0 if complete else 1


def main():
    args = sys.argv[1:]
    options = {}
    while args and args[0].startswith('--'):
        name, _, value = args.pop(0)[2:].partition('=')
        if name not in ('sasl-user', 'sasl-mechanism', 'ca-file') or not value:
            print(__doc__, file=sys.stderr)
            return 2
        options[name] = value
    settings = security(options)
    if len(args) >= 3 and args[0] == 'topics':
        try:
            create_topics(args[1], args[2:], settings)
        except Exception as e:  # noqa: BLE001
            print(f"kafka-read.py: {e}", file=sys.stderr)
            return 2
        return 0
    if len(args) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    return read(args[0], args[1], None if args[2] == 'all' else int(args[2]), int(args[3]),
                settings)


if __name__ == '__main__':
    sys.exit(main())
