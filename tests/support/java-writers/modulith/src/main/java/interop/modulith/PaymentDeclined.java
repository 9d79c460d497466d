// A payment was declined: its listener fails. (tests/support/java-writers/modulith)
package interop.modulith;

public record PaymentDeclined(String orderId) {}
