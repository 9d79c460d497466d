# Sources of the object-store part of outbox_core (included by core/CMakeLists.txt).
set(OUTBOX_OBJECTSTORE_SOURCES
)
