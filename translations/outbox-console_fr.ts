<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/rowdetailview.cpp" line="+35"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/main.cpp" line="+25"/>
        <source>Usage: outbox-console [--demo | --profile NAME | --database URL] [--table NAME]
                      [--state STATE] [--screenshot FILE]

The desktop console for transactional-outbox tables.

Options:
  --demo             Open the demo workspace (created on first use).
  --profile NAME     Open the saved profile NAME (shared with outboxctl).
  --database URL     Open a database by URL: postgresql://USER@HOST:PORT/DB,
                     mysql://..., mariadb://..., sqlite:///absolute/path.db.
                     The password comes from OUTBOX_DATABASE_PASSWORD.
  --table NAME       The outbox table, possibly schema-qualified.
  --state STATE      Show only pending, inflight, dead or sent rows.
  --screenshot FILE  Save the window as a PNG once the first rows are shown, then quit.
  -h, --help         Show this help.
  -V, --version      Show the version.

Without options the last profile used opens. The language follows the system; the
setting &quot;language&quot; (de, fr, en) in ~/.config/outbox-console/outbox-console.conf
overrides it.
</source>
        <translation>Utilisation : outbox-console [--demo | --profile NOM | --database URL] [--table NOM]
                             [--state ÉTAT] [--screenshot FICHIER]

La console de bureau des tables d&apos;outbox transactionnelle.

Options :
  --demo                Ouvrir l&apos;espace de démonstration (créé à la première utilisation).
  --profile NOM         Ouvrir le profil enregistré NOM (partagé avec outboxctl).
  --database URL        Ouvrir une base de données par URL : postgresql://UTILISATEUR@HÔTE:PORT/BASE,
                        mysql://..., mariadb://..., sqlite:///chemin/absolu.db.
                        Le mot de passe vient de OUTBOX_DATABASE_PASSWORD.
  --table NOM           La table d&apos;outbox, éventuellement qualifiée par un schéma.
  --state ÉTAT          N&apos;afficher que les lignes pending, inflight, dead ou sent.
  --screenshot FICHIER  Enregistrer la fenêtre en PNG dès que les premières lignes
                        s&apos;affichent, puis quitter.
  -h, --help            Afficher cette aide.
  -V, --version         Afficher la version.

Sans option, le dernier profil utilisé s&apos;ouvre. La langue suit celle du système ;
le réglage « language » (de, fr, en) dans ~/.config/outbox-console/outbox-console.conf
a la priorité.
</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Run &apos;outbox-console --help&apos; for the options.</source>
        <translation>Lancez « outbox-console --help » pour voir les options.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Argument inattendu « %1 ».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use only one of --demo, --profile and --database.</source>
        <translation>N&apos;utilisez qu&apos;une seule des options --demo, --profile et --database.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Impossible d&apos;écrire la capture d&apos;écran %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rows after 60 s; saving the screenshot anyway.</source>
        <translation>Aucune ligne après 60 s ; la capture d&apos;écran est enregistrée quand même.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opening the demo workspace (created on first use).</source>
        <translation>Ouverture de l&apos;espace de démonstration (créé à la première utilisation).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No connection profile yet. Start with &quot;outbox-console --demo&quot; to explore the demo workspace, or open a database with --database URL.</source>
        <translation>Aucun profil de connexion pour l&apos;instant. Commencez par « outbox-console --demo » pour explorer l&apos;espace de démonstration, ou ouvrez une base de données avec --database URL.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::AboutDialog</name>
    <message>
        <location filename="../ui/aboutdialog.cpp" line="+31"/>
        <source>Application framework</source>
        <translation>Cadriciel de l&apos;application</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The charts of the Graph tab</source>
        <translation>Les graphiques de l&apos;onglet Graphique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access to the system keychain</source>
        <translation>Accès au trousseau du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret Service keychain back end</source>
        <translation>Moteur de trousseau Secret Service</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Public domain</source>
        <translation>Domaine public</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The demo workspace and SQLite outboxes</source>
        <translation>L&apos;espace de démonstration et les outbox SQLite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PostgreSQL client library</source>
        <translation>Bibliothèque cliente PostgreSQL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL and MariaDB client library</source>
        <translation>Bibliothèque cliente MySQL et MariaDB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Component</source>
        <translation>Composant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used for</source>
        <translation>Utilisé pour</translation>
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
        <translation>Pas encore déclarée (tous droits réservés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This program</source>
        <translation>Ce programme</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The full licence texts are in /usr/share/doc/ under each package&apos;s name, and for Qt also under Help › About Qt.</source>
        <translation>Les textes complets des licences se trouvent dans /usr/share/doc/ sous le nom de chaque paquet, et pour Qt aussi dans Aide › À propos de Qt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Outbox Console</source>
        <translation>À propos de Outbox Console</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (compilé avec Qt %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Application id: %1</source>
        <translation>Identifiant de l&apos;application : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See what is stuck in a transactional outbox, why, and fix it.</source>
        <translation>Voir ce qui est bloqué dans une outbox transactionnelle, pourquoi, et le réparer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licences of the components</source>
        <translation>Licences des composants</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
</context>
<context>
    <name>outbox::ui::AuditView</name>
    <message>
        <location filename="../ui/auditview.cpp" line="+36"/>
        <source>%1@%2</source>
        <translation type="unfinished">%1@%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation type="unfinished">%1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+386"/>
        <source>—</source>
        <translation type="unfinished">—</translation>
    </message>
    <message>
        <location line="-363"/>
        <source>Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Audit source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database audit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s log holds every change made from here; the database&apos;s audit table, where it exists, every user&apos;s changes to this database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter audit records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by action, user, reason, outcome…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refresh</source>
        <translation type="unfinished">Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh audit records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the audit records again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading audit records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile / database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation type="unfinished">Lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Audit records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Audit record details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a record to see it in full, with its row ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Could not read the database&apos;s audit table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Try Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>log + database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No database open: only this computer&apos;s log is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This database has no audit table (%1): only this computer&apos;s log is shown. Create it to record every user&apos;s changes in the database too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The audit table holds one record per committed batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showing the newest %1 records of each source; the log is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Profile: %1
Database: %2
Table: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>(none)</source>
        <translation type="unfinished">(aucune)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Over %L1 rows: only the SHA-256 of the ids is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No recorded actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who:       %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows:      %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Row ids: %Ln row(s), more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Row ids: none recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Row ids (%Ln):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChangeConfirmationDialog</name>
    <message>
        <location filename="../ui/changeconfirmation.cpp" line="+86"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What will change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deletes rows permanently; it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This is a prod profile. Type the profile name &lt;b&gt;%1&lt;/b&gt; to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Profile name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Reason (kept in the audit log):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. ticket OPS-123: the consumer is fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel</source>
        <translation type="unfinished">Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destructive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive: this cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Type the profile name exactly and give a reason to enable &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the profile name exactly to enable &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a reason to enable &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsView</name>
    <message>
        <location filename="../ui/chartsview.cpp" line="+127"/>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+792"/>
        <source>minute</source>
        <translation>minute</translation>
    </message>
    <message>
        <location line="-790"/>
        <source>10 minutes</source>
        <translation>10 minutes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hour</source>
        <translation>heure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last hour</source>
        <translation>Dernière heure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last 24 hours</source>
        <translation>Dernières 24 heures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last %1 days</source>
        <translation>%1 derniers jours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last %1 hours</source>
        <translation>%1 dernières heures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last %1 minutes</source>
        <translation>%1 dernières minutes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 group</source>
        <translation>1 groupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 groups</source>
        <translation>%1 groupes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 row</source>
        <translation>1 ligne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 rows</source>
        <translation>%1 lignes</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Dead rows</source>
        <translation>Lignes mortes</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Save Chart as PNG…</source>
        <translation>Enregistrer le graphique en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Chart Image</source>
        <translation>Copier l&apos;image du graphique</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+284"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="-281"/>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+432"/>
        <source>Rows by state</source>
        <translation>Lignes par état</translation>
    </message>
    <message>
        <location line="-431"/>
        <source>Rows created over time, by state</source>
        <translation>Lignes créées au fil du temps, par état</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows sent over time</source>
        <translation>Lignes envoyées au fil du temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlog and oldest waiting row over time</source>
        <translation>Arriéré et plus ancienne ligne en attente au fil du temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+696"/>
        <source>Dead rows by error</source>
        <translation>Lignes mortes par erreur</translation>
    </message>
    <message>
        <location line="-695"/>
        <location line="+779"/>
        <source>Dead rows by operation</source>
        <translation>Lignes mortes par opération</translation>
    </message>
    <message>
        <location line="-744"/>
        <source>&amp;Time window:</source>
        <translation>&amp;Fenêtre de temps :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time window of the time charts</source>
        <translation>Fenêtre de temps des graphiques temporels</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Filter the charts follow</source>
        <translation>Filtre que suivent les graphiques</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading chart data</source>
        <translation>Lecture des données des graphiques</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh charts</source>
        <translation>Actualiser les graphiques</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save all charts as a PNG image</source>
        <translation>Enregistrer tous les graphiques en image PNG</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Charts as PNG…</source>
        <translation>Enregistrer les graphiques en PNG…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save all charts as one PNG image (%1)</source>
        <translation>Enregistrer tous les graphiques dans une seule image PNG (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Save Charts as PNG</source>
        <translation>Enregistrer les graphiques en PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not write the image %1: check that the folder exists and is writable.</source>
        <translation>Impossible d&apos;écrire l&apos;image %1 : vérifiez que le dossier existe et est accessible en écriture.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>all rows</source>
        <translation>toutes les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter: %1</source>
        <translation>Filtre : %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Could not count the rows:
%1</source>
        <translation>Impossible de compter les lignes :
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <location line="+72"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+1"/>
        <source>No rows match the filter.</source>
        <translation>Aucune ligne ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1  %2 (%3%)</source>
        <translation>%1  %2 (%3 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;Raw status %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2&lt;br&gt;Statut brut %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+76"/>
        <location line="+190"/>
        <location line="+7"/>
        <location line="+66"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="-324"/>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows: %2</source>
        <translation>Lignes %1 : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rows created per day</source>
        <translation>Lignes créées par jour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows created per hour</source>
        <translation>Lignes créées par heure</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not count the rows created:
%1</source>
        <translation>Impossible de compter les lignes créées :
%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No rows matching the filter were created in this window.</source>
        <translation>Aucune ligne correspondant au filtre n&apos;a été créée dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 rows created: %2</source>
        <translation>Lignes créées %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sent per %1</source>
        <translation>Envoyées par %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not count the rows sent:
%1</source>
        <translation>Impossible de compter les lignes envoyées :
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+9"/>
        <source>Sent</source>
        <translation>Envoyées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rows per %1</source>
        <translation>Lignes par %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing matching the filter was sent in this window.</source>
        <translation>Rien de correspondant au filtre n&apos;a été envoyé dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): %3 sent, at most %4 per %5</source>
        <translation>%1 (%2) : %3 envoyées, au plus %4 par %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Backlog</source>
        <translation>Arriéré</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not reconstruct the backlog:
%1</source>
        <translation>Impossible de reconstituer l&apos;arriéré :
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hours</source>
        <translation>heures</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting rows</source>
        <translation>Lignes en attente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oldest waiting (%1)</source>
        <translation>Plus ancienne en attente (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>nothing waiting</source>
        <translation>rien en attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waiting, oldest %2 %3</source>
        <translation>%1 en attente, la plus ancienne %2 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No row matching the filter waited in this window.</source>
        <translation>Aucune ligne correspondant au filtre n&apos;a attendu dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting rows (%1): at most %2, now %3; the oldest waiting row is %4 %5 old</source>
        <translation>Lignes en attente (%1) : au plus %2, maintenant %3 ; la plus ancienne attend depuis %4 %5</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+84"/>
        <source>Could not group the dead rows:
%1</source>
        <translation>Impossible de regrouper les lignes mortes :
%1</translation>
    </message>
    <message>
        <location line="-83"/>
        <location line="+84"/>
        <source>Grouping dead rows…</source>
        <translation>Regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+83"/>
        <source>No dead rows match the filter.</source>
        <translation>Aucune ligne morte ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>(no error recorded)</source>
        <translation>(aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 dead, created %3 to %4 UTC&lt;br&gt;%5&lt;br&gt;Group %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 mortes, créées du %3 au %4 UTC&lt;br&gt;%5&lt;br&gt;Groupe %6</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Other (%1)</source>
        <translation>Autres (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dead in %2 more</source>
        <translation>%1 mortes dans %2 autres</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 dead rows by error: %2</source>
        <translation>%1 lignes mortes par erreur : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead rows by event type</source>
        <translation>Lignes mortes par type d&apos;événement</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 dead</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 mortes</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Dead rows by %1: %2</source>
        <translation>Lignes mortes par %1 : %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operation</source>
        <translation>opération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event type</source>
        <translation>type d&apos;événement</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsWorker</name>
    <message>
        <location filename="../ui/chartsworker.cpp" line="+73"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::Environment</name>
    <message>
        <location filename="../ui/stateappearance.cpp" line="+81"/>
        <source>NO PROFILE</source>
        <translation>AUCUN PROFIL</translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupsView</name>
    <message>
        <location filename="../ui/groupsview.cpp" line="+37"/>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>—</source>
        <translation type="unfinished">—</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(none)</source>
        <translation type="unfinished">(aucune)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation type="unfinished">%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows by creation time, %1 to %2, in %3 steps of %4; at most %5 in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+74"/>
        <source>Error groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>&amp;Refresh Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Retry Group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mark Group Done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export Group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Refresh</source>
        <translation type="unfinished">Actualiser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refresh groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished">Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel grouping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry Group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the selected group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected group done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Group the dead rows again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop grouping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Grouping dead rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation type="unfinished">Lignes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Occurrences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+278"/>
        <source>Example error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-275"/>
        <source>Select a group to see an example error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Could not group the dead rows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Grouping cancelled: the groups shown may be out of date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Group Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+28"/>
        <source>No table open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Not grouped yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <location line="+1"/>
        <source>Grouping dead rows…</source>
        <translation type="unfinished">Regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not grouped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+48"/>
        <source>(no error recorded)</source>
        <translation type="unfinished">(aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>%1
Group id: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No dead rows match the filter.</source>
        <translation type="unfinished">Aucune ligne morte ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in %2</source>
        <translation type="unfinished">%1 dans %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Example error (row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Wait for the grouping to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a group first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This connection is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Retry the group&apos;s dead rows: a dry run shows exactly which rows first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the group&apos;s dead rows done without delivering them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the group&apos;s dead rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dead rows of the whole table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows matching: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(The filter&apos;s state is ignored: groups are always of dead rows.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outbox::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+140"/>
        <location line="+944"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="-885"/>
        <source>Outbox rows</source>
        <translation>Lignes de l&apos;outbox</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Rows</source>
        <translation>&amp;Lignes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Graph</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Switch &amp;Profile…</source>
        <translation>Changer de &amp;profil…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Manage Connections…</source>
        <translation>&amp;Gérer les connexions…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Filtered Rows…</source>
        <translation>&amp;Exporter les lignes filtrées…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a table first: there is nothing to export yet.</source>
        <translation>Ouvrez d&apos;abord une table : il n&apos;y a encore rien à exporter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Row as JSON</source>
        <translation>&amp;Copier la ligne en JSON</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re-read the rows and counts (F5)</source>
        <translation>Relire les lignes et les comptages (F5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Auto-refresh</source>
        <translation>Actualisation &amp;automatique</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refresh the rows every 10 s and the counts every minute</source>
        <translation>Actualiser les lignes toutes les 10 s et les comptages toutes les minutes</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+709"/>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location line="-695"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Outbox Console</source>
        <translation>À &amp;propos de Outbox Console</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Outbox Console</source>
        <translation>À propos de Outbox Console</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Outbox Console %1&lt;/h3&gt;&lt;p&gt;See what is stuck in a transactional outbox and why.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Outbox Console %1&lt;/h3&gt;&lt;p&gt;Voir ce qui est bloqué dans une outbox transactionnelle, et pourquoi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection profile; choose another to switch</source>
        <translation>Le profil de connexion ; choisissez-en un autre pour changer</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+598"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="-594"/>
        <location line="+602"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="-598"/>
        <location line="+601"/>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <location line="-597"/>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This profile opens read-only: nothing can be changed through it</source>
        <translation>Ce profil s&apos;ouvre en lecture seule : rien ne peut être modifié par son intermédiaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>All states</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search in</source>
        <translation>Rechercher dans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the search text is matched against</source>
        <translation>Ce à quoi le texte recherché est comparé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Search text</source>
        <translation>Texte recherché</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;reated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only rows created in this period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last hour</source>
        <translation type="unfinished">Dernière heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 24 hours</source>
        <translation type="unfinished">Dernières 24 heures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Created Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>From (UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To (UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+743"/>
        <source>The start of the created range is after its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-734"/>
        <source>Saved Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current filter under a name, or apply a saved one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Clear Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every search and the created range (Ctrl+Shift+X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Welcome to Outbox Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>See what is stuck in a transactional outbox and why, look inside the rows, and fix them.
Explore the demo workspace (about 20,000 generated rows in two outboxes, on this computer), or connect to your own database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Profiles are shared with the command line tool outboxctl; passwords go to the system keychain, never to a settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Busy</source>
        <translation>Occupé</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>There is no profile named &quot;%1&quot; (profiles are kept in %2).</source>
        <translation>Il n&apos;y a pas de profil nommé « %1 » (les profils sont conservés dans %2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Password for %1</source>
        <translation>Mot de passe pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No keychain is available (%1).
The password is used for this session only.</source>
        <translation>Aucun trousseau n&apos;est disponible (%1).
Le mot de passe ne sert que pour cette session.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Preparing the demo workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This table cannot be searched that way.</source>
        <translation>Cette table ne peut pas être recherchée de cette façon.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The table %1 has no rows.</source>
        <translation>La table %1 n&apos;a aucune ligne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rows match this filter.</source>
        <translation>Aucune ligne ne correspond à ce filtre.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+102"/>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+102"/>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Created (UTC)</source>
        <translation>Créée (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next attempt</source>
        <translation>Prochaine tentative</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NOT CONNECTED</source>
        <translation>NON CONNECTÉ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Environment of this profile: %1</source>
        <translation>Environnement de ce profil : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened from a URL, without a profile</source>
        <translation>Ouvert depuis une URL, sans profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment: %1</source>
        <translation>Environnement : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vortos</source>
        <translation>Vortos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FennFlow</source>
        <translation>FennFlow</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 statuses</source>
        <translation>%1, statuts %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1%2 — %3</source>
        <translation>%1%2 — %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[PROD] </source>
        <translation>[PROD] </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text in the last error (Ctrl+F)</source>
        <translation>Texte dans la dernière erreur (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text anywhere in the payload (Ctrl+F)</source>
        <translation>Texte n&apos;importe où dans la charge utile (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payload key</source>
        <translation>Clé de la charge utile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KEY=VALUE, e.g. key=invoices/2024.pdf</source>
        <translation>CLÉ=VALEUR, p. ex. key=invoices/2024.pdf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exact operation: put, delete, copy, move, promote</source>
        <translation>Opération exacte : put, delete, copy, move, promote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact event type: create, put, delete</source>
        <translation>Type d&apos;événement exact : create, put, delete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregate id</source>
        <translation>ID d&apos;agrégat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exact aggregate id</source>
        <translation>ID d&apos;agrégat exact</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exact row id (UUID)</source>
        <translation>ID exact de la ligne (UUID)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>≈%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1 rows: about %2, estimated from the table statistics (a large table is not counted exactly more than needed) (Ctrl+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1 rows: %2 (Ctrl+%3)</source>
        <translation>Afficher les lignes %1 : %2 (Ctrl+%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show %1 rows (Ctrl+%2)</source>
        <translation>Afficher les lignes %1 (Ctrl+%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not connected. Start with --demo, --profile NAME or --database URL.</source>
        <translation>Non connecté. Démarrez avec --demo, --profile NOM ou --database URL.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1 row</source>
        <translation>1 ligne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 rows</source>
        <translation>%1 lignes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of about %2 rows loaded, scroll for more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 rows loaded, scroll for more</source>
        <translation>%1 lignes chargées sur %2, faites défiler pour la suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rows loaded</source>
        <translation>%1 lignes chargées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  filtered by %1</source>
        <translation>  ·  filtrées par %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading rows…</source>
        <translation>Chargement des lignes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 To make it fast, a DBA can run: %2</source>
        <translation>%1 Pour accélérer, un DBA peut exécuter : %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+35"/>
        <source>Could not count rows: %1</source>
        <translation>Impossible de compter les lignes : %1</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>%1: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>created: %1 (since %2 UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now</source>
        <translation type="unfinished">maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>created: %1 to %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filtered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A saved filter needs a name and an open table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Saved the filter &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no saved filter named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Save Current Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of this filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Reset Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copied row %1 as JSON.</source>
        <translation>Ligne %1 copiée en JSON.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::MessageBar</name>
    <message>
        <location filename="../ui/messagebar.cpp" line="+24"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OutboxWorker</name>
    <message>
        <location filename="../ui/outboxworker.cpp" line="+57"/>
        <location line="+15"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileDialog</name>
    <message>
        <location filename="../ui/profiledialog.cpp" line="+209"/>
        <location line="+1"/>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keychain status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected profile in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+6"/>
        <source>Saved profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a profile (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Duplicate profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the selected profile, with its secrets, under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected profile and its secrets (the database is not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Profile name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. orders-prod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 64 letters, digits, spaces, dots, dashes or underscores; outboxctl selects it with --profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown as a colour wherever this profile is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-only</source>
        <translation type="unfinished">Lecture seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse every change (retry, mark done, promote, purge) through this profile, in the console and in outboxctl.
Production profiles open read-only anyway, until writing is unlocked for the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Production note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens read-only until writing is unlocked for the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Production profiles always open read-only. Writing can be unlocked for one session from the main window, with a typed confirmation and a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Profile settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out&amp;box table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ob&amp;ject store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+951"/>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-951"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect with these settings (not yet saved) and detect the table, its type and vocabulary (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the profile; its secrets go to the keychain (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Database kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PostgreSQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL / MariaDB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>database name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver default (prefer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PostgreSQL sslmode. verify-full checks the certificate and the host name: use it for anything that crosses a network you do not control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;LS mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SQLite database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/path/to/outbox.db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose SQLite file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+106"/>
        <location line="+54"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-157"/>
        <source>SQLite Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+160"/>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-158"/>
        <source>Database URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with the fields above. It never holds a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>U&amp;RL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;member secrets in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember secrets in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checked: passwords and keys go to the system keychain under &quot;outbox-console&quot;.
Unchecked: they are kept in memory for this session only.
They are never written to the profile file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Outbox table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NAME or SCHEMA.NAME; empty: the first of the usual names that exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outbox type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detect from the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vortos (object-store operations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow (domain events)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detect from the rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>docs: ready rows are &quot;created&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shipped: ready rows are &quot;pending&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow only: which status means ready to publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Vocabulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test Connection shows what is detected. Set a value only when detection guesses wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Object store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the environment (OBJECT_STORE_*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3-compatible bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Vortos rows&apos; objects live, for the relay and for promotions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY are read when the store is used, as the Vortos writer names them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Object store folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/absolute/folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Object Store Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S3 endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: AWS S3 in the region; e.g. http://127.0.0.1:9000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;ndpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3 bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bucket:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3 region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;gion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3 access key id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: OBJECT_STORE_ACCESS_KEY_ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Access key id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3 secret access key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secret &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Path-style addressing (MinIO, s3rver, IP endpoints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path-style addressing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>FennFlow sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON-lines file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow &amp;sink:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Webhook URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Webhook URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Webhook signing secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signs each body with HMAC-SHA256 (X-Outbox-Signature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signing s&amp;ecret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sink file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/var/lib/outbox/events.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose sink file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sink File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Vortos rows are carried out against the object store; FennFlow rows are published to this sink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The new profile has not been saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The profile &quot;%1&quot; has unsaved changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+141"/>
        <source>No keychain is available (%1). Passwords and keys you enter are used for this session only; they are never written to disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unchanged; type to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept for this session only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stored in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say where the database is: fill in the connection fields or paste a URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The URL contains a password. Profiles never store passwords: remove it from the URL and type it in the Password field, which keeps it in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The object store folder must be an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name the S3 bucket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The webhook URL must be an http:// or https:// URL with a host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The webhook URL contains a password. Put the signing secret in its own field: it goes to the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Give the file the relay appends FennFlow events to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Duplicated as &quot;%1&quot;, without its secrets: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicated as &quot;%1&quot;, with its secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the profile &quot;%1&quot; and its stored secrets?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The database and its outbox are not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deleted &quot;%1&quot;, but its secrets could not be removed from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Nothing was saved: %1 To use the secret anyway, uncheck &quot;Remember secrets in the system keychain&quot; and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The secrets of the old name &quot;%1&quot; could not be removed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved &quot;%1&quot;. Its secrets are kept for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved &quot;%1&quot;. Its secrets are in the system keychain, not in the profile file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Say where the database is first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The URL contains a password; remove it and use the Password field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Table %1 on %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+7"/>
        <source>as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>, vocabulary %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished">Connexion à %1…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromoteDialog</name>
    <message>
        <location filename="../ui/promotedialog.cpp" line="+104"/>
        <source>The permanent key has a &quot;}&quot; that closes nothing: write &quot;}}&quot; for a brace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The permanent key has a &quot;{&quot; that is not closed: write &quot;{{&quot; for a brace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The template uses {%1}, but %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no id is given: enter the id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>the temporary key is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the temporary key&apos;s file name has no extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the temporary key has no folder below the prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown placeholder {%1} in the permanent key: use %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source> (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no content type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>modified %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Promote an Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profile &quot;%1&quot; is read-only: promotions change objects or rows and are disabled. Unlock writing for this session first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Profile &quot;%1&quot; has no object store: the temporary object cannot be checked and &quot;immediately&quot; is not available. Set one in the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Temporary key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Temporary key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temporary prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The temporary key must be under this prefix, the permanent key must not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temporary &amp;prefix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Permanent key or template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key, or a template: %1 are filled in (see the Template menu). Write {{ and }} for literal braces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Te&amp;mplate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>User avatar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same path under assets/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By date, new UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same folder, unique name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Insert placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16 random hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new UUIDv7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name without extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary key below the prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today, yyyy/MM/dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>P&amp;ermanent key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Value of {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What {id} stands for; guessed from the temporary key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New random values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New random values for {random} and {uuid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{&amp;id} is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resulting permanent key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resulting key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete the temporary object after the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I&amp;mmediately against the object store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy, verify, then delete the source now, from this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Via the outbox: write a promote row for the relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Insert a promote row into %1 in its own transaction; the relay carries it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+381"/>
        <source>The profile has no object store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-376"/>
        <source>%1 is a FennFlow outbox: promote rows go to a Vortos object-store outbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Overwrite the object the permanent key holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Validation message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pre-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temporary object:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+302"/>
        <source>&amp;Promote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-300"/>
        <location line="+359"/>
        <source>Promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-357"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+118"/>
        <source>—</source>
        <translation type="unfinished">—</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none configured in the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the profile&apos;s object store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not checked (enter valid keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+1"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot be checked without an object store: the relay will fail the row if it is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>✓ exists: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ already holds an object (%1): the promotion replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ free: nothing is stored there yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Write Promote Row…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The promotion is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done. Change the keys to promote another object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter a valid temporary and permanent key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pre-check is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pre-check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key holds an object: tick &quot;Overwrite&quot; to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Promote an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, then delete %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, keeping %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write promote row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy %1 (%2) to %3 in %4 now, verify the copy, then delete %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy %1 (%2) to %3 in %4 now and verify the copy; %1 is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already holds an object (%2): it will be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The temporary object could not be checked (no object store).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Promoting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done: the relay will carry out row %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: the object is promoted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The promotion stopped after the copy: see the steps done before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The promotion failed before anything changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outbox::ui::PurgeDialog</name>
    <message numerus="yes">
        <location filename="../ui/purgedialog.cpp" line="+35"/>
        <source>%Ln week(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Purge Sent Rows — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+300"/>
        <source>Purge sent rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete the sent rows of %1 that were created longer ago than the retention period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Retention in days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Older than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retention period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number followed by m, h, d or w, for example 30d or 12h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or &amp;period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows to purge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Why purging is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Purge progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>C&amp;ount Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation type="unfinished">Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>&amp;Purge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Purge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Batch %1 of %2 · %3 deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Counting…</source>
        <translation type="unfinished">Comptage…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>&amp;Purge %Ln Row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destructive: deletes rows permanently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete the counted rows permanently (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sent rows are old enough to purge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No sent rows were created before %1 (%2 ago): nothing to purge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sent rows were created before %2 (%3 ago) and would be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Counting failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counting was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Counting the sent rows older than %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete %1 sent rows of %2 created before %3 (older than %4), where they are still sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows in any other state are never deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Purge %Ln Row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purge not confirmed: nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 deleted, %2 skipped: no longer sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, %1 not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled after batch %1 of %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled before the first batch: %1 Nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Selecting the rows…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayPanel</name>
    <message>
        <location filename="../ui/relaypanel.cpp" line="+78"/>
        <location line="+168"/>
        <location line="+57"/>
        <source>No table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Relay state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+278"/>
        <source>Start the relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-277"/>
        <location line="+245"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-243"/>
        <source>Pause or resume the relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current batch is settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows claimed since the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows whose delivery failed and that will be tried again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation type="unfinished">Morte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows that failed for the last time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows settled per second over the last 5 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending row&apos;s age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lag chart: oldest pending row&apos;s age over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last relay errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relay log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last &amp;errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+239"/>
        <source>Relay on %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Table %1 (%2) of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the OBJECT_STORE_* object store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &quot;%1&quot; is read-only: the relay changes rows and will not start. Unlock writing for this session first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The profile has no object store for the Vortos relay: set one in the profile (or the OBJECT_STORE_* environment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The profile has no sink for the FennFlow relay: set webhook:URL or file:PATH as its sink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The relay is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>● Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>❚❚ Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+237"/>
        <source>Stopping after the current batch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-220"/>
        <source>Start delivering pending rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>⚠ %n other session(s) hold row locks on %1 (%2): another relay is probably running. Relays share a table safely (each row is claimed by one), but make sure this one is wanted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not sample the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Start a relay on %1: pending rows will be delivered to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows are claimed in batches of %1 and marked done, retried with backoff, or dead after %2 attempts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other session(s) hold row locks on the table now: another relay is probably running.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+17"/>
        <location line="+29"/>
        <location line="+10"/>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Started: delivering to %1 (%n lane(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Batch: %1 claimed, %2 delivered, %3 failed, %4 dead in %5 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting the relay on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused: no new batch is claimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+174"/>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>days</source>
        <translation type="unfinished">jours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hours</source>
        <translation type="unfinished">heures</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation type="unfinished">minutes</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryDialog</name>
    <message>
        <location filename="../ui/retrydialog.cpp" line="+48"/>
        <source>The dry run was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rows</source>
        <translation type="unfinished">Lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%Ln selected row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows matching the filter (%1), at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every dead row matching the filter (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Error group: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (within the filter: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 of %2 rows (batch %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Retry Dead Rows — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+512"/>
        <source>Retry dead rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-504"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2</source>
        <translation type="unfinished">%1 · %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dry run progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dry run result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <source>Operation</source>
        <translation type="unfinished">Opération</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+9"/>
        <source>Event type</source>
        <translation type="unfinished">Type d&apos;événement</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Error group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation type="unfinished">Tentatives</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Target check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why changes are disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run &amp;Dry Run Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the dry run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+88"/>
        <source>&amp;Mark Done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Mark done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation type="unfinished">Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+75"/>
        <source>&amp;Retry</source>
        <translation type="unfinished">&amp;Réessayer</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Retry</source>
        <translation type="unfinished">Réessayer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>&amp;Retry %Ln Row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>&amp;Mark %Ln Flagged Row(s) Done…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&amp;Mark %Ln Row(s) Done…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Set the %Ln planned row(s) back to pending, where they are still dead</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dry run found no dead rows to retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark done is offered for rows whose target already exists, or for selected rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the rows done without delivering them (a reason is required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: the profile has no object store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: the object store cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Targets checked for the oldest %1 of the %2 move and promote rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dry run complete: nothing has changed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The dry run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The dry run was cancelled. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+249"/>
        <source>Another task of this dialog is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-203"/>
        <source>Dry run: looking up the %Ln selected row(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dry run: finding the dead rows to retry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dead rows to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 dead rows of %2 will be set back to pending (attempts reset, last error cleared).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 failed rows of %2 will be set back to pending (delivery state cleared).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The limit of %1 rows was reached: older rows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln of the selected row(s) are not dead and are left out.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filter shows no dead rows: there is nothing to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>(no error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation type="unfinished">(aucune)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Group id: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The target of this %1 row already exists: the work may be done. Mark it done instead of retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing the oldest %1 of %2 rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Target check: no move or promote row has a target that already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Set %1 dead rows of %2 back to pending (attempts reset, last error cleared), where they are still dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set %1 failed rows of %2 back to pending (delivery state cleared), where they are still failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>By %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operation</source>
        <translation type="unfinished">opération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event type</source>
        <translation type="unfinished">type d&apos;événement</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln error group(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Warning: %Ln of them have a target that already exists; retrying may redo finished work.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Retry %Ln Row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry not confirmed: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mark rows done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark %1 dead rows of %2 as done without delivering them, where they are still dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These are the move/promote rows whose target already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Mark %Ln Row(s) Done</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark done not confirmed: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark done needs a reason: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Retry finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark done finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 retried, %2 skipped: no longer dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marked done, %2 skipped: not found or no longer dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancelled after batch %1 of %2: %3, %4 not reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancelled before the first batch: %1 Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-43"/>
        <source>%1 of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Retrying %1 rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marking %1 rows done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancelling after the current batch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelling the dry run…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowDetailView</name>
    <message>
        <location filename="../ui/rowdetailview.cpp" line="+3"/>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ago</source>
        <translation>il y a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 UTC (%2)</source>
        <translation>%1 UTC (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;%1 characters, not valid base64&gt;</source>
        <translation>&lt;%1 caractères, base64 non valide&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;%n byte(s), base64&gt;</source>
        <translation>
            <numerusform>&lt;%n octet, base64&gt;</numerusform>
            <numerusform>&lt;%n octets, base64&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Row details</source>
        <translation>Détails de la ligne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see its fields, last error and payload.</source>
        <translation>Sélectionnez une ligne pour voir ses champs, sa dernière erreur et sa charge utile.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>State:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw status:</source>
        <translation>Statut brut :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Operation:</source>
        <translation>Opération :</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Created:</source>
        <translation>Créée :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+105"/>
        <source>Processed:</source>
        <translation>Traitée :</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Attempts:</source>
        <translation>Tentatives :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next attempt:</source>
        <translation>Prochaine tentative :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event id:</source>
        <translation>ID de l&apos;événement :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregate:</source>
        <translation>Agrégat :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subject:</source>
        <translation>Sujet :</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+14"/>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <source>Show base64 bodies</source>
        <translation>Afficher les contenus base64</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Show inline base64 bodies in full instead of their decoded size</source>
        <translation>Afficher les contenus base64 intégrés en entier plutôt que leur taille décodée</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Event type:</source>
        <translation>Type d&apos;événement :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated:</source>
        <translation>Mise à jour :</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Reading the row&apos;s history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No history: no database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not read the row&apos;s history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1@%2</source>
        <translation type="unfinished">%1@%2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 by %2 on %Ln row(s)
Filter: %3
Reason: %4
Outcome: %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No recorded actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions over %1 rows record only a hash of their ids and are not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searched this computer&apos;s log (the database has no audit table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+60"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>not scheduled</source>
        <translation>non planifiée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No error recorded.</source>
        <translation>Aucune erreur enregistrée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shown as stored: %1</source>
        <translation>Affiché tel que stocké : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowExporter</name>
    <message>
        <location filename="../ui/rowexporter.cpp" line="+78"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+36"/>
        <location line="+39"/>
        <source>Export Filtered Rows</source>
        <translation>Exporter les lignes filtrées</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Exporting to %1…</source>
        <translation>Export vers %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exported %1 of %2 rows…</source>
        <translation>%1 lignes sur %2 exportées…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Exported %1 rows to %2.</source>
        <translation>%1 lignes exportées vers %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The export failed: %1</source>
        <translation>L&apos;export a échoué : %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowTableModel</name>
    <message>
        <location filename="../ui/rowtablemodel.cpp" line="+260"/>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ago</source>
        <translation>il y a %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>due now</source>
        <translation>à faire maintenant</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 (raw status &quot;%2&quot;)</source>
        <translation>%1 (statut brut « %2 »)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 UTC, %2</source>
        <translation>%1 UTC, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next attempt %1 UTC (%2)</source>
        <translation>Prochaine tentative %1 UTC (%2)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created (UTC)</source>
        <translation>Créée (UTC)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next attempt</source>
        <translation>Prochaine tentative</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage path</source>
        <translation>Chemin de stockage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Object key</source>
        <translation>Clé d&apos;objet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The console&apos;s state: pending, in flight, dead or sent</source>
        <translation>L’état selon la console : en attente, en cours, morte ou envoyée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The status as stored in the table</source>
        <translation>Le statut tel que stocké dans la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to switch between newest first and oldest first</source>
        <translation>Cliquez pour basculer entre les plus récentes et les plus anciennes en premier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the relay will try this row again</source>
        <translation>Quand le relais réessaiera cette ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First line of the last delivery error; hover a cell for the whole text</source>
        <translation>Première ligne de la dernière erreur de livraison ; survolez une cellule pour le texte complet</translation>
    </message>
</context>
<context>
    <name>outbox::ui::State</name>
    <message>
        <location filename="../ui/stateappearance.cpp" line="-56"/>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In flight</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead</source>
        <translation>Morte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>outbox::ui::TableTask</name>
    <message>
        <location filename="../ui/tabletask.cpp" line="+53"/>
        <source>Cancelled before it began.</source>
        <translation>Annulé avant de commencer.</translation>
    </message>
</context>
<context>
    <name>outboxctl</name>
    <message>
        <location filename="../app/outboxctl/cli.cpp" line="+73"/>
        <source>No object store is configured: pass --object-store file:/DIR, set one in the profile, or set OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET and the keys.</source>
        <translation>Aucun stockage d&apos;objets n&apos;est configuré : passez --object-store file:/REP, définissez-en un dans le profil, ou définissez OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET et les clés.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Use the saved profile NAME.</source>
        <translation>Utiliser le profil enregistré NOM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database URL (postgresql://, mysql://, mariadb://, sqlite:). Default: $OUTBOX_DATABASE_URL.</source>
        <translation>URL de la base de données (postgresql://, mysql://, mariadb://, sqlite:). Par défaut : $OUTBOX_DATABASE_URL.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbox table, possibly schema-qualified.</source>
        <translation>Table d&apos;outbox, éventuellement qualifiée par un schéma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto, vortos or fennflow.</source>
        <translation>auto, vortos ou fennflow.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow status vocabulary: auto, docs or shipped.</source>
        <translation>Vocabulaire de statut FennFlow : auto, docs ou shipped.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Object store: file:/DIR, or empty for the OBJECT_STORE_* environment.</source>
        <translation>Stockage d&apos;objets : file:/REP, ou vide pour l&apos;environnement OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unknown output &quot;%1&quot;: use table, json or csv.</source>
        <translation>Sortie inconnue « %1 » : utilisez table, json ou csv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pending, inflight, dead or sent (repeatable).</source>
        <translation>pending, inflight, dead ou sent (répétable).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw status (repeatable).</source>
        <translation>Statut brut (répétable).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation (Vortos) or event type (FennFlow).</source>
        <translation>Opération (Vortos) ou type d&apos;événement (FennFlow).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created at or after (inclusive; ISO 8601, a bare date is midnight UTC).</source>
        <translation>Créée à partir de (inclus ; ISO 8601, une date seule signifie minuit UTC).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created at or before (inclusive).</source>
        <translation>Créée jusqu&apos;à (inclus).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact row id.</source>
        <translation>ID exact de la ligne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text in the last error.</source>
        <translation>Texte dans la dernière erreur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text in the payload.</source>
        <translation>Texte dans la charge utile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A payload field equal to a value.</source>
        <translation>Un champ de la charge utile égal à une valeur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow aggregate id.</source>
        <translation>ID d&apos;agrégat FennFlow.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--id needs a value.</source>
        <translation>--id demande une valeur.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/main.cpp" line="+52"/>
        <location filename="../app/outboxctl/cli.cpp" line="+15"/>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Usage: outboxctl [--profile NAME | --database URL] [--table NAME] [--type auto|vortos|fennflow]
                 [--vocabulary auto|docs|shipped] COMMAND [options]

Commands:
  stats    counts per state and raw status, oldest pending age
  list     rows, newest first, with filters and a cursor
  show     one row, payload parsed
  groups   dead rows grouped by normalised error
  retry    reset dead rows to pending (--dry-run first, then --force)
  mark-done  dead rows whose work is known done become sent
  purge    delete sent rows older than a retention period
  promote  promote a temporary upload (--immediate or --via-outbox)
  worker   &apos;worker install&apos;: a systemd unit or supervisor program for relay or purge
  relay    run the relay worker (--once, --sleep=N); &apos;relay init&apos; for FennFlow retries
  audit    recent audit records; &apos;audit init&apos; creates the audit table
  profile  list, add or remove saved profiles
  demo     create the demo workspace and print its profile

Run &apos;outboxctl COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>Utilisation : outboxctl [--profile NOM | --database URL] [--table NOM] [--type auto|vortos|fennflow]
                        [--vocabulary auto|docs|shipped] COMMANDE [options]

Commandes :
  stats      nombre de lignes par état et par statut brut, âge de la plus ancienne en attente
  list       lignes, les plus récentes d&apos;abord, avec filtres et curseur
  show       une ligne, charge utile analysée
  groups     lignes mortes regroupées par erreur normalisée
  retry      remettre des lignes mortes en attente (--dry-run d&apos;abord, puis --force)
  mark-done  les lignes mortes dont le travail est fait deviennent envoyées
  purge      supprimer les lignes envoyées plus anciennes qu&apos;une durée de conservation
  promote    promouvoir un envoi temporaire (--immediate ou --via-outbox)
  worker     « worker install » : une unité systemd ou un programme supervisor pour relay ou purge
  relay      lancer le relais (--once, --sleep=N) ; « relay init » pour les reprises FennFlow
  audit      derniers enregistrements d&apos;audit ; « audit init » crée la table d&apos;audit
  profile    lister, ajouter ou supprimer des profils enregistrés
  demo       créer l&apos;espace de démonstration et afficher son profil

Lancez « outboxctl COMMANDE --help » pour les options d&apos;une commande.
</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Show the version.</source>
        <translation>Afficher la version.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Unknown command &quot;%1&quot;. Run &apos;outboxctl --help&apos;.</source>
        <translation>Commande inconnue « %1 ». Lancez « outboxctl --help ».</translation>
    </message>
</context>
</TS>
