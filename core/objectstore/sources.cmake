# Sources of the object-store part of outbox_core (included by core/CMakeLists.txt).
set(OUTBOX_OBJECTSTORE_SOURCES
    objectstore/objectstorelogging.h
    objectstore/sigv4.h objectstore/sigv4.cpp
    objectstore/objectstore.h objectstore/objectstore.cpp
    objectstore/s3objectstore.h objectstore/s3objectstore.cpp
    objectstore/folderobjectstore.h objectstore/folderobjectstore.cpp
)
