<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PromotionText</name>
    <message>
        <location filename="../ui/actions/promotiontext.cpp" line="+15"/>
        <source> (%1 bytes)</source>
        <translation> (%1 Bytes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no content type</source>
        <translation>kein Inhaltstyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>modified %1</source>
        <translation>geändert %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Promote an object</source>
        <translation>Objekt übernehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, then delete %2.</source>
        <translation>Eine promote-Zeile für das Relay in %1 schreiben: %2 nach %3 kopieren, dann %2 löschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, keeping %2.</source>
        <translation>Eine promote-Zeile für das Relay in %1 schreiben: %2 nach %3 kopieren, %2 bleibt erhalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write promote row</source>
        <translation>promote-Zeile schreiben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy %1 (%2) to %3 in %4 now, verify the copy, then delete %1.</source>
        <translation>%1 (%2) jetzt nach %3 in %4 kopieren, die Kopie prüfen, dann %1 löschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy %1 (%2) to %3 in %4 now and verify the copy; %1 is kept.</source>
        <translation>%1 (%2) jetzt nach %3 in %4 kopieren und die Kopie prüfen; %1 bleibt erhalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promote</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 already holds an object (%2): it will be replaced.</source>
        <translation>%1 enthält bereits ein Objekt (%2): Es wird ersetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The temporary object could not be checked (no object store).</source>
        <translation>Das temporäre Objekt konnte nicht geprüft werden (kein Objektspeicher).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the relay carries the row out, it deletes %1 and replaces the object at %2; that cannot be undone.</source>
        <translation>Wenn das Relay die Zeile ausführt, löscht es %1 und ersetzt das Objekt unter %2; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the relay carries the row out, it replaces the object at %1; that cannot be undone.</source>
        <translation>Wenn das Relay die Zeile ausführt, ersetzt es das Objekt unter %1; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the relay carries the row out, it deletes %1; that cannot be undone.</source>
        <translation>Wenn das Relay die Zeile ausführt, löscht es %1; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This deletes %1 and replaces the object at %2 in the object store; it cannot be undone.</source>
        <translation>Dies löscht %1 und ersetzt das Objekt unter %2 im Objektspeicher; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This replaces the object at %1 in the object store; it cannot be undone.</source>
        <translation>Dies ersetzt das Objekt unter %1 im Objektspeicher; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deletes %1 from the object store; it cannot be undone.</source>
        <translation>Dies löscht %1 aus dem Objektspeicher; das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/rows/rowdetailview.cpp" line="+41"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>RetryDryRun</name>
    <message>
        <location filename="../ui/actions/retrydryrun.cpp" line="+72"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: the profile has no object store.</source>
        <translation>Ob die Ziele der move- und promote-Zeilen bereits existieren, wurde nicht geprüft: Das Profil hat keinen Objektspeicher.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: the object store cannot be opened: %1</source>
        <translation>Ob die Ziele der move- und promote-Zeilen bereits existieren, wurde nicht geprüft: Der Objektspeicher kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: %1</source>
        <translation>Ob die Ziele der move- und promote-Zeilen bereits existieren, wurde nicht geprüft: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Targets checked for the oldest %1 of the %2 move and promote rows.</source>
        <translation>Ziele für die ältesten %1 der %2 move- und promote-Zeilen geprüft.</translation>
    </message>
</context>
<context>
    <name>RetrySelection</name>
    <message numerus="yes">
        <location filename="../ui/actions/retryselection.cpp" line="+34"/>
        <source>%Ln selected row(s)</source>
        <translation>
            <numerusform>%Ln ausgewählte Zeile</numerusform>
            <numerusform>%Ln ausgewählte Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no filter</source>
        <translation>kein Filter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead rows matching the filter (%1), at most %2</source>
        <translation>Tote Zeilen, die zum Filter passen (%1), höchstens %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead row matching the filter (%1)</source>
        <translation>Jede tote Zeile, die zum Filter passt (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Error group: %1</source>
        <translation>Fehlergruppe: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (within the filter: %1)</source>
        <translation> (innerhalb des Filters: %1)</translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <location filename="../ui/common/timetext.cpp" line="+11"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (%2 local time)</source>
        <translation>%1 (%2 Ortszeit)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/main.cpp" line="+98"/>
        <source>Run &apos;outbox-console --help&apos; for the options.</source>
        <translation>Die Optionen zeigt &apos;outbox-console --help&apos;.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Usage: outbox-console [--demo | --profile NAME | --database URL | LINK] [--table NAME]
                      [--state STATE] [--overview] [--screenshot FILE]

The desktop console for transactional-outbox tables.

Options:
  LINK               Open an outbox-console://open?profile=NAME&amp;... link (Edit › Copy
                     Link, outboxctl link): the row, group, audit record or view it
                     names; a console already running opens it instead.
  --demo             Open the demo workspace (created on first use).
  --profile NAME     Open the saved profile NAME (shared with outboxctl).
  --database URL     Open a database by URL: postgresql://USER@HOST:PORT/DB,
                     mysql://..., mariadb://..., sqlite:///absolute/path.db.
                     The password comes from OUTBOX_DATABASE_PASSWORD.
  --table NAME       The outbox table, possibly schema-qualified.
  --state STATE      Show only pending, inflight, dead or sent rows.
  --overview         Also open the overview of every saved profile.
  --screenshot FILE  Save the window as a PNG once the first rows are shown, then quit.
  --measure-startup ROWS
                     For benchmarks: print &quot;first-rows&quot; when the first rows are shown,
                     scroll until ROWS rows are loaded, print the resident memory, quit.
  -h, --help         Show this help.
  -V, --version      Show the version.

Without options the last profile used opens. The language follows the system; the
setting &quot;language&quot; (de, fr, en) in ~/.config/outbox-console/outbox-console.conf
overrides it.
</source>
        <translation>Aufruf: outbox-console [--demo | --profile NAME | --database URL | LINK] [--table NAME]
                       [--state ZUSTAND] [--overview] [--screenshot DATEI]

Die Desktop-Konsole für Transactional-Outbox-Tabellen.

Optionen:
  LINK                Einen Link outbox-console://open?profile=NAME&amp;... öffnen
                      (Bearbeiten › Link kopieren, outboxctl link): die Zeile, Gruppe,
                      den Audit-Eintrag oder die Ansicht, die er nennt; läuft schon eine
                      Konsole, öffnet diese ihn.
  --demo              Den Demo-Arbeitsbereich öffnen (beim ersten Mal angelegt).
  --profile NAME      Das gespeicherte Profil NAME öffnen (mit outboxctl geteilt).
  --database URL      Eine Datenbank per URL öffnen: postgresql://BENUTZER@HOST:PORT/DB,
                      mysql://..., mariadb://..., sqlite:///absoluter/pfad.db.
                      Das Passwort kommt aus OUTBOX_DATABASE_PASSWORD.
  --table NAME        Die Outbox-Tabelle, gegebenenfalls mit Schema.
  --state ZUSTAND     Nur Zeilen im Zustand pending, inflight, dead oder sent zeigen.
  --overview          Auch die Übersicht aller gespeicherten Profile öffnen.
  --screenshot DATEI  Das Fenster als PNG speichern, sobald die ersten Zeilen zu sehen
                      sind, dann beenden.
  --measure-startup ZEILEN
                      Für Benchmarks: &quot;first-rows&quot; ausgeben, sobald die ersten Zeilen zu
                      sehen sind, blättern, bis ZEILEN Zeilen geladen sind, den belegten
                      Arbeitsspeicher ausgeben, beenden.
  -h, --help          Diese Hilfe zeigen.
  -V, --version       Die Version zeigen.

Ohne Optionen öffnet sich das zuletzt benutzte Profil. Die Sprache folgt dem System;
die Einstellung &quot;language&quot; (de, fr, en) in ~/.config/outbox-console/outbox-console.conf
hat Vorrang.
</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Use only one of --demo, --profile, --database and a link.</source>
        <translation>Nur eines von --demo, --profile, --database und einem Link angeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Handed the link to the console already running.</source>
        <translation>Den Link an die schon laufende Konsole übergeben.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Der Screenshot %1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rows after 60 s; saving the screenshot anyway.</source>
        <translation>Nach 60 s noch keine Zeilen; der Screenshot wird trotzdem gespeichert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--measure-startup needs a number of rows.</source>
        <translation>--measure-startup braucht eine Anzahl Zeilen.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Opening the demo workspace (created on first use).</source>
        <translation>Der Demo-Arbeitsbereich wird geöffnet (beim ersten Mal angelegt).</translation>
    </message>
</context>
<context>
    <name>outbox</name>
    <message>
        <location filename="../core/objectstore/sigv4.cpp" line="+88"/>
        <source>Cannot sign the request: the access key id is empty.</source>
        <translation>Die Anfrage kann nicht signiert werden: Die Zugriffsschlüssel-ID ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the secret access key is empty.</source>
        <translation>Die Anfrage kann nicht signiert werden: Der geheime Zugriffsschlüssel ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the region or service is empty.</source>
        <translation>Die Anfrage kann nicht signiert werden: Region oder Dienst ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the signing time is not valid.</source>
        <translation>Die Anfrage kann nicht signiert werden: Der Signaturzeitpunkt ist ungültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot sign the request: the HTTP method is empty.</source>
        <translation>Die Anfrage kann nicht signiert werden: Die HTTP-Methode ist leer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot sign the request: it has no Host header.</source>
        <translation>Die Anfrage kann nicht signiert werden: Sie hat keinen Host-Header.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>A presigned URL must expire after 1 to %1 seconds (7 days), not %2.</source>
        <translation>Eine vorsignierte URL muss nach 1 bis %1 Sekunden (7 Tagen) ablaufen, nicht nach %2.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/objectstore.cpp" line="+64"/>
        <source>%1 &quot;%2&quot; contains a control character (U+%3).</source>
        <translation>%1 &quot;%2&quot; enthält ein Steuerzeichen (U+%3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 &quot;%2&quot; contains a &quot;..&quot; segment, which could reach outside its folder.</source>
        <translation>%1 &quot;%2&quot; enthält ein &quot;..&quot;-Segment, das aus seinem Ordner hinausführen könnte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &quot;%2&quot; is empty once trimmed of spaces and slashes.</source>
        <translation>%1 &quot;%2&quot; ist leer, sobald Leerzeichen und Schrägstriche entfernt sind.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 &quot;%2…&quot; is longer than %3 bytes (UTF-8), the S3 limit.</source>
        <translation>%1 &quot;%2…&quot; ist länger als %3 Bytes (UTF-8), die Grenze von S3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Object key</source>
        <translation>Der Objektschlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Object key prefix</source>
        <translation>Das Objektschlüssel-Präfix</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Object store &quot;%1&quot; is not a folder URL: write file:/absolute/folder.</source>
        <translation>Der Objektspeicher &quot;%1&quot; ist keine Ordner-URL: Schreiben Sie file:/absoluter/ordner.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown object store &quot;%1&quot;: use file:/folder for a local folder, or leave it empty to use the S3 store configured by the OBJECT_STORE_* environment variables.</source>
        <translation>Unbekannter Objektspeicher &quot;%1&quot;: Verwenden Sie file:/ordner für einen lokalen Ordner oder lassen Sie ihn leer, um den über die Umgebungsvariablen OBJECT_STORE_* eingerichteten S3-Speicher zu nutzen.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3config.cpp" line="+27"/>
        <source>%1 must be true or false, not &quot;%2&quot;.</source>
        <translation>%1 muss true oder false sein, nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown object store provider &quot;%1&quot;: use s3, r2 or custom.</source>
        <translation>Unbekannter Objektspeicher-Anbieter &quot;%1&quot;: Verwenden Sie s3, r2 oder custom.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The S3 object store is not configured: set %1 (or use a local folder with file:/folder).</source>
        <translation>Der S3-Objektspeicher ist nicht eingerichtet: Setzen Sie %1 (oder verwenden Sie einen lokalen Ordner mit file:/ordner).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Cloudflare R2 account id &quot;%1&quot; is not valid: it is the hexadecimal id shown in the R2 dashboard.</source>
        <translation>Die Cloudflare-R2-Konto-ID &quot;%1&quot; ist ungültig: Es ist die hexadezimale ID aus dem R2-Dashboard.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The object store endpoint is not set: a custom provider needs one, such as http://127.0.0.1:9000.</source>
        <translation>Der Endpunkt des Objektspeichers ist nicht gesetzt: Ein eigener Anbieter (custom) braucht einen, etwa http://127.0.0.1:9000.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The object store endpoint &quot;%1&quot; is not an http:// or https:// URL with a host name.</source>
        <translation>Der Endpunkt des Objektspeichers &quot;%1&quot; ist keine http://- oder https://-URL mit Hostnamen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The object store endpoint &quot;%1&quot; must not contain a user name, a query or a fragment.</source>
        <translation>Der Endpunkt des Objektspeichers &quot;%1&quot; darf keinen Benutzernamen, keine Abfrage und kein Fragment enthalten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the bucket is not set</source>
        <translation>der Bucket ist nicht gesetzt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the bucket name &quot;%1&quot; contains a slash, a space or a control character</source>
        <translation>der Bucket-Name &quot;%1&quot; enthält einen Schrägstrich, ein Leerzeichen oder ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bucket name &quot;%1&quot; cannot be a host name (3 to 63 lowercase letters, digits, dots and hyphens): use path-style addressing</source>
        <translation>der Bucket-Name &quot;%1&quot; kann kein Hostname sein (3 bis 63 Kleinbuchstaben, Ziffern, Punkte und Bindestriche): Verwenden Sie Pfad-Adressierung (path-style)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the region &quot;%1&quot; is not a region name (such as us-east-1, or auto)</source>
        <translation>die Region &quot;%1&quot; ist kein Regionsname (etwa us-east-1 oder auto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the access key id is not set</source>
        <translation>die Zugriffsschlüssel-ID ist nicht gesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the secret access key is not set</source>
        <translation>der geheime Zugriffsschlüssel ist nicht gesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the timeouts must be positive</source>
        <translation>die Zeitlimits müssen positiv sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the retry count and delay cannot be negative</source>
        <translation>Anzahl und Verzögerung der Wiederholungen dürfen nicht negativ sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the endpoint %1 is an IP address, which cannot carry the bucket in its host name: use path-style addressing</source>
        <translation>der Endpunkt %1 ist eine IP-Adresse, die den Bucket nicht im Hostnamen tragen kann: Verwenden Sie Pfad-Adressierung (path-style)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The object store configuration is not usable: %1</source>
        <translation>Die Einstellungen des Objektspeichers sind nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3request.cpp" line="+47"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+78"/>
        <location line="+76"/>
        <location line="+82"/>
        <location line="+23"/>
        <location line="+18"/>
        <source>Cannot %1 in %2: %3</source>
        <translation>Vorgang in %2 nicht möglich (%1): %3</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Cannot %1 in %2: could not connect to %3 within %4 ms (the connect timeout).</source>
        <translation>Vorgang in %2 nicht möglich (%1): Keine Verbindung zu %3 innerhalb von %4 ms (das Verbindungs-Zeitlimit).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot %1 in %2: %3 did not answer completely within %4 ms (the request timeout).</source>
        <translation>Vorgang in %2 nicht möglich (%1): %3 hat nicht innerhalb von %4 ms vollständig geantwortet (das Anfrage-Zeitlimit).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 refused the connection (is the store running, and is the endpoint right?)</source>
        <translation>%1 hat die Verbindung abgelehnt (läuft der Speicher, und stimmt der Endpunkt?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the host %1 was not found (check the endpoint)</source>
        <translation>der Host %1 wurde nicht gefunden (prüfen Sie den Endpunkt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the TLS handshake with %1 failed: %2</source>
        <translation>der TLS-Handshake mit %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network error talking to %1: %2</source>
        <translation>Netzwerkfehler bei der Verbindung mit %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot %1 in %2: %3.</source>
        <translation>Vorgang in %2 nicht möglich (%1): %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/objectstore/s3errors.cpp" line="+55"/>
        <source>the store failed with a server error (%n attempt(s))</source>
        <translation>
            <numerusform>der Speicher ist mit einem Serverfehler gescheitert (%n Versuch)</numerusform>
            <numerusform>der Speicher ist mit einem Serverfehler gescheitert (%n Versuche)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the store failed with a server error</source>
        <translation>der Speicher ist mit einem Serverfehler gescheitert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source object does not exist</source>
        <translation>das Quellobjekt existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the object does not exist</source>
        <translation>das Objekt existiert nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bucket does not exist (check the bucket name and the endpoint)</source>
        <translation>der Bucket existiert nicht (prüfen Sie Bucket-Namen und Endpunkt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access was denied (a HEAD answer gives no reason: a wrong secret access key or a missing permission)</source>
        <translation>der Zugriff wurde verweigert (eine HEAD-Antwort nennt keinen Grund: ein falscher geheimer Zugriffsschlüssel oder eine fehlende Berechtigung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>access was denied (check that the access key may do this in this bucket)</source>
        <translation>der Zugriff wurde verweigert (prüfen Sie, ob der Zugriffsschlüssel dies in diesem Bucket darf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the store does not know the access key id (check OBJECT_STORE_ACCESS_KEY_ID)</source>
        <translation>der Speicher kennt die Zugriffsschlüssel-ID nicht (prüfen Sie OBJECT_STORE_ACCESS_KEY_ID)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the store rejected the request signature: the secret access key is probably wrong (check OBJECT_STORE_SECRET_ACCESS_KEY, and OBJECT_STORE_REGION)</source>
        <translation>der Speicher hat die Signatur der Anfrage abgelehnt: Der geheime Zugriffsschlüssel ist vermutlich falsch (prüfen Sie OBJECT_STORE_SECRET_ACCESS_KEY und OBJECT_STORE_REGION)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this computer&apos;s clock is too far from the store&apos;s: correct the system time</source>
        <translation>die Uhr dieses Computers weicht zu weit von der des Speichers ab: Korrigieren Sie die Systemzeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the body the store received does not match the checksum it was signed with (it was changed on the way)</source>
        <translation>der vom Speicher empfangene Inhalt passt nicht zur Prüfsumme, mit der er signiert wurde (er wurde unterwegs verändert)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the store is throttling requests and still was after %n attempt(s): try again later</source>
        <translation>
            <numerusform>der Speicher drosselt Anfragen und tat es auch nach %n Versuch noch: Versuchen Sie es später erneut</numerusform>
            <numerusform>der Speicher drosselt Anfragen und tat es auch nach %n Versuchen noch: Versuchen Sie es später erneut</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bucket is in another region or behind another endpoint (check OBJECT_STORE_REGION and OBJECT_STORE_ENDPOINT)</source>
        <translation>der Bucket liegt in einer anderen Region oder hinter einem anderen Endpunkt (prüfen Sie OBJECT_STORE_REGION und OBJECT_STORE_ENDPOINT)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the session token has expired or is not valid</source>
        <translation>das Sitzungstoken ist abgelaufen oder ungültig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the object is larger than one upload may be</source>
        <translation>das Objekt ist größer, als ein einzelner Upload sein darf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key is too long</source>
        <translation>der Schlüssel ist zu lang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bucket name is not valid</source>
        <translation>der Bucket-Name ist ungültig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the object is archived and must be restored first</source>
        <translation>das Objekt ist archiviert und muss erst wiederhergestellt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the store does not support this operation</source>
        <translation>der Speicher unterstützt diesen Vorgang nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the store refused the request</source>
        <translation>der Speicher hat die Anfrage abgelehnt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot %1 in %2: %3 [%4].</source>
        <translation>Vorgang in %2 nicht möglich (%1): %3 [%4].</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3objectstore.cpp" line="+72"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="-151"/>
        <source>look up &quot;%1&quot;</source>
        <translation>&quot;%1&quot; nachschlagen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+10"/>
        <source>read &quot;%1&quot;</source>
        <translation>&quot;%1&quot; lesen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+78"/>
        <source>store &quot;%1&quot;</source>
        <translation>&quot;%1&quot; speichern</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+9"/>
        <source>copy &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>&quot;%1&quot; nach &quot;%2&quot; kopieren</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+21"/>
        <source>delete &quot;%1&quot;</source>
        <translation>&quot;%1&quot; löschen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list the objects</source>
        <translation>die Objekte auflisten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+30"/>
        <source>list &quot;%1&quot;</source>
        <translation>&quot;%1&quot; auflisten</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot %1 in %2: the answer is not an S3 object listing.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Die Antwort ist keine S3-Objektliste.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot %1 in %2: the listing is not valid XML (%3).</source>
        <translation>Vorgang in %2 nicht möglich (%1): Die Liste ist kein gültiges XML (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot %1 in %2: the listing is cut short but has no continuation token.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Die Liste ist abgeschnitten, hat aber kein Fortsetzungstoken.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>presign %1 &quot;%2&quot;</source>
        <translation>%1 für &quot;%2&quot; vorsignieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot %1 in %2: only GET, PUT, HEAD and DELETE URLs can be presigned.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Nur GET-, PUT-, HEAD- und DELETE-URLs lassen sich vorsignieren.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="-212"/>
        <source>Object store folder &quot;%1&quot; does not exist.</source>
        <translation>Der Objektspeicher-Ordner &quot;%1&quot; existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Object store folder &quot;%1&quot; is not a folder.</source>
        <translation>Der Objektspeicher-Ordner &quot;%1&quot; ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot %1 in %2: the key &quot;%3&quot; has a &quot;.&quot; segment, which a folder cannot store apart from the key without it.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Der Schlüssel &quot;%3&quot; hat ein &quot;.&quot;-Segment, das ein Ordner nicht getrennt vom Schlüssel ohne dieses Segment speichern kann.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot %1 in %2: the key &quot;%3&quot; leads outside the folder through the symbolic link &quot;%4&quot;; refusing it.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Der Schlüssel &quot;%3&quot; führt über den symbolischen Link &quot;%4&quot; aus dem Ordner hinaus; abgelehnt.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot read &quot;%1&quot; in %2: the object does not exist.</source>
        <translation>&quot;%1&quot; kann in %2 nicht gelesen werden: Das Objekt existiert nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read &quot;%1&quot; in %2: %3</source>
        <translation>&quot;%1&quot; kann in %2 nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the object &quot;%1&quot; exists where a folder is needed.</source>
        <translation>das Objekt &quot;%1&quot; existiert dort, wo ein Ordner nötig ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>objects exist under &quot;%1/&quot;, so a file of that name cannot.</source>
        <translation>unter &quot;%1/&quot; existieren Objekte, daher kann es keine Datei dieses Namens geben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot create the folder &quot;%1&quot;.</source>
        <translation>der Ordner &quot;%1&quot; kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot make the objects written to %1 durable: %2</source>
        <translation>Die in %1 geschriebenen Objekte können nicht dauerhaft gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot %1 in %2: the source object does not exist.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Das Quellobjekt existiert nicht.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot %1 in %2: it is a folder of other objects, not an object.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Das ist ein Ordner anderer Objekte, kein Objekt.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot %1 in %2: the continuation token &quot;%3&quot; was not made by this store.</source>
        <translation>Vorgang in %2 nicht möglich (%1): Das Fortsetzungstoken &quot;%3&quot; stammt nicht von diesem Speicher.</translation>
    </message>
    <message>
        <location filename="../core/connection/connectionspec.cpp" line="+23"/>
        <source>No database given: pass --database URL, --profile NAME or set OUTBOX_DATABASE_URL.</source>
        <translation>Keine Datenbank angegeben: Übergeben Sie --database URL oder --profile NAME oder setzen Sie OUTBOX_DATABASE_URL.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The SQLite URL &quot;%1&quot; names no file (use sqlite:///absolute/path.db or sqlite:relative/path.db).</source>
        <translation>Die SQLite-URL &quot;%1&quot; nennt keine Datei (verwenden Sie sqlite:///absoluter/pfad.db oder sqlite:relativer/pfad.db).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The database URL is not valid: expected postgresql://USER@HOST:PORT/DB, mysql://USER@HOST:PORT/DB or sqlite:///path.db.</source>
        <translation>Die Datenbank-URL ist ungültig: erwartet wird postgresql://BENUTZER@HOST:PORT/DB, mysql://BENUTZER@HOST:PORT/DB oder sqlite:///pfad.db.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported database scheme &quot;%1&quot;: use postgresql://, mysql://, mariadb:// or sqlite:.</source>
        <translation>Nicht unterstütztes Datenbankschema &quot;%1&quot;: Verwenden Sie postgresql://, mysql://, mariadb:// oder sqlite:.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The database URL names no database (add /DBNAME after the host).</source>
        <translation>Die Datenbank-URL nennt keine Datenbank (fügen Sie /DBNAME nach dem Host an).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The database URL has an option &quot;%1&quot; %2 does not take (it takes %3).</source>
        <translation>Die Datenbank-URL hat eine Option „%1“, die %2 nicht kennt (bekannt sind %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The database URL option &quot;%1&quot; has no value.</source>
        <translation>Die Option „%1“ der Datenbank-URL hat keinen Wert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ssl-mode=VERIFY_IDENTITY is not available: the MySQL driver of Qt 6.4 cannot check the server&apos;s host name. VERIFY_CA with ssl-ca checks its certificate.</source>
        <translation>ssl-mode=VERIFY_IDENTITY ist nicht verfügbar: der MySQL-Treiber von Qt 6.4 kann den Hostnamen des Servers nicht prüfen. VERIFY_CA mit ssl-ca prüft sein Zertifikat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The TLS mode &quot;%1&quot; is not one of %2.</source>
        <translation>Der TLS-Modus „%1“ ist keiner von %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ssl-mode=VERIFY_CA needs ssl-ca, the CA that signed the server&apos;s certificate.</source>
        <translation>ssl-mode=VERIFY_CA braucht ssl-ca, die CA, die das Zertifikat des Servers signiert hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The database URL&apos;s auth is &quot;%1&quot;: use password or rds-iam.</source>
        <translation>auth der Datenbank-URL ist „%1“: password oder rds-iam verwenden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>auth=rds-iam needs the database&apos;s AWS region: add region=… to the URL.</source>
        <translation>auth=rds-iam braucht die AWS-Region der Datenbank: region=… zur URL hinzufügen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>auth=rds-iam needs TLS: %1=%2 would send the token unencrypted.</source>
        <translation>auth=rds-iam braucht TLS: %1=%2 würde das Token unverschlüsselt senden.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>TLS does not verify the server (sslmode=%1): use verify-full with sslrootcert.</source>
        <translation>TLS prüft den Server nicht (sslmode=%1): verify-full mit sslrootcert verwenden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TLS does not verify the server (ssl-mode=%1): use VERIFY_CA with ssl-ca.</source>
        <translation>TLS prüft den Server nicht (ssl-mode=%1): VERIFY_CA mit ssl-ca verwenden.</translation>
    </message>
    <message>
        <location filename="../core/connection/databasesession.cpp" line="+48"/>
        <source>The TLS file %1 cannot be used: its name holds a &apos;;&apos;.</source>
        <translation>Die TLS-Datei %1 ist nicht verwendbar: ihr Name enthält ein „;“.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>MySQL/MariaDB connections cannot use a client key with a passphrase here: give ssl-key an unencrypted key file readable only by you.</source>
        <translation>MySQL/MariaDB-Verbindungen können hier keinen Client-Schlüssel mit Passphrase verwenden: für ssl-key eine unverschlüsselte Schlüsseldatei angeben, die nur Sie lesen können.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not connect to %1: ssl-mode=%2, but the server did not encrypt the connection.</source>
        <translation>Verbindung zu %1 nicht möglich: ssl-mode=%2, aber der Server hat die Verbindung nicht verschlüsselt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Qt SQL driver %1 for %2 is not installed.</source>
        <translation>Der Qt-SQL-Treiber %1 für %2 ist nicht installiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The SQLite database %1 does not exist.</source>
        <translation>Die SQLite-Datenbank %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+56"/>
        <source>Could not connect to %1: %2</source>
        <translation>Verbindung zu %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Could not connect to %1 through ssh %2: %3</source>
        <translation>Verbindung zu %1 über ssh %2 nicht möglich: %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a SQLite database (%2).</source>
        <translation>%1 ist keine SQLite-Datenbank (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the SQLite database %1: %2</source>
        <translation>Die SQLite-Datenbank %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/target/connectiontarget.cpp" line="+24"/>
        <source>Invalid --cap-failed-retry-count &quot;%1&quot;: a whole number from 1 to 1000000 (CAP&apos;s FailedRetryCount).</source>
        <translation>Ungültiger Wert „%1“ für --cap-failed-retry-count: erwartet wird eine ganze Zahl von 1 bis 1000000 (FailedRetryCount von CAP).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No profile named &quot;%1&quot; (profiles are kept in %2).</source>
        <translation>Kein Profil namens &quot;%1&quot; (Profile werden in %2 gespeichert).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>A write user is for PostgreSQL and MySQL/MariaDB: a SQLite file has no users (its file permissions decide what may change).</source>
        <translation>Ein Schreibbenutzer ist für PostgreSQL und MySQL/MariaDB: Eine SQLite-Datei hat keine Benutzer (ihre Dateirechte entscheiden, was sich ändern darf).</translation>
    </message>
    <message>
        <location filename="../core/relay/relaysetup.cpp" line="+97"/>
        <location line="+4"/>
        <location filename="../core/target/connectiontarget.cpp" line="-36"/>
        <location line="+72"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Profil &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../core/schema/tableresolver.cpp" line="+55"/>
        <source>Could not read the columns of %1: %2</source>
        <translation>Die Spalten von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a timestamp</source>
        <translation>einen Zeitstempel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <comment>a column type</comment>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Unknown vocabulary &quot;%1&quot;: use auto, docs or shipped.</source>
        <translation>Unbekanntes Vokabular &quot;%1&quot;: Verwenden Sie auto, docs oder shipped.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Table %1 does not exist in %2.</source>
        <translation>Die Tabelle %1 existiert nicht in %2.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Table %1 does not exist in %2, or user %3 has no privilege on it (MySQL and MariaDB show a user only the tables it may use).</source>
        <translation>Tabelle %1 gibt es in %2 nicht, oder Benutzer %3 hat kein Recht darauf (MySQL und MariaDB zeigen einem Benutzer nur die Tabellen, die er verwenden darf).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table %1 exists in %2, but user %3 has no USAGE privilege on schema %4.</source>
        <translation>Tabelle %1 gibt es in %2, aber Benutzer %3 hat kein USAGE-Recht auf dem Schema %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 exists in %2, but user %3 has no SELECT privilege on it.</source>
        <translation>Tabelle %1 gibt es in %2, aber Benutzer %3 hat kein SELECT-Recht darauf.</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Unknown outbox type &quot;%1&quot;: use %2.</source>
        <translation>Unbekannter Outbox-Typ „%1“: Verwenden Sie %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A row of %1 reads &apos;created&apos;, which only FennFlow&apos;s documented writer writes, but the %2 vocabulary is in use.</source>
        <translation>Eine Zeile von %1 lautet &apos;created&apos;, was nur der dokumentierte FennFlow-Schreiber schreibt, aber das Vokabular %2 wird verwendet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is recorded as written with the %2 vocabulary, but %3 was given and is in use.</source>
        <translation>Für %1 ist das Vokabular %2 festgehalten, aber %3 wurde angegeben und wird verwendet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is recorded as written with the %2 vocabulary, but the profile remembers %3; the record is in use.</source>
        <translation>Für %1 ist das Vokabular %2 festgehalten, das Profil erinnert sich aber an %3; das Festgehaltene gilt.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No outbox table found in %1 (looked for %2); name one with --table.</source>
        <translation>Keine Outbox-Tabelle in %1 gefunden (gesucht: %2); nennen Sie eine mit --table.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table %1 is not a %2 outbox: missing columns %3.</source>
        <translation>Die Tabelle %1 ist keine %2-Outbox: Es fehlen die Spalten %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 is neither a Vortos outbox (missing %2) nor a FennFlow outbox (missing %3), nor another library&apos;s outbox the console knows (DotNetCore.CAP, Spring Modulith, gruelbox); map its columns with --type=mapped.</source>
        <translation>Die Tabelle %1 ist weder eine Vortos-Outbox (es fehlt: %2) noch eine FennFlow-Outbox (es fehlt: %3) noch die Outbox einer anderen Bibliothek, die die Konsole kennt (DotNetCore.CAP, Spring Modulith, gruelbox); ordnen Sie ihre Spalten mit --type=mapped zu.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is %2 (needs %3)</source>
        <translation>%1 ist %2 (braucht %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 is not a usable %2 outbox: %3.</source>
        <translation>Die Tabelle %1 ist keine verwendbare %2-Outbox: %3.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Finding the oldest pending row reads every pending row: %1 has no index that starts with status and created_at.</source>
        <translation>Die Suche nach der ältesten wartenden Zeile liest jede wartende Zeile: %1 hat keinen Index, der mit status und created_at beginnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Listing rows by creation time and filtering by a created range read the whole table: %1 has no index on created_at.</source>
        <translation>Das Auflisten nach Erstellungszeit und das Filtern nach einem Erstellungszeitraum lesen die ganze Tabelle: %1 hat keinen Index auf created_at.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A page of some states reads every row of those states before it can sort them: %1 has no index that starts with status and then the pages&apos; order.</source>
        <translation>Eine Seite bestimmter Zustände liest jede Zeile dieser Zustände, bevor sie sortiert werden kann: %1 hat keinen Index, der mit status und dann der Sortierung der Seiten beginnt.</translation>
    </message>
    <message>
        <location filename="../core/util/jsontext.cpp" line="+15"/>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unpaired surrogate U+%1</source>
        <translation>ein ungepaartes Surrogat U+%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the key %1</source>
        <translation>der Schlüssel %1</translation>
    </message>
    <message>
        <location filename="../core/query/outboxrow.cpp" line="+38"/>
        <source>The payload of row %1 is a JSON %2, not a JSON object.</source>
        <translation>Die Nutzlast von Zeile %1 ist JSON (%2), aber kein JSON-Objekt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The payload of row %1 is not valid JSON: %2 at offset %3.</source>
        <translation>Die Nutzlast der Zeile %1 ist kein gültiges JSON: %2 an Position %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The payload of row %1 is a JSON array, not a JSON object.</source>
        <translation>Die Nutzlast von Zeile %1 ist ein JSON-Array, kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../core/query/rowfilter.cpp" line="+21"/>
        <source>Invalid payload filter &quot;%1&quot;: use KEY=VALUE, for example key=assets/a.bin.</source>
        <translation>Ungültiger Nutzlastfilter &quot;%1&quot;: Verwenden Sie SCHLÜSSEL=WERT, zum Beispiel key=assets/a.bin.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Invalid date format &quot;%1&quot;. Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00).</source>
        <translation>Ungültiges Datumsformat &quot;%1&quot;. Verwenden Sie ISO 8601 (z. B. 2026-06-01T00:00:00+00:00).</translation>
    </message>
    <message>
        <location filename="../core/query/filtersql.cpp" line="+111"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are whole numbers.</source>
        <translation>Ungültige ID „%1“: IDs in %2 sind ganze Zahlen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are text of 1 to %3 printable characters.</source>
        <translation>Ungültige ID „%1“: IDs in %2 sind Text aus 1 bis %3 druckbaren Zeichen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are UUIDs (for example 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</source>
        <translation>Ungültige ID &quot;%1&quot;: IDs in %2 sind UUIDs (zum Beispiel 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>The text of %1 is too long for SQLite to search (%2 bytes; at most 50,000).</source>
        <translation>Der Text von %1 ist zu lang für eine Suche in SQLite (%2 Bytes; höchstens 50.000).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The created range is empty: --created-from (%1) is after --created-to (%2).</source>
        <translation>Der Erstellungszeitraum ist leer: --created-from (%1) liegt nach --created-to (%2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A filter names at most %1 rows by id (%2 given).</source>
        <translation>Ein Filter nennt höchstens %1 Zeilen über ihre ID (%2 angegeben).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a FennFlow table without the console&apos;s delivery table: no error is recorded to search (outboxctl relay init creates it; the relay then records why each delivery failed).</source>
        <translation>%1 ist eine FennFlow-Tabelle ohne die Zustelltabelle der Konsole: Es ist kein Fehler zum Durchsuchen festgehalten (outboxctl relay init legt sie an; das Relay hält dann fest, warum jede Zustellung fehlschlug).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is a FennFlow table without the console&apos;s delivery table: no error is recorded, so its rows form no error group but &quot;%2&quot;.</source>
        <translation>%1 ist eine FennFlow-Tabelle ohne die Zustelltabelle der Konsole: Es ist kein Fehler festgehalten, ihre Zeilen bilden also keine Fehlergruppe außer &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a Vortos table: it has no aggregate id (filter by --payload-key=key=… instead).</source>
        <translation>%1 ist eine Vortos-Tabelle: Sie hat keine Aggregat-ID (filtern Sie stattdessen mit --payload-key=key=…).</translation>
    </message>
    <message>
        <location filename="../core/query/outboxreader.cpp" line="+39"/>
        <location line="+142"/>
        <source>Invalid cursor &quot;%1&quot;: pass the next_cursor printed by a previous list.</source>
        <translation>Ungültiger Cursor &quot;%1&quot;: Übergeben Sie den next_cursor, den ein vorheriges list ausgegeben hat.</translation>
    </message>
    <message>
        <location filename="../core/notify/changenotify.cpp" line="+20"/>
        <source>Change notifications need PostgreSQL (LISTEN/NOTIFY); on this database the console polls instead.</source>
        <translation>Änderungsbenachrichtigungen brauchen PostgreSQL (LISTEN/NOTIFY); auf dieser Datenbank fragt die Konsole stattdessen regelmäßig ab.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <location filename="../core/query/outboxreader.cpp" line="-115"/>
        <location filename="../core/query/timeseries.cpp" line="+80"/>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Looking for the change-notification trigger failed: %1</source>
        <translation>Die Suche nach dem Trigger für Änderungsbenachrichtigungen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/query/outboxreader.cpp" line="+120"/>
        <source>The cursor belongs to a listing in another order; start again without --after.</source>
        <translation>Der Cursor gehört zu einer Liste in anderer Reihenfolge; beginnen Sie erneut ohne --after.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Listing rows of %1</source>
        <translation>Auflisten der Zeilen von %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Reading row %1</source>
        <translation>Lesen der Zeile %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No row with id %1 in %2.</source>
        <translation>Keine Zeile mit der ID %1 in %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No row with id %1 in %2 (ids are matched exactly as stored).</source>
        <translation>Keine Zeile mit der ID %1 in %2 (IDs werden genau so verglichen, wie sie gespeichert sind).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Counting the payloads that are not JSON</source>
        <translation>Zählen der Nutzlasten, die kein JSON sind</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Estimating the rows of %1</source>
        <translation>Schätzen der Zeilen von %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+50"/>
        <source>Counting rows of %1</source>
        <translation>Zählen der Zeilen von %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Counting %1 rows of %2</source>
        <translation>Zählen der Zeilen im Zustand %1 von %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Reading the statuses of %1</source>
        <translation>Lesen der Status von %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finding the oldest pending row</source>
        <translation>Suche nach der ältesten ausstehenden Zeile</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Counting rows per day</source>
        <translation>Zählen der Zeilen pro Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting rows per hour</source>
        <translation>Zählen der Zeilen pro Stunde</translation>
    </message>
    <message>
        <location filename="../core/query/timeseries.cpp" line="+14"/>
        <source>The time window is empty or invalid.</source>
        <translation>Das Zeitfenster ist leer oder ungültig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The time window has too many buckets (%1); use a larger bucket size.</source>
        <translation>Das Zeitfenster hat zu viele Intervalle (%1); verwenden Sie größere Intervalle.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Counting rows sent over time</source>
        <translation>Zählen der im Zeitverlauf gesendeten Zeilen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Reconstructing the backlog over time</source>
        <translation>Rekonstruktion des Rückstands im Zeitverlauf</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/output/rowformat.cpp" line="+185"/>
        <source>dead after %n attempt(s)</source>
        <translation>
            <numerusform>tot nach %n Versuch</numerusform>
            <numerusform>tot nach %n Versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>done at the first attempt</source>
        <translation>erledigt beim ersten Versuch</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>done at attempt %1, after %n failure(s)</source>
        <translation>
            <numerusform>erledigt beim %1. Versuch, nach %n Fehlschlag</numerusform>
            <numerusform>erledigt beim %1. Versuch, nach %n Fehlschlägen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attempt %1 of %2</source>
        <translation>Versuch %1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, next in %2; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, nächster in %2; tot nach %n weiteren Fehlschlag</numerusform>
            <numerusform>%1, nächster in %2; tot nach %n weiteren Fehlschlägen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, due now; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, jetzt fällig; tot nach %n weiteren Fehlschlag</numerusform>
            <numerusform>%1, jetzt fällig; tot nach %n weiteren Fehlschlägen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min %2 s</source>
        <comment>minutes and seconds</comment>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <comment>hours and minutes</comment>
        <translation>%1 Std. %2 min</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 Std.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n day(s)</source>
        <comment>a duration, after &quot;in&quot; or before &quot;ago&quot;</comment>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/output/rowexport.cpp" line="+29"/>
        <source>Could not write the export: %1</source>
        <translation>Der Export konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <location filename="../core/settings/profile.cpp" line="+30"/>
        <source>Profile &quot;%1&quot; has the environment &quot;%2&quot;, which is none of dev, staging or prod: correct it in the profiles file (or the connection manager) before using the profile, so that its protection does not depend on spelling.</source>
        <translation>Das Profil &quot;%1&quot; hat die Umgebung &quot;%2&quot;, die weder dev noch staging noch prod ist: Korrigieren Sie sie in der Profildatei (oder in der Verbindungsverwaltung), bevor Sie das Profil verwenden, damit sein Schutz nicht von der Schreibweise abhängt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Invalid profile name &quot;%1&quot;: use up to 64 letters, digits, spaces, dots, dashes or underscores.</source>
        <translation>Ungültiger Profilname &quot;%1&quot;: Verwenden Sie bis zu 64 Buchstaben, Ziffern, Leerzeichen, Punkte, Bindestriche oder Unterstriche.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The profiles file cannot be used: %1</source>
        <translation>Die Profildatei kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The profiles file %1 does not read: line %2 %3. Correct it by hand (a copy of the last good one may be in %1.bak); it is not rewritten until it reads.</source>
        <translation>Die Profildatei %1 lässt sich nicht lesen: Zeile %2 %3. Korrigieren Sie sie von Hand (eine Kopie der letzten guten Fassung liegt womöglich in %1.bak); sie wird erst wieder geschrieben, wenn sie sich lesen lässt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>opens a section without closing it</source>
        <translation>öffnet einen Abschnitt, ohne ihn zu schließen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is neither a [section] nor a key=value line</source>
        <translation>ist weder ein [Abschnitt] noch eine Zeile der Form Schlüssel=Wert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>has a quote (&quot;) that is not closed</source>
        <translation>hat ein Anführungszeichen (&quot;), das nicht geschlossen wird</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Could not write the profiles to %1.</source>
        <translation>Die Profile konnten nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The database URL of profile &quot;%1&quot; contains a password; profiles keep passwords in the keychain only.</source>
        <translation>Die Datenbank-URL des Profils &quot;%1&quot; enthält ein Passwort; Profile bewahren Passwörter nur im Schlüsselbund auf.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No profile named &quot;%1&quot;.</source>
        <translation>Kein Profil namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../core/demo/demoworkspace.cpp" line="+105"/>
        <source>Creating the demo database failed: %1</source>
        <translation>Das Anlegen der Demo-Datenbank ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The folder %1 is not empty and is not a demo workspace (it holds &quot;%2&quot;): choose a new or empty folder for the demo.</source>
        <translation>Der Ordner %1 ist nicht leer und kein Demo-Arbeitsbereich (er enthält &quot;%2&quot;): Wählen Sie einen neuen oder leeren Ordner für die Demo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not create the demo folder %1.</source>
        <translation>Der Demo-Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../core/util/localfile.cpp" line="+22"/>
        <source>a symbolic link</source>
        <translation>ein symbolischer Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a character device</source>
        <translation>ein Zeichengerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a block device</source>
        <translation>ein Blockgerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is a symbolic link: refused, so that the file used is the one named.</source>
        <translation>%1 ist ein symbolischer Link: abgelehnt, damit die verwendete Datei die genannte ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 is %2, not a regular file: refused.</source>
        <translation>%1 ist %2, keine reguläre Datei: abgelehnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a file</source>
        <translation>etwas anderes als eine Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2 bytes, over the %3 bytes such a file can be.</source>
        <translation>%1 ist %2 Bytes groß, mehr als die %3 Bytes, die eine solche Datei haben darf.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is over the %2 bytes such a file can be.</source>
        <translation>%1 ist größer als die %2 Bytes, die eine solche Datei haben darf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is %2, not a regular file: it is not written, so that nothing else is overwritten through it.</source>
        <translation>%1 ist %2, keine reguläre Datei: Es wird nichts hineingeschrieben, damit darüber nichts anderes überschrieben wird.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The backup %1 is %2, not a regular file: nothing was written.</source>
        <translation>Die Sicherungskopie %1 ist %2, keine reguläre Datei: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not keep a backup of %1 in %2: %3; nothing was written.</source>
        <translation>Von %1 konnte keine Sicherungskopie in %2 angelegt werden: %3; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../core/demo/demoworkspace.cpp" line="+11"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/demo/demoworkspace.cpp" line="+10"/>
        <source>Could not move the demo database into place at %1.</source>
        <translation>Die Demo-Datenbank konnte nicht nach %1 verschoben werden.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Could not start a transaction in the demo database.</source>
        <translation>In der Demo-Datenbank konnte keine Transaktion gestartet werden.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+113"/>
        <location line="+39"/>
        <location line="+76"/>
        <location line="+20"/>
        <source>Writing demo rows failed: %1</source>
        <translation>Das Schreiben der Demo-Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not commit the demo rows: %1</source>
        <translation>Die Demo-Zeilen konnten nicht festgeschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../core/actions/batchchange.cpp" line="+35"/>
        <location line="+3"/>
        <source>%1, %2</source>
        <comment>rows changed, rows skipped</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n not reached (cancelled)</source>
        <translation>
            <numerusform>%n nicht erreicht (abgebrochen)</numerusform>
            <numerusform>%n nicht erreicht (abgebrochen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/connection/databasesession.cpp" line="+49"/>
        <source>Could not start a transaction.</source>
        <translation>Es konnte keine Transaktion gestartet werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/actions/batchchange.cpp" line="+445"/>
        <source>The connection to the database was lost.</source>
        <translation>Die Verbindung zur Datenbank ist verloren gegangen.</translation>
    </message>
    <message>
        <location filename="../core/actions/batchchange.cpp" line="-1"/>
        <source>The batch failed without an error message.</source>
        <translation>Der Batch ist ohne Fehlermeldung fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>the audit log could not record batch %1 before its commit, so it was not committed: %2</source>
        <translation>das Audit-Protokoll konnte Batch %1 nicht vor dem Festschreiben festhalten, daher wurde er nicht festgeschrieben: %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the audit log could not confirm batch %1 (committed, and recorded before its commit), so no further batch was run: %2</source>
        <translation>das Audit-Protokoll konnte Batch %1 nicht bestätigen (festgeschrieben und vor dem Festschreiben festgehalten), daher wurde kein weiterer Batch ausgeführt: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, the rest of the table not reached (cancelled)</source>
        <translation>%1, der Rest der Tabelle nicht erreicht (abgebrochen)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 stopped by an error after batch %2 of %3 (%4, %5): %6</source>
        <translation>%1 wurde nach Batch %2 von %3 durch einen Fehler angehalten (%4, %5): %6</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n untouched</source>
        <translation>
            <numerusform>%n unverändert</numerusform>
            <numerusform>%n unverändert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/rowactions.cpp" line="+30"/>
        <source>Profile &quot;%1&quot; is read-only: %2 is not allowed. Unlock writing for this session in the console, or use a profile that is not read-only.</source>
        <translation>Das Profil &quot;%1&quot; ist schreibgeschützt: &quot;%2&quot; ist nicht erlaubt. Schalten Sie das Schreiben für diese Sitzung in der Konsole frei oder verwenden Sie ein Profil, das nicht schreibgeschützt ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profile &quot;%1&quot; is a prod profile: %2 needs a reason (--reason=&quot;…&quot;).</source>
        <translation>Das Profil &quot;%1&quot; ist ein Produktionsprofil: &quot;%2&quot; braucht einen Grund (--reason=&quot;…&quot;).</translation>
    </message>
    <message>
        <location filename="../core/schema/outboxtable.cpp" line="+31"/>
        <source>The status vocabulary of %1 is unknown: no row reads &apos;created&apos; and none is recorded, so &apos;pending&apos; may mean ready (FennFlow as shipped) or taken by a consumer (FennFlow as documented). %2 is refused until you say which: --vocabulary=docs or --vocabulary=shipped, or the profile&apos;s vocabulary.</source>
        <translation>Das Statusvokabular von %1 ist unbekannt: Keine Zeile lautet &apos;created&apos; und keines ist festgehalten, &apos;pending&apos; kann also bereit (FennFlow wie ausgeliefert) oder von einem Verbraucher übernommen (FennFlow wie dokumentiert) bedeuten. %2 wird abgelehnt, bis Sie angeben, welches: --vocabulary=docs oder --vocabulary=shipped, oder das Vokabular des Profils.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Parking lets the console&apos;s relay go past a dead head, but the rows of %1 are delivered by its own library (%2), which would still wait for it: retry the head instead.</source>
        <translation>Parken lässt das Relay der Konsole an einer toten Kopfzeile vorbeiziehen, aber die Zeilen von %1 stellt ihre eigene Bibliothek zu (%2), die weiter auf sie warten würde: Versuchen Sie die Kopfzeile stattdessen erneut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rows of %1 are delivered by its own library (%2): the console&apos;s relay does not run on them.</source>
        <translation>Die Zeilen von %1 werden von der eigenen Bibliothek der Tabelle (%2) zugestellt: Das Relay der Konsole läuft nicht für sie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not offered for %2 (%3): %4</source>
        <translation>%1 wird für %2 (%3) nicht angeboten: %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not offered for %2: %3 has no such change, and the console makes only the changes the table&apos;s library makes itself.</source>
        <translation>%1 wird für %2 nicht angeboten: %3 kennt keine solche Änderung, und die Konsole nimmt nur die Änderungen vor, die die Bibliothek der Tabelle selbst vornimmt.</translation>
    </message>
    <message>
        <location filename="../core/actions/rowactions.cpp" line="+11"/>
        <source>%1 is read-only: no status column of it is mapped (--map=status=COLUMN with --state-value=…).</source>
        <translation>%1 ist schreibgeschützt: Keine Statusspalte der Tabelle ist zugeordnet (--map=status=SPALTE mit --state-value=…).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The retry limit must be at least 1.</source>
        <translation>Die Obergrenze für erneute Versuche muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning the retry failed: %1</source>
        <translation>Die Planung des erneuten Versuchs ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%n retried</source>
        <translation>
            <numerusform>%n erneut versucht</numerusform>
            <numerusform>%n erneut versucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (no longer dead)</source>
        <translation>
            <numerusform>%n übersprungen (nicht mehr tot)</numerusform>
            <numerusform>%n übersprungen (nicht mehr tot)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name at least one row id to mark done.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID, die als erledigt markiert werden soll.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n marked done</source>
        <translation>
            <numerusform>%n als erledigt markiert</numerusform>
            <numerusform>%n als erledigt markiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (not found or no longer dead)</source>
        <translation>
            <numerusform>%n übersprungen (nicht gefunden oder nicht mehr tot)</numerusform>
            <numerusform>%n übersprungen (nicht gefunden oder nicht mehr tot)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no %2 status (%3 vocabulary): mark done takes dead rows to sent, and no row of it can be marked done.</source>
        <translation>%1 hat keinen Status %2 (Vokabular %3): „Als erledigt markieren“ setzt tote Zeilen auf gesendet, daher kann keine ihrer Zeilen als erledigt markiert werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name at least one row id to retry now.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID für &quot;jetzt wiederholen&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no delivery table, so no row of it waits for a next attempt (outboxctl relay init creates it).</source>
        <translation>%1 hat keine Zustelltabelle, daher wartet keine ihrer Zeilen auf einen nächsten Versuch (outboxctl relay init legt sie an).</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n made due now</source>
        <translation>
            <numerusform>%n sofort fällig gemacht</numerusform>
            <numerusform>%n sofort fällig gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or not pending)</source>
        <translation>
            <numerusform>%n übersprungen (nicht gefunden oder nicht ausstehend)</numerusform>
            <numerusform>%n übersprungen (nicht gefunden oder nicht ausstehend)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name at least one row id to release.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID zum Freigeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no in-flight status in its vocabulary (%2): no row of it can be stuck in flight.</source>
        <translation>%1 hat keinen Status „in Zustellung“ in seinem Vokabular (%2): keine Zeile kann darin hängen.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n released</source>
        <translation>
            <numerusform>%n freigegeben</numerusform>
            <numerusform>%n freigegeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or no longer in flight)</source>
        <translation>
            <numerusform>%n übersprungen (nicht gefunden oder nicht mehr in Zustellung)</numerusform>
            <numerusform>%n übersprungen (nicht gefunden oder nicht mehr in Zustellung)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not delivered in order per key, so no row of it holds others back and none can be parked.</source>
        <translation>%1 wird nicht pro Schlüssel in Reihenfolge zugestellt: Keine Zeile hält andere zurück, und keine kann geparkt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no table for parked rows yet (outboxctl relay init creates it).</source>
        <translation>%1 hat noch keine Tabelle für geparkte Zeilen (outboxctl relay init legt sie an).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no table for parked rows yet (outboxctl relay init, or Create Delivery Table… in the console, creates it).</source>
        <translation>%1 hat noch keine Tabelle für geparkte Zeilen (outboxctl relay init oder Zustelltabelle anlegen … in der Konsole legt sie an).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Name at least one row id to park.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID, die geparkt werden soll.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n parked</source>
        <translation>
            <numerusform>%n geparkt</numerusform>
            <numerusform>%n geparkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or parked already)</source>
        <translation>
            <numerusform>%n übersprungen (nicht gefunden, nicht tot oder bereits geparkt)</numerusform>
            <numerusform>%n übersprungen (nicht gefunden, nicht tot oder bereits geparkt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Name at least one row id to unpark.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID, deren Parken aufgehoben werden soll.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n unparked</source>
        <translation>
            <numerusform>%n nicht mehr geparkt</numerusform>
            <numerusform>%n nicht mehr geparkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not parked)</source>
        <translation>
            <numerusform>%n übersprungen (nicht geparkt)</numerusform>
            <numerusform>%n übersprungen (nicht geparkt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Invalid period &quot;%1&quot;: use a positive number followed by m, h, d or w (for example 30d).</source>
        <translation>Ungültiger Zeitraum &quot;%1&quot;: Verwenden Sie eine positive Zahl, gefolgt von m, h, d oder w (zum Beispiel 30d).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counting the rows whose time cannot be read failed: %1</source>
        <translation>Das Zählen der Zeilen, deren Zeit nicht lesbar ist, schlug fehl: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Counting the rows to purge failed: %1</source>
        <translation>Das Zählen der zu bereinigenden Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The purge period must be positive.</source>
        <translation>Der Bereinigungszeitraum muss positiv sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no sent status (%2 vocabulary): no row of it can be purged.</source>
        <translation>%1 hat keinen Gesendet-Status (Vokabular %2): keine seiner Zeilen kann bereinigt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n deleted</source>
        <translation>
            <numerusform>%n gelöscht</numerusform>
            <numerusform>%n gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (no longer sent)</source>
        <translation>
            <numerusform>%n übersprungen (nicht mehr gesendet)</numerusform>
            <numerusform>%n übersprungen (nicht mehr gesendet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n moved to the archive</source>
        <translation>
            <numerusform>%n ins Archiv verschoben</numerusform>
            <numerusform>%n ins Archiv verschoben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the table&apos;s size failed: %1</source>
        <translation>Das Lesen der Tabellengröße ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Selecting the rows to purge failed: %1</source>
        <translation>Das Auswählen der zu bereinigenden Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/actions/deadlettergroups.cpp" line="+35"/>
        <location line="+5"/>
        <source>Grouping dead rows failed: %1</source>
        <translation>Das Gruppieren der toten Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Grouping cancelled.</source>
        <translation>Gruppierung abgebrochen.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortospayload.cpp" line="+62"/>
        <source>Temporary prefix cannot be empty.</source>
        <translation>Das temporäre Präfix darf nicht leer sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temporary key</source>
        <translation>Der temporäre Schlüssel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key</source>
        <translation>Der permanente Schlüssel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source key must be under the &quot;%1&quot; temporary prefix.</source>
        <translation>Der Quellschlüssel muss unter dem temporären Präfix &quot;%1&quot; liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key cannot remain under the &quot;%1&quot; temporary prefix.</source>
        <translation>Der dauerhafte Schlüssel darf nicht unter dem temporären Präfix &quot;%1&quot; bleiben.</translation>
    </message>
    <message>
        <location filename="../core/actions/promotion.cpp" line="+40"/>
        <source>stopped: %1</source>
        <translation>angehalten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <comment>between promotion steps</comment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The temporary object %1 does not exist in %2 (temporary uploads expire: it may be gone for good).</source>
        <translation>Das temporäre Objekt %1 existiert nicht in %2 (temporäre Uploads laufen ab: Es ist womöglich endgültig weg).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The permanent key %1 already holds an object (%2 bytes): confirm the overwrite (--overwrite) to replace it.</source>
        <translation>Unter dem dauerhaften Schlüssel %1 liegt bereits ein Objekt (%2 Bytes): Bestätigen Sie das Überschreiben (--overwrite), um es zu ersetzen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+125"/>
        <source>audit log not written: %1</source>
        <translation>Audit-Protokoll nicht geschrieben: %1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>copied %1 → %2 (%3 bytes)</source>
        <translation>%1 → %2 kopiert (%3 Bytes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the permanent object is missing after the copy</source>
        <translation>das dauerhafte Objekt fehlt nach dem Kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <location line="+8"/>
        <source>source not deleted</source>
        <translation>Quelle nicht gelöscht</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>the copy does not match the source (size %1 vs %2, ETag %3 vs %4)</source>
        <translation>die Kopie stimmt nicht mit der Quelle überein (Größe %1 statt %2, ETag %3 statt %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>verified size and ETag</source>
        <translation>Größe und ETag geprüft</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a FennFlow outbox: promotions go through a Vortos object-store outbox.</source>
        <translation>%1 ist eine FennFlow-Outbox: Übernahmen laufen über eine Vortos-Objektspeicher-Outbox.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not start a transaction: %1</source>
        <translation>Es konnte keine Transaktion gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Writing the promote row failed, nothing was written: %1</source>
        <translation>Das Schreiben der promote-Zeile ist fehlgeschlagen, nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wrote promote row %1 to %2 for the relay</source>
        <translation>promote-Zeile %1 für das Relay in %2 geschrieben</translation>
    </message>
    <message>
        <location filename="../core/actions/retryplanning.cpp" line="+36"/>
        <source>The dry run was cancelled.</source>
        <translation>Der Probelauf wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Checking whether %1 exists failed: %2</source>
        <translation>Die Prüfung, ob %1 existiert, ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/audit/auditlog.cpp" line="+35"/>
        <source>Could not write the audit log %1: %2</source>
        <translation>Das Audit-Protokoll %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a symbolic link</source>
        <translation>es ist ein symbolischer Link</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not a regular file</source>
        <translation>es ist keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing was changed: %1 is refused because it cannot be audited. %2</source>
        <translation>Nichts wurde geändert: &quot;%1&quot; wird abgelehnt, weil es nicht im Audit-Protokoll festgehalten werden kann. %2</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+30"/>
        <source>Could not read the audit log %1: %2</source>
        <translation>Das Audit-Protokoll %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/relay/rowexecutor.cpp" line="+55"/>
        <source>The payload names operation &quot;%1&quot; but the row says &quot;%2&quot;.</source>
        <translation>Die Nutzlast nennt den Vorgang &quot;%1&quot;, die Zeile aber &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 payload has no &quot;%2&quot;.</source>
        <translation>Die %1-Nutzlast hat kein &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 payload&apos;s &quot;%2&quot;: %3</source>
        <translation>Die Nutzlast von %1, Feld „%2“: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Invalid base64 body for key &quot;%1&quot;.</source>
        <translation>Ungültiger Base64-Inhalt für den Schlüssel &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Unknown operation &quot;%1&quot;.</source>
        <translation>Unbekannter Vorgang &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source %1 is gone but target %2 exists: the work was probably done before a crash (mark the row done). %3</source>
        <translation>Die Quelle %1 ist verschwunden, aber das Ziel %2 existiert: Die Arbeit wurde wahrscheinlich vor einem Absturz erledigt (markieren Sie die Zeile als erledigt). %3</translation>
    </message>
    <message>
        <location filename="../core/schema/consoletable.cpp" line="+63"/>
        <source>Creating %1 failed: %2</source>
        <translation>Das Anlegen von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+99"/>
        <source>Another relay is already running on %1 (process %2 on %3): SQLite allows one relay at a time.</source>
        <translation>Auf %1 läuft bereits ein anderes Relay (Prozess %2 auf %3): SQLite erlaubt nur ein Relay zur selben Zeit.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 has no index on created_at: every claim reads and sorts all ready rows, which slows the relay when many are pending. To make it fast, run: %2</source>
        <translation>%1 hat keinen Index auf created_at: Jedes Beanspruchen liest und sortiert alle bereiten Zeilen, was das Relay bei vielen ausstehenden Zeilen verlangsamt. Für mehr Geschwindigkeit ausführen: %2</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No %1 table: a failed delivery marks the row failed at once (create it with &apos;outboxctl relay init&apos; to get retries with backoff).</source>
        <translation>Keine Tabelle %1: Eine fehlgeschlagene Zustellung markiert die Zeile sofort als fehlgeschlagen (legen Sie sie mit &apos;outboxctl relay init&apos; an, um Wiederholungen mit Wartezeit zu erhalten).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has no index on %2: to deliver in order, every claim reads the table&apos;s undelivered rows, which slows the relay when many are waiting. To make it fast, run: %3</source>
        <translation>%1 hat keinen Index auf %2: Um in Reihenfolge zuzustellen, liest jeder Abruf alle nicht zugestellten Zeilen der Tabelle, was das Relay bremst, wenn viele warten. Schneller wird es mit: %3</translation>
    </message>
    <message>
        <location filename="../core/relay/claimquery.cpp" line="+164"/>
        <location line="+154"/>
        <location line="+143"/>
        <location line="+97"/>
        <source>Claiming rows failed: %1</source>
        <translation>Das Beanspruchen von Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+79"/>
        <location line="+16"/>
        <source>Could not start the claim transaction: %1</source>
        <translation>Die Transaktion zum Beanspruchen konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/relay/deliverylanes.cpp" line="+106"/>
        <source>Could not open the delivery target: %1</source>
        <translation>Das Zustellziel konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+24"/>
        <source>not delivered</source>
        <translation>nicht zugestellt</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../core/relay/batchsettler.cpp" line="+88"/>
        <location line="+167"/>
        <source>Settling the batch failed (it stays claimable): %1</source>
        <translation>Das Abschließen des Batches ist fehlgeschlagen (er bleibt beanspruchbar): %1</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Delivering in order per %1: %2, behind a dead head or one waiting over an hour; they deliver nothing until it is retried, parked or marked done (or relay with --ordering=none).</source>
        <translation>Zustellung in Reihenfolge je %1: %2, hinter einer toten Kopfzeile oder einer, die seit über einer Stunde wartet; diese Zeilen werden nicht zugestellt, bis die Kopfzeile erneut versucht, geparkt oder als erledigt markiert wird (oder das Relay mit --ordering=none läuft).</translation>
    </message>
    <message>
        <location filename="../core/relay/batchsettler.cpp" line="-165"/>
        <location line="+170"/>
        <source>Committing the batch failed: %1</source>
        <translation>Das Festschreiben des Batches ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/audit/audittable.cpp" line="+79"/>
        <source>Writing the audit record failed: %1</source>
        <translation>Das Schreiben des Audit-Eintrags ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+16"/>
        <location line="+21"/>
        <location line="+28"/>
        <source>Reading the audit table failed: %1</source>
        <translation>Das Lesen der Audit-Tabelle ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/relay/eventsink.cpp" line="+97"/>
        <source>The %1 sink&apos;s URL holds a password: keep it in the profile&apos;s keychain entry or OUTBOX_SINK_PASSWORD, never in the URL.</source>
        <translation>Die URL der %1-Senke enthält ein Passwort: Bewahren Sie es im Schlüsselbund-Eintrag des Profils oder in OUTBOX_SINK_PASSWORD auf, nie in der URL.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The %1 sink must be %2 (got &quot;%3&quot;).</source>
        <translation>Die %1-Senke muss %2 sein (erhalten: „%3“).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an invalid URL</source>
        <translation>eine ungültige URL</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unknown signature &quot;%1&quot;: use hmac-sha256 or standard-webhooks.</source>
        <translation>Unbekannte Signatur „%1“: verwenden Sie hmac-sha256 oder standard-webhooks.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This build of Outbox Console has no %1 sink: it was built without %2 (OUTBOX_SINK_%3). Use a build with it, or another sink.</source>
        <translation>Dieser Build von Outbox Console hat keine %1-Senke: Er wurde ohne %2 gebaut (OUTBOX_SINK_%3). Verwenden Sie einen Build damit oder eine andere Senke.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No event sink given: use --sink=webhook:https://… or --sink=file:/path/events.jsonl.</source>
        <translation>Kein Ereignisziel angegeben: Verwenden Sie --sink=webhook:https://… oder --sink=file:/pfad/events.jsonl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event sink must start with its kind: write webhook:%1://… for an HTTP webhook.</source>
        <translation>Das Ereignisziel muss mit seiner Art beginnen: Schreiben Sie webhook:%1://… für einen HTTP-Webhook.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The event sink has no kind: use webhook:https://… for an HTTP webhook or file:PATH for a JSON-lines file.</source>
        <translation>Das Ereignisziel hat keine Art: Verwenden Sie webhook:https://… für einen HTTP-Webhook oder file:PFAD für eine JSON-Lines-Datei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown event sink kind &quot;%1&quot;: use webhook:https://… for an HTTP webhook, file:PATH for a JSON-lines file, or a broker: amqp://…, nats://… or kafka://….</source>
        <translation>Unbekannte Art der Ereignissenke „%1“: verwenden Sie webhook:https://… für einen HTTP-Webhook, file:PATH für eine JSON-Lines-Datei oder einen Broker: amqp://…, nats://… oder kafka://….</translation>
    </message>
    <message>
        <location filename="../core/relay/webhooksink.cpp" line="+59"/>
        <source>The webhook sink has no URL: write webhook:https://host/path.</source>
        <translation>Das Webhook-Ziel hat keine URL: Schreiben Sie webhook:https://host/pfad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The webhook URL must be an http:// or https:// URL (got a URL of scheme &quot;%1&quot;).</source>
        <translation>Die Webhook-URL muss eine http://- oder https://-URL sein (erhalten: Schema &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The webhook URL %1://… has no host name.</source>
        <translation>Die Webhook-URL %1://… hat keinen Hostnamen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The webhook timeouts must be positive (connect %1 ms, request %2 ms).</source>
        <translation>Die Webhook-Zeitlimits müssen positiv sein (Verbindung %1 ms, Anfrage %2 ms).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The webhook secret is not a Standard Webhooks secret: it must be whsec_ followed by a key of at least 16 bytes in base64 (the secret itself is not shown).</source>
        <translation>Das Webhook-Geheimnis ist kein Standard-Webhooks-Geheimnis: Es muss aus whsec_ und einem Schlüssel von mindestens 16 Bytes in Base64 bestehen (das Geheimnis selbst wird nicht angezeigt).</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+187"/>
        <source>Cannot publish event %1 to %2: %3</source>
        <translation>Das Ereignis %1 kann nicht an %2 veröffentlicht werden: %3</translation>
    </message>
    <message>
        <location filename="../core/relay/filesink.cpp" line="+97"/>
        <source>The file sink cannot write CloudEvents in binary mode: a line has no headers for the attributes. Use --event-format=ce-structured.</source>
        <translation>Die Dateisenke kann CloudEvents nicht im Binärmodus schreiben: Eine Zeile hat keine Header für die Attribute. Verwenden Sie --event-format=ce-structured.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>The file sink &quot;file:%1&quot; names a host: write file:/absolute/path or file:relative/path.</source>
        <translation>Das Dateiziel &quot;file:%1&quot; nennt einen Host: Schreiben Sie file:/absoluter/pfad oder file:relativer/pfad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file sink has no path: write file:/path/events.jsonl.</source>
        <translation>Das Dateiziel hat keinen Pfad: Schreiben Sie file:/pfad/events.jsonl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file sink path contains a NUL character.</source>
        <translation>Der Pfad des Dateiziels enthält ein NUL-Zeichen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file sink path contains a line break or control character (U+%1): name a plain file.</source>
        <translation>Der Pfad des Dateiziels enthält einen Zeilenumbruch oder ein Steuerzeichen (U+%1): Nennen Sie eine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot write events to %1: the folder %2 does not exist.</source>
        <translation>Ereignisse können nicht in %1 geschrieben werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write events to %1: %2 is not a folder.</source>
        <translation>Ereignisse können nicht in %1 geschrieben werden: %2 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write events to %1: it is a folder, not a file.</source>
        <translation>Ereignisse können nicht in %1 geschrieben werden: Es ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open %1 to append events: %2.</source>
        <translation>%1 kann nicht zum Anhängen von Ereignissen geöffnet werden: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write event %1 to %2: its body contains a line break, which JSON lines cannot hold.</source>
        <translation>Das Ereignis %1 kann nicht in %2 geschrieben werden: Sein Inhalt enthält einen Zeilenumbruch, den JSON Lines nicht aufnehmen kann.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write event %1 to %2: %3.</source>
        <translation>Das Ereignis %1 kann nicht in %2 geschrieben werden: %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot make the events in %1 durable (fsync failed): %2.</source>
        <translation>Die Ereignisse in %1 können nicht dauerhaft gespeichert werden (fsync fehlgeschlagen): %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot make the new file %1 durable (fsync of its folder failed): %2.</source>
        <translation>Die neue Datei %1 kann nicht dauerhaft gespeichert werden (fsync ihres Ordners fehlgeschlagen): %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/metricsserver.cpp" line="+199"/>
        <source>The metrics address &quot;%1&quot; is not ADDRESS:PORT, such as 127.0.0.1:9464 or [::1]:9464.</source>
        <translation>Die Metrik-Adresse &quot;%1&quot; hat nicht die Form ADRESSE:PORT, etwa 127.0.0.1:9464 oder [::1]:9464.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The metrics address &quot;%1&quot; does not start with an IP address (such as 127.0.0.1, 0.0.0.0 or [::1]; host names are not accepted).</source>
        <translation>Die Metrik-Adresse &quot;%1&quot; beginnt nicht mit einer IP-Adresse (etwa 127.0.0.1, 0.0.0.0 oder [::1]; Hostnamen werden nicht angenommen).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The metrics port %1 is not a port number (1 to 65535).</source>
        <translation>Der Metrik-Port %1 ist keine Portnummer (1 bis 65535).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot serve metrics on %1: %2.</source>
        <translation>Metriken können nicht auf %1 bereitgestellt werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/serviceinstaller.cpp" line="+305"/>
        <source>Cannot install the worker: %1.</source>
        <translation>Der Worker kann nicht installiert werden: %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 exists and was not written by outboxctl worker install: it is left as it is (pass --force to replace it).</source>
        <translation>%1 existiert und wurde nicht von outboxctl worker install geschrieben: Die Datei bleibt unverändert (geben Sie --force an, um sie zu ersetzen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot write %1: the folder %2 does not exist (is %3 installed?).</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht (ist %3 installiert?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation>%1 kann zum Vergleichen nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/relaysetup.cpp" line="-76"/>
        <source>The event format %1 applies to FennFlow events; a Vortos relay carries its rows out against the object store.</source>
        <translation>Das Ereignisformat %1 gilt für FennFlow-Ereignisse; ein Vortos-Relay führt seine Zeilen gegen den Objektspeicher aus.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No sink for the FennFlow relay on %1: set a webhook, a file or a broker (RabbitMQ, NATS, Kafka) as the profile&apos;s sink.</source>
        <translation>Keine Senke für das FennFlow-Relay auf %1: Legen Sie einen Webhook, eine Datei oder einen Broker (RabbitMQ, NATS, Kafka) als Senke des Profils fest.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The CloudEvents source</source>
        <translation>Die CloudEvents-Quelle (source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents type</source>
        <translation>Der CloudEvents-Typ (type)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents subject</source>
        <translation>Der CloudEvents-Betreff (subject)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CloudEvent needs a source and a type: --ce-source and --ce-type cannot be empty.</source>
        <translation>Ein CloudEvent braucht eine Quelle und einen Typ: --ce-source und --ce-type dürfen nicht leer sein.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No sink to test: set a webhook, a file or a broker (RabbitMQ, NATS, Kafka) first.</source>
        <translation>Keine Senke zum Testen: Legen Sie zuerst einen Webhook, eine Datei oder einen Broker (RabbitMQ, NATS, Kafka) fest.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The test event did not reach %1: %2</source>
        <translation>Das Testereignis hat %1 nicht erreicht: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(It was sent with aggregate_type OutboxConsole and event_type test, which routing may not expect.)</source>
        <translation>(Es wurde mit aggregate_type OutboxConsole und event_type test gesendet, womit das Routing vielleicht nicht rechnet.)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>No object store for the Vortos relay on %1: set one in the profile, or set the OBJECT_STORE_* environment.</source>
        <translation>Kein Objektspeicher für das Vortos-Relay auf %1: Legen Sie einen im Profil fest oder setzen Sie die Umgebungsvariablen OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location filename="../core/relay/relaypeers.cpp" line="+19"/>
        <source>Could not read the server process id: %1</source>
        <translation>Die Prozess-ID des Servers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+9"/>
        <source>Could not look for other relays: %1</source>
        <translation>Die Suche nach anderen Relays ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/relay/relayrunner.cpp" line="+48"/>
        <source>When idle the relay looks for new rows every %n s; to send each event as soon as it is committed, install the table&apos;s notify trigger: outboxctl notify install</source>
        <translation>
            <numerusform>Im Leerlauf sucht das Relay alle %n s nach neuen Zeilen; um jedes Ereignis gleich nach seinem Commit zu senden, installieren Sie den Benachrichtigungs-Trigger der Tabelle: outboxctl notify install</numerusform>
            <numerusform>Im Leerlauf sucht das Relay alle %n s nach neuen Zeilen; um jedes Ereignis gleich nach seinem Commit zu senden, installieren Sie den Benachrichtigungs-Trigger der Tabelle: outboxctl notify install</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%n batch(es): %1 delivered, %2 failed, %3 dead%4</source>
        <translation>
            <numerusform>%n Batch: %1 zugestellt, %2 fehlgeschlagen, %3 tot%4</numerusform>
            <numerusform>%n Batches: %1 zugestellt, %2 fehlgeschlagen, %3 tot%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The relay did not start: it changes rows and its start cannot be audited. %1</source>
        <translation>Das Relay wurde nicht gestartet: Es ändert Zeilen, und sein Start kann nicht im Audit-Protokoll festgehalten werden. %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The relay&apos;s connection %1 did not start (the relay goes on with fewer): %2</source>
        <translation>Die Verbindung %1 des Relays ist nicht gestartet (das Relay arbeitet mit weniger weiter): %2</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%1 (connection %2 reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (Verbindung %2 verbindet sich in %n s neu)</numerusform>
            <numerusform>%1 (Verbindung %2 verbindet sich in %n s neu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>%1 (reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (neue Verbindung in %n s)</numerusform>
            <numerusform>%1 (neue Verbindung in %n s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/keytemplate.cpp" line="+73"/>
        <source>The permanent key has a &quot;}&quot; that closes nothing: write &quot;}}&quot; for a brace.</source>
        <translation>Der permanente Schlüssel enthält eine &quot;}&quot;, die nichts schließt: Schreiben Sie &quot;}}&quot; für eine Klammer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The permanent key has a &quot;{&quot; that is not closed: write &quot;{{&quot; for a brace.</source>
        <translation>Der permanente Schlüssel enthält eine &quot;{&quot;, die nicht geschlossen wird: Schreiben Sie &quot;{{&quot; für eine Klammer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The template uses {%1}, but %2.</source>
        <translation>Die Vorlage verwendet {%1}, aber %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no id is given: enter the id</source>
        <translation>es ist keine ID angegeben: Geben Sie die ID ein</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>the temporary key is empty</source>
        <translation>der temporäre Schlüssel ist leer</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the temporary key&apos;s file name has no extension</source>
        <translation>der Dateiname des temporären Schlüssels hat keine Endung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the temporary key has no folder below the prefix</source>
        <translation>der temporäre Schlüssel hat keinen Ordner unterhalb des Präfixes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown placeholder {%1} in the permanent key: use %2.</source>
        <translation>Unbekannter Platzhalter {%1} im permanenten Schlüssel: Verwenden Sie %2.</translation>
    </message>
    <message>
        <location filename="../core/schema/vocabularyrecord.cpp" line="+29"/>
        <source>Reading %1 failed: %2</source>
        <translation>Das Lesen von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Recording the vocabulary of %1 in %2 failed: %3</source>
        <translation>Das Vokabular von %1 konnte nicht in %2 festgehalten werden: %3</translation>
    </message>
    <message>
        <location filename="../core/relay/deliveryorder.cpp" line="+30"/>
        <source>Unknown ordering &quot;%1&quot;: use key (in order per key) or none.</source>
        <translation>Unbekannte Reihenfolge &quot;%1&quot;: key (in Reihenfolge je Schlüssel) oder none verwenden.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortosrows.cpp" line="+209"/>
        <source>object key</source>
        <translation>Objektschlüssel</translation>
    </message>
    <message>
        <location filename="../core/relay/deliveryorder.cpp" line="+467"/>
        <source>Counting the rows held back failed: %1</source>
        <translation>Das Zählen der aufgehaltenen Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>In order per key: %n ready row(s) wait behind an older undelivered row of their key (%1 key(s)).</source>
        <translation>
            <numerusform>In Reihenfolge je Schlüssel: %n bereite Zeile wartet hinter einer älteren nicht zugestellten Zeile ihres Schlüssels (%1 Schlüssel).</numerusform>
            <numerusform>In Reihenfolge je Schlüssel: %n bereite Zeilen warten hinter einer älteren nicht zugestellten Zeile ihres Schlüssels (%1 Schlüssel).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/relay/blockedkeys.cpp" line="+89"/>
        <source>Listing the parked rows failed: %1</source>
        <translation>Das Auflisten der geparkten Zeilen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Listing the blocked keys failed: %1</source>
        <translation>Das Auflisten der blockierten Schlüssel ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Counting the blocked keys failed: %1</source>
        <translation>Das Zählen der blockierten Schlüssel ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No key is blocked.</source>
        <translation>Kein Schlüssel ist blockiert.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln key(s) holding %1 back</source>
        <translation>
            <numerusform>%Ln Schlüssel hält %1 auf</numerusform>
            <numerusform>%Ln Schlüssel halten %1 auf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reading what row %1 waits behind failed: %2</source>
        <translation>Die Zeile, hinter der Zeile %1 wartet, konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Counting the rows of a key failed: %1</source>
        <translation>Das Zählen der Zeilen eines Schlüssels ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dead (no error recorded)</source>
        <translation>tot (kein Fehler aufgezeichnet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead: %1</source>
        <translation>tot: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in flight since %1</source>
        <translation>in Zustellung seit %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>waiting for its retry at %1</source>
        <translation>wartet auf ihre Wiederholung um %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for its retry at %1 (attempt %2 failed: %3)</source>
        <translation>wartet auf ihre Wiederholung um %1 (Versuch %2 fehlgeschlagen: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>due now, not taken yet (attempt %1 failed: %2)</source>
        <translation>jetzt fällig, noch nicht übernommen (Versuch %1 fehlgeschlagen: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no error recorded</source>
        <translation>kein Fehler aufgezeichnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not attempted yet: ready since %1, waiting for %2 to deliver it</source>
        <translation>noch nicht versucht: bereit seit %1, wartet darauf, dass %2 sie zustellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never tried: ready since %1, and no relay has taken it (is one running, or paused?)</source>
        <translation>nie versucht: bereit seit %1, und kein Relay hat sie übernommen (läuft eines, oder ist es pausiert?)</translation>
    </message>
    <message>
        <location filename="../core/schema/attemptlog.cpp" line="+69"/>
        <source>Recording the attempt of row %1 failed: %2</source>
        <translation>Der Versuch von Zeile %1 konnte nicht festgehalten werden: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Reading the attempts of row %1 failed: %2</source>
        <translation>Die Versuche von Zeile %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/schema/groupnotes.cpp" line="+77"/>
        <location line="+66"/>
        <source>Reading the group notes from %1 failed: %2</source>
        <translation>Das Lesen der Gruppennotizen aus %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>The note has %1 characters; a note may have at most %2. Nothing was saved.</source>
        <translation>Die Notiz hat %1 Zeichen; eine Notiz darf höchstens %2 haben. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <location line="+18"/>
        <location line="+31"/>
        <source>Saving the group note in %1 failed: %2</source>
        <translation>Das Speichern der Gruppennotiz in %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The group notes file %1 is not valid JSON (%2).</source>
        <translation>Die Datei der Gruppennotizen %1 ist kein gültiges JSON (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot create its folder</source>
        <translation>ihr Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>another console holds its lock</source>
        <translation>eine andere Konsole hält ihre Sperre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not valid JSON (%1); it was left as it is</source>
        <translation>sie ist kein gültiges JSON (%1); sie wurde so gelassen, wie sie ist</translation>
    </message>
    <message>
        <location filename="../core/relay/eventformat.cpp" line="+58"/>
        <source>Unknown event format &quot;%1&quot;: use plain, ce-binary or ce-structured.</source>
        <translation>Unbekanntes Ereignisformat „%1“: verwenden Sie plain, ce-binary oder ce-structured.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 &quot;%2&quot; names {%3}, which no event has: use %4.</source>
        <translation>%1 „%2“ nennt {%3}, das kein Ereignis hat: verwenden Sie %4.</translation>
    </message>
    <message>
        <location filename="../core/relay/amqpsink.cpp" line="+421"/>
        <source>The RabbitMQ sink&apos;s URL names no user: write amqp://USER@HOST:PORT/VHOST?exchange=NAME.</source>
        <translation>Die URL der RabbitMQ-Senke nennt keinen Benutzer: schreiben Sie amqp://USER@HOST:PORT/VHOST?exchange=NAME.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The RabbitMQ sink names no exchange: add ?exchange=NAME to its URL (exchange= with no name for the default exchange).</source>
        <translation>Die RabbitMQ-Senke nennt keinen Exchange: fügen Sie ?exchange=NAME an ihre URL an (exchange= ohne Namen für den Standard-Exchange).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The RabbitMQ sink&apos;s URL has an unknown setting &quot;%1&quot;: it takes exchange, routing-key and (amqps://) ca-file.</source>
        <translation>Die URL der RabbitMQ-Senke hat eine unbekannte Einstellung „%1“: Sie kennt exchange, routing-key und (amqps://) ca-file.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ca-file is for TLS: write amqps:// to use it.</source>
        <translation>ca-file gilt für TLS: Schreiben Sie amqps://, um es zu verwenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RabbitMQ sink&apos;s CA file %1 cannot be read.</source>
        <translation>Die CA-Datei %1 der RabbitMQ-Senke kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The routing key</source>
        <translation>Der Routing-Schlüssel</translation>
    </message>
    <message>
        <location line="-272"/>
        <source>The RabbitMQ client could not be set up.</source>
        <translation>Der RabbitMQ-Client konnte nicht eingerichtet werden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The RabbitMQ sink could not load the CA certificates of %1.</source>
        <translation>Die RabbitMQ-Senke konnte die CA-Zertifikate aus %1 nicht laden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No trusted TLS connection to RabbitMQ at %1: %2 (is the broker&apos;s certificate signed by a CA in %3, and made out to %4?).</source>
        <translation>Keine vertrauenswürdige TLS-Verbindung zu RabbitMQ auf %1: %2 (ist das Zertifikat des Brokers von einer CA in %3 signiert und auf %4 ausgestellt?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the system&apos;s bundle</source>
        <translation>dem Zertifikatsbündel des Systems</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot reach RabbitMQ at %1: %2.</source>
        <translation>RabbitMQ unter %1 ist nicht erreichbar: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RabbitMQ at %1 did not let user &quot;%2&quot; into vhost &quot;%3&quot;: %4.</source>
        <translation>RabbitMQ unter %1 hat Benutzer „%2“ nicht in den vhost „%3“ gelassen: %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RabbitMQ at %1 did not open a channel: %2.</source>
        <translation>RabbitMQ unter %1 hat keinen Kanal geöffnet: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RabbitMQ at %1 refused publisher confirms: %2.</source>
        <translation>RabbitMQ unter %1 hat Publisher Confirms abgelehnt: %2.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Publishing to RabbitMQ at %1 failed: %2.</source>
        <translation>Das Veröffentlichen an RabbitMQ unter %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>RabbitMQ at %1 did not confirm the message within %2 s.</source>
        <translation>RabbitMQ unter %1 hat die Nachricht nicht innerhalb von %2 s bestätigt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection to RabbitMQ at %1 failed: %2.</source>
        <translation>Die Verbindung zu RabbitMQ unter %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>RabbitMQ at %1 refused the message (basic.nack).</source>
        <translation>RabbitMQ unter %1 hat die Nachricht abgelehnt (basic.nack).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RabbitMQ at %1 returned the message: %2 (%3); no queue is bound to exchange &quot;%4&quot; with routing key &quot;%5&quot;.</source>
        <translation>RabbitMQ unter %1 hat die Nachricht zurückgegeben: %2 (%3); keine Queue ist an den Exchange „%4“ mit dem Routing-Schlüssel „%5“ gebunden.</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>RabbitMQ at %1 closed the channel: %2 (%3).</source>
        <translation>RabbitMQ unter %1 hat den Kanal geschlossen: %2 (%3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RabbitMQ at %1 closed the connection: %2 (%3).</source>
        <translation>RabbitMQ unter %1 hat die Verbindung geschlossen: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../core/relay/natssink.cpp" line="+271"/>
        <source>The NATS sink&apos;s URL takes no settings after &quot;?&quot;: write nats://[USER@]HOST:PORT/SUBJECT.</source>
        <translation>Die URL der NATS-Senke nimmt keine Einstellungen nach „?“: schreiben Sie nats://[USER@]HOST:PORT/SUBJECT.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The NATS subject &quot;%1&quot; is not one to publish to: no spaces, wildcards (* &gt;) or slashes; tokens are separated by dots.</source>
        <translation>An das NATS-Subject „%1“ kann nicht veröffentlicht werden: keine Leerzeichen, Platzhalter (* &gt;) oder Schrägstriche; Teile werden durch Punkte getrennt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The NATS subject</source>
        <translation>Das NATS-Subject</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The NATS client could not be set up: %1.</source>
        <translation>Der NATS-Client konnte nicht eingerichtet werden: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot reach NATS at %1: %2.</source>
        <translation>NATS unter %1 ist nicht erreichbar: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NATS at %1 has no JetStream for the relay: %2.</source>
        <translation>NATS unter %1 hat kein JetStream für das Relay: %2.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Publishing to NATS at %1 failed: %2.</source>
        <translation>Das Veröffentlichen an NATS unter %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NATS at %1 did not acknowledge the message within %2 s.</source>
        <translation>NATS unter %1 hat die Nachricht nicht innerhalb von %2 s bestätigt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>NATS at %1 did not store the message: %2.</source>
        <translation>NATS unter %1 hat die Nachricht nicht gespeichert: %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/kafkasink.cpp" line="+305"/>
        <source>The Kafka sink must be kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…&amp;tls=true].</source>
        <translation>Die Kafka-Senke muss kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…&amp;tls=true] sein.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The Kafka broker &quot;%1&quot; needs a port: write HOST:PORT.</source>
        <translation>Der Kafka-Broker „%1“ braucht einen Port: schreiben Sie HOST:PORT.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown SASL mechanism &quot;%1&quot;: use plain, scram-sha-256 or scram-sha-512.</source>
        <translation>Unbekannter SASL-Mechanismus „%1“: verwenden Sie plain, scram-sha-256 oder scram-sha-512.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Kafka sink&apos;s URL has an unknown setting &quot;%1&quot;: it takes sasl, tls and ca-file.</source>
        <translation>Die URL der Kafka-Senke hat eine unbekannte Einstellung „%1“: Sie kennt sasl, tls und ca-file.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SASL needs a user: write kafka://USER@HOST:PORT/….</source>
        <translation>SASL braucht einen Benutzer: schreiben Sie kafka://USER@HOST:PORT/….</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Kafka topic &quot;%1&quot; has a character a topic cannot have.</source>
        <translation>Das Kafka-Topic „%1“ enthält ein Zeichen, das ein Topic nicht haben kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Kafka topic</source>
        <translation>Das Kafka-Topic</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>The Kafka client refused its setting %1: %2.</source>
        <translation>Der Kafka-Client hat seine Einstellung %1 abgelehnt: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Kafka client could not be set up: %1.</source>
        <translation>Der Kafka-Client konnte nicht eingerichtet werden: %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Kafka (%1) did not take the message for topic %2: %3%4</source>
        <translation>Kafka (%1) hat die Nachricht für das Topic %2 nicht angenommen: %3%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kafka (%1) did not take the message: %2%3</source>
        <translation>Kafka (%1) hat die Nachricht nicht angenommen: %2%3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source> (librdkafka %1 sends a SCRAM proof that Apache Kafka 4 refuses as invalid credentials even with the right password; librdkafka 2.6.1 fixed it: use sasl=plain over TLS, or a newer librdkafka)</source>
        <translation> (librdkafka %1 sendet einen SCRAM-Nachweis, den Apache Kafka 4 auch beim richtigen Passwort als ungültige Anmeldedaten ablehnt; librdkafka 2.6.1 hat das behoben: sasl=plain über TLS verwenden oder ein neueres librdkafka)</translation>
    </message>
    <message>
        <location filename="../core/schema/relayregistry.cpp" line="+22"/>
        <source>%1 on %2 (pid %3)</source>
        <translation>%1 auf %2 (PID %3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The relay&apos;s heartbeat in %1 failed: %2</source>
        <translation>Das Lebenszeichen des Relays in %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Removing the relay from %1 failed: %2</source>
        <translation>Das Relay konnte nicht aus %1 entfernt werden: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading the relays from %1 failed: %2</source>
        <translation>Die Relays konnten nicht aus %1 gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/actions/resend.cpp" line="+39"/>
        <source>The payload is not valid JSON: %1 at line %2, column %3.</source>
        <translation>Die Nutzlast ist kein gültiges JSON: %1 in Zeile %2, Spalte %3.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The payload is a JSON %1, not a JSON object ({…}).</source>
        <translation>Die Nutzlast ist JSON (%1), aber kein JSON-Objekt ({…}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The payload is a JSON array, not a JSON object ({…}).</source>
        <translation>Die Nutzlast ist ein JSON-Array, kein JSON-Objekt ({…}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; holds %2, which the database cannot read back as text: remove it.</source>
        <translation>&quot;%1&quot; enthält %2, das die Datenbank nicht als Text zurücklesen kann: Entfernen Sie es.</translation>
    </message>
    <message>
        <location filename="../core/schema/payloadrules.cpp" line="+26"/>
        <source>Unknown key &quot;%1&quot; in a %2 payload: the writer writes %3.</source>
        <translation>Unbekannter Schlüssel &quot;%1&quot; in einer %2-Nutzlast: Der Schreiber schreibt %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The key &quot;%1&quot; is missing: a %2 payload has %3.</source>
        <translation>Der Schlüssel &quot;%1&quot; fehlt: Eine %2-Nutzlast hat %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; must be a string, not %2.</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette sein, nicht %2.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortosrows.cpp" line="-172"/>
        <source>The row&apos;s operation &quot;%1&quot; is not one the relay knows: it cannot be resent.</source>
        <translation>Die Operation &quot;%1&quot; der Zeile ist dem Relay nicht bekannt: Die Zeile kann nicht erneut gesendet werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;name&quot; must stay &quot;%1&quot;, the row&apos;s operation (it is &quot;%2&quot;).</source>
        <translation>&quot;name&quot; muss &quot;%1&quot; bleiben, die Operation der Zeile (es ist &quot;%2&quot;).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;delete_temporary_source&quot; must be true or false.</source>
        <translation>&quot;delete_temporary_source&quot; muss true oder false sein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;body_base64&quot; is not strict base64 (the alphabet A–Z a–z 0–9 + /, padded with =).</source>
        <translation>&quot;body_base64&quot; ist kein striktes Base64 (das Alphabet A–Z a–z 0–9 + /, mit = aufgefüllt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The body is %1 bytes: the writer puts at most 1 MiB inline.</source>
        <translation>Der Inhalt hat %1 Bytes: Der Schreiber legt höchstens 1 MiB direkt in der Zeile ab.</translation>
    </message>
    <message>
        <location filename="../core/schema/fennflowrows.cpp" line="+44"/>
        <source>&quot;error&quot; must be a string or null.</source>
        <translation>&quot;error&quot; muss eine Zeichenkette oder null sein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be 32 lower-case hex digits (a UUID without dashes), not &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; muss aus 32 kleingeschriebenen Hexziffern bestehen (eine UUID ohne Bindestriche), nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;operation_type&quot; must be create, put or delete, not &quot;%1&quot;.</source>
        <translation>&quot;operation_type&quot; muss create, put oder delete sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;status&quot; must be pending, uploaded, failed, compensation_failed or deleted, not &quot;%1&quot;.</source>
        <translation>&quot;status&quot; muss pending, uploaded, failed, compensation_failed oder deleted sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be an ISO 8601 time with its offset (2026-11-30T02:04:06.162436+00:00), not &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; muss eine ISO-8601-Zeit mit Zeitzonenversatz sein (2026-11-30T02:04:06.162436+00:00), nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must not be empty.</source>
        <translation>&quot;%1&quot; darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../core/actions/resend.cpp" line="+60"/>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>row %1 no longer exists</source>
        <translation>Zeile %1 existiert nicht mehr</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>row %1 changed while it was withdrawn</source>
        <translation>Zeile %1 hat sich beim Zurückziehen geändert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1 was resent meanwhile</source>
        <translation>Zeile %1 wurde inzwischen erneut gesendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row %1 is no longer dead (%2)</source>
        <translation>Zeile %1 ist nicht mehr tot (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1 still waits for delivery (%2): undoing now would deliver both; wait for it, or mark it done first</source>
        <translation>Zeile %1 wartet noch auf Zustellung (%2): Ein Rückgängigmachen jetzt würde beide zustellen; warten Sie ab oder markieren Sie sie zuerst als erledigt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a CHECK constraint of %1 refuses the edited payload: %2</source>
        <translation>eine CHECK-Einschränkung von %1 lehnt die bearbeitete Nutzlast ab: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the database does not accept the edited payload as JSON it can read (%1)</source>
        <translation>die Datenbank nimmt die bearbeitete Nutzlast nicht als JSON an, das sie lesen kann (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not valid JSON to it</source>
        <translation>für sie ist es kein gültiges JSON</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Row %1 resent as %2; %1 is superseded.</source>
        <translation>Zeile %1 als %2 erneut gesendet; %1 ist ersetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resend undone: the original payload of %1 resent as %2%3.</source>
        <translation>Erneutes Senden rückgängig gemacht: Die ursprüngliche Nutzlast von %1 wurde als %2 erneut gesendet%3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the edited copy %1 is superseded</source>
        <translation>; die bearbeitete Kopie %1 ist ersetzt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resending needs the console&apos;s table %1, which marks the original row superseded: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>Erneutes Senden braucht die Konsolentabelle %1, die die ursprüngliche Zeile als ersetzt markiert: Legen Sie sie mit `outboxctl relay init` oder „Relay-Tabellen anlegen …“ in der Konsole an.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Row %1 was read with its payload %2: a resend is checked against the row as stored.</source>
        <translation>Zeile %1 wurde mit der Nutzlast-Sichtbarkeit &quot;%2&quot; gelesen: Ein erneutes Senden wird gegen die Zeile geprüft, wie sie gespeichert ist.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The payload is unchanged: nothing to resend (retry the row to run it as it is).</source>
        <translation>Die Nutzlast ist unverändert: Es gibt nichts erneut zu senden (versuchen Sie die Zeile erneut, um sie unverändert auszuführen).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Row %1 was already resent as %2: edit that row instead.</source>
        <translation>Zeile %1 wurde bereits als %2 erneut gesendet: Bearbeiten Sie stattdessen diese Zeile.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Row %1 is %2, not dead: only dead rows are resent.</source>
        <translation>Zeile %1 ist %2, nicht tot: Nur tote Zeilen werden erneut gesendet.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Row %1 is not superseded: there is no resend of it to undo.</source>
        <translation>Zeile %1 ist nicht ersetzt: Es gibt kein erneutes Senden, das rückgängig zu machen wäre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The edited copy %1 is being delivered right now (%2): undo once it is settled.</source>
        <translation>Die bearbeitete Kopie %1 wird gerade zugestellt (%2): Machen Sie das erneute Senden rückgängig, sobald sie abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The edited copy %1 still waits for delivery (%2): undoing now would deliver both. Wait for it, or withdraw it with the undo (--withdraw: it is set dead and superseded, so only the original is delivered).</source>
        <translation>Die bearbeitete Kopie %1 wartet noch auf Zustellung (%2): Ein Rückgängigmachen jetzt würde beide zustellen. Warten Sie ab, oder ziehen Sie sie beim Rückgängigmachen zurück (--withdraw: Sie wird auf tot gesetzt und als ersetzt markiert, sodass nur das Original zugestellt wird).</translation>
    </message>
    <message>
        <location filename="../core/actions/canaryredrive.cpp" line="+33"/>
        <source>--canary must be at least 1 row.</source>
        <translation>--canary muss mindestens 1 Zeile sein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--abort-ratio must be between 0 and 1 (e.g. 0.2), not %1.</source>
        <translation>--abort-ratio muss zwischen 0 und 1 liegen (z. B. 0.2), nicht %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--rate must be rows per second between 0 and 100000, not %1.</source>
        <translation>--rate muss Zeilen pro Sekunde zwischen 0 und 100000 angeben, nicht %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settle timeout must be at least 1 second.</source>
        <translation>Die Wartezeit auf den Abschluss muss mindestens 1 Sekunde betragen.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>every row was redriven</source>
        <translation>jede Zeile wurde erneut versucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after the canary: %1 of it failed again, over the abort ratio of %2</source>
        <translation>nach dem Canary angehalten: %1 davon schlugen wieder fehl, über der Abbruchquote von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: %1 of the redriven rows failed again, over the abort ratio of %2</source>
        <translation>angehalten: %1 der wiederholten Zeilen schlugen wieder fehl, über der Abbruchquote von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: the redriven rows were not settled within %1 s (is a relay running against the table?)</source>
        <translation>angehalten: Die wiederholten Zeilen wurden nicht innerhalb von %1 s abgeschlossen (läuft ein Relay für die Tabelle?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 replayed, %2 delivered, %3 failed, %4 not settled, %5 not replayed; %6.</source>
        <translation>%1 erneut eingespielt, %2 zugestellt, %3 fehlgeschlagen, %4 nicht abgeschlossen, %5 nicht eingespielt; %6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row was replayed</source>
        <translation>jede Zeile wurde erneut eingespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after the canary: %1 of its copies failed, over the abort ratio of %2</source>
        <translation>nach dem Canary angehalten: %1 seiner Kopien sind fehlgeschlagen, mehr als die Abbruchquote von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: %1 of the copies failed, over the abort ratio of %2</source>
        <translation>angehalten: %1 der Kopien sind fehlgeschlagen, mehr als die Abbruchquote von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: the copies were not settled within %1 s (is a relay running against the table?)</source>
        <translation>angehalten: die Kopien wurden nicht innerhalb von %1 s abgeschlossen (läuft ein Relay auf der Tabelle?)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>%1 retried, %2 delivered, %3 failed again, %4 not settled, %5 left dead; %6.</source>
        <translation>%1 erneut versucht, %2 zugestellt, %3 wieder fehlgeschlagen, %4 nicht abgeschlossen, %5 tot belassen; %6.</translation>
    </message>
    <message>
        <location filename="../core/overview/outboxsnapshot.cpp" line="+87"/>
        <source>no relay registry in this database (relays of outboxctl and the console register in %1)</source>
        <translation>keine Relay-Registrierung in dieser Datenbank (Relays von outboxctl und der Konsole registrieren sich in %1)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: heartbeat dated %2 ahead of this clock (clock skew; not counted as running)</source>
        <translation>%1: Lebenszeichen ist dieser Uhr um %2 voraus (Uhrenabweichung; nicht als laufend gezählt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: last heartbeat %2 ago</source>
        <translation>%1: letztes Lebenszeichen vor %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no relay is registered for this table</source>
        <translation>für diese Tabelle ist kein Relay registriert</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>%n new dead row(s) (%1 dead now)</source>
        <translation>
            <numerusform>%n neue tote Zeile (jetzt %1 tot)</numerusform>
            <numerusform>%n neue tote Zeilen (jetzt %1 tot)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n key(s) blocked by a dead row</source>
        <translation>
            <numerusform>%n Schlüssel durch eine tote Zeile blockiert</numerusform>
            <numerusform>%n Schlüssel durch eine tote Zeile blockiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the oldest pending row waits for %1 (limit %2)</source>
        <translation>die älteste ausstehende Zeile wartet seit %1 (Grenze %2)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Could not read the overview history: %1</source>
        <translation>Der Verlauf der Übersicht konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Could not write the overview history: %1</source>
        <translation>Der Verlauf der Übersicht konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>The overview history %1 is not what the console writes (%2); it is replaced on the next run.</source>
        <translation>Der Verlauf der Übersicht %1 ist nicht das, was die Konsole schreibt (%2); er wird beim nächsten Lauf ersetzt.</translation>
    </message>
    <message>
        <location filename="../core/overview/overviewprobe.cpp" line="+52"/>
        <source>Still waiting for the answer to an earlier refresh (over %1 s).</source>
        <translation>Noch keine Antwort auf eine frühere Aktualisierung (seit über %1 s).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No answer within %1 s.</source>
        <translation>Keine Antwort innerhalb von %1 s.</translation>
    </message>
    <message>
        <location filename="../core/relay/brokernames.cpp" line="+34"/>
        <source>The NATS subject is empty.</source>
        <translation>Das NATS-Subject ist leer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The NATS subject %1 holds a space or a control character, which the protocol cannot carry.</source>
        <translation>Das NATS-Subject %1 enthält ein Leerzeichen oder ein Steuerzeichen, das das Protokoll nicht übertragen kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The NATS subject %1 holds a wildcard (* or &gt;): a message is published to one subject.</source>
        <translation>Das NATS-Subject %1 enthält einen Platzhalter (* oder &gt;): Eine Nachricht wird an genau ein Subject veröffentlicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The NATS subject %1 has an empty token (a dot at its start or end, or two in a row).</source>
        <translation>Das NATS-Subject %1 hat einen leeren Teil (ein Punkt am Anfang oder Ende oder zwei hintereinander).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Kafka topic %1 is %2 bytes long: a topic has 1 to 249 characters.</source>
        <translation>Das Kafka-Topic %1 ist %2 Bytes lang: Ein Topic hat 1 bis 249 Zeichen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Kafka topic %1 is not a topic name Kafka allows.</source>
        <translation>Das Kafka-Topic %1 ist kein Topic-Name, den Kafka zulässt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Kafka topic %1 holds a character Kafka does not allow in topic names (only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;).</source>
        <translation>Das Kafka-Topic %1 enthält ein Zeichen, das Kafka in Topic-Namen nicht zulässt (nur Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The AMQP routing key %1 is %2 bytes long: at most 255 fit in the protocol.</source>
        <translation>Der AMQP-Routing-Schlüssel %1 ist %2 Bytes lang: Das Protokoll fasst höchstens 255.</translation>
    </message>
    <message>
        <location filename="../core/relay/environmentfile.cpp" line="+48"/>
        <source>line %1 is not UTF-8</source>
        <translation>Zeile %1 ist kein UTF-8</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>line %1 is not NAME=value: character %2 of the name is &quot;%3&quot;, and a variable&apos;s name has only letters, digits and _ (not a digit first)</source>
        <translation>Zeile %1 ist nicht NAME=Wert: Zeichen %2 des Namens ist „%3“, und der Name einer Variablen hat nur Buchstaben, Ziffern und _ (keine Ziffer am Anfang)</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The environment file cannot be used: %1</source>
        <translation>Die Umgebungsdatei kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The environment file %1 does not read: %2</source>
        <translation>Die Umgebungsdatei %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <location filename="../core/auth/awscredentials.cpp" line="+45"/>
        <source>The AWS credentials file %1 has no profile [%2].</source>
        <translation>Die AWS-Anmeldedatei %1 hat kein Profil [%2].</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The profile [%1] of the AWS credentials file %2 has no aws_access_key_id and aws_secret_access_key.</source>
        <translation>Das Profil [%1] der AWS-Anmeldedatei %2 hat kein aws_access_key_id und aws_secret_access_key.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together.</source>
        <translation>AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY müssen zusammen gesetzt sein.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set and %1 does not exist (credential_process, SSO and instance roles are not read).</source>
        <translation>Keine AWS-Anmeldedaten: AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY sind nicht gesetzt und %1 existiert nicht (credential_process, SSO und Instanzrollen werden nicht gelesen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the AWS credentials file %1.</source>
        <translation>Die AWS-Anmeldedatei %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../core/auth/rdsiamtoken.cpp" line="+21"/>
        <source>The RDS host must be a DNS name or address, not &quot;%1&quot;.</source>
        <translation>Der RDS-Host muss ein DNS-Name oder eine Adresse sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RDS port must be 1 to 65535, not %1.</source>
        <translation>Der RDS-Port muss zwischen 1 und 65535 liegen, nicht %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RDS token needs the database user.</source>
        <translation>Das RDS-Token braucht den Datenbankbenutzer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AWS region must look like eu-west-1, not &quot;%1&quot;.</source>
        <translation>Die AWS-Region muss wie eu-west-1 aussehen, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../core/auth/passwordcommand.cpp" line="+18"/>
        <source>nothing on standard error</source>
        <translation>nichts auf der Standardfehlerausgabe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password command is empty.</source>
        <translation>Der Passwortbefehl ist leer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password command could not be started: %1</source>
        <translation>Der Passwortbefehl konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The password command did not finish within %1 s.</source>
        <translation>Der Passwortbefehl ist nicht innerhalb von %1 s fertig geworden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password command crashed: %1</source>
        <translation>Der Passwortbefehl ist abgestürzt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command failed with exit status %1: %2</source>
        <translation>Der Passwortbefehl ist mit Exit-Status %1 gescheitert: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The password command printed no password (its first line of standard output is empty).</source>
        <translation>Der Passwortbefehl hat kein Passwort ausgegeben (seine erste Zeile der Standardausgabe ist leer).</translation>
    </message>
    <message>
        <location filename="../core/connection/sshtunnel.cpp" line="+112"/>
        <source>ssh ended before connecting</source>
        <translation>ssh endete vor dem Verbindungsaufbau</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Could not connect through ssh %1: no answer within %2 s.</source>
        <translation>Verbindung über ssh %1 nicht möglich: keine Antwort innerhalb von %2 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not connect through ssh %1: %2</source>
        <translation>Verbindung über ssh %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not open a loopback port for ssh: %1</source>
        <translation>Für ssh konnte kein Loopback-Port geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The SSH destination &quot;%1&quot; is not [user@]host[:port] or a Host alias of your ssh configuration.</source>
        <translation>Das SSH-Ziel „%1“ ist weder [user@]host[:port] noch ein Host-Alias Ihrer ssh-Konfiguration.</translation>
    </message>
    <message>
        <location filename="../core/connection/servercertificate.cpp" line="+113"/>
        <source>%1 through ssh %2</source>
        <translation>%1 über ssh %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the TLS certificate of %1: %2</source>
        <translation>Das TLS-Zertifikat von %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the server did not accept the connection within %1 s</source>
        <translation>der Server hat die Verbindung nicht innerhalb von %1 s angenommen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the server closed the connection (%1)</source>
        <translation>der Server hat die Verbindung geschlossen (%1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the server did not take the TLS request within %1 s</source>
        <translation>der Server hat die TLS-Anfrage nicht innerhalb von %1 s angenommen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server sent data before the TLS handshake</source>
        <translation>der Server hat vor dem TLS-Handshake Daten gesendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the server did not answer the TLS request within %1 s</source>
        <translation>der Server hat nicht innerhalb von %1 s auf die TLS-Anfrage geantwortet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the server did not answer as PostgreSQL does (0x%1)</source>
        <translation>der Server hat nicht wie PostgreSQL geantwortet (0x%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the server did not greet within %1 s</source>
        <translation>der Server hat sich nicht innerhalb von %1 s gemeldet</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+17"/>
        <source>the server did not greet as MySQL/MariaDB does</source>
        <translation>der Server hat sich nicht wie MySQL/MariaDB gemeldet</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the server refused the connection: %1</source>
        <translation>der Server hat die Verbindung abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CA file holds no certificate or cannot be read</source>
        <translation>die CA-Datei enthält kein Zertifikat oder kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the server did not complete the TLS handshake within %1 s</source>
        <translation>der Server hat den TLS-Handshake nicht innerhalb von %1 s abgeschlossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the TLS handshake failed: %1</source>
        <translation>der TLS-Handshake ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>TLS: the server does not offer TLS.</source>
        <translation>TLS: Der Server bietet kein TLS an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TLS: the server sent no certificate.</source>
        <translation>TLS: Der Server hat kein Zertifikat gesendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expired on %1</source>
        <translation>abgelaufen am %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not valid before %1</source>
        <translation>nicht gültig vor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>valid until %1</source>
        <translation>gültig bis %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>verified against the system&apos;s CAs</source>
        <translation>gegen die CAs des Systems verifiziert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verified against %1</source>
        <translation>gegen %1 verifiziert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not verified against the system&apos;s CAs (%1)</source>
        <translation>nicht gegen die CAs des Systems verifiziert (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not verified against %1 (%2)</source>
        <translation>nicht gegen %1 verifiziert (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host name %1 matches</source>
        <translation>Hostname %1 stimmt überein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host name %1 is not in the certificate</source>
        <translation>Hostname %1 steht nicht im Zertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS: certificate %1 issued by %2, %3; %4; %5.</source>
        <translation>TLS: Zertifikat %1, ausgestellt von %2, %3; %4; %5.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An SQLite database has no server certificate.</source>
        <translation>Eine SQLite-Datenbank hat kein Serverzertifikat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database URL names no host to read a TLS certificate from.</source>
        <translation>Die Datenbank-URL nennt keinen Host, von dem ein TLS-Zertifikat gelesen werden kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s TLS certificate cannot be read: Qt has no TLS backend here (%1).</source>
        <translation>Das TLS-Zertifikat des Servers kann nicht gelesen werden: Qt hat hier kein TLS-Backend (%1).</translation>
    </message>
    <message>
        <location filename="../core/connection/sshroutecheck.cpp" line="+167"/>
        <source>%1: ok</source>
        <translation>%1: OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not reached</source>
        <translation>%1: nicht erreicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not known</source>
        <translation>%1: unbekannt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>could not be started (is OpenSSH installed?)</source>
        <translation>konnte nicht gestartet werden (ist OpenSSH installiert?)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 fingerprint %2</source>
        <translation>%1-Fingerabdruck %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the prompt was cancelled</source>
        <translation>die Abfrage wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>host key changed (%1)</source>
        <translation>Host-Schlüssel geändert (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host key not trusted (%1)</source>
        <translation>Host-Schlüssel nicht vertrauenswürdig (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>login refused (%1); the key needs its passphrase: add it to ssh-agent</source>
        <translation>Anmeldung abgelehnt (%1); der Schlüssel braucht seine Passphrase: Fügen Sie ihn zu ssh-agent hinzu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>login refused (%1)</source>
        <translation>Anmeldung abgelehnt (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be reached: %1</source>
        <translation>nicht erreichbar: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host name %1 not found (%2)</source>
        <translation>Hostname %1 nicht gefunden (%2)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>forwarding refused by %1 (%2)</source>
        <translation>Weiterleitung von %1 abgelehnt (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ssh failed without saying why</source>
        <translation>ssh ist ohne Begründung fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <source>no answer within the time limit</source>
        <translation>keine Antwort innerhalb des Zeitlimits</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>database %1 as seen from %2</source>
        <translation>Datenbank %1, von %2 aus gesehen</translation>
    </message>
    <message>
        <location filename="../core/connection/sshaskpass.cpp" line="+110"/>
        <source>Could not make a private folder for ssh&apos;s prompts: %1</source>
        <translation>Für die Abfragen von ssh konnte kein privater Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not listen for ssh&apos;s prompts: %1</source>
        <translation>Die Abfragen von ssh können nicht empfangen werden: %1</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>ssh asked &quot;%1&quot;, but the console&apos;s prompt cannot be reached: %2</source>
        <translation>ssh hat „%1“ gefragt, aber die Abfrage der Konsole ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The console closed ssh&apos;s prompt.</source>
        <translation>Die Konsole hat die Abfrage von ssh geschlossen.</translation>
    </message>
    <message>
        <location filename="../core/settings/profilevalidation.cpp" line="+50"/>
        <source>%1: the file &quot;%2&quot; does not exist.</source>
        <translation>%1: Die Datei „%2“ existiert nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is not a file.</source>
        <translation>%1: „%2“ ist keine Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file &quot;%2&quot; cannot be read (permissions).</source>
        <translation>%1: Die Datei „%2“ kann nicht gelesen werden (Berechtigungen).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is given without %2: a client key is used with its certificate.</source>
        <translation>%1 ist ohne %2 angegeben: Ein Client-Schlüssel wird mit seinem Zertifikat verwendet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: an AWS RDS IAM token needs the database&apos;s AWS region.</source>
        <translation>%1: Ein AWS-RDS-IAM-Token braucht die AWS-Region der Datenbank.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;%2&quot; is not an AWS region; it looks like eu-west-1.</source>
        <translation>%1: „%2“ ist keine AWS-Region; eine Region sieht aus wie eu-west-1.</translation>
    </message>
    <message>
        <location filename="../core/schema/formatdescription.cpp" line="+141"/>
        <source>Spring Modulith sends an event again only through the application&apos;s own resubmission (IncompleteEventPublications or FailedEventPublications.resubmit), which calls the listener in-process; no change in the database does it. Mark the row completed, or resubmit it from the application.</source>
        <translation>Spring Modulith sendet ein Ereignis nur über die eigene erneute Übermittlung der Anwendung erneut (IncompleteEventPublications oder FailedEventPublications.resubmit), die den Listener im selben Prozess aufruft; keine Änderung in der Datenbank bewirkt das. Markieren Sie die Zeile als abgeschlossen oder übermitteln Sie sie aus der Anwendung erneut.</translation>
    </message>
    <message>
        <location filename="../core/schema/adaptedrows.cpp" line="+34"/>
        <source>This table&apos;s library does not take an edited payload: resend is not offered for it.</source>
        <translation>Die Bibliothek dieser Tabelle nimmt keine bearbeitete Nutzlast an: Erneutes Senden wird für sie nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../core/schema/mappedformat.cpp" line="+43"/>
        <source>Invalid --%1 &quot;%2&quot;: write NAME=VALUE.</source>
        <translation>Ungültiger Wert „%2“ für --%1: Schreiben Sie NAME=WERT.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Unknown role &quot;%1&quot; in --map: use %2.</source>
        <translation>Unbekannte Rolle „%1“ in --map: Verwenden Sie %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown state &quot;%1&quot; in --state-value: use %2.</source>
        <translation>Unbekannter Zustand „%1“ in --state-value: Verwenden Sie %2.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Table %1 has no column &quot;%2&quot; (mapped to %3); its columns are %4.</source>
        <translation>Die Tabelle %1 hat keine Spalte „%2“ (zugeordnet zu %3); ihre Spalten sind %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 has no id column: map one with --map=id=COLUMN.</source>
        <translation>Die Tabelle %1 hat keine ID-Spalte: Ordnen Sie eine mit --map=id=SPALTE zu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The status column of %1 is mapped, but not what its values mean: say so with --state-value=STATE=VALUE (pending, inflight, dead, sent).</source>
        <translation>Die Statusspalte von %1 ist zugeordnet, aber nicht, was ihre Werte bedeuten: Geben Sie es mit --state-value=ZUSTAND=WERT an (pending, inflight, dead, sent).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say which status values of %1 mean pending with --state-value=pending=VALUE.</source>
        <translation>Geben Sie mit --state-value=pending=WERT an, welche Statuswerte von %1 „pending“ bedeuten.</translation>
    </message>
    <message>
        <location filename="../core/types/tablename.cpp" line="+26"/>
        <source>Invalid table name &quot;%1&quot;: use NAME or SCHEMA.NAME, each part 1 to 63 ASCII letters, digits, underscores or dollar signs, not starting with a digit or dollar sign, or in quotes (&quot;cap.published&quot;) with dots too.</source>
        <translation>Ungültiger Tabellenname „%1“: NAME oder SCHEMA.NAME verwenden, jeder Teil 1 bis 63 ASCII-Buchstaben, Ziffern, Unterstriche oder Dollarzeichen, nicht mit einer Ziffer oder einem Dollarzeichen beginnend, oder in Anführungszeichen (&quot;cap.published&quot;) auch mit Punkten.</translation>
    </message>
    <message>
        <location filename="../core/masking/payloadmask.cpp" line="+80"/>
        <source>The mask-keys pattern &quot;%1&quot; is not a regular expression: %2 at offset %3.</source>
        <translation>Das mask-keys-Muster &quot;%1&quot; ist kein regulärer Ausdruck: %2 an Position %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The profile &quot;%1&quot; has payload visibility &quot;%2&quot;: use full, masked or hidden.</source>
        <translation>Das Profil &quot;%1&quot; hat die Nutzlast-Sichtbarkeit &quot;%2&quot;: Verwenden Sie full, masked oder hidden.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--payload-visibility must be full, masked or hidden, not &quot;%1&quot;.</source>
        <translation>--payload-visibility muss full, masked oder hidden sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile shows payloads %1: --payload-visibility=%2 would show more. Use --reveal --reason=TEXT (audited) to see them in full.</source>
        <translation>Das Profil zeigt Nutzlasten %1: --payload-visibility=%2 würde mehr zeigen. Verwenden Sie --reveal --reason=TEXT (protokolliert), um sie vollständig zu sehen.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The masked value at %1 does not match the row&apos;s value there any more (it was moved or edited): type the new value, or reveal the row to edit it. Nothing was changed.</source>
        <translation>Der maskierte Wert bei %1 stimmt nicht mehr mit dem dortigen Wert der Zeile überein (er wurde verschoben oder bearbeitet): Geben Sie den neuen Wert ein oder legen Sie die Zeile offen, um sie zu bearbeiten. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This profile does not show the payload: reveal the row to edit it. Nothing was changed.</source>
        <translation>Dieses Profil zeigt die Nutzlast nicht: Legen Sie die Zeile offen, um sie zu bearbeiten. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../core/masking/payloadreveal.cpp" line="+11"/>
        <source>A reveal needs a reason: it is audited (who, which rows, why). Nothing was shown.</source>
        <translation>Eine Offenlegung braucht einen Grund: Sie wird im Audit-Protokoll festgehalten (wer, welche Zeilen, warum). Nichts wurde gezeigt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing was shown: the reveal cannot be audited: %1</source>
        <translation>Nichts wurde gezeigt: Die Offenlegung kann nicht im Audit-Protokoll festgehalten werden: %1</translation>
    </message>
    <message>
        <location filename="../core/access/tableprivileges.cpp" line="+26"/>
        <source>Could not read the privileges on %1: %2</source>
        <translation>Die Rechte auf %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the privileges on %1: no such table.</source>
        <translation>Die Rechte auf %1 konnten nicht gelesen werden: Diese Tabelle gibt es nicht.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Cannot %1: %2 may not write the SQLite file %3 (or its folder, where the journal goes). Nothing was tried.</source>
        <translation>&quot;%1&quot; nicht möglich: %2 darf die SQLite-Datei %3 nicht schreiben (oder ihren Ordner, in den das Journal kommt). Nichts wurde versucht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Role %1 may not %2 rows of %3: it lacks the %4 privilege. Nothing was tried.</source>
        <translation>Die Rolle %1 darf &quot;%2&quot; nicht auf Zeilen von %3 ausführen: Ihr fehlt das Recht %4. Nichts wurde versucht.</translation>
    </message>
    <message>
        <location filename="../core/links/outboxlink.cpp" line="+25"/>
        <source>The link&apos;s %1 time &quot;%2&quot; is not an ISO 8601 time such as 2026-12-01T08:00:00Z.</source>
        <translation>Die Zeit %1 des Links „%2“ ist keine ISO-8601-Zeit wie 2026-12-01T08:00:00Z.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&quot;%1&quot; is not an outbox-console:// link.</source>
        <translation>&quot;%1&quot; ist kein outbox-console://-Link.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link %1 is not one the console makes: it starts outbox-console://open? and names a profile.</source>
        <translation>Der Link %1 ist keiner, wie ihn die Konsole erzeugt: Ein solcher beginnt mit outbox-console://open? und nennt ein Profil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link names &quot;%1&quot;, which a link never holds: it names a saved profile, and a row, an error group, a state or a search, never a host, a user or a password.</source>
        <translation>Der Link nennt &quot;%1&quot;, was ein Link nie enthält: Er nennt ein gespeichertes Profil und eine Zeile, eine Fehlergruppe, einen Zustand oder eine Suche, nie einen Host, einen Benutzer oder ein Passwort.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The link&apos;s audit record &quot;%1&quot; is not a record id (a positive number).</source>
        <translation>Der Audit-Eintrag „%1“ des Links ist keine Eintragsnummer (eine positive Zahl).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The link&apos;s state: %1</source>
        <translation>Zustand des Links: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link searches &quot;%1&quot;: a link searches error, payload, kind, id or aggregate.</source>
        <translation>Der Link durchsucht &quot;%1&quot;: Ein Link durchsucht error, payload, kind, id oder aggregate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link names no profile: a link opens a saved profile (profile=NAME).</source>
        <translation>Der Link nennt kein Profil: Ein Link öffnet ein gespeichertes Profil (profile=NAME).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link names more than one of a row, an error group and an audit record: it opens one of them.</source>
        <translation>Der Link nennt mehr als eines von Zeile, Fehlergruppe und Audit-Eintrag: er öffnet eines davon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s window ends (to) before it starts (from).</source>
        <translation>Das Zeitfenster des Links endet (to) vor seinem Beginn (from).</translation>
    </message>
    <message>
        <location filename="../core/schema/rowstate.cpp" line="+34"/>
        <source>Unknown state &quot;%1&quot;: use pending, inflight, dead, sent, superseded or archived.</source>
        <translation>Unbekannter Zustand &quot;%1&quot;: Verwenden Sie pending, inflight, dead, sent, superseded oder archived.</translation>
    </message>
    <message>
        <location filename="../core/actions/replay.cpp" line="+27"/>
        <source>Replay copies sent rows only: the state %1 selects rows a replay cannot act on (a dead row is retried or resent; a pending one is still to be delivered).</source>
        <translation>Erneutes Einspielen kopiert nur gesendete Zeilen: Der Zustand %1 wählt Zeilen aus, auf die ein erneutes Einspielen nicht wirken kann (eine tote Zeile wird erneut versucht oder erneut gesendet; eine ausstehende wird erst noch zugestellt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay copies sent rows only: the status %1 is not a sent status of this table (%2).</source>
        <translation>Erneutes Einspielen kopiert nur gesendete Zeilen: Der Status %1 ist kein Gesendet-Status dieser Tabelle (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+161"/>
        <source>Nothing was replayed.</source>
        <translation>Nichts wurde erneut eingespielt.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Row %1 is %2, not sent: only sent rows are replayed (a dead row is retried or resent; a pending one is still to be delivered).</source>
        <translation>Zeile %1 ist %2, nicht gesendet: Nur gesendete Zeilen werden erneut eingespielt (eine tote Zeile wird erneut versucht oder erneut gesendet; eine ausstehende wird erst noch zugestellt).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the newest row of a key failed: %1</source>
        <translation>Das Lesen der neuesten Zeile eines Schlüssels ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The replay limit must be between 1 and 10000, not %1.</source>
        <translation>Die Grenze für das erneute Einspielen muss zwischen 1 und 10000 liegen, nicht bei %1.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No sent row matches: nothing to replay.</source>
        <translation>Keine gesendete Zeile passt: Es gibt nichts erneut einzuspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replaying needs the console&apos;s table %1, which records which row each copy replays: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>Erneutes Einspielen braucht die Konsolentabelle %1, die festhält, welche Zeile jede Kopie erneut einspielt: Legen Sie sie mit `outboxctl relay init` oder „Relay-Tabellen anlegen …“ in der Konsole an.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n replayed</source>
        <translation>
            <numerusform>%n erneut eingespielt</numerusform>
            <numerusform>%n erneut eingespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (gone or no longer sent)</source>
        <translation>
            <numerusform>%n übersprungen (verschwunden oder nicht mehr gesendet)</numerusform>
            <numerusform>%n übersprungen (verschwunden oder nicht mehr gesendet)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/rowimport.cpp" line="+32"/>
        <source>The file is not the console&apos;s JSON or JSONL export: %1 is not JSON (%2 at offset %3).</source>
        <translation>Die Datei ist kein JSON- oder JSONL-Export der Konsole: %1 ist kein JSON (%2 an Position %3).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file is empty: no rows to import.</source>
        <translation>Die Datei ist leer: Keine Zeilen zu importieren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row 1</source>
        <translation>Zeile 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the array</source>
        <translation>das Array</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a row object ({…}).</source>
        <translation>sie ist kein Zeilenobjekt ({…}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it lacks the export&apos;s &quot;id&quot;, &quot;operation&quot; or &quot;payload&quot;.</source>
        <translation>ihr fehlt &quot;id&quot;, &quot;operation&quot; oder &quot;payload&quot; des Exports.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is a row of %1, and %2 is %3 outbox (%4).</source>
        <translation>sie ist eine Zeile %1, und %2 ist %3 (%4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an event outbox (it has an event_id)</source>
        <translation>einer Ereignis-Outbox (sie hat eine event_id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object-store outbox</source>
        <translation>einer Objektspeicher-Outbox</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an event</source>
        <translation>eine Ereignis-Outbox</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object-store</source>
        <translation>eine Objektspeicher-Outbox</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its payload was exported %1 (the profile it was exported from masks payloads): export it in full to import it.</source>
        <translation>ihre Nutzlast wurde als %1 exportiert (das Profil, aus dem sie exportiert wurde, maskiert Nutzlasten): Exportieren Sie sie vollständig, um sie zu importieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its payload is not a JSON object.</source>
        <translation>ihre Nutzlast ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; holds %2, which the database cannot read back as text.</source>
        <translation>&quot;%1&quot; enthält %2, was die Datenbank nicht als Text zurücklesen kann.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The file is over %1 MiB: split it.</source>
        <translation>Die Datei ist größer als %1 MiB: Teilen Sie sie auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not UTF-8: the byte at offset %1 does not belong there.</source>
        <translation>Die Datei ist kein UTF-8: Das Byte an Position %1 gehört nicht dorthin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+35"/>
        <source>The file holds no rows to import.</source>
        <translation>Die Datei enthält keine Zeilen zum Importieren.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The file holds %1 rows; at most %2 are imported at once: split it.</source>
        <translation>Die Datei enthält %1 Zeilen; höchstens %2 werden auf einmal importiert: Teilen Sie sie auf.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Importing needs the console&apos;s table %1, which records which exported row each new row comes from: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>Importieren braucht die Konsolentabelle %1, die festhält, aus welcher exportierten Zeile jede neue Zeile stammt: Legen Sie sie mit `outboxctl relay init` oder „Relay-Tabellen anlegen …“ in der Konsole an.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing was imported: %1</source>
        <translation>Nichts wurde importiert: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled: nothing was imported.</source>
        <translation>Abgebrochen: Nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (exported row %2): %3</source>
        <translation>%1 (exportierte Zeile %2): %3</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n row(s) imported as new ready rows.</source>
        <translation>
            <numerusform>%n Zeile als neue bereite Zeile importiert.</numerusform>
            <numerusform>%n Zeilen als neue bereite Zeilen importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/deliverrows.cpp" line="+19"/>
        <source>Name at least one row to deliver.</source>
        <translation>Nennen Sie mindestens eine Zeile, die zugestellt werden soll.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was sent.</source>
        <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1 is %2: only dead rows are marked done after they are delivered. Nothing was sent.</source>
        <translation>Zeile %1 ist %2: Nur tote Zeilen werden nach der Zustellung als erledigt markiert. Nichts wurde gesendet.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No destination to deliver the rows to.</source>
        <translation>Kein Ziel, an das die Zeilen zugestellt werden können.</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>%n row(s) were delivered, but marking them done failed: %1</source>
        <translation>
            <numerusform>%n Zeile wurde zugestellt, aber sie als erledigt zu markieren ist fehlgeschlagen: %1</numerusform>
            <numerusform>%n Zeilen wurden zugestellt, aber sie als erledigt zu markieren ist fehlgeschlagen: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 delivered to %2, %3 failed, %4 not tried (behind a failed row of their key).</source>
        <translation>%1 an %2 zugestellt, %3 fehlgeschlagen, %4 nicht versucht (hinter einer fehlgeschlagenen Zeile ihres Schlüssels).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Cancelled: %n row(s) not reached.</source>
        <translation>
            <numerusform>Abgebrochen: %n Zeile nicht erreicht.</numerusform>
            <numerusform>Abgebrochen: %n Zeilen nicht erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/namedrows.cpp" line="+12"/>
        <source>At most %1 rows can be named at once, not %2.</source>
        <translation>Höchstens %1 Zeilen können auf einmal genannt werden, nicht %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Row %1 does not exist in %2. %3</source>
        <translation>Zeile %1 existiert nicht in %2. %3</translation>
    </message>
    <message>
        <location filename="../core/actions/archive.cpp" line="+26"/>
        <source>%1 needs the console&apos;s table %2: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>%1 braucht die Konsolentabelle %2: Legen Sie sie mit `outboxctl relay init` oder „Relay-Tabellen anlegen …“ in der Konsole an.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The expiry %1 has passed: archived rows would count as dead again at once.</source>
        <translation>Der Ablaufzeitpunkt %1 ist bereits vorbei: Archivierte Zeilen würden sofort wieder als tot zählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one row id to archive.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID, die archiviert werden soll.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n archived</source>
        <translation>
            <numerusform>%n archiviert</numerusform>
            <numerusform>%n archiviert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or superseded)</source>
        <translation>
            <numerusform>%n übersprungen (nicht gefunden, nicht tot oder ersetzt)</numerusform>
            <numerusform>%n übersprungen (nicht gefunden, nicht tot oder ersetzt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Name at least one row id to unarchive.</source>
        <translation>Nennen Sie mindestens eine Zeilen-ID, deren Archivierung aufgehoben werden soll.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n unarchived</source>
        <translation>
            <numerusform>%n nicht mehr archiviert</numerusform>
            <numerusform>%n nicht mehr archiviert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not archived)</source>
        <translation>
            <numerusform>%n übersprungen (nicht archiviert)</numerusform>
            <numerusform>%n übersprungen (nicht archiviert)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/schema/deliverytable.cpp" line="+180"/>
        <source>Marking the keys dead rows hold back out of date failed: %1</source>
        <translation>Die von toten Zeilen zurückgehaltenen Schlüssel konnten nicht als veraltet markiert werden: %1</translation>
    </message>
    <message>
        <location filename="../core/relay/heldkeys.cpp" line="+49"/>
        <source>Reading the keys dead rows hold back failed: %1</source>
        <translation>Das Lesen der von toten Zeilen zurückgehaltenen Schlüssel ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::AboutDialog</name>
    <message>
        <location filename="../ui/window/aboutdialog.cpp" line="+31"/>
        <source>Application framework</source>
        <translation>Anwendungs-Framework</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The charts of the Graph tab</source>
        <translation>Die Diagramme des Reiters Grafik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access to the system keychain</source>
        <translation>Zugriff auf den Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Service keychain back end</source>
        <translation>Secret-Service-Anbindung des Schlüsselbunds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Public domain</source>
        <translation>Gemeinfrei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The demo workspace and SQLite outboxes</source>
        <translation>Der Demo-Arbeitsbereich und SQLite-Outboxen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PostgreSQL client library</source>
        <translation>PostgreSQL-Clientbibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL and MariaDB client library</source>
        <translation>Clientbibliothek für MySQL und MariaDB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+24"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Not declared yet (all rights reserved)</source>
        <translation>Noch nicht festgelegt (alle Rechte vorbehalten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This program</source>
        <translation>Dieses Programm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The full licence texts are in /usr/share/doc/ under each package&apos;s name, and for Qt also under Help › About Qt.</source>
        <translation>Die vollständigen Lizenztexte liegen in /usr/share/doc/ unter dem Namen des jeweiligen Pakets, für Qt auch unter Hilfe › Über Qt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Outbox Console</source>
        <translation>Über Outbox Console</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (erstellt mit Qt %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Application id: %1</source>
        <translation>Anwendungs-ID: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See what is stuck in a transactional outbox, why, and fix it.</source>
        <translation>Sehen, was in einer Transactional Outbox hängt und warum – und es beheben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licences of the components</source>
        <translation>Lizenzen der Komponenten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::AuditView</name>
    <message>
        <location filename="../ui/audit/auditview.cpp" line="+38"/>
        <source>%1@%2</source>
        <translation>%1@%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+354"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>Audit</source>
        <translation>Audit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Audit source</source>
        <translation>Audit-Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All sources</source>
        <translation>Alle Quellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer&apos;s log</source>
        <translation>Protokoll dieses Computers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database audit table</source>
        <translation>Audit-Tabelle der Datenbank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s log holds every change made from here; the database&apos;s audit table, where it exists, every user&apos;s changes to this database.</source>
        <translation>Das Protokoll dieses Computers enthält jede von hier aus vorgenommene Änderung; die Audit-Tabelle der Datenbank, sofern vorhanden, die Änderungen aller Benutzer an dieser Datenbank.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter audit records</source>
        <translation>Audit-Einträge filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by action, user, reason, outcome…</source>
        <translation>Nach Aktion, Benutzer, Grund, Ergebnis filtern …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh audit records</source>
        <translation>Audit-Einträge aktualisieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the audit records again (F5)</source>
        <translation>Die Audit-Einträge neu lesen (F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading audit records</source>
        <translation>Audit-Einträge werden gelesen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Show These Rows</source>
        <translation>Diese Zeilen &amp;zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the rows of the selected record in the Rows tab, in whatever state they are now</source>
        <translation>Die Zeilen des gewählten Eintrags im Reiter Zeilen zeigen, in ihrem jetzigen Zustand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Resend…</source>
        <translation>Erneutes Senden &amp;rückgängig machen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resend the original payload of the selected resend as a new row; the edited copy, where it is dead, is superseded</source>
        <translation>Die ursprüngliche Nutzlast des gewählten erneuten Sendens als neue Zeile senden; die bearbeitete Kopie wird, sofern sie tot ist, ersetzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An outbox-console:// link to the selected record of the database&apos;s audit table, for a colleague with a profile of the same name</source>
        <translation>Ein outbox-console://-Link zum ausgewählten Eintrag der Audit-Tabelle der Datenbank, für Kollegen mit einem Profil gleichen Namens</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile / database</source>
        <translation>Profil / Datenbank</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit records</source>
        <translation>Audit-Einträge</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Audit record details</source>
        <translation>Details des Audit-Eintrags</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a record to see it in full, with its row ids.</source>
        <translation>Einen Eintrag auswählen, um ihn vollständig mit seinen Zeilen-IDs zu sehen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>the %Ln row(s) of the %1 at %2</source>
        <translation>
            <numerusform>die %Ln Zeile von %1 um %2</numerusform>
            <numerusform>die %Ln Zeilen von %1 um %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Could not read the database&apos;s audit table: %1</source>
        <translation>Die Audit-Tabelle der Datenbank konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>log + database</source>
        <translation>Protokoll + Datenbank</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No database open: only this computer&apos;s log is shown.</source>
        <translation>Keine Datenbank geöffnet: Nur das Protokoll dieses Computers wird gezeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This database has no audit table (%1): only this computer&apos;s log is shown. Create it (outboxctl audit init) to record every user&apos;s changes in the database too.</source>
        <translation>Diese Datenbank hat keine Audit-Tabelle (%1): Nur das Protokoll dieses Computers wird gezeigt. Legen Sie sie an (outboxctl audit init), um die Änderungen aller Benutzer auch in der Datenbank aufzuzeichnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The audit table holds one record per committed batch.</source>
        <translation>Die Audit-Tabelle enthält einen Eintrag pro bestätigtem Batch.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Showing the newest %Ln record(s) of each source; the log is %1.</source>
        <translation>
            <numerusform>Gezeigt wird der neueste %Ln Eintrag jeder Quelle; das Protokoll ist %1.</numerusform>
            <numerusform>Gezeigt werden die neuesten %Ln Einträge jeder Quelle; das Protokoll ist %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Profile: %1
Database: %2
Table: %3</source>
        <translation>Profil: %1
Datenbank: %2
Tabelle: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Over %L1 rows: only the SHA-256 of the ids is recorded.</source>
        <translation>Über %L1 Zeilen: Nur der SHA-256 der IDs wird aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Copied a link to audit record %1.</source>
        <translation>Link zum Audit-Eintrag %1 kopiert.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No recorded actions.</source>
        <translation>Keine aufgezeichneten Aktionen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An outbox-console:// link to this record of the database&apos;s audit table, for a colleague with a profile of the same name</source>
        <translation>Ein outbox-console://-Link zu diesem Eintrag der Audit-Tabelle der Datenbank, für Kollegen mit einem Profil gleichen Namens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only records in the database&apos;s audit table can be linked: a colleague cannot read this computer&apos;s log</source>
        <translation>Nur Einträge der Audit-Tabelle der Datenbank lassen sich verlinken: das Protokoll dieses Computers kann ein Kollege nicht lesen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When:      %1</source>
        <translation>Wann:      %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who:       %1</source>
        <translation>Wer:       %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action:    %1</source>
        <translation>Aktion:    %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:   %1</source>
        <translation>Profil:    %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database:  %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table:     %1</source>
        <translation>Tabelle:   %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter:    %1</source>
        <translation>Filter:    %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows:      %L1</source>
        <translation>Zeilen:    %L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:    %1</source>
        <translation>Grund:     %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none given)</source>
        <translation>(keiner angegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome:   %1</source>
        <translation>Ergebnis:  %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source:    %1</source>
        <translation>Quelle:    %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Row ids: %Ln row(s), more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</source>
        <translation>
            <numerusform>Zeilen-IDs: %Ln Zeile, mehr als %1, daher wird nur ihr SHA-256 aufgezeichnet (der sortierten IDs, eine pro Zeile):</numerusform>
            <numerusform>Zeilen-IDs: %Ln Zeilen, mehr als %1, daher wird nur ihr SHA-256 aufgezeichnet (der sortierten IDs, eine pro Zeile):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Row ids: none recorded.</source>
        <translation>Zeilen-IDs: keine aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Row ids (%Ln):</source>
        <translation>
            <numerusform>Zeilen-ID (%Ln):</numerusform>
            <numerusform>Zeilen-IDs (%Ln):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::BacklogChart</name>
    <message>
        <location filename="../ui/charts/backlogchart.cpp" line="+16"/>
        <source>Backlog</source>
        <translation>Rückstau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not reconstruct the backlog:
%1</source>
        <translation>Der Rückstau konnte nicht rekonstruiert werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reading…</source>
        <translation>Lesen …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting rows</source>
        <translation>Wartende Zeilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oldest waiting (%1)</source>
        <translation>Älteste wartende (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing waiting</source>
        <translation>nichts wartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waiting, oldest %2 %3</source>
        <translation>%1 wartend, älteste %2 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No row matching the filter waited in this window.</source>
        <translation>In diesem Zeitfenster hat keine zum Filter passende Zeile gewartet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting rows (%1): at most %2, now %3; the oldest waiting row is %4 %5 old</source>
        <translation>Wartende Zeilen (%1): höchstens %2, jetzt %3; die älteste wartende Zeile ist %4 %5 alt</translation>
    </message>
</context>
<context>
    <name>outbox::ui::BlockedView</name>
    <message>
        <location filename="../ui/blocked/blockedview.cpp" line="+335"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-280"/>
        <location line="+32"/>
        <location line="+24"/>
        <source>Blocked keys</source>
        <translation>Blockierte Schlüssel</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mark Done…</source>
        <translation>Als erledigt &amp;markieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Park…</source>
        <translation>&amp;Parken …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Unpark…</source>
        <translation>Parken a&amp;ufheben …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show the Key&apos;s Rows</source>
        <translation>&amp;Zeilen des Schlüssels zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the blocked keys again</source>
        <translation>Die blockierten Schlüssel neu lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Retry Now</source>
        <translation>Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the selected heads now</source>
        <translation>Die ausgewählten Kopfzeilen jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Done…</source>
        <translation>Als erledigt markieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected dead heads done</source>
        <translation>Die ausgewählten toten Kopfzeilen als erledigt markieren</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Park…</source>
        <translation>Parken …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Park the selected dead heads</source>
        <translation>Die ausgewählten toten Kopfzeilen parken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpark…</source>
        <translation>Parken aufheben …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpark the selected rows</source>
        <translation>Das Parken der ausgewählten Zeilen aufheben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show Rows</source>
        <translation>Zeilen zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected key&apos;s rows</source>
        <translation>Die Zeilen des ausgewählten Schlüssels zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parked rows</source>
        <translation>Geparkte Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked keys: keys whose oldest undelivered row holds the rest back. Parked rows: dead heads the later rows go past.</source>
        <translation>Blockierte Schlüssel: Schlüssel, deren älteste nicht zugestellte Zeile die übrigen aufhält. Geparkte Zeilen: tote Kopfzeilen, an denen vorbei die späteren Zeilen zugestellt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the blocked keys</source>
        <translation>Blockierte Schlüssel werden gelesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sho&amp;w:</source>
        <translation>A&amp;nzeigen:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>Kopfzeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Behind</source>
        <translation>Dahinter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parked</source>
        <translation>Geparkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The head&apos;s last error</source>
        <translation>Der letzte Fehler der Kopfzeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a key to see its head&apos;s last error.</source>
        <translation>Einen Schlüssel auswählen, um den letzten Fehler seiner Kopfzeile zu sehen.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+20"/>
        <location line="+171"/>
        <source>No table open.</source>
        <translation>Keine Tabelle geöffnet.</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>retry, mark done and park are off.</source>
        <translation>&quot;Erneut versuchen&quot;, &quot;Als erledigt markieren&quot; und &quot;Parken&quot; sind deaktiviert.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not delivered in order per key: no key is held back.</source>
        <translation>Nicht in Reihenfolge je Schlüssel zugestellt: Kein Schlüssel wird aufgehalten.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not read the parked rows: %1</source>
        <translation>Die geparkten Zeilen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the blocked keys: %1</source>
        <translation>Die blockierten Schlüssel konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading the parked rows…</source>
        <translation>Geparkte Zeilen werden gelesen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the blocked keys…</source>
        <translation>Blockierte Schlüssel werden gelesen …</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1; the first %2 (oldest heads) are listed</source>
        <translation>%1; die ersten %2 (älteste Kopfzeilen) sind aufgeführt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(no error recorded)</source>
        <translation>(kein Fehler aufgezeichnet)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>No row is parked.</source>
        <translation>Keine Zeile ist geparkt.</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Why it holds its key</source>
        <translation>Warum sie ihren Schlüssel aufhält</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>%1 delivers these rows itself, in no order per key: no key is held back.</source>
        <translation>%1 liefert diese Zeilen selbst aus, ohne Reihenfolge je Schlüssel: Kein Schlüssel wird zurückgehalten.</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1; %2 after them</source>
        <translation>%1; dahinter: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln parked row(s)</source>
        <translation>
            <numerusform>%Ln geparkte Zeile</numerusform>
            <numerusform>%Ln geparkte Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No key is blocked.</source>
        <translation>Kein Schlüssel ist blockiert.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Last error of the head</source>
        <translation>Letzter Fehler der Kopfzeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last error of %1 (key %2)</source>
        <translation>Letzter Fehler von %1 (Schlüssel %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wait for the reading to finish.</source>
        <translation>Warten Sie, bis das Lesen abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select one or more keys first.</source>
        <translation>Wählen Sie zuerst einen oder mehrere Schlüssel aus.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Retry the selected heads: a dead one after a dry run, a waiting one at the relay&apos;s next batch</source>
        <translation>Die ausgewählten Kopfzeilen erneut versuchen: eine tote nach einem Probelauf, eine wartende beim nächsten Batch des Relays</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only dead, parked or waiting heads can be retried.</source>
        <translation>Nur tote, geparkte oder wartende Kopfzeilen können erneut versucht werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only dead heads can be retried.</source>
        <translation>Nur tote Kopfzeilen können erneut versucht werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the selected dead heads done: their work is known done, the key goes on</source>
        <translation>Die ausgewählten toten Kopfzeilen als erledigt markieren: Ihre Arbeit ist bekanntermaßen erledigt, der Schlüssel läuft weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only dead rows can be marked done.</source>
        <translation>Nur tote Zeilen können als erledigt markiert werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Park the selected dead heads: they stay dead, and their keys&apos; later rows go past them</source>
        <translation>Die ausgewählten toten Kopfzeilen parken: Sie bleiben tot, und die späteren Zeilen ihrer Schlüssel werden an ihnen vorbei zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only dead heads that are not parked can be parked.</source>
        <translation>Nur tote Kopfzeilen, die nicht schon geparkt sind, können geparkt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpark the selected rows: each holds its key back again</source>
        <translation>Das Parken der ausgewählten Zeilen aufheben: Jede hält ihren Schlüssel wieder auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only parked rows can be unparked (Show: Parked rows).</source>
        <translation>Das Parken lässt sich nur bei geparkten Zeilen aufheben (Anzeigen: Geparkte Zeilen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show every row of the selected key in the Rows tab</source>
        <translation>Alle Zeilen des ausgewählten Schlüssels im Reiter Zeilen zeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In order per %1, a key is blocked while its oldest undelivered row is dead, or has waited longer than an hour.</source>
        <translation>In Reihenfolge je %1 ist ein Schlüssel blockiert, solange seine älteste nicht zugestellte Zeile tot ist oder länger als eine Stunde gewartet hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads matching: %1</source>
        <translation>Kopfzeilen passend zu: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::CanaryRedriveOptions</name>
    <message>
        <location filename="../ui/actions/canaryredriveoptions.cpp" line="+43"/>
        <source>Redrive as a &amp;canary:</source>
        <translation>Als &amp;Canary wiederholen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry a few rows first and wait until the relay has settled them; go on only while few of them fail again</source>
        <translation>Zuerst einige Zeilen erneut versuchen und warten, bis das Relay sie abgeschlossen hat; nur weitermachen, solange wenige davon wieder fehlschlagen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> rows first</source>
        <translation> Zeilen zuerst</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Canary rows</source>
        <translation>Canary-Zeilen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stop when over </source>
        <translation>anhalten, wenn über </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% fail again</source>
        <translation> % wieder fehlschlagen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Abort ratio in percent</source>
        <translation>Abbruchquote in Prozent</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>then the rest at once</source>
        <translation>dann der Rest auf einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then </source>
        <translation>dann </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> rows/s</source>
        <translation> Zeilen/s</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rows per second after the canary</source>
        <translation>Zeilen pro Sekunde nach dem Canary</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start the Re&amp;lay…</source>
        <translation>Re&amp;lay starten …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the console&apos;s relay on this table (as the Relay tab does), so that it settles the canary</source>
        <translation>Das Relay der Konsole auf dieser Tabelle starten (wie im Reiter Relay), damit es den Canary abschließt</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>As a canary: %Ln row(s) first; the rest only while at most %1% of the redriven rows fail again, %2.</source>
        <translation>
            <numerusform>Als Canary: zuerst %Ln Zeile; der Rest nur, solange höchstens %1 % der wiederholten Zeilen wieder fehlschlagen, %2.</numerusform>
            <numerusform>Als Canary: zuerst %Ln Zeilen; der Rest nur, solange höchstens %1 % der wiederholten Zeilen wieder fehlschlagen, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>at %Ln row(s) per second</source>
        <translation>
            <numerusform>mit %Ln Zeile pro Sekunde</numerusform>
            <numerusform>mit %Ln Zeilen pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all at once</source>
        <translation>alle auf einmal</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The console&apos;s relay is running against %1 (to %2): it settles the canary.</source>
        <translation>Das Relay der Konsole läuft für %1 (an %2): Es schließt den Canary ab.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln relay(s) running against %1: %2</source>
        <translation>
            <numerusform>%Ln Relay läuft für %1: %2</numerusform>
            <numerusform>%Ln Relays laufen für %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No relay is running against %1: nobody would settle a canary, and it stops after 10 minutes.</source>
        <translation>Für %1 läuft kein Relay: Niemand würde einen Canary abschließen, und er hält nach 10 Minuten an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether a relay is running against %1 is unknown (no relay registry: Create Relay Tables… makes it). A canary that no relay settles stops after 10 minutes.</source>
        <translation>Ob ein Relay für %1 läuft, ist unbekannt (keine Relay-Registrierung: „Relay-Tabellen anlegen …“ legt sie an). Ein Canary, den kein Relay abschließt, hält nach 10 Minuten an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The console&apos;s relay cannot start: %1</source>
        <translation>Das Relay der Konsole kann nicht starten: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one in the Relay tab first.</source>
        <translation>Starten Sie zuerst eines im Reiter Relay.</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>%1 retried, %2 delivered, %3 failed again</source>
        <translation>%1 erneut versucht, %2 zugestellt, %3 wieder fehlgeschlagen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 replayed, %2 delivered, %3 failed</source>
        <translation>%1 erneut eingespielt, %2 zugestellt, %3 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Replay as a &amp;canary:</source>
        <translation>Als &amp;Canary einspielen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy a few rows first and wait until the relay has settled their copies; go on only while few of them fail</source>
        <translation>Zuerst wenige Zeilen kopieren und warten, bis das Relay ihre Kopien abgeschlossen hat; nur weitermachen, solange wenige davon fehlschlagen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>% fail</source>
        <translation> % fehlschlagen</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>As a canary: the copies of %Ln row(s) first; the rest only while at most %1% of the copies fail, %2.</source>
        <translation>
            <numerusform>Als Canary: zuerst die Kopie von %Ln Zeile; der Rest nur, solange höchstens %1 % der Kopien fehlschlagen, %2.</numerusform>
            <numerusform>Als Canary: zuerst die Kopien von %Ln Zeilen; der Rest nur, solange höchstens %1 % der Kopien fehlschlagen, %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Finished: %1</source>
        <translation>Abgeschlossen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped after the canary: %1</source>
        <translation>Nach dem Canary angehalten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped, too many copies failed: %1</source>
        <translation>Angehalten, zu viele Kopien fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped, too many failed again: %1</source>
        <translation>Angehalten, zu viele wieder fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped, not settled in time (is a relay running?): %1</source>
        <translation>Angehalten, nicht rechtzeitig abgeschlossen (läuft ein Relay?): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>canary</source>
        <translation>Canary</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for the relay to settle the canary</source>
        <translation>warten, bis das Relay den Canary abgeschlossen hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the last rows</source>
        <translation>warten auf die letzten Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChangeConfirmationDialog</name>
    <message>
        <location filename="../ui/common/changeconfirmation.cpp" line="+89"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection: %1</source>
        <translation>Verbindung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What will change</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Statements that will run</source>
        <translation>Anweisungen, die ausgeführt werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deletes rows permanently; it cannot be undone.</source>
        <translation>Dies löscht Zeilen endgültig; es kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This is a prod profile. Type the profile name &lt;b&gt;%1&lt;/b&gt; to confirm:</source>
        <translation>Dies ist ein Produktionsprofil. Geben Sie zur Bestätigung den Profilnamen &lt;b&gt;%1&lt;/b&gt; ein:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reason (kept in the audit log):</source>
        <translation>&amp;Grund (wird im Audit-Protokoll festgehalten):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. ticket OPS-123: the consumer is fixed</source>
        <translation>z. B. Ticket OPS-123: Der Consumer ist repariert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What is missing</source>
        <translation>Was fehlt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destructive: %1</source>
        <translation>Destruktiv: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive: this cannot be undone.</source>
        <translation>Destruktiv: Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Type the profile name exactly and give a reason to enable &quot;%1&quot;.</source>
        <translation>Geben Sie den Profilnamen exakt ein und nennen Sie einen Grund, um &quot;%1&quot; freizuschalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the profile name exactly to enable &quot;%1&quot;.</source>
        <translation>Geben Sie den Profilnamen exakt ein, um &quot;%1&quot; freizuschalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a reason to enable &quot;%1&quot;.</source>
        <translation>Nennen Sie einen Grund, um &quot;%1&quot; freizuschalten.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartPanel</name>
    <message>
        <location filename="../ui/charts/chartpanel.cpp" line="+109"/>
        <source>Save Chart as PNG…</source>
        <translation>Diagramm als PNG speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Chart Image</source>
        <translation>Diagrammbild kopieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save Chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartRenderer</name>
    <message>
        <location filename="../ui/charts/chartrenderer.cpp" line="+32"/>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Letzter %n Tag</numerusform>
            <numerusform>Letzte %n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Last %n hour(s)</source>
        <translation>
            <numerusform>Letzte %n Stunde</numerusform>
            <numerusform>Letzte %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Last %n minute(s)</source>
        <translation>
            <numerusform>Letzte %n Minute</numerusform>
            <numerusform>Letzte %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No outbox table is open.</source>
        <translation>Es ist keine Outbox-Tabelle geöffnet.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsView</name>
    <message>
        <location filename="../ui/charts/chartsview.cpp" line="+311"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="-258"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Rows by state</source>
        <translation>Zeilen nach Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows created over time, by state</source>
        <translation>Erstellte Zeilen im Zeitverlauf, nach Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows sent over time</source>
        <translation>Gesendete Zeilen im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlog and oldest waiting row over time</source>
        <translation>Rückstau und älteste wartende Zeile im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows by error</source>
        <translation>Tote Zeilen nach Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows by operation</source>
        <translation>Tote Zeilen nach Operation</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Time window:</source>
        <translation>&amp;Zeitfenster:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time window of the time charts</source>
        <translation>Zeitfenster der Zeitdiagramme</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the charts follow</source>
        <translation>Filter, dem die Diagramme folgen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading chart data</source>
        <translation>Diagrammdaten werden gelesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refresh charts</source>
        <translation>Diagramme aktualisieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save all charts as a PNG image</source>
        <translation>Alle Diagramme als PNG-Bild speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Charts as PNG…</source>
        <translation>Diagramme als PNG speichern …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save all charts as one PNG image (%1)</source>
        <translation>Alle Diagramme als ein PNG-Bild speichern (%1)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 · %2 · filter: %3 · window: %4 to %5 · generated %6</source>
        <translation>%1 · %2 · Filter: %3 · Zeitraum: %4 bis %5 · erstellt %6</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Save Charts as PNG</source>
        <translation>Diagramme als PNG speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not write the image %1: check that the folder exists and is writable.</source>
        <translation>Das Bild %1 konnte nicht geschrieben werden: Prüfen, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+127"/>
        <source>all rows</source>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter: %1</source>
        <translation>Filter: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsWorker</name>
    <message>
        <location filename="../ui/charts/chartsworker.cpp" line="+86"/>
        <source>No outbox table is open.</source>
        <translation>Es ist keine Outbox-Tabelle geöffnet.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConnectionHeader</name>
    <message>
        <location filename="../ui/window/connectionheader.cpp" line="+93"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection profile; choose another to switch</source>
        <translation>Das Verbindungsprofil; zum Wechseln ein anderes wählen</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+71"/>
        <source>Read-only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This profile opens read-only: nothing can be changed through it</source>
        <translation>Dieses Profil öffnet schreibgeschützt: Darüber lässt sich nichts ändern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>NOT CONNECTED</source>
        <translation>NICHT VERBUNDEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Environment of this profile: %1</source>
        <translation>Umgebung dieses Profils: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened from a URL, without a profile</source>
        <translation>Über eine URL geöffnet, ohne Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment: %1</source>
        <translation>Umgebung: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2 statuses</source>
        <translation>%1, Status nach %2</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+62"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unlocked for this session</source>
        <translation>Für diese Sitzung freigeschaltet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writing was unlocked for this session: actions can change rows (each still asks to confirm). Opening another table locks it again.</source>
        <translation>Das Schreiben wurde für diese Sitzung freigeschaltet: Aktionen können Zeilen ändern (jede fragt weiterhin nach einer Bestätigung). Das Öffnen einer anderen Tabelle sperrt es wieder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: nothing can be changed through it. Actions › Unlock Writing for This Session (Ctrl+Shift+U) lifts this until another table is opened.</source>
        <translation>%1: Darüber lässt sich nichts ändern. Aktionen › Schreiben für diese Sitzung freischalten (Strg+Umschalt+U) hebt das auf, bis eine andere Tabelle geöffnet wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prod profiles open read-only</source>
        <translation>Produktionsprofile öffnen schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This profile is read-only</source>
        <translation>Dieses Profil ist schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleActions</name>
    <message>
        <location filename="../ui/window/consoleactions.cpp" line="+36"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch &amp;Profile…</source>
        <translation>&amp;Profil wechseln …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Manage Connections…</source>
        <translation>Verbindungen &amp;verwalten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overview of All Profiles</source>
        <translation>&amp;Übersicht aller Profile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every saved profile&apos;s outbox on one line, refreshed in the background</source>
        <translation>Die Outbox jedes gespeicherten Profils in einer Zeile, im Hintergrund aktualisiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Filtered Rows…</source>
        <translation>Gefilterte Zeilen &amp;exportieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import Rows…</source>
        <translation>Zeilen &amp;importieren …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Row as JSON</source>
        <translation>Zeile als JSON &amp;kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An outbox-console:// link to the current row (else to the state shown), for a colleague with a profile of the same name</source>
        <translation>Ein outbox-console://-Link zur aktuellen Zeile (sonst zum angezeigten Zustand), für Kollegen mit einem gleichnamigen Profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actions</source>
        <translation>Ak&amp;tionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry Selected Rows…</source>
        <translation>Ausgewählte Zeilen &amp;erneut versuchen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry &amp;All Dead Rows Matching the Filter…</source>
        <translation>&amp;Alle zum Filter passenden toten Zeilen erneut versuchen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retry Selected Pending Rows &amp;Now…</source>
        <translation>Ausgewählte wartende Zeilen &amp;jetzt wiederholen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;elease Stuck Rows…</source>
        <translation>Hängende Zeilen &amp;freigeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;dit and Resend This Row…</source>
        <translation>Diese &amp;Zeile bearbeiten und erneut senden …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play Selected Sent Rows…</source>
        <translation>Ausgewählte &amp;gesendete Zeilen erneut einspielen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deliver Selected Rows &amp;Elsewhere…</source>
        <translation>Ausgewählte Zeilen &amp;anderswohin zustellen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arc&amp;hive Selected Dead Rows…</source>
        <translation>Ausgewählte tote Zeilen arc&amp;hivieren …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unarchi&amp;ve Selected Rows…</source>
        <translation>Archivierung der ausgewählten Zeilen a&amp;ufheben …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Promote an Upload…</source>
        <translation>Einen Upload &amp;übernehmen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Promote &amp;This Row&apos;s Upload…</source>
        <translation>Upload &amp;dieser Zeile übernehmen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;urge Sent Rows…</source>
        <translation>Gesendete Zeilen &amp;bereinigen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unlock &amp;Writing for This Session…</source>
        <translation>&amp;Schreiben für diese Sitzung freischalten …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-read the rows and counts (F5)</source>
        <translation>Zeilen und Zählungen neu lesen (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto-refresh</source>
        <translation>A&amp;utomatisch aktualisieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refresh the rows every 3 s, and the counts with them (less often on a large table, where a count takes time)</source>
        <translation>Die Zeilen alle 3 s aktualisieren und mit ihnen die Zählungen (bei einer großen Tabelle, wo eine Zählung dauert, seltener)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System Default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The language changes the next time Outbox Console starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Outbox Console.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Outbox Console</source>
        <translation>Ü&amp;ber Outbox Console</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only: %1 cannot change rows. Actions › Unlock Writing for This Session (Ctrl+Shift+U) to allow it.</source>
        <translation>Schreibgeschützt: %1 kann keine Zeilen ändern. Aktionen › Schreiben für diese Sitzung freischalten (Strg+Umschalt+U) erlaubt es.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is read-only until you unlock writing: Actions › Unlock Writing for This Session (Ctrl+Shift+U).</source>
        <translation>%1 ist schreibgeschützt, bis Sie das Schreiben freischalten: Aktionen › Schreiben für diese Sitzung freischalten (Strg+Umschalt+U).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not offered for this table: its library makes no such change, and the console makes only the changes the library makes itself</source>
        <translation>Für diese Tabelle nicht angeboten: Ihre Bibliothek kennt keine solche Änderung, und die Konsole nimmt nur die Änderungen vor, die die Bibliothek selbst vornimmt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Role %1 lacks the %2 privilege on this table</source>
        <translation>Der Rolle %1 fehlt das Recht %2 auf dieser Tabelle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dry run, then retry the selected dead rows</source>
        <translation>Probelauf, dann die ausgewählten toten Zeilen erneut versuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dry run, then retry every dead row matching the filter</source>
        <translation>Probelauf, dann jede zum Filter passende tote Zeile erneut versuchen</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>The selected pending rows waiting for their next attempt become due now (their attempts are kept)</source>
        <translation>Die ausgewählten wartenden Zeilen, die auf ihren nächsten Versuch warten, werden jetzt fällig (ihre Versuche bleiben gezählt)</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>The selected rows in flight for more than 15 minutes (their consumer has probably died) go back to ready</source>
        <translation>Die ausgewählten Zeilen, die seit mehr als 15 Minuten in Zustellung sind (ihr Konsument ist vermutlich abgestürzt), werden wieder bereit</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Fix the payload of this dead row and resend it as a new row; the original is kept, marked superseded</source>
        <translation>Die Nutzlast dieser toten Zeile korrigieren und sie als neue Zeile erneut senden; das Original bleibt erhalten, als ersetzt markiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the selected sent rows as new ready rows, so that they are delivered again; the originals stay as they are</source>
        <translation>Die ausgewählten gesendeten Zeilen als neue bereite Zeilen kopieren, damit sie erneut zugestellt werden; die Originale bleiben, wie sie sind</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Publish the selected rows once to another sink (or carry them out against another object store); their state stays as it is</source>
        <translation>Die ausgewählten Zeilen einmal an ein anderes Ziel veröffentlichen (oder gegen einen anderen Objektspeicher ausführen); ihr Zustand bleibt, wie er ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the selected dead rows apart as known junk: they leave the counts, groups, gauges and notifications</source>
        <translation>Die ausgewählten toten Zeilen als bekannten Datenmüll beiseitelegen: Sie fallen aus den Zählungen, Gruppen, Gauges und Benachrichtigungen heraus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected archived rows count as dead again</source>
        <translation>Die ausgewählten archivierten Zeilen zählen wieder als tot</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Write the rows of an export (JSON or JSONL) into this outbox as new ready rows</source>
        <translation>Die Zeilen eines Exports (JSON oder JSONL) als neue bereite Zeilen in diese Outbox schreiben</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Promote with this promote row&apos;s keys</source>
        <translation>Mit den Schlüsseln dieser promote-Zeile übernehmen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleStatusBar</name>
    <message>
        <location filename="../ui/window/consolestatusbar.cpp" line="+22"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table notifies changes (outboxctl notify install): the rows refresh as soon as they change</source>
        <translation>Die Tabelle meldet Änderungen (outboxctl notify install): Die Zeilen werden aktualisiert, sobald sie sich ändern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busy</source>
        <translation>Beschäftigt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Connecting…</source>
        <translation>Verbinden …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading rows…</source>
        <translation>Zeilen werden geladen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counting…</source>
        <translation>Zählen …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not connected. Start with --demo, --profile NAME or --database URL.</source>
        <translation>Nicht verbunden. Mit --demo, --profile NAME oder --database URL starten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln Zeile</numerusform>
            <numerusform>%Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of about %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 von etwa %Ln Zeile geladen, für mehr blättern</numerusform>
            <numerusform>%1 von etwa %Ln Zeilen geladen, für mehr blättern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 von %Ln Zeile geladen, für mehr blättern</numerusform>
            <numerusform>%1 von %Ln Zeilen geladen, für mehr blättern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) loaded</source>
        <translation>
            <numerusform>%Ln Zeile geladen</numerusform>
            <numerusform>%Ln Zeilen geladen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  filtered by %1</source>
        <translation>  ·  gefiltert nach %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleTabs</name>
    <message>
        <location filename="../ui/window/consoletabs.cpp" line="+39"/>
        <source>&amp;Rows</source>
        <translation>&amp;Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graph</source>
        <translation>&amp;Grafik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error Gr&amp;oups</source>
        <translation>&amp;Fehlergruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloc&amp;ked</source>
        <translation>Bloc&amp;kiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lay</source>
        <translation>Re&amp;lay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;udit</source>
        <translation>A&amp;udit</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Error Groups: grouping the dead rows…</source>
        <translation>Fehlergruppen: die toten Zeilen werden gruppiert…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error Groups: %1 of %2</source>
        <translation>Fehlergruppen: %1 aus %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln Gruppe</numerusform>
            <numerusform>%Ln Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln tote Zeile</numerusform>
            <numerusform>%Ln tote Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Blocked: %Ln key(s) held back by their oldest undelivered row</source>
        <translation>
            <numerusform>Blockiert: %Ln Schlüssel, von seiner ältesten nicht zugestellten Zeile aufgehalten</numerusform>
            <numerusform>Blockiert: %Ln Schlüssel, von ihrer ältesten nicht zugestellten Zeile aufgehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Audit: %Ln record(s) shown</source>
        <translation>
            <numerusform>Audit: %Ln Eintrag angezeigt</numerusform>
            <numerusform>Audit: %Ln Einträge angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relay: running against %1</source>
        <translation>Relay: läuft für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay: not running</source>
        <translation>Relay: läuft nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graph: %1</source>
        <translation>Grafik: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all rows</source>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows matching %1</source>
        <translation>Zeilen mit %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::CreatedChart</name>
    <message>
        <location filename="../ui/charts/createdchart.cpp" line="+18"/>
        <source>Rows created per day</source>
        <translation>Erstellte Zeilen pro Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows created per hour</source>
        <translation>Erstellte Zeilen pro Stunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not count the rows created:
%1</source>
        <translation>Die erstellten Zeilen konnten nicht gezählt werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Zählen …</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No rows matching the filter were created in this window.</source>
        <translation>In diesem Zeitfenster wurden keine zum Filter passenden Zeilen erstellt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln row(s) created: %1</source>
        <translation>
            <numerusform>%Ln Zeile erstellt: %1</numerusform>
            <numerusform>%Ln Zeilen erstellt: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeadGroupsChart</name>
    <message numerus="yes">
        <location filename="../ui/charts/deadgroupschart.cpp" line="+19"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln Gruppe</numerusform>
            <numerusform>%Ln Gruppen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead rows by error</source>
        <translation>Tote Zeilen nach Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not group the dead rows:
%1</source>
        <translation>Die toten Zeilen konnten nicht gruppiert werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grouping dead rows…</source>
        <translation>Tote Zeilen werden gruppiert …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No dead rows match the filter.</source>
        <translation>Keine toten Zeilen passen zum Filter.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(no error recorded)</source>
        <translation>(kein Fehler aufgezeichnet)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 dead, failed %3 to %4&lt;br&gt;%5&lt;br&gt;Group %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 tot, fehlgeschlagen von %3 bis %4&lt;br&gt;%5&lt;br&gt;Gruppe %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Other (%1)</source>
        <translation>Sonstige (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dead in %2 more</source>
        <translation>%1 tot in %2 weiteren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead rows</source>
        <translation>Tote Zeilen</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln dead row(s) by error: %1</source>
        <translation>
            <numerusform>%Ln tote Zeile nach Fehler: %1</numerusform>
            <numerusform>%Ln tote Zeilen nach Fehler: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeadOperationsChart</name>
    <message>
        <location filename="../ui/charts/deadoperationschart.cpp" line="+17"/>
        <source>Dead rows by operation</source>
        <translation>Tote Zeilen nach Operation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dead rows by event type</source>
        <translation>Tote Zeilen nach Ereignistyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not group the dead rows:
%1</source>
        <translation>Die toten Zeilen konnten nicht gruppiert werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grouping dead rows…</source>
        <translation>Tote Zeilen werden gruppiert …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dead rows match the filter.</source>
        <translation>Keine toten Zeilen passen zum Filter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 dead</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 tot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dead rows</source>
        <translation>Tote Zeilen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dead rows by %1: %2</source>
        <translation>Tote Zeilen nach %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event type</source>
        <translation>Ereignistyp</translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeliverDialog</name>
    <message>
        <location filename="../ui/actions/deliverdialog.cpp" line="+65"/>
        <source>Deliver Elsewhere — %1</source>
        <translation>Anderswohin zustellen — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+92"/>
        <source>Deliver rows elsewhere</source>
        <translation>Zeilen anderswohin zustellen</translation>
    </message>
    <message numerus="yes">
        <location line="-100"/>
        <source>Publish %Ln row(s) once to another sink, oldest first, the rows of one file in order. Their state stays as it is.</source>
        <translation>
            <numerusform>%Ln Zeile einmal an ein anderes Ziel veröffentlichen, älteste zuerst, die Zeilen einer Datei in Reihenfolge. Ihr Zustand bleibt, wie er ist.</numerusform>
            <numerusform>%Ln Zeilen einmal an ein anderes Ziel veröffentlichen, älteste zuerst, die Zeilen einer Datei in Reihenfolge. Ihr Zustand bleibt, wie er ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Carry out %Ln row(s) once against another object store, oldest first, the rows of one object in order. Their state stays as it is.</source>
        <translation>
            <numerusform>%Ln Zeile einmal gegen einen anderen Objektspeicher ausführen, älteste zuerst, die Zeilen eines Objekts in Reihenfolge. Ihr Zustand bleibt, wie er ist.</numerusform>
            <numerusform>%Ln Zeilen einmal gegen einen anderen Objektspeicher ausführen, älteste zuerst, die Zeilen eines Objekts in Reihenfolge. Ihr Zustand bleibt, wie er ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sink</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file:/tmp/events.jsonl, webhook:https://staging/hook, amqp://…, nats://…, kafka://…</source>
        <translation>file:/tmp/events.jsonl, webhook:https://staging/hook, amqp://…, nats://…, kafka://…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As outboxctl deliver --sink takes it; the profile&apos;s sink secret and event settings apply</source>
        <translation>Wie outboxctl deliver --sink es nimmt; das Ziel-Geheimnis und die Ereigniseinstellungen des Profils gelten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sink:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Object store</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file:/srv/staging-store or s3://bucket?endpoint=…</source>
        <translation>file:/srv/staging-store oder s3://bucket?endpoint=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As outboxctl --object-store takes it; an s3:// store uses the profile&apos;s secret key</source>
        <translation>Wie outboxctl --object-store es nimmt; ein s3://-Speicher verwendet den geheimen Schlüssel des Profils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Object store:</source>
        <translation>&amp;Objektspeicher:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then &amp;mark the delivered dead rows done</source>
        <translation>Danach die zugestellten toten Zeilen als erledigt &amp;markieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audited as a mark done of its own</source>
        <translation>Als eigenes Als-erledigt-Markieren protokolliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when every row delivered is dead</source>
        <translation>Nur wenn jede zugestellte Zeile tot ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why delivering is disabled</source>
        <translation>Warum Zustellen deaktiviert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery progress</source>
        <translation>Fortschritt der Zustellung</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliveroutcomelist.cpp" line="+18"/>
        <source>What happened to each row</source>
        <translation>Was mit jeder Zeile geschah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliverdialog.cpp" line="+6"/>
        <source>&amp;Deliver</source>
        <translation>&amp;Zustellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deliver</source>
        <translation>Zustellen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type where the rows go first</source>
        <translation>Zuerst eingeben, wohin die Zeilen gehen</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 of %Ln row(s) · %2 delivered</source>
        <translation>
            <numerusform>%1 von %Ln Zeile · %2 zugestellt</numerusform>
            <numerusform>%1 von %Ln Zeilen · %2 zugestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Deliver %Ln row(s) of %1 once to %2. Their state stays as it is.</source>
        <translation>
            <numerusform>%Ln Zeile von %1 einmal an %2 zustellen. Ihr Zustand bleibt, wie er ist.</numerusform>
            <numerusform>%Ln Zeilen von %1 einmal an %2 zustellen. Ihr Zustand bleibt, wie er ist.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then the dead rows that were delivered are marked done.</source>
        <translation>Danach werden die zugestellten toten Zeilen als erledigt markiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row whose delivery fails holds back the later rows of its key.</source>
        <translation>Eine Zeile, deren Zustellung fehlschlägt, hält die späteren Zeilen ihres Schlüssels zurück.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Deliver %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile zustellen</numerusform>
            <numerusform>%Ln Zeilen zustellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cancelled before the first row: %1 Nothing was sent.</source>
        <translation>Vor der ersten Zeile abgebrochen: %1 Nichts wurde gesendet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliveroutcomelist.cpp" line="+25"/>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not tried</source>
        <translation>nicht versucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>behind a failed row of its key</source>
        <translation>hinter einer fehlgeschlagenen Zeile ihres Schlüssels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled before its turn</source>
        <translation>vor ihrer Reihe abgebrochen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::DesktopNotifier</name>
    <message>
        <location filename="../ui/overview/notifier.cpp" line="+74"/>
        <source>Outbox Console: watching your outboxes</source>
        <translation>Outbox Console: überwacht Ihre Outboxen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::Environment</name>
    <message>
        <location filename="../ui/common/stateappearance.cpp" line="+113"/>
        <source>NO PROFILE</source>
        <translation>KEIN PROFIL</translation>
    </message>
</context>
<context>
    <name>outbox::ui::EnvironmentBadge</name>
    <message>
        <location filename="../ui/common/environmentbadge.cpp" line="+16"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
</context>
<context>
    <name>outbox::ui::FilterBar</name>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+90"/>
        <source>“%1” is not an id: ids in %2 are 32 hex digits (for example 0193f1a27c107a4e9d0b3c1f2e4a5b60).</source>
        <translation>„%1“ ist keine ID: IDs in %2 bestehen aus 32 Hexadezimalziffern (zum Beispiel 0193f1a27c107a4e9d0b3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not an id: ids in %2 are UUIDs (for example 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</source>
        <translation>„%1“ ist keine ID: IDs in %2 sind UUIDs (zum Beispiel 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Search:</source>
        <translation>&amp;Suche:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search in</source>
        <translation>Suchen in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the search text is matched against</source>
        <translation>Womit der Suchtext verglichen wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search text</source>
        <translation>Suchtext</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved Filters</source>
        <translation>Gespeicherte Filter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved filters</source>
        <translation>Gespeicherte Filter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current filter under a name, or apply a saved one</source>
        <translation>Den aktuellen Filter unter einem Namen speichern oder einen gespeicherten anwenden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Clear Filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every search and the created range (Ctrl+Shift+X)</source>
        <translation>Alle Suchen und den Erstellungszeitraum entfernen (Strg+Umschalt+X)</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+351"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>All states</source>
        <translation>Alle Zustände</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blocked keys</source>
        <translation>Blockierte Schlüssel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Crea&amp;ted:</source>
        <translation>&amp;Erstellt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only rows created in this period</source>
        <translation>Nur Zeilen, die in diesem Zeitraum erstellt wurden</translation>
    </message>
    <message>
        <location line="+321"/>
        <source>Show %1: about %2, estimated from the table statistics (a large table is not counted exactly more than needed) (Ctrl+%3)</source>
        <translation>Zeigt %1: etwa %2, geschätzt aus der Tabellenstatistik (eine große Tabelle wird nicht öfter als nötig genau gezählt) (Strg+%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1: %2 (Ctrl+%3)</source>
        <translation>Zeigt %1: %2 (Strg+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 (Ctrl+%2)</source>
        <translation>Zeigt %1 (Strg+%2)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+43"/>
        <source>Any time</source>
        <translation>Beliebige Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom…</source>
        <translation>Benutzerdefiniert …</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="-309"/>
        <source>Created Between</source>
        <translation>Erstellt zwischen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>From (UTC):</source>
        <translation>Von (UTC):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To (UTC):</source>
        <translation>Bis (UTC):</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+155"/>
        <source>The start of the created range is after its end.</source>
        <translation>Der Beginn des Erstellungszeitraums liegt nach seinem Ende.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The counts were taken at %1; they follow the relay&apos;s batches and, with Auto-refresh, the table every few seconds.</source>
        <translation>Stand der Zählungen: %1; sie folgen den Batches des Relays und mit „Automatisch aktualisieren“ alle paar Sekunden der Tabelle.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blocked  %1</source>
        <translation>Blockiert  %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n key(s) whose oldest undelivered row holds their later rows back (dead, or waiting over an hour): show them</source>
        <translation>
            <numerusform>%n Schlüssel, dessen älteste nicht zugestellte Zeile seine späteren Zeilen aufhält (tot oder über eine Stunde wartend): ihn zeigen</numerusform>
            <numerusform>%n Schlüssel, deren älteste nicht zugestellte Zeile ihre späteren Zeilen aufhält (tot oder über eine Stunde wartend): sie zeigen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This table cannot be searched that way.</source>
        <translation>Diese Tabelle lässt sich so nicht durchsuchen.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 (the first %2 of %3)</source>
        <translation>%1 (die ersten %2 von %3)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="-22"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+56"/>
        <source>Text in the last error (Ctrl+F)</source>
        <translation>Text im letzten Fehler (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+2"/>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Text anywhere in the payload (Ctrl+F)</source>
        <translation>Text irgendwo in den Nutzdaten (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+6"/>
        <source>Payload key</source>
        <translation>Nutzdatenschlüssel</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>KEY=VALUE, e.g. key=invoices/2024.pdf</source>
        <translation>SCHLÜSSEL=WERT, z. B. key=invoices/2024.pdf</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+67"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Exact operation: put, delete, copy, move, promote</source>
        <translation>Genaue Operation: put, delete, copy, move, promote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact event type: create, put, delete</source>
        <translation>Genauer Ereignistyp: create, put, delete</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+3"/>
        <source>Aggregate id</source>
        <translation>Aggregat-ID</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+4"/>
        <source>Exact aggregate id</source>
        <translation>Genaue Aggregat-ID</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="-2"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Exact row id (32 hex digits)</source>
        <translation>Genaue Zeilen-ID (32 Hexadezimalziffern)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact row id (UUID)</source>
        <translation>Genaue Zeilen-ID (UUID)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the rows in state %1</source>
        <comment>state chip tooltip</comment>
        <translation>die Zeilen im Zustand „%1“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all rows</source>
        <comment>state chip tooltip</comment>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>≈%1</source>
        <translation>≈%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+88"/>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error group: %1</source>
        <translation>Fehlergruppe: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rows: %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>created: %1 (since %2)</source>
        <translation>erstellt: %1 (seit %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>created: %1 to %2</source>
        <translation>erstellt: %1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+25"/>
        <source>Filtered by %1</source>
        <translation>Gefiltert nach %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A saved filter needs a name and an open table.</source>
        <translation>Ein gespeicherter Filter braucht einen Namen und eine geöffnete Tabelle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved the filter &quot;%1&quot;.</source>
        <translation>Filter &quot;%1&quot; gespeichert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no saved filter named &quot;%1&quot;.</source>
        <translation>Es gibt keinen gespeicherten Filter namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Save Current Filter…</source>
        <translation>Aktuellen Filter &amp;speichern …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Filter</source>
        <translation>Filter speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of this filter:</source>
        <translation>Name dieses Filters:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::FormatWords</name>
    <message>
        <location filename="../ui/common/formatwords.cpp" line="+12"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Operation:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type:</source>
        <translation>Ereignistyp:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Object key</source>
        <translation>Der Objektschlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage path</source>
        <translation>Speicherpfad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processed:</source>
        <translation>Verarbeitet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated:</source>
        <translation>Aktualisiert:</translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupNotePane</name>
    <message>
        <location filename="../ui/groups/groupnotepane.cpp" line="+42"/>
        <location line="+63"/>
        <source>Add Note…</source>
        <translation>Notiz hinzufügen …</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Edit the selected group&apos;s note</source>
        <translation>Die Notiz der gewählten Gruppe bearbeiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on the group</source>
        <translation>Notiz zur Gruppe</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 …</source>
        <translation>%1 …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit Note…</source>
        <translation>Notiz bearbeiten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a group to see its note.</source>
        <translation>Wählen Sie eine Gruppe, um ihre Notiz zu sehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The notes could not be read: %1</source>
        <translation>Die Notizen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No note on this group.</source>
        <translation>Keine Notiz zu dieser Gruppe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Notes are kept in the database (%1): everyone who opens this table sees them.</source>
        <translation>Notizen liegen in der Datenbank (%1): alle, die diese Tabelle öffnen, sehen sie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes are kept on this computer only: the database has no %1 table (Create Relay Tables… on the Relay tab makes it; notes are shared from then on).</source>
        <translation>Notizen liegen nur auf diesem Rechner: die Datenbank hat keine Tabelle %1 („Relay-Tabellen anlegen …“ im Reiter Relay legt sie an; danach werden Notizen geteilt).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Note on Error Group %1</source>
        <translation>Notiz zur Fehlergruppe %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note on the group &quot;%1&quot; (%2). Leave it empty to remove the note.
%3</source>
        <translation>Notiz zur Gruppe „%1“ (%2). Leer lassen, um die Notiz zu entfernen.
%3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln tote Zeile</numerusform>
            <numerusform>%Ln tote Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone who opens this table will see it.</source>
        <translation>Alle, die diese Tabelle öffnen, werden sie sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is kept on this computer only.</source>
        <translation>Sie wird nur auf diesem Rechner gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Note</source>
        <translation>Notiz speichern</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The note was not saved: it has %1 characters, a note may have at most %2.</source>
        <translation>Die Notiz wurde nicht gespeichert: sie hat %1 Zeichen, eine Notiz darf höchstens %2 haben.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The note was not saved: %1</source>
        <translation>Die Notiz wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupsView</name>
    <message>
        <location filename="../ui/groups/groupsview.cpp" line="+35"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows by creation time, %1 to %2, in %3 steps of %4; at most %5 in one step.</source>
        <translation>Zeilen nach Erstellungszeit, %1 bis %2, in %3 Schritten zu %4; höchstens %5 in einem Schritt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+43"/>
        <source>Error groups</source>
        <translation>Fehlergruppen</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>&amp;Refresh Groups</source>
        <translation>Gruppen &amp;aktualisieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Retry Group…</source>
        <translation>Gruppe erneut &amp;versuchen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mark Group Done…</source>
        <translation>Gruppe als &amp;erledigt markieren …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Group…</source>
        <translation>Gruppe e&amp;xportieren …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit &amp;Note…</source>
        <translation>&amp;Notiz bearbeiten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refresh groups</source>
        <translation>Gruppen aktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel grouping</source>
        <translation>Gruppierung abbrechen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Retry Group…</source>
        <translation>Gruppe erneut versuchen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the selected group</source>
        <translation>Die ausgewählte Gruppe erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Done…</source>
        <translation>Als erledigt markieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected group done</source>
        <translation>Die ausgewählte Gruppe als erledigt markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected group</source>
        <translation>Die ausgewählte Gruppe exportieren</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Group the dead rows again (F5)</source>
        <translation>Die toten Zeilen neu gruppieren (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop grouping</source>
        <translation>Gruppierung anhalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grouping dead rows</source>
        <translation>Tote Zeilen werden gruppiert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First failed</source>
        <translation>Erster Fehlschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Occurrences</source>
        <translation>Vorkommen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Last failed</source>
        <translation>Letzter Fehlschlag</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+225"/>
        <source>Example error</source>
        <translation>Beispielfehler</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>Select a group to see an example error.</source>
        <translation>Eine Gruppe auswählen, um einen Beispielfehler zu sehen.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Could not group the dead rows: %1</source>
        <translation>Die toten Zeilen konnten nicht gruppiert werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Grouping cancelled: the groups shown may be out of date.</source>
        <translation>Gruppierung abgebrochen: Die gezeigten Gruppen sind möglicherweise veraltet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Group Again</source>
        <translation>Erneut gruppieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>No table open.</source>
        <translation>Keine Tabelle geöffnet.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Not grouped yet.</source>
        <translation>Noch nicht gruppiert.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>retry and mark done are off.</source>
        <translation>&quot;Erneut versuchen&quot; und &quot;Als erledigt markieren&quot; sind deaktiviert.</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+1"/>
        <source>Grouping dead rows…</source>
        <translation>Tote Zeilen werden gruppiert …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not grouped.</source>
        <translation>Nicht gruppiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+36"/>
        <source>(no error recorded)</source>
        <translation>(kein Fehler aufgezeichnet)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1
Group id: %2</source>
        <translation>%1
Gruppen-ID: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No dead rows match the filter.</source>
        <translation>Keine toten Zeilen passen zum Filter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln tote Zeile</numerusform>
            <numerusform>%Ln tote Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln Gruppe</numerusform>
            <numerusform>%Ln Gruppen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example error (row %1)</source>
        <translation>Beispielfehler (Zeile %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Wait for the grouping to finish.</source>
        <translation>Warten Sie, bis die Gruppierung abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a group first.</source>
        <translation>Wählen Sie zuerst eine Gruppe aus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Retry the group&apos;s dead rows: a dry run shows exactly which rows first</source>
        <translation>Die toten Zeilen der Gruppe erneut versuchen: Ein Probelauf zeigt vorher genau, welche Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the group&apos;s failed rows (back to “%1”): a dry run shows exactly which rows first</source>
        <translation>Die fehlgeschlagenen Zeilen der Gruppe erneut versuchen (zurück auf „%1“): Ein Probelauf zeigt vorher genau, welche Zeilen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the group&apos;s dead rows done without delivering them</source>
        <translation>Die toten Zeilen der Gruppe als erledigt markieren, ohne sie zuzustellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the group&apos;s failed rows to “%1” without delivering them</source>
        <translation>Die fehlgeschlagenen Zeilen der Gruppe auf „%1“ setzen, ohne sie zuzustellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export the group&apos;s dead rows</source>
        <translation>Die toten Zeilen der Gruppe exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write a note on the group for everyone who looks at it: a known issue, a ticket</source>
        <translation>Eine Notiz zur Gruppe für alle, die sie ansehen: ein bekanntes Problem, ein Ticket</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Dead rows of the whole table.</source>
        <translation>Tote Zeilen der ganzen Tabelle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows matching: %1</source>
        <translation>Tote Zeilen passend zu: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(The filter&apos;s state is ignored: groups are always of dead rows.)</source>
        <translation>(Der Zustand im Filter wird ignoriert: Gruppen bestehen immer aus toten Zeilen.)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::KeyTemplateMenu</name>
    <message>
        <location filename="../ui/actions/keytemplatemenu.cpp" line="+13"/>
        <source>User avatar</source>
        <translation>Benutzer-Avatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same path under assets/</source>
        <translation>Gleicher Pfad unter assets/</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By date, new UUID</source>
        <translation>Nach Datum, neue UUID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same folder, unique name</source>
        <translation>Gleicher Ordner, eindeutiger Name</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Insert placeholder</source>
        <translation>Platzhalter einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id below</source>
        <translation>die ID unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16 random hex digits</source>
        <translation>16 zufällige Hexziffern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new UUIDv7</source>
        <translation>eine neue UUIDv7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary file name</source>
        <translation>der temporäre Dateiname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name without extension</source>
        <translation>der Dateiname ohne Endung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the extension</source>
        <translation>die Endung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary key below the prefix</source>
        <translation>der temporäre Schlüssel unterhalb des Präfixes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder</source>
        <translation>sein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today, yyyy/MM/dd</source>
        <translation>heute, yyyy/MM/dd</translation>
    </message>
</context>
<context>
    <name>outbox::ui::LinkHandover</name>
    <message>
        <location filename="../ui/window/linkhandover.cpp" line="+40"/>
        <source>Links cannot be handed to this console: the user has no private runtime folder ($XDG_RUNTIME_DIR).</source>
        <translation>Links können nicht an diese Konsole übergeben werden: der Benutzer hat keinen privaten Laufzeitordner ($XDG_RUNTIME_DIR).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Another console takes the links already.</source>
        <translation>Eine andere Konsole nimmt die Links schon an.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Links cannot be handed to this console: %1</source>
        <translation>Links können nicht an diese Konsole übergeben werden: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No console can take the link: the user has no private runtime folder ($XDG_RUNTIME_DIR).</source>
        <translation>Keine Konsole kann den Link annehmen: der Benutzer hat keinen privaten Laufzeitordner ($XDG_RUNTIME_DIR).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No console is running: %1</source>
        <translation>Keine Konsole läuft: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running console did not take the link: %1</source>
        <translation>Die laufende Konsole hat den Link nicht angenommen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running console did not answer: %1</source>
        <translation>Die laufende Konsole hat nicht geantwortet: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="+53"/>
        <location line="+428"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>Lost the connection to %1 (%2). Reconnecting…</source>
        <translation>Die Verbindung zu %1 ist verloren gegangen (%2). Neue Verbindung wird aufgebaut …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnected to %1.</source>
        <translation>Wieder mit %1 verbunden.</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1%2 — %3</source>
        <translation>%1%2 — %3</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>the row %1</source>
        <translation>die Zeile %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Audit record %1 of the link is not among the newest %2 records of the database&apos;s audit table: it may be older, or the profile may point at another database.</source>
        <translation>Der Audit-Eintrag %1 des Links ist nicht unter den neuesten %2 Einträgen der Audit-Tabelle der Datenbank: er kann älter sein, oder das Profil zeigt auf eine andere Datenbank.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindowlinks.cpp" line="+26"/>
        <source>The link opens the profile &quot;%1&quot;, which this computer does not have. Create a profile of that name for the same outbox, then the link opens.</source>
        <translation>Der Link öffnet das Profil „%1“, das dieser Computer nicht hat. Legen Sie ein Profil dieses Namens für dieselbe Outbox an, dann öffnet sich der Link.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create Profile “%1”…</source>
        <translation>Profil „%1“ anlegen …</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Row %1 of the link is not in %2: it may have been purged, or the profile may point at another database.</source>
        <translation>Zeile %1 des Links ist nicht in %2: Sie wurde vielleicht bereinigt, oder das Profil verweist auf eine andere Datenbank.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="+144"/>
        <source>%1 has no delivery table: the relay cannot record why an event failed or retry it with backoff, so failed rows show no error.</source>
        <translation>%1 hat keine Zustelltabelle: Das Relay kann nicht festhalten, warum ein Ereignis fehlschlug, und es nicht mit Wartezeit wiederholen; fehlgeschlagene Zeilen zeigen daher keinen Fehler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unlock writing to create it, or run: outboxctl relay init</source>
        <translation>Schalten Sie das Schreiben frei, um sie anzulegen, oder führen Sie aus: outboxctl relay init</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Create Delivery Table…</source>
        <translation>Zustelltabelle &amp;anlegen …</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>[PROD] </source>
        <translation>[PROD] </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Unlock writing</source>
        <translation>Schreiben freischalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow changes to %1 through &quot;%2&quot; until another table is opened. Every change still shows its dry run and asks to confirm.</source>
        <translation>Änderungen an %1 über &quot;%2&quot; erlauben, bis eine andere Tabelle geöffnet wird. Jede Änderung zeigt weiterhin ihren Probelauf und fragt nach einer Bestätigung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile is marked read-only; the mark stays in the profile.</source>
        <translation>Das Profil ist als schreibgeschützt markiert; die Markierung bleibt im Profil erhalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlock for This Session</source>
        <translation>Für diese Sitzung freischalten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writing stays locked: the unlock could not be audited. %1</source>
        <translation>Das Schreiben bleibt gesperrt: Die Freischaltung konnte nicht im Audit-Protokoll festgehalten werden. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing unlocked for this session.</source>
        <translation>Schreiben für diese Sitzung freigeschaltet.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rows tab: %1, in whatever state they are now (Ctrl+Shift+X clears the filter).</source>
        <translation>Reiter Zeilen: %1, in ihrem jetzigen Zustand (Strg+Umschalt+X hebt den Filter auf).</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Rows tab: the dead rows of the group &quot;%1&quot; (Ctrl+Shift+X clears the filter).</source>
        <translation>Reiter Zeilen: die toten Zeilen der Gruppe &quot;%1&quot; (Strg+Umschalt+X setzt den Filter zurück).</translation>
    </message>
</context>
<context>
    <name>outbox::ui::MessageBar</name>
    <message>
        <location filename="../ui/common/messagebar.cpp" line="+24"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ObjectBrowserDialog</name>
    <message>
        <location filename="../ui/objects/objectbrowser.cpp" line="+43"/>
        <source>Objects under %1</source>
        <translation>Objekte unter %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bucket&apos;s root</source>
        <translation>der Wurzel des Buckets</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every object of the store, in key order.</source>
        <translation>Alle Objekte des Speichers, nach Schlüssel sortiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The objects whose key starts with “%1”, in key order.</source>
        <translation>Die Objekte, deren Schlüssel mit „%1“ beginnt, nach Schlüssel sortiert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Filter the keys listed so far</source>
        <translation>Die bisher aufgelisteten Schlüssel filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last modified</source>
        <translation>Zuletzt geändert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>List the next keys, a page at a time</source>
        <translation>Die nächsten Schlüssel auflisten, Seite für Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Use This Key</source>
        <translation>Diesen Schlüssel &amp;verwenden</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Listing the objects failed: %1</source>
        <translation>Das Auflisten der Objekte ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listing the objects…</source>
        <translation>Objekte werden aufgelistet …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Listing more objects…</source>
        <translation>Weitere Objekte werden aufgelistet …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The store holds no object.</source>
        <translation>Der Speicher enthält kein Objekt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No object&apos;s key starts with “%1”.</source>
        <translation>Kein Objektschlüssel beginnt mit „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first %1 keys; Load More lists the next %2.</source>
        <translation>Die ersten %1 Schlüssel; „Weitere laden“ listet die nächsten %2 auf.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All %Ln key(s).</source>
        <translation>
            <numerusform>Insgesamt %Ln Schlüssel.</numerusform>
            <numerusform>Insgesamt %Ln Schlüssel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln of them match(es) the filter.</source>
        <translation>
            <numerusform>%Ln davon passt zum Filter.</numerusform>
            <numerusform>%Ln davon passen zum Filter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try &amp;Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load &amp;More</source>
        <translation>&amp;Weitere laden</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OutboxSession</name>
    <message>
        <location filename="../ui/session/outboxsession.cpp" line="+276"/>
        <source>Writing is not locked: there is nothing to unlock.</source>
        <translation>Schreiben ist nicht gesperrt: Es gibt nichts zu entsperren.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 To make it fast, a DBA can run: %2</source>
        <translation>%1 Damit es schnell geht, kann ein DBA Folgendes ausführen: %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+41"/>
        <source>Could not count rows: %1</source>
        <translation>Zeilen konnten nicht gezählt werden: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OutboxWorker</name>
    <message>
        <location filename="../ui/session/outboxworker.cpp" line="+142"/>
        <source>No outbox table is open.</source>
        <translation>Es ist keine Outbox-Tabelle geöffnet.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewModel</name>
    <message>
        <location filename="../ui/overview/overviewmodel.cpp" line="+61"/>
        <source>Working</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silent</source>
        <translation>Verstummt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its library</source>
        <translation>Seine Bibliothek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blocked keys</source>
        <translation>Blockierte Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest pending</source>
        <translation>Älteste ausstehende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backlog</source>
        <translation>Rückstau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reading…</source>
        <translation>Lesen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2). Double-click or press Enter to open it.</source>
        <translation>%1 (%2). Doppelklick oder Eingabetaste öffnet es.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Over its notification threshold: %1</source>
        <translation>Über seiner Benachrichtigungsschwelle: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change since the refresh at %1</source>
        <translation>Änderung seit der Aktualisierung vom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The change shows from the next refresh on</source>
        <translation>Die Änderung erscheint ab der nächsten Aktualisierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys whose oldest undelivered row is dead: their later rows wait behind it</source>
        <translation>Schlüssel, deren älteste nicht zugestellte Zeile tot ist: Ihre späteren Zeilen warten dahinter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table is not delivered in order per key</source>
        <translation>Diese Tabelle wird nicht in Reihenfolge je Schlüssel zugestellt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pending and dead rows over the last %n refresh(es)</source>
        <translation>
            <numerusform>Ausstehende und tote Zeilen der letzten %n Aktualisierung</numerusform>
            <numerusform>Ausstehende und tote Zeilen der letzten %n Aktualisierungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewMonitor</name>
    <message>
        <location filename="../ui/overview/overviewmonitor.cpp" line="+152"/>
        <source>Outbox Console: %1</source>
        <translation>Outbox Console: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewWindow</name>
    <message>
        <location filename="../ui/overview/overviewwindow.cpp" line="+47"/>
        <source>Overview of All Profiles — Outbox Console</source>
        <translation>Übersicht aller Profile — Outbox Console</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refresh interval</source>
        <translation>Aktualisierungsintervall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often every profile is read again</source>
        <translation>Wie oft jedes Profil neu gelesen wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every %1 s</source>
        <translation>Alle %1 s</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Every %n min</source>
        <translation>
            <numerusform>Alle %n min</numerusform>
            <numerusform>Alle %n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Notifications…</source>
        <translation>&amp;Benachrichtigungen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected profile&apos;s notification thresholds, in the connection manager</source>
        <translation>Die Benachrichtigungsschwellen des ausgewählten Profils, in der Verbindungsverwaltung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read every profile now (F5)</source>
        <translation>Jedes Profil jetzt lesen (F5)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No saved profiles yet. Add one in File › Manage Connections, and every outbox you watch shows here on a line of its own.</source>
        <translation>Noch keine gespeicherten Profile. Legen Sie eines unter Datei › Verbindungen verwalten an; jede Outbox, die Sie beobachten, erscheint dann hier in einer eigenen Zeile.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every saved profile</source>
        <translation>Alle gespeicherten Profile</translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>Reading %n profile(s)…</source>
        <translation>
            <numerusform>%n Profil wird gelesen …</numerusform>
            <numerusform>%n Profile werden gelesen …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n profile(s), read at %1 in %2 s; next in %3</source>
        <translation>
            <numerusform>%n Profil, gelesen am %1 in %2 s; nächste Aktualisierung in %3</numerusform>
            <numerusform>%n Profile, gelesen am %1 in %2 s; nächste Aktualisierung in %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This desktop has no notification area: a profile over one of its notification thresholds is flagged here only.</source>
        <translation>Dieser Desktop hat keinen Benachrichtigungsbereich: Ein Profil über einer seiner Benachrichtigungsschwellen wird nur hier markiert.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PasswordReader</name>
    <message>
        <location filename="../ui/connections/passwordreader.cpp" line="+60"/>
        <source>Password for %1</source>
        <translation>Passwort für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No keychain is available (%1).
The password is used for this session only.</source>
        <translation>Kein Schlüsselbund verfügbar (%1).
Das Passwort gilt nur für diese Sitzung.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PayloadRevealer</name>
    <message>
        <location filename="../ui/rows/payloadrevealer.cpp" line="+53"/>
        <source>Reveal Payload</source>
        <translation>Nutzdaten offenlegen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show the payload of row %1 in full for %n minute(s)? Why (kept in the audit log with your name and the row, never the values):</source>
        <translation>
            <numerusform>Die Nutzdaten von Zeile %1 für %n Minute vollständig zeigen? Warum (wird mit Ihrem Namen und der Zeile im Audit-Protokoll festgehalten, nie die Werte):</numerusform>
            <numerusform>Die Nutzdaten von Zeile %1 für %n Minuten vollständig zeigen? Warum (wird mit Ihrem Namen und der Zeile im Audit-Protokoll festgehalten, nie die Werte):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal</source>
        <translation>Offenlegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A reveal needs a reason: nothing was shown.</source>
        <translation>Eine Offenlegung braucht einen Grund: Nichts wurde gezeigt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileAccessPage</name>
    <message>
        <location filename="../ui/connections/profileaccesspage.cpp" line="+23"/>
        <source>SSH destination</source>
        <translation>SSH-Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none: connect directly (or user@bastion:22, or a Host alias)</source>
        <translation>keins: direkt verbinden (oder user@bastion:22, oder ein Host-Alias)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>SS&amp;H through:</source>
        <translation>SS&amp;H über:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SSH configuration file</source>
        <translation>SSH-Konfigurationsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenSSH&apos;s default (~/.ssh/config)</source>
        <translation>die von OpenSSH (~/.ssh/config)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose SSH configuration file</source>
        <translation>SSH-Konfigurationsdatei wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSH Configuration</source>
        <translation>SSH-Konfiguration</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSH &amp;config:</source>
        <translation>SSH-&amp;Konfiguration:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The console runs your own ssh (ssh -W) for each database connection, so your ProxyJump chains, agent, keys and known_hosts apply. The host and port on the Connection tab are then as the last hop sees them. When ssh needs a key&apos;s passphrase or asks about a host key it does not know yet, the console asks you in a dialog; a changed host key is refused, never accepted silently.</source>
        <translation>Die Konsole startet Ihr eigenes ssh (ssh -W) für jede Datenbankverbindung, so gelten Ihre ProxyJump-Ketten, Ihr Agent, Ihre Schlüssel und known_hosts. Host und Port auf der Registerkarte Verbindung sind dann die, die der letzte Sprung sieht. Braucht ssh die Passphrase eines Schlüssels oder fragt es nach einem noch unbekannten Host-Schlüssel, fragt die Konsole Sie in einem Dialog; ein geänderter Host-Schlüssel wird abgelehnt, nie stillschweigend angenommen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Password (stored or typed)</source>
        <translation>Passwort (gespeichert oder eingegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Password command</source>
        <translation>Passwortbefehl</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>AWS RDS IAM token</source>
        <translation>AWS-RDS-IAM-Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;uthentication:</source>
        <translation>A&amp;uthentifizierung:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: the stored password</source>
        <translation>keiner: das gespeicherte Passwort</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pass&amp;word command:</source>
        <translation>Pass&amp;wortbefehl:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run for every new connection; its first line of output is the password, so none is stored (for example a vault CLI, az account get-access-token or gcloud sql generate-login-token).</source>
        <translation>Wird für jede neue Verbindung ausgeführt; seine erste Ausgabezeile ist das Passwort, daher wird keines gespeichert (zum Beispiel eine Vault-CLI, az account get-access-token oder gcloud sql generate-login-token).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>AWS region</source>
        <translation>AWS-Region</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>e.g. eu-west-1</source>
        <translation>z. B. eu-west-1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>AWS re&amp;gion:</source>
        <translation>AWS-Re&amp;gion:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For every new connection the password is an RDS IAM token signed with your AWS credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE in ~/.aws/credentials), so none is stored. The database user needs IAM authentication, and the connection TLS (TLS tab: require or stricter).</source>
        <translation>Bei jeder neuen Verbindung ist das Passwort ein RDS-IAM-Token, signiert mit Ihren AWS-Anmeldedaten (AWS_ACCESS_KEY_ID und AWS_SECRET_ACCESS_KEY oder AWS_PROFILE in ~/.aws/credentials), daher wird keines gespeichert. Der Datenbankbenutzer braucht IAM-Authentifizierung und die Verbindung TLS (Registerkarte TLS: require oder strenger).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No password is stored: the password command (Access tab) gives the password of every new connection.</source>
        <translation>Es wird kein Passwort gespeichert: Der Passwortbefehl (Registerkarte Zugang) liefert das Passwort jeder neuen Verbindung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No password is stored: an AWS RDS IAM token (Access tab) is the password of every new connection.</source>
        <translation>Es wird kein Passwort gespeichert: Ein AWS-RDS-IAM-Token (Registerkarte Zugang) ist das Passwort jeder neuen Verbindung.</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Password command: type the command whose first line of output is the password, or choose another authentication.</source>
        <translation>Passwortbefehl: Geben Sie den Befehl ein, dessen erste Ausgabezeile das Passwort ist, oder wählen Sie eine andere Authentifizierung.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileConnectionPage</name>
    <message>
        <location filename="../ui/connections/profileconnectionpage.cpp" line="+60"/>
        <source>PostgreSQL</source>
        <translation>PostgreSQL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL / MariaDB</source>
        <translation>MySQL / MariaDB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Database name</source>
        <translation>Datenbankname</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>database name</source>
        <translation>Datenbankname</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Database na&amp;me:</source>
        <translation>Datenbankn&amp;ame:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SQLite database file</source>
        <translation>SQLite-Datenbankdatei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/path/to/outbox.db</source>
        <translation>/pfad/zu/outbox.db</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose SQLite file</source>
        <translation>SQLite-Datei auswählen</translation>
    </message>
    <message>
        <location filename="../ui/connections/profilefields.cpp" line="+87"/>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <location filename="../ui/connections/profileconnectionpage.cpp" line="+2"/>
        <source>SQLite Database</source>
        <translation>SQLite-Datenbank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite *.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database URL</source>
        <translation>Datenbank-URL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with the fields above. It never holds a password.</source>
        <translation>postgresql://-, mysql://-, mariadb://- oder sqlite:-URL, mit den Feldern oben abgeglichen. Sie enthält nie ein Passwort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database password</source>
        <translation>Datenbankpasswort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why no password is asked for</source>
        <translation>Warum kein Passwort abgefragt wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;member secrets in the system keychain</source>
        <translation>Geheimnisse im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember secrets in the system keychain</source>
        <translation>Geheimnisse im Schlüsselbund des Systems merken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checked: passwords and keys go to the system keychain under &quot;outbox-console&quot;.
Unchecked: they are kept in memory for this session only.
They are never written to the profile file.</source>
        <translation>Angekreuzt: Passwörter und Schlüssel kommen in den Schlüsselbund des Systems unter &quot;outbox-console&quot;.
Nicht angekreuzt: Sie werden nur für diese Sitzung im Speicher gehalten.
Sie werden nie in die Profildatei geschrieben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Say where the database is: fill in the connection fields or paste a URL.</source>
        <translation>Geben Sie an, wo die Datenbank ist: die Verbindungsfelder ausfüllen oder eine URL einfügen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The URL contains a password. Profiles never store passwords: remove it from the URL and type it in the Password field, which keeps it in the keychain.</source>
        <translation>Die URL enthält ein Passwort. Profile speichern nie Passwörter: Entfernen Sie es aus der URL und geben Sie es im Feld Passwort ein, das es im Schlüsselbund ablegt.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileDialog</name>
    <message>
        <location filename="../ui/connections/profiledialog.cpp" line="+42"/>
        <location line="+1"/>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keychain status</source>
        <translation>Status des Schlüsselbunds</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open profile</source>
        <translation>Profil öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected profile in the console</source>
        <translation>Das ausgewählte Profil in der Konsole öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Profile settings</source>
        <translation>Profileinstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Connection</source>
        <translation>&amp;Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out&amp;box table</source>
        <translation>Out&amp;box-Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ob&amp;ject store</source>
        <translation>Ob&amp;jektspeicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lay</source>
        <translation>Re&amp;lay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tifications</source>
        <translation>B&amp;enachrichtigungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;fety</source>
        <translation>Sic&amp;herheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Access</source>
        <translation>Zug&amp;ang</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect with these settings (not yet saved) and detect the table, its type and vocabulary (Ctrl+T)</source>
        <translation>Mit diesen (noch nicht gespeicherten) Einstellungen verbinden und die Tabelle, ihren Typ und ihr Vokabular erkennen (Strg+T)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the unsaved edits</source>
        <translation>Die ungespeicherten Änderungen verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save profile</source>
        <translation>Profil speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the profile; its secrets go to the keychain (%1)</source>
        <translation>Das Profil speichern; seine Geheimnisse kommen in den Schlüsselbund (%1)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The new profile has not been saved.</source>
        <translation>Das neue Profil wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The profile &quot;%1&quot; has unsaved changes.</source>
        <translation>Das Profil &quot;%1&quot; hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No keychain is available (%1). Passwords and keys you enter are used for this session only; they are never written to disk.</source>
        <translation>Kein Schlüsselbund verfügbar (%1). Eingegebene Passwörter und Schlüssel gelten nur für diese Sitzung; sie werden nie auf die Festplatte geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation>Ein Profil namens &quot;%1&quot; existiert bereits.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Duplicated as &quot;%1&quot;, without its secrets: %2</source>
        <translation>Als &quot;%1&quot; dupliziert, ohne seine Geheimnisse: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicated as &quot;%1&quot;, with its secrets.</source>
        <translation>Als &quot;%1&quot; dupliziert, mit seinen Geheimnissen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Profile</source>
        <translation>Profil löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the profile &quot;%1&quot; and its stored secrets?</source>
        <translation>Das Profil &quot;%1&quot; und seine gespeicherten Geheimnisse löschen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The database and its outbox are not touched.</source>
        <translation>Die Datenbank und ihre Outbox bleiben unberührt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deleted &quot;%1&quot;, but its secrets could not be removed from the keychain: %2</source>
        <translation>&quot;%1&quot; gelöscht, aber seine Geheimnisse konnten nicht aus dem Schlüsselbund entfernt werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; gelöscht.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing was saved: %1 To use the secret anyway, uncheck &quot;Remember secrets in the system keychain&quot; and save again.</source>
        <translation>Nichts wurde gespeichert: %1 Um das Geheimnis trotzdem zu verwenden, &quot;Geheimnisse im Schlüsselbund des Systems merken&quot; abwählen und erneut speichern.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The secrets of the old name &quot;%1&quot; could not be removed: %2</source>
        <translation>Die Geheimnisse des alten Namens &quot;%1&quot; konnten nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved &quot;%1&quot;. Its secrets are kept for this session only.</source>
        <translation>&quot;%1&quot; gespeichert. Seine Geheimnisse werden nur für diese Sitzung behalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved &quot;%1&quot;. Its secrets are in the system keychain, not in the profile file.</source>
        <translation>&quot;%1&quot; gespeichert. Seine Geheimnisse liegen im Schlüsselbund des Systems, nicht in der Profildatei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; gespeichert.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Connected.</source>
        <translation>Verbunden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Say where the database is first.</source>
        <translation>Geben Sie zuerst an, wo die Datenbank ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The URL contains a password; remove it and use the Password field.</source>
        <translation>Die URL enthält ein Passwort; entfernen Sie es und verwenden Sie das Feld Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/connections/profileconnectiontest.cpp" line="+65"/>
        <source>Table %1 on %2: %3 (%4)</source>
        <translation>Tabelle %1 auf %2: %3 (%4)</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+30"/>
        <source>detected</source>
        <translation>erkannt</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+37"/>
        <source>as set</source>
        <translation>wie festgelegt</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>as recorded</source>
        <translation>wie festgehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as remembered</source>
        <translation>wie gemerkt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown: no row reads &apos;created&apos;; set it before the relay or a retry can run</source>
        <translation>unbekannt: Keine Zeile lautet &apos;created&apos;; legen Sie es fest, bevor das Relay oder eine Wiederholung laufen kann</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>, vocabulary %1 (%2)</source>
        <translation>, Vokabular %1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rows: %1 pending, %2 in flight, %3 dead, %4 sent.</source>
        <translation>Zeilen: %1 ausstehend, %2 in Zustellung, %3 tot, %4 gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/connections/profiledialog.cpp" line="+8"/>
        <source>Testing…</source>
        <translation>Test läuft …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileGeneralPage</name>
    <message>
        <location filename="../ui/connections/profilegeneralpage.cpp" line="+19"/>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. orders-prod</source>
        <translation>z. B. orders-prod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 64 letters, digits, spaces, dots, dashes or underscores; outboxctl selects it with --profile</source>
        <translation>Bis zu 64 Buchstaben, Ziffern, Leerzeichen, Punkte, Bindestriche oder Unterstriche; outboxctl wählt es mit --profile aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown as a colour wherever this profile is open</source>
        <translation>Wird überall, wo dieses Profil geöffnet ist, als Farbe gezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment colour</source>
        <translation>Farbe der Umgebung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Read-only</source>
        <translation>Schreib&amp;geschützt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuse every change (retry, mark done, promote, purge) through this profile, in the console and in outboxctl.
Production profiles open read-only anyway, until writing is unlocked for the session.</source>
        <translation>Jede Änderung (erneut versuchen, als erledigt markieren, Upload übernehmen, bereinigen) über dieses Profil ablehnen, in der Konsole und in outboxctl.
Produktionsprofile öffnen ohnehin schreibgeschützt, bis das Schreiben für die Sitzung freigeschaltet wird.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Production note</source>
        <translation>Hinweis zur Produktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>Opens read-only until writing is unlocked for the session.</source>
        <translation>Öffnet schreibgeschützt, bis das Schreiben für die Sitzung freigeschaltet wird.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Production profiles always open read-only. Writing can be unlocked for one session from the main window, with a typed confirmation and a reason.</source>
        <translation>Produktionsprofile öffnen immer schreibgeschützt. Das Schreiben lässt sich im Hauptfenster für eine Sitzung freischalten, mit einer eingetippten Bestätigung und einem Grund.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileListPanel</name>
    <message>
        <location filename="../ui/connections/profilelistpanel.cpp" line="+111"/>
        <location line="+6"/>
        <source>Saved profiles</source>
        <translation>Gespeicherte Profile</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a profile (%1)</source>
        <translation>Ein Profil anlegen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;uplicate</source>
        <translation>Dupli&amp;zieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Duplicate profile</source>
        <translation>Profil duplizieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the selected profile, with its secrets, under a new name</source>
        <translation>Das ausgewählte Profil mit seinen Geheimnissen unter einem neuen Namen kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete profile</source>
        <translation>Profil löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected profile and its secrets (the database is not touched)</source>
        <translation>Das ausgewählte Profil und seine Geheimnisse löschen (die Datenbank bleibt unberührt)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileNotificationsPage</name>
    <message>
        <location filename="../ui/connections/profilenotificationspage.cpp" line="+36"/>
        <source>New dead rows</source>
        <translation>Neue tote Zeilen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> or more since the last refresh</source>
        <translation> oder mehr seit der letzten Aktualisierung</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>New &amp;dead rows:</source>
        <translation>Neue t&amp;ote Zeilen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a &amp;key becomes blocked by a dead row</source>
        <translation>Wenn ein Schlüssel durch eine tote Zeile bloc&amp;kiert wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked keys</source>
        <translation>Blockierte Schlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending age</source>
        <translation>Alter der ältesten ausstehenden Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Oldest &amp;pending older than:</source>
        <translation>Älteste &amp;ausstehende Zeile älter als:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>While the console runs it reads this profile in the background (File › Overview of All Profiles, every minute by default) and tells the desktop when one of these starts: once, not at every refresh while it lasts. The notification names the profile; click it to open the profile. Without a notification area the overview flags the line.</source>
        <translation>Solange die Konsole läuft, liest sie dieses Profil im Hintergrund (Datei › Übersicht aller Profile, standardmäßig jede Minute) und meldet es dem Desktop, wenn einer dieser Fälle eintritt: einmal, nicht bei jeder Aktualisierung, solange er andauert. Die Benachrichtigung nennt das Profil; ein Klick darauf öffnet es. Ohne Benachrichtigungsbereich markiert die Übersicht die Zeile.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileObjectStorePage</name>
    <message>
        <location filename="../ui/connections/profileobjectstorepage.cpp" line="+42"/>
        <source>From the environment (OBJECT_STORE_*)</source>
        <translation>Aus der Umgebung (OBJECT_STORE_*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local folder</source>
        <translation>Lokaler Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3-compatible bucket</source>
        <translation>S3-kompatibler Bucket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Vortos rows&apos; objects live, for the relay and for promotions</source>
        <translation>Wo die Objekte der Vortos-Zeilen liegen, für das Relay und für Übernahmen (promote)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Store:</source>
        <translation>Spei&amp;cher:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY are read when the store is used, as the Vortos writer names them.</source>
        <translation>OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, OBJECT_STORE_ACCESS_KEY_ID und OBJECT_STORE_SECRET_ACCESS_KEY werden gelesen, wenn der Speicher benutzt wird, so wie der Vortos-Writer sie benennt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Object store folder</source>
        <translation>Ordner des Objektspeichers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/absolute/folder</source>
        <translation>/absoluter/ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder</source>
        <translation>Ordner auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object Store Folder</source>
        <translation>Ordner des Objektspeichers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S3 endpoint</source>
        <translation>S3-Endpunkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: AWS S3 in the region; e.g. http://127.0.0.1:9000</source>
        <translation>leer: AWS S3 in der Region; z. B. http://127.0.0.1:9000</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>E&amp;ndpoint:</source>
        <translation>E&amp;ndpunkt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S3 bucket</source>
        <translation>S3-Bucket</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Bucket:</source>
        <translation>&amp;Bucket:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S3 region</source>
        <translation>S3-Region</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Re&amp;gion:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S3 access key id</source>
        <translation>S3-Zugriffsschlüssel-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: OBJECT_STORE_ACCESS_KEY_ID</source>
        <translation>leer: OBJECT_STORE_ACCESS_KEY_ID</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Access key id:</source>
        <translation>Zugriffss&amp;chlüssel-ID:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S3 secret access key</source>
        <translation>Geheimer S3-Zugriffsschlüssel</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Secret &amp;key:</source>
        <translation>&amp;Geheimer Schlüssel:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Path-style addressing (MinIO, s3rver, IP endpoints)</source>
        <translation>&amp;Pfadbasierte Adressierung (MinIO, s3rver, IP-Endpunkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path-style addressing</source>
        <translation>Pfadbasierte Adressierung</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The object store folder must be an absolute path.</source>
        <translation>Der Ordner des Objektspeichers muss ein absoluter Pfad sein.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name the S3 bucket.</source>
        <translation>Geben Sie den S3-Bucket an.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileOpener</name>
    <message>
        <location filename="../ui/window/profileopener.cpp" line="+49"/>
        <source>Stop the relay</source>
        <translation>Das Relay stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The relay is running against %1. Opening %2 stops it (its batch is settled first).</source>
        <translation>Das Relay läuft für %1. Das Öffnen von %2 stoppt es (sein Batch wird vorher abgeschlossen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep this profile open to keep the relay running; the overview shows the other profiles meanwhile.</source>
        <translation>Lassen Sie dieses Profil geöffnet, damit das Relay weiterläuft; die Übersicht zeigt währenddessen die anderen Profile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the Relay and Open</source>
        <translation>Relay stoppen und öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no profile named &quot;%1&quot; (profiles are kept in %2).</source>
        <translation>Es gibt kein Profil namens &quot;%1&quot; (Profile liegen in %2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading the password of %1 from the keychain…</source>
        <translation>Das Passwort von %1 wird aus dem Schlüsselbund gelesen…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Preparing the demo workspace…</source>
        <translation>Der Demo-Arbeitsbereich wird vorbereitet …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileRelayPage</name>
    <message>
        <location filename="../ui/connections/profilerelaypage.cpp" line="+41"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP webhook</source>
        <translation>HTTP-Webhook</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON-lines file</source>
        <translation>JSON-Lines-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RabbitMQ (AMQP 0-9-1)</source>
        <translation>RabbitMQ (AMQP 0-9-1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NATS JetStream</source>
        <translation>NATS JetStream</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kafka</source>
        <translation>Kafka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow &amp;sink:</source>
        <translation>FennFlow-Sen&amp;ke:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Webhook URL</source>
        <translation>Webhook-URL</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Webhook URL:</source>
        <translation>&amp;Webhook-URL:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Webhook signing secret</source>
        <translation>Signaturgeheimnis des Webhooks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signs each request (see Signature); kept in the keychain</source>
        <translation>Signiert jede Anfrage (siehe Signatur); im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signing s&amp;ecret:</source>
        <translation>Signatur&amp;geheimnis:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HMAC-SHA256 (X-Outbox-Signature)</source>
        <translation>HMAC-SHA256 (X-Outbox-Signature)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard Webhooks (webhook-signature; secret whsec_…)</source>
        <translation>Standard Webhooks (webhook-signature; Geheimnis whsec_…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;gnature:</source>
        <translation>Si&amp;gnatur:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broker URL</source>
        <translation>Broker-URL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Broker URL:</source>
        <translation>&amp;Broker-URL:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broker password</source>
        <translation>Broker-Passwort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The broker user&apos;s password (Kafka: the SASL password); kept in the keychain, never in the URL</source>
        <translation>Das Passwort des Broker-Benutzers (Kafka: das SASL-Passwort); im Schlüsselbund gespeichert, nie in der URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broker pass&amp;word:</source>
        <translation>Broker-Pass&amp;wort:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sink file</source>
        <translation>Senken-Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/var/lib/outbox/events.jsonl</source>
        <translation>/var/lib/outbox/events.jsonl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose sink file</source>
        <translation>Senken-Datei auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink File</source>
        <translation>Senken-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In order per file (aggregate_id)</source>
        <translation>In Reihenfolge je Datei (aggregate_id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest first, whatever the file</source>
        <translation>Älteste zuerst, gleich welche Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In order per file: an event waits while an older event of its file is undelivered (outboxctl relay --ordering).</source>
        <translation>In Reihenfolge je Datei: Ein Ereignis wartet, solange ein älteres Ereignis seiner Datei nicht zugestellt ist (outboxctl relay --ordering).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plain (the event&apos;s JSON)</source>
        <translation>Einfach (das JSON des Ereignisses)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents 1.0, binary (attributes in headers)</source>
        <translation>CloudEvents 1.0, binär (Attribute in den Headern)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents 1.0, structured (one JSON document)</source>
        <translation>CloudEvents 1.0, strukturiert (ein JSON-Dokument)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event &amp;format:</source>
        <translation>Ereignis&amp;format:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} stand for the event&apos;s values; empty: %1</source>
        <translation>{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} und {table} stehen für die Werte des Ereignisses; leer: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CloudEvents source</source>
        <translation>CloudEvents-Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CE so&amp;urce:</source>
        <translation>CE-&amp;Quelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents type</source>
        <translation>CloudEvents-Typ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CE t&amp;ype:</source>
        <translation>CE-T&amp;yp:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CloudEvents subject</source>
        <translation>CloudEvents-Betreff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CE su&amp;bject:</source>
        <translation>CE-Be&amp;treff:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Test &amp;Publish</source>
        <translation>Test&amp;veröffentlichung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test publish</source>
        <translation>Testveröffentlichung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send one test event to the sink with these settings (not yet saved). No row is read or changed: the event&apos;s aggregate_type is OutboxConsole, its event_type test.</source>
        <translation>Ein Testereignis mit diesen (noch nicht gespeicherten) Einstellungen an die Senke senden. Keine Zeile wird gelesen oder geändert: aggregate_type des Ereignisses ist OutboxConsole, sein event_type test.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Test publish result</source>
        <translation>Ergebnis der Testveröffentlichung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Vortos rows are carried out against the object store; FennFlow rows are published to this sink.</source>
        <translation>Vortos-Zeilen werden gegen den Objektspeicher ausgeführt; FennFlow-Zeilen werden an diese Senke veröffentlicht.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The webhook URL must be an http:// or https:// URL with a host name.</source>
        <translation>Die Webhook-URL muss eine http://- oder https://-URL mit einem Hostnamen sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The webhook URL contains a password. Put the signing secret in its own field: it goes to the keychain.</source>
        <translation>Die Webhook-URL enthält ein Passwort. Legen Sie das Signaturgeheimnis in sein eigenes Feld: Es kommt in den Schlüsselbund.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the file the relay appends FennFlow events to.</source>
        <translation>Geben Sie die Datei an, an die das Relay FennFlow-Ereignisse anhängt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The broker URL must start with %1:// (the sink chosen).</source>
        <translation>Die Broker-URL muss mit %1:// beginnen (der gewählten Senke).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The broker URL needs a host name.</source>
        <translation>Die Broker-URL braucht einen Hostnamen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The broker URL contains a password. Type it in the Broker password field: it goes to the keychain.</source>
        <translation>Die Broker-URL enthält ein Passwort. Geben Sie es im Feld Broker-Passwort ein: Es kommt in den Schlüsselbund.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>The CloudEvents source</source>
        <translation>Die CloudEvents-Quelle (source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents type</source>
        <translation>Der CloudEvents-Typ (type)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents subject</source>
        <translation>Der CloudEvents-Betreff (subject)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Published.</source>
        <translation>Veröffentlicht.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a sink and say where it is first.</source>
        <translation>Wählen Sie zuerst eine Senke und geben Sie an, wo sie ist.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Test event %1 reached %2 in %3 ms.</source>
        <translation>Testereignis %1 hat %2 in %3 ms erreicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Publishing…</source>
        <translation>Wird veröffentlicht …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sending a test event…</source>
        <translation>Ein Testereignis wird gesendet …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileSafetyPage</name>
    <message>
        <location filename="../ui/connections/profilesafetypage.cpp" line="+28"/>
        <source>&amp;Payloads:</source>
        <translation>&amp;Nutzdaten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the environment says (masked on production)</source>
        <translation>Wie die Umgebung es vorgibt (maskiert in Produktion)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masked: sensitive values as their shape</source>
        <translation>Maskiert: sensible Werte nur als Typ und Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden: only the size</source>
        <translation>Verborgen: nur die Größe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Masked keys:</source>
        <translation>&amp;Maskierte Schlüssel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masked keys</source>
        <translation>Maskierte Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default: e-mail, phone, names, address, token, secret, password, IBAN, card, IP, bodies</source>
        <translation>Standard: E-Mail, Telefon, Namen, Adresse, Token, Geheimnis, Passwort, IBAN, Karte, IP, Inhalte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A regular expression of JSON key names, case-insensitive, found anywhere in the name; empty for the default:
%1</source>
        <translation>Ein regulärer Ausdruck für JSON-Schlüsselnamen, ohne Beachtung der Groß-/Kleinschreibung, irgendwo im Namen gefunden; leer für den Standard:
%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Write user:</source>
        <translation>Sch&amp;reibbenutzer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write user</source>
        <translation>Schreibbenutzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: changes use the connection&apos;s user</source>
        <translation>leer: Änderungen verwenden den Benutzer der Verbindung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write pass&amp;word:</source>
        <translation>Schreibpass&amp;wort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write password</source>
        <translation>Schreibpasswort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Masking keeps personal data off screens, exports and the audit trail of people who work through the console. It is no defence against someone holding the database password: a write user is. The console reads as the connection&apos;s user and makes every change (retry, mark done, resend, purge, the relay) as the write user once writing is unlocked; grant the reading user SELECT only. Actions the role may not do are disabled, naming the missing privilege.</source>
        <translation>Die Maskierung hält personenbezogene Daten von den Bildschirmen, Exporten und dem Audit-Protokoll der Personen fern, die über die Konsole arbeiten. Sie schützt nicht vor jemandem, der das Datenbankpasswort kennt; ein Schreibbenutzer schon. Die Konsole liest als Benutzer der Verbindung und nimmt jede Änderung (erneut versuchen, als erledigt markieren, erneut senden, bereinigen, das Relay) als Schreibbenutzer vor, sobald das Schreiben freigeschaltet ist; gewähren Sie dem lesenden Benutzer nur SELECT. Aktionen, die die Rolle nicht ausführen darf, sind deaktiviert und nennen das fehlende Recht.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Masked keys: %1</source>
        <translation>Maskierte Schlüssel: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write user: a SQLite file has no users (its file permissions decide what may change): leave it empty.</source>
        <translation>Schreibbenutzer: Eine SQLite-Datei hat keine Benutzer (ihre Dateirechte entscheiden, was sich ändern darf): Lassen Sie das Feld leer.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileSecretLocations</name>
    <message>
        <location filename="../ui/connections/profilesecretlocations.cpp" line="+50"/>
        <source>Kept for this session only</source>
        <translation>Nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes to the system keychain when saved</source>
        <translation>Kommt beim Speichern in den Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored in the system keychain; type to replace</source>
        <translation>Im Schlüsselbund des Systems gespeichert; zum Ersetzen tippen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept for this session; type to replace</source>
        <translation>Für diese Sitzung behalten; zum Ersetzen tippen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None stored; one typed here is kept for this session only</source>
        <translation>Nichts gespeichert; was Sie hier eingeben, wird nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None stored; one typed here goes to the system keychain</source>
        <translation>Nichts gespeichert; was Sie hier eingeben, kommt in den Schlüsselbund des Systems</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unchanged; type to replace</source>
        <translation>Unverändert; zum Ersetzen tippen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileTablePage</name>
    <message>
        <location filename="../ui/connections/profiletablepage.cpp" line="+29"/>
        <source>Outbox table</source>
        <translation>Outbox-Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detect: %1</source>
        <translation>Erkennen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NAME or SCHEMA.NAME; empty: the first of the usual names that exists</source>
        <translation>NAME oder SCHEMA.NAME; leer: der erste der üblichen Namen, der existiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Detect from the columns</source>
        <translation>Aus den Spalten erkennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vortos (object-store operations)</source>
        <translation>Vortos (Objektspeicher-Operationen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow (domain events)</source>
        <translation>FennFlow (Domänenereignisse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DotNetCore.CAP (cap.published, cap.received)</source>
        <translation>DotNetCore.CAP (cap.published, cap.received)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring Modulith (event publication registry)</source>
        <translation>Spring Modulith (Register der Ereignisveröffentlichungen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gruelbox transaction-outbox (txno_outbox)</source>
        <translation>gruelbox transaction-outbox (txno_outbox)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped: any table, by its columns</source>
        <translation>Zugeordnet: beliebige Tabelle, über ihre Spalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ype:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Detect from the rows</source>
        <translation>Aus den Zeilen erkennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>docs: ready rows are &quot;created&quot;</source>
        <translation>docs: bereite Zeilen sind &quot;created&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shipped: ready rows are &quot;pending&quot;</source>
        <translation>shipped: bereite Zeilen sind &quot;pending&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow only: which status means ready to publish</source>
        <translation>Nur FennFlow: welcher Status &quot;bereit zur Veröffentlichung&quot; bedeutet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vokabular:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CAP &amp;retries:</source>
        <translation>CAP-Wieder&amp;holungen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAP failed retry count</source>
        <translation>Anzahl fehlgeschlagener Wiederholungen (CAP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DotNetCore.CAP only: the application&apos;s FailedRetryCount. A Failed row with this many retries is dead; below it CAP is still retrying it.</source>
        <translation>Nur DotNetCore.CAP: der FailedRetryCount der Anwendung. Eine Zeile mit Status Failed und so vielen Wiederholungen ist tot; darunter versucht CAP sie noch erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column &amp;map:</source>
        <translation>Spaltenzu&amp;ordnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column mapping</source>
        <translation>Spaltenzuordnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROLE=COLUMN …, e.g. status=state key=aggregateid</source>
        <translation>ROLLE=SPALTE …, z. B. status=state key=aggregateid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped tables only: the columns for the roles id, status, payload, created, updated, attempts, error, key, event-type, event-id, aggregate-type and next-attempt, separated by spaces. Unset roles take Debezium&apos;s outbox columns (id, aggregatetype, aggregateid, type, payload) where the table has them.</source>
        <translation>Nur zugeordnete Tabellen: die Spalten für die Rollen id, status, payload, created, updated, attempts, error, key, event-type, event-id, aggregate-type und next-attempt, durch Leerzeichen getrennt. Nicht gesetzte Rollen übernehmen die Outbox-Spalten von Debezium (id, aggregatetype, aggregateid, type, payload), sofern die Tabelle sie hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;State values:</source>
        <translation>Status&amp;werte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status values of each state</source>
        <translation>Statuswerte jedes Zustands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STATE=VALUE[,VALUE…] …, e.g. pending=NEW dead=FAILED sent=SENT</source>
        <translation>ZUSTAND=WERT[,WERT…] …, z. B. pending=NEW dead=FAILED sent=SENT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped tables with a status column: which values mean pending, inflight, dead and sent. Without a status column the table is read-only.</source>
        <translation>Zugeordnete Tabellen mit Statusspalte: welche Werte pending, inflight, dead und sent bedeuten. Ohne Statusspalte ist die Tabelle schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Test Connection shows what is detected, and for another library&apos;s table or a mapped one the rows of each state it yields. Set a value only when detection guesses wrong.</source>
        <translation>„Verbindung testen“ zeigt, was erkannt wird, und bei der Tabelle einer anderen Bibliothek oder einer zugeordneten Tabelle die Zeilen je Zustand, die sich daraus ergeben. Legen Sie einen Wert nur fest, wenn die Erkennung falsch liegt.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileTlsPage</name>
    <message>
        <location filename="../ui/connections/profiletlspage.cpp" line="+37"/>
        <source>Driver default (prefer)</source>
        <translation>Treibervorgabe (prefer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PostgreSQL sslmode. verify-full checks the certificate and the host name: use it for anything that crosses a network you do not control.</source>
        <translation>PostgreSQL-sslmode. verify-full prüft das Zertifikat und den Hostnamen: Verwenden Sie es für alles, was über ein Netz geht, das Sie nicht kontrollieren.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>T&amp;LS mode:</source>
        <translation>T&amp;LS-Modus:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Driver default (PREFERRED)</source>
        <translation>Treibervorgabe (PREFERRED)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL/MariaDB ssl-mode. VERIFY_CA checks the server&apos;s certificate against the CA certificate below: use it for anything that crosses a network you do not control.</source>
        <translation>MySQL/MariaDB-ssl-mode. VERIFY_CA prüft das Zertifikat des Servers gegen das CA-Zertifikat unten: Verwenden Sie es für alles, was über ein Netz geht, das Sie nicht kontrollieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VERIFY_IDENTITY is not offered: the MySQL driver of Qt 6.4 cannot check the server&apos;s host name. VERIFY_CA with a CA certificate checks its certificate.</source>
        <translation>VERIFY_IDENTITY wird nicht angeboten: Der MySQL-Treiber von Qt 6.4 kann den Hostnamen des Servers nicht prüfen. VERIFY_CA mit einem CA-Zertifikat prüft sein Zertifikat.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation>Schlüssel (*.pem *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+70"/>
        <source>CA certificate file</source>
        <translation>CA-Zertifikatsdatei</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>none: the driver&apos;s default</source>
        <translation>keines: die Vorgabe des Treibers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose CA certificate file</source>
        <translation>CA-Zertifikatsdatei wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CA Certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate file</source>
        <translation>Client-Zertifikatsdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client cert&amp;ificate:</source>
        <translation>Client-Zert&amp;ifikat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose client certificate file</source>
        <translation>Client-Zertifikatsdatei wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client Certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key file</source>
        <translation>Client-Schlüsseldatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client &amp;key:</source>
        <translation>&amp;Client-Schlüssel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose client key file</source>
        <translation>Client-Schlüsseldatei wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client Key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Client key passphrase</source>
        <translation>Passphrase des Client-Schlüssels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Key &amp;passphrase:</source>
        <translation>Schlüssel-&amp;Passphrase:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SQLite database is a file on this computer: there is no TLS to set.</source>
        <translation>Eine SQLite-Datenbank ist eine Datei auf diesem Computer: Es gibt kein TLS einzustellen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Root certificate</source>
        <translation>Stammzertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA certificate: the TLS mode VERIFY_CA checks the server&apos;s certificate against a CA; choose the file of the CA that signed it.</source>
        <translation>CA-Zertifikat: Der TLS-Modus VERIFY_CA prüft das Zertifikat des Servers gegen eine CA; wählen Sie die Datei der CA, die es signiert hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TLS mode: the AWS RDS IAM token (Access tab) needs TLS; %1 would send it unencrypted. Choose %2 or a stricter mode.</source>
        <translation>TLS-Modus: Das AWS-RDS-IAM-Token (Registerkarte Zugang) braucht TLS; %1 würde es unverschlüsselt senden. Wählen Sie %2 oder einen strengeren Modus.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CA certi&amp;ficate:</source>
        <translation>CA-Ze&amp;rtifikat:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Root certi&amp;ficate:</source>
        <translation>Stammze&amp;rtifikat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Root certificate file</source>
        <translation>Stammzertifikatsdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files on this computer, in PEM format. MySQL and MariaDB take a client key without a passphrase.</source>
        <translation>Dateien auf diesem Computer, im PEM-Format. MySQL und MariaDB nehmen einen Client-Schlüssel ohne Passphrase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files on this computer, in PEM format. The key&apos;s passphrase goes to the system keychain, never to the profile file; without one stored, OUTBOX_DATABASE_SSLPASSWORD is used.</source>
        <translation>Dateien auf diesem Computer, im PEM-Format. Die Passphrase des Schlüssels kommt in den Schlüsselbund des Systems, nie in die Profildatei; ist keine gespeichert, wird OUTBOX_DATABASE_SSLPASSWORD verwendet.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromoteDialog</name>
    <message>
        <location filename="../ui/actions/promotedialog.cpp" line="+48"/>
        <source>Promote an Object</source>
        <translation>Objekt übernehmen (promote)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &quot;%1&quot; is read-only: promotions change objects or rows and are disabled. Unlock writing for this session first.</source>
        <translation>Das Profil &quot;%1&quot; ist schreibgeschützt: Übernahmen ändern Objekte oder Zeilen und sind deaktiviert. Schalten Sie zuerst das Schreiben für diese Sitzung frei.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Profile &quot;%1&quot; has no object store: the temporary object cannot be checked and &quot;immediately&quot; is not available. Set one in the profile.</source>
        <translation>Das Profil &quot;%1&quot; hat keinen Objektspeicher: Das temporäre Objekt kann nicht geprüft werden und &quot;Sofort&quot; ist nicht verfügbar. Legen Sie einen im Profil fest.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Temporary key</source>
        <translation>Temporärer Schlüssel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Temporary key:</source>
        <translation>&amp;Temporärer Schlüssel:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Temporary prefix</source>
        <translation>Temporäres Präfix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The temporary key must be under this prefix, the permanent key must not.</source>
        <translation>Der temporäre Schlüssel muss unter diesem Präfix liegen, der permanente Schlüssel darf es nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Permanent key or template</source>
        <translation>Permanenter Schlüssel oder Vorlage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key, or a template: %1 are filled in (see the Template menu). Write {{ and }} for literal braces.</source>
        <translation>Der permanente Schlüssel oder eine Vorlage: %1 werden ausgefüllt (siehe Menü Vorlage). Schreiben Sie {{ und }} für wörtliche Klammern.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Temporary pre&amp;fix:</source>
        <translation>Temporäres Prä&amp;fix:</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 was moved to %2 by the promotion above.</source>
        <translation>%1 wurde durch die Übernahme oben nach %2 verschoben.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse the temporary prefix</source>
        <translation>Das temporäre Präfix durchsuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the objects under the temporary prefix and pick one</source>
        <translation>Die Objekte unter dem temporären Präfix auflisten und eines auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No object store is configured in the profile.</source>
        <translation>Im Profil ist kein Objektspeicher eingerichtet.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Temp&amp;late</source>
        <translation>Vorl&amp;age</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key templates</source>
        <translation>Vorlagen für den permanenten Schlüssel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P&amp;ermanent key:</source>
        <translation>P&amp;ermanenter Schlüssel:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Value of {id}</source>
        <translation>Wert von {id}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What {id} stands for; guessed from the temporary key.</source>
        <translation>Wofür {id} steht; aus dem temporären Schlüssel erraten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New random values</source>
        <translation>&amp;Neue Zufallswerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New random values for {random} and {uuid}</source>
        <translation>Neue Zufallswerte für {random} und {uuid}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{&amp;id} is:</source>
        <translation>{&amp;id} ist:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resulting permanent key</source>
        <translation>Resultierender permanenter Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The key the object is promoted to.</source>
        <translation>Der Schlüssel, unter den das Objekt übernommen wird.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resulting key:</source>
        <translation>Resultierender Schlüssel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete the temporary object after the copy</source>
        <translation>Temporäres Objekt nach dem Kopieren &amp;löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I&amp;mmediately against the object store</source>
        <translation>&amp;Sofort gegen den Objektspeicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy, verify, then delete the source now, from this computer.</source>
        <translation>Kopieren, prüfen, dann die Quelle löschen – jetzt, von diesem Computer aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Via the outbox: write a promote row for the relay</source>
        <translation>Über die &amp;Outbox: eine promote-Zeile für das Relay schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Insert a promote row into %1 in its own transaction; the relay carries it out.</source>
        <translation>Eine promote-Zeile in eigener Transaktion in %1 einfügen; das Relay führt sie aus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+339"/>
        <source>The profile has no object store.</source>
        <translation>Das Profil hat keinen Objektspeicher.</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Overwrite the object the permanent key holds</source>
        <translation>Vorhandenes Objekt unter dem permanenten Schlüssel &amp;überschreiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Validation message</source>
        <translation>Prüfmeldung</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+286"/>
        <source>&amp;Promote…</source>
        <translation>Überne&amp;hmen …</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Promote</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show the Row</source>
        <translation>Zeile &amp;zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog and show the promote row in the Rows tab</source>
        <translation>Dialog schließen und die Promote-Zeile im Reiter Zeilen zeigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the promote row written at %1</source>
        <translation>die um %1 geschriebene Promote-Zeile</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Write Promote Row…</source>
        <translation>promote-Zeile &amp;schreiben …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The promotion is running.</source>
        <translation>Die Übernahme läuft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done. Change the keys to promote another object.</source>
        <translation>Fertig. Ändern Sie die Schlüssel, um ein weiteres Objekt zu übernehmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter a valid temporary and permanent key first.</source>
        <translation>Geben Sie zuerst einen gültigen temporären und permanenten Schlüssel ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pre-check is running.</source>
        <translation>Die Vorabprüfung läuft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pre-check failed: %1</source>
        <translation>Die Vorabprüfung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key holds an object: tick &quot;Overwrite&quot; to replace it.</source>
        <translation>Unter dem permanenten Schlüssel liegt ein Objekt: Kreuzen Sie &quot;Vorhandenes Objekt … überschreiben&quot; an, um es zu ersetzen.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>%1 is a %2 outbox: promote rows go to a Vortos object-store outbox.</source>
        <translation>%1 ist eine %2-Outbox: promote-Zeilen gehören in eine Vortos-Objektspeicher-Outbox.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromotionCheckView</name>
    <message>
        <location filename="../ui/actions/promotioncheckview.cpp" line="+24"/>
        <source>Pre-check</source>
        <translation>Vorabprüfung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Store:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temporary object:</source>
        <translation>Temporäres Objekt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key:</source>
        <translation>Permanenter Schlüssel:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none configured in the profile</source>
        <translation>keiner im Profil eingerichtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the profile&apos;s object store</source>
        <translation>der Objektspeicher des Profils</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not checked (enter valid keys)</source>
        <translation>nicht geprüft (gültige Schlüssel eingeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+1"/>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be checked without an object store: the relay will fail the row if it is gone</source>
        <translation>ohne Objektspeicher nicht prüfbar: Das Relay lässt die Zeile fehlschlagen, wenn es fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be checked</source>
        <translation>nicht prüfbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ exists: %1</source>
        <translation>✓ vorhanden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚠ already holds an object: %1.
Tick &quot;Overwrite&quot; to replace it.</source>
        <translation>⚠ enthält bereits ein Objekt: %1.
Kreuzen Sie &quot;Vorhandenes Objekt … überschreiben&quot; an, um es zu ersetzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ free: nothing is stored there yet</source>
        <translation>✓ frei: Dort ist noch nichts gespeichert</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromotionResultView</name>
    <message>
        <location filename="../ui/actions/promotionresultview.cpp" line="+15"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion steps</source>
        <translation>Schritte der Übernahme</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Promoting…</source>
        <translation>Übernahme läuft …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: the relay will carry out row %1.</source>
        <translation>Fertig: Das Relay führt Zeile %1 aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: the object is promoted.</source>
        <translation>Fertig: Das Objekt ist übernommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ stopped: %1</source>
        <translation>✗ angehalten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The promotion stopped after the copy: see the steps done before it.</source>
        <translation>Die Übernahme hat nach dem Kopieren angehalten: Siehe die zuvor erledigten Schritte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The promotion failed before anything changed.</source>
        <translation>Die Übernahme ist fehlgeschlagen, bevor sich etwas geändert hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PurgeDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/purgedialog.cpp" line="+44"/>
        <source>%Ln week(s)</source>
        <translation>
            <numerusform>%Ln Woche</numerusform>
            <numerusform>%Ln Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln Tag</numerusform>
            <numerusform>%Ln Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln Stunde</numerusform>
            <numerusform>%Ln Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln Minute</numerusform>
            <numerusform>%Ln Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Purge Sent Rows — %1</source>
        <translation>Gesendete Zeilen bereinigen — %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+187"/>
        <source>Purge sent rows</source>
        <translation>Gesendete Zeilen bereinigen</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Delete the sent rows of %1 that were created longer ago than the retention period.</source>
        <translation>Die gesendeten Zeilen von %1 löschen, die vor mehr als der Aufbewahrungsfrist erstellt wurden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Retention in days</source>
        <translation>Aufbewahrung in Tagen</translation>
    </message>
    <message numerus="yes">
        <location line="-53"/>
        <source>%n day(s)</source>
        <comment>the retention spin box</comment>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Older than:</source>
        <translation>Älter als:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retention period</source>
        <translation>Aufbewahrungsfrist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number followed by m, h, d or w, for example 30d or 12h</source>
        <translation>Eine Zahl gefolgt von m, h, d oder w, zum Beispiel 30d oder 12h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or &amp;period:</source>
        <translation>oder &amp;Zeitraum:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counting</source>
        <translation>Zählung</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Rows to purge</source>
        <translation>Zu bereinigende Zeilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why purging is disabled</source>
        <translation>Warum das Bereinigen deaktiviert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purge progress</source>
        <translation>Fortschritt der Bereinigung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;ount Again</source>
        <translation>Neu &amp;zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count again</source>
        <translation>Neu zählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+64"/>
        <source>&amp;Purge</source>
        <translation>&amp;Bereinigen</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Purge</source>
        <translation>Bereinigen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Batch %1 of %2 · %Ln deleted</source>
        <translation>
            <numerusform>Batch %1 von %2 · %Ln gelöscht</numerusform>
            <numerusform>Batch %1 von %2 · %Ln gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%Ln sent row(s) were created before %1 (%2 ago) and would be deleted.</source>
        <translation>
            <numerusform>%Ln gesendete Zeile wurde vor %1 (vor %2) erstellt und würde gelöscht.</numerusform>
            <numerusform>%Ln gesendete Zeilen wurden vor %1 (vor %2) erstellt und würden gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Delete %Ln sent row(s) of %1 created before %2 (older than %3), where they are still sent.</source>
        <translation>
            <numerusform>%Ln gesendete Zeile von %1 löschen, die vor %2 erstellt wurde (älter als %3), sofern sie noch gesendet ist.</numerusform>
            <numerusform>%Ln gesendete Zeilen von %1 löschen, die vor %2 erstellt wurden (älter als %3), sofern sie noch gesendet sind.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, %2: no longer sent</source>
        <translation>%1, %2: nicht mehr gesendet</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deleted</source>
        <translation>
            <numerusform>%Ln gelöscht</numerusform>
            <numerusform>%Ln gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln übersprungen</numerusform>
            <numerusform>%Ln übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %Ln not reached</source>
        <translation>
            <numerusform>%1, %Ln nicht erreicht</numerusform>
            <numerusform>%1, %Ln nicht erreicht</numerusform>
        </translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Counting…</source>
        <translation>Zählen …</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>&amp;Purge %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile &amp;bereinigen</numerusform>
            <numerusform>%Ln Zeilen &amp;bereinigen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destructive: deletes rows permanently</source>
        <translation>Destruktiv: löscht Zeilen endgültig</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete the counted rows permanently (asks first)</source>
        <translation>Die gezählten Zeilen endgültig löschen (fragt vorher nach)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sent rows are old enough to purge</source>
        <translation>Keine gesendeten Zeilen sind alt genug zum Bereinigen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No sent rows were created before %1 (%2 ago): nothing to purge.</source>
        <translation>Keine gesendeten Zeilen wurden vor %1 (%2 her) erstellt: Nichts zu bereinigen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Counting failed: %1</source>
        <translation>Zählen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counting was cancelled.</source>
        <translation>Das Zählen wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counting the sent rows older than %1…</source>
        <translation>Gesendete Zeilen älter als %1 werden gezählt …</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rows in any other state are never deleted.</source>
        <translation>Zeilen in einem anderen Zustand werden nie gelöscht.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Purge %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile bereinigen</numerusform>
            <numerusform>%Ln Zeilen bereinigen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purge not confirmed: nothing was deleted.</source>
        <translation>Bereinigen nicht bestätigt: Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled after batch %1 of %2: %3.</source>
        <translation>Abgebrochen nach Batch %1 von %2: %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelled before the first batch: %1 Nothing was deleted.</source>
        <translation>Vor dem ersten Batch abgebrochen: %1 Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selecting the rows…</source>
        <translation>Zeilen werden ausgewählt …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayCounterBoard</name>
    <message>
        <location filename="../ui/relay/relaycounterboard.cpp" line="+17"/>
        <source>Claimed</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows claimed since the start</source>
        <translation>Seit dem Start reservierte Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Zugestellt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows delivered</source>
        <translation>Zugestellte Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows whose delivery failed and that will be tried again</source>
        <translation>Zeilen, deren Zustellung fehlgeschlagen ist und die erneut versucht werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows that failed for the last time</source>
        <translation>Zeilen, die zum letzten Mal fehlgeschlagen sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per second</source>
        <translation>Zeilen pro Sekunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows settled per second over the last 5 seconds</source>
        <translation>Pro Sekunde abgeschlossene Zeilen in den letzten 5 Sekunden</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 (idle)</source>
        <translation>%1 (Leerlauf)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayErrorList</name>
    <message>
        <location filename="../ui/relay/relayerrorlist.cpp" line="+18"/>
        <source>Last relay errors</source>
        <translation>Letzte Relay-Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click an error or a group to show its rows</source>
        <translation>Doppelklick auf einen Fehler oder eine Gruppe zeigt ihre Zeilen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the rows of the relay&apos;s error &quot;%1&quot;</source>
        <translation>die Zeilen des Relay-Fehlers „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(no error text)</source>
        <translation>(kein Fehlertext)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · row %2 · %3</source>
        <translation>%1 · Zeile %2 · %3</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayLagChart</name>
    <message>
        <location filename="../ui/relay/relaylagchart.cpp" line="+19"/>
        <source>Oldest pending row&apos;s age</source>
        <translation>Alter der ältesten ausstehenden Zeile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending age</source>
        <translation>Alter der ältesten ausstehenden Zeile</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lag chart: oldest pending row&apos;s age over time</source>
        <translation>Verzögerungsdiagramm: Alter der ältesten ausstehenden Zeile im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayPanel</name>
    <message>
        <location filename="../ui/relay/relaypanel.cpp" line="+61"/>
        <location line="+134"/>
        <location line="+75"/>
        <source>No table</source>
        <translation>Keine Tabelle</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Relay state</source>
        <translation>Zustand des Relays</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the relay</source>
        <translation>Das Relay starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+229"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausieren</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Pause or resume the relay</source>
        <translation>Das Relay pausieren oder fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the relay</source>
        <translation>Das Relay stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current batch is settled.</source>
        <translation>Anhalten, sobald der aktuelle Batch abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+208"/>
        <source>Create &amp;Delivery Table…</source>
        <translation>&amp;Zustelltabelle anlegen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the table in which the relay records attempts, errors and retries.</source>
        <translation>Die Tabelle anlegen, in der das Relay Versuche, Fehler und Wiederholungen festhält.</translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+236"/>
        <source>Test P&amp;ublish</source>
        <translation>Testver&amp;öffentlichung</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Send one test event to the sink with the profile&apos;s settings. No row is read or changed: the event&apos;s aggregate_type is OutboxConsole, its event_type test.</source>
        <translation>Ein Testereignis mit den Einstellungen des Profils an die Senke senden. Keine Zeile wird gelesen oder geändert: aggregate_type des Ereignisses ist OutboxConsole, sein event_type test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sin&amp;k Settings…</source>
        <translation>Sen&amp;ke einrichten …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sink, its event format and its secret, in the profile&apos;s relay settings</source>
        <translation>Die Senke, ihr Ereignisformat und ihr Geheimnis, in den Relay-Einstellungen des Profils</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Relay log</source>
        <translation>Relay-Protokoll</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+384"/>
        <source>Last &amp;errors</source>
        <translation>Letzte &amp;Fehler</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Relay on %1 → %2</source>
        <translation>Relay auf %1 → %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Table %1 (%2) of %3.</source>
        <translation>Tabelle %1 (%2) von %3.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Relay on %1 → %2 (sink settings changed to %3: stop and start the relay to apply them)</source>
        <translation>Relay auf %1 → %2 (Senken-Einstellungen auf %3 geändert: Stoppen und starten Sie das Relay, um sie anzuwenden)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Test event %1 reached %2 in %3 ms.</source>
        <translation>Testereignis %1 hat %2 in %3 ms erreicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test publish failed: %1</source>
        <translation>Testveröffentlichung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sending a test event to %1…</source>
        <translation>Ein Testereignis wird an %1 gesendet …</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>● Running</source>
        <translation>● Läuft</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>❚❚ Paused</source>
        <translation>❚❚ Pausiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>Stopping after the current batch…</source>
        <translation>Wird nach dem aktuellen Batch gestoppt …</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Start delivering pending rows.</source>
        <translation>Mit der Zustellung ausstehender Zeilen beginnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Create &amp;Relay Tables…</source>
        <translation>&amp;Relay-Tabellen anlegen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the console&apos;s tables this database lacks: %1</source>
        <translation>Die Tabellen der Konsole anlegen, die dieser Datenbank fehlen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Relays share a table safely (each row is claimed by one), but make sure another one is wanted.</source>
        <translation>Relays können sich eine Tabelle sicher teilen (jede Zeile wird von einem reserviert), aber stellen Sie sicher, dass ein weiteres gewollt ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relays registered on %1: %2.</source>
        <translation>Auf %1 registrierte Relays: %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Started: delivering to %1 (lanes: %2).</source>
        <translation>Gestartet: Zustellung an %1 (Spuren: %2).</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Could not sample the table: %1</source>
        <translation>Die Tabelle konnte nicht abgefragt werden: %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Publishing…</source>
        <translation>Wird veröffentlicht …</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>⚠ %n other session(s) hold row locks on %1 (%2): other relays are probably running.</source>
        <translation>
            <numerusform>⚠ %n andere Sitzung hält Zeilensperren auf %1 (%2): Wahrscheinlich läuft ein weiteres Relay.</numerusform>
            <numerusform>⚠ %n andere Sitzungen halten Zeilensperren auf %1 (%2): Wahrscheinlich laufen weitere Relays.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Batch: %1 claimed, %2 delivered, %3 failed, %4 dead in %5 s.</source>
        <translation>Batch: %1 reserviert, %2 zugestellt, %3 fehlgeschlagen, %4 tot in %5 s.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n row(s) not tried: an earlier row of their file failed, and they wait behind it.</source>
        <translation>
            <numerusform>%n Zeile nicht versucht: eine frühere Zeile ihrer Datei ist fehlgeschlagen, und sie wartet dahinter.</numerusform>
            <numerusform>%n Zeilen nicht versucht: eine frühere Zeile ihrer Datei ist fehlgeschlagen, und sie warten dahinter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped: %1</source>
        <translation>Gestoppt: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starting the relay on %1…</source>
        <translation>Das Relay auf %1 wird gestartet …</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paused: no new batch is claimed.</source>
        <translation>Pausiert: Es wird kein neuer Batch reserviert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Last &amp;errors (%1)</source>
        <translation>Letzte &amp;Fehler (%1)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayStartPlan</name>
    <message>
        <location filename="../ui/relay/relaystartplan.cpp" line="+23"/>
        <source>the OBJECT_STORE_* object store</source>
        <translation>der Objektspeicher aus OBJECT_STORE_*</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a table first.</source>
        <translation>Öffnen Sie zuerst eine Tabelle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rows of %1 are delivered by its own library (%2): the console&apos;s relay does not run on them.</source>
        <translation>Die Zeilen von %1 werden von der eigenen Bibliothek der Tabelle (%2) zugestellt: Das Relay der Konsole läuft nicht für sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot; is read-only: the relay changes rows and will not start. Unlock writing for this session first.</source>
        <translation>Das Profil &quot;%1&quot; ist schreibgeschützt: Das Relay ändert Zeilen und startet nicht. Schalten Sie zuerst das Schreiben für diese Sitzung frei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The profile has no object store for the Vortos relay: set one in the profile (or the OBJECT_STORE_* environment).</source>
        <translation>Das Profil hat keinen Objektspeicher für das Vortos-Relay: Legen Sie einen im Profil fest (oder in der Umgebung OBJECT_STORE_*).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The profile has no sink for the FennFlow relay: set a webhook, a file or a broker in its Sink Settings.</source>
        <translation>Das Profil hat keine Senke für das FennFlow-Relay: Legen Sie unter „Senke einrichten“ einen Webhook, eine Datei oder einen Broker fest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The relay is running.</source>
        <translation>Das Relay läuft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In &amp;order per object</source>
        <translation>In &amp;Reihenfolge pro Objekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row waits while an older row that writes its object, or deletes the source it moves, is undelivered: waiting for its retry, in flight, or dead. Other objects are never held up (outboxctl relay --ordering=key).</source>
        <translation>Eine Zeile wartet, solange eine ältere Zeile, die ihr Objekt schreibt oder die Quelle löscht, die sie verschiebt, nicht zugestellt ist: Sie wartet auf ihren nächsten Versuch, ist in Arbeit oder tot. Andere Objekte werden nie aufgehalten (outboxctl relay --ordering=key).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In &amp;order per file</source>
        <translation>In &amp;Reihenfolge je Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An event waits while an older event of its file (aggregate_id) is undelivered: waiting for its retry, in flight, or dead. Other files are never held up (outboxctl relay --ordering=key).</source>
        <translation>Ein Ereignis wartet, solange ein älteres Ereignis seiner Datei (aggregate_id) nicht zugestellt ist: es wartet auf seine Wiederholung, ist in Zustellung oder tot. Andere Dateien werden nie aufgehalten (outboxctl relay --ordering=key).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, since %2, last heartbeat %3 s ago%4</source>
        <translation>%1, seit %2, letztes Lebenszeichen vor %3 s%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, paused</source>
        <translation>, pausiert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start the relay</source>
        <translation>Das Relay starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a relay on %1: pending rows will be delivered to %2.</source>
        <translation>Ein Relay auf %1 starten: Ausstehende Zeilen werden an %2 zugestellt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows are claimed in batches of %1 and marked done, retried with backoff, or dead after %2 attempts.</source>
        <translation>Zeilen werden in Batches zu %1 reserviert und als erledigt markiert, mit Backoff erneut versucht oder nach %2 Versuchen tot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows are claimed in batches of %1 and marked sent; a failed delivery marks the row failed at once (this table has no %2: outboxctl relay init creates it, for retries with backoff).</source>
        <translation>Zeilen werden in Batches von %1 übernommen und als gesendet markiert; eine fehlgeschlagene Zustellung markiert die Zeile sofort als fehlgeschlagen (diese Tabelle hat keine %2: outboxctl relay init legt sie an, für Wiederholungen mit Backoff).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rows that touch one object are carried out in order: a row waits while an older one of its object is undelivered.</source>
        <translation>Zeilen, die dasselbe Objekt betreffen, werden der Reihe nach ausgeführt: Eine Zeile wartet, solange eine ältere ihres Objekts nicht zugestellt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows are carried out oldest first, whatever their object: a later delete may overtake a put that waits for its retry.</source>
        <translation>Zeilen werden älteste zuerst ausgeführt, gleich welches Objekt sie betreffen: Ein späteres Löschen kann ein Schreiben überholen, das auf seinen nächsten Versuch wartet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Events of one file are delivered in order: an event waits while an older one of its file is undelivered.</source>
        <translation>Die Ereignisse einer Datei werden in Reihenfolge zugestellt: Ein Ereignis wartet, solange ein älteres seiner Datei nicht zugestellt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events are delivered oldest first, whatever their file: a later event may overtake one that waits for its retry.</source>
        <translation>Die ältesten Ereignisse werden zuerst zugestellt, gleich welche Datei: Ein späteres Ereignis kann eines überholen, das auf seine Wiederholung wartet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other sessions holding row locks on the table now: %1. Another relay is probably running.</source>
        <translation>Andere Sitzungen mit Zeilensperren auf der Tabelle: derzeit %1. Wahrscheinlich läuft ein weiteres Relay.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relays running on this table: %1.</source>
        <translation>Auf dieser Tabelle laufende Relays: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start relay</source>
        <translation>Relay starten</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayTablesSetup</name>
    <message>
        <location filename="../ui/relay/relaytablessetup.cpp" line="+30"/>
        <source>%1 is read-only: the console will not create tables in its database. Unlock writing for this session first, or ask someone who may.</source>
        <translation>%1 ist schreibgeschützt: Die Konsole legt keine Tabellen in seiner Datenbank an. Schalten Sie zuerst das Schreiben für diese Sitzung frei oder bitten Sie jemanden, der es darf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Create the delivery table</source>
        <translation>Die Zustelltabelle anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create the console&apos;s delivery table and its other tables (%1) beside %2. The FennFlow table itself is not changed.</source>
        <translation>Die Zustelltabelle und die anderen Tabellen der Konsole (%1) neben %2 anlegen. Die FennFlow-Tabelle selbst wird nicht geändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-6"/>
        <source>With them the relay records each event&apos;s attempts and last error, retries with backoff and keeps the table&apos;s status vocabulary, and dead events can be parked (Blocked tab).</source>
        <translation>Damit hält das Relay die Versuche und den letzten Fehler jedes Ereignisses fest, wiederholt mit Wartezeit und bewahrt das Statusvokabular der Tabelle, und tote Ereignisse lassen sich parken (Reiter Blockiert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create the console&apos;s tables</source>
        <translation>Die Tabellen der Konsole anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create %1 beside %2. The outbox table itself is not changed.</source>
        <translation>%1 neben %2 anlegen. Die Outbox-Tabelle selbst wird nicht geändert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attempt log keeps every failed attempt and what a retry cleared, for each row&apos;s History; the group notes are shared with everyone who opens the table.</source>
        <translation>Das Versuchsprotokoll behält jeden fehlgeschlagenen Versuch und was ein erneuter Versuch gelöscht hat, für den Verlauf jeder Zeile; die Gruppennotizen teilen alle, die die Tabelle öffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create Tables</source>
        <translation>Tabellen anlegen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The console&apos;s tables beside %1 already exist.</source>
        <translation>Die Tabellen der Konsole neben %1 gibt es schon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created the delivery table beside %1: the relay now records why each event failed.</source>
        <translation>Die Zustelltabelle neben %1 ist angelegt: Das Relay hält jetzt fest, warum ein Ereignis fehlschlug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Created the console&apos;s tables beside %1.</source>
        <translation>Die Tabellen der Konsole neben %1 wurden angelegt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not create the console&apos;s tables: %1</source>
        <translation>Die Tabellen der Konsole konnten nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The audit outcome could not be written: %1</source>
        <translation>Das Ergebnis konnte nicht ins Audit geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ReplayDialog</name>
    <message>
        <location filename="../ui/actions/replaydialog.cpp" line="+45"/>
        <source>Replay Sent Rows — %1</source>
        <translation>Gesendete Zeilen erneut einspielen — %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+139"/>
        <source>Replay sent rows</source>
        <translation>Gesendete Zeilen erneut einspielen</translation>
    </message>
    <message numerus="yes">
        <location line="-144"/>
        <source>Copy %Ln sent row(s) as new ready rows, so that the relay delivers them again. The originals stay as they are; consumers receive each copy as a new event.</source>
        <translation>
            <numerusform>%Ln gesendete Zeile als neue bereite Zeile kopieren, damit das Relay sie erneut zustellt. Das Original bleibt, wie es ist; Konsumenten erhalten die Kopie als neues Ereignis.</numerusform>
            <numerusform>%Ln gesendete Zeilen als neue bereite Zeilen kopieren, damit das Relay sie erneut zustellt. Die Originale bleiben, wie sie sind; Konsumenten erhalten jede Kopie als neues Ereignis.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checking the rows</source>
        <translation>Die Zeilen werden geprüft</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>What the replay copies</source>
        <translation>Was das Einspielen kopiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order warning</source>
        <translation>Warnung zur Reihenfolge</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Why replaying is disabled</source>
        <translation>Warum erneutes Einspielen deaktiviert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay progress</source>
        <translation>Fortschritt des Einspielens</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+28"/>
        <source>&amp;Replay</source>
        <translation>&amp;Einspielen</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Replay</source>
        <translation>Einspielen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Start the &amp;Canary</source>
        <translation>&amp;Canary starten</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Replay %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile &amp;einspielen</numerusform>
            <numerusform>%Ln Zeilen &amp;einspielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Checking the %Ln row(s) and the order of their keys…</source>
        <translation>
            <numerusform>Die %Ln Zeile und die Reihenfolge ihres Schlüssels werden geprüft …</numerusform>
            <numerusform>Die %Ln Zeilen und die Reihenfolge ihrer Schlüssel werden geprüft …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled: nothing was checked, nothing is replayed.</source>
        <translation>Abgebrochen: nichts wurde geprüft, nichts wird eingespielt.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln sent row(s) will be copied: %1.</source>
        <translation>
            <numerusform>%Ln gesendete Zeile wird kopiert: %1.</numerusform>
            <numerusform>%Ln gesendete Zeilen werden kopiert: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The copies of %Ln row(s) would be delivered after a newer row of their key, so a consumer would see the older event last: %1</source>
        <translation>
            <numerusform>Die Kopie von %Ln Zeile würde nach einer neueren Zeile ihres Schlüssels zugestellt, ein Konsument sähe also das ältere Ereignis zuletzt: %1</numerusform>
            <numerusform>Die Kopien von %Ln Zeilen würden nach einer neueren Zeile ihres Schlüssels zugestellt, ein Konsument sähe also das ältere Ereignis zuletzt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %Ln key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>Die Reihenfolge von %Ln Schlüssel wurde nicht geprüft (die ersten %1 schon).</numerusform>
            <numerusform>Die Reihenfolge von %Ln Schlüsseln wurde nicht geprüft (die ersten %1 schon).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Batch %1 of %2 · %Ln replayed</source>
        <translation>
            <numerusform>Stapel %1 von %2 · %Ln eingespielt</numerusform>
            <numerusform>Stapel %1 von %2 · %Ln eingespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copy %Ln sent row(s) of %1 as new ready rows, so that the relay delivers them again; the originals stay as they are.</source>
        <translation>
            <numerusform>%Ln gesendete Zeile von %1 als neue bereite Zeile kopieren, damit das Relay sie erneut zustellt; das Original bleibt, wie es ist.</numerusform>
            <numerusform>%Ln gesendete Zeilen von %1 als neue bereite Zeilen kopieren, damit das Relay sie erneut zustellt; die Originale bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Consumers receive each copy as a new event (FennFlow: a new event_id); a consumer that deduplicates by a payload field drops it.</source>
        <translation>Konsumenten erhalten jede Kopie als neues Ereignis (FennFlow: eine neue event_id); ein Konsument, der nach einem Feld der Nutzlast dedupliziert, verwirft sie.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Replay %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile erneut einspielen</numerusform>
            <numerusform>%Ln Zeilen erneut einspielen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canary replay</source>
        <translation>Canary-Replay</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start the Canary</source>
        <translation>Canary starten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled before the first batch: %1 Nothing was copied.</source>
        <translation>Vor dem ersten Stapel abgebrochen: %1 Nichts wurde kopiert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replaying…</source>
        <translation>Wird eingespielt …</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Canary: starting</source>
        <translation>Canary: Start</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Canary: failed</source>
        <translation>Canary: fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canary replay failed: %1</source>
        <translation>Canary-Replay fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary: cancelled</source>
        <translation>Canary: abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the canary: %1 Nothing was copied.</source>
        <translation>Vor dem Canary abgebrochen: %1 Nichts wurde kopiert.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ResendDialog</name>
    <message>
        <location filename="../ui/actions/resenddialog.cpp" line="+56"/>
        <source>Edit and Resend Row %1</source>
        <translation>Zeile %1 bearbeiten und erneut senden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit the payload of the dead %1 row %2, then resend it: the edited payload is written as a new ready row, and %2 stays as it was written, marked superseded (it no longer counts as dead and cannot be retried).</source>
        <translation>Bearbeiten Sie die Nutzlast der toten %1-Zeile %2 und senden Sie sie dann erneut: Die bearbeitete Nutzlast wird als neue bereite Zeile geschrieben, und %2 bleibt, wie sie geschrieben wurde, als ersetzt markiert (sie zählt nicht mehr als tot und kann nicht mehr erneut versucht werden).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Payload</source>
        <translation>Nutzlast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resend…</source>
        <translation>&amp;Erneut senden …</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Last error: %1</source>
        <translation>Letzter Fehler: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Reading the row as stored…</source>
        <translation>Die Zeile wird gelesen, wie sie gespeichert ist …</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Edit the payload: the resend is offered once it differs from the original and passes the checks.</source>
        <translation>Bearbeiten Sie die Nutzlast: Das erneute Senden wird angeboten, sobald sie sich vom Original unterscheidet und die Prüfungen besteht.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Valid %1 payload: %n field(s) changed.</source>
        <translation>
            <numerusform>Gültige %1-Nutzlast: %n Feld geändert.</numerusform>
            <numerusform>Gültige %1-Nutzlast: %n Felder geändert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is read-only: unlock writing to resend.</source>
        <translation>%1 ist schreibgeschützt: Schalten Sie das Schreiben frei, um erneut zu senden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Checking what the copy would wait behind…</source>
        <translation>Es wird geprüft, hinter welchen Zeilen die Kopie warten würde …</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>In order per key, the copy will wait behind %Ln older undelivered row(s) of its key %1: it is delivered after them, and a dead one holds it until it is retried, parked or marked done (the Blocked tab).</source>
        <translation>
            <numerusform>In Reihenfolge je Schlüssel wartet die Kopie hinter %Ln älteren nicht zugestellten Zeile ihres Schlüssels %1: Sie wird danach zugestellt, und ist jene Zeile tot, hält sie die Kopie auf, bis sie erneut versucht, geparkt oder als erledigt markiert wird (Reiter Blockiert).</numerusform>
            <numerusform>In Reihenfolge je Schlüssel wartet die Kopie hinter %Ln älteren nicht zugestellten Zeilen ihres Schlüssels %1: Sie wird nach ihnen zugestellt, und eine tote davon hält sie auf, bis diese erneut versucht, geparkt oder als erledigt markiert wird (Reiter Blockiert).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Resend an edited row</source>
        <translation>Eine bearbeitete Zeile erneut senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the edited payload of %1 as a new ready row of %2, and mark %1 superseded.</source>
        <translation>Die bearbeitete Nutzlast von %1 als neue bereite Zeile von %2 schreiben und %1 als ersetzt markieren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The original row is not changed: its payload stays readable, and the resend can be undone from the Audit tab.</source>
        <translation>Die ursprüngliche Zeile wird nicht geändert: Ihre Nutzlast bleibt lesbar, und das erneute Senden lässt sich im Reiter Audit rückgängig machen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resend Row</source>
        <translation>Zeile erneut senden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resending…</source>
        <translation>Wird erneut gesendet …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryDialog</name>
    <message>
        <location filename="../ui/actions/retrydialog.cpp" line="+52"/>
        <source>Retry Dead Rows — %1</source>
        <translation>Tote Zeilen erneut versuchen — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+209"/>
        <source>Retry dead rows</source>
        <translation>Tote Zeilen erneut versuchen</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dry run progress</source>
        <translation>Fortschritt des Probelaufs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why changes are disabled</source>
        <translation>Warum Änderungen deaktiviert sind</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change progress</source>
        <translation>Fortschritt der Änderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &amp;Dry Run Again</source>
        <translation>&amp;Probelauf wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the dry run again</source>
        <translation>Den Probelauf wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+82"/>
        <source>&amp;Mark Done…</source>
        <translation>Als erledigt &amp;markieren …</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Mark done</source>
        <translation>Als erledigt markieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+70"/>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show These Rows</source>
        <translation>Diese Zeilen &amp;zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show these rows</source>
        <translation>Diese Zeilen zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog and list the rows of this change in the Rows tab, whatever their state now</source>
        <translation>Dialog schließen und die Zeilen dieser Änderung im Reiter Zeilen zeigen, in welchem Zustand sie jetzt auch sind</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>&amp;Retry %Ln Row(s) That Can Succeed</source>
        <translation>
            <numerusform>&amp;%Ln Zeile wiederholen, die gelingen kann</numerusform>
            <numerusform>&amp;%Ln Zeilen wiederholen, die gelingen können</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Retry %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile &amp;erneut versuchen</numerusform>
            <numerusform>%Ln Zeilen &amp;erneut versuchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>&amp;Mark %Ln Flagged Row(s) Done…</source>
        <translation>
            <numerusform>%Ln markierte Zeile als erledigt &amp;markieren …</numerusform>
            <numerusform>%Ln markierte Zeilen als erledigt &amp;markieren …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&amp;Mark %Ln Row(s) Done…</source>
        <translation>
            <numerusform>%Ln Zeile als erledigt &amp;markieren …</numerusform>
            <numerusform>%Ln Zeilen als erledigt &amp;markieren …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every planned row is flagged: none can succeed as it is</source>
        <translation>Jede geplante Zeile ist markiert: keine kann so gelingen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Set the %Ln unflagged row(s) back to pending; the flagged rows stay dead</source>
        <translation>
            <numerusform>Die %Ln nicht markierte Zeile auf wartend zurücksetzen; die markierten Zeilen bleiben tot</numerusform>
            <numerusform>Die %Ln nicht markierten Zeilen auf wartend zurücksetzen; die markierten Zeilen bleiben tot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set the %Ln planned row(s) back to pending, where they are still dead</source>
        <translation>
            <numerusform>Die %Ln geplante Zeile auf ausstehend zurücksetzen, sofern sie noch tot ist</numerusform>
            <numerusform>Die %Ln geplanten Zeilen auf ausstehend zurücksetzen, sofern sie noch tot sind</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The dry run found no dead rows to retry</source>
        <translation>Der Probelauf hat keine toten Zeilen zum erneuten Versuchen gefunden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mark done is offered for rows whose target already exists, or for selected rows</source>
        <translation>&quot;Als erledigt markieren&quot; wird für Zeilen angeboten, deren Ziel bereits existiert, oder für ausgewählte Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the rows done without delivering them (a reason is required)</source>
        <translation>Die Zeilen als erledigt markieren, ohne sie zuzustellen (ein Grund ist erforderlich)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Dry run complete: nothing has changed yet.</source>
        <translation>Probelauf abgeschlossen: Noch wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The dry run failed: %1</source>
        <translation>Der Probelauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dry run was cancelled. Nothing was changed.</source>
        <translation>Der Probelauf wurde abgebrochen. Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Set %Ln dead row(s) of %1 back to pending (attempts reset, last error cleared), where they are still dead.</source>
        <translation>
            <numerusform>%Ln tote Zeile von %1 auf ausstehend zurücksetzen (Versuche zurückgesetzt, letzter Fehler gelöscht), sofern sie noch tot ist.</numerusform>
            <numerusform>%Ln tote Zeilen von %1 auf ausstehend zurücksetzen (Versuche zurückgesetzt, letzter Fehler gelöscht), sofern sie noch tot sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln row(s) the dry run flagged stay dead (a target that exists, or a source still missing).</source>
        <translation>
            <numerusform>%Ln vom Probelauf markierte Zeile bleibt tot (ein Ziel, das schon besteht, oder eine Quelle, die noch fehlt).</numerusform>
            <numerusform>%Ln vom Probelauf markierte Zeilen bleiben tot (ein Ziel, das schon besteht, oder eine Quelle, die noch fehlt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Mark %Ln dead row(s) of %1 as done without delivering them, where they are still dead.</source>
        <translation>
            <numerusform>%Ln tote Zeile von %1 als erledigt markieren, ohne sie zuzustellen, sofern sie noch tot ist.</numerusform>
            <numerusform>%Ln tote Zeilen von %1 als erledigt markieren, ohne sie zuzustellen, sofern sie noch tot sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%1 of %Ln row(s)</source>
        <translation>
            <numerusform>%1 von %Ln Zeile</numerusform>
            <numerusform>%1 von %Ln Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln übersprungen</numerusform>
            <numerusform>%Ln übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: no longer dead</source>
        <translation>%1, %2: nicht mehr tot</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln retried</source>
        <translation>
            <numerusform>%Ln erneut versucht</numerusform>
            <numerusform>%Ln erneut versucht</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2: not found or no longer dead</source>
        <translation>%1, %2: nicht gefunden oder nicht mehr tot</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln marked done</source>
        <translation>
            <numerusform>%Ln als erledigt markiert</numerusform>
            <numerusform>%Ln als erledigt markiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled after batch %1 of %2: %3, %Ln not reached.</source>
        <translation>
            <numerusform>Abgebrochen nach Batch %1 von %2: %3, %Ln nicht erreicht.</numerusform>
            <numerusform>Abgebrochen nach Batch %1 von %2: %3, %Ln nicht erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the %Ln row(s) of the retry at %1</source>
        <translation>
            <numerusform>die %Ln Zeile der Wiederholung um %1</numerusform>
            <numerusform>die %Ln Zeilen der Wiederholung um %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the %Ln row(s) marked done at %1</source>
        <translation>
            <numerusform>die %Ln um %1 als erledigt markierte Zeile</numerusform>
            <numerusform>die %Ln um %1 als erledigt markierten Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The dry run&apos;s %Ln row(s) went to the retry (the result is below); run the dry run again to see what is dead now.</source>
        <translation>
            <numerusform>Die %Ln Zeile des Probelaufs ging in die Wiederholung (Ergebnis unten); führen Sie den Probelauf erneut aus, um zu sehen, was jetzt tot ist.</numerusform>
            <numerusform>Die %Ln Zeilen des Probelaufs gingen in die Wiederholung (Ergebnis unten); führen Sie den Probelauf erneut aus, um zu sehen, was jetzt tot ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-49"/>
        <source>Retrying %Ln row(s)…</source>
        <translation>
            <numerusform>%Ln Zeile wird erneut versucht …</numerusform>
            <numerusform>%Ln Zeilen werden erneut versucht …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Marking %Ln row(s) done…</source>
        <translation>
            <numerusform>%Ln Zeile wird als erledigt markiert …</numerusform>
            <numerusform>%Ln Zeilen werden als erledigt markiert …</numerusform>
        </translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+168"/>
        <location line="+44"/>
        <source>Another task of this dialog is still running.</source>
        <translation>Eine andere Aufgabe dieses Dialogs läuft noch.</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>changing rows</source>
        <translation>Zeilen ändern</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%1 of %Ln row(s) (batch %2 of %3)</source>
        <translation>
            <numerusform>%1 von %Ln Zeile (Batch %2 von %3)</numerusform>
            <numerusform>%1 von %Ln Zeilen (Batch %2 von %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Set the %Ln planned row(s) back to “%1”, where they are still failed</source>
        <translation>
            <numerusform>Die %Ln geplante Zeile auf „%1“ zurücksetzen, sofern sie noch fehlgeschlagen ist</numerusform>
            <numerusform>Die %Ln geplanten Zeilen auf „%1“ zurücksetzen, sofern sie noch fehlgeschlagen sind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Dry run: looking up the %Ln selected row(s)…</source>
        <translation>
            <numerusform>Probelauf: Die %Ln ausgewählte Zeile wird nachgeschlagen …</numerusform>
            <numerusform>Probelauf: Die %Ln ausgewählten Zeilen werden nachgeschlagen …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dry run: finding the dead rows to retry…</source>
        <translation>Probelauf: Die toten Zeilen zum erneuten Versuchen werden gesucht …</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>Set %Ln failed row(s) of %1 back to “%2” (delivery state cleared), where they are still failed.</source>
        <translation>
            <numerusform>%Ln fehlgeschlagene Zeile von %1 auf „%2“ zurücksetzen (Zustellzustand gelöscht), sofern sie noch fehlgeschlagen ist.</numerusform>
            <numerusform>%Ln fehlgeschlagene Zeilen von %1 auf „%2“ zurücksetzen (Zustellzustand gelöscht), sofern sie noch fehlgeschlagen sind.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By %1: %2</source>
        <translation>Nach %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln error group(s).</source>
        <translation>
            <numerusform>%Ln Fehlergruppe.</numerusform>
            <numerusform>%Ln Fehlergruppen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Retry %Ln Row(s)</source>
        <translation>
            <numerusform>%Ln Zeile erneut versuchen</numerusform>
            <numerusform>%Ln Zeilen erneut versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canary redrive</source>
        <translation>Canary-Wiederholung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start the Canary</source>
        <translation>Canary starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry not confirmed: nothing was changed.</source>
        <translation>Erneuter Versuch nicht bestätigt: Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mark rows done</source>
        <translation>Zeilen als erledigt markieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark rows “%1”</source>
        <translation>Zeilen als „%1“ markieren</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %Ln failed row(s) of %1 to “%2” without delivering them, where they are still failed.</source>
        <translation>
            <numerusform>%Ln fehlgeschlagene Zeile von %1 auf „%2“ setzen, ohne sie zuzustellen, sofern sie noch fehlgeschlagen ist.</numerusform>
            <numerusform>%Ln fehlgeschlagene Zeilen von %1 auf „%2“ setzen, ohne sie zuzustellen, sofern sie noch fehlgeschlagen sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Mark %Ln Row(s) “%1”</source>
        <translation>
            <numerusform>%Ln Zeile als „%1“ markieren</numerusform>
            <numerusform>%Ln Zeilen als „%1“ markieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These are the move/promote rows whose target already exists.</source>
        <translation>Dies sind die move-/promote-Zeilen, deren Ziel bereits existiert.</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>Mark %Ln Row(s) Done</source>
        <translation>
            <numerusform>%Ln Zeile als erledigt markieren</numerusform>
            <numerusform>%Ln Zeilen als erledigt markieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mark done not confirmed: nothing was changed.</source>
        <translation>Als erledigt markieren nicht bestätigt: Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark done needs a reason: nothing was changed.</source>
        <translation>Als erledigt markieren braucht einen Grund: Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Canary: starting</source>
        <translation>Canary: wird gestartet</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Canary redrive finished.</source>
        <translation>Canary-Wiederholung abgeschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary redrive stopped by itself: the rows it did not reach are still dead.</source>
        <translation>Die Canary-Wiederholung hat von selbst angehalten: Die Zeilen, die sie nicht erreicht hat, sind weiterhin tot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Canary: failed</source>
        <translation>Canary: fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canary redrive failed: %1</source>
        <translation>Canary-Wiederholung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary: cancelled</source>
        <translation>Canary: abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the canary: %1 Nothing was changed.</source>
        <translation>Vor dem Canary abgebrochen: %1 Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Canary redrive: retrying the first %Ln row(s)…</source>
        <translation>
            <numerusform>Canary-Wiederholung: Die erste %Ln Zeile wird erneut versucht …</numerusform>
            <numerusform>Canary-Wiederholung: Die ersten %Ln Zeilen werden erneut versucht …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Retry cancelled.</source>
        <translation>Erneuter Versuch abgebrochen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark done cancelled.</source>
        <translation>Als erledigt markieren abgebrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry finished.</source>
        <translation>Erneuter Versuch abgeschlossen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark done finished.</source>
        <translation>Als erledigt markieren abgeschlossen.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%Ln set to “%1”</source>
        <translation>
            <numerusform>%Ln auf „%1“ gesetzt</numerusform>
            <numerusform>%Ln auf „%1“ gesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>the %Ln row(s) set to “%1” at %2</source>
        <translation>
            <numerusform>die %Ln um %2 auf „%1“ gesetzte Zeile</numerusform>
            <numerusform>die %Ln um %2 auf „%1“ gesetzten Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Cancelled before the first batch: %1 Nothing was changed.</source>
        <translation>Vor dem ersten Batch abgebrochen: %1 Nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Setting %Ln row(s) to “%1”…</source>
        <translation>
            <numerusform>%Ln Zeile wird auf „%1“ gesetzt …</numerusform>
            <numerusform>%Ln Zeilen werden auf „%1“ gesetzt …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cancelling after the current batch…</source>
        <translation>Wird nach dem aktuellen Batch abgebrochen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelling the dry run…</source>
        <translation>Probelauf wird abgebrochen …</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryPlanView</name>
    <message>
        <location filename="../ui/actions/retryplanview.cpp" line="+34"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(no error)</source>
        <translation>(kein Fehler)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Group id: %2</source>
        <translation>%1
Gruppen-ID: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dry run result</source>
        <translation>Ergebnis des Probelaufs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note on the error group</source>
        <translation>Notiz zur Fehlergruppe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Error group</source>
        <translation>Fehlergruppe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last Error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample rows</source>
        <translation>Beispielzeilen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Target check</source>
        <translation>Zielprüfung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Note on this error group (%1, %2): %3</source>
        <translation>Notiz zu dieser Fehlergruppe (%1, %2): %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No dead rows to retry.</source>
        <translation>Keine toten Zeilen zum erneuten Versuchen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Dry run: none of the %Ln dead row(s) of %1 would be set back to pending: every one is flagged (its target already exists, its source is still missing, or it names a key the relay refuses).</source>
        <translation>
            <numerusform>Probelauf: Die %Ln tote Zeile von %1 würde nicht auf ausstehend zurückgesetzt: Sie ist markiert (ihr Ziel existiert bereits, ihre Quelle fehlt noch, oder sie nennt einen Schlüssel, den das Relay ablehnt).</numerusform>
            <numerusform>Probelauf: Keine der %Ln toten Zeilen von %1 würde auf ausstehend zurückgesetzt: Jede ist markiert (ihr Ziel existiert bereits, ihre Quelle fehlt noch, oder sie nennt einen Schlüssel, den das Relay ablehnt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Mark Done… marks %Ln of them done without delivering them.</source>
        <translation>
            <numerusform>„Als erledigt markieren …“ markiert %Ln davon als erledigt, ohne sie zuzustellen.</numerusform>
            <numerusform>„Als erledigt markieren …“ markiert %Ln davon als erledigt, ohne sie zuzustellen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A row whose source is missing can be retried once the object is back: run the dry run again then.</source>
        <translation>Eine Zeile, deren Quelle fehlt, kann erneut versucht werden, sobald das Objekt wieder da ist: Führen Sie dann den Probelauf erneut aus.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dry run: %Ln dead row(s) of %1 would be set back to pending (attempts reset, last error cleared).</source>
        <translation>
            <numerusform>Probelauf: %Ln tote Zeile von %1 würde auf ausstehend zurückgesetzt (Versuche zurückgesetzt, letzter Fehler gelöscht).</numerusform>
            <numerusform>Probelauf: %Ln tote Zeilen von %1 würden auf ausstehend zurückgesetzt (Versuche zurückgesetzt, letzter Fehler gelöscht).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln flagged row(s) stay dead.</source>
        <translation>
            <numerusform>%Ln markierte Zeile bleibt tot.</numerusform>
            <numerusform>%Ln markierte Zeilen bleiben tot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Dry run: %Ln failed row(s) of %1 would be set back to “%2” (delivery state cleared).</source>
        <translation>
            <numerusform>Probelauf: %Ln fehlgeschlagene Zeile von %1 würde auf „%2“ zurückgesetzt (Zustellzustand gelöscht).</numerusform>
            <numerusform>Probelauf: %Ln fehlgeschlagene Zeilen von %1 würden auf „%2“ zurückgesetzt (Zustellzustand gelöscht).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The limit of %Ln row(s) was reached: older rows first.</source>
        <translation>
            <numerusform>Die Grenze von %Ln Zeile wurde erreicht: ältere Zeilen zuerst.</numerusform>
            <numerusform>Die Grenze von %Ln Zeilen wurde erreicht: ältere Zeilen zuerst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln of the selected row(s) are not dead and are left out.</source>
        <translation>
            <numerusform>%Ln der ausgewählten Zeilen ist nicht tot und wird ausgelassen.</numerusform>
            <numerusform>%Ln der ausgewählten Zeilen sind nicht tot und werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filter shows no dead rows: there is nothing to retry.</source>
        <translation>Der Filter zeigt keine toten Zeilen: Es gibt nichts erneut zu versuchen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The target of this %1 row already exists: the work may be done. Mark it done instead of retrying.</source>
        <translation>Das Ziel dieser %1-Zeile existiert bereits: Die Arbeit ist möglicherweise erledigt. Markieren Sie sie als erledigt, statt sie erneut zu versuchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The object this %1 row reads is still missing: a retry would fail again. It is left out of the retry.</source>
        <translation>Das Objekt, das diese %1-Zeile liest, fehlt noch immer: eine Wiederholung schlüge wieder fehl. Sie wird nicht wiederholt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This %1 row names an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again. It is left out of the retry.</source>
        <translation>Diese %1-Zeile nennt einen Objektschlüssel, den das Relay ablehnt (ein &quot;..&quot;-Segment, ein Steuerzeichen oder zu lang): Eine Wiederholung schlüge wieder fehl. Sie wird nicht wiederholt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Showing the oldest %1 of %2 rows.</source>
        <translation>Gezeigt werden die ältesten %1 von %2 Zeilen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target check: no move or promote row has a target that already exists.</source>
        <translation>Zielprüfung: Keine move- oder promote-Zeile hat ein bereits existierendes Ziel.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</source>
        <translation>
            <numerusform>%Ln Zeile markiert: Das Ziel existiert bereits, die Arbeit ist also möglicherweise erledigt. Markieren Sie sie als erledigt, statt sie erneut zu versuchen.</numerusform>
            <numerusform>%Ln Zeilen markiert: Das Ziel existiert bereits, die Arbeit ist also möglicherweise erledigt. Markieren Sie sie als erledigt, statt sie erneut zu versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln row(s) flagged: they failed for a missing object that is still missing, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln Zeile markiert: sie scheiterte an einem fehlenden Objekt, das noch immer fehlt; eine Wiederholung schlüge wieder fehl, sie wird nicht wiederholt.</numerusform>
            <numerusform>%Ln Zeilen markiert: sie scheiterten an einem fehlenden Objekt, das noch immer fehlt; eine Wiederholung schlüge wieder fehl, sie werden nicht wiederholt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) flagged: they name an object key the relay refuses, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln Zeile markiert: Sie nennt einen Objektschlüssel, den das Relay ablehnt, eine Wiederholung schlüge also wieder fehl; sie wird nicht wiederholt.</numerusform>
            <numerusform>%Ln Zeilen markiert: Sie nennen einen Objektschlüssel, den das Relay ablehnt, eine Wiederholung schlüge also wieder fehl; sie werden nicht wiederholt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowActionDialog</name>
    <message>
        <location filename="../ui/actions/rowactiondialog.cpp" line="+42"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowActionLauncher</name>
    <message>
        <location filename="../ui/window/rowactionlauncher.cpp" line="+49"/>
        <source>Open a table first.</source>
        <translation>Öffnen Sie zuerst eine Tabelle.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select the rows to retry first (Shift or Ctrl + click for several).</source>
        <translation>Wählen Sie zuerst die Zeilen aus, die erneut versucht werden sollen (Umschalt- oder Strg-Klick für mehrere).</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Import Rows</source>
        <translation>Zeilen importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outbox Console exports (*.json *.jsonl);;All files (*)</source>
        <translation>Exporte von Outbox Console (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a table first: there is nothing to export yet.</source>
        <translation>Zuerst eine Tabelle öffnen: Noch gibt es nichts zu exportieren.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A link opens a saved profile: this table was opened from a URL. Save it as a profile (File › Manage Connections…) to link to it.</source>
        <translation>Ein Link öffnet ein gespeichertes Profil: Diese Tabelle wurde über eine URL geöffnet. Speichern Sie sie als Profil (Datei › Verbindungen verwalten …), um auf sie verlinken zu können.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied a link to profile %1.</source>
        <translation>Link zum Profil %1 kopiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied a link to row %1.</source>
        <translation>Link zur Zeile %1 kopiert.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A link carries one search: %Ln other(s) left out.</source>
        <translation>
            <numerusform>Ein Link trägt eine Suche: %Ln weitere weggelassen.</numerusform>
            <numerusform>Ein Link trägt eine Suche: %Ln weitere weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied row %1 as JSON.</source>
        <translation>Zeile %1 als JSON kopiert.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowChange</name>
    <message>
        <location filename="../ui/actions/rowchange.cpp" line="+78"/>
        <source>Park dead rows</source>
        <translation>Tote Zeilen parken</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Park %n dead row(s) of %1: they stay dead, with their error, and the later rows of their keys are delivered past them.</source>
        <translation>
            <numerusform>%n tote Zeile von %1 parken: Sie bleibt tot, mit ihrem Fehler, und die späteren Zeilen ihres Schlüssels werden an ihr vorbei zugestellt.</numerusform>
            <numerusform>%n tote Zeilen von %1 parken: Sie bleiben tot, mit ihrem Fehler, und die späteren Zeilen ihrer Schlüssel werden an ihnen vorbei zugestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parked row can be retried, marked done or unparked later (Blocked › Parked rows).</source>
        <translation>Eine geparkte Zeile kann später erneut versucht oder als erledigt markiert werden, auch ihr Parken lässt sich aufheben (Blockiert › Geparkte Zeilen).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Park %n Row(s)</source>
        <translation>
            <numerusform>%n Zeile parken</numerusform>
            <numerusform>%n Zeilen parken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpark rows</source>
        <translation>Parken von Zeilen aufheben</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unpark %n row(s) of %1: each holds the later rows of its key back again until it is retried or marked done.</source>
        <translation>
            <numerusform>Das Parken für %n Zeile von %1 aufheben: Sie hält die späteren Zeilen ihres Schlüssels wieder auf, bis sie erneut versucht oder als erledigt markiert wird.</numerusform>
            <numerusform>Das Parken für %n Zeilen von %1 aufheben: Jede hält die späteren Zeilen ihres Schlüssels wieder auf, bis sie erneut versucht oder als erledigt markiert wird.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Unpark %n Row(s)</source>
        <translation>
            <numerusform>Parken für %n Zeile aufheben</numerusform>
            <numerusform>Parken für %n Zeilen aufheben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retry now</source>
        <translation>Jetzt erneut versuchen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Make %n pending row(s) of %1 due now: the relay tries them at its next batch, their attempts are kept.</source>
        <translation>
            <numerusform>%n ausstehende Zeile von %1 sofort fällig machen: Das Relay versucht sie beim nächsten Batch, ihre Versuche bleiben erhalten.</numerusform>
            <numerusform>%n ausstehende Zeilen von %1 sofort fällig machen: Das Relay versucht sie beim nächsten Batch, ihre Versuche bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Retry %n Row(s) Now</source>
        <translation>
            <numerusform>%n Zeile jetzt erneut versuchen</numerusform>
            <numerusform>%n Zeilen jetzt erneut versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release stuck rows</source>
        <translation>Hängende Zeilen freigeben</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Release %n row(s) of %1 that have been in flight for more than 15 minutes: they go back to ready, and the relay delivers them again.</source>
        <translation>
            <numerusform>%n Zeile von %1, die seit mehr als 15 Minuten in Zustellung ist, freigeben: sie wird wieder bereit, und das Relay stellt sie erneut zu.</numerusform>
            <numerusform>%n Zeilen von %1, die seit mehr als 15 Minuten in Zustellung sind, freigeben: sie werden wieder bereit, und das Relay stellt sie erneut zu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the consumer that claimed a row is still working on it, the row is delivered twice.</source>
        <translation>Arbeitet der Konsument, der eine Zeile übernommen hat, noch daran, wird sie zweimal zugestellt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Release %n Row(s)</source>
        <translation>
            <numerusform>%n Zeile freigeben</numerusform>
            <numerusform>%n Zeilen freigeben</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Undo a resend</source>
        <translation>Erneutes Senden rückgängig machen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Import rows</source>
        <translation>Zeilen importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows of %1 into %2 as new ready rows, oldest first.</source>
        <translation>Die Zeilen von %1 als neue bereite Zeilen in %2 schreiben, älteste zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row is checked by the writer&apos;s rules first: if one is refused (another format&apos;s row, a masked payload, a broken line), nothing is written. Each new row is traced to the exported row in outbox_console_copies.</source>
        <translation>Jede Zeile wird zuerst nach den Regeln des Schreibers geprüft: Wird eine abgelehnt (eine Zeile eines anderen Formats, eine maskierte Nutzlast, eine fehlerhafte Zeile der Datei), wird nichts geschrieben. Jede neue Zeile wird in outbox_console_copies auf die exportierte Zeile zurückgeführt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import Rows</source>
        <translation>Zeilen importieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resend the original payload of %1 as a new ready row of %2. The edited copy %3 is marked superseded.</source>
        <translation>Die ursprüngliche Nutzlast von %1 als neue bereite Zeile von %2 erneut senden. Die bearbeitete Kopie %3 wird als ersetzt markiert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the edited copy has not been delivered yet (it may wait behind an older row of its key), it is withdrawn: set dead and superseded in the same transaction, so that only the original is delivered. A copy being delivered right now is left alone: undo once it is settled.</source>
        <translation>Ist die bearbeitete Kopie noch nicht zugestellt (sie wartet vielleicht hinter einer älteren Zeile ihres Schlüssels), wird sie zurückgezogen: in derselben Transaktion auf tot gesetzt und als ersetzt markiert, sodass nur das Original zugestellt wird. Eine Kopie, die gerade zugestellt wird, bleibt unberührt: Machen Sie das erneute Senden rückgängig, sobald sie abgeschlossen ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resend the Original</source>
        <translation>Original erneut senden</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Archive dead rows</source>
        <translation>Tote Zeilen archivieren</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Archive %n dead row(s) of %1 as known junk: they leave the counts, error groups, gauges and notifications, and stay dead and readable.</source>
        <translation>
            <numerusform>%n tote Zeile von %1 als bekannten Datenmüll archivieren: Sie fällt aus den Zählungen, Fehlergruppen, Gauges und Benachrichtigungen heraus und bleibt tot und lesbar.</numerusform>
            <numerusform>%n tote Zeilen von %1 als bekannten Datenmüll archivieren: Sie fallen aus den Zählungen, Fehlergruppen, Gauges und Benachrichtigungen heraus und bleiben tot und lesbar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only these rows: a later failure of the same kind shows as usual. Unarchive them (the Archived chip lists them) to count them as dead again.</source>
        <translation>Nur diese Zeilen: Ein späterer Fehler derselben Art erscheint wie gewohnt. Heben Sie ihre Archivierung auf (der Zustandsfilter „Archiviert“ listet sie auf), damit sie wieder als tot zählen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Archive %n Row(s)</source>
        <translation>
            <numerusform>%n Zeile archivieren</numerusform>
            <numerusform>%n Zeilen archivieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unarchive rows</source>
        <translation>Archivierung von Zeilen aufheben</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unarchive %n row(s) of %1: they count as dead again.</source>
        <translation>
            <numerusform>Die Archivierung für %n Zeile von %1 aufheben: Sie zählt wieder als tot.</numerusform>
            <numerusform>Die Archivierung für %n Zeilen von %1 aufheben: Sie zählen wieder als tot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unarchive %n Row(s)</source>
        <translation>
            <numerusform>Archivierung für %n Zeile aufheben</numerusform>
            <numerusform>Archivierung für %n Zeilen aufheben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows: %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weitere</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Archive &amp;until:</source>
        <translation>Archivieren &amp;bis:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unarchived by hand</source>
        <translation>von Hand zurückgeholt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n day(s) from now</source>
        <translation>
            <numerusform>%n Tag ab jetzt</numerusform>
            <numerusform>%n Tage ab jetzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 is read-only: unlock writing for this session first.</source>
        <translation>%1 ist schreibgeschützt: Schalten Sie zuerst das Schreiben für diese Sitzung frei.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowDetailView</name>
    <message>
        <location filename="../ui/rows/rowdetailview.cpp" line="+3"/>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Row details</source>
        <translation>Zeilendetails</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see its fields, last error and payload.</source>
        <translation>Eine Zeile auswählen, um ihre Felder, den letzten Fehler und die Nutzdaten zu sehen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw status:</source>
        <translation>Roher Status:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation:</source>
        <translation>Operation:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processed:</source>
        <translation>Verarbeitet:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts:</source>
        <translation>Versuche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next attempt:</source>
        <translation>Nächster Versuch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last attempt:</source>
        <translation>Letzter Versuch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event id:</source>
        <translation>Ereignis-ID:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregate:</source>
        <translation>Aggregat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subject:</source>
        <translation>Betreff:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the row this one waits behind</source>
        <translation>Die Zeile zeigen, hinter der diese wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Park…</source>
        <translation>Parken …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let this key&apos;s later rows go past that dead row</source>
        <translation>Die späteren Zeilen dieses Schlüssels an jener toten Zeile vorbei zustellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark Done…</source>
        <translation>Als erledigt markieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That row&apos;s work is known done: it becomes sent</source>
        <translation>Die Arbeit jener Zeile ist bekanntermaßen erledigt: Sie wird als gesendet markiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Reading the row&apos;s history…</source>
        <translation>Verlauf der Zeile wird gelesen …</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No history: no database is open.</source>
        <translation>Kein Verlauf: Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the row&apos;s history: %1</source>
        <translation>Der Verlauf der Zeile konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1@%2</source>
        <translation>%1@%2</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>No recorded actions. Its %Ln attempt(s) were made by another relay, or before the console&apos;s attempt log existed, and are not listed.</source>
        <translation>
            <numerusform>Keine aufgezeichneten Aktionen. Ihr %Ln Versuch wurde von einem anderen Relay oder vor dem Versuchsprotokoll der Konsole unternommen und ist nicht aufgeführt.</numerusform>
            <numerusform>Keine aufgezeichneten Aktionen. Ihre %Ln Versuche wurden von einem anderen Relay oder vor dem Versuchsprotokoll der Konsole unternommen und sind nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recorded actions.</source>
        <translation>Keine aufgezeichneten Aktionen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recorded actions besides its attempts.</source>
        <translation>Keine aufgezeichneten Aktionen außer ihren Versuchen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>marked done by %1 %2 (no reason given)</source>
        <translation>von %1 am %2 als erledigt markiert (kein Grund angegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marked done by %1 %2: %3</source>
        <translation>von %1 am %2 als erledigt markiert: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: marked done</source>
        <translation>keiner: als erledigt markiert</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>%Ln Aktion auf dieser Tabelle betraf mehr als %1 Zeilen und hat nur einen Hash ihrer IDs aufgezeichnet: Sie kann diese Zeile enthalten.</numerusform>
            <numerusform>%Ln Aktionen auf dieser Tabelle betrafen mehr als %1 Zeilen und haben nur einen Hash ihrer IDs aufgezeichnet: Sie können diese Zeile enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions over %1 rows record only a hash of their ids and are not listed.</source>
        <translation>Aktionen über %1 Zeilen zeichnen nur einen Hash ihrer IDs auf und werden nicht aufgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searched this computer&apos;s log (the database has no audit table).</source>
        <translation>Im Protokoll dieses Computers gesucht (die Datenbank hat keine Audit-Tabelle).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Waits behind %1 row %2 and %Ln more older row(s) of its key %3 (in order per key): %4</source>
        <translation>
            <numerusform>Wartet hinter Zeile %2 (%1) und %Ln weiteren älteren Zeile ihres Schlüssels %3 (in Reihenfolge je Schlüssel): %4</numerusform>
            <numerusform>Wartet hinter Zeile %2 (%1) und %Ln weiteren älteren Zeilen ihres Schlüssels %3 (in Reihenfolge je Schlüssel): %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waits behind %1 row %2 of its key %3 (in order per key): %4</source>
        <translation>Wartet hinter Zeile %2 (%1) ihres Schlüssels %3 (in Reihenfolge je Schlüssel): %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>after row %1, which holds its key</source>
        <translation>nach Zeile %1, die ihren Schlüssel aufhält</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stuck for %2, its consumer has probably died</source>
        <translation>%1: hängt seit %2, ihr Konsument ist vermutlich abgestürzt</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>delivered %1</source>
        <translation>zugestellt am %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed %1</source>
        <translation>fehlgeschlagen am %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (the table keeps no time of it)</source>
        <translation>fehlgeschlagen (die Tabelle hält keinen Zeitpunkt dafür fest)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never tried</source>
        <translation>nie versucht</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+14"/>
        <location line="+46"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-541"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+391"/>
        <source>Failed attempts and the errors a retry clears are kept once the relay&apos;s tables exist (outboxctl relay init, or the Relay tab).</source>
        <translation>Fehlgeschlagene Versuche und die Fehler, die eine Wiederholung löscht, werden festgehalten, sobald die Tabellen des Relays bestehen (outboxctl relay init oder der Reiter Relay).</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: stuck for %2, its consumer has probably died (Actions › Release Stuck Rows…)</source>
        <translation>%1: hängt seit %2, ihr Konsument ist vermutlich abgestürzt (Aktionen › Hängende Zeilen freigeben…)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>failed, but not by the console&apos;s relay (it has no record of it)</source>
        <translation>fehlgeschlagen, aber nicht durch das Relay der Konsole (es hat keinen Eintrag dazu)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, dead-lettered</source>
        <translation>%1, aufgegeben</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: dead until retried</source>
        <translation>keiner: tot, bis die Zeile wiederholt wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: delivered</source>
        <translation>keiner: zugestellt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none until it is released: its consumer has probably died</source>
        <translation>keiner, bis sie freigegeben wird: ihr Konsument ist vermutlich abgestürzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: being delivered now</source>
        <translation>keiner: wird gerade zugestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: resent as %1</source>
        <translation>keiner: als %1 erneut gesendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: archived as known junk (dead, left out of the counts)</source>
        <translation>keiner: als bekannter Datenmüll archiviert (tot, aus den Zählungen herausgenommen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not scheduled</source>
        <translation>nicht geplant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowExporter</name>
    <message>
        <location filename="../ui/rows/rowexporter.cpp" line="+59"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+36"/>
        <location line="+41"/>
        <source>Export Filtered Rows</source>
        <translation>Gefilterte Zeilen exportieren</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Exporting to %1…</source>
        <translation>Export nach %1 …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exported %1 of %2 rows…</source>
        <translation>%1 von %2 Zeilen exportiert …</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert.</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowHistoryList</name>
    <message>
        <location filename="../ui/rows/rowhistorylist.cpp" line="+19"/>
        <source>Row history</source>
        <translation>Verlauf der Zeile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1@%2</source>
        <translation>%1@%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>%1 by %2 on %Ln row(s)
Filter: %3
Reason: %4
Outcome: %5</source>
        <translation>
            <numerusform>%1 von %2 auf %Ln Zeile
Filter: %3
Grund: %4
Ergebnis: %5</numerusform>
            <numerusform>%1 von %2 auf %Ln Zeilen
Filter: %3
Grund: %4
Ergebnis: %5</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attempt %1 failed</source>
        <translation>Versuch %1 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · next attempt %2</source>
        <translation>%1 · nächster Versuch %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt %1 failed: dead</source>
        <translation>Versuch %1 fehlgeschlagen: tot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>before the retry</source>
        <translation>vor der Wiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before mark done</source>
        <translation>vor „als erledigt markieren“</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempts not recorded</source>
        <translation>Versuche nicht festgehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, no error recorded</source>
        <translation>%1, kein Fehler festgehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, last error: %2</source>
        <translation>%1, letzter Fehler: %2</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowPayloadView</name>
    <message>
        <location filename="../ui/rows/rowpayloadview.cpp" line="+47"/>
        <source>&lt;%1 characters, not valid base64&gt;</source>
        <translation>&lt;%1 Zeichen, kein gültiges Base64&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;%n byte(s), base64&gt;</source>
        <translation>
            <numerusform>&lt;%n Byte, Base64&gt;</numerusform>
            <numerusform>&lt;%n Bytes, Base64&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+28"/>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+3"/>
        <source>Show base64 bodies</source>
        <translation>Base64-Inhalte zeigen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Show inline base64 bodies in full instead of their decoded size</source>
        <translation>Eingebettete Base64-Inhalte vollständig statt nur ihrer dekodierten Größe zeigen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Reveal…</source>
        <translation>&amp;Offenlegen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this row&apos;s payload in full for a few minutes (audited, with a reason)</source>
        <translation>Die Nutzdaten dieser Zeile für einige Minuten vollständig zeigen (im Audit-Protokoll festgehalten, mit einem Grund)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This profile hides payloads: only the size is shown.</source>
        <translation>Dieses Profil verbirgt Nutzdaten: Nur die Größe wird gezeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This profile masks sensitive values: each is shown as its type and length («masked …»).</source>
        <translation>Dieses Profil maskiert sensible Werte: Jeder wird nur mit Typ und Länge gezeigt («masked …»).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revealed in full until %1 (recorded in the audit log).</source>
        <translation>Bis %1 vollständig offengelegt (im Audit-Protokoll festgehalten).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shown as stored: %1</source>
        <translation>Wie gespeichert gezeigt: %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowTableModel</name>
    <message>
        <location filename="../ui/session/rowtablemodel.cpp" line="+263"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (stuck)</source>
        <translation>%1 (hängt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 (raw status &quot;%2&quot;)</source>
        <translation>%1 (roher Status &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 UTC, %2</source>
        <translation>%1 UTC, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next attempt %1 UTC (%2)</source>
        <translation>Nächster Versuch %1 UTC (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last failed %1 UTC (%2)</source>
        <translation>Letzter Fehlschlag %1 UTC (%2)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next attempt</source>
        <translation>Nächster Versuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last failed</source>
        <translation>Letzter Fehlschlag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The console&apos;s state: pending, in flight, dead or sent</source>
        <translation>Der Zustand aus Sicht der Konsole: ausstehend, in Zustellung, tot oder gesendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The status as stored in the table</source>
        <translation>Der Status, wie er in der Tabelle steht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click to switch between newest first and oldest first</source>
        <translation>Klicken, um zwischen „neueste zuerst“ und „älteste zuerst“ zu wechseln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the relay will try this row again</source>
        <translation>Wann das Relay diese Zeile erneut versucht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When its last attempt failed (Vortos: when that attempt was due), not when the row was written</source>
        <translation>Wann ihr letzter Versuch fehlschlug (Vortos: wann dieser Versuch fällig war), nicht wann die Zeile geschrieben wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First line of the last delivery error; hover a cell for the whole text</source>
        <translation>Erste Zeile des letzten Zustellfehlers; für den ganzen Text mit der Maus auf die Zelle zeigen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowsPage</name>
    <message>
        <location filename="../ui/rows/rowspage.cpp" line="+54"/>
        <source>Outbox rows</source>
        <translation>Outbox-Zeilen</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>The table %1 has no rows.</source>
        <translation>Die Tabelle %1 hat keine Zeilen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rows match this filter.</source>
        <translation>Keine Zeilen passen zu diesem Filter.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next attempt</source>
        <translation>Nächster Versuch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last failed</source>
        <translation>Letzter Fehlschlag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Reset Columns</source>
        <translation>Spalten &amp;zurücksetzen</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/window/shortcutsdialog.cpp" line="+29"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the search box</source>
        <translation>Das Suchfeld leeren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc (in the search box)</source>
        <translation>Esc (im Suchfeld)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next tab</source>
        <translation>Nächster Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next / previous pane (filter bar, table, detail pane)</source>
        <translation>Nächster / vorheriger Bereich (Filterleiste, Tabelle, Detailbereich)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error groups: retry / mark done / export the group</source>
        <translation>Fehlergruppen: Gruppe erneut versuchen / als erledigt markieren / exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+E</source>
        <translation>Strg+Umschalt+R / Strg+Umschalt+D / Strg+Umschalt+E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked: retry now / mark done / park / unpark</source>
        <translation>Blockiert: jetzt erneut versuchen / als erledigt markieren / parken / Parken aufheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+K / Ctrl+Shift+L</source>
        <translation>Strg+Umschalt+R / Strg+Umschalt+D / Strg+Umschalt+K / Strg+Umschalt+L</translation>
    </message>
</context>
<context>
    <name>outbox::ui::SshAskPassPrompter</name>
    <message>
        <location filename="../ui/connections/sshaskpassprompter.cpp" line="+60"/>
        <source>SSH passphrase</source>
        <translation>SSH-Passphrase</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>ssh asks, to reach the database:
%1</source>
        <translation>ssh fragt, um die Datenbank zu erreichen:
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>SSH host key</source>
        <translation>SSH-Host-Schlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ssh does not know the host key of a server on the way to the database. Trust it only if its fingerprint is the one the server&apos;s administrator gave you.</source>
        <translation>ssh kennt den Host-Schlüssel eines Servers auf dem Weg zur Datenbank nicht. Vertrauen Sie ihm nur, wenn sein Fingerabdruck der ist, den Ihnen der Administrator des Servers genannt hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SSH confirmation</source>
        <translation>SSH-Bestätigung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SSH notice</source>
        <translation>SSH-Hinweis</translation>
    </message>
</context>
<context>
    <name>outbox::ui::State</name>
    <message>
        <location filename="../ui/common/stateappearance.cpp" line="-66"/>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In flight</source>
        <translation>In Zustellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superseded</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>outbox::ui::StatesChart</name>
    <message>
        <location filename="../ui/charts/stateschart.cpp" line="+17"/>
        <source>Rows by state</source>
        <translation>Zeilen nach Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not count the rows:
%1</source>
        <translation>Die Zeilen konnten nicht gezählt werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Zählen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rows match the filter.</source>
        <translation>Keine Zeilen passen zum Filter.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1  %2 (%3%)</source>
        <translation>%1  %2 (%3 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;Raw status %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;Roher Status %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s): %1</source>
        <translation>
            <numerusform>%Ln Zeile: %1</numerusform>
            <numerusform>%Ln Zeilen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::TableListPanel</name>
    <message>
        <location filename="../ui/common/tablelistpanel.cpp" line="+259"/>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Read-only: %1</source>
        <translation>Schreibgeschützt: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This connection is read-only.</source>
        <translation>Diese Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not offered for this table: its library makes no such change.</source>
        <translation>Für diese Tabelle nicht angeboten: Ihre Bibliothek kennt keine solche Änderung.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::TableTask</name>
    <message>
        <location filename="../ui/common/tabletask.cpp" line="+55"/>
        <source>Cancelled before it began.</source>
        <translation>Abgebrochen, bevor es begann.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ThroughputChart</name>
    <message>
        <location filename="../ui/charts/throughputchart.cpp" line="+22"/>
        <location line="+15"/>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sent per %1</source>
        <translation>Gesendet pro %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not count the rows sent:
%1</source>
        <translation>Die gesendeten Zeilen konnten nicht gezählt werden:
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Zählen …</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+9"/>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows per %1</source>
        <translation>Zeilen pro %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing matching the filter was sent in this window.</source>
        <translation>In diesem Zeitfenster wurde nichts zum Filter Passendes gesendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 sent, at most %4 per %5</source>
        <translation>%1 (%2): %3 gesendet, höchstens %4 pro %5</translation>
    </message>
</context>
<context>
    <name>outbox::ui::WelcomePage</name>
    <message>
        <location filename="../ui/window/welcomepage.cpp" line="+17"/>
        <source>Welcome to Outbox Console</source>
        <translation>Willkommen bei Outbox Console</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>See what is stuck in a transactional outbox and why, look inside the rows, and fix them.
Explore the demo workspace (about 20,000 generated rows in two outboxes, on this computer), or connect to your own database.</source>
        <translation>Sehen, was in einer Transactional Outbox hängt und warum, in die Zeilen hineinschauen und sie reparieren.
Erkunden Sie den Demo-Arbeitsbereich (etwa 20.000 generierte Zeilen in zwei Outboxen, auf diesem Computer) oder verbinden Sie sich mit Ihrer eigenen Datenbank.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation>&amp;Demo-Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Connection…</source>
        <translation>&amp;Neue Verbindung …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Profiles are shared with the command line tool outboxctl; passwords go to the system keychain, never to a settings file.</source>
        <translation>Profile werden mit dem Kommandozeilenwerkzeug outboxctl geteilt; Passwörter kommen in den Schlüsselbund des Systems, nie in eine Einstellungsdatei.</translation>
    </message>
</context>
<context>
    <name>outboxctl</name>
    <message>
        <location filename="../app/outboxctl/cli.cpp" line="+119"/>
        <source>--reveal needs --reason=TEXT: a reveal is audited (who, which rows, why). Nothing was shown.</source>
        <translation>--reveal braucht --reason=TEXT: Eine Offenlegung wird im Audit festgehalten (wer, welche Zeilen, warum). Nichts wurde gezeigt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No object store is configured: pass --object-store file:/DIR, set one in the profile, or set OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET and the keys.</source>
        <translation>Kein Objektspeicher eingerichtet: --object-store file:/VERZ angeben, einen im Profil festlegen oder OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET und die Schlüssel setzen.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Unexpected argument &quot;%1&quot;: %2 takes options only (a row is --id=ID; see --help).</source>
        <translation>Unerwartetes Argument „%1“: %2 nimmt nur Optionen (eine Zeile ist --id=ID; siehe --help).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="+12"/>
        <source>Use the saved profile NAME.</source>
        <translation>Das gespeicherte Profil NAME verwenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database URL (postgresql://, mysql://, mariadb://, sqlite:). Default: $OUTBOX_DATABASE_URL.</source>
        <translation>Datenbank-URL (postgresql://, mysql://, mariadb://, sqlite:). Vorgabe: $OUTBOX_DATABASE_URL.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbox table, possibly schema-qualified.</source>
        <translation>Outbox-Tabelle, gegebenenfalls mit Schema.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>FennFlow status vocabulary: auto, docs or shipped.</source>
        <translation>FennFlow-Statusvokabular: auto, docs oder shipped.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Object store: file:/DIR, or empty for the OBJECT_STORE_* environment.</source>
        <translation>Objektspeicher: file:/VERZ, oder leer für die Umgebung OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht &quot;%4&quot;.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Unknown output &quot;%1&quot;: use table, json or csv.</source>
        <translation>Unbekannte Ausgabe &quot;%1&quot;: table, json oder csv verwenden.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>auto, vortos, fennflow, cap, modulith, gruelbox or mapped.</source>
        <translation>auto, vortos, fennflow, cap, modulith, gruelbox oder mapped.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A mapped table&apos;s column for a role (id, status, payload, created, attempts, error, key, event-type, next-attempt, …); repeatable.</source>
        <translation>Die Spalte einer zugeordneten Tabelle für eine Rolle (id, status, payload, created, attempts, error, key, event-type, next-attempt, …); wiederholbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A mapped table&apos;s status values for a state (pending, inflight, dead, sent); repeatable.</source>
        <translation>Die Statuswerte einer zugeordneten Tabelle für einen Zustand (pending, inflight, dead, sent); wiederholbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DotNetCore.CAP&apos;s FailedRetryCount: a Failed row with this many retries is dead (default 50).</source>
        <translation>FailedRetryCount von DotNetCore.CAP: Eine Zeile mit Status Failed und so vielen Wiederholungen ist tot (Vorgabe 50).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reach the database through your OpenSSH: [user@]host[:port] or a Host alias (the database&apos;s host and port as the last hop sees them).</source>
        <translation>Die Datenbank über Ihr OpenSSH erreichen: [user@]host[:port] oder ein Host-Alias (Host und Port der Datenbank, wie der letzte Sprung sie sieht).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ssh configuration file to use instead of OpenSSH&apos;s default.</source>
        <translation>Die ssh-Konfigurationsdatei, die statt der von OpenSSH vorgegebenen gilt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run CMD for every new database connection; its first line of output is the password (none is stored).</source>
        <translation>CMD für jede neue Datenbankverbindung ausführen; die erste Zeile seiner Ausgabe ist das Passwort (keines wird gespeichert).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What payloads show: full, masked (the values of sensitive JSON keys as their shape) or hidden. Default: the profile&apos;s (masked on prod, else full); never more than the profile shows: that is --reveal.</source>
        <translation>Was Nutzdaten zeigen: full, masked (die Werte sensibler JSON-Schlüssel nur als Typ und Länge) oder hidden. Standard: die Einstellung des Profils (masked bei prod, sonst full); nie mehr, als das Profil zeigt: Dafür gibt es --reveal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The JSON key names masked: a regular expression, case-insensitive (default: e-mail, phone, names, address, token, secret, password, IBAN, card, IP, bodies); added to those of a profile that masks.</source>
        <translation>Die maskierten JSON-Schlüsselnamen: ein regulärer Ausdruck, ohne Beachtung der Groß-/Kleinschreibung (Standard: E-Mail, Telefon, Namen, Adresse, Token, Geheimnis, Passwort, IBAN, Karte, IP, Inhalte); ergänzt die eines maskierenden Profils.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Show payloads in full where the profile masks or hides them (audited: needs --reason).</source>
        <translation>Nutzdaten vollständig zeigen, wo das Profil sie maskiert oder verbirgt (wird im Audit festgehalten: braucht --reason).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the payloads are revealed (kept in the audit).</source>
        <translation>Warum die Nutzdaten offengelegt werden (wird im Audit festgehalten).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>pending, inflight, dead or sent (repeatable).</source>
        <translation>pending, inflight, dead oder sent (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw status (repeatable).</source>
        <translation>Roher Status (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation (Vortos) or event type (FennFlow).</source>
        <translation>Operation (Vortos) oder Ereignistyp (FennFlow).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created at or after (inclusive; ISO 8601, a bare date is midnight UTC).</source>
        <translation>Erstellt zu oder nach (einschließlich; ISO 8601, ein bloßes Datum ist Mitternacht UTC).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created at or before (inclusive).</source>
        <translation>Erstellt zu oder vor (einschließlich).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact row id.</source>
        <translation>Genaue Zeilen-ID.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text in the last error.</source>
        <translation>Text im letzten Fehler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text in the payload.</source>
        <translation>Text in den Nutzdaten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A payload field equal to a value.</source>
        <translation>Ein Nutzdatenfeld mit einem bestimmten Wert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow aggregate id.</source>
        <translation>FennFlow-Aggregat-ID.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--id needs a value.</source>
        <translation>--id braucht einen Wert.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1%2 was given %3 times (%4): it takes one value, give it once.</source>
        <translation>%1%2 wurde %3-mal angegeben (%4): Die Option nimmt nur einen Wert, geben Sie sie einmal an.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%2 needs a value; an empty one selects nothing and is refused.</source>
        <translation>%1%2 braucht einen Wert; ein leerer Wert wählt nichts aus und wird abgelehnt.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/main.cpp" line="+68"/>
        <location filename="../app/outboxctl/cli.cpp" line="-26"/>
        <source>Show this help.</source>
        <translation>Diese Hilfe zeigen.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Usage: outboxctl [--profile NAME | --database URL] [--table NAME] [--type auto|vortos|fennflow]
                 [--vocabulary auto|docs|shipped] COMMAND [options]

Commands:
  overview  every saved profile: pending, dead, blocked keys, oldest pending, relay
  stats    counts per state and raw status, oldest pending age
  list     rows, newest first, with filters and a cursor
  show     one row, payload parsed, with its attempts and audit records
  groups   dead rows grouped by normalised error
  blocked  keys whose oldest undelivered row holds the rest back (in-order delivery)
  retry    reset dead rows to pending (--dry-run first, then --force)
  mark-done  dead rows whose work is known done become sent
  retry-now  pending rows waiting for their next attempt become due now
  park     let a key&apos;s later rows go past its dead head (in-order delivery)
  unpark   a parked row holds its key back again
  resend   write an edited copy of a dead row as a new row; the original is superseded
  replay   copy sent rows as new ready rows, delivered again (--dry-run first)
  import   write the rows of an export as new ready rows (--dry-run first)
  deliver  publish rows once to another sink or object store, state unchanged
  archive  set dead rows known to be junk apart from the counts; &apos;unarchive&apos; undoes it
  purge    delete sent rows older than a retention period
  promote  promote a temporary upload (--immediate or --via-outbox)
  worker   &apos;worker install&apos;: a systemd unit or supervisor program for relay or purge
  relay    run the relay worker (--once, --sleep=N); &apos;relay init&apos; for FennFlow retries
  audit    recent audit records; &apos;audit init&apos; creates the audit table
  notify   change notifications for the console (PostgreSQL): install, status, ddl
  profile  list, add or remove saved profiles
  ssh      &apos;ssh check&apos;: the route to the database through ssh, hop by hop
  privileges  what the profile&apos;s database roles may do to the table
  link     an outbox-console:// link to a row, an error group or a filtered view
  demo     create the demo workspace and print its profile

Run &apos;outboxctl COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>Aufruf: outboxctl [--profile NAME | --database URL] [--table NAME] [--type auto|vortos|fennflow]
                  [--vocabulary auto|docs|shipped] BEFEHL [Optionen]

Befehle:
  overview   jedes gespeicherte Profil: ausstehende, tote Zeilen, blockierte Schlüssel, älteste ausstehende Zeile, Relay
  stats      Anzahl je Zustand und rohem Status, Alter der ältesten ausstehenden Zeile
  list       Zeilen, neueste zuerst, mit Filtern und einem Cursor
  show       eine Zeile, Nutzdaten aufbereitet, mit ihren Versuchen und Audit-Einträgen
  groups     tote Zeilen, nach normalisiertem Fehler gruppiert
  blocked    Schlüssel, deren älteste nicht zugestellte Zeile die übrigen aufhält (Zustellung in Reihenfolge)
  retry      tote Zeilen auf ausstehend zurücksetzen (erst --dry-run, dann --force)
  mark-done  tote Zeilen, deren Arbeit erwiesenermaßen erledigt ist, werden gesendet
  retry-now  ausstehende Zeilen, die auf ihren nächsten Versuch warten, werden sofort fällig
  park       die späteren Zeilen eines Schlüssels an seiner toten Kopfzeile vorbei zustellen (Zustellung in Reihenfolge)
  unpark     eine geparkte Zeile hält ihren Schlüssel wieder auf
  resend     eine bearbeitete Kopie einer toten Zeile als neue Zeile schreiben; das Original wird ersetzt
  replay     gesendete Zeilen als neue bereite Zeilen kopieren, die erneut zugestellt werden (erst --dry-run)
  import     die Zeilen eines Exports als neue bereite Zeilen schreiben (erst --dry-run)
  deliver    Zeilen einmal an eine andere Senke oder einen anderen Objektspeicher veröffentlichen, Zustand unverändert
  archive    tote Zeilen, die bekanntermaßen Datenmüll sind, aus den Zählungen nehmen; &apos;unarchive&apos; macht es rückgängig
  purge      gesendete Zeilen löschen, die älter als eine Aufbewahrungsfrist sind
  promote    einen temporären Upload übernehmen (--immediate oder --via-outbox)
  worker     &apos;worker install&apos;: eine systemd-Unit oder ein supervisor-Programm für Relay oder Purge
  relay      den Relay-Worker ausführen (--once, --sleep=N); &apos;relay init&apos; für FennFlow-Wiederholungen
  audit      letzte Audit-Einträge; &apos;audit init&apos; legt die Audit-Tabelle an
  notify     Änderungsbenachrichtigungen für die Konsole (PostgreSQL): install, status, ddl
  profile    gespeicherte Profile auflisten, hinzufügen oder entfernen
  ssh        &apos;ssh check&apos;: der Weg zur Datenbank über ssh, Sprung für Sprung
  privileges was die Datenbankrollen des Profils mit der Tabelle tun dürfen
  link       ein outbox-console://-Link zu einer Zeile, einer Fehlergruppe oder einer gefilterten Ansicht
  demo       den Demo-Arbeitsbereich anlegen und sein Profil ausgeben

Die Optionen eines Befehls zeigt &apos;outboxctl BEFEHL --help&apos;.
</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show the version.</source>
        <translation>Die Version zeigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read KEY=VALUE lines into the environment first, as systemd&apos;s EnvironmentFile= reads them (values are never run or expanded): a worker&apos;s secrets under supervisor.</source>
        <translation>Zuerst Zeilen der Form SCHLÜSSEL=WERT in die Umgebung einlesen, wie EnvironmentFile= von systemd sie liest (Werte werden nie ausgeführt oder expandiert): die Geheimnisse eines Workers unter supervisor.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown command &quot;%1&quot;. Run &apos;outboxctl --help&apos;.</source>
        <translation>Unbekannter Befehl &quot;%1&quot;. Siehe &apos;outboxctl --help&apos;.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/notifycommand.cpp" line="+15"/>
        <source>install (create the trigger and print its DDL), uninstall, status, or ddl (print the DDL only, change nothing).</source>
        <translation>install (den Trigger anlegen und seine DDL ausgeben), uninstall, status oder ddl (nur die DDL ausgeben, nichts ändern).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why (kept in the audit record; required on prod profiles).</source>
        <translation>Grund (wird im Audit-Eintrag festgehalten; bei Produktionsprofilen erforderlich).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change notifications (PostgreSQL LISTEN/NOTIFY) so the console refreshes when rows change instead of polling.</source>
        <translation>Änderungsbenachrichtigungen (PostgreSQL LISTEN/NOTIFY), damit die Konsole bei Zeilenänderungen aktualisiert, statt abzufragen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say what to do: outboxctl notify install|uninstall|status|ddl.</source>
        <translation>Geben Sie an, was zu tun ist: outboxctl notify install|uninstall|status|ddl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change notifications need PostgreSQL (LISTEN/NOTIFY); on this database the console polls instead.</source>
        <translation>Änderungsbenachrichtigungen brauchen PostgreSQL (LISTEN/NOTIFY); auf dieser Datenbank fragt die Konsole stattdessen regelmäßig ab.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>installed on %1, channel %2</source>
        <translation>installiert auf %1, Kanal %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed on %1 (channel would be %2)</source>
        <translation>nicht installiert auf %1 (Kanal wäre %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Installed: the console now refreshes %1 when it changes (channel %2).</source>
        <translation>Installiert: Die Konsole aktualisiert %1 jetzt, sobald sich etwas ändert (Kanal %2).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="+38"/>
        <location filename="../app/outboxctl/relayloop.cpp" line="+129"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To make it fast, run: %1</source>
        <translation>Um es zu beschleunigen, führen Sie aus: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/statscommand.cpp" line="+15"/>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count the sent rows too. On a table of a million rows or more they are otherwise the planner&apos;s estimate, and so is the total.</source>
        <translation>Auch die gesendeten Zeilen zählen. Bei einer Tabelle ab einer Million Zeilen sind sie sonst die Schätzung des Planers, ebenso die Gesamtzahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counts per state and raw status, oldest pending age.</source>
        <translation>Anzahlen je Zustand und rohem Status, Alter der ältesten ausstehenden Zeile.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Table:      %1 (%2, vocabulary %3, detected)</source>
        <translation>Tabelle:    %1 (%2, Vokabular %3, erkannt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3, as recorded)</source>
        <translation>Tabelle:    %1 (%2, Vokabular %3, wie festgehalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3, as the profile remembers)</source>
        <translation>Tabelle:    %1 (%2, Vokabular %3, wie im Profil gemerkt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3: no row reads &apos;created&apos; and none is recorded; give --vocabulary before changing rows)</source>
        <translation>Tabelle:    %1 (%2, Vokabular %3: Keine Zeile lautet &apos;created&apos; und keines ist festgehalten; geben Sie --vocabulary an, bevor Sie Zeilen ändern)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table:      %1 (%2, vocabulary %3)</source>
        <translation>Tabelle:    %1 (%2, Vokabular %3)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/cli.cpp" line="-93"/>
        <location filename="../app/outboxctl/statscommand.cpp" line="+4"/>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="+87"/>
        <location line="+62"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/statscommand.cpp" line="+1"/>
        <source>Database:   %1</source>
        <translation>Datenbank:  %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>dead, resent as a copy</source>
        <translation>tot, als Kopie erneut gesendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead, archived as known junk</source>
        <translation>tot, als bekannter Datenmüll archiviert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>~ The planner&apos;s estimate: every other state is counted row by row. --exact counts the sent rows too (it reads the whole status index).</source>
        <translation>~ Die Schätzung des Planers: jeder andere Zustand wird Zeile für Zeile gezählt. --exact zählt auch die gesendeten Zeilen (es liest den ganzen Statusindex).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending: %1 (%2 ago)</source>
        <translation>Älteste ausstehende: %1 (vor %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oldest pending: none</source>
        <translation>Älteste ausstehende: keine</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/listcommand.cpp" line="+18"/>
        <source>Rows per page (default 50, at most 10000).</source>
        <translation>Zeilen pro Seite (Vorgabe 50, höchstens 10000).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after this cursor.</source>
        <translation>Nach diesem Cursor fortsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest rows first.</source>
        <translation>Älteste Zeilen zuerst.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="-141"/>
        <source>table, json or csv.</source>
        <translation>table, json oder csv.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/listcommand.cpp" line="+5"/>
        <source>List rows, newest first.</source>
        <translation>Zeilen auflisten, neueste zuerst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--limit must be a whole number from 1 to 10000, not &quot;%1&quot;.</source>
        <translation>--limit muss eine ganze Zahl von 1 bis 10000 sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n row(s) left out: the payload is not JSON the database can read (not JSON at all, or holding \u0000 or an unpaired surrogate), so --payload-key cannot match it.</source>
        <translation>
            <numerusform>%n Zeile ausgelassen: die Nutzlast ist kein JSON, das die Datenbank lesen kann (gar kein JSON oder mit \u0000 oder einem ungepaarten Surrogat), --payload-key kann sie also nicht treffen.</numerusform>
            <numerusform>%n Zeilen ausgelassen: die Nutzlast ist kein JSON, das die Datenbank lesen kann (gar kein JSON oder mit \u0000 oder einem ungepaarten Surrogat), --payload-key kann sie also nicht treffen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No rows match.</source>
        <translation>Keine Zeilen passen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>next cursor: %1  (continue with --after=%1)</source>
        <translation>nächster Cursor: %1  (fortsetzen mit --after=%1)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/showcommand.cpp" line="+133"/>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="-93"/>
        <location filename="../app/outboxctl/privilegescommand.cpp" line="+34"/>
        <source>table or json.</source>
        <translation>table oder json.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The row id.</source>
        <translation>Die Zeilen-ID.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show one row with its payload parsed, its attempts and its audit records.</source>
        <translation>Eine Zeile mit ausgewerteten Nutzdaten, ihren Versuchen und ihren Audit-Einträgen zeigen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--output of show takes table or json, not &quot;%1&quot; (list --id=ID --output=csv gives the row as CSV).</source>
        <translation>--output von show nimmt table oder json, nicht „%1“ (list --id=ID --output=csv gibt die Zeile als CSV aus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>show takes exactly one row id.</source>
        <translation>show erwartet genau eine Zeilen-ID.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>outboxctl: could not read the row&apos;s history: %1</source>
        <translation>outboxctl: Der Verlauf der Zeile konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>No recorded attempts.</source>
        <translation>Keine aufgezeichneten Versuche.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recorded actions.</source>
        <translation>Keine aufgezeichneten Aktionen.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>note: %n action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>Hinweis: %n Aktion auf dieser Tabelle betraf mehr als %1 Zeilen und hat nur einen Hash ihrer IDs aufgezeichnet: Sie kann diese Zeile enthalten.</numerusform>
            <numerusform>Hinweis: %n Aktionen auf dieser Tabelle betrafen mehr als %1 Zeilen und haben nur einen Hash ihrer IDs aufgezeichnet: Sie können diese Zeile enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>note: the database has no attempt log: failed attempts are kept once the relay&apos;s tables exist (outboxctl relay init); until then only what a retry or mark done cleared is listed, from this computer&apos;s audit log.</source>
        <translation>Hinweis: Die Datenbank hat kein Versuchsprotokoll: Fehlgeschlagene Versuche werden festgehalten, sobald die Tabellen des Relays bestehen (outboxctl relay init); bis dahin wird nur aufgeführt, was ein erneuter Versuch oder ein Als-erledigt-Markieren gelöscht hat, aus dem Audit-Protokoll dieses Computers.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>note: the database has no audit table (outboxctl audit init): only this computer&apos;s audit log was searched.</source>
        <translation>Hinweis: Die Datenbank hat keine Audit-Tabelle (outboxctl audit init): Nur das Audit-Protokoll dieses Computers wurde durchsucht.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/democommand.cpp" line="+13"/>
        <source>Folder of the demo workspace.</source>
        <translation>Ordner des Demo-Arbeitsbereichs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recreate the workspace if it exists.</source>
        <translation>Den Arbeitsbereich neu anlegen, falls er existiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do not save the demo profiles.</source>
        <translation>Die Demo-Profile nicht speichern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the demo workspace and print its profile.</source>
        <translation>Den Demo-Arbeitsbereich anlegen und sein Profil ausgeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Demo workspace: %1</source>
        <translation>Demo-Arbeitsbereich: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created %1 Vortos rows, %2 FennFlow rows and %3 stored objects.</source>
        <translation>%1 Vortos-Zeilen, %2 FennFlow-Zeilen und %3 gespeicherte Objekte angelegt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Try: %1</source>
        <translation>Probieren Sie: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="+64"/>
        <source>No row is parked.</source>
        <translation>Keine Zeile ist geparkt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>note: %1 is not delivered in order per key, so no key is held back.</source>
        <translation>Hinweis: %1 wird nicht pro Schlüssel in Reihenfolge zugestellt, also wird kein Schlüssel zurückgehalten.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/blockedcommand.cpp" line="+18"/>
        <source>A head that is not dead blocks once it has waited this long (default 1h).</source>
        <translation>Eine nicht tote Kopfzeile blockiert, sobald sie so lange gewartet hat (Vorgabe 1h).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most N keys (default 1000).</source>
        <translation>Höchstens N Schlüssel (Vorgabe 1000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the parked rows instead (outboxctl park), with the rows of their keys after them.</source>
        <translation>Stattdessen die geparkten Zeilen auflisten (outboxctl park), mit den Zeilen ihrer Schlüssel dahinter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys whose oldest undelivered row holds their later rows back: dead, or waiting longer than --waiting (FennFlow: per aggregate_id; Vortos: per object key).</source>
        <translation>Schlüssel, deren älteste nicht zugestellte Zeile ihre späteren Zeilen zurückhält: tot oder länger wartend als --waiting (FennFlow: pro aggregate_id; Vortos: pro Objektschlüssel).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source> (the first %1 listed: --limit)</source>
        <translation> (die ersten %1 aufgeführt: --limit)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="-11"/>
        <source>No key is blocked.</source>
        <translation>Kein Schlüssel ist blockiert.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/changesteps.cpp" line="+50"/>
        <source>This is the prod profile &quot;%1&quot;. Type its name to continue: </source>
        <translation>Dies ist das Produktionsprofil &quot;%1&quot;. Geben Sie zum Fortfahren seinen Namen ein: </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>batch %1/%2: %3 changed, %4 skipped</source>
        <translation>Batch %1/%2: %3 geändert, %4 übersprungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+142"/>
        <source>Only rows of this error group (signature or short id).</source>
        <translation>Nur Zeilen dieser Fehlergruppe (Signatur oder Kurz-ID).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most this many rows (default 100, 1..10000).</source>
        <translation>Höchstens so viele Zeilen (Vorgabe 100, 1..10000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what would be reset, change nothing.</source>
        <translation>Zeigen, was zurückgesetzt würde, nichts ändern.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="+31"/>
        <source>Do not ask for confirmation.</source>
        <translation>Nicht nach einer Bestätigung fragen.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+14"/>
        <location filename="../app/outboxctl/promotecommand.cpp" line="+30"/>
        <source>Why (kept in the audit; required on prod profiles).</source>
        <translation>Grund (wird im Audit festgehalten; bei Produktionsprofilen erforderlich).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+2"/>
        <source>Rows per transaction (default 1000).</source>
        <translation>Zeilen pro Transaktion (Vorgabe 1000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset dead rows to pending: dry-run first, then forced.</source>
        <translation>Tote Zeilen auf ausstehend zurücksetzen: erst Probelauf (--dry-run), dann erzwungen (--force).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/canarysteps.cpp" line="+47"/>
        <source>--rate, --abort-ratio and --settle-timeout go with --canary=N.</source>
        <translation>--rate, --abort-ratio und --settle-timeout gehören zu --canary=N.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+9"/>
        <source>--limit must be a whole number, not &quot;%1&quot;.</source>
        <translation>--limit muss eine ganze Zahl sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>retry resets dead rows only: --state=%1 selects rows retry cannot act on (leave --state out, or use --state=dead).</source>
        <translation>retry setzt nur tote Zeilen zurück: --state=%1 wählt Zeilen, auf die retry nicht wirken kann (lassen Sie --state weg oder verwenden Sie --state=dead).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>retry resets dead rows only: --status=%1 is not a dead status of this table (%2).</source>
        <translation>retry setzt nur tote Zeilen zurück: --status=%1 ist kein toter Status dieser Tabelle (%2).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Target check not made: move/promote rows whose target already exists are not flagged (no object store is configured for this outbox).</source>
        <translation>Zielprüfung nicht durchgeführt: move/promote-Zeilen, deren Ziel bereits existiert, werden nicht markiert (für diese Outbox ist kein Objektspeicher eingerichtet).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n move/promote row(s) have a target that already exists: the work may be done (mark done instead of retrying?):</source>
        <translation>
            <numerusform>%n move/promote-Zeile hat ein Ziel, das bereits existiert: Die Arbeit ist möglicherweise erledigt (als erledigt markieren statt erneut versuchen?):</numerusform>
            <numerusform>%n move/promote-Zeilen haben ein Ziel, das bereits existiert: Die Arbeit ist möglicherweise erledigt (als erledigt markieren statt erneut versuchen?):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>By operation: %1</source>
        <translation>Nach Operation: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By error group:</source>
        <translation>Nach Fehlergruppe:</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/markdonecommand.cpp" line="+13"/>
        <source>Why the work is known done (kept in the audit).</source>
        <translation>Warum die Arbeit bekanntermaßen erledigt ist (wird im Audit festgehalten).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/outboxctl/parkcommand.cpp" line="+57"/>
        <source>Dead row ids.</source>
        <translation>IDs toter Zeilen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark dead rows whose work is known done as sent.</source>
        <translation>Tote Zeilen, deren Arbeit bekanntermaßen erledigt ist, als gesendet markieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mark-done needs at least one row id.</source>
        <translation>mark-done braucht mindestens eine Zeilen-ID.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>mark-done needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>mark-done braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dead row(s) will be marked done. Continue?</source>
        <translation>
            <numerusform>%n tote Zeile wird als erledigt markiert. Fortfahren?</numerusform>
            <numerusform>%n tote Zeilen werden als erledigt markiert. Fortfahren?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrynowcommand.cpp" line="+15"/>
        <source>Pending row ids.</source>
        <translation>IDs ausstehender Zeilen.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pending rows waiting for their next attempt become due now (their attempts are kept).</source>
        <translation>Ausstehende Zeilen, die auf ihren nächsten Versuch warten, werden sofort fällig (ihre Versuche bleiben erhalten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>retry-now needs at least one row id.</source>
        <translation>retry-now braucht mindestens eine Zeilen-ID.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/parkcommand.cpp" line="-8"/>
        <source>Park the dead head of every blocked key (those the filters match) instead of the rows named: for a table whose keys were blocked before in-order delivery began.</source>
        <translation>Statt der genannten Zeilen die tote Kopfzeile jedes blockierten Schlüssels parken (sofern er zu den Filtern passt): für eine Tabelle, deren Schlüssel schon blockiert waren, bevor die Zustellung in Reihenfolge begann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --blocked: list the rows, change nothing.</source>
        <translation>Mit --blocked: die Zeilen auflisten, nichts ändern.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With --blocked: at most N rows (default 1000).</source>
        <translation>Mit --blocked: höchstens N Zeilen (Vorgabe 1000).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--dry-run&apos;s list: table, json or csv.</source>
        <translation>Liste von --dry-run: table, json oder csv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave dead rows where they are and let their keys&apos; later rows be delivered past them (in-order delivery; undo with unpark).</source>
        <translation>Tote Zeilen stehen lassen und die späteren Zeilen ihrer Schlüssel an ihnen vorbei zustellen (Zustellung in Reihenfolge; rückgängig mit unpark).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name row ids or --blocked, not both.</source>
        <translation>Nennen Sie Zeilen-IDs oder --blocked, nicht beides.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>park needs at least one row id, or --blocked.</source>
        <translation>park braucht mindestens eine Zeilen-ID oder --blocked.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filters and --dry-run go with --blocked, not with row ids.</source>
        <translation>Filter und --dry-run gehören zu --blocked, nicht zu Zeilen-IDs.</translation>
    </message>
    <message numerus="yes">
        <location line="-48"/>
        <source>%n dead head row(s) would be parked.</source>
        <translation>
            <numerusform>%n tote Kopfzeile würde geparkt.</numerusform>
            <numerusform>%n tote Kopfzeilen würden geparkt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No key is blocked by a dead row.</source>
        <translation>Kein Schlüssel ist durch eine tote Zeile blockiert.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>park needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>park braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dead row(s) will be parked: they stay dead, and the later rows of their keys are delivered past them. Continue?</source>
        <translation>
            <numerusform>%n tote Zeile wird geparkt: Sie bleibt tot, und die späteren Zeilen ihres Schlüssels werden an ihr vorbei zugestellt. Fortfahren?</numerusform>
            <numerusform>%n tote Zeilen werden geparkt: Sie bleiben tot, und die späteren Zeilen ihrer Schlüssel werden an ihnen vorbei zugestellt. Fortfahren?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/resendcommand.cpp" line="+28"/>
        <source>Cannot read the payload from standard input: %1</source>
        <translation>Die Nutzlast kann nicht von der Standardeingabe gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot use the payload file: %1</source>
        <translation>Die Nutzlastdatei kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/unparkcommand.cpp" line="+15"/>
        <source>Parked row ids.</source>
        <translation>IDs geparkter Zeilen.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Parked rows hold their keys&apos; later rows back again, as any dead row does (outboxctl blocked --parked lists them).</source>
        <translation>Geparkte Zeilen halten die späteren Zeilen ihrer Schlüssel wieder auf, wie es jede tote Zeile tut (outboxctl blocked --parked listet sie auf).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/canarysteps.cpp" line="+46"/>
        <source>Canary redrive: %1 row(s) first; the rest (%2) only if at most %3% of the canary fails again, %4.</source>
        <translation>Canary-Wiederholung: zuerst %1 Zeile(n); der Rest (%2) nur, wenn höchstens %3 % des Canarys wieder fehlschlagen, %4.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>at %1 rows/s, stopping when the ratio passes it</source>
        <translation>mit %1 Zeilen/s, mit Abbruch, sobald die Quote überschritten wird</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Copy N rows first, wait until the relay has settled their copies, and go on only if at most --abort-ratio of them failed.</source>
        <translation>Zuerst N Zeilen kopieren, warten, bis das Relay ihre Kopien abgeschlossen hat, und nur weitermachen, wenn höchstens --abort-ratio davon fehlgeschlagen sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: stop when more than this share of the copies failed (default 0.2).</source>
        <translation>Mit --canary: anhalten, wenn mehr als dieser Anteil der Kopien fehlgeschlagen ist (Vorgabe 0.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: seconds to wait for the relay to settle the copies (default 600).</source>
        <translation>Mit --canary: Sekunden, die auf das Relay gewartet wird, bis es die Kopien abgeschlossen hat (Vorgabe 600).</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>all at once</source>
        <translation>alle auf einmal</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Canary replay: the copies of %n row(s) first; the rest (%1) only if at most %2% of those copies fail, %3.</source>
        <translation>
            <numerusform>Canary-Replay: zuerst die Kopie von %n Zeile; der Rest (%1) nur, wenn höchstens %2% dieser Kopien fehlschlagen, %3.</numerusform>
            <numerusform>Canary-Replay: zuerst die Kopien von %n Zeilen; der Rest (%1) nur, wenn höchstens %2% dieser Kopien fehlschlagen, %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Whether a relay is running is unknown: %1</source>
        <translation>Ob ein Relay läuft, ist unbekannt: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Whether a relay is running is unknown (no relay registry: outboxctl relay init creates it); the canary waits up to %1 s to be settled.</source>
        <translation>Ob ein Relay läuft, ist unbekannt (keine Relay-Registrierung: outboxctl relay init legt sie an); der Canary wartet bis zu %1 s auf seinen Abschluss.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Warning: no relay is running against %1 (none has a heartbeat): nobody would settle the canary, and the run stops after %2 s.</source>
        <translation>Warnung: Für %1 läuft kein Relay (keines sendet ein Lebenszeichen): Niemand würde den Canary abschließen, und der Lauf hält nach %2 s an.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n relay(s) running against the table: %1</source>
        <translation>
            <numerusform>%n Relay läuft für die Tabelle: %1</numerusform>
            <numerusform>%n Relays laufen für die Tabelle: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>canary</source>
        <translation>Canary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the canary</source>
        <translation>warten auf den Canary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step %1/%2</source>
        <translation>Schritt %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the last rows</source>
        <translation>warten auf die letzten Zeilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 replayed, %3 delivered, %4 failed, %5 waiting</source>
        <translation>%1: %2 erneut eingespielt, %3 zugestellt, %4 fehlgeschlagen, %5 wartend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 retried, %3 delivered, %4 failed again, %5 waiting</source>
        <translation>%1: %2 erneut versucht, %3 zugestellt, %4 wieder fehlgeschlagen, %5 wartend</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Replayed %n row(s).</source>
        <translation>
            <numerusform>%n Zeile erneut eingespielt.</numerusform>
            <numerusform>%n Zeilen erneut eingespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Reset N rows first, wait until the relay has settled them, and go on only if at most --abort-ratio of them failed again.</source>
        <translation>Zuerst N Zeilen zurücksetzen, warten, bis das Relay sie abgeschlossen hat, und nur weitermachen, wenn höchstens --abort-ratio davon wieder fehlschlugen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: stop when more than this share of the redriven rows failed again (default 0.2).</source>
        <translation>Mit --canary: anhalten, wenn mehr als dieser Anteil der wiederholten Zeilen wieder fehlschlug (Vorgabe 0.2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With --canary: the rest in steps of this many rows per second (default: all at once).</source>
        <translation>Mit --canary: der Rest in Schritten von so vielen Zeilen pro Sekunde (Vorgabe: alle auf einmal).</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>With --canary: seconds to wait for the relay to settle the redriven rows (default 600).</source>
        <translation>Mit --canary: Sekunden, die auf den Abschluss der wiederholten Zeilen durch das Relay gewartet wird (Vorgabe 600).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--canary must be a whole number of rows, not &quot;%1&quot;.</source>
        <translation>--canary muss eine ganze Zahl von Zeilen sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--abort-ratio must be a number such as 0.2, not &quot;%1&quot;.</source>
        <translation>--abort-ratio muss eine Zahl wie 0.2 sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--rate must be rows per second above 0 (e.g. 50 or 50/s), not &quot;%1&quot;.</source>
        <translation>--rate muss Zeilen pro Sekunde über 0 angeben (z. B. 50 oder 50/s), nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--settle-timeout must be whole seconds, not &quot;%1&quot;.</source>
        <translation>--settle-timeout muss ganze Sekunden angeben, nicht &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/retrycommand.cpp" line="-32"/>
        <source>%n row(s) failed for a missing object that is still missing: a retry would fail again:</source>
        <translation>
            <numerusform>%n Zeile scheiterte an einem fehlenden Objekt, das noch immer fehlt: eine Wiederholung schlüge wieder fehl:</numerusform>
            <numerusform>%n Zeilen scheiterten an einem fehlenden Objekt, das noch immer fehlt: eine Wiederholung schlüge wieder fehl:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n row(s) name an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again:</source>
        <translation>
            <numerusform>%n Zeile nennt einen Objektschlüssel, den das Relay ablehnt (ein &quot;..&quot;-Segment, ein Steuerzeichen oder zu lang): Eine Wiederholung schlüge wieder fehl:</numerusform>
            <numerusform>%n Zeilen nennen einen Objektschlüssel, den das Relay ablehnt (ein &quot;..&quot;-Segment, ein Steuerzeichen oder zu lang): Eine Wiederholung schlüge wieder fehl:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/resendcommand.cpp" line="+49"/>
        <source>The edited payload (JSON), or - for standard input.</source>
        <translation>Die bearbeitete Nutzlast (JSON) oder - für die Standardeingabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo the resend of ID: its original payload is resent as a new row and the edited copy, where it is dead, is superseded.</source>
        <translation>Das erneute Senden von ID rückgängig machen: Die ursprüngliche Nutzlast wird als neue Zeile erneut gesendet, und die bearbeitete Kopie wird, sofern sie tot ist, ersetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --undo: an edited copy that is not delivered yet is withdrawn (set dead and superseded), so that only the original goes.</source>
        <translation>Mit --undo: Eine bearbeitete Kopie, die noch nicht zugestellt ist, wird zurückgezogen (auf tot gesetzt und als ersetzt markiert), sodass nur das Original zugestellt wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dead row to resend.</source>
        <translation>Die tote Zeile, die erneut gesendet werden soll.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write an edited copy of a dead row as a new ready row; the original stays as written and is marked superseded.</source>
        <translation>Eine bearbeitete Kopie einer toten Zeile als neue bereite Zeile schreiben; das Original bleibt, wie es geschrieben wurde, und wird als ersetzt markiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resend needs exactly one row id.</source>
        <translation>resend braucht genau eine Zeilen-ID.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--withdraw goes with --undo.</source>
        <translation>--withdraw gehört zu --undo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resend needs --payload-file=FILE (or -), or --undo.</source>
        <translation>resend braucht --payload-file=FILE (oder -) oder --undo.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>The payload file %1 is over 4 MiB: no outbox payload is that large.</source>
        <translation>Die Nutzlastdatei %1 ist größer als 4 MiB: Keine Outbox-Nutzlast ist so groß.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The payload file %1 is not UTF-8: the byte at offset %2 (0x%3) does not belong there.</source>
        <translation>Die Nutzlastdatei %1 ist kein UTF-8: Das Byte an Position %2 (0x%3) gehört nicht dorthin.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Row %1 is not superseded: there is no resend of it to undo.</source>
        <translation>Zeile %1 ist nicht ersetzt: Es gibt kein erneutes Senden, das rückgängig zu machen wäre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The original payload of %1 will be resent as a new row, and the edited copy %2, where it is dead, superseded. Continue?</source>
        <translation>Die ursprüngliche Nutzlast von %1 wird als neue Zeile erneut gesendet, und die bearbeitete Kopie %2 wird, sofern sie tot ist, ersetzt. Fortfahren?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Row %1 (%2, %3): the edited payload changes</source>
        <translation>Zeile %1 (%2, %3): Die bearbeitete Nutzlast ändert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Payload to write: %1</source>
        <translation>Zu schreibende Nutzlast: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will be written as a new ready row, and %1 marked superseded. Continue?</source>
        <translation>Sie wird als neue bereite Zeile geschrieben, und %1 wird als ersetzt markiert. Fortfahren?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>resend needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>resend braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/unparkcommand.cpp" line="+2"/>
        <source>unpark needs at least one row id.</source>
        <translation>unpark braucht mindestens eine Zeilen-ID.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/purgecommand.cpp" line="+32"/>
        <source>Retention: sent rows created longer ago are deleted (e.g. 30d).</source>
        <translation>Aufbewahrungsfrist: Gesendete Zeilen, die vor längerer Zeit erstellt wurden, werden gelöscht (z. B. 30d).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count only.</source>
        <translation>Nur zählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows per transaction (default 10000).</source>
        <translation>Zeilen pro Transaktion (Vorgabe 10000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete sent rows older than a retention period, in batches.</source>
        <translation>Gesendete Zeilen, die älter als eine Aufbewahrungsfrist sind, in Batches löschen.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>%n sent row(s) kept: created_at is not a date text (a number, for example), so their age cannot be told.</source>
        <translation>
            <numerusform>%n gesendete Zeile behalten: created_at ist kein Datumstext (etwa eine Zahl), ihr Alter ist also nicht bestimmbar.</numerusform>
            <numerusform>%n gesendete Zeilen behalten: created_at ist kein Datumstext (etwa eine Zahl), ihr Alter ist also nicht bestimmbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Dry run — %n sent row(s) created before %1 would be deleted.</source>
        <translation>
            <numerusform>Probelauf — %n gesendete Zeile, vor %1 erstellt, würde gelöscht.</numerusform>
            <numerusform>Probelauf — %n gesendete Zeilen, vor %1 erstellt, würden gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n sent row(s) created before %1 will be deleted.</source>
        <translation>
            <numerusform>%n gesendete Zeile, vor %1 erstellt, wird gelöscht.</numerusform>
            <numerusform>%n gesendete Zeilen, vor %1 erstellt, werden gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>purge needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>purge braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/replaycommand.cpp" line="+24"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Warning: the copies of %n row(s) would be delivered after a newer row of their key, so a consumer would see the older event last:</source>
        <translation>
            <numerusform>Warnung: Die Kopie von %n Zeile würde nach einer neueren Zeile ihres Schlüssels zugestellt, sodass ein Konsument das ältere Ereignis zuletzt sähe:</numerusform>
            <numerusform>Warnung: Die Kopien von %n Zeilen würden nach einer neueren Zeile ihres Schlüssels zugestellt, sodass ein Konsument das ältere Ereignis zuletzt sähe:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %n key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>Die Reihenfolge von %n Schlüssel wurde nicht geprüft (die der ersten %1 schon).</numerusform>
            <numerusform>Die Reihenfolge von %n Schlüsseln wurde nicht geprüft (die der ersten %1 schon).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>By %1: %2</source>
        <translation>Nach %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most this many rows, the oldest first (default 100, 1..10000).</source>
        <translation>Höchstens so viele Zeilen, die ältesten zuerst (Vorgabe 100, 1..10000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what would be copied, write nothing.</source>
        <translation>Zeigen, was kopiert würde, nichts schreiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rows per transaction (default 100, at most 500).</source>
        <translation>Zeilen pro Transaktion (Vorgabe 100, höchstens 500).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent rows to replay (or select them by filters).</source>
        <translation>Gesendete Zeilen, die erneut eingespielt werden sollen (oder wählen Sie sie über Filter aus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy sent rows as new ready rows, so that they are delivered again; the originals stay as they are.</source>
        <translation>Gesendete Zeilen als neue bereite Zeilen kopieren, damit sie erneut zugestellt werden; die Originale bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>replay needs the rows to copy: row ids, or filters such as --created-from/--created-to, --event-type or --operation.</source>
        <translation>replay braucht die zu kopierenden Zeilen: Zeilen-IDs oder Filter wie --created-from/--created-to, --event-type oder --operation.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sent rows match the given filters.</source>
        <translation>Keine gesendeten Zeilen passen zu den angegebenen Filtern.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Dry run — %n sent row(s) match (not replaying).</source>
        <translation>
            <numerusform>Probelauf — %n gesendete Zeile passt (wird nicht erneut eingespielt).</numerusform>
            <numerusform>Probelauf — %n gesendete Zeilen passen (werden nicht erneut eingespielt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n sent row(s) will be copied as new ready rows and delivered again.</source>
        <translation>
            <numerusform>%n gesendete Zeile wird als neue bereite Zeile kopiert und erneut zugestellt.</numerusform>
            <numerusform>%n gesendete Zeilen werden als neue bereite Zeilen kopiert und erneut zugestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>replay needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>replay braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/changesteps.cpp" line="-29"/>
        <source>Continue?</source>
        <translation>Fortfahren?</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/groupscommand.cpp" line="+79"/>
        <source>Dead rows grouped by normalised error.</source>
        <translation>Tote Zeilen, nach normalisiertem Fehler gruppiert.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>No dead rows match.</source>
        <translation>Keine toten Zeilen passen.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/auditcommand.cpp" line="+94"/>
        <source>Records to show (default 20).</source>
        <translation>Anzuzeigende Einträge (Vorgabe 20).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>local (the log file, default) or database (the audit table).</source>
        <translation>local (die Protokolldatei, Vorgabe) oder database (die Audit-Tabelle).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With init: why (kept in the audit; required on prod profiles).</source>
        <translation>Mit init: Grund (wird im Audit festgehalten; bei Produktionsprofilen erforderlich).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create the audit table in the outbox&apos;s database and print its DDL.</source>
        <translation>Die Audit-Tabelle in der Datenbank der Outbox anlegen und ihre DDL ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent audit records, or &apos;audit init&apos;.</source>
        <translation>Neueste Audit-Einträge, oder &apos;audit init&apos;.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>The audit table already exists.</source>
        <translation>Die Audit-Tabelle existiert bereits.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Unknown audit subcommand &quot;%1&quot;.</source>
        <translation>Unbekannter audit-Unterbefehl &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--limit must be a positive whole number.</source>
        <translation>--limit muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>This database has no audit table (create it with &apos;outboxctl audit init&apos;).</source>
        <translation>Diese Datenbank hat keine Audit-Tabelle (legen Sie sie mit &apos;outboxctl audit init&apos; an).</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>outboxctl: %n line(s) of %1 are not audit records and were skipped (line %2).</source>
        <translation>
            <numerusform>outboxctl: %n Zeile von %1 ist kein Audit-Eintrag und wurde übersprungen (Zeile %2).</numerusform>
            <numerusform>outboxctl: %n Zeilen von %1 sind keine Audit-Einträge und wurden übersprungen (Zeilen %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>--source must be local or database.</source>
        <translation>--source muss local oder database sein.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/profilecommands.cpp" line="+79"/>
        <source>dev, staging or prod.</source>
        <translation>dev, staging oder prod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuse every change through this profile.</source>
        <translation>Jede Änderung über dieses Profil ablehnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace a profile of the same name (refused without it).</source>
        <translation>Ein gleichnamiges Profil ersetzen (ohne diese Option abgelehnt).</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The console notifies when at least N new dead rows appeared since its last refresh (0: off).</source>
        <translation>Die Konsole benachrichtigt, wenn seit ihrer letzten Aktualisierung mindestens N neue tote Zeilen hinzugekommen sind (0: aus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The console notifies when a key becomes blocked.</source>
        <translation>Die Konsole benachrichtigt, wenn ein Schlüssel blockiert wird.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The console notifies when the oldest pending row becomes older than this (0: off).</source>
        <translation>Die Konsole benachrichtigt, wenn die älteste ausstehende Zeile älter als diese Anzahl Minuten wird (0: aus).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="-73"/>
        <source>The database user every change connects as (its password: the keychain&apos;s write-password or OUTBOX_DATABASE_WRITE_PASSWORD); reading stays with the URL&apos;s user.</source>
        <translation>Der Datenbankbenutzer, als der sich jede Änderung verbindet (sein Passwort: write-password im Schlüsselbund oder OUTBOX_DATABASE_WRITE_PASSWORD); gelesen wird weiterhin als Benutzer der URL.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/profilecommands.cpp" line="+32"/>
        <source>list, add NAME or remove NAME.</source>
        <translation>list, add NAME oder remove NAME.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manage saved profiles.</source>
        <translation>Gespeicherte Profile verwalten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No profiles in %1</source>
        <translation>Keine Profile in %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use: outboxctl profile add NAME --database URL … or profile remove NAME.</source>
        <translation>Verwendung: outboxctl profile add NAME --database URL … oder profile remove NAME.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown profile action &quot;%1&quot;: use list, add or remove.</source>
        <translation>Unbekannte Profilaktion &quot;%1&quot;: Verwenden Sie list, add oder remove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--environment must be dev, staging or prod, not &quot;%1&quot;.</source>
        <translation>--environment muss dev, staging oder prod sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiles never store passwords: remove it from the URL and use the keychain or OUTBOX_DATABASE_PASSWORD.</source>
        <translation>Profile speichern nie Passwörter: Entfernen Sie es aus der URL und verwenden Sie den Schlüsselbund oder OUTBOX_DATABASE_PASSWORD.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--payload-visibility must be full, masked or hidden, not &quot;%1&quot;.</source>
        <translation>--payload-visibility muss full, masked oder hidden sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--write-user is for PostgreSQL and MySQL/MariaDB: a SQLite file has no users (its file permissions decide).</source>
        <translation>--write-user gilt für PostgreSQL und MySQL/MariaDB: Eine SQLite-Datei hat keine Benutzer (ihre Dateirechte entscheiden).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>outboxctl: a profile named &quot;%1&quot; exists already: nothing was changed. Pass --replace to replace it.</source>
        <translation>outboxctl: Ein Profil namens &quot;%1&quot; existiert bereits: Nichts wurde geändert. Geben Sie --replace an, um es zu ersetzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the new profile would be the same)</source>
        <translation>(das neue Profil wäre identisch)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>replacing: %1</source>
        <translation>wird ersetzt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved profile &quot;%1&quot; (read-only) in %2</source>
        <translation>Profil &quot;%1&quot; (schreibgeschützt) in %2 gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved profile &quot;%1&quot; in %2</source>
        <translation>Profil &quot;%1&quot; in %2 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/promotecommand.cpp" line="-13"/>
        <source>The temporary upload&apos;s key.</source>
        <translation>Der Schlüssel des temporären Uploads.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The permanent key.</source>
        <translation>Der permanente Schlüssel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temporary prefix (default tmp).</source>
        <translation>Temporäres Präfix (Vorgabe tmp).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the temporary object.</source>
        <translation>Das temporäre Objekt behalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy, verify and delete now, against the store.</source>
        <translation>Jetzt gegen den Speicher kopieren, prüfen und löschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a promote row for the relay.</source>
        <translation>Eine promote-Zeile für das Relay schreiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace an object already at the permanent key.</source>
        <translation>Ein Objekt ersetzen, das bereits unter dem permanenten Schlüssel liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Promote a temporary upload to its permanent key.</source>
        <translation>Einen temporären Upload auf seinen permanenten Schlüssel übernehmen (promote).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of --immediate or --via-outbox.</source>
        <translation>Wählen Sie entweder --immediate oder --via-outbox.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>promote needs --temporary-key and --permanent-key.</source>
        <translation>promote braucht --temporary-key und --permanent-key.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Temporary object: %1 (%2 bytes, %3)</source>
        <translation>Temporäres Objekt: %1 (%2 Bytes, %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Permanent key %1 already holds %2 bytes: it would be overwritten.</source>
        <translation>Der permanente Schlüssel %1 enthält bereits %2 Bytes: Sie würden überschrieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refusing to overwrite %1 without --overwrite.</source>
        <translation>%1 wird ohne --overwrite nicht überschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key %1 is free.</source>
        <translation>Der permanente Schlüssel %1 ist frei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre-check not made: no object store is configured (the relay will find out).</source>
        <translation>Vorabprüfung nicht durchgeführt: Kein Objektspeicher eingerichtet (das Relay wird es feststellen).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Promotion stopped: %1</source>
        <translation>Übernahme abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+57"/>
        <source>Run one batch, then exit.</source>
        <translation>Einen Batch ausführen, dann beenden.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Seconds to sleep after an empty poll (default 2).</source>
        <translation>Sekunden Pause nach einer leeren Abfrage (Vorgabe 2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows per batch (default 50).</source>
        <translation>Zeilen pro Batch (Vorgabe 50).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows delivered at once (default 4).</source>
        <translation>Gleichzeitig zugestellte Zeilen (Vorgabe 4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Database connections that claim at once while a backlog lasts: one claims while another&apos;s batch is delivered (default 2; SQLite: 1).</source>
        <translation>Datenbankverbindungen, die bei einem Rückstau gleichzeitig Zeilen übernehmen: Eine übernimmt, während der Batch einer anderen zugestellt wird (Standard 2; SQLite: 1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attempts before a row is dead (default 5).</source>
        <translation>Versuche, bevor eine Zeile tot ist (Vorgabe 5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seconds before a failed row&apos;s first retry (default 30); each further retry waits twice as long, at most an hour.</source>
        <translation>Sekunden bis zum ersten erneuten Versuch einer fehlgeschlagenen Zeile (Vorgabe 30); jeder weitere Versuch wartet doppelt so lange, höchstens eine Stunde.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="+44"/>
        <source>FennFlow: plain (default; the event&apos;s JSON), ce-binary (CloudEvents 1.0, the attributes in headers) or ce-structured (CloudEvents 1.0, one JSON document).</source>
        <translation>FennFlow: plain (Standard; das JSON des Ereignisses), ce-binary (CloudEvents 1.0, die Attribute in Headern) oder ce-structured (CloudEvents 1.0, ein JSON-Dokument).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CloudEvents source (default /outbox/{table}); {aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} stand for the event&apos;s.</source>
        <translation>CloudEvents-Quelle (Standard /outbox/{table}); {aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} und {table} stehen für die Werte des Ereignisses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CloudEvents type (default {aggregate_type}.{event_type}).</source>
        <translation>CloudEvents-Typ (Standard {aggregate_type}.{event_type}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CloudEvents subject (default {storage_path}; left out when empty).</source>
        <translation>CloudEvents-Betreff (Standard {storage_path}; weggelassen, wenn leer).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the webhook is signed when it has a secret: hmac-sha256 (default; X-Outbox-Signature) or standard-webhooks (webhook-id, webhook-timestamp, webhook-signature; the secret is whsec_ and a base64 key).</source>
        <translation>Wie der Webhook signiert wird, wenn er ein Geheimnis hat: hmac-sha256 (Standard; X-Outbox-Signature) oder standard-webhooks (webhook-id, webhook-timestamp, webhook-signature; das Geheimnis ist whsec_ und ein Base64-Schlüssel).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+13"/>
        <source>Serve Prometheus metrics at HOST:PORT.</source>
        <translation>Prometheus-Metriken unter HOST:PORT bereitstellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why (kept in the audit; with init required on prod profiles).</source>
        <translation>Grund (wird im Audit festgehalten; mit init bei Produktionsprofilen erforderlich).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key (default): a row waits while an older row of its key is undelivered (FennFlow: aggregate_id; Vortos: each object key the row writes or deletes); none: oldest ready rows first, whatever their key.</source>
        <translation>key (Standard): Eine Zeile wartet, solange eine ältere Zeile ihres Schlüssels nicht zugestellt ist (FennFlow: aggregate_id; Vortos: jeder Objektschlüssel, den die Zeile schreibt oder löscht); none: älteste bereite Zeilen zuerst, gleich welcher Schlüssel.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>init: create the FennFlow delivery side table and print its DDL. test-publish: send one test event to the sink (no database is touched) and exit.</source>
        <translation>init: die FennFlow-Zustelltabelle anlegen und ihre DDL ausgeben. test-publish: ein Testereignis an die Senke senden (keine Datenbank wird berührt) und beenden.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Other relays running on %1: %2.</source>
        <translation>Weitere Relays laufen auf %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="+55"/>
        <source>No sink for the FennFlow relay: pass --sink=webhook:URL, --sink=file:PATH or a broker&apos;s URL (amqp://, nats://, kafka://).</source>
        <translation>Keine Senke für das FennFlow-Relay: Geben Sie --sink=webhook:URL, --sink=file:PFAD oder die URL eines Brokers (amqp://, nats://, kafka://) an.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+66"/>
        <source>Run the relay: deliver ready rows, with retries and backoff.</source>
        <translation>Das Relay ausführen: bereite Zeilen zustellen, mit Wiederholungen und Backoff.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="-82"/>
        <source>FennFlow sink: webhook:URL, file:PATH, amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME or nats://USER@HOST:PORT/SUBJECT or kafka://HOST:PORT,…/TOPIC (broker passwords: keychain or OUTBOX_SINK_PASSWORD).</source>
        <translation>FennFlow-Senke: webhook:URL, file:PFAD, amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME oder nats://USER@HOST:PORT/SUBJECT oder kafka://HOST:PORT,…/TOPIC (Broker-Passwörter: Schlüsselbund oder OUTBOX_SINK_PASSWORD).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="-136"/>
        <source>The delivery table already exists.</source>
        <translation>Die Zustelltabelle existiert bereits.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No profile named &quot;%1&quot;.</source>
        <translation>Kein Profil namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Published test event %1 to %2 in %3 ms.</source>
        <translation>Testereignis %1 in %3 ms an %2 veröffentlicht.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Unknown relay subcommand &quot;%1&quot;.</source>
        <translation>Unbekannter relay-Unterbefehl &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Profile &quot;%1&quot; is read-only: the relay changes rows and will not start.</source>
        <translation>Das Profil &quot;%1&quot; ist schreibgeschützt: Das Relay ändert Zeilen und startet nicht.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="-17"/>
        <source>No object store for the Vortos relay: pass --object-store, set it in the profile, or set the OBJECT_STORE_* environment.</source>
        <translation>Kein Objektspeicher für das Vortos-Relay: Geben Sie --object-store an, legen Sie ihn im Profil fest oder setzen Sie die Umgebung OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relayloop.cpp" line="+50"/>
        <source>Could not set up signal handling.</source>
        <translation>Die Signalbehandlung konnte nicht eingerichtet werden.</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Metrics at %1, health at /healthz and /readyz</source>
        <translation>Metriken unter %1, Zustand unter /healthz und /readyz</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Relay on %1 → %2 (one batch)</source>
        <translation>Relay auf %1 → %2 (ein Batch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay on %1 → %2</source>
        <translation>Relay auf %1 → %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay stopped: %1</source>
        <translation>Relay gestoppt: %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/workercommand.cpp" line="+19"/>
        <source>relay or purge.</source>
        <translation>relay oder purge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>systemd or supervisor.</source>
        <translation>systemd oder supervisor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where to write the service file.</source>
        <translation>Wohin die Dienstdatei geschrieben wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the files instead of writing them.</source>
        <translation>Die Dateien ausgeben, statt sie zu schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit 1 when the file on disk differs.</source>
        <translation>Mit 1 beenden, wenn die Datei auf der Festplatte abweicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the service as this user.</source>
        <translation>Den Dienst als dieser Benutzer ausführen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KEY=VALUE file with the secrets.</source>
        <translation>KEY=VALUE-Datei mit den Geheimnissen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purge timer (systemd OnCalendar=, default daily).</source>
        <translation>Zeitplan der Bereinigung (systemd OnCalendar=, Vorgabe daily).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purge retention (default 30d).</source>
        <translation>Aufbewahrungsfrist der Bereinigung (Vorgabe 30d).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra argument for the relay (repeatable), e.g. --relay-arg=--sink=file:/var/lib/x.jsonl.</source>
        <translation>Ein zusätzliches Argument für das Relay (wiederholbar), z. B. --relay-arg=--sink=file:/var/lib/x.jsonl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace a file at --path that worker install did not write.</source>
        <translation>Eine Datei unter --path ersetzen, die nicht von worker install geschrieben wurde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Install (or print, or check) the service definition.</source>
        <translation>Die Dienstdefinition installieren (oder ausgeben oder prüfen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write a systemd unit or a supervisor program for the relay or the purge.</source>
        <translation>Eine systemd-Unit oder ein supervisor-Programm für das Relay oder die Bereinigung schreiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl worker install --worker=relay|purge --manager=systemd|supervisor.</source>
        <translation>Verwendung: outboxctl worker install --worker=relay|purge --manager=systemd|supervisor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--worker must be relay or purge, not &quot;%1&quot;.</source>
        <translation>--worker muss relay oder purge sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--manager must be systemd or supervisor, not &quot;%1&quot;.</source>
        <translation>--manager muss systemd oder supervisor sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The database URL carries a password: service files never hold secrets. Give the URL without it, and the password in the environment file (--environment-file) as OUTBOX_DATABASE_PASSWORD.</source>
        <translation>Die Datenbank-URL enthält ein Passwort: Dienstdateien enthalten nie Geheimnisse. Geben Sie die URL ohne Passwort an und das Passwort in der Umgebungsdatei (--environment-file) als OUTBOX_DATABASE_PASSWORD.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>--relay-arg carries a URL with a password: service files never hold secrets. Put the password in the environment file (--environment-file) as OUTBOX_DATABASE_PASSWORD, or in the keychain.</source>
        <translation>--relay-arg enthält eine URL mit Passwort: Dienstdateien enthalten nie Geheimnisse. Legen Sie das Passwort in der Umgebungsdatei (--environment-file) als OUTBOX_DATABASE_PASSWORD ab oder im Schlüsselbund.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 differs from what would be installed.</source>
        <translation>%1 weicht von dem ab, was installiert würde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Installed service definition is up to date.</source>
        <translation>Die installierte Dienstdefinition ist aktuell.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then run:</source>
        <translation>Führen Sie dann aus:</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="-28"/>
        <source>working (%1)</source>
        <translation>aktiv (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused (%1)</source>
        <translation>pausiert (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent (%1)</source>
        <translation>verstummt (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its library</source>
        <translation>seine Bibliothek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seconds each profile may take before its line says it did not answer (default 10, 1 to 300).</source>
        <translation>Sekunden, die jedes Profil dauern darf, bevor seine Zeile meldet, dass es nicht geantwortet hat (Vorgabe 10, 1 bis 300).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither show nor keep the change since the previous run (kept in %1).</source>
        <translation>Die Änderung seit dem vorigen Lauf weder zeigen noch speichern (gespeichert in %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every saved profile: pending, dead, blocked keys, oldest pending age and whether a relay works the table, each profile read on its own connection.</source>
        <translation>Alle gespeicherten Profile: ausstehende und tote Zeilen, blockierte Schlüssel, Alter der ältesten ausstehenden Zeile und ob ein Relay die Tabelle bearbeitet; jedes Profil wird über eine eigene Verbindung gelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--output must be table or json for overview.</source>
        <translation>--output muss für overview table oder json sein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overview reads every saved profile: --profile, --database and --table do not apply.</source>
        <translation>overview liest jedes gespeicherte Profil: --profile, --database und --table gelten hier nicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No saved profiles: add one with &apos;outboxctl profile add&apos;.</source>
        <translation>Keine gespeicherten Profile: Legen Sie eines mit &apos;outboxctl profile add&apos; an.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>error (below)</source>
        <translation>Fehler (siehe unten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/authcommand.cpp" line="+17"/>
        <source>The database endpoint.</source>
        <translation>Der Endpunkt der Datenbank.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database port.</source>
        <translation>Der Port der Datenbank.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database user.</source>
        <translation>Der Datenbankbenutzer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database&apos;s AWS region.</source>
        <translation>Die AWS-Region der Datenbank.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print an RDS IAM authentication token.</source>
        <translation>Ein RDS-IAM-Anmeldetoken ausgeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print an RDS IAM authentication token for --host, --port, --user and --region, signed with the AWS credentials of the environment or of AWS_PROFILE; it is valid for 15 minutes.</source>
        <translation>Ein RDS-IAM-Anmeldetoken für --host, --port, --user und --region ausgeben, signiert mit den AWS-Anmeldedaten der Umgebung oder von AWS_PROFILE; es gilt 15 Minuten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl auth rds-token --host=H --port=P --user=U --region=R.</source>
        <translation>Aufruf: outboxctl auth rds-token --host=H --port=P --user=U --region=R.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>auth rds-token needs --%1.</source>
        <translation>auth rds-token braucht --%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--port must be a number, not &quot;%1&quot;.</source>
        <translation>--port muss eine Zahl sein, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/sshcommand.cpp" line="+17"/>
        <source>Check the route to the database hop by hop.</source>
        <translation>Den Weg zur Datenbank Sprung für Sprung prüfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try the route to the database through ssh (--ssh, or the profile&apos;s) as a connection does, and print each hop and the database: ok, what failed there, or not reached.</source>
        <translation>Den Weg zur Datenbank über ssh (--ssh oder den des Profils) so ausprobieren, wie es eine Verbindung tut, und jeden Sprung und die Datenbank ausgeben: OK, was dort fehlgeschlagen ist, oder nicht erreicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl [--profile=NAME | --database=URL --ssh=DEST] ssh check.</source>
        <translation>Aufruf: outboxctl [--profile=NAME | --database=URL --ssh=DEST] ssh check.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ssh check needs a database reached through ssh: --ssh=DEST, or a profile with an SSH destination.</source>
        <translation>ssh check braucht eine über ssh erreichte Datenbank: --ssh=DEST oder ein Profil mit einem SSH-Ziel.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/privilegescommand.cpp" line="+3"/>
        <source>What the profile&apos;s database roles may do to the outbox table: the reading user&apos;s, and the write user&apos;s when the profile names one.</source>
        <translation>Was die Datenbankrollen des Profils mit der Outbox-Tabelle tun dürfen: die des lesenden Benutzers und die des Schreibbenutzers, wenn das Profil einen nennt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--output of privileges takes table or json, not &quot;%1&quot;.</source>
        <translation>--output von privileges nimmt table oder json, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Privileges on %1 (%2):</source>
        <translation>Rechte auf %1 (%2):</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/linkcommand.cpp" line="+15"/>
        <source>Link to this row (its detail pane).</source>
        <translation>Auf diese Zeile verlinken (ihren Detailbereich).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link to the dead rows of this error group (its signature).</source>
        <translation>Auf die toten Zeilen dieser Fehlergruppe verlinken (ihre Signatur).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link to this record of the database&apos;s audit table (its record_id in audit --source=database --output=json).</source>
        <translation>Link zu diesem Eintrag der Audit-Tabelle der Datenbank (seine record_id in audit --source=database --output=json).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print an outbox-console:// link to a row, an error group, an audit record or a filtered view, which the console opens on the same saved profile. It names the profile only, never a host or a secret.</source>
        <translation>Einen outbox-console://-Link zu einer Zeile, einer Fehlergruppe, einem Audit-Eintrag oder einer gefilterten Ansicht ausgeben, den die Konsole mit dem gleichnamigen gespeicherten Profil öffnet. Er nennt nur das Profil, nie einen Host oder ein Geheimnis.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link takes one of --row, --group and --audit.</source>
        <translation>link nimmt eines von --row, --group und --audit.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A link carries a state, one search and a created window: --status and --payload-key are not part of it.</source>
        <translation>Ein Link trägt einen Zustand, eine Suche und ein Erstellungsfenster: --status und --payload-key gehören nicht dazu.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--audit must be a record id (a positive number), not &quot;%1&quot;.</source>
        <translation>--audit muss eine Eintragsnummer (eine positive Zahl) sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database has no audit table (%1): only its records can be linked.</source>
        <translation>Diese Datenbank hat keine Audit-Tabelle (%1): nur deren Einträge lassen sich verlinken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The audit table has no record %1.</source>
        <translation>Die Audit-Tabelle hat keinen Eintrag %1.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>A link opens a saved profile: pass --profile NAME (the colleague who opens it needs a profile of that name).</source>
        <translation>Ein Link öffnet ein gespeichertes Profil: Übergeben Sie --profile NAME (wer den Link öffnet, braucht ein gleichnamiges Profil).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A link carries one --state.</source>
        <translation>Ein Link enthält nur einen --state.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A link carries one search (--error-contains, --payload-contains, --operation, --id or --aggregate-id), as the console&apos;s filter bar does.</source>
        <translation>Ein Link enthält nur eine Suche (--error-contains, --payload-contains, --operation, --id oder --aggregate-id), wie die Filterleiste der Konsole.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/importcommand.cpp" line="+22"/>
        <source>The console&apos;s export to import: JSON (an array, or list&apos;s output) or JSONL (one row a line).</source>
        <translation>Der zu importierende Export der Konsole: JSON (ein Array oder die Ausgabe von list) oder JSONL (eine Outbox-Zeile pro Textzeile).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check every row and show what would be written; write nothing.</source>
        <translation>Jede Zeile prüfen und zeigen, was geschrieben würde; nichts schreiben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the rows of an export into this outbox as new ready rows, each checked as the writer writes it.</source>
        <translation>Die Zeilen eines Exports als neue bereite Zeilen in diese Outbox schreiben, jede so geprüft, wie der Schreiber sie schreibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>import needs --file=FILE: the console&apos;s JSON or JSONL export.</source>
        <translation>import braucht --file=FILE: den JSON- oder JSONL-Export der Konsole.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot use the import file: %1</source>
        <translation>Die Importdatei kann nicht verwendet werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Dry run — %n row(s) would be imported as new ready rows (writing nothing).</source>
        <translation>
            <numerusform>Probelauf — %n Zeile würde als neue bereite Zeile importiert (es wird nichts geschrieben).</numerusform>
            <numerusform>Probelauf — %n Zeilen würden als neue bereite Zeilen importiert (es wird nichts geschrieben).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n row(s) of %1 will be written into %2 as new ready rows.</source>
        <translation>
            <numerusform>%n Zeile aus %1 wird als neue bereite Zeile in %2 geschrieben.</numerusform>
            <numerusform>%n Zeilen aus %1 werden als neue bereite Zeilen in %2 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>import braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverycommand.cpp" line="+22"/>
        <source>With filters: at most this many rows, the oldest first (default 100, 1..1000).</source>
        <translation>Mit Filtern: höchstens so viele Zeilen, die ältesten zuerst (Vorgabe 100, 1..1000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark the dead rows that were delivered done (audited as a mark-done of its own).</source>
        <translation>Die zugestellten toten Zeilen als erledigt markieren (im Audit als eigenes mark-done festgehalten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rows to deliver (or select them by filters).</source>
        <translation>Die zuzustellenden Zeilen (oder wählen Sie sie über Filter aus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deliver rows once to another sink (FennFlow) or object store (Vortos: --object-store before the command), leaving their state as it is.</source>
        <translation>Zeilen einmal an eine andere Senke (FennFlow) oder einen anderen Objektspeicher (Vortos: --object-store vor dem Befehl) zustellen, ohne ihren Zustand zu ändern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>deliver needs the rows: row ids, or filters such as --state=dead or --created-from.</source>
        <translation>deliver braucht die Zeilen: Zeilen-IDs oder Filter wie --state=dead oder --created-from.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No rows match the given filters.</source>
        <translation>Keine Zeilen passen zu den angegebenen Filtern.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n row(s) will be delivered once to %1; their state stays as it is%2.</source>
        <translation>
            <numerusform>%n Zeile wird einmal an %1 zugestellt; ihr Zustand bleibt, wie er ist%2.</numerusform>
            <numerusform>%n Zeilen werden einmal an %1 zugestellt; ihr Zustand bleibt, wie er ist%2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, then the dead ones delivered are marked done</source>
        <translation>, danach werden die zugestellten toten Zeilen als erledigt markiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deliver needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>deliver braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/archivecommand.cpp" line="+24"/>
        <source>--expires takes a period (7d, 12h, 2w) or a date (2027-01-31), not &quot;%1&quot;.</source>
        <translation>--expires erwartet einen Zeitraum (7d, 12h, 2w) oder ein Datum (2027-01-31), nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>archive sets dead rows apart: --state=%1 selects rows it cannot act on (leave --state out).</source>
        <translation>archive legt tote Zeilen beiseite: --state=%1 wählt Zeilen aus, auf die es nicht wirken kann (lassen Sie --state weg).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>When the rows count as dead again: a period (7d, 12h) or a date; default never (until unarchived).</source>
        <translation>Wann die Zeilen wieder als tot zählen: ein Zeitraum (7d, 12h) oder ein Datum; Vorgabe nie (bis zur Aufhebung der Archivierung).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With filters: at most this many dead rows, the oldest first (default 100, 1..1000).</source>
        <translation>Mit Filtern: höchstens so viele tote Zeilen, die ältesten zuerst (Vorgabe 100, 1..1000).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dead rows to archive (or select them by filters).</source>
        <translation>Tote Zeilen, die archiviert werden sollen (oder wählen Sie sie über Filter aus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set dead rows known to be junk apart: they leave the counts, groups, gauges and notifications, stay dead and readable, and are neither deleted nor sent.</source>
        <translation>Tote Zeilen, die bekanntermaßen Datenmüll sind, beiseitelegen: Sie fallen aus den Zählungen, Gruppen, Gauges und Benachrichtigungen heraus, bleiben tot und lesbar und werden weder gelöscht noch gesendet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>archive needs the rows: dead row ids, or filters such as --error-contains or --operation.</source>
        <translation>archive braucht die Zeilen: IDs toter Zeilen oder Filter wie --error-contains oder --operation.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No dead rows match the given filters.</source>
        <translation>Keine toten Zeilen passen zu den angegebenen Filtern.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n dead row(s) will be archived %1: they leave the counts, groups and gauges, and stay dead and readable.</source>
        <translation>
            <numerusform>%n tote Zeile wird %1 archiviert: Sie fällt aus den Zählungen, Gruppen und Gauges heraus und bleibt tot und lesbar.</numerusform>
            <numerusform>%n tote Zeilen werden %1 archiviert: Sie fallen aus den Zählungen, Gruppen und Gauges heraus und bleiben tot und lesbar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until unarchived</source>
        <translation>bis zur Aufhebung der Archivierung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>archive needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>archive braucht eine Bestätigung: Führen Sie es in einem Terminal aus oder geben Sie --force an.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Archived rows count as dead again (list --state=archived lists them).</source>
        <translation>Archivierte Zeilen zählen wieder als tot (list --state=archived listet sie auf).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archived row ids.</source>
        <translation>IDs archivierter Zeilen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unarchive needs at least one row id.</source>
        <translation>unarchive braucht mindestens eine Zeilen-ID.</translation>
    </message>
</context>
</TS>
