# Crash safety, database faults and races: outboxctl relay processes killed
# with SIGKILL, PostgreSQL stopped/restarted and connections terminated under relays and forced
# retries, concurrent retries and relays on the same rows. Short variants by default; the full
# 100,000-row variants with OUTBOX_RELIABILITY_LONG=ON.
if(OUTBOX_RELIABILITY_LONG)
    set(_outbox_faults_timeout 3600)
else()
    set(_outbox_faults_timeout 600)
endif()

foreach(_test tst_crashsafety tst_dbfaults tst_races)
    if(NOT EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${_test}.cpp)
        continue()
    endif()
    # Crash safety also kills Vortos relays writing into S3.
    set(_outbox_faults_fixtures postgresql mariadb)
    if(_test STREQUAL "tst_crashsafety")
        list(APPEND _outbox_faults_fixtures s3)
    endif()
    outbox_add_test(${_test} SOURCES ${_test}.cpp faultsupport.h
                    FIXTURES ${_outbox_faults_fixtures} LABELS relay
                    TIMEOUT ${_outbox_faults_timeout})
    add_dependencies(${_test} outboxctl)
    set_property(TEST ${_test} APPEND PROPERTY ENVIRONMENT
                 "${OUTBOX_RELIABILITY_ENV}" "OUTBOX_TEST_PG_DIR=${OUTBOX_TEST_SERVERS_DIR}/pg"
                 "OUTBOX_TEST_S3_SERVER=${PROJECT_SOURCE_DIR}/tests/support/s3-server")
    # The relays' stop/kill cycles and the server restarts would collide with another test using
    # the same servers at the same time: outbox_add_test gives them the test servers' lock.
endforeach()
