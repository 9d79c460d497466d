# Renders the service templates installed under share/outbox-console/ with the real renderer
# (outboxctl worker install, core/relay/serviceinstaller), so the templates cannot drift from
# what `outboxctl worker install` writes. Run in script mode:
#   cmake -DOUTBOXCTL=… -DOUT_DIR=… -DINSTALLED_OUTBOXCTL=/usr/bin/outboxctl -P this-file
file(REMOVE_RECURSE ${OUT_DIR})
file(MAKE_DIRECTORY ${OUT_DIR}/systemd ${OUT_DIR}/supervisor)
file(REAL_PATH ${OUTBOXCTL} built_outboxctl)

set(common --profile PROFILE worker install --user=outbox
    --environment-file=/etc/outbox-console/outbox.env)
set(runs
    "relay|systemd|systemd/outbox-relay.service"
    "purge|systemd|systemd/outbox-purge.service"
    "relay|supervisor|supervisor/outbox-relay.conf"
    "purge|supervisor|supervisor/outbox-purge.conf")
foreach(run IN LISTS runs)
    string(REPLACE "|" ";" run "${run}")
    list(GET run 0 worker)
    list(GET run 1 manager)
    list(GET run 2 file)
    execute_process(
        COMMAND ${OUTBOXCTL} ${common} --worker=${worker} --manager=${manager}
                --path=${OUT_DIR}/${file}
        RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "outboxctl worker install (${worker}, ${manager}) failed: ${err}")
    endif()
endforeach()

# The renderer wrote the build tree's outboxctl; the package runs the installed one.
file(GLOB_RECURSE rendered ${OUT_DIR}/*)
foreach(f IN LISTS rendered)
    file(READ ${f} content)
    string(REPLACE "${built_outboxctl}" "${INSTALLED_OUTBOXCTL}" content "${content}")
    file(WRITE ${f} "${content}")
endforeach()
file(WRITE ${OUT_DIR}/stamp "")
