// A shipment was requested: its listener is still running when the application stops.
// (tests/support/java-writers/modulith)
package interop.modulith;

public record ShipmentRequested(String orderId) {}
