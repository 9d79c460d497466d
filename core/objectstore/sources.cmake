# Sources of the object-store part of outbox_core (included by core/CMakeLists.txt).
set(OUTBOX_OBJECTSTORE_SOURCES
    objectstore/objectstorelogging.h
    objectstore/sigv4.h objectstore/sigv4.cpp
    objectstore/objectstore.h objectstore/objectstore.cpp
    objectstore/s3objectstore.h objectstore/s3objectstore.cpp
    objectstore/s3config.cpp
    objectstore/s3request.h objectstore/s3request.cpp
    objectstore/s3errors.h objectstore/s3errors.cpp
    objectstore/folderobjectstore.h objectstore/folderobjectstore.cpp
)
