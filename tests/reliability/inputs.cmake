# Sink faults, the bad-input corpus and the secrets check. Included by
# tests/reliability/CMakeLists.txt. Each test writes a markdown table of what it did into
# ${CMAKE_CURRENT_BINARY_DIR}/reports (OUTBOX_RELIABILITY_REPORT_DIR).
set(OUTBOX_RELIABILITY_REPORT_DIR "${CMAKE_CURRENT_BINARY_DIR}/reports")
file(MAKE_DIRECTORY "${OUTBOX_RELIABILITY_REPORT_DIR}")

# Object store and webhook answering 500, 503 SlowDown, nothing, refusing, rejecting signatures.
outbox_add_test(tst_sinkfaults SOURCES tst_sinkfaults.cpp faultserver.h
    FIXTURES postgresql s3 LABELS relay objectstore TIMEOUT 300)
set_property(TEST tst_sinkfaults APPEND PROPERTY ENVIRONMENT ${OUTBOX_RELIABILITY_ENV}
    "OUTBOX_RELIABILITY_REPORT_DIR=${OUTBOX_RELIABILITY_REPORT_DIR}")

# The bad-input corpus through outboxctl and the relay: a clear error, nothing changed.
outbox_add_test(tst_badinput SOURCES tst_badinput.cpp FIXTURES postgresql TIMEOUT 300)
add_dependencies(tst_badinput outboxctl)
set_property(TEST tst_badinput APPEND PROPERTY ENVIRONMENT ${OUTBOX_RELIABILITY_ENV}
    "OUTBOX_RELIABILITY_REPORT_DIR=${OUTBOX_RELIABILITY_REPORT_DIR}")

# Secrets never in settings, logs, audit records, output or process arguments.
outbox_add_test(tst_secrets SOURCES tst_secrets.cpp faultserver.h
    FIXTURES postgresql s3 LABELS secrets TIMEOUT 300)
add_dependencies(tst_secrets outboxctl)
set_property(TEST tst_secrets APPEND PROPERTY ENVIRONMENT ${OUTBOX_RELIABILITY_ENV}
    "OUTBOX_RELIABILITY_REPORT_DIR=${OUTBOX_RELIABILITY_REPORT_DIR}"
    "OUTBOX_TEST_S3_SERVER=${PROJECT_SOURCE_DIR}/tests/support/s3-server")

# The audit trail fails closed, killed and hung-up actions are recorded, the change rules hold
# whatever the spelling.
outbox_add_test(tst_failclosed SOURCES tst_failclosed.cpp FIXTURES postgresql mariadb TIMEOUT 300)
add_dependencies(tst_failclosed outboxctl)

# Safety promises, third round: a resend that stops every relay, double delivery after
# a resend, a profiles file erased, a shell in the service file, a canary that steps on, a full
# disk, terminal escapes, links and FIFOs in place of the console's files.
outbox_add_test(tst_safetypromises SOURCES tst_safetypromises.cpp FIXTURES postgresql mariadb
    TIMEOUT 300)
add_dependencies(tst_safetypromises outboxctl)
