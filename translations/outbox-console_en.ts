<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>outbox::ui::AuditView</name>
    <message numerus="yes">
        <location filename="../ui/auditview.cpp" line="+489"/>
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
    <name>outbox::ui::ChartsView</name>
    <message numerus="yes">
        <location filename="../ui/chartsview.cpp" line="+161"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupsView</name>
    <message numerus="yes">
        <location filename="../ui/groupsview.cpp" line="+56"/>
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
        <location line="+427"/>
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
    <name>outbox::ui::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="+1362"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::PurgeDialog</name>
    <message numerus="yes">
        <location filename="../ui/purgedialog.cpp" line="+35"/>
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
        <location line="+220"/>
        <source>&amp;Purge %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Purge %Ln Row</numerusform>
            <numerusform>&amp;Purge %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>Purge %Ln Row(s)</source>
        <translation>
            <numerusform>Purge %Ln Row</numerusform>
            <numerusform>Purge %Ln Rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryDialog</name>
    <message numerus="yes">
        <location filename="../ui/retrydialog.cpp" line="+104"/>
        <source>%Ln selected row(s)</source>
        <translation>
            <numerusform>%Ln selected row</numerusform>
            <numerusform>%Ln selected rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+264"/>
        <source>&amp;Retry %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Retry %Ln Row</numerusform>
            <numerusform>&amp;Retry %Ln Rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
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
        <location line="+13"/>
        <source>Set the %Ln planned row(s) back to pending, where they are still dead</source>
        <translation>
            <numerusform>Set the %Ln planned row back to pending, where they are still dead</numerusform>
            <numerusform>Set the %Ln planned rows back to pending, where they are still dead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+178"/>
        <source>Dry run: looking up the %Ln selected row(s)…</source>
        <translation>
            <numerusform>Dry run: looking up the %Ln selected row…</numerusform>
            <numerusform>Dry run: looking up the %Ln selected rows…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln of the selected row(s) are not dead and are left out.</source>
        <translation>
            <numerusform>%Ln of the selected rows is not dead and is left out.</numerusform>
            <numerusform>%Ln of the selected rows are not dead and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%Ln row(s) flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</source>
        <translation>
            <numerusform>%Ln row flagged: the target already exists, so the work may be done. Mark it done instead of retrying it.</numerusform>
            <numerusform>%Ln rows flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%Ln error group(s).</source>
        <translation>
            <numerusform>%Ln error group.</numerusform>
            <numerusform>%Ln error groups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Warning: %Ln of them have a target that already exists; retrying may redo finished work.</source>
        <translation>
            <numerusform>Warning: %Ln of them has a target that already exists; retrying may redo finished work.</numerusform>
            <numerusform>Warning: %Ln of them have a target that already exists; retrying may redo finished work.</numerusform>
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
        <location line="+22"/>
        <source>Mark %Ln Row(s) Done</source>
        <translation>
            <numerusform>Mark %Ln Row Done</numerusform>
            <numerusform>Mark %Ln Rows Done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowDetailView</name>
    <message numerus="yes">
        <location filename="../ui/rowdetailview.cpp" line="+69"/>
        <source>&lt;%n byte(s), base64&gt;</source>
        <translation>
            <numerusform>&lt;%n byte, base64&gt;</numerusform>
            <numerusform>&lt;%n bytes, base64&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+319"/>
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
        <location line="+12"/>
        <source>%Ln action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>%Ln action on this table covered more than %1 rows and recorded only a hash of its ids: it may include this row.</numerusform>
            <numerusform>%Ln actions on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outboxctl</name>
    <message numerus="yes">
        <location filename="../app/outboxctl/actioncommands.cpp" line="+163"/>
        <source>%n move/promote row(s) have a target that already exists: the work may be done (mark done instead of retrying?):</source>
        <translation>
            <numerusform>%n move/promote row has a target that already exists: the work may be done (mark done instead of retrying?):</numerusform>
            <numerusform>%n move/promote rows have a target that already exists: the work may be done (mark done instead of retrying?):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+88"/>
        <source>%n dead row(s) will be marked done. Continue?</source>
        <translation>
            <numerusform>%n dead row will be marked done. Continue?</numerusform>
            <numerusform>%n dead rows will be marked done. Continue?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
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
</context>
</TS>
