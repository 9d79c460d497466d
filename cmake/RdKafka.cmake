# librdkafka, the Kafka sink's client, as the target outbox_rdkafka.
#
# By default a pinned librdkafka is built from source once per machine and linked in statically:
# Debian 12's librdkafka (2.0.2) sends a SCRAM proof Apache Kafka 4 refuses whatever the password
# (librdkafka#4895, fixed in 2.6.1), so with it the sink could not log in to a current broker over
# SCRAM at all (docs/reliability.md, Interoperability). The source is librdkafka's own tree as the
# crates.io package rdkafka-sys carries it (a registry this project's machines reach), checked
# against its SHA-256; it is built as Debian builds its own, with OpenSSL (TLS; SCRAM, PLAIN and
# OAUTHBEARER), Cyrus SASL (GSSAPI: Kerberos) and zlib, without libcurl (OIDC), zstd and lz4, into
#   ${XDG_CACHE_HOME:-~/.cache}/outbox-console/librdkafka-VERSION-HASH
# (HASH: the compiler and these options), which every build folder of the machine then shares:
# about a minute the first time, nothing after.
#
#   -DOUTBOX_RDKAFKA_SOURCE=FILE  the same .crate from a local file (no download; the hash is
#                                 checked all the same)
#   -DOUTBOX_SYSTEM_RDKAFKA=ON    the system's librdkafka through pkg-config (librdkafka-dev)
#                                 instead; configure warns when it is older than 2.6.1
option(OUTBOX_SYSTEM_RDKAFKA "Link the system's librdkafka instead of the pinned one built from source" OFF)
set(OUTBOX_RDKAFKA_SOURCE "" CACHE FILEPATH "A local copy of the pinned librdkafka source (.crate)")

add_library(outbox_rdkafka INTERFACE)

if(OUTBOX_SYSTEM_RDKAFKA)
    pkg_check_modules(RDKAFKA REQUIRED IMPORTED_TARGET rdkafka>=2.0)
    if(RDKAFKA_VERSION VERSION_LESS 2.6.1)
        message(WARNING "librdkafka ${RDKAFKA_VERSION} is older than 2.6.1: the Kafka sink's SCRAM "
                        "logins fail against Apache Kafka 4 (librdkafka#4895). Leave "
                        "OUTBOX_SYSTEM_RDKAFKA off to build the pinned one.")
    endif()
    target_link_libraries(outbox_rdkafka INTERFACE PkgConfig::RDKAFKA)
    set(OUTBOX_RDKAFKA_LICENSES "")
    return()
endif()

set(_rdkafka_version 2.12.1)
set(_rdkafka_crate rdkafka-sys-4.10.0+2.12.1)
set(_rdkafka_url "https://static.crates.io/crates/rdkafka-sys/${_rdkafka_crate}.crate")
set(_rdkafka_sha256 e234cf318915c1059d4921ef7f75616b5219b10b46e9f3a511a15eb4b56a3f77)
set(_rdkafka_options
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_POSITION_INDEPENDENT_CODE=ON -DRDKAFKA_BUILD_STATIC=ON
    -DRDKAFKA_BUILD_EXAMPLES=OFF -DRDKAFKA_BUILD_TESTS=OFF -DWITH_SSL=ON -DWITH_ZLIB=ON
    -DWITH_SASL=ON -DWITH_CURL=OFF -DWITH_ZSTD=OFF -DENABLE_LZ4_EXT=OFF)

# The folder is named after what the library's code depends on: a compiler or option change
# builds a new one beside the old.
find_program(_rdkafka_cc NAMES cc gcc clang REQUIRED)
execute_process(COMMAND ${_rdkafka_cc} --version OUTPUT_VARIABLE _rdkafka_cc_version
                OUTPUT_STRIP_TRAILING_WHITESPACE)
string(SHA256 _rdkafka_key "${_rdkafka_sha256} ${_rdkafka_cc} ${_rdkafka_cc_version} ${_rdkafka_options}")
string(SUBSTRING "${_rdkafka_key}" 0 12 _rdkafka_key)
if(DEFINED ENV{XDG_CACHE_HOME} AND NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(_rdkafka_cache "$ENV{XDG_CACHE_HOME}/outbox-console")
else()
    set(_rdkafka_cache "$ENV{HOME}/.cache/outbox-console")
endif()
set(_rdkafka_prefix "${_rdkafka_cache}/librdkafka-${_rdkafka_version}-${_rdkafka_key}")
set(_rdkafka_config "${_rdkafka_prefix}/lib/cmake/RdKafka/RdKafkaConfig.cmake")

function(_outbox_build_rdkafka)
    # Two configures at once (two build folders) build it once: the second waits for the first.
    file(MAKE_DIRECTORY "${_rdkafka_cache}")
    file(LOCK "${_rdkafka_cache}/librdkafka.lock" TIMEOUT 900 RESULT_VARIABLE locked)
    if(NOT locked STREQUAL "0")
        message(FATAL_ERROR "Could not lock ${_rdkafka_cache}/librdkafka.lock: ${locked}")
    endif()
    if(EXISTS "${_rdkafka_config}")
        return()
    endif()
    set(work "${_rdkafka_prefix}.work")
    file(REMOVE_RECURSE "${work}")
    file(MAKE_DIRECTORY "${work}")
    set(crate "${work}/${_rdkafka_crate}.crate")
    if(OUTBOX_RDKAFKA_SOURCE)
        file(COPY_FILE "${OUTBOX_RDKAFKA_SOURCE}" "${crate}")
    else()
        message(STATUS "librdkafka ${_rdkafka_version}: downloading ${_rdkafka_url}")
        file(DOWNLOAD "${_rdkafka_url}" "${crate}" STATUS status TLS_VERIFY ON)
        list(GET status 0 code)
        if(NOT code EQUAL 0)
            list(GET status 1 reason)
            message(FATAL_ERROR "Could not download librdkafka's source from ${_rdkafka_url}: "
                                "${reason}. Give a local copy with -DOUTBOX_RDKAFKA_SOURCE=FILE, "
                                "or use the system's with -DOUTBOX_SYSTEM_RDKAFKA=ON.")
        endif()
    endif()
    file(SHA256 "${crate}" actual)
    if(NOT actual STREQUAL _rdkafka_sha256)
        message(FATAL_ERROR "librdkafka's source ${crate} has SHA-256 ${actual}, not the pinned "
                            "${_rdkafka_sha256}: refusing to build it.")
    endif()
    file(ARCHIVE_EXTRACT INPUT "${crate}" DESTINATION "${work}" PATTERNS "${_rdkafka_crate}/librdkafka")
    set(source "${work}/${_rdkafka_crate}/librdkafka")
    message(STATUS "librdkafka ${_rdkafka_version}: building it once into ${_rdkafka_prefix} "
                   "(about a minute; log: ${work}/build.log)")
    include(ProcessorCount)
    ProcessorCount(jobs)
    if(jobs EQUAL 0)
        set(jobs 2)
    endif()
    foreach(step
            "${CMAKE_COMMAND};-S;${source};-B;${work}/build;-G;${CMAKE_GENERATOR};-DCMAKE_C_COMPILER=${_rdkafka_cc};-DCMAKE_INSTALL_PREFIX=${work}/prefix;-DCMAKE_INSTALL_LIBDIR=lib;${_rdkafka_options}"
            "${CMAKE_COMMAND};--build;${work}/build;-j;${jobs}"
            "${CMAKE_COMMAND};--install;${work}/build")
        execute_process(COMMAND ${step} OUTPUT_FILE "${work}/step.log" ERROR_FILE "${work}/step.log"
                        RESULT_VARIABLE result)
        file(READ "${work}/step.log" log)
        file(APPEND "${work}/build.log" "${log}")
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "Building librdkafka ${_rdkafka_version} failed (${result}); the "
                                "log is ${work}/build.log. -DOUTBOX_SYSTEM_RDKAFKA=ON uses the "
                                "system's instead.")
        endif()
    endforeach()
    file(COPY "${source}/LICENSES.txt" DESTINATION "${work}/prefix/share/doc/librdkafka")
    # Whole or not at all: the folder appears complete, under its final name, in one rename.
    file(RENAME "${work}/prefix" "${_rdkafka_prefix}")
    file(REMOVE_RECURSE "${work}")
endfunction()

if(NOT EXISTS "${_rdkafka_config}")
    _outbox_build_rdkafka()
endif()
find_package(RdKafka ${_rdkafka_version} EXACT CONFIG REQUIRED PATHS "${_rdkafka_prefix}" NO_DEFAULT_PATH)
target_link_libraries(outbox_rdkafka INTERFACE RdKafka::rdkafka)
# librdkafka's licence and those of the code it carries, for the package's documentation.
set(OUTBOX_RDKAFKA_LICENSES "${_rdkafka_prefix}/share/doc/librdkafka/LICENSES.txt")
