// The Spring Modulith writer of the interop tests (tests/interop/tst_javawriters.cpp, run by
// tests/support/java-writer run modulith): a minimal Spring Boot application whose event
// publication registry (JDBC, schema v2, completion mode UPDATE) writes EVENT_PUBLICATION, as it
// does for any application. One transaction publishes three events, each with one
// @ApplicationModuleListener (asynchronous, after the commit):
//   - OrderPlaced: its listener returns: COMPLETED, completion_date set;
//   - PaymentDeclined: its listener throws: FAILED;
//   - ShipmentRequested: its listener is still running when the application stops (halted, as a
//     crashed or killed JVM is): left incomplete, PROCESSING (or PUBLISHED).
// The database: OUTBOX_WRITER_JDBC_URL, OUTBOX_WRITER_USER, OUTBOX_WRITER_PASSWORD
// (application.properties). Output: one JSON line on stdout,
// {"completed":ID,"failed":ID,"incomplete":ID,"incomplete_status":STATUS}; the log goes to
// stderr. Exit 0 when the rows are as described, 1 otherwise.
package interop.modulith;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.scheduling.annotation.EnableAsync;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@SpringBootApplication
@EnableAsync
public class WriterApplication {

    /** The business service: publishes its events in its own transaction. */
    @Service
    public static class Orders {
        private final ApplicationEventPublisher events;

        Orders(ApplicationEventPublisher events) { this.events = events; }

        @Transactional
        public void placeOrder(String id) {
            events.publishEvent(new OrderPlaced(id));
            events.publishEvent(new PaymentDeclined(id));
            events.publishEvent(new ShipmentRequested(id));
        }
    }

    /** The listeners: one completes, one fails, one never finishes. */
    @Component
    public static class Listeners {
        static final CountDownLatch shipping = new CountDownLatch(1);
        private static final CountDownLatch never = new CountDownLatch(1);

        @ApplicationModuleListener
        public void onOrderPlaced(OrderPlaced event) {}

        @ApplicationModuleListener
        public void onPaymentDeclined(PaymentDeclined event) {
            throw new IllegalStateException("payment provider declined order " + event.orderId());
        }

        @ApplicationModuleListener
        public void onShipmentRequested(ShipmentRequested event) throws InterruptedException {
            shipping.countDown();
            never.await();
        }
    }

    private static void fail(String message) {
        System.err.println("modulith-writer: " + message);
        System.out.flush();
        Runtime.getRuntime().halt(1);
    }

    public static void main(String[] args) throws Exception {
        for (String name :
             List.of("OUTBOX_WRITER_JDBC_URL", "OUTBOX_WRITER_USER", "OUTBOX_WRITER_PASSWORD")) {
            String value = System.getenv(name);
            if (value == null || value.isEmpty()) {
                System.err.println("modulith-writer: " + name + " is not set");
                System.exit(1);
            }
        }
        ConfigurableApplicationContext context =
            SpringApplication.run(WriterApplication.class, args);
        context.getBean(Orders.class).placeOrder("order-" + Long.toHexString(System.nanoTime()));
        JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
        // Until the registry recorded the completion and the failure, and the third listener runs.
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        List<Map<String, Object>> rows = List.of();
        while (System.nanoTime() < deadline) {
            rows = jdbc.queryForList("SELECT ID, STATUS, EVENT_TYPE FROM EVENT_PUBLICATION");
            long completed =
                rows.stream().filter(r -> "COMPLETED".equals(text(r, "STATUS"))).count();
            long failed = rows.stream().filter(r -> "FAILED".equals(text(r, "STATUS"))).count();
            if (rows.size() == 3 && completed == 1 && failed == 1 &&
                Listeners.shipping.getCount() == 0) {
                break;
            }
            Thread.sleep(200);
        }
        String completed = idOf(rows, OrderPlaced.class, "COMPLETED");
        String failed = idOf(rows, PaymentDeclined.class, "FAILED");
        String incomplete = idOf(rows, ShipmentRequested.class, null);
        if (rows.size() != 3 || completed == null || failed == null || incomplete == null) {
            fail("the publications are not as expected: " + rows);
        }
        String status = rows.stream()
                            .filter(r -> incomplete.equals(text(r, "ID")))
                            .map(r -> text(r, "STATUS"))
                            .findFirst()
                            .orElse("");
        System.out.println("{\"completed\":\"" + completed + "\",\"failed\":\"" + failed +
                           "\",\"incomplete\":\"" + incomplete + "\",\"incomplete_status\":\"" +
                           status + "\"}");
        System.out.flush();
        // No orderly shutdown: the shipment's listener must not finish, fail or be interrupted.
        Runtime.getRuntime().halt(0);
    }

    private static String text(Map<String, Object> row, String column) {
        for (Map.Entry<String, Object> e : row.entrySet()) {
            if (e.getKey().equalsIgnoreCase(column)) {
                return e.getValue() == null ? null : e.getValue().toString();
            }
        }
        return null;
    }

    // The id of the one row of event's class (in status, when given; incomplete otherwise).
    private static String idOf(List<Map<String, Object>> rows, Class<?> event, String status) {
        List<String> ids = rows.stream()
                               .filter(r -> event.getName().equals(text(r, "EVENT_TYPE")))
                               .filter(r
                                       -> status == null ? !"COMPLETED".equals(text(r, "STATUS")) &&
                                                               !"FAILED".equals(text(r, "STATUS"))
                                                         : status.equals(text(r, "STATUS")))
                               .map(r -> text(r, "ID"))
                               .toList();
        return ids.size() == 1 ? ids.get(0) : null;
    }
}
