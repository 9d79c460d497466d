// The gruelbox transaction-outbox writer of the interop tests (tests/interop/tst_javawriters.cpp,
// run by tests/support/java-writer): writes TXNO_OUTBOX rows through the library's own public
// API (TransactionOutbox.schedule, with().uniqueRequestId, flush), as an application does.
//
//   write  the library creates its tables (its migrations), then schedules three entries:
//            - Payments.charge: throws (the payment service is "down") until it is blocked
//              after 2 attempts, 1 s apart: blocked, attempts 2;
//            - Payments.confirm with a uniqueRequestId: succeeds at once and is kept (processed);
//            - Payments.refund: scheduled by an outbox that submits nothing and is due only in a
//              day, so it stays pending (never attempted).
//   flush  one application start that flushes what is due: an unblocked charge runs again.
//
// Payments.charge succeeds only when OUTBOX_WRITER_HEALED=1 (the payment service is back).
// The database: OUTBOX_WRITER_JDBC_URL (jdbc:postgresql://… with Dialect.POSTGRESQL_9,
// jdbc:mariadb://… or jdbc:mysql://… with Dialect.MY_SQL_8 and the MariaDB driver),
// OUTBOX_WRITER_USER, OUTBOX_WRITER_PASSWORD: the password never in the arguments.
// Output: one JSON line per event of the library's listener on stdout, then one summary line
// ({"mode":…,"blocked":ID,"processed":ID,"pending":ID} or {"mode":"flush","succeeded":[IDs]});
// the library's log goes to stderr. Exit 0 when the rows are as described, 1 otherwise.
package interop.gruelbox;

import com.gruelbox.transactionoutbox.Dialect;
import com.gruelbox.transactionoutbox.Persistor;
import com.gruelbox.transactionoutbox.Submitter;
import com.gruelbox.transactionoutbox.ThreadLocalContextTransactionManager;
import com.gruelbox.transactionoutbox.TransactionManager;
import com.gruelbox.transactionoutbox.TransactionOutbox;
import com.gruelbox.transactionoutbox.TransactionOutboxEntry;
import com.gruelbox.transactionoutbox.TransactionOutboxListener;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public final class Main {

    /** The application's service whose calls the outbox runs after the transaction commits. */
    public static class Payments {
        public void charge(String order) {
            if (!"1".equals(System.getenv("OUTBOX_WRITER_HEALED"))) {
                throw new IllegalStateException("payment service unavailable for " + order);
            }
            System.err.println("charged " + order);
        }

        public void confirm(String order) { System.err.println("confirmed " + order); }

        public void refund(String order) { System.err.println("refunded " + order); }
    }

    private static final Map<String, String> blocked = new ConcurrentHashMap<>();
    private static final List<String> succeeded = new ArrayList<>();

    private Main() {}

    private static String env(String name) {
        String value = System.getenv(name);
        if (value == null || value.isEmpty()) {
            fail(name + " is not set");
        }
        return value;
    }

    private static void fail(String message) {
        System.err.println("gruelbox-writer: " + message);
        System.exit(1);
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static synchronized void event(String kind, TransactionOutboxEntry entry) {
        System.out.println("{\"event\":" + quoted(kind) + ",\"id\":" + quoted(entry.getId()) +
                           ",\"method\":" + quoted(entry.getInvocation().getMethodName()) +
                           ",\"attempts\":" + entry.getAttempts() + "}");
    }

    private static final TransactionOutboxListener listener = new TransactionOutboxListener() {
        @Override
        public void scheduled(TransactionOutboxEntry entry) {
            event("scheduled", entry);
        }

        @Override
        public void success(TransactionOutboxEntry entry) {
            event("success", entry);
            synchronized (succeeded) {
                succeeded.add(entry.getId());
            }
        }

        @Override
        public void failure(TransactionOutboxEntry entry, Throwable cause) {
            event("failure", entry);
        }

        @Override
        public void blocked(TransactionOutboxEntry entry, Throwable cause) {
            event("blocked", entry);
            blocked.put(entry.getId(), entry.getInvocation().getMethodName());
        }
    };

    public static void main(String[] args) throws Exception {
        String mode = args.length == 1 ? args[0] : "";
        if (!mode.equals("write") && !mode.equals("flush")) {
            fail("usage: Main write|flush");
        }
        String url = env("OUTBOX_WRITER_JDBC_URL");
        String user = env("OUTBOX_WRITER_USER");
        String password = env("OUTBOX_WRITER_PASSWORD");
        Dialect dialect;
        String driver;
        if (url.startsWith("jdbc:postgresql:")) {
            dialect = Dialect.POSTGRESQL_9;
            driver = "org.postgresql.Driver";
        } else if (url.startsWith("jdbc:mariadb:") || url.startsWith("jdbc:mysql:")) {
            dialect = Dialect.MY_SQL_8;
            driver = "org.mariadb.jdbc.Driver";
        } else {
            fail(
                "OUTBOX_WRITER_JDBC_URL is neither jdbc:postgresql: nor jdbc:mariadb:/jdbc:mysql:");
            return;
        }
        // gruelbox 4.2.268 hides a failed connection behind a NoSuchElementException from its
        // transaction stack: the database is tried first, for a message that names the problem.
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            connection.isValid(10);
        } catch (SQLException e) {
            fail("cannot connect to " + url + " as " + user + ": " + e.getMessage());
        }
        ThreadLocalContextTransactionManager tm =
            TransactionManager.fromConnectionDetails(driver, url, user, password);
        // Runs each submitted entry at once, in the calling thread: the run is deterministic.
        TransactionOutbox outbox = TransactionOutbox.builder()
                                       .transactionManager(tm)
                                       .persistor(Persistor.forDialect(dialect))
                                       .attemptFrequency(Duration.ofSeconds(1))
                                       .blockAfterAttempts(2)
                                       .submitter(Submitter.withExecutor(Runnable::run))
                                       .listener(listener)
                                       .build();

        if (mode.equals("flush")) {
            outbox.flush();
            List<String> ids;
            synchronized (succeeded) {
                ids = new ArrayList<>(succeeded);
            }
            StringBuilder line = new StringBuilder("{\"mode\":\"flush\",\"succeeded\":[");
            for (int i = 0; i < ids.size(); ++i) {
                line.append(i == 0 ? "" : ",").append(quoted(ids.get(i)));
            }
            System.out.println(line.append("]}"));
            return;
        }

        String run = Long.toHexString(System.nanoTime());
        tm.inTransaction(() -> outbox.schedule(Payments.class).charge("order-1"));
        tm.inTransaction(()
                             -> outbox.with()
                                    .uniqueRequestId("confirm-" + run)
                                    .schedule(Payments.class)
                                    .confirm("order-2"));
        // The pending entry: an outbox whose submitter drops what it is given and whose entries are
        // due only in a day, so neither it nor the flushes below attempt it.
        TransactionOutbox idle = TransactionOutbox.builder()
                                     .transactionManager(tm)
                                     .persistor(Persistor.forDialect(dialect))
                                     .attemptFrequency(Duration.ofDays(1))
                                     .submitter((entry, localExecutor) -> {})
                                     .listener(listener)
                                     .build();
        tm.inTransaction(() -> idle.schedule(Payments.class).refund("order-3"));

        // The charge failed once on commit; the flushes retry it until the library blocks it.
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (blocked.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(1200);
            outbox.flush();
        }
        if (blocked.size() != 1 || succeeded.size() != 1) {
            fail("expected 1 blocked and 1 processed entry, got " + blocked + " and " + succeeded);
        }
        String pending = tm.inTransactionReturns(tx -> {
            try (var statement = tx.connection().prepareStatement(
                     "SELECT id FROM TXNO_OUTBOX WHERE processed = false AND id <> ?")) {
                statement.setString(1, blocked.keySet().iterator().next());
                try (var rows = statement.executeQuery()) {
                    String id = rows.next() ? rows.getString(1) : null;
                    return rows.next() ? null : id;
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        if (pending == null) {
            fail("expected exactly one pending entry");
        }
        System.out.println(
            "{\"mode\":\"write\",\"blocked\":" + quoted(blocked.keySet().iterator().next()) +
            ",\"processed\":" + quoted(succeeded.get(0)) + ",\"pending\":" + quoted(pending) + "}");
    }
}
