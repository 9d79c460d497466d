// A Kafka cluster for the tests: librdkafka's mock cluster (rd_kafka_mock_cluster_new), which
// serves the Kafka protocol on loopback ports, so that the relay's Kafka sink and an independent
// client (python3-kafka, tests/support/kafka-read.py) can talk to it over TCP.
//
//   kafka-mock BROKERS TOPIC PARTITIONS
//
// Creates TOPIC with PARTITIONS partitions (replication factor BROKERS), prints
// "bootstrap HOST:PORT,..." on stdout and then reads commands from stdin, one a line, answering
// "ok" to each:
//   produce-errors N CODE   the next N Produce requests fail with error CODE (a Kafka error
//                           code, e.g. 6 NOT_LEADER_FOR_PARTITION, 7 REQUEST_TIMED_OUT)
//   topic NAME PARTITIONS   creates another topic
//   down | up               takes every broker down (its connections close, new ones are
//                           refused) or brings them back
//   quit                    (or end of input) stops the cluster and exits
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: kafka-mock BROKERS TOPIC PARTITIONS\n");
        return 2;
    }
    const int brokers = atoi(argv[1]);
    const int partitions = atoi(argv[3]);
    if (brokers < 1 || partitions < 1) {
        fprintf(stderr, "kafka-mock: BROKERS and PARTITIONS must be at least 1\n");
        return 2;
    }
    char problem[512];
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    /* The mock cluster needs a client instance to live in; it is not used otherwise. */
    // Its brokers' sockets take the instance's settings: without Nagle's algorithm, so that a
    // response written in two parts does not wait for the client's delayed ACK (~40 ms).
    if (rd_kafka_conf_set(conf, "client.id", "kafka-mock", problem, sizeof problem) !=
            RD_KAFKA_CONF_OK ||
        rd_kafka_conf_set(conf, "socket.nagle.disable", "true", problem, sizeof problem) !=
            RD_KAFKA_CONF_OK) {
        fprintf(stderr, "kafka-mock: %s\n", problem);
        return 1;
    }
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, problem, sizeof problem);
    if (!rk) {
        fprintf(stderr, "kafka-mock: %s\n", problem);
        return 1;
    }
    rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, brokers);
    if (!cluster) {
        fprintf(stderr, "kafka-mock: the mock cluster did not start\n");
        return 1;
    }
    if (rd_kafka_mock_topic_create(cluster, argv[2], partitions, brokers)) {
        fprintf(stderr, "kafka-mock: could not create topic %s\n", argv[2]);
        return 1;
    }
    printf("bootstrap %s\n", rd_kafka_mock_cluster_bootstraps(cluster));
    fflush(stdout);
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        int count = 0, code = 0, parts = 0;
        char name[256];
        if (sscanf(line, "produce-errors %d %d", &count, &code) == 2 && count > 0) {
            std::vector<rd_kafka_resp_err_t> errors(size_t(count),
                                                    static_cast<rd_kafka_resp_err_t>(code));
            rd_kafka_mock_push_request_errors_array(cluster, 0 /* Produce */, errors.size(),
                                                    errors.data());
        } else if (sscanf(line, "topic %255s %d", name, &parts) == 2 && parts > 0) {
            rd_kafka_mock_topic_create(cluster, name, parts, brokers);
        } else if (strncmp(line, "down", 4) == 0 || strncmp(line, "up", 2) == 0) {
            for (int id = 1; id <= brokers; ++id) {
                if (line[0] == 'd')
                    rd_kafka_mock_broker_set_down(cluster, id);
                else
                    rd_kafka_mock_broker_set_up(cluster, id);
            }
        } else if (strncmp(line, "quit", 4) == 0) {
            break;
        } else {
            printf("unknown command\n");
            fflush(stdout);
            continue;
        }
        printf("ok\n");
        fflush(stdout);
    }
    rd_kafka_mock_cluster_destroy(cluster);
    rd_kafka_destroy(rk);
    return 0;
}
