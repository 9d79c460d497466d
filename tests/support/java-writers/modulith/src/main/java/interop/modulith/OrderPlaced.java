// An order was placed: its listener completes. (tests/support/java-writers/modulith)
package interop.modulith;

public record OrderPlaced(String orderId) {}
