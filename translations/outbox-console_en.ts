<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RetrySelection</name>
    <message numerus="yes">
        <location filename="../ui/actions/retryselection.cpp" line="+34"/>
        <source>%Ln selected row(s)</source>
        <translation>
            <numerusform>%Ln selected row</numerusform>
            <numerusform>%Ln selected rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox</name>
    <message numerus="yes">
        <location filename="../core/objectstore/s3errors.cpp" line="+55"/>
        <source>the store failed with a server error (%n attempt(s))</source>
        <translation>
            <numerusform>the store failed with a server error (%n attempt)</numerusform>
            <numerusform>the store failed with a server error (%n attempts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>the store is throttling requests and still was after %n attempt(s): try again later</source>
        <translation>
            <numerusform>the store is throttling requests and still was after %n attempt: try again later</numerusform>
            <numerusform>the store is throttling requests and still was after %n attempts: try again later</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/output/rowformat.cpp" line="+185"/>
        <source>dead after %n attempt(s)</source>
        <translation>
            <numerusform>dead after %n attempt</numerusform>
            <numerusform>dead after %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>done at attempt %1, after %n failure(s)</source>
        <translation>
            <numerusform>done at attempt %1, after %n failure</numerusform>
            <numerusform>done at attempt %1, after %n failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, next in %2; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, next in %2; dead after %n more failure</numerusform>
            <numerusform>%1, next in %2; dead after %n more failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, due now; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, due now; dead after %n more failure</numerusform>
            <numerusform>%1, due now; dead after %n more failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n day(s)</source>
        <comment>a duration, after &quot;in&quot; or before &quot;ago&quot;</comment>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/batchchange.cpp" line="+39"/>
        <source>%n not reached (cancelled)</source>
        <translation>
            <numerusform>%n not reached (cancelled)</numerusform>
            <numerusform>%n not reached (cancelled)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+516"/>
        <source>%n untouched</source>
        <translation>
            <numerusform>%n untouched</numerusform>
            <numerusform>%n untouched</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/rowactions.cpp" line="+178"/>
        <source>%n retried</source>
        <translation>
            <numerusform>%n retried</numerusform>
            <numerusform>%n retried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (no longer dead)</source>
        <translation>
            <numerusform>%n skipped (no longer dead)</numerusform>
            <numerusform>%n skipped (no longer dead)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n marked done</source>
        <translation>
            <numerusform>%n marked done</numerusform>
            <numerusform>%n marked done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (not found or no longer dead)</source>
        <translation>
            <numerusform>%n skipped (not found or no longer dead)</numerusform>
            <numerusform>%n skipped (not found or no longer dead)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n made due now</source>
        <translation>
            <numerusform>%n made due now</numerusform>
            <numerusform>%n made due now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or not pending)</source>
        <translation>
            <numerusform>%n skipped (not found or not pending)</numerusform>
            <numerusform>%n skipped (not found or not pending)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n released</source>
        <translation>
            <numerusform>%n released</numerusform>
            <numerusform>%n released</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or no longer in flight)</source>
        <translation>
            <numerusform>%n skipped (not found or no longer in flight)</numerusform>
            <numerusform>%n skipped (not found or no longer in flight)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>%n parked</source>
        <translation>
            <numerusform>%n parked</numerusform>
            <numerusform>%n parked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or parked already)</source>
        <translation>
            <numerusform>%n skipped (not found, not dead or parked already)</numerusform>
            <numerusform>%n skipped (not found, not dead or parked already)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n unparked</source>
        <translation>
            <numerusform>%n unparked</numerusform>
            <numerusform>%n unparked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not parked)</source>
        <translation>
            <numerusform>%n skipped (not parked)</numerusform>
            <numerusform>%n skipped (not parked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>%n deleted</source>
        <translation>
            <numerusform>%n deleted</numerusform>
            <numerusform>%n deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (no longer sent)</source>
        <translation>
            <numerusform>%n skipped (no longer sent)</numerusform>
            <numerusform>%n skipped (no longer sent)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n moved to the archive</source>
        <translation>
            <numerusform>%n moved to the archive</numerusform>
            <numerusform>%n moved to the archive</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/relay/relayrunner.cpp" line="+48"/>
        <source>When idle the relay looks for new rows every %n s; to send each event as soon as it is committed, install the table&apos;s notify trigger: outboxctl notify install</source>
        <translation>
            <numerusform>When idle the relay looks for new rows every %n second; to send each event as soon as it is committed, install the table&apos;s notify trigger: outboxctl notify install</numerusform>
            <numerusform>When idle the relay looks for new rows every %n seconds; to send each event as soon as it is committed, install the table&apos;s notify trigger: outboxctl notify install</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%n batch(es): %1 delivered, %2 failed, %3 dead%4</source>
        <translation>
            <numerusform>%n batch: %1 delivered, %2 failed, %3 dead%4</numerusform>
            <numerusform>%n batches: %1 delivered, %2 failed, %3 dead%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+173"/>
        <source>%1 (connection %2 reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (connection %2 reconnecting in %n s)</numerusform>
            <numerusform>%1 (connection %2 reconnecting in %n s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>%1 (reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (reconnecting in %n s)</numerusform>
            <numerusform>%1 (reconnecting in %n s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/relay/deliveryorder.cpp" line="+508"/>
        <source>In order per key: %n ready row(s) wait behind an older undelivered row of their key (%1 key(s)).</source>
        <translation>
            <numerusform>In order per key: %n ready row waits behind an older undelivered row of its key (%1 key).</numerusform>
            <numerusform>In order per key: %n ready rows wait behind an older undelivered row of their key (keys: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/overview/outboxsnapshot.cpp" line="+215"/>
        <source>%n new dead row(s) (%1 dead now)</source>
        <translation>
            <numerusform>%n new dead row (%1 dead now)</numerusform>
            <numerusform>%n new dead rows (%1 dead now)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n key(s) blocked by a dead row</source>
        <translation>
            <numerusform>%n key blocked by a dead row</numerusform>
            <numerusform>%n keys blocked by a dead row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/relay/blockedkeys.cpp" line="+180"/>
        <source>%Ln key(s) holding %1 back</source>
        <translation>
            <numerusform>%Ln key holding %1 back</numerusform>
            <numerusform>%Ln keys holding %1 back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/replay.cpp" line="+201"/>
        <source>%n replayed</source>
        <translation>
            <numerusform>%n replayed</numerusform>
            <numerusform>%n replayed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (gone or no longer sent)</source>
        <translation>
            <numerusform>%n skipped (gone or no longer sent)</numerusform>
            <numerusform>%n skipped (gone or no longer sent)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/rowimport.cpp" line="+242"/>
        <source>%n row(s) imported as new ready rows.</source>
        <translation>
            <numerusform>%n row imported as a new ready row.</numerusform>
            <numerusform>%n rows imported as new ready rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/deliverrows.cpp" line="+118"/>
        <source>%n row(s) were delivered, but marking them done failed: %1</source>
        <translation>
            <numerusform>%n row was delivered, but marking it done failed: %1</numerusform>
            <numerusform>%n rows were delivered, but marking them done failed: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Cancelled: %n row(s) not reached.</source>
        <translation>
            <numerusform>Cancelled: %n row not reached.</numerusform>
            <numerusform>Cancelled: %n rows not reached.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/actions/archive.cpp" line="+71"/>
        <source>%n archived</source>
        <translation>
            <numerusform>%n archived</numerusform>
            <numerusform>%n archived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or superseded)</source>
        <translation>
            <numerusform>%n skipped (not found, not dead or superseded)</numerusform>
            <numerusform>%n skipped (not found, not dead or superseded)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%n unarchived</source>
        <translation>
            <numerusform>%n unarchived</numerusform>
            <numerusform>%n unarchived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not archived)</source>
        <translation>
            <numerusform>%n skipped (not archived)</numerusform>
            <numerusform>%n skipped (not archived)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::AuditView</name>
    <message numerus="yes">
        <location filename="../ui/audit/auditview.cpp" line="+173"/>
        <source>the %Ln row(s) of the %1 at %2</source>
        <translation>
            <numerusform>the %Ln row of the %1 at %2</numerusform>
            <numerusform>the %Ln rows of the %1 at %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+213"/>
        <source>Showing the newest %Ln record(s) of each source; the log is %1.</source>
        <translation>
            <numerusform>Showing the newest %Ln record of each source; the log is %1.</numerusform>
            <numerusform>Showing the newest %Ln records of each source; the log is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+118"/>
        <source>Row ids: %Ln row(s), more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</source>
        <translation>
            <numerusform>Row ids: %Ln row, more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</numerusform>
            <numerusform>Row ids: %Ln rows, more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Row ids (%Ln):</source>
        <translation>
            <numerusform>Row id (%Ln):</numerusform>
            <numerusform>Row ids (%Ln):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::BlockedView</name>
    <message numerus="yes">
        <location filename="../ui/blocked/blockedview.cpp" line="+354"/>
        <source>%Ln parked row(s)</source>
        <translation>
            <numerusform>%Ln parked row</numerusform>
            <numerusform>%Ln parked rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::CanaryRedriveOptions</name>
    <message numerus="yes">
        <location filename="../ui/actions/canaryredriveoptions.cpp" line="+124"/>
        <source>As a canary: %Ln row(s) first; the rest only while at most %1% of the redriven rows fail again, %2.</source>
        <translation>
            <numerusform>As a canary: %Ln row first; the rest only while at most %1% of the redriven rows fail again, %2.</numerusform>
            <numerusform>As a canary: %Ln rows first; the rest only while at most %1% of the redriven rows fail again, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>at %Ln row(s) per second</source>
        <translation>
            <numerusform>at %Ln row per second</numerusform>
            <numerusform>at %Ln rows per second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>As a canary: the copies of %Ln row(s) first; the rest only while at most %1% of the copies fail, %2.</source>
        <translation>
            <numerusform>As a canary: the copy of %Ln row first; the rest only while at most %1% of the copies fail, %2.</numerusform>
            <numerusform>As a canary: the copies of %Ln rows first; the rest only while at most %1% of the copies fail, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%Ln relay(s) running against %1: %2</source>
        <translation>
            <numerusform>%Ln relay running against %1: %2</numerusform>
            <numerusform>%Ln relays running against %1: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartRenderer</name>
    <message numerus="yes">
        <location filename="../ui/charts/chartrenderer.cpp" line="+36"/>
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Last %n day</numerusform>
            <numerusform>Last %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Last %n hour(s)</source>
        <translation>
            <numerusform>Last %n hour</numerusform>
            <numerusform>Last %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Last %n minute(s)</source>
        <translation>
            <numerusform>Last %n minute</numerusform>
            <numerusform>Last %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleStatusBar</name>
    <message numerus="yes">
        <location filename="../ui/window/consolestatusbar.cpp" line="+83"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of about %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 of about %Ln row loaded, scroll for more</numerusform>
            <numerusform>%1 of about %Ln rows loaded, scroll for more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 of %Ln row loaded, scroll for more</numerusform>
            <numerusform>%1 of %Ln rows loaded, scroll for more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) loaded</source>
        <translation>
            <numerusform>%Ln row loaded</numerusform>
            <numerusform>%Ln rows loaded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleTabs</name>
    <message numerus="yes">
        <location filename="../ui/window/consoletabs.cpp" line="+97"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln dead row</numerusform>
            <numerusform>%Ln dead rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Blocked: %Ln key(s) held back by their oldest undelivered row</source>
        <translation>
            <numerusform>Blocked: %Ln key held back by its oldest undelivered row</numerusform>
            <numerusform>Blocked: %Ln keys held back by their oldest undelivered row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Audit: %Ln record(s) shown</source>
        <translation>
            <numerusform>Audit: %Ln record shown</numerusform>
            <numerusform>Audit: %Ln records shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::CreatedChart</name>
    <message numerus="yes">
        <location filename="../ui/charts/createdchart.cpp" line="+72"/>
        <source>%Ln row(s) created: %1</source>
        <translation>
            <numerusform>%Ln row created: %1</numerusform>
            <numerusform>%Ln rows created: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeadGroupsChart</name>
    <message numerus="yes">
        <location filename="../ui/charts/deadgroupschart.cpp" line="+19"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%Ln dead row(s) by error: %1</source>
        <translation>
            <numerusform>%Ln dead row by error: %1</numerusform>
            <numerusform>%Ln dead rows by error: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeliverDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/deliverdialog.cpp" line="+58"/>
        <source>Publish %Ln row(s) once to another sink, oldest first, the rows of one file in order. Their state stays as it is.</source>
        <translation>
            <numerusform>Publish %Ln row once to another sink, oldest first, the rows of one file in order. Its state stays as it is.</numerusform>
            <numerusform>Publish %Ln rows once to another sink, oldest first, the rows of one file in order. Their state stays as it is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Carry out %Ln row(s) once against another object store, oldest first, the rows of one object in order. Their state stays as it is.</source>
        <translation>
            <numerusform>Carry out %Ln row once against another object store, oldest first, the rows of one object in order. Its state stays as it is.</numerusform>
            <numerusform>Carry out %Ln rows once against another object store, oldest first, the rows of one object in order. Their state stays as it is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%1 of %Ln row(s) · %2 delivered</source>
        <translation>
            <numerusform>%1 of %Ln row · %2 delivered</numerusform>
            <numerusform>%1 of %Ln rows · %2 delivered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Deliver %Ln row(s) of %1 once to %2. Their state stays as it is.</source>
        <translation>
            <numerusform>Deliver %Ln row of %1 once to %2. Its state stays as it is.</numerusform>
            <numerusform>Deliver %Ln rows of %1 once to %2. Their state stays as it is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Deliver %Ln Row(s)</source>
        <translation>
            <numerusform>Deliver %Ln Row</numerusform>
            <numerusform>Deliver %Ln Rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::FilterBar</name>
    <message numerus="yes">
        <location filename="../ui/filter/filterbar.cpp" line="+319"/>
        <source>%n key(s) whose oldest undelivered row holds their later rows back (dead, or waiting over an hour): show them</source>
        <translation>
            <numerusform>%n key whose oldest undelivered row holds its later rows back (dead, or waiting over an hour): show it</numerusform>
            <numerusform>%n keys whose oldest undelivered row holds their later rows back (dead, or waiting over an hour): show them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupNotePane</name>
    <message numerus="yes">
        <location filename="../ui/groups/groupnotepane.cpp" line="+136"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln dead row</numerusform>
            <numerusform>%Ln dead rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupsView</name>
    <message numerus="yes">
        <location filename="../ui/groups/groupsview.cpp" line="+46"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+298"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln dead row</numerusform>
            <numerusform>%Ln dead rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ObjectBrowserDialog</name>
    <message numerus="yes">
        <location filename="../ui/objects/objectbrowser.cpp" line="+192"/>
        <source>All %Ln key(s).</source>
        <translation>
            <numerusform>All %Ln key.</numerusform>
            <numerusform>All %Ln keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln of them match(es) the filter.</source>
        <translation>
            <numerusform>%Ln of them matches the filter.</numerusform>
            <numerusform>%Ln of them match the filter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewModel</name>
    <message numerus="yes">
        <location filename="../ui/overview/overviewmodel.cpp" line="+246"/>
        <source>Pending and dead rows over the last %n refresh(es)</source>
        <translation>
            <numerusform>Pending and dead rows over the last %n refresh</numerusform>
            <numerusform>Pending and dead rows over the last %n refreshes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewWindow</name>
    <message numerus="yes">
        <location filename="../ui/overview/overviewwindow.cpp" line="+61"/>
        <source>Every %n min</source>
        <translation>
            <numerusform>Every %n min</numerusform>
            <numerusform>Every %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+130"/>
        <source>Reading %n profile(s)…</source>
        <translation>
            <numerusform>Reading %n profile…</numerusform>
            <numerusform>Reading %n profiles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n profile(s), read at %1 in %2 s; next in %3</source>
        <translation>
            <numerusform>%n profile, read at %1 in %2 s; next in %3</numerusform>
            <numerusform>%n profiles, read at %1 in %2 s; next in %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::PayloadRevealer</name>
    <message numerus="yes">
        <location filename="../ui/rows/payloadrevealer.cpp" line="+55"/>
        <source>Show the payload of row %1 in full for %n minute(s)? Why (kept in the audit log with your name and the row, never the values):</source>
        <translation>
            <numerusform>Show the payload of row %1 in full for %n minute? Why (kept in the audit log with your name and the row, never the values):</numerusform>
            <numerusform>Show the payload of row %1 in full for %n minutes? Why (kept in the audit log with your name and the row, never the values):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::PurgeDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/purgedialog.cpp" line="+34"/>
        <source>%n day(s)</source>
        <comment>the retention spin box</comment>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln week(s)</source>
        <translation>
            <numerusform>%Ln week</numerusform>
            <numerusform>%Ln weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln hour</numerusform>
            <numerusform>%Ln hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>Batch %1 of %2 · %Ln deleted</source>
        <translation>
            <numerusform>Batch %1 of %2 · %Ln deleted</numerusform>
            <numerusform>Batch %1 of %2 · %Ln deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>&amp;Purge %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Purge %Ln Row</numerusform>
            <numerusform>&amp;Purge %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%Ln sent row(s) were created before %1 (%2 ago) and would be deleted.</source>
        <translation>
            <numerusform>%Ln sent row was created before %1 (%2 ago) and would be deleted.</numerusform>
            <numerusform>%Ln sent rows were created before %1 (%2 ago) and would be deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Delete %Ln sent row(s) of %1 created before %2 (older than %3), where they are still sent.</source>
        <translation>
            <numerusform>Delete %Ln sent row of %1 created before %2 (older than %3), where it is still sent.</numerusform>
            <numerusform>Delete %Ln sent rows of %1 created before %2 (older than %3), where they are still sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Purge %Ln Row(s)</source>
        <translation>
            <numerusform>Purge %Ln Row</numerusform>
            <numerusform>Purge %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln deleted</source>
        <translation>
            <numerusform>%Ln deleted</numerusform>
            <numerusform>%Ln deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln skipped</numerusform>
            <numerusform>%Ln skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %Ln not reached</source>
        <translation>
            <numerusform>%1, %Ln not reached</numerusform>
            <numerusform>%1, %Ln not reached</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayPanel</name>
    <message numerus="yes">
        <location filename="../ui/relay/relaypanel.cpp" line="+341"/>
        <source>⚠ %n other session(s) hold row locks on %1 (%2): other relays are probably running.</source>
        <translation>
            <numerusform>⚠ %n other session holds row locks on %1 (%2): another relay is probably running.</numerusform>
            <numerusform>⚠ %n other sessions hold row locks on %1 (%2): other relays are probably running.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%n row(s) not tried: an earlier row of their file failed, and they wait behind it.</source>
        <translation>
            <numerusform>%n row not tried: an earlier row of its file failed, and it waits behind it.</numerusform>
            <numerusform>%n rows not tried: an earlier row of their file failed, and they wait behind it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ReplayDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/replaydialog.cpp" line="+40"/>
        <source>Copy %Ln sent row(s) as new ready rows, so that the relay delivers them again. The originals stay as they are; consumers receive each copy as a new event.</source>
        <translation>
            <numerusform>Copy %Ln sent row as a new ready row, so that the relay delivers it again. The original stays as it is; consumers receive the copy as a new event.</numerusform>
            <numerusform>Copy %Ln sent rows as new ready rows, so that the relay delivers them again. The originals stay as they are; consumers receive each copy as a new event.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>&amp;Replay %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Replay %Ln Row</numerusform>
            <numerusform>&amp;Replay %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Checking the %Ln row(s) and the order of their keys…</source>
        <translation>
            <numerusform>Checking %Ln row and the order of its key…</numerusform>
            <numerusform>Checking the %Ln rows and the order of their keys…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln sent row(s) will be copied: %1.</source>
        <translation>
            <numerusform>%Ln sent row will be copied: %1.</numerusform>
            <numerusform>%Ln sent rows will be copied: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The copies of %Ln row(s) would be delivered after a newer row of their key, so a consumer would see the older event last: %1</source>
        <translation>
            <numerusform>The copy of %Ln row would be delivered after a newer row of its key, so a consumer would see the older event last: %1</numerusform>
            <numerusform>The copies of %Ln rows would be delivered after a newer row of their key, so a consumer would see the older event last: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %Ln key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>The order of %Ln key was not checked (the first %1 were).</numerusform>
            <numerusform>The order of %Ln keys was not checked (the first %1 were).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Batch %1 of %2 · %Ln replayed</source>
        <translation>
            <numerusform>Batch %1 of %2 · %Ln replayed</numerusform>
            <numerusform>Batch %1 of %2 · %Ln replayed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copy %Ln sent row(s) of %1 as new ready rows, so that the relay delivers them again; the originals stay as they are.</source>
        <translation>
            <numerusform>Copy %Ln sent row of %1 as a new ready row, so that the relay delivers it again; the original stays as it is.</numerusform>
            <numerusform>Copy %Ln sent rows of %1 as new ready rows, so that the relay delivers them again; the originals stay as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Replay %Ln Row(s)</source>
        <translation>
            <numerusform>Replay %Ln Row</numerusform>
            <numerusform>Replay %Ln Rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ResendDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/resenddialog.cpp" line="+193"/>
        <source>Valid %1 payload: %n field(s) changed.</source>
        <translation>
            <numerusform>Valid %1 payload: %n field changed.</numerusform>
            <numerusform>Valid %1 payload: %n fields changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>In order per key, the copy will wait behind %Ln older undelivered row(s) of its key %1: it is delivered after them, and a dead one holds it until it is retried, parked or marked done (the Blocked tab).</source>
        <translation>
            <numerusform>In order per key, the copy will wait behind %Ln older undelivered row of its key %1: it is delivered after them, and a dead one holds it until it is retried, parked or marked done (the Blocked tab).</numerusform>
            <numerusform>In order per key, the copy will wait behind %Ln older undelivered rows of its key %1: it is delivered after them, and a dead one holds it until it is retried, parked or marked done (the Blocked tab).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/retrydialog.cpp" line="+104"/>
        <source>%1 of %Ln row(s) (batch %2 of %3)</source>
        <translation>
            <numerusform>%1 of %Ln row (batch %2 of %3)</numerusform>
            <numerusform>%1 of %Ln rows (batch %2 of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>&amp;Retry %Ln Row(s) That Can Succeed</source>
        <translation>
            <numerusform>&amp;Retry %Ln Row That Can Succeed</numerusform>
            <numerusform>&amp;Retry %Ln Rows That Can Succeed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Retry %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Retry %Ln Row</numerusform>
            <numerusform>&amp;Retry %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>&amp;Mark %Ln Flagged Row(s) Done…</source>
        <translation>
            <numerusform>&amp;Mark %Ln Flagged Row Done…</numerusform>
            <numerusform>&amp;Mark %Ln Flagged Rows Done…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&amp;Mark %Ln Row(s) Done…</source>
        <translation>
            <numerusform>&amp;Mark %Ln Row Done…</numerusform>
            <numerusform>&amp;Mark %Ln Rows Done…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Set the %Ln unflagged row(s) back to pending; the flagged rows stay dead</source>
        <translation>
            <numerusform>Set the %Ln unflagged row back to pending; the flagged rows stay dead</numerusform>
            <numerusform>Set the %Ln unflagged rows back to pending; the flagged rows stay dead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set the %Ln planned row(s) back to pending, where they are still dead</source>
        <translation>
            <numerusform>Set the %Ln planned row back to pending, where they are still dead</numerusform>
            <numerusform>Set the %Ln planned rows back to pending, where they are still dead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>Dry run: looking up the %Ln selected row(s)…</source>
        <translation>
            <numerusform>Dry run: looking up the %Ln selected row…</numerusform>
            <numerusform>Dry run: looking up the %Ln selected rows…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-48"/>
        <source>Set the %Ln planned row(s) back to “%1”, where they are still failed</source>
        <translation>
            <numerusform>Set the %Ln planned row back to “%1”, where they are still failed</numerusform>
            <numerusform>Set the %Ln planned rows back to “%1”, where they are still failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>Set %Ln failed row(s) of %1 back to “%2” (delivery state cleared), where they are still failed.</source>
        <translation>
            <numerusform>Set %Ln failed row of %1 back to “%2” (delivery state cleared), where they are still failed.</numerusform>
            <numerusform>Set %Ln failed rows of %1 back to “%2” (delivery state cleared), where they are still failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+159"/>
        <source>Setting %Ln row(s) to “%1”…</source>
        <translation>
            <numerusform>Setting %Ln row to “%1”…</numerusform>
            <numerusform>Setting %Ln rows to “%1”…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-163"/>
        <source>Set %Ln dead row(s) of %1 back to pending (attempts reset, last error cleared), where they are still dead.</source>
        <translation>
            <numerusform>Set %Ln dead row of %1 back to pending (attempts reset, last error cleared), where it is still dead.</numerusform>
            <numerusform>Set %Ln dead rows of %1 back to pending (attempts reset, last error cleared), where they are still dead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%Ln error group(s).</source>
        <translation>
            <numerusform>%Ln error group.</numerusform>
            <numerusform>%Ln error groups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) the dry run flagged stay dead (a target that exists, or a source still missing).</source>
        <translation>
            <numerusform>%Ln row the dry run flagged stays dead (a target that exists, or a source still missing).</numerusform>
            <numerusform>%Ln rows the dry run flagged stay dead (a target that exists, or a source still missing).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Retry %Ln Row(s)</source>
        <translation>
            <numerusform>Retry %Ln Row</numerusform>
            <numerusform>Retry %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Mark %Ln dead row(s) of %1 as done without delivering them, where they are still dead.</source>
        <translation>
            <numerusform>Mark %Ln dead row of %1 as done without delivering it, where it is still dead.</numerusform>
            <numerusform>Mark %Ln dead rows of %1 as done without delivering them, where they are still dead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Mark %Ln Row(s) Done</source>
        <translation>
            <numerusform>Mark %Ln Row Done</numerusform>
            <numerusform>Mark %Ln Rows Done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Set %Ln failed row(s) of %1 to “%2” without delivering them, where they are still failed.</source>
        <translation>
            <numerusform>Set %Ln failed row of %1 to “%2” without delivering them, where they are still failed.</numerusform>
            <numerusform>Set %Ln failed rows of %1 to “%2” without delivering them, where they are still failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Mark %Ln Row(s) “%1”</source>
        <translation>
            <numerusform>Mark %Ln Row “%1”</numerusform>
            <numerusform>Mark %Ln Rows “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>Canary redrive: retrying the first %Ln row(s)…</source>
        <translation>
            <numerusform>Canary redrive: retrying the first %Ln row…</numerusform>
            <numerusform>Canary redrive: retrying the first %Ln rows…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %Ln row(s)</source>
        <translation>
            <numerusform>%1 of %Ln row</numerusform>
            <numerusform>%1 of %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln skipped</numerusform>
            <numerusform>%Ln skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln retried</source>
        <translation>
            <numerusform>%Ln retried</numerusform>
            <numerusform>%Ln retried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln marked done</source>
        <translation>
            <numerusform>%Ln marked done</numerusform>
            <numerusform>%Ln marked done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln set to “%1”</source>
        <translation>
            <numerusform>%Ln set to “%1”</numerusform>
            <numerusform>%Ln set to “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Cancelled after batch %1 of %2: %3, %Ln not reached.</source>
        <translation>
            <numerusform>Cancelled after batch %1 of %2: %3, %Ln not reached.</numerusform>
            <numerusform>Cancelled after batch %1 of %2: %3, %Ln not reached.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the %Ln row(s) of the retry at %1</source>
        <translation>
            <numerusform>the %Ln row of the retry at %1</numerusform>
            <numerusform>the %Ln rows of the retry at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the %Ln row(s) marked done at %1</source>
        <translation>
            <numerusform>the %Ln row marked done at %1</numerusform>
            <numerusform>the %Ln rows marked done at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the %Ln row(s) set to “%1” at %2</source>
        <translation>
            <numerusform>the %Ln row set to “%1” at %2</numerusform>
            <numerusform>the %Ln rows set to “%1” at %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The dry run&apos;s %Ln row(s) went to the retry (the result is below); run the dry run again to see what is dead now.</source>
        <translation>
            <numerusform>The dry run&apos;s %Ln row went to the retry (the result is below); run the dry run again to see what is dead now.</numerusform>
            <numerusform>The dry run&apos;s %Ln rows went to the retry (the result is below); run the dry run again to see what is dead now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-49"/>
        <source>Retrying %Ln row(s)…</source>
        <translation>
            <numerusform>Retrying %Ln row…</numerusform>
            <numerusform>Retrying %Ln rows…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Marking %Ln row(s) done…</source>
        <translation>
            <numerusform>Marking %Ln row done…</numerusform>
            <numerusform>Marking %Ln rows done…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryPlanView</name>
    <message numerus="yes">
        <location filename="../ui/actions/retryplanview.cpp" line="+170"/>
        <source>Dry run: none of the %Ln dead row(s) of %1 would be set back to pending: every one is flagged (its target already exists, its source is still missing, or it names a key the relay refuses).</source>
        <translation>
            <numerusform>Dry run: none of the %Ln dead row of %1 would be set back to pending: it is flagged (its target already exists, its source is still missing, or it names a key the relay refuses).</numerusform>
            <numerusform>Dry run: none of the %Ln dead rows of %1 would be set back to pending: every one is flagged (its target already exists, its source is still missing, or it names a key the relay refuses).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Mark Done… marks %Ln of them done without delivering them.</source>
        <translation>
            <numerusform>Mark Done… marks %Ln of them done without delivering it.</numerusform>
            <numerusform>Mark Done… marks %Ln of them done without delivering them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Dry run: %Ln dead row(s) of %1 would be set back to pending (attempts reset, last error cleared).</source>
        <translation>
            <numerusform>Dry run: %Ln dead row of %1 would be set back to pending (attempts reset, last error cleared).</numerusform>
            <numerusform>Dry run: %Ln dead rows of %1 would be set back to pending (attempts reset, last error cleared).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln flagged row(s) stay dead.</source>
        <translation>
            <numerusform>%Ln flagged row stays dead.</numerusform>
            <numerusform>%Ln flagged rows stay dead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Dry run: %Ln failed row(s) of %1 would be set back to “%2” (delivery state cleared).</source>
        <translation>
            <numerusform>Dry run: %Ln failed row of %1 would be set back to “%2” (delivery state cleared).</numerusform>
            <numerusform>Dry run: %Ln failed rows of %1 would be set back to “%2” (delivery state cleared).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The limit of %Ln row(s) was reached: older rows first.</source>
        <translation>
            <numerusform>The limit of %Ln row was reached: older rows first.</numerusform>
            <numerusform>The limit of %Ln rows was reached: older rows first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln of the selected row(s) are not dead and are left out.</source>
        <translation>
            <numerusform>%Ln of the selected rows is not dead and is left out.</numerusform>
            <numerusform>%Ln of the selected rows are not dead and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%Ln row(s) flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</source>
        <translation>
            <numerusform>%Ln row flagged: the target already exists, so the work may be done. Mark it done instead of retrying it.</numerusform>
            <numerusform>%Ln rows flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln row(s) flagged: they failed for a missing object that is still missing, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln row flagged: it failed for a missing object that is still missing, so a retry would fail again; it is left out of the retry.</numerusform>
            <numerusform>%Ln rows flagged: they failed for a missing object that is still missing, so a retry would fail again; they are left out of the retry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) flagged: they name an object key the relay refuses, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln row flagged: it names an object key the relay refuses, so a retry would fail again; it is left out of the retry.</numerusform>
            <numerusform>%Ln rows flagged: they name an object key the relay refuses, so a retry would fail again; they are left out of the retry.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowActionLauncher</name>
    <message numerus="yes">
        <location filename="../ui/window/rowactionlauncher.cpp" line="+212"/>
        <source>A link carries one search: %Ln other(s) left out.</source>
        <translation>
            <numerusform>A link carries one search: %Ln other left out.</numerusform>
            <numerusform>A link carries one search: %Ln others left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowChange</name>
    <message numerus="yes">
        <location filename="../ui/actions/rowchange.cpp" line="+79"/>
        <source>Park %n dead row(s) of %1: they stay dead, with their error, and the later rows of their keys are delivered past them.</source>
        <translation>
            <numerusform>Park %n dead row of %1: it stays dead, with its error, and the later rows of its key are delivered past it.</numerusform>
            <numerusform>Park %n dead rows of %1: they stay dead, with their error, and the later rows of their keys are delivered past them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Park %n Row(s)</source>
        <translation>
            <numerusform>Park %n Row</numerusform>
            <numerusform>Park %n Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unpark %n row(s) of %1: each holds the later rows of its key back again until it is retried or marked done.</source>
        <translation>
            <numerusform>Unpark %n row of %1: it holds the later rows of its key back again until it is retried or marked done.</numerusform>
            <numerusform>Unpark %n rows of %1: each holds the later rows of its key back again until it is retried or marked done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Unpark %n Row(s)</source>
        <translation>
            <numerusform>Unpark %n Row</numerusform>
            <numerusform>Unpark %n Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Make %n pending row(s) of %1 due now: the relay tries them at its next batch, their attempts are kept.</source>
        <translation>
            <numerusform>Make %n pending row of %1 due now: the relay tries it at its next batch, its attempts are kept.</numerusform>
            <numerusform>Make %n pending rows of %1 due now: the relay tries them at its next batch, their attempts are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Retry %n Row(s) Now</source>
        <translation>
            <numerusform>Retry %n Row Now</numerusform>
            <numerusform>Retry %n Rows Now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Release %n row(s) of %1 that have been in flight for more than 15 minutes: they go back to ready, and the relay delivers them again.</source>
        <translation>
            <numerusform>Release %n row of %1 that has been in flight for more than 15 minutes: it goes back to ready, and the relay delivers it again.</numerusform>
            <numerusform>Release %n rows of %1 that have been in flight for more than 15 minutes: they go back to ready, and the relay delivers them again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Release %n Row(s)</source>
        <translation>
            <numerusform>Release %n Row</numerusform>
            <numerusform>Release %n Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Archive %n dead row(s) of %1 as known junk: they leave the counts, error groups, gauges and notifications, and stay dead and readable.</source>
        <translation>
            <numerusform>Archive %n dead row of %1 as known junk: it leaves the counts, error groups, gauges and notifications, and stays dead and readable.</numerusform>
            <numerusform>Archive %n dead rows of %1 as known junk: they leave the counts, error groups, gauges and notifications, and stay dead and readable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Archive %n Row(s)</source>
        <translation>
            <numerusform>Archive %n Row</numerusform>
            <numerusform>Archive %n Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unarchive %n row(s) of %1: they count as dead again.</source>
        <translation>
            <numerusform>Unarchive %n row of %1: it counts as dead again.</numerusform>
            <numerusform>Unarchive %n rows of %1: they count as dead again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unarchive %n Row(s)</source>
        <translation>
            <numerusform>Unarchive %n Row</numerusform>
            <numerusform>Unarchive %n Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n day(s) from now</source>
        <translation>
            <numerusform>%n day from now</numerusform>
            <numerusform>%n days from now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowDetailView</name>
    <message numerus="yes">
        <location filename="../ui/rows/rowdetailview.cpp" line="+415"/>
        <source>No recorded actions. Its %Ln attempt(s) were made by another relay, or before the console&apos;s attempt log existed, and are not listed.</source>
        <translation>
            <numerusform>No recorded actions. Its %Ln attempt was made by another relay, or before the console&apos;s attempt log existed, and is not listed.</numerusform>
            <numerusform>No recorded actions. Its %Ln attempts were made by another relay, or before the console&apos;s attempt log existed, and are not listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%Ln action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>%Ln action on this table covered more than %1 rows and recorded only a hash of its ids: it may include this row.</numerusform>
            <numerusform>%Ln actions on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Waits behind %1 row %2 and %Ln more older row(s) of its key %3 (in order per key): %4</source>
        <translation>
            <numerusform>Waits behind %1 row %2 and %Ln more older row of its key %3 (in order per key): %4</numerusform>
            <numerusform>Waits behind %1 row %2 and %Ln more older rows of its key %3 (in order per key): %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowExporter</name>
    <message numerus="yes">
        <location filename="../ui/rows/rowexporter.cpp" line="+135"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln row to %1.</numerusform>
            <numerusform>Exported %Ln rows to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowHistoryList</name>
    <message numerus="yes">
        <location filename="../ui/rows/rowhistorylist.cpp" line="+43"/>
        <source>%1 by %2 on %Ln row(s)
Filter: %3
Reason: %4
Outcome: %5</source>
        <translation>
            <numerusform>%1 by %2 on %Ln row
Filter: %3
Reason: %4
Outcome: %5</numerusform>
            <numerusform>%1 by %2 on %Ln rows
Filter: %3
Reason: %4
Outcome: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowPayloadView</name>
    <message numerus="yes">
        <location filename="../ui/rows/rowpayloadview.cpp" line="+49"/>
        <source>&lt;%n byte(s), base64&gt;</source>
        <translation>
            <numerusform>&lt;%n byte, base64&gt;</numerusform>
            <numerusform>&lt;%n bytes, base64&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::StatesChart</name>
    <message numerus="yes">
        <location filename="../ui/charts/stateschart.cpp" line="+71"/>
        <source>%Ln row(s): %1</source>
        <translation>
            <numerusform>%Ln row: %1</numerusform>
            <numerusform>%Ln rows: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outboxctl</name>
    <message numerus="yes">
        <location filename="../app/outboxctl/canarysteps.cpp" line="+85"/>
        <source>Canary replay: the copies of %n row(s) first; the rest (%1) only if at most %2% of those copies fail, %3.</source>
        <translation>
            <numerusform>Canary replay: the copy of %n row first; the rest (%1) only if at most %2% of those copies fail, %3.</numerusform>
            <numerusform>Canary replay: the copies of %n rows first; the rest (%1) only if at most %2% of those copies fail, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n relay(s) running against the table: %1</source>
        <translation>
            <numerusform>%n relay running against the table: %1</numerusform>
            <numerusform>%n relays running against the table: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>Replayed %n row(s).</source>
        <translation>
            <numerusform>Replayed %n row.</numerusform>
            <numerusform>Replayed %n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/retrycommand.cpp" line="+73"/>
        <source>%n move/promote row(s) have a target that already exists: the work may be done (mark done instead of retrying?):</source>
        <translation>
            <numerusform>%n move/promote row has a target that already exists: the work may be done (mark done instead of retrying?):</numerusform>
            <numerusform>%n move/promote rows have a target that already exists: the work may be done (mark done instead of retrying?):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n row(s) failed for a missing object that is still missing: a retry would fail again:</source>
        <translation>
            <numerusform>%n row failed for a missing object that is still missing: a retry would fail again:</numerusform>
            <numerusform>%n rows failed for a missing object that is still missing: a retry would fail again:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n row(s) name an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again:</source>
        <translation>
            <numerusform>%n row names an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again:</numerusform>
            <numerusform>%n rows name an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/markdonecommand.cpp" line="+27"/>
        <source>%n dead row(s) will be marked done. Continue?</source>
        <translation>
            <numerusform>%n dead row will be marked done. Continue?</numerusform>
            <numerusform>%n dead rows will be marked done. Continue?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/parkcommand.cpp" line="+30"/>
        <source>%n dead head row(s) would be parked.</source>
        <translation>
            <numerusform>%n dead head row would be parked.</numerusform>
            <numerusform>%n dead head rows would be parked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%n dead row(s) will be parked: they stay dead, and the later rows of their keys are delivered past them. Continue?</source>
        <translation>
            <numerusform>%n dead row will be parked: it stays dead, and the later rows of its key are delivered past it. Continue?</numerusform>
            <numerusform>%n dead rows will be parked: they stay dead, and the later rows of their keys are delivered past them. Continue?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/purgecommand.cpp" line="+20"/>
        <source>%n sent row(s) kept: created_at is not a date text (a number, for example), so their age cannot be told.</source>
        <translation>
            <numerusform>%n sent row kept: created_at is not a date text (a number, for example), so its age cannot be told.</numerusform>
            <numerusform>%n sent rows kept: created_at is not a date text (a number, for example), so their age cannot be told.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Dry run — %n sent row(s) created before %1 would be deleted.</source>
        <translation>
            <numerusform>Dry run — %n sent row created before %1 would be deleted.</numerusform>
            <numerusform>Dry run — %n sent rows created before %1 would be deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n sent row(s) created before %1 will be deleted.</source>
        <translation>
            <numerusform>%n sent row created before %1 will be deleted.</numerusform>
            <numerusform>%n sent rows created before %1 will be deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/auditcommand.cpp" line="+55"/>
        <source>outboxctl: %n line(s) of %1 are not audit records and were skipped (line %2).</source>
        <translation>
            <numerusform>outboxctl: %n line of %1 is not an audit record and was skipped (line %2).</numerusform>
            <numerusform>outboxctl: %n lines of %1 are not audit records and were skipped (lines %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/listcommand.cpp" line="+59"/>
        <source>%n row(s) left out: the payload is not JSON the database can read (not JSON at all, or holding \u0000 or an unpaired surrogate), so --payload-key cannot match it.</source>
        <translation>
            <numerusform>%n row left out: the payload is not JSON the database can read (not JSON at all, or holding \u0000 or an unpaired surrogate), so --payload-key cannot match it.</numerusform>
            <numerusform>%n rows left out: the payload is not JSON the database can read (not JSON at all, or holding \u0000 or an unpaired surrogate), so --payload-key cannot match it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/showcommand.cpp" line="+112"/>
        <source>note: %n action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>note: %n action on this table covered more than %1 rows and recorded only a hash of its ids: it may include this row.</numerusform>
            <numerusform>note: %n actions on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/replaycommand.cpp" line="+24"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Warning: the copies of %n row(s) would be delivered after a newer row of their key, so a consumer would see the older event last:</source>
        <translation>
            <numerusform>Warning: the copy of %n row would be delivered after a newer row of its key, so a consumer would see the older event last:</numerusform>
            <numerusform>Warning: the copies of %n rows would be delivered after a newer row of their key, so a consumer would see the older event last:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %n key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>The order of %n key was not checked (the first %1 were).</numerusform>
            <numerusform>The order of %n keys was not checked (the first %1 were).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Dry run — %n sent row(s) match (not replaying).</source>
        <translation>
            <numerusform>Dry run — %n sent row matches (not replaying).</numerusform>
            <numerusform>Dry run — %n sent rows match (not replaying).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n sent row(s) will be copied as new ready rows and delivered again.</source>
        <translation>
            <numerusform>%n sent row will be copied as a new ready row and delivered again.</numerusform>
            <numerusform>%n sent rows will be copied as new ready rows and delivered again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/importcommand.cpp" line="+45"/>
        <source>Dry run — %n row(s) would be imported as new ready rows (writing nothing).</source>
        <translation>
            <numerusform>Dry run — %n row would be imported as a new ready row (writing nothing).</numerusform>
            <numerusform>Dry run — %n rows would be imported as new ready rows (writing nothing).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n row(s) of %1 will be written into %2 as new ready rows.</source>
        <translation>
            <numerusform>%n row of %1 will be written into %2 as a new ready row.</numerusform>
            <numerusform>%n rows of %1 will be written into %2 as new ready rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/deliverycommand.cpp" line="+56"/>
        <source>%n row(s) will be delivered once to %1; their state stays as it is%2.</source>
        <translation>
            <numerusform>%n row will be delivered once to %1; its state stays as it is%2.</numerusform>
            <numerusform>%n rows will be delivered once to %1; their state stays as it is%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/archivecommand.cpp" line="+84"/>
        <source>%n dead row(s) will be archived %1: they leave the counts, groups and gauges, and stay dead and readable.</source>
        <translation>
            <numerusform>%n dead row will be archived %1: it leaves the counts, groups and gauges, and stays dead and readable.</numerusform>
            <numerusform>%n dead rows will be archived %1: they leave the counts, groups and gauges, and stay dead and readable.</numerusform>
        </translation>
    </message>
</context>
</TS>
