<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>PromotionText</name>
    <message>
        <location filename="../ui/actions/promotiontext.cpp" line="+15"/>
        <source> (%1 bytes)</source>
        <translation> (%1 octets)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no content type</source>
        <translation>aucun type de contenu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>modified %1</source>
        <translation>modifié le %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Promote an object</source>
        <translation>Promouvoir un objet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, then delete %2.</source>
        <translation>Écrire une ligne promote dans %1 pour le relais : copier %2 vers %3, puis supprimer %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a promote row to %1 for the relay: copy %2 to %3, keeping %2.</source>
        <translation>Écrire une ligne promote dans %1 pour le relais : copier %2 vers %3, en gardant %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write promote row</source>
        <translation>Écrire la ligne promote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy %1 (%2) to %3 in %4 now, verify the copy, then delete %1.</source>
        <translation>Copier maintenant %1 (%2) vers %3 dans %4, vérifier la copie, puis supprimer %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy %1 (%2) to %3 in %4 now and verify the copy; %1 is kept.</source>
        <translation>Copier maintenant %1 (%2) vers %3 dans %4 et vérifier la copie ; %1 est conservé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promote</source>
        <translation>Promouvoir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 already holds an object (%2): it will be replaced.</source>
        <translation>%1 contient déjà un objet (%2) : il sera remplacé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The temporary object could not be checked (no object store).</source>
        <translation>L&apos;objet temporaire n&apos;a pas pu être vérifié (pas de stockage d&apos;objets).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the relay carries the row out, it deletes %1 and replaces the object at %2; that cannot be undone.</source>
        <translation>Quand le relais exécutera la ligne, il supprimera %1 et remplacera l’objet %2 ; c’est irréversible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the relay carries the row out, it replaces the object at %1; that cannot be undone.</source>
        <translation>Quand le relais exécutera la ligne, il remplacera l’objet %1 ; c’est irréversible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the relay carries the row out, it deletes %1; that cannot be undone.</source>
        <translation>Quand le relais exécutera la ligne, il supprimera %1 ; c’est irréversible.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This deletes %1 and replaces the object at %2 in the object store; it cannot be undone.</source>
        <translation>Ceci supprime %1 et remplace l’objet %2 dans le stockage d’objets ; c’est irréversible.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This replaces the object at %1 in the object store; it cannot be undone.</source>
        <translation>Ceci remplace l’objet %1 dans le stockage d’objets ; c’est irréversible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deletes %1 from the object store; it cannot be undone.</source>
        <translation>Ceci supprime %1 du stockage d’objets ; c’est irréversible.</translation>
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
        <translation>L&apos;existence des cibles des lignes move et promote n&apos;a pas été vérifiée : le profil n&apos;a pas de stockage d&apos;objets.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: the object store cannot be opened: %1</source>
        <translation>L&apos;existence des cibles des lignes move et promote n&apos;a pas été vérifiée : le stockage d&apos;objets ne peut pas être ouvert : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whether the targets of the move and promote rows already exist was not checked: %1</source>
        <translation>L&apos;existence des cibles des lignes move et promote n&apos;a pas été vérifiée : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Targets checked for the oldest %1 of the %2 move and promote rows.</source>
        <translation>Cibles vérifiées pour les %1 plus anciennes des %2 lignes move et promote.</translation>
    </message>
</context>
<context>
    <name>RetrySelection</name>
    <message numerus="yes">
        <location filename="../ui/actions/retryselection.cpp" line="+34"/>
        <source>%Ln selected row(s)</source>
        <translation>
            <numerusform>%Ln ligne sélectionnée</numerusform>
            <numerusform>%Ln lignes sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no filter</source>
        <translation>aucun filtre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead rows matching the filter (%1), at most %2</source>
        <translation>Lignes mortes correspondant au filtre (%1), au plus %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every dead row matching the filter (%1)</source>
        <translation>Toutes les lignes mortes correspondant au filtre (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Error group: %1</source>
        <translation>Groupe d&apos;erreurs : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (within the filter: %1)</source>
        <translation> (dans le filtre : %1)</translation>
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
        <translation>%1 (%2 heure locale)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/main.cpp" line="+98"/>
        <source>Run &apos;outbox-console --help&apos; for the options.</source>
        <translation>Lancez « outbox-console --help » pour voir les options.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outbox Console</source>
        <translation>Outbox Console</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Argument inattendu « %1 ».</translation>
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
        <translation>Utilisation : outbox-console [--demo | --profile NOM | --database URL | LIEN] [--table NOM]
                             [--state ÉTAT] [--overview] [--screenshot FICHIER]

La console de bureau des tables d&apos;outbox transactionnelle.

Options :
  LIEN                  Ouvrir un lien outbox-console://open?profile=NAME&amp;...
                        (Édition › Copier le lien, outboxctl link) : la ligne, le groupe,
                        l&apos;entrée d&apos;audit ou la vue qu&apos;il désigne ; une console déjà
                        ouverte l&apos;ouvre à la place.
  --demo                Ouvrir l&apos;espace de démonstration (créé à la première utilisation).
  --profile NOM         Ouvrir le profil enregistré NOM (partagé avec outboxctl).
  --database URL        Ouvrir une base de données par URL : postgresql://UTILISATEUR@HÔTE:PORT/BASE,
                        mysql://..., mariadb://..., sqlite:///chemin/absolu.db.
                        Le mot de passe vient de OUTBOX_DATABASE_PASSWORD.
  --table NOM           La table d&apos;outbox, éventuellement qualifiée par un schéma.
  --state ÉTAT          N&apos;afficher que les lignes pending, inflight, dead ou sent.
  --overview            Ouvrir aussi la vue d&apos;ensemble de tous les profils enregistrés.
  --screenshot FICHIER  Enregistrer la fenêtre en PNG dès que les premières lignes
                        s&apos;affichent, puis quitter.
  --measure-startup LIGNES
                        Pour les mesures de performance : afficher « first-rows » dès que
                        les premières lignes s&apos;affichent, défiler jusqu&apos;à ce que LIGNES
                        lignes soient chargées, afficher la mémoire résidente, quitter.
  -h, --help            Afficher cette aide.
  -V, --version         Afficher la version.

Sans option, le dernier profil utilisé s&apos;ouvre. La langue suit celle du système ;
le réglage « language » (de, fr, en) dans ~/.config/outbox-console/outbox-console.conf
a la priorité.
</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Use only one of --demo, --profile, --database and a link.</source>
        <translation>N&apos;utilisez qu&apos;un seul élément parmi --demo, --profile, --database et un lien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Handed the link to the console already running.</source>
        <translation>Lien transmis à la console déjà ouverte.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not write the screenshot %1.</source>
        <translation>Impossible d&apos;écrire la capture d&apos;écran %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No rows after 60 s; saving the screenshot anyway.</source>
        <translation>Aucune ligne après 60 s ; la capture d&apos;écran est enregistrée quand même.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--measure-startup needs a number of rows.</source>
        <translation>--measure-startup nécessite un nombre de lignes.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Opening the demo workspace (created on first use).</source>
        <translation>Ouverture de l&apos;espace de démonstration (créé à la première utilisation).</translation>
    </message>
</context>
<context>
    <name>outbox</name>
    <message>
        <location filename="../core/objectstore/sigv4.cpp" line="+88"/>
        <source>Cannot sign the request: the access key id is empty.</source>
        <translation>Impossible de signer la requête : l&apos;identifiant de clé d&apos;accès est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the secret access key is empty.</source>
        <translation>Impossible de signer la requête : la clé d&apos;accès secrète est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the region or service is empty.</source>
        <translation>Impossible de signer la requête : la région ou le service est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot sign the request: the signing time is not valid.</source>
        <translation>Impossible de signer la requête : l&apos;heure de signature n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot sign the request: the HTTP method is empty.</source>
        <translation>Impossible de signer la requête : la méthode HTTP est vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot sign the request: it has no Host header.</source>
        <translation>Impossible de signer la requête : elle n&apos;a pas d&apos;en-tête Host.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>A presigned URL must expire after 1 to %1 seconds (7 days), not %2.</source>
        <translation>Une URL présignée doit expirer après 1 à %1 secondes (7 jours), pas %2.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/objectstore.cpp" line="+64"/>
        <source>%1 &quot;%2&quot; contains a control character (U+%3).</source>
        <translation>%1 « %2 » contient un caractère de contrôle (U+%3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 &quot;%2&quot; contains a &quot;..&quot; segment, which could reach outside its folder.</source>
        <translation>%1 « %2 » contient un segment « .. », qui pourrait sortir de son dossier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 &quot;%2&quot; is empty once trimmed of spaces and slashes.</source>
        <translation>%1 « %2 » est vide une fois les espaces et barres obliques retirés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 &quot;%2…&quot; is longer than %3 bytes (UTF-8), the S3 limit.</source>
        <translation>%1 « %2… » dépasse %3 octets (UTF-8), la limite de S3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Object key</source>
        <translation>La clé d&apos;objet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Object key prefix</source>
        <translation>Le préfixe de clé d&apos;objet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Object store &quot;%1&quot; is not a folder URL: write file:/absolute/folder.</source>
        <translation>Le stockage d&apos;objets « %1 » n&apos;est pas une URL de dossier : écrivez file:/dossier/absolu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown object store &quot;%1&quot;: use file:/folder for a local folder, or leave it empty to use the S3 store configured by the OBJECT_STORE_* environment variables.</source>
        <translation>Stockage d&apos;objets inconnu « %1 » : utilisez file:/dossier pour un dossier local, ou laissez-le vide pour utiliser le stockage S3 configuré par les variables d&apos;environnement OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3config.cpp" line="+27"/>
        <source>%1 must be true or false, not &quot;%2&quot;.</source>
        <translation>%1 doit valoir true ou false, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unknown object store provider &quot;%1&quot;: use s3, r2 or custom.</source>
        <translation>Fournisseur de stockage d&apos;objets inconnu « %1 » : utilisez s3, r2 ou custom.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The S3 object store is not configured: set %1 (or use a local folder with file:/folder).</source>
        <translation>Le stockage d&apos;objets S3 n&apos;est pas configuré : définissez %1 (ou utilisez un dossier local avec file:/dossier).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Cloudflare R2 account id &quot;%1&quot; is not valid: it is the hexadecimal id shown in the R2 dashboard.</source>
        <translation>L&apos;identifiant de compte Cloudflare R2 « %1 » n&apos;est pas valide : c&apos;est l&apos;identifiant hexadécimal affiché dans le tableau de bord R2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The object store endpoint is not set: a custom provider needs one, such as http://127.0.0.1:9000.</source>
        <translation>Le point d&apos;accès du stockage d&apos;objets n&apos;est pas défini : un fournisseur custom en a besoin, par exemple http://127.0.0.1:9000.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The object store endpoint &quot;%1&quot; is not an http:// or https:// URL with a host name.</source>
        <translation>Le point d&apos;accès du stockage d&apos;objets « %1 » n&apos;est pas une URL http:// ou https:// avec un nom d&apos;hôte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The object store endpoint &quot;%1&quot; must not contain a user name, a query or a fragment.</source>
        <translation>Le point d&apos;accès du stockage d&apos;objets « %1 » ne doit contenir ni nom d&apos;utilisateur, ni requête, ni fragment.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the bucket is not set</source>
        <translation>le bucket n&apos;est pas défini</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the bucket name &quot;%1&quot; contains a slash, a space or a control character</source>
        <translation>le nom de bucket « %1 » contient une barre oblique, une espace ou un caractère de contrôle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bucket name &quot;%1&quot; cannot be a host name (3 to 63 lowercase letters, digits, dots and hyphens): use path-style addressing</source>
        <translation>le nom de bucket « %1 » ne peut pas être un nom d&apos;hôte (3 à 63 lettres minuscules, chiffres, points et tirets) : utilisez l&apos;adressage par chemin (path-style)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the region &quot;%1&quot; is not a region name (such as us-east-1, or auto)</source>
        <translation>la région « %1 » n&apos;est pas un nom de région (comme us-east-1, ou auto)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the access key id is not set</source>
        <translation>l&apos;identifiant de clé d&apos;accès n&apos;est pas défini</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the secret access key is not set</source>
        <translation>la clé d&apos;accès secrète n&apos;est pas définie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the timeouts must be positive</source>
        <translation>les délais doivent être positifs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the retry count and delay cannot be negative</source>
        <translation>le nombre de nouvelles tentatives et leur délai ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the endpoint %1 is an IP address, which cannot carry the bucket in its host name: use path-style addressing</source>
        <translation>le point d&apos;accès %1 est une adresse IP, qui ne peut pas porter le bucket dans son nom d&apos;hôte : utilisez l&apos;adressage par chemin (path-style)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The object store configuration is not usable: %1</source>
        <translation>La configuration du stockage d&apos;objets n&apos;est pas utilisable : %1</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3request.cpp" line="+47"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+78"/>
        <location line="+76"/>
        <location line="+82"/>
        <location line="+23"/>
        <location line="+18"/>
        <source>Cannot %1 in %2: %3</source>
        <translation>Opération impossible dans %2 (%1) : %3</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Cannot %1 in %2: could not connect to %3 within %4 ms (the connect timeout).</source>
        <translation>Opération impossible dans %2 (%1) : connexion à %3 impossible en %4 ms (le délai de connexion).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot %1 in %2: %3 did not answer completely within %4 ms (the request timeout).</source>
        <translation>Opération impossible dans %2 (%1) : %3 n&apos;a pas répondu complètement en %4 ms (le délai de requête).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 refused the connection (is the store running, and is the endpoint right?)</source>
        <translation>%1 a refusé la connexion (le stockage est-il démarré, et le point d&apos;accès est-il correct ?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the host %1 was not found (check the endpoint)</source>
        <translation>l&apos;hôte %1 est introuvable (vérifiez le point d&apos;accès)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the TLS handshake with %1 failed: %2</source>
        <translation>la négociation TLS avec %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network error talking to %1: %2</source>
        <translation>erreur réseau en communiquant avec %1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot %1 in %2: %3.</source>
        <translation>Opération impossible dans %2 (%1) : %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/objectstore/s3errors.cpp" line="+55"/>
        <source>the store failed with a server error (%n attempt(s))</source>
        <translation>
            <numerusform>le stockage a échoué avec une erreur serveur (%n tentative)</numerusform>
            <numerusform>le stockage a échoué avec une erreur serveur (%n tentatives)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the store failed with a server error</source>
        <translation>le stockage a échoué avec une erreur serveur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source object does not exist</source>
        <translation>l&apos;objet source n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the object does not exist</source>
        <translation>l&apos;objet n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bucket does not exist (check the bucket name and the endpoint)</source>
        <translation>le bucket n&apos;existe pas (vérifiez le nom du bucket et le point d&apos;accès)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>access was denied (a HEAD answer gives no reason: a wrong secret access key or a missing permission)</source>
        <translation>l&apos;accès a été refusé (une réponse HEAD ne donne pas de raison : une clé d&apos;accès secrète erronée ou une permission manquante)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>access was denied (check that the access key may do this in this bucket)</source>
        <translation>l&apos;accès a été refusé (vérifiez que la clé d&apos;accès a le droit de le faire dans ce bucket)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the store does not know the access key id (check OBJECT_STORE_ACCESS_KEY_ID)</source>
        <translation>le stockage ne connaît pas l&apos;identifiant de clé d&apos;accès (vérifiez OBJECT_STORE_ACCESS_KEY_ID)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the store rejected the request signature: the secret access key is probably wrong (check OBJECT_STORE_SECRET_ACCESS_KEY, and OBJECT_STORE_REGION)</source>
        <translation>le stockage a rejeté la signature de la requête : la clé d&apos;accès secrète est probablement erronée (vérifiez OBJECT_STORE_SECRET_ACCESS_KEY, et OBJECT_STORE_REGION)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this computer&apos;s clock is too far from the store&apos;s: correct the system time</source>
        <translation>l&apos;horloge de cet ordinateur est trop éloignée de celle du stockage : corrigez l&apos;heure du système</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the body the store received does not match the checksum it was signed with (it was changed on the way)</source>
        <translation>le contenu reçu par le stockage ne correspond pas à la somme de contrôle avec laquelle il a été signé (il a été modifié en route)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>the store is throttling requests and still was after %n attempt(s): try again later</source>
        <translation>
            <numerusform>le stockage limite les requêtes et le faisait encore après %n tentative : réessayez plus tard</numerusform>
            <numerusform>le stockage limite les requêtes et le faisait encore après %n tentatives : réessayez plus tard</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bucket is in another region or behind another endpoint (check OBJECT_STORE_REGION and OBJECT_STORE_ENDPOINT)</source>
        <translation>le bucket est dans une autre région ou derrière un autre point d&apos;accès (vérifiez OBJECT_STORE_REGION et OBJECT_STORE_ENDPOINT)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the session token has expired or is not valid</source>
        <translation>le jeton de session a expiré ou n&apos;est pas valide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the object is larger than one upload may be</source>
        <translation>l&apos;objet est plus grand que ce qu&apos;un envoi peut contenir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key is too long</source>
        <translation>la clé est trop longue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bucket name is not valid</source>
        <translation>le nom du bucket n&apos;est pas valide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the object is archived and must be restored first</source>
        <translation>l&apos;objet est archivé et doit d&apos;abord être restauré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the store does not support this operation</source>
        <translation>le stockage ne prend pas en charge cette opération</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the store refused the request</source>
        <translation>le stockage a refusé la requête</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot %1 in %2: %3 [%4].</source>
        <translation>Opération impossible dans %2 (%1) : %3 [%4].</translation>
    </message>
    <message>
        <location filename="../core/objectstore/s3objectstore.cpp" line="+72"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="-151"/>
        <source>look up &quot;%1&quot;</source>
        <translation>consulter « %1 »</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+10"/>
        <source>read &quot;%1&quot;</source>
        <translation>lire « %1 »</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+78"/>
        <source>store &quot;%1&quot;</source>
        <translation>enregistrer « %1 »</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+9"/>
        <source>copy &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>copier « %1 » vers « %2 »</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+21"/>
        <source>delete &quot;%1&quot;</source>
        <translation>supprimer « %1 »</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list the objects</source>
        <translation>lister les objets</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="+30"/>
        <source>list &quot;%1&quot;</source>
        <translation>lister « %1 »</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot %1 in %2: the answer is not an S3 object listing.</source>
        <translation>Opération impossible dans %2 (%1) : la réponse n&apos;est pas une liste d&apos;objets S3.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot %1 in %2: the listing is not valid XML (%3).</source>
        <translation>Opération impossible dans %2 (%1) : la liste n&apos;est pas du XML valide (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot %1 in %2: the listing is cut short but has no continuation token.</source>
        <translation>Opération impossible dans %2 (%1) : la liste est tronquée mais n&apos;a pas de jeton de continuation.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>presign %1 &quot;%2&quot;</source>
        <translation>présigner %1 « %2 »</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot %1 in %2: only GET, PUT, HEAD and DELETE URLs can be presigned.</source>
        <translation>Opération impossible dans %2 (%1) : seules les URL GET, PUT, HEAD et DELETE peuvent être présignées.</translation>
    </message>
    <message>
        <location filename="../core/objectstore/folderobjectstore.cpp" line="-212"/>
        <source>Object store folder &quot;%1&quot; does not exist.</source>
        <translation>Le dossier de stockage d&apos;objets « %1 » n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Object store folder &quot;%1&quot; is not a folder.</source>
        <translation>Le dossier de stockage d&apos;objets « %1 » n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot %1 in %2: the key &quot;%3&quot; has a &quot;.&quot; segment, which a folder cannot store apart from the key without it.</source>
        <translation>Opération impossible dans %2 (%1) : la clé « %3 » a un segment « . », qu&apos;un dossier ne peut pas stocker séparément de la clé sans ce segment.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot %1 in %2: the key &quot;%3&quot; leads outside the folder through the symbolic link &quot;%4&quot;; refusing it.</source>
        <translation>Opération impossible dans %2 (%1) : la clé « %3 » sort du dossier par le lien symbolique « %4 » ; refusée.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot read &quot;%1&quot; in %2: the object does not exist.</source>
        <translation>Impossible de lire « %1 » dans %2 : l&apos;objet n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read &quot;%1&quot; in %2: %3</source>
        <translation>Impossible de lire « %1 » dans %2 : %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the object &quot;%1&quot; exists where a folder is needed.</source>
        <translation>l&apos;objet « %1 » existe là où un dossier est nécessaire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>objects exist under &quot;%1/&quot;, so a file of that name cannot.</source>
        <translation>des objets existent sous « %1/ », donc un fichier de ce nom ne peut pas exister.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot create the folder &quot;%1&quot;.</source>
        <translation>impossible de créer le dossier « %1 ».</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot make the objects written to %1 durable: %2</source>
        <translation>Impossible de rendre durables les objets écrits dans %1 : %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot %1 in %2: the source object does not exist.</source>
        <translation>Opération impossible dans %2 (%1) : l&apos;objet source n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot %1 in %2: it is a folder of other objects, not an object.</source>
        <translation>Opération impossible dans %2 (%1) : c&apos;est un dossier d&apos;autres objets, pas un objet.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot %1 in %2: the continuation token &quot;%3&quot; was not made by this store.</source>
        <translation>Opération impossible dans %2 (%1) : le jeton de continuation « %3 » n&apos;a pas été créé par ce stockage.</translation>
    </message>
    <message>
        <location filename="../core/connection/connectionspec.cpp" line="+23"/>
        <source>No database given: pass --database URL, --profile NAME or set OUTBOX_DATABASE_URL.</source>
        <translation>Aucune base de données indiquée : passez --database URL, --profile NOM ou définissez OUTBOX_DATABASE_URL.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The SQLite URL &quot;%1&quot; names no file (use sqlite:///absolute/path.db or sqlite:relative/path.db).</source>
        <translation>L&apos;URL SQLite « %1 » ne nomme aucun fichier (utilisez sqlite:///chemin/absolu.db ou sqlite:chemin/relatif.db).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The database URL is not valid: expected postgresql://USER@HOST:PORT/DB, mysql://USER@HOST:PORT/DB or sqlite:///path.db.</source>
        <translation>L&apos;URL de base de données n&apos;est pas valide : attendu postgresql://UTILISATEUR@HÔTE:PORT/BASE, mysql://UTILISATEUR@HÔTE:PORT/BASE ou sqlite:///chemin.db.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported database scheme &quot;%1&quot;: use postgresql://, mysql://, mariadb:// or sqlite:.</source>
        <translation>Schéma de base de données non pris en charge « %1 » : utilisez postgresql://, mysql://, mariadb:// ou sqlite:.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The database URL names no database (add /DBNAME after the host).</source>
        <translation>L&apos;URL ne nomme aucune base de données (ajoutez /NOMBASE après l&apos;hôte).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The database URL has an option &quot;%1&quot; %2 does not take (it takes %3).</source>
        <translation>L’URL de la base a une option « %1 » que %2 n’accepte pas (il accepte %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The database URL option &quot;%1&quot; has no value.</source>
        <translation>L’option « %1 » de l’URL de la base n’a pas de valeur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ssl-mode=VERIFY_IDENTITY is not available: the MySQL driver of Qt 6.4 cannot check the server&apos;s host name. VERIFY_CA with ssl-ca checks its certificate.</source>
        <translation>ssl-mode=VERIFY_IDENTITY n’est pas disponible : le pilote MySQL de Qt 6.4 ne peut pas vérifier le nom d’hôte du serveur. VERIFY_CA avec ssl-ca vérifie son certificat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The TLS mode &quot;%1&quot; is not one of %2.</source>
        <translation>Le mode TLS « %1 » n’est pas l’un de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ssl-mode=VERIFY_CA needs ssl-ca, the CA that signed the server&apos;s certificate.</source>
        <translation>ssl-mode=VERIFY_CA a besoin de ssl-ca, l’autorité qui a signé le certificat du serveur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The database URL&apos;s auth is &quot;%1&quot;: use password or rds-iam.</source>
        <translation>L’auth de l’URL de la base est « %1 » : utilisez password ou rds-iam.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>auth=rds-iam needs the database&apos;s AWS region: add region=… to the URL.</source>
        <translation>auth=rds-iam a besoin de la région AWS de la base : ajoutez region=… à l’URL.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>auth=rds-iam needs TLS: %1=%2 would send the token unencrypted.</source>
        <translation>auth=rds-iam exige TLS : %1=%2 enverrait le jeton en clair.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>TLS does not verify the server (sslmode=%1): use verify-full with sslrootcert.</source>
        <translation>TLS ne vérifie pas le serveur (sslmode=%1) : utilisez verify-full avec sslrootcert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TLS does not verify the server (ssl-mode=%1): use VERIFY_CA with ssl-ca.</source>
        <translation>TLS ne vérifie pas le serveur (ssl-mode=%1) : utilisez VERIFY_CA avec ssl-ca.</translation>
    </message>
    <message>
        <location filename="../core/connection/databasesession.cpp" line="+48"/>
        <source>The TLS file %1 cannot be used: its name holds a &apos;;&apos;.</source>
        <translation>Le fichier TLS %1 est inutilisable : son nom contient un « ; ».</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>MySQL/MariaDB connections cannot use a client key with a passphrase here: give ssl-key an unencrypted key file readable only by you.</source>
        <translation>Les connexions MySQL/MariaDB ne peuvent pas utiliser ici une clé client protégée par une phrase secrète : donnez à ssl-key un fichier de clé non chiffré lisible par vous seul.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Could not connect to %1: ssl-mode=%2, but the server did not encrypt the connection.</source>
        <translation>Connexion à %1 impossible : ssl-mode=%2, mais le serveur n’a pas chiffré la connexion.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Qt SQL driver %1 for %2 is not installed.</source>
        <translation>Le pilote Qt SQL %1 pour %2 n&apos;est pas installé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The SQLite database %1 does not exist.</source>
        <translation>La base de données SQLite %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+56"/>
        <source>Could not connect to %1: %2</source>
        <translation>Impossible de se connecter à %1 : %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Could not connect to %1 through ssh %2: %3</source>
        <translation>Connexion à %1 par ssh %2 impossible : %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a SQLite database (%2).</source>
        <translation>%1 n&apos;est pas une base de données SQLite (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the SQLite database %1: %2</source>
        <translation>Impossible de lire la base de données SQLite %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/target/connectiontarget.cpp" line="+24"/>
        <source>Invalid --cap-failed-retry-count &quot;%1&quot;: a whole number from 1 to 1000000 (CAP&apos;s FailedRetryCount).</source>
        <translation>Valeur « %1 » non valide pour --cap-failed-retry-count : un nombre entier de 1 à 1000000 est attendu (FailedRetryCount de CAP).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No profile named &quot;%1&quot; (profiles are kept in %2).</source>
        <translation>Aucun profil nommé « %1 » (les profils sont conservés dans %2).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>A write user is for PostgreSQL and MySQL/MariaDB: a SQLite file has no users (its file permissions decide what may change).</source>
        <translation>Un utilisateur d&apos;écriture est pour PostgreSQL et MySQL/MariaDB : un fichier SQLite n&apos;a pas d&apos;utilisateurs (ses permissions de fichier décident de ce qui peut changer).</translation>
    </message>
    <message>
        <location filename="../core/relay/relaysetup.cpp" line="+97"/>
        <location line="+4"/>
        <location filename="../core/target/connectiontarget.cpp" line="-36"/>
        <location line="+72"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Profil « %1 » : %2</translation>
    </message>
    <message>
        <location filename="../core/schema/tableresolver.cpp" line="+55"/>
        <source>Could not read the columns of %1: %2</source>
        <translation>Impossible de lire les colonnes de %1 : %2</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a timestamp</source>
        <translation>un horodatage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <comment>a column type</comment>
        <translation>du texte</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Unknown vocabulary &quot;%1&quot;: use auto, docs or shipped.</source>
        <translation>Vocabulaire inconnu « %1 » : utilisez auto, docs ou shipped.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Table %1 does not exist in %2.</source>
        <translation>La table %1 n&apos;existe pas dans %2.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Table %1 does not exist in %2, or user %3 has no privilege on it (MySQL and MariaDB show a user only the tables it may use).</source>
        <translation>La table %1 n’existe pas dans %2, ou l’utilisateur %3 n’a aucun privilège dessus (MySQL et MariaDB ne montrent à un utilisateur que les tables qu’il peut utiliser).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Table %1 exists in %2, but user %3 has no USAGE privilege on schema %4.</source>
        <translation>La table %1 existe dans %2, mais l’utilisateur %3 n’a pas le privilège USAGE sur le schéma %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 exists in %2, but user %3 has no SELECT privilege on it.</source>
        <translation>La table %1 existe dans %2, mais l’utilisateur %3 n’a pas le privilège SELECT dessus.</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Unknown outbox type &quot;%1&quot;: use %2.</source>
        <translation>Type d’outbox inconnu « %1 » : utilisez %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A row of %1 reads &apos;created&apos;, which only FennFlow&apos;s documented writer writes, but the %2 vocabulary is in use.</source>
        <translation>Une ligne de %1 vaut &apos;created&apos;, ce que seul l’écrivain documenté de FennFlow écrit, mais le vocabulaire %2 est utilisé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is recorded as written with the %2 vocabulary, but %3 was given and is in use.</source>
        <translation>%1 est enregistrée comme écrite avec le vocabulaire %2, mais %3 a été indiqué et est utilisé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is recorded as written with the %2 vocabulary, but the profile remembers %3; the record is in use.</source>
        <translation>Pour %1, le vocabulaire %2 est enregistré, mais le profil se souvient de %3 ; l’enregistrement fait foi.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No outbox table found in %1 (looked for %2); name one with --table.</source>
        <translation>Aucune table d&apos;outbox trouvée dans %1 (recherchées : %2) ; indiquez-en une avec --table.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table %1 is not a %2 outbox: missing columns %3.</source>
        <translation>La table %1 n&apos;est pas une outbox %2 : colonnes manquantes %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 is neither a Vortos outbox (missing %2) nor a FennFlow outbox (missing %3), nor another library&apos;s outbox the console knows (DotNetCore.CAP, Spring Modulith, gruelbox); map its columns with --type=mapped.</source>
        <translation>La table %1 n’est ni une outbox Vortos (manquant : %2), ni une outbox FennFlow (manquant : %3), ni l’outbox d’une autre bibliothèque que la console connaît (DotNetCore.CAP, Spring Modulith, gruelbox) ; mappez ses colonnes avec --type=mapped.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is %2 (needs %3)</source>
        <translation>%1 est %2 (doit être %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1 is not a usable %2 outbox: %3.</source>
        <translation>La table %1 n&apos;est pas une outbox %2 utilisable : %3.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Finding the oldest pending row reads every pending row: %1 has no index that starts with status and created_at.</source>
        <translation>Trouver la plus ancienne ligne en attente lit toutes les lignes en attente : %1 n&apos;a aucun index qui commence par status et created_at.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Listing rows by creation time and filtering by a created range read the whole table: %1 has no index on created_at.</source>
        <translation>Lister les lignes par date de création et filtrer par période de création lisent toute la table : %1 n&apos;a pas d&apos;index sur created_at.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A page of some states reads every row of those states before it can sort them: %1 has no index that starts with status and then the pages&apos; order.</source>
        <translation>Une page de certains états lit toutes les lignes de ces états avant de pouvoir les trier : %1 n&apos;a aucun index qui commence par status puis par l&apos;ordre des pages.</translation>
    </message>
    <message>
        <location filename="../core/util/jsontext.cpp" line="+15"/>
        <source>boolean</source>
        <translation>booléen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>array</source>
        <translation>tableau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>an unpaired surrogate U+%1</source>
        <translation>un code de substitution (surrogate) isolé U+%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the key %1</source>
        <translation>la clé %1</translation>
    </message>
    <message>
        <location filename="../core/query/outboxrow.cpp" line="+38"/>
        <source>The payload of row %1 is a JSON %2, not a JSON object.</source>
        <translation>La charge utile de la ligne %1 est du JSON (%2), mais pas un objet JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The payload of row %1 is not valid JSON: %2 at offset %3.</source>
        <translation>La charge utile de la ligne %1 n&apos;est pas du JSON valide : %2 à la position %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The payload of row %1 is a JSON array, not a JSON object.</source>
        <translation>La charge utile de la ligne %1 est un tableau JSON, pas un objet JSON.</translation>
    </message>
    <message>
        <location filename="../core/query/rowfilter.cpp" line="+21"/>
        <source>Invalid payload filter &quot;%1&quot;: use KEY=VALUE, for example key=assets/a.bin.</source>
        <translation>Filtre de charge utile non valide « %1 » : utilisez CLÉ=VALEUR, par exemple key=assets/a.bin.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Invalid date format &quot;%1&quot;. Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00).</source>
        <translation>Format de date non valide « %1 ». Utilisez ISO 8601 (par ex. 2026-06-01T00:00:00+00:00).</translation>
    </message>
    <message>
        <location filename="../core/query/filtersql.cpp" line="+111"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are whole numbers.</source>
        <translation>Identifiant « %1 » non valide : les identifiants de %2 sont des nombres entiers.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are text of 1 to %3 printable characters.</source>
        <translation>Identifiant « %1 » invalide : les identifiants de %2 sont un texte de 1 à %3 caractères imprimables.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invalid id &quot;%1&quot;: ids in %2 are UUIDs (for example 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</source>
        <translation>Identifiant non valide « %1 » : les identifiants de %2 sont des UUID (par exemple 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>The text of %1 is too long for SQLite to search (%2 bytes; at most 50,000).</source>
        <translation>Le texte de %1 est trop long pour une recherche SQLite (%2 octets ; au plus 50 000).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The created range is empty: --created-from (%1) is after --created-to (%2).</source>
        <translation>La période de création est vide : --created-from (%1) est après --created-to (%2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A filter names at most %1 rows by id (%2 given).</source>
        <translation>Un filtre nomme au plus %1 lignes par identifiant (%2 donnés).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a FennFlow table without the console&apos;s delivery table: no error is recorded to search (outboxctl relay init creates it; the relay then records why each delivery failed).</source>
        <translation>%1 est une table FennFlow sans la table de livraison de la console : aucune erreur n’est enregistrée à rechercher (outboxctl relay init la crée ; le relais enregistre alors pourquoi chaque livraison a échoué).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is a FennFlow table without the console&apos;s delivery table: no error is recorded, so its rows form no error group but &quot;%2&quot;.</source>
        <translation>%1 est une table FennFlow sans la table de livraison de la console : aucune erreur n’est enregistrée, ses lignes ne forment donc aucun groupe d’erreurs hormis &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a Vortos table: it has no aggregate id (filter by --payload-key=key=… instead).</source>
        <translation>%1 est une table Vortos : elle n&apos;a pas d&apos;identifiant d&apos;agrégat (filtrez plutôt avec --payload-key=key=…).</translation>
    </message>
    <message>
        <location filename="../core/query/outboxreader.cpp" line="+39"/>
        <location line="+142"/>
        <source>Invalid cursor &quot;%1&quot;: pass the next_cursor printed by a previous list.</source>
        <translation>Curseur non valide « %1 » : passez le next_cursor affiché par un list précédent.</translation>
    </message>
    <message>
        <location filename="../core/notify/changenotify.cpp" line="+20"/>
        <source>Change notifications need PostgreSQL (LISTEN/NOTIFY); on this database the console polls instead.</source>
        <translation>Les notifications de changement nécessitent PostgreSQL (LISTEN/NOTIFY) ; sur cette base, la console interroge périodiquement à la place.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <location filename="../core/query/outboxreader.cpp" line="-115"/>
        <location filename="../core/query/timeseries.cpp" line="+80"/>
        <source>%1 failed: %2</source>
        <translation>%1 : échec : %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Looking for the change-notification trigger failed: %1</source>
        <translation>La recherche du déclencheur de notification de changement a échoué : %1</translation>
    </message>
    <message>
        <location filename="../core/query/outboxreader.cpp" line="+120"/>
        <source>The cursor belongs to a listing in another order; start again without --after.</source>
        <translation>Le curseur appartient à une liste dans un autre ordre ; recommencez sans --after.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Listing rows of %1</source>
        <translation>Liste des lignes de %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Reading row %1</source>
        <translation>Lecture de la ligne %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No row with id %1 in %2.</source>
        <translation>Aucune ligne d&apos;identifiant %1 dans %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No row with id %1 in %2 (ids are matched exactly as stored).</source>
        <translation>Aucune ligne d’identifiant %1 dans %2 (les identifiants sont comparés exactement tels qu’ils sont stockés).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Counting the payloads that are not JSON</source>
        <translation>Comptage des charges utiles qui ne sont pas du JSON</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Estimating the rows of %1</source>
        <translation>Estimation des lignes de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+50"/>
        <source>Counting rows of %1</source>
        <translation>Décompte des lignes de %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Counting %1 rows of %2</source>
        <translation>Comptage des lignes à l&apos;état %1 de %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Reading the statuses of %1</source>
        <translation>Lecture des statuts de %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finding the oldest pending row</source>
        <translation>Recherche de la plus ancienne ligne en attente</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Counting rows per day</source>
        <translation>Décompte des lignes par jour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting rows per hour</source>
        <translation>Décompte des lignes par heure</translation>
    </message>
    <message>
        <location filename="../core/query/timeseries.cpp" line="+14"/>
        <source>The time window is empty or invalid.</source>
        <translation>La fenêtre de temps est vide ou n&apos;est pas valide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The time window has too many buckets (%1); use a larger bucket size.</source>
        <translation>La fenêtre de temps a trop d’intervalles (%1) ; utilisez des intervalles plus grands.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Counting rows sent over time</source>
        <translation>Décompte des lignes envoyées au fil du temps</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Reconstructing the backlog over time</source>
        <translation>Reconstitution de l&apos;arriéré au fil du temps</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/output/rowformat.cpp" line="+185"/>
        <source>dead after %n attempt(s)</source>
        <translation>
            <numerusform>morte après %n tentative</numerusform>
            <numerusform>morte après %n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>done at the first attempt</source>
        <translation>faite à la première tentative</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>done at attempt %1, after %n failure(s)</source>
        <translation>
            <numerusform>faite à la tentative %1, après %n échec</numerusform>
            <numerusform>faite à la tentative %1, après %n échecs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attempt %1 of %2</source>
        <translation>tentative %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, next in %2; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, prochaine dans %2 ; morte après %n échec de plus</numerusform>
            <numerusform>%1, prochaine dans %2 ; morte après %n échecs de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, due now; dead after %n more failure(s)</source>
        <translation>
            <numerusform>%1, due maintenant ; morte après %n échec de plus</numerusform>
            <numerusform>%1, due maintenant ; morte après %n échecs de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
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
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n day(s)</source>
        <comment>a duration, after &quot;in&quot; or before &quot;ago&quot;</comment>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/output/rowexport.cpp" line="+29"/>
        <source>Could not write the export: %1</source>
        <translation>Impossible d&apos;écrire l&apos;export : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export cancelled.</source>
        <translation>Export annulé.</translation>
    </message>
    <message>
        <location filename="../core/settings/profile.cpp" line="+30"/>
        <source>Profile &quot;%1&quot; has the environment &quot;%2&quot;, which is none of dev, staging or prod: correct it in the profiles file (or the connection manager) before using the profile, so that its protection does not depend on spelling.</source>
        <translation>Le profil « %1 » a l&apos;environnement « %2 », qui n&apos;est ni dev, ni staging, ni prod : corrigez-le dans le fichier des profils (ou dans le gestionnaire de connexions) avant d&apos;utiliser le profil, afin que sa protection ne dépende pas de l&apos;orthographe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Invalid profile name &quot;%1&quot;: use up to 64 letters, digits, spaces, dots, dashes or underscores.</source>
        <translation>Nom de profil non valide « %1 » : utilisez jusqu’à 64 lettres, chiffres, espaces, points, tirets ou tirets bas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The profiles file cannot be used: %1</source>
        <translation>Le fichier des profils ne peut pas être utilisé : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The profiles file %1 does not read: line %2 %3. Correct it by hand (a copy of the last good one may be in %1.bak); it is not rewritten until it reads.</source>
        <translation>Le fichier des profils %1 est illisible : la ligne %2 %3. Corrigez-le à la main (une copie de la dernière version valide se trouve peut-être dans %1.bak) ; il n&apos;est pas réécrit tant qu&apos;il reste illisible.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>opens a section without closing it</source>
        <translation>ouvre une section sans la fermer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is neither a [section] nor a key=value line</source>
        <translation>n&apos;est ni une [section] ni une ligne clé=valeur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>has a quote (&quot;) that is not closed</source>
        <translation>contient un guillemet (&quot;) qui n&apos;est pas fermé</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Could not write the profiles to %1.</source>
        <translation>Impossible d&apos;écrire les profils dans %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The database URL of profile &quot;%1&quot; contains a password; profiles keep passwords in the keychain only.</source>
        <translation>L&apos;URL de base de données du profil « %1 » contient un mot de passe ; les profils ne gardent les mots de passe que dans le trousseau.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No profile named &quot;%1&quot;.</source>
        <translation>Aucun profil nommé « %1 ».</translation>
    </message>
    <message>
        <location filename="../core/demo/demoworkspace.cpp" line="+105"/>
        <source>Creating the demo database failed: %1</source>
        <translation>La création de la base de démonstration a échoué : %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The folder %1 is not empty and is not a demo workspace (it holds &quot;%2&quot;): choose a new or empty folder for the demo.</source>
        <translation>Le dossier %1 n&apos;est pas vide et n&apos;est pas un espace de démonstration (il contient « %2 ») : choisissez un dossier nouveau ou vide pour la démonstration.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not create the demo folder %1.</source>
        <translation>Impossible de créer le dossier de démonstration %1.</translation>
    </message>
    <message>
        <location filename="../core/util/localfile.cpp" line="+22"/>
        <source>a symbolic link</source>
        <translation>un lien symbolique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a FIFO</source>
        <translation>une FIFO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is a symbolic link: refused, so that the file used is the one named.</source>
        <translation>%1 est un lien symbolique : refusé, afin que le fichier utilisé soit bien celui qui est indiqué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+27"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 is %2, not a regular file: refused.</source>
        <translation>%1 est %2, pas un fichier ordinaire : refusé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a file</source>
        <translation>autre chose qu&apos;un fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2 bytes, over the %3 bytes such a file can be.</source>
        <translation>%1 fait %2 octets, au-delà des %3 octets permis pour un tel fichier.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is over the %2 bytes such a file can be.</source>
        <translation>%1 dépasse les %2 octets permis pour un tel fichier.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is %2, not a regular file: it is not written, so that nothing else is overwritten through it.</source>
        <translation>%1 est %2, pas un fichier ordinaire : rien n&apos;y est écrit, afin que rien d&apos;autre ne soit écrasé par son intermédiaire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The backup %1 is %2, not a regular file: nothing was written.</source>
        <translation>La copie de sauvegarde %1 est %2, pas un fichier ordinaire : rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not keep a backup of %1 in %2: %3; nothing was written.</source>
        <translation>Impossible de conserver une copie de sauvegarde de %1 dans %2 : %3 ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../core/demo/demoworkspace.cpp" line="+11"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/demo/demoworkspace.cpp" line="+10"/>
        <source>Could not move the demo database into place at %1.</source>
        <translation>Impossible de mettre la base de démonstration en place dans %1.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Could not start a transaction in the demo database.</source>
        <translation>Impossible de démarrer une transaction dans la base de démonstration.</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+113"/>
        <location line="+39"/>
        <location line="+76"/>
        <location line="+20"/>
        <source>Writing demo rows failed: %1</source>
        <translation>L&apos;écriture des lignes de démonstration a échoué : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not commit the demo rows: %1</source>
        <translation>Impossible de valider les lignes de démonstration : %1</translation>
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
            <numerusform>%n non atteinte (annulé)</numerusform>
            <numerusform>%n non atteintes (annulé)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/connection/databasesession.cpp" line="+49"/>
        <source>Could not start a transaction.</source>
        <translation>Impossible de démarrer une transaction.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/actions/batchchange.cpp" line="+445"/>
        <source>The connection to the database was lost.</source>
        <translation>La connexion à la base de données a été perdue.</translation>
    </message>
    <message>
        <location filename="../core/actions/batchchange.cpp" line="-1"/>
        <source>The batch failed without an error message.</source>
        <translation>Le lot a échoué sans message d&apos;erreur.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>the audit log could not record batch %1 before its commit, so it was not committed: %2</source>
        <translation>le journal d&apos;audit n&apos;a pas pu enregistrer le lot %1 avant sa validation, il n&apos;a donc pas été validé : %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the audit log could not confirm batch %1 (committed, and recorded before its commit), so no further batch was run: %2</source>
        <translation>le journal d&apos;audit n&apos;a pas pu confirmer le lot %1 (validé, et enregistré avant sa validation), aucun autre lot n&apos;a donc été exécuté : %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, the rest of the table not reached (cancelled)</source>
        <translation>%1, le reste de la table non atteint (annulé)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 stopped by an error after batch %2 of %3 (%4, %5): %6</source>
        <translation>%1 arrêté par une erreur après le lot %2 sur %3 (%4, %5) : %6</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n untouched</source>
        <translation>
            <numerusform>%n intacte</numerusform>
            <numerusform>%n intactes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/rowactions.cpp" line="+30"/>
        <source>Profile &quot;%1&quot; is read-only: %2 is not allowed. Unlock writing for this session in the console, or use a profile that is not read-only.</source>
        <translation>Le profil « %1 » est en lecture seule : « %2 » n&apos;est pas autorisé. Déverrouillez l&apos;écriture pour cette session dans la console, ou utilisez un profil qui n&apos;est pas en lecture seule.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profile &quot;%1&quot; is a prod profile: %2 needs a reason (--reason=&quot;…&quot;).</source>
        <translation>Le profil « %1 » est un profil de production : « %2 » exige une raison (--reason=&quot;…&quot;).</translation>
    </message>
    <message>
        <location filename="../core/schema/outboxtable.cpp" line="+31"/>
        <source>The status vocabulary of %1 is unknown: no row reads &apos;created&apos; and none is recorded, so &apos;pending&apos; may mean ready (FennFlow as shipped) or taken by a consumer (FennFlow as documented). %2 is refused until you say which: --vocabulary=docs or --vocabulary=shipped, or the profile&apos;s vocabulary.</source>
        <translation>Le vocabulaire d’états de %1 est inconnu : aucune ligne ne vaut &apos;created&apos; et aucun n’est enregistré, &apos;pending&apos; peut donc signifier prêt (FennFlow tel que livré) ou pris par un consommateur (FennFlow tel que documenté). %2 est refusé tant que vous n’indiquez pas lequel : --vocabulary=docs ou --vocabulary=shipped, ou le vocabulaire du profil.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Parking lets the console&apos;s relay go past a dead head, but the rows of %1 are delivered by its own library (%2), which would still wait for it: retry the head instead.</source>
        <translation>Mettre de côté permet au relais de la console de passer une ligne de tête morte, mais les lignes de %1 sont livrées par leur propre bibliothèque (%2), qui l’attendrait toujours : réessayez plutôt la ligne de tête.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rows of %1 are delivered by its own library (%2): the console&apos;s relay does not run on them.</source>
        <translation>Les lignes de %1 sont livrées par sa propre bibliothèque (%2) : le relais de la console ne tourne pas sur ces lignes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not offered for %2 (%3): %4</source>
        <translation>%1 n’est pas proposé pour %2 (%3) : %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not offered for %2: %3 has no such change, and the console makes only the changes the table&apos;s library makes itself.</source>
        <translation>%1 n’est pas proposé pour %2 : %3 ne connaît pas cette modification, et la console n’effectue que les modifications que la bibliothèque de la table effectue elle-même.</translation>
    </message>
    <message>
        <location filename="../core/actions/rowactions.cpp" line="+11"/>
        <source>%1 is read-only: no status column of it is mapped (--map=status=COLUMN with --state-value=…).</source>
        <translation>%1 est en lecture seule : aucune colonne de statut n’y est mappée (--map=status=COLONNE avec --state-value=…).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The retry limit must be at least 1.</source>
        <translation>La limite de nouvel essai doit être au moins 1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning the retry failed: %1</source>
        <translation>La planification du nouvel essai a échoué : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%n retried</source>
        <translation>
            <numerusform>%n réessayée</numerusform>
            <numerusform>%n réessayées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (no longer dead)</source>
        <translation>
            <numerusform>%n ignorée (plus morte)</numerusform>
            <numerusform>%n ignorées (plus mortes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Name at least one row id to mark done.</source>
        <translation>Indiquez au moins un identifiant de ligne à marquer comme traitée.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n marked done</source>
        <translation>
            <numerusform>%n marquée comme traitée</numerusform>
            <numerusform>%n marquées comme traitées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n skipped (not found or no longer dead)</source>
        <translation>
            <numerusform>%n ignorée (introuvable ou plus morte)</numerusform>
            <numerusform>%n ignorées (introuvables ou plus mortes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no %2 status (%3 vocabulary): mark done takes dead rows to sent, and no row of it can be marked done.</source>
        <translation>%1 n’a pas de statut %2 (vocabulaire %3) : « Marquer comme traitée » fait passer les lignes mortes à envoyées, donc aucune de ses lignes ne peut être marquée comme traitée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Name at least one row id to retry now.</source>
        <translation>Indiquez au moins un identifiant de ligne à réessayer maintenant.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no delivery table, so no row of it waits for a next attempt (outboxctl relay init creates it).</source>
        <translation>%1 n’a pas de table de livraison, donc aucune de ses lignes n’attend de prochaine tentative (outboxctl relay init la crée).</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n made due now</source>
        <translation>
            <numerusform>%n rendue due maintenant</numerusform>
            <numerusform>%n rendues dues maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or not pending)</source>
        <translation>
            <numerusform>%n ignorée (introuvable ou pas en attente)</numerusform>
            <numerusform>%n ignorées (introuvables ou pas en attente)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name at least one row id to release.</source>
        <translation>Nommez au moins un identifiant de ligne à libérer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no in-flight status in its vocabulary (%2): no row of it can be stuck in flight.</source>
        <translation>%1 n’a pas de statut « en cours » dans son vocabulaire (%2) : aucune de ses lignes ne peut y rester bloquée.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n released</source>
        <translation>
            <numerusform>%n libérée</numerusform>
            <numerusform>%n libérées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found or no longer in flight)</source>
        <translation>
            <numerusform>%n ignorée (introuvable ou plus en cours)</numerusform>
            <numerusform>%n ignorées (introuvables ou plus en cours)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not delivered in order per key, so no row of it holds others back and none can be parked.</source>
        <translation>%1 n&apos;est pas livrée dans l&apos;ordre par clé : aucune de ses lignes n&apos;en retient d&apos;autres, et aucune ne peut être mise de côté.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no table for parked rows yet (outboxctl relay init creates it).</source>
        <translation>%1 n’a pas encore de table pour les lignes mises de côté (outboxctl relay init la crée).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no table for parked rows yet (outboxctl relay init, or Create Delivery Table… in the console, creates it).</source>
        <translation>%1 n’a pas encore de table pour les lignes mises de côté (outboxctl relay init, ou Créer la table de livraison… dans la console, la crée).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Name at least one row id to park.</source>
        <translation>Indiquez au moins un identifiant de ligne à mettre de côté.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n parked</source>
        <translation>
            <numerusform>%n mise de côté</numerusform>
            <numerusform>%n mises de côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or parked already)</source>
        <translation>
            <numerusform>%n ignorée (introuvable, pas morte ou déjà mise de côté)</numerusform>
            <numerusform>%n ignorées (introuvables, pas mortes ou déjà mises de côté)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Name at least one row id to unpark.</source>
        <translation>Indiquez au moins un identifiant de ligne à réintégrer.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n unparked</source>
        <translation>
            <numerusform>%n réintégrée</numerusform>
            <numerusform>%n réintégrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not parked)</source>
        <translation>
            <numerusform>%n ignorée (pas mise de côté)</numerusform>
            <numerusform>%n ignorées (pas mises de côté)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Invalid period &quot;%1&quot;: use a positive number followed by m, h, d or w (for example 30d).</source>
        <translation>Période non valide « %1 » : utilisez un nombre positif suivi de m, h, d ou w (par exemple 30d).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Counting the rows whose time cannot be read failed: %1</source>
        <translation>Le comptage des lignes dont l’heure est illisible a échoué : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Counting the rows to purge failed: %1</source>
        <translation>Le décompte des lignes à purger a échoué : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The purge period must be positive.</source>
        <translation>La période de purge doit être positive.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no sent status (%2 vocabulary): no row of it can be purged.</source>
        <translation>%1 n’a pas de statut envoyé (vocabulaire %2) : aucune de ses lignes ne peut être purgée.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n deleted</source>
        <translation>
            <numerusform>%n supprimée</numerusform>
            <numerusform>%n supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (no longer sent)</source>
        <translation>
            <numerusform>%n ignorée (plus envoyée)</numerusform>
            <numerusform>%n ignorées (plus envoyées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n moved to the archive</source>
        <translation>
            <numerusform>%n déplacée vers l’archive</numerusform>
            <numerusform>%n déplacées vers l’archive</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading the table&apos;s size failed: %1</source>
        <translation>La lecture de la taille de la table a échoué : %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Selecting the rows to purge failed: %1</source>
        <translation>La sélection des lignes à purger a échoué : %1</translation>
    </message>
    <message>
        <location filename="../core/actions/deadlettergroups.cpp" line="+35"/>
        <location line="+5"/>
        <source>Grouping dead rows failed: %1</source>
        <translation>Le regroupement des lignes mortes a échoué : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Grouping cancelled.</source>
        <translation>Regroupement annulé.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortospayload.cpp" line="+62"/>
        <source>Temporary prefix cannot be empty.</source>
        <translation>Le préfixe temporaire ne peut pas être vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temporary key</source>
        <translation>La clé temporaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key</source>
        <translation>La clé permanente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source key must be under the &quot;%1&quot; temporary prefix.</source>
        <translation>La clé source doit se trouver sous le préfixe temporaire « %1 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key cannot remain under the &quot;%1&quot; temporary prefix.</source>
        <translation>La clé permanente ne peut pas rester sous le préfixe temporaire « %1 ».</translation>
    </message>
    <message>
        <location filename="../core/actions/promotion.cpp" line="+40"/>
        <source>stopped: %1</source>
        <translation>arrêté : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <comment>between promotion steps</comment>
        <translation> ; </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The temporary object %1 does not exist in %2 (temporary uploads expire: it may be gone for good).</source>
        <translation>L&apos;objet temporaire %1 n&apos;existe pas dans %2 (les envois temporaires expirent : il a peut-être disparu pour de bon).</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The permanent key %1 already holds an object (%2 bytes): confirm the overwrite (--overwrite) to replace it.</source>
        <translation>La clé permanente %1 contient déjà un objet (%2 octets) : confirmez l&apos;écrasement (--overwrite) pour le remplacer.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+125"/>
        <source>audit log not written: %1</source>
        <translation>journal d&apos;audit non écrit : %1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>copied %1 → %2 (%3 bytes)</source>
        <translation>%1 → %2 copié (%3 octets)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the permanent object is missing after the copy</source>
        <translation>l&apos;objet permanent manque après la copie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <location line="+8"/>
        <source>source not deleted</source>
        <translation>source non supprimée</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>the copy does not match the source (size %1 vs %2, ETag %3 vs %4)</source>
        <translation>la copie ne correspond pas à la source (taille %1 contre %2, ETag %3 contre %4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>verified size and ETag</source>
        <translation>taille et ETag vérifiés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>deleted %1</source>
        <translation>%1 supprimé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept %1</source>
        <translation>%1 conservé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is a FennFlow outbox: promotions go through a Vortos object-store outbox.</source>
        <translation>%1 est une outbox FennFlow : les promotions passent par une outbox de stockage d&apos;objets Vortos.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not start a transaction: %1</source>
        <translation>Impossible de démarrer une transaction : %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Writing the promote row failed, nothing was written: %1</source>
        <translation>L&apos;écriture de la ligne promote a échoué, rien n&apos;a été écrit : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wrote promote row %1 to %2 for the relay</source>
        <translation>ligne promote %1 écrite dans %2 pour le relais</translation>
    </message>
    <message>
        <location filename="../core/actions/retryplanning.cpp" line="+36"/>
        <source>The dry run was cancelled.</source>
        <translation>La simulation a été annulée.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Checking whether %1 exists failed: %2</source>
        <translation>La vérification de l&apos;existence de %1 a échoué : %2</translation>
    </message>
    <message>
        <location filename="../core/audit/auditlog.cpp" line="+35"/>
        <source>Could not write the audit log %1: %2</source>
        <translation>Impossible d&apos;écrire le journal d&apos;audit %1 : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a symbolic link</source>
        <translation>c&apos;est un lien symbolique</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing was changed: %1 is refused because it cannot be audited. %2</source>
        <translation>Rien n&apos;a été modifié : « %1 » est refusé, car il ne peut pas être consigné dans le journal d&apos;audit. %2</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+30"/>
        <source>Could not read the audit log %1: %2</source>
        <translation>Impossible de lire le journal d&apos;audit %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/relay/rowexecutor.cpp" line="+55"/>
        <source>The payload names operation &quot;%1&quot; but the row says &quot;%2&quot;.</source>
        <translation>La charge utile indique l&apos;opération « %1 » mais la ligne indique « %2 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 payload has no &quot;%2&quot;.</source>
        <translation>La charge utile %1 n&apos;a pas de « %2 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 payload&apos;s &quot;%2&quot;: %3</source>
        <translation>Charge utile de %1, champ « %2 » : %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Invalid base64 body for key &quot;%1&quot;.</source>
        <translation>Corps base64 invalide pour la clé « %1 ».</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Unknown operation &quot;%1&quot;.</source>
        <translation>Opération inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source %1 is gone but target %2 exists: the work was probably done before a crash (mark the row done). %3</source>
        <translation>La source %1 a disparu mais la cible %2 existe : le travail a probablement été fait avant un plantage (marquez la ligne comme faite). %3</translation>
    </message>
    <message>
        <location filename="../core/schema/consoletable.cpp" line="+63"/>
        <source>Creating %1 failed: %2</source>
        <translation>La création de %1 a échoué : %2</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+99"/>
        <source>Another relay is already running on %1 (process %2 on %3): SQLite allows one relay at a time.</source>
        <translation>Un autre relais tourne déjà sur %1 (processus %2 sur %3) : SQLite n&apos;autorise qu&apos;un relais à la fois.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1 has no index on created_at: every claim reads and sorts all ready rows, which slows the relay when many are pending. To make it fast, run: %2</source>
        <translation>%1 n&apos;a pas d&apos;index sur created_at : chaque réservation lit et trie toutes les lignes prêtes, ce qui ralentit le relais quand beaucoup sont en attente. Pour l&apos;accélérer, exécutez : %2</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No %1 table: a failed delivery marks the row failed at once (create it with &apos;outboxctl relay init&apos; to get retries with backoff).</source>
        <translation>Pas de table %1 : un échec de livraison marque aussitôt la ligne en échec (créez-la avec &apos;outboxctl relay init&apos; pour obtenir des nouvelles tentatives avec délai).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has no index on %2: to deliver in order, every claim reads the table&apos;s undelivered rows, which slows the relay when many are waiting. To make it fast, run: %3</source>
        <translation>%1 n’a pas d’index sur %2 : pour livrer dans l’ordre, chaque prise lit toutes les lignes non livrées de la table, ce qui ralentit le relais quand beaucoup attendent. Pour l’accélérer, exécutez : %3</translation>
    </message>
    <message>
        <location filename="../core/relay/claimquery.cpp" line="+164"/>
        <location line="+154"/>
        <location line="+143"/>
        <location line="+97"/>
        <source>Claiming rows failed: %1</source>
        <translation>La réservation des lignes a échoué : %1</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+79"/>
        <location line="+16"/>
        <source>Could not start the claim transaction: %1</source>
        <translation>Impossible de démarrer la transaction de réservation : %1</translation>
    </message>
    <message>
        <location filename="../core/relay/deliverylanes.cpp" line="+106"/>
        <source>Could not open the delivery target: %1</source>
        <translation>Impossible d&apos;ouvrir la destination de livraison : %1</translation>
    </message>
    <message>
        <location filename="../core/relay/relayengine.cpp" line="+24"/>
        <source>not delivered</source>
        <translation>non livré</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../core/relay/batchsettler.cpp" line="+88"/>
        <location line="+167"/>
        <source>Settling the batch failed (it stays claimable): %1</source>
        <translation>La clôture du lot a échoué (il reste réservable) : %1</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Delivering in order per %1: %2, behind a dead head or one waiting over an hour; they deliver nothing until it is retried, parked or marked done (or relay with --ordering=none).</source>
        <translation>Livraison dans l&apos;ordre par %1 : %2, derrière une ligne de tête morte ou en attente depuis plus d&apos;une heure ; ces clés ne livrent rien tant que cette ligne n&apos;est pas réessayée, mise de côté ou marquée comme traitée (ou lancez le relais avec --ordering=none).</translation>
    </message>
    <message>
        <location filename="../core/relay/batchsettler.cpp" line="-165"/>
        <location line="+170"/>
        <source>Committing the batch failed: %1</source>
        <translation>La validation du lot a échoué : %1</translation>
    </message>
    <message>
        <location filename="../core/audit/audittable.cpp" line="+79"/>
        <source>Writing the audit record failed: %1</source>
        <translation>L&apos;écriture de l&apos;enregistrement d&apos;audit a échoué : %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+16"/>
        <location line="+21"/>
        <location line="+28"/>
        <source>Reading the audit table failed: %1</source>
        <translation>La lecture de la table d&apos;audit a échoué : %1</translation>
    </message>
    <message>
        <location filename="../core/relay/eventsink.cpp" line="+97"/>
        <source>The %1 sink&apos;s URL holds a password: keep it in the profile&apos;s keychain entry or OUTBOX_SINK_PASSWORD, never in the URL.</source>
        <translation>L&apos;URL de la destination %1 contient un mot de passe : gardez-le dans l&apos;entrée du trousseau du profil ou dans OUTBOX_SINK_PASSWORD, jamais dans l&apos;URL.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The %1 sink must be %2 (got &quot;%3&quot;).</source>
        <translation>La destination %1 doit être %2 (reçu « %3 »).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an invalid URL</source>
        <translation>une URL invalide</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unknown signature &quot;%1&quot;: use hmac-sha256 or standard-webhooks.</source>
        <translation>Signature « %1 » inconnue : utilisez hmac-sha256 ou standard-webhooks.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This build of Outbox Console has no %1 sink: it was built without %2 (OUTBOX_SINK_%3). Use a build with it, or another sink.</source>
        <translation>Cette version d&apos;Outbox Console n&apos;a pas de destination %1 : elle a été compilée sans %2 (OUTBOX_SINK_%3). Utilisez une version qui l&apos;inclut, ou une autre destination.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No event sink given: use --sink=webhook:https://… or --sink=file:/path/events.jsonl.</source>
        <translation>Aucune destination d&apos;événements : utilisez --sink=webhook:https://… ou --sink=file:/chemin/events.jsonl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event sink must start with its kind: write webhook:%1://… for an HTTP webhook.</source>
        <translation>La destination d&apos;événements doit commencer par son type : écrivez webhook:%1://… pour un webhook HTTP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The event sink has no kind: use webhook:https://… for an HTTP webhook or file:PATH for a JSON-lines file.</source>
        <translation>La destination d&apos;événements n&apos;a pas de type : utilisez webhook:https://… pour un webhook HTTP ou file:CHEMIN pour un fichier JSON lines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unknown event sink kind &quot;%1&quot;: use webhook:https://… for an HTTP webhook, file:PATH for a JSON-lines file, or a broker: amqp://…, nats://… or kafka://….</source>
        <translation>Type de destination d’événements « %1 » inconnu : utilisez webhook:https://… pour un webhook HTTP, file:PATH pour un fichier JSON Lines, ou un broker : amqp://…, nats://… ou kafka://….</translation>
    </message>
    <message>
        <location filename="../core/relay/webhooksink.cpp" line="+59"/>
        <source>The webhook sink has no URL: write webhook:https://host/path.</source>
        <translation>La destination webhook n&apos;a pas d&apos;URL : écrivez webhook:https://hote/chemin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The webhook URL must be an http:// or https:// URL (got a URL of scheme &quot;%1&quot;).</source>
        <translation>L&apos;URL du webhook doit être une URL http:// ou https:// (reçu une URL de schéma « %1 »).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The webhook URL %1://… has no host name.</source>
        <translation>L&apos;URL du webhook %1://… n&apos;a pas de nom d&apos;hôte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The webhook timeouts must be positive (connect %1 ms, request %2 ms).</source>
        <translation>Les délais du webhook doivent être positifs (connexion %1 ms, requête %2 ms).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The webhook secret is not a Standard Webhooks secret: it must be whsec_ followed by a key of at least 16 bytes in base64 (the secret itself is not shown).</source>
        <translation>Le secret du webhook n’est pas un secret Standard Webhooks : il doit être whsec_ suivi d’une clé d’au moins 16 octets en base64 (le secret lui-même n’est pas affiché).</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+187"/>
        <source>Cannot publish event %1 to %2: %3</source>
        <translation>Impossible de publier l&apos;événement %1 vers %2 : %3</translation>
    </message>
    <message>
        <location filename="../core/relay/filesink.cpp" line="+97"/>
        <source>The file sink cannot write CloudEvents in binary mode: a line has no headers for the attributes. Use --event-format=ce-structured.</source>
        <translation>La destination fichier ne peut pas écrire de CloudEvents en mode binaire : une ligne n’a pas d’en-têtes pour les attributs. Utilisez --event-format=ce-structured.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>The file sink &quot;file:%1&quot; names a host: write file:/absolute/path or file:relative/path.</source>
        <translation>La destination fichier « file:%1 » nomme un hôte : écrivez file:/chemin/absolu ou file:chemin/relatif.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file sink has no path: write file:/path/events.jsonl.</source>
        <translation>La destination fichier n&apos;a pas de chemin : écrivez file:/chemin/events.jsonl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file sink path contains a NUL character.</source>
        <translation>Le chemin de la destination fichier contient un caractère NUL.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file sink path contains a line break or control character (U+%1): name a plain file.</source>
        <translation>Le chemin de la destination fichier contient un saut de ligne ou un caractère de contrôle (U+%1) : indiquez un fichier ordinaire.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot write events to %1: the folder %2 does not exist.</source>
        <translation>Impossible d&apos;écrire les événements dans %1 : le dossier %2 n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write events to %1: %2 is not a folder.</source>
        <translation>Impossible d&apos;écrire les événements dans %1 : %2 n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write events to %1: it is a folder, not a file.</source>
        <translation>Impossible d&apos;écrire les événements dans %1 : c&apos;est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open %1 to append events: %2.</source>
        <translation>Impossible d&apos;ouvrir %1 pour y ajouter des événements : %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot write event %1 to %2: its body contains a line break, which JSON lines cannot hold.</source>
        <translation>Impossible d&apos;écrire l&apos;événement %1 dans %2 : son corps contient un saut de ligne, que JSON lines ne peut pas contenir.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot write event %1 to %2: %3.</source>
        <translation>Impossible d&apos;écrire l&apos;événement %1 dans %2 : %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot make the events in %1 durable (fsync failed): %2.</source>
        <translation>Impossible de rendre durables les événements de %1 (échec de fsync) : %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot make the new file %1 durable (fsync of its folder failed): %2.</source>
        <translation>Impossible de rendre durable le nouveau fichier %1 (échec de fsync de son dossier) : %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/metricsserver.cpp" line="+199"/>
        <source>The metrics address &quot;%1&quot; is not ADDRESS:PORT, such as 127.0.0.1:9464 or [::1]:9464.</source>
        <translation>L&apos;adresse des métriques « %1 » n&apos;est pas de la forme ADRESSE:PORT, comme 127.0.0.1:9464 ou [::1]:9464.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The metrics address &quot;%1&quot; does not start with an IP address (such as 127.0.0.1, 0.0.0.0 or [::1]; host names are not accepted).</source>
        <translation>L&apos;adresse des métriques « %1 » ne commence pas par une adresse IP (comme 127.0.0.1, 0.0.0.0 ou [::1] ; les noms d&apos;hôte ne sont pas acceptés).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The metrics port %1 is not a port number (1 to 65535).</source>
        <translation>Le port des métriques %1 n&apos;est pas un numéro de port (1 à 65535).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot serve metrics on %1: %2.</source>
        <translation>Impossible de servir les métriques sur %1 : %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/serviceinstaller.cpp" line="+305"/>
        <source>Cannot install the worker: %1.</source>
        <translation>Impossible d&apos;installer le worker : %1.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 exists and was not written by outboxctl worker install: it is left as it is (pass --force to replace it).</source>
        <translation>%1 existe et n&apos;a pas été écrit par outboxctl worker install : il est laissé tel quel (passez --force pour le remplacer).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot write %1: the folder %2 does not exist (is %3 installed?).</source>
        <translation>Impossible d&apos;écrire %1 : le dossier %2 n&apos;existe pas (%3 est-il installé ?).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Cannot write %1: %2.</source>
        <translation>Impossible d&apos;écrire %1 : %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation>Impossible de lire %1 pour le comparer : %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/relaysetup.cpp" line="-76"/>
        <source>The event format %1 applies to FennFlow events; a Vortos relay carries its rows out against the object store.</source>
        <translation>Le format d’événement %1 s’applique aux événements FennFlow ; un relais Vortos exécute ses lignes sur le stockage d’objets.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No sink for the FennFlow relay on %1: set a webhook, a file or a broker (RabbitMQ, NATS, Kafka) as the profile&apos;s sink.</source>
        <translation>Aucune destination pour le relais FennFlow sur %1 : définissez un webhook, un fichier ou un broker (RabbitMQ, NATS, Kafka) comme destination du profil.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The CloudEvents source</source>
        <translation>La source CloudEvents (source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents type</source>
        <translation>Le type CloudEvents (type)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents subject</source>
        <translation>Le sujet CloudEvents (subject)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A CloudEvent needs a source and a type: --ce-source and --ce-type cannot be empty.</source>
        <translation>Un CloudEvent a besoin d’une source et d’un type : --ce-source et --ce-type ne peuvent pas être vides.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No sink to test: set a webhook, a file or a broker (RabbitMQ, NATS, Kafka) first.</source>
        <translation>Aucune destination à tester : définissez d&apos;abord un webhook, un fichier ou un broker (RabbitMQ, NATS, Kafka).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The test event did not reach %1: %2</source>
        <translation>L&apos;événement de test n&apos;a pas atteint %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(It was sent with aggregate_type OutboxConsole and event_type test, which routing may not expect.)</source>
        <translation>(Il a été envoyé avec aggregate_type OutboxConsole et event_type test, ce que le routage n&apos;attend peut-être pas.)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>No object store for the Vortos relay on %1: set one in the profile, or set the OBJECT_STORE_* environment.</source>
        <translation>Aucun stockage d&apos;objets pour le relais Vortos sur %1 : définissez-en un dans le profil, ou définissez les variables d&apos;environnement OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location filename="../core/relay/relaypeers.cpp" line="+19"/>
        <source>Could not read the server process id: %1</source>
        <translation>Impossible de lire l&apos;identifiant de processus du serveur : %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+9"/>
        <source>Could not look for other relays: %1</source>
        <translation>Impossible de chercher d&apos;autres relais : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/relay/relayrunner.cpp" line="+48"/>
        <source>When idle the relay looks for new rows every %n s; to send each event as soon as it is committed, install the table&apos;s notify trigger: outboxctl notify install</source>
        <translation>
            <numerusform>Au repos, le relais cherche de nouvelles lignes toutes les %n s ; pour envoyer chaque événement dès sa validation, installez le déclencheur de notification de la table : outboxctl notify install</numerusform>
            <numerusform>Au repos, le relais cherche de nouvelles lignes toutes les %n s ; pour envoyer chaque événement dès sa validation, installez le déclencheur de notification de la table : outboxctl notify install</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%n batch(es): %1 delivered, %2 failed, %3 dead%4</source>
        <translation>
            <numerusform>%n lot : %1 livrés, %2 en échec, %3 morts%4</numerusform>
            <numerusform>%n lots : %1 livrés, %2 en échec, %3 morts%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The relay did not start: it changes rows and its start cannot be audited. %1</source>
        <translation>Le relais n&apos;a pas démarré : il modifie des lignes et son démarrage ne peut pas être consigné dans le journal d&apos;audit. %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>The relay&apos;s connection %1 did not start (the relay goes on with fewer): %2</source>
        <translation>La connexion %1 du relais n’a pas démarré (le relais continue avec moins) : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%1 (connection %2 reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (connexion %2 : reconnexion dans %n s)</numerusform>
            <numerusform>%1 (connexion %2 : reconnexion dans %n s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>%1 (reconnecting in %n s)</source>
        <translation>
            <numerusform>%1 (reconnexion dans %n s)</numerusform>
            <numerusform>%1 (reconnexion dans %n s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/keytemplate.cpp" line="+73"/>
        <source>The permanent key has a &quot;}&quot; that closes nothing: write &quot;}}&quot; for a brace.</source>
        <translation>La clé permanente contient une « } » qui ne ferme rien : écrivez « }} » pour une accolade.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The permanent key has a &quot;{&quot; that is not closed: write &quot;{{&quot; for a brace.</source>
        <translation>La clé permanente contient une « { » qui n&apos;est pas fermée : écrivez « {{ » pour une accolade.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The template uses {%1}, but %2.</source>
        <translation>Le modèle utilise {%1}, mais %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no id is given: enter the id</source>
        <translation>aucun identifiant n&apos;est donné : saisissez l&apos;identifiant</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>the temporary key is empty</source>
        <translation>la clé temporaire est vide</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the temporary key&apos;s file name has no extension</source>
        <translation>le nom de fichier de la clé temporaire n&apos;a pas d&apos;extension</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the temporary key has no folder below the prefix</source>
        <translation>la clé temporaire n&apos;a pas de dossier sous le préfixe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown placeholder {%1} in the permanent key: use %2.</source>
        <translation>Espace réservé {%1} inconnu dans la clé permanente : utilisez %2.</translation>
    </message>
    <message>
        <location filename="../core/schema/vocabularyrecord.cpp" line="+29"/>
        <source>Reading %1 failed: %2</source>
        <translation>La lecture de %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Recording the vocabulary of %1 in %2 failed: %3</source>
        <translation>L’enregistrement du vocabulaire de %1 dans %2 a échoué : %3</translation>
    </message>
    <message>
        <location filename="../core/relay/deliveryorder.cpp" line="+30"/>
        <source>Unknown ordering &quot;%1&quot;: use key (in order per key) or none.</source>
        <translation>Ordre inconnu &quot;%1&quot; : utilisez key (dans l’ordre par clé) ou none.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortosrows.cpp" line="+209"/>
        <source>object key</source>
        <translation>clé d&apos;objet</translation>
    </message>
    <message>
        <location filename="../core/relay/deliveryorder.cpp" line="+467"/>
        <source>Counting the rows held back failed: %1</source>
        <translation>Le comptage des lignes retenues a échoué : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>In order per key: %n ready row(s) wait behind an older undelivered row of their key (%1 key(s)).</source>
        <translation>
            <numerusform>Dans l’ordre par clé : %n ligne prête attend derrière une ligne plus ancienne non livrée de sa clé (%1 clé).</numerusform>
            <numerusform>Dans l’ordre par clé : %n lignes prêtes attendent derrière une ligne plus ancienne non livrée de leur clé (clés : %1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/relay/blockedkeys.cpp" line="+89"/>
        <source>Listing the parked rows failed: %1</source>
        <translation>La liste des lignes mises de côté a échoué : %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Listing the blocked keys failed: %1</source>
        <translation>La liste des clés bloquées a échoué : %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Counting the blocked keys failed: %1</source>
        <translation>Le comptage des clés bloquées a échoué : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No key is blocked.</source>
        <translation>Aucune clé n’est bloquée.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln key(s) holding %1 back</source>
        <translation>
            <numerusform>%Ln clé retenant %1</numerusform>
            <numerusform>%Ln clés retenant %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Reading what row %1 waits behind failed: %2</source>
        <translation>La recherche de la ligne derrière laquelle attend la ligne %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Counting the rows of a key failed: %1</source>
        <translation>Le comptage des lignes d&apos;une clé a échoué : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>dead (no error recorded)</source>
        <translation>morte (aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead: %1</source>
        <translation>morte : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in flight since %1</source>
        <translation>en cours depuis le %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>waiting for its retry at %1</source>
        <translation>en attente de sa nouvelle tentative, prévue le %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for its retry at %1 (attempt %2 failed: %3)</source>
        <translation>en attente de sa nouvelle tentative, prévue le %1 (échec de la tentative %2 : %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>due now, not taken yet (attempt %1 failed: %2)</source>
        <translation>due maintenant, pas encore prise (échec de la tentative %1 : %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no error recorded</source>
        <translation>aucune erreur enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not attempted yet: ready since %1, waiting for %2 to deliver it</source>
        <translation>pas encore tentée : prête depuis %1, en attente de livraison par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never tried: ready since %1, and no relay has taken it (is one running, or paused?)</source>
        <translation>jamais tentée : prête depuis le %1, et aucun relais ne l&apos;a prise (un relais tourne-t-il, ou est-il en pause ?)</translation>
    </message>
    <message>
        <location filename="../core/schema/attemptlog.cpp" line="+69"/>
        <source>Recording the attempt of row %1 failed: %2</source>
        <translation>L’enregistrement de la tentative de la ligne %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Reading the attempts of row %1 failed: %2</source>
        <translation>La lecture des tentatives de la ligne %1 a échoué : %2</translation>
    </message>
    <message>
        <location filename="../core/schema/groupnotes.cpp" line="+77"/>
        <location line="+66"/>
        <source>Reading the group notes from %1 failed: %2</source>
        <translation>La lecture des notes de groupe depuis %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>The note has %1 characters; a note may have at most %2. Nothing was saved.</source>
        <translation>La note a %1 caractères ; une note peut en avoir au plus %2. Rien n’a été enregistré.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <location line="+18"/>
        <location line="+31"/>
        <source>Saving the group note in %1 failed: %2</source>
        <translation>L’enregistrement de la note de groupe dans %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The group notes file %1 is not valid JSON (%2).</source>
        <translation>Le fichier des notes de groupe %1 n’est pas du JSON valide (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot create its folder</source>
        <translation>impossible de créer son dossier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>another console holds its lock</source>
        <translation>une autre console détient son verrou</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not valid JSON (%1); it was left as it is</source>
        <translation>ce n’est pas du JSON valide (%1) ; il a été laissé tel quel</translation>
    </message>
    <message>
        <location filename="../core/relay/eventformat.cpp" line="+58"/>
        <source>Unknown event format &quot;%1&quot;: use plain, ce-binary or ce-structured.</source>
        <translation>Format d’événement « %1 » inconnu : utilisez plain, ce-binary ou ce-structured.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 &quot;%2&quot; names {%3}, which no event has: use %4.</source>
        <translation>%1 « %2 » nomme {%3}, qu’aucun événement n’a : utilisez %4.</translation>
    </message>
    <message>
        <location filename="../core/relay/amqpsink.cpp" line="+421"/>
        <source>The RabbitMQ sink&apos;s URL names no user: write amqp://USER@HOST:PORT/VHOST?exchange=NAME.</source>
        <translation>L’URL de la destination RabbitMQ ne nomme aucun utilisateur : écrivez amqp://USER@HOST:PORT/VHOST?exchange=NAME.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The RabbitMQ sink names no exchange: add ?exchange=NAME to its URL (exchange= with no name for the default exchange).</source>
        <translation>La destination RabbitMQ ne nomme aucun exchange : ajoutez ?exchange=NAME à son URL (exchange= sans nom pour l’exchange par défaut).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The RabbitMQ sink&apos;s URL has an unknown setting &quot;%1&quot;: it takes exchange, routing-key and (amqps://) ca-file.</source>
        <translation>L&apos;URL de la destination RabbitMQ a un réglage inconnu « %1 » : elle accepte exchange, routing-key et (amqps://) ca-file.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ca-file is for TLS: write amqps:// to use it.</source>
        <translation>ca-file sert à TLS : écrivez amqps:// pour l&apos;utiliser.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RabbitMQ sink&apos;s CA file %1 cannot be read.</source>
        <translation>Le fichier CA %1 de la destination RabbitMQ est illisible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The routing key</source>
        <translation>La clé de routage</translation>
    </message>
    <message>
        <location line="-272"/>
        <source>The RabbitMQ client could not be set up.</source>
        <translation>Le client RabbitMQ n’a pas pu être préparé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The RabbitMQ sink could not load the CA certificates of %1.</source>
        <translation>La destination RabbitMQ n&apos;a pas pu charger les certificats CA de %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No trusted TLS connection to RabbitMQ at %1: %2 (is the broker&apos;s certificate signed by a CA in %3, and made out to %4?).</source>
        <translation>Aucune connexion TLS de confiance à RabbitMQ sur %1 : %2 (le certificat du broker est-il signé par une CA de %3 et établi pour %4 ?).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the system&apos;s bundle</source>
        <translation>l&apos;ensemble de certificats du système</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot reach RabbitMQ at %1: %2.</source>
        <translation>RabbitMQ à %1 est injoignable : %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RabbitMQ at %1 did not let user &quot;%2&quot; into vhost &quot;%3&quot;: %4.</source>
        <translation>RabbitMQ à %1 n’a pas admis l’utilisateur « %2 » dans le vhost « %3 » : %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RabbitMQ at %1 did not open a channel: %2.</source>
        <translation>RabbitMQ à %1 n’a pas ouvert de canal : %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RabbitMQ at %1 refused publisher confirms: %2.</source>
        <translation>RabbitMQ à %1 a refusé les confirmations de publication : %2.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Publishing to RabbitMQ at %1 failed: %2.</source>
        <translation>La publication vers RabbitMQ à %1 a échoué : %2.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>RabbitMQ at %1 did not confirm the message within %2 s.</source>
        <translation>RabbitMQ à %1 n’a pas confirmé le message en %2 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection to RabbitMQ at %1 failed: %2.</source>
        <translation>La connexion à RabbitMQ à %1 a échoué : %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>RabbitMQ at %1 refused the message (basic.nack).</source>
        <translation>RabbitMQ à %1 a refusé le message (basic.nack).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RabbitMQ at %1 returned the message: %2 (%3); no queue is bound to exchange &quot;%4&quot; with routing key &quot;%5&quot;.</source>
        <translation>RabbitMQ à %1 a renvoyé le message : %2 (%3) ; aucune file n’est liée à l’exchange « %4 » avec la clé de routage « %5 ».</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>RabbitMQ at %1 closed the channel: %2 (%3).</source>
        <translation>RabbitMQ à %1 a fermé le canal : %2 (%3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>RabbitMQ at %1 closed the connection: %2 (%3).</source>
        <translation>RabbitMQ à %1 a fermé la connexion : %2 (%3).</translation>
    </message>
    <message>
        <location filename="../core/relay/natssink.cpp" line="+271"/>
        <source>The NATS sink&apos;s URL takes no settings after &quot;?&quot;: write nats://[USER@]HOST:PORT/SUBJECT.</source>
        <translation>L’URL de la destination NATS n’accepte aucun réglage après « ? » : écrivez nats://[USER@]HOST:PORT/SUBJECT.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The NATS subject &quot;%1&quot; is not one to publish to: no spaces, wildcards (* &gt;) or slashes; tokens are separated by dots.</source>
        <translation>On ne peut pas publier sur le sujet NATS « %1 » : ni espaces, ni jokers (* &gt;), ni barres obliques ; les éléments sont séparés par des points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The NATS subject</source>
        <translation>Le sujet NATS</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>The NATS client could not be set up: %1.</source>
        <translation>Le client NATS n’a pas pu être préparé : %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot reach NATS at %1: %2.</source>
        <translation>NATS à %1 est injoignable : %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NATS at %1 has no JetStream for the relay: %2.</source>
        <translation>NATS à %1 n’a pas de JetStream pour le relais : %2.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Publishing to NATS at %1 failed: %2.</source>
        <translation>La publication vers NATS à %1 a échoué : %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>NATS at %1 did not acknowledge the message within %2 s.</source>
        <translation>NATS à %1 n’a pas accusé réception du message en %2 s.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>NATS at %1 did not store the message: %2.</source>
        <translation>NATS à %1 n’a pas stocké le message : %2.</translation>
    </message>
    <message>
        <location filename="../core/relay/kafkasink.cpp" line="+305"/>
        <source>The Kafka sink must be kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…&amp;tls=true].</source>
        <translation>La destination Kafka doit être kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…&amp;tls=true].</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The Kafka broker &quot;%1&quot; needs a port: write HOST:PORT.</source>
        <translation>Le broker Kafka « %1 » a besoin d’un port : écrivez HOST:PORT.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unknown SASL mechanism &quot;%1&quot;: use plain, scram-sha-256 or scram-sha-512.</source>
        <translation>Mécanisme SASL « %1 » inconnu : utilisez plain, scram-sha-256 ou scram-sha-512.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The Kafka sink&apos;s URL has an unknown setting &quot;%1&quot;: it takes sasl, tls and ca-file.</source>
        <translation>L’URL de la destination Kafka a un réglage inconnu « %1 » : elle accepte sasl, tls et ca-file.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SASL needs a user: write kafka://USER@HOST:PORT/….</source>
        <translation>SASL a besoin d’un utilisateur : écrivez kafka://USER@HOST:PORT/….</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Kafka topic &quot;%1&quot; has a character a topic cannot have.</source>
        <translation>Le topic Kafka « %1 » contient un caractère qu’un topic ne peut pas avoir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Kafka topic</source>
        <translation>Le topic Kafka</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>The Kafka client refused its setting %1: %2.</source>
        <translation>Le client Kafka a refusé son réglage %1 : %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Kafka client could not be set up: %1.</source>
        <translation>Le client Kafka n’a pas pu être préparé : %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Kafka (%1) did not take the message for topic %2: %3%4</source>
        <translation>Kafka (%1) n’a pas pris le message pour le topic %2 : %3%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kafka (%1) did not take the message: %2%3</source>
        <translation>Kafka (%1) n’a pas pris le message : %2%3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source> (librdkafka %1 sends a SCRAM proof that Apache Kafka 4 refuses as invalid credentials even with the right password; librdkafka 2.6.1 fixed it: use sasl=plain over TLS, or a newer librdkafka)</source>
        <translation> (librdkafka %1 envoie une preuve SCRAM qu’Apache Kafka 4 refuse comme identifiants invalides même avec le bon mot de passe ; librdkafka 2.6.1 l’a corrigé : utilisez sasl=plain sur TLS, ou un librdkafka plus récent)</translation>
    </message>
    <message>
        <location filename="../core/schema/relayregistry.cpp" line="+22"/>
        <source>%1 on %2 (pid %3)</source>
        <translation>%1 sur %2 (pid %3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The relay&apos;s heartbeat in %1 failed: %2</source>
        <translation>Le signal de vie du relais dans %1 a échoué : %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Removing the relay from %1 failed: %2</source>
        <translation>Impossible de retirer le relais de %1 : %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading the relays from %1 failed: %2</source>
        <translation>Impossible de lire les relais dans %1 : %2</translation>
    </message>
    <message>
        <location filename="../core/actions/resend.cpp" line="+39"/>
        <source>The payload is not valid JSON: %1 at line %2, column %3.</source>
        <translation>La charge utile n&apos;est pas du JSON valide : %1 à la ligne %2, colonne %3.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The payload is a JSON %1, not a JSON object ({…}).</source>
        <translation>La charge utile est du JSON (%1), mais pas un objet JSON ({…}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The payload is a JSON array, not a JSON object ({…}).</source>
        <translation>La charge utile est un tableau JSON, pas un objet JSON ({…}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; holds %2, which the database cannot read back as text: remove it.</source>
        <translation>« %1 » contient %2, que la base de données ne peut pas relire comme texte : supprimez-le.</translation>
    </message>
    <message>
        <location filename="../core/schema/payloadrules.cpp" line="+26"/>
        <source>Unknown key &quot;%1&quot; in a %2 payload: the writer writes %3.</source>
        <translation>Clé inconnue « %1 » dans une charge utile %2 : l&apos;écrivain écrit %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The key &quot;%1&quot; is missing: a %2 payload has %3.</source>
        <translation>La clé « %1 » manque : une charge utile %2 contient %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; must be a string, not %2.</source>
        <translation>« %1 » doit être une chaîne, pas %2.</translation>
    </message>
    <message>
        <location filename="../core/schema/vortosrows.cpp" line="-172"/>
        <source>The row&apos;s operation &quot;%1&quot; is not one the relay knows: it cannot be resent.</source>
        <translation>L&apos;opération « %1 » de la ligne n&apos;est pas connue du relais : la ligne ne peut pas être renvoyée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;name&quot; must stay &quot;%1&quot;, the row&apos;s operation (it is &quot;%2&quot;).</source>
        <translation>« name » doit rester « %1 », l&apos;opération de la ligne (c&apos;est « %2 »).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;delete_temporary_source&quot; must be true or false.</source>
        <translation>« delete_temporary_source » doit valoir true ou false.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;body_base64&quot; is not strict base64 (the alphabet A–Z a–z 0–9 + /, padded with =).</source>
        <translation>« body_base64 » n&apos;est pas du base64 strict (l&apos;alphabet A–Z a–z 0–9 + /, complété par =).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The body is %1 bytes: the writer puts at most 1 MiB inline.</source>
        <translation>Le corps fait %1 octets : l&apos;écrivain n&apos;en met pas plus de 1 Mio directement dans la ligne.</translation>
    </message>
    <message>
        <location filename="../core/schema/fennflowrows.cpp" line="+44"/>
        <source>&quot;error&quot; must be a string or null.</source>
        <translation>« error » doit être une chaîne ou null.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; must be 32 lower-case hex digits (a UUID without dashes), not &quot;%2&quot;.</source>
        <translation>« %1 » doit comporter 32 chiffres hexadécimaux en minuscules (un UUID sans tirets), pas « %2 ».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;operation_type&quot; must be create, put or delete, not &quot;%1&quot;.</source>
        <translation>« operation_type » doit valoir create, put ou delete, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;status&quot; must be pending, uploaded, failed, compensation_failed or deleted, not &quot;%1&quot;.</source>
        <translation>« status » doit valoir pending, uploaded, failed, compensation_failed ou deleted, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be an ISO 8601 time with its offset (2026-11-30T02:04:06.162436+00:00), not &quot;%2&quot;.</source>
        <translation>« %1 » doit être une heure ISO 8601 avec son décalage (2026-11-30T02:04:06.162436+00:00), pas « %2 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must not be empty.</source>
        <translation>« %1 » ne doit pas être vide.</translation>
    </message>
    <message>
        <location filename="../core/actions/resend.cpp" line="+60"/>
        <source>Nothing was written: %1</source>
        <translation>Rien n&apos;a été écrit : %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>row %1 no longer exists</source>
        <translation>la ligne %1 n&apos;existe plus</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>row %1 changed while it was withdrawn</source>
        <translation>la ligne %1 a changé pendant son retrait</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1 was resent meanwhile</source>
        <translation>la ligne %1 a été renvoyée entre-temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row %1 is no longer dead (%2)</source>
        <translation>la ligne %1 n&apos;est plus morte (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1 still waits for delivery (%2): undoing now would deliver both; wait for it, or mark it done first</source>
        <translation>la ligne %1 attend encore sa livraison (%2) : annuler maintenant livrerait les deux ; attendez-la, ou marquez-la d&apos;abord comme traitée</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a CHECK constraint of %1 refuses the edited payload: %2</source>
        <translation>une contrainte CHECK de %1 refuse la charge utile modifiée : %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the database does not accept the edited payload as JSON it can read (%1)</source>
        <translation>la base de données n&apos;accepte pas la charge utile modifiée comme du JSON qu&apos;elle sait lire (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not valid JSON to it</source>
        <translation>ce n&apos;est pas du JSON valide pour elle</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Row %1 resent as %2; %1 is superseded.</source>
        <translation>Ligne %1 renvoyée en tant que %2 ; %1 est remplacée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resend undone: the original payload of %1 resent as %2%3.</source>
        <translation>Renvoi annulé : la charge utile d&apos;origine de %1 a été renvoyée en tant que %2%3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the edited copy %1 is superseded</source>
        <translation> ; la copie modifiée %1 est remplacée</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resending needs the console&apos;s table %1, which marks the original row superseded: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>Le renvoi a besoin de la table %1 de la console, qui marque la ligne d&apos;origine comme remplacée : créez-la avec `outboxctl relay init` ou « Créer les tables du relais… » dans la console.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Row %1 was read with its payload %2: a resend is checked against the row as stored.</source>
        <translation>La ligne %1 a été lue avec la visibilité de charge utile « %2 » : un renvoi est vérifié par rapport à la ligne telle que stockée.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The payload is unchanged: nothing to resend (retry the row to run it as it is).</source>
        <translation>La charge utile est inchangée : rien à renvoyer (réessayez la ligne pour l&apos;exécuter telle quelle).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Row %1 was already resent as %2: edit that row instead.</source>
        <translation>La ligne %1 a déjà été renvoyée en tant que %2 : modifiez plutôt cette ligne-là.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Row %1 is %2, not dead: only dead rows are resent.</source>
        <translation>La ligne %1 est %2, pas morte : seules les lignes mortes sont renvoyées.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Row %1 is not superseded: there is no resend of it to undo.</source>
        <translation>La ligne %1 n&apos;est pas remplacée : il n&apos;y a aucun renvoi à annuler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The edited copy %1 is being delivered right now (%2): undo once it is settled.</source>
        <translation>La copie modifiée %1 est en cours de livraison (%2) : annulez une fois qu&apos;elle aura été traitée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The edited copy %1 still waits for delivery (%2): undoing now would deliver both. Wait for it, or withdraw it with the undo (--withdraw: it is set dead and superseded, so only the original is delivered).</source>
        <translation>La copie modifiée %1 attend encore sa livraison (%2) : annuler maintenant livrerait les deux. Attendez-la, ou retirez-la lors de l&apos;annulation (--withdraw : elle est marquée morte et remplacée, seule l&apos;originale est donc livrée).</translation>
    </message>
    <message>
        <location filename="../core/actions/canaryredrive.cpp" line="+33"/>
        <source>--canary must be at least 1 row.</source>
        <translation>--canary doit valoir au moins 1 ligne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--abort-ratio must be between 0 and 1 (e.g. 0.2), not %1.</source>
        <translation>--abort-ratio doit être compris entre 0 et 1 (par ex. 0.2), pas %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--rate must be rows per second between 0 and 100000, not %1.</source>
        <translation>--rate doit être un nombre de lignes par seconde entre 0 et 100000, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The settle timeout must be at least 1 second.</source>
        <translation>Le délai d&apos;attente du traitement doit être d&apos;au moins 1 seconde.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>every row was redriven</source>
        <translation>toutes les lignes ont été relancées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after the canary: %1 of it failed again, over the abort ratio of %2</source>
        <translation>arrêtée après le canari : %1 du canari a de nouveau échoué, au-delà du taux d&apos;abandon de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: %1 of the redriven rows failed again, over the abort ratio of %2</source>
        <translation>arrêtée : %1 des lignes relancées ont de nouveau échoué, au-delà du taux d&apos;abandon de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: the redriven rows were not settled within %1 s (is a relay running against the table?)</source>
        <translation>arrêtée : les lignes relancées n&apos;ont pas été traitées en %1 s (un relais tourne-t-il sur la table ?)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 replayed, %2 delivered, %3 failed, %4 not settled, %5 not replayed; %6.</source>
        <translation>%1 rejouées, %2 livrées, %3 en échec, %4 non réglées, %5 non rejouées ; %6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every row was replayed</source>
        <translation>chaque ligne a été rejouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped after the canary: %1 of its copies failed, over the abort ratio of %2</source>
        <translation>arrêté après le canari : %1 de ses copies ont échoué, au-delà du seuil d’abandon de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: %1 of the copies failed, over the abort ratio of %2</source>
        <translation>arrêté : %1 des copies ont échoué, au-delà du seuil d’abandon de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped: the copies were not settled within %1 s (is a relay running against the table?)</source>
        <translation>arrêté : les copies n’ont pas été réglées en %1 s (un relais tourne-t-il sur la table ?)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>%1 retried, %2 delivered, %3 failed again, %4 not settled, %5 left dead; %6.</source>
        <translation>%1 relancées, %2 livrées, %3 de nouveau en échec, %4 non traitées, %5 laissées mortes ; %6.</translation>
    </message>
    <message>
        <location filename="../core/overview/outboxsnapshot.cpp" line="+87"/>
        <source>no relay registry in this database (relays of outboxctl and the console register in %1)</source>
        <translation>pas de registre des relais dans cette base de données (les relais d&apos;outboxctl et de la console s&apos;enregistrent dans %1)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: heartbeat dated %2 ahead of this clock (clock skew; not counted as running)</source>
        <translation>%1 : signal de vie daté de %2 en avance sur cette horloge (décalage d&apos;horloge ; non compté comme en marche)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: last heartbeat %2 ago</source>
        <translation>%1 : dernier signal de vie il y a %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no relay is registered for this table</source>
        <translation>aucun relais n&apos;est enregistré pour cette table</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>%n new dead row(s) (%1 dead now)</source>
        <translation>
            <numerusform>%n nouvelle ligne morte (%1 au total)</numerusform>
            <numerusform>%n nouvelles lignes mortes (%1 au total)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n key(s) blocked by a dead row</source>
        <translation>
            <numerusform>%n clé bloquée par une ligne morte</numerusform>
            <numerusform>%n clés bloquées par une ligne morte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the oldest pending row waits for %1 (limit %2)</source>
        <translation>la plus ancienne ligne en attente attend depuis %1 (limite %2)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Could not read the overview history: %1</source>
        <translation>Impossible de lire l&apos;historique de la vue d&apos;ensemble : %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Could not write the overview history: %1</source>
        <translation>Impossible d&apos;écrire l&apos;historique de la vue d&apos;ensemble : %1</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>The overview history %1 is not what the console writes (%2); it is replaced on the next run.</source>
        <translation>L&apos;historique de la vue d&apos;ensemble %1 n&apos;est pas ce qu&apos;écrit la console (%2) ; il sera remplacé à la prochaine exécution.</translation>
    </message>
    <message>
        <location filename="../core/overview/overviewprobe.cpp" line="+52"/>
        <source>Still waiting for the answer to an earlier refresh (over %1 s).</source>
        <translation>Toujours pas de réponse à une actualisation précédente (plus de %1 s).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No answer within %1 s.</source>
        <translation>Aucune réponse en %1 s.</translation>
    </message>
    <message>
        <location filename="../core/relay/brokernames.cpp" line="+34"/>
        <source>The NATS subject is empty.</source>
        <translation>Le sujet NATS est vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The NATS subject %1 holds a space or a control character, which the protocol cannot carry.</source>
        <translation>Le sujet NATS %1 contient une espace ou un caractère de contrôle, que le protocole ne peut pas transporter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The NATS subject %1 holds a wildcard (* or &gt;): a message is published to one subject.</source>
        <translation>Le sujet NATS %1 contient un joker (* ou &gt;) : un message est publié sur un seul sujet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The NATS subject %1 has an empty token (a dot at its start or end, or two in a row).</source>
        <translation>Le sujet NATS %1 a un élément vide (un point au début ou à la fin, ou deux à la suite).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Kafka topic %1 is %2 bytes long: a topic has 1 to 249 characters.</source>
        <translation>Le topic Kafka %1 fait %2 octets : un topic a de 1 à 249 caractères.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Kafka topic %1 is not a topic name Kafka allows.</source>
        <translation>Le topic Kafka %1 n&apos;est pas un nom de topic que Kafka autorise.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Kafka topic %1 holds a character Kafka does not allow in topic names (only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;).</source>
        <translation>Le topic Kafka %1 contient un caractère que Kafka n&apos;autorise pas dans les noms de topic (seulement des lettres, des chiffres, &apos;.&apos;, &apos;_&apos; et &apos;-&apos;).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The AMQP routing key %1 is %2 bytes long: at most 255 fit in the protocol.</source>
        <translation>La clé de routage AMQP %1 fait %2 octets : le protocole en admet au plus 255.</translation>
    </message>
    <message>
        <location filename="../core/relay/environmentfile.cpp" line="+48"/>
        <source>line %1 is not UTF-8</source>
        <translation>la ligne %1 n&apos;est pas en UTF-8</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>line %1 is not NAME=value: character %2 of the name is &quot;%3&quot;, and a variable&apos;s name has only letters, digits and _ (not a digit first)</source>
        <translation>la ligne %1 n’est pas NOM=valeur : le caractère %2 du nom est « %3 », et le nom d’une variable n’a que des lettres, des chiffres et _ (pas de chiffre en premier)</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The environment file cannot be used: %1</source>
        <translation>Le fichier d&apos;environnement ne peut pas être utilisé : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The environment file %1 does not read: %2</source>
        <translation>Le fichier d&apos;environnement %1 est illisible : %2</translation>
    </message>
    <message>
        <location filename="../core/auth/awscredentials.cpp" line="+45"/>
        <source>The AWS credentials file %1 has no profile [%2].</source>
        <translation>Le fichier d’identifiants AWS %1 n’a pas de profil [%2].</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The profile [%1] of the AWS credentials file %2 has no aws_access_key_id and aws_secret_access_key.</source>
        <translation>Le profil [%1] du fichier d’identifiants AWS %2 n’a pas d’aws_access_key_id et d’aws_secret_access_key.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together.</source>
        <translation>AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY doivent être définies ensemble.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set and %1 does not exist (credential_process, SSO and instance roles are not read).</source>
        <translation>Aucun identifiant AWS : AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY ne sont pas définies et %1 n’existe pas (credential_process, SSO et rôles d’instance ne sont pas lus).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not read the AWS credentials file %1.</source>
        <translation>Impossible de lire le fichier d’identifiants AWS %1.</translation>
    </message>
    <message>
        <location filename="../core/auth/rdsiamtoken.cpp" line="+21"/>
        <source>The RDS host must be a DNS name or address, not &quot;%1&quot;.</source>
        <translation>L’hôte RDS doit être un nom DNS ou une adresse, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RDS port must be 1 to 65535, not %1.</source>
        <translation>Le port RDS doit être compris entre 1 et 65535, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The RDS token needs the database user.</source>
        <translation>Le jeton RDS a besoin de l’utilisateur de la base.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AWS region must look like eu-west-1, not &quot;%1&quot;.</source>
        <translation>La région AWS doit ressembler à eu-west-1, pas « %1 ».</translation>
    </message>
    <message>
        <location filename="../core/auth/passwordcommand.cpp" line="+18"/>
        <source>nothing on standard error</source>
        <translation>rien sur la sortie d’erreur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password command is empty.</source>
        <translation>La commande de mot de passe est vide.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password command could not be started: %1</source>
        <translation>La commande de mot de passe n’a pas pu démarrer : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The password command did not finish within %1 s.</source>
        <translation>La commande de mot de passe ne s’est pas terminée en %1 s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password command crashed: %1</source>
        <translation>La commande de mot de passe a planté : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command failed with exit status %1: %2</source>
        <translation>La commande de mot de passe a échoué avec le code de sortie %1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The password command printed no password (its first line of standard output is empty).</source>
        <translation>La commande de mot de passe n’a affiché aucun mot de passe (sa première ligne de sortie standard est vide).</translation>
    </message>
    <message>
        <location filename="../core/connection/sshtunnel.cpp" line="+112"/>
        <source>ssh ended before connecting</source>
        <translation>ssh s’est terminé avant la connexion</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Could not connect through ssh %1: no answer within %2 s.</source>
        <translation>Connexion par ssh %1 impossible : aucune réponse en %2 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not connect through ssh %1: %2</source>
        <translation>Connexion par ssh %1 impossible : %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Could not open a loopback port for ssh: %1</source>
        <translation>Impossible d’ouvrir un port local pour ssh : %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The SSH destination &quot;%1&quot; is not [user@]host[:port] or a Host alias of your ssh configuration.</source>
        <translation>La destination SSH « %1 » n’est ni [user@]host[:port] ni un alias Host de votre configuration ssh.</translation>
    </message>
    <message>
        <location filename="../core/connection/servercertificate.cpp" line="+113"/>
        <source>%1 through ssh %2</source>
        <translation>%1 par ssh %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not read the TLS certificate of %1: %2</source>
        <translation>Impossible de lire le certificat TLS de %1 : %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the server did not accept the connection within %1 s</source>
        <translation>le serveur n’a pas accepté la connexion en %1 s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the server closed the connection (%1)</source>
        <translation>le serveur a fermé la connexion (%1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the server did not take the TLS request within %1 s</source>
        <translation>le serveur n’a pas reçu la demande TLS en %1 s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the server sent data before the TLS handshake</source>
        <translation>le serveur a envoyé des données avant la négociation TLS</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the server did not answer the TLS request within %1 s</source>
        <translation>le serveur n’a pas répondu à la demande TLS en %1 s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the server did not answer as PostgreSQL does (0x%1)</source>
        <translation>le serveur n’a pas répondu comme PostgreSQL (0x%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the server did not greet within %1 s</source>
        <translation>le serveur ne s’est pas annoncé en %1 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+17"/>
        <source>the server did not greet as MySQL/MariaDB does</source>
        <translation>le serveur ne s’est pas annoncé comme MySQL/MariaDB</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the server refused the connection: %1</source>
        <translation>le serveur a refusé la connexion : %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the CA file holds no certificate or cannot be read</source>
        <translation>le fichier CA ne contient aucun certificat ou est illisible</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the server did not complete the TLS handshake within %1 s</source>
        <translation>le serveur n’a pas terminé la négociation TLS en %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the TLS handshake failed: %1</source>
        <translation>la négociation TLS a échoué : %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>TLS: the server does not offer TLS.</source>
        <translation>TLS : le serveur ne propose pas TLS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TLS: the server sent no certificate.</source>
        <translation>TLS : le serveur n’a envoyé aucun certificat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expired on %1</source>
        <translation>expiré le %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not valid before %1</source>
        <translation>non valide avant le %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>valid until %1</source>
        <translation>valide jusqu’au %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>verified against the system&apos;s CAs</source>
        <translation>vérifié avec les CA du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verified against %1</source>
        <translation>vérifié avec %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not verified against the system&apos;s CAs (%1)</source>
        <translation>non vérifié avec les CA du système (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not verified against %1 (%2)</source>
        <translation>non vérifié avec %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host name %1 matches</source>
        <translation>le nom d’hôte %1 correspond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host name %1 is not in the certificate</source>
        <translation>le nom d’hôte %1 n’est pas dans le certificat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS: certificate %1 issued by %2, %3; %4; %5.</source>
        <translation>TLS : certificat %1 émis par %2, %3 ; %4 ; %5.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>An SQLite database has no server certificate.</source>
        <translation>Une base SQLite n’a pas de certificat de serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database URL names no host to read a TLS certificate from.</source>
        <translation>L’URL de la base ne nomme aucun hôte d’où lire un certificat TLS.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server&apos;s TLS certificate cannot be read: Qt has no TLS backend here (%1).</source>
        <translation>Le certificat TLS du serveur ne peut pas être lu : Qt n’a pas de backend TLS ici (%1).</translation>
    </message>
    <message>
        <location filename="../core/connection/sshroutecheck.cpp" line="+167"/>
        <source>%1: ok</source>
        <translation>%1 : ok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not reached</source>
        <translation>%1 : non atteint</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not known</source>
        <translation>%1 : inconnu</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>could not be started (is OpenSSH installed?)</source>
        <translation>n’a pas pu démarrer (OpenSSH est-il installé ?)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 fingerprint %2</source>
        <translation>empreinte %1 %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the prompt was cancelled</source>
        <translation>l’invite a été annulée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>host key changed (%1)</source>
        <translation>clé d’hôte modifiée (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host key not trusted (%1)</source>
        <translation>clé d’hôte non approuvée (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>login refused (%1); the key needs its passphrase: add it to ssh-agent</source>
        <translation>authentification refusée (%1) ; la clé demande sa phrase secrète : ajoutez-la à ssh-agent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>login refused (%1)</source>
        <translation>authentification refusée (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be reached: %1</source>
        <translation>injoignable : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host name %1 not found (%2)</source>
        <translation>nom d’hôte %1 introuvable (%2)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>forwarding refused by %1 (%2)</source>
        <translation>redirection refusée par %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ssh failed without saying why</source>
        <translation>ssh a échoué sans dire pourquoi</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <source>no answer within the time limit</source>
        <translation>aucune réponse dans le délai imparti</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>database %1 as seen from %2</source>
        <translation>base %1 vue depuis %2</translation>
    </message>
    <message>
        <location filename="../core/connection/sshaskpass.cpp" line="+110"/>
        <source>Could not make a private folder for ssh&apos;s prompts: %1</source>
        <translation>Impossible de créer un dossier privé pour les invites de ssh : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not listen for ssh&apos;s prompts: %1</source>
        <translation>Impossible d’écouter les invites de ssh : %1</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>ssh asked &quot;%1&quot;, but the console&apos;s prompt cannot be reached: %2</source>
        <translation>ssh a demandé « %1 », mais l’invite de la console est injoignable : %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The console closed ssh&apos;s prompt.</source>
        <translation>La console a fermé l’invite de ssh.</translation>
    </message>
    <message>
        <location filename="../core/settings/profilevalidation.cpp" line="+50"/>
        <source>%1: the file &quot;%2&quot; does not exist.</source>
        <translation>%1 : le fichier « %2 » n’existe pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &quot;%2&quot; is not a file.</source>
        <translation>%1 : « %2 » n’est pas un fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the file &quot;%2&quot; cannot be read (permissions).</source>
        <translation>%1 : le fichier « %2 » ne peut pas être lu (droits d’accès).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is given without %2: a client key is used with its certificate.</source>
        <translation>Il manque %2 pour %1 : une clé client s’utilise avec son certificat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: an AWS RDS IAM token needs the database&apos;s AWS region.</source>
        <translation>%1 : un jeton AWS RDS IAM a besoin de la région AWS de la base.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;%2&quot; is not an AWS region; it looks like eu-west-1.</source>
        <translation>%1 : « %2 » n’est pas une région AWS ; une région ressemble à eu-west-1.</translation>
    </message>
    <message>
        <location filename="../core/schema/formatdescription.cpp" line="+141"/>
        <source>Spring Modulith sends an event again only through the application&apos;s own resubmission (IncompleteEventPublications or FailedEventPublications.resubmit), which calls the listener in-process; no change in the database does it. Mark the row completed, or resubmit it from the application.</source>
        <translation>Spring Modulith ne renvoie un événement que par la nouvelle soumission propre à l’application (IncompleteEventPublications ou FailedEventPublications.resubmit), qui appelle l’écouteur dans le même processus ; aucune modification dans la base de données ne le fait. Marquez la ligne comme terminée, ou soumettez-la à nouveau depuis l’application.</translation>
    </message>
    <message>
        <location filename="../core/schema/adaptedrows.cpp" line="+34"/>
        <source>This table&apos;s library does not take an edited payload: resend is not offered for it.</source>
        <translation>La bibliothèque de cette table n’accepte pas de charge utile modifiée : le renvoi n’est pas proposé pour elle.</translation>
    </message>
    <message>
        <location filename="../core/schema/mappedformat.cpp" line="+43"/>
        <source>Invalid --%1 &quot;%2&quot;: write NAME=VALUE.</source>
        <translation>Valeur « %2 » non valide pour --%1 : écrivez NOM=VALEUR.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Unknown role &quot;%1&quot; in --map: use %2.</source>
        <translation>Rôle inconnu « %1 » dans --map : utilisez %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown state &quot;%1&quot; in --state-value: use %2.</source>
        <translation>État inconnu « %1 » dans --state-value : utilisez %2.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Table %1 has no column &quot;%2&quot; (mapped to %3); its columns are %4.</source>
        <translation>La table %1 n’a pas de colonne « %2 » (mappée sur %3) ; ses colonnes sont %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table %1 has no id column: map one with --map=id=COLUMN.</source>
        <translation>La table %1 n’a pas de colonne d’identifiant : mappez-en une avec --map=id=COLONNE.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The status column of %1 is mapped, but not what its values mean: say so with --state-value=STATE=VALUE (pending, inflight, dead, sent).</source>
        <translation>La colonne de statut de %1 est mappée, mais pas la signification de ses valeurs : indiquez-la avec --state-value=ÉTAT=VALEUR (pending, inflight, dead, sent).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say which status values of %1 mean pending with --state-value=pending=VALUE.</source>
        <translation>Indiquez avec --state-value=pending=VALEUR quelles valeurs de statut de %1 signifient « pending ».</translation>
    </message>
    <message>
        <location filename="../core/types/tablename.cpp" line="+26"/>
        <source>Invalid table name &quot;%1&quot;: use NAME or SCHEMA.NAME, each part 1 to 63 ASCII letters, digits, underscores or dollar signs, not starting with a digit or dollar sign, or in quotes (&quot;cap.published&quot;) with dots too.</source>
        <translation>Nom de table « %1 » invalide : utilisez NOM ou SCHEMA.NOM, chaque partie de 1 à 63 lettres ASCII, chiffres, tirets bas ou signes dollar, sans commencer par un chiffre ni un signe dollar, ou entre guillemets (&quot;cap.published&quot;) avec aussi des points.</translation>
    </message>
    <message>
        <location filename="../core/masking/payloadmask.cpp" line="+80"/>
        <source>The mask-keys pattern &quot;%1&quot; is not a regular expression: %2 at offset %3.</source>
        <translation>Le motif mask-keys « %1 » n&apos;est pas une expression régulière : %2 à la position %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The profile &quot;%1&quot; has payload visibility &quot;%2&quot;: use full, masked or hidden.</source>
        <translation>Le profil « %1 » a la visibilité de charge utile « %2 » : utilisez full, masked ou hidden.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--payload-visibility must be full, masked or hidden, not &quot;%1&quot;.</source>
        <translation>--payload-visibility doit valoir full, masked ou hidden, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile shows payloads %1: --payload-visibility=%2 would show more. Use --reveal --reason=TEXT (audited) to see them in full.</source>
        <translation>Le profil affiche les charges utiles en mode %1 : --payload-visibility=%2 en montrerait davantage. Utilisez --reveal --reason=TEXTE (audité) pour les voir en entier.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The masked value at %1 does not match the row&apos;s value there any more (it was moved or edited): type the new value, or reveal the row to edit it. Nothing was changed.</source>
        <translation>La valeur masquée en %1 ne correspond plus à la valeur de la ligne à cet endroit (elle a été déplacée ou modifiée) : saisissez la nouvelle valeur, ou révélez la ligne pour la modifier. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This profile does not show the payload: reveal the row to edit it. Nothing was changed.</source>
        <translation>Ce profil n&apos;affiche pas la charge utile : révélez la ligne pour la modifier. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../core/masking/payloadreveal.cpp" line="+11"/>
        <source>A reveal needs a reason: it is audited (who, which rows, why). Nothing was shown.</source>
        <translation>Un affichage en clair exige une raison : il est consigné dans le journal d&apos;audit (qui, quelles lignes, pourquoi). Rien n&apos;a été affiché.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing was shown: the reveal cannot be audited: %1</source>
        <translation>Rien n&apos;a été affiché : l&apos;affichage en clair ne peut pas être consigné dans le journal d&apos;audit : %1</translation>
    </message>
    <message>
        <location filename="../core/access/tableprivileges.cpp" line="+26"/>
        <source>Could not read the privileges on %1: %2</source>
        <translation>Impossible de lire les privilèges sur %1 : %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not read the privileges on %1: no such table.</source>
        <translation>Impossible de lire les privilèges sur %1 : cette table n&apos;existe pas.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Cannot %1: %2 may not write the SQLite file %3 (or its folder, where the journal goes). Nothing was tried.</source>
        <translation>Impossible d&apos;effectuer « %1 » : %2 ne peut pas écrire le fichier SQLite %3 (ou son dossier, où va le journal). Rien n&apos;a été tenté.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Role %1 may not %2 rows of %3: it lacks the %4 privilege. Nothing was tried.</source>
        <translation>Le rôle %1 ne peut pas effectuer « %2 » sur les lignes de %3 : il lui manque le privilège %4. Rien n&apos;a été tenté.</translation>
    </message>
    <message>
        <location filename="../core/links/outboxlink.cpp" line="+25"/>
        <source>The link&apos;s %1 time &quot;%2&quot; is not an ISO 8601 time such as 2026-12-01T08:00:00Z.</source>
        <translation>L’heure %1 du lien « %2 » n’est pas une heure ISO 8601 comme 2026-12-01T08:00:00Z.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&quot;%1&quot; is not an outbox-console:// link.</source>
        <translation>« %1 » n&apos;est pas un lien outbox-console://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link %1 is not one the console makes: it starts outbox-console://open? and names a profile.</source>
        <translation>Le lien %1 n&apos;est pas de ceux que crée la console : ceux-ci commencent par outbox-console://open? et désignent un profil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link names &quot;%1&quot;, which a link never holds: it names a saved profile, and a row, an error group, a state or a search, never a host, a user or a password.</source>
        <translation>Le lien désigne « %1 », ce qu&apos;un lien ne contient jamais : il désigne un profil enregistré, et une ligne, un groupe d&apos;erreurs, un état ou une recherche, jamais un hôte, un utilisateur ou un mot de passe.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The link&apos;s audit record &quot;%1&quot; is not a record id (a positive number).</source>
        <translation>L’entrée d’audit « %1 » du lien n’est pas un identifiant d’entrée (un nombre positif).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The link&apos;s state: %1</source>
        <translation>État du lien : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link searches &quot;%1&quot;: a link searches error, payload, kind, id or aggregate.</source>
        <translation>Le lien recherche dans « %1 » : un lien recherche dans error, payload, kind, id ou aggregate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link names no profile: a link opens a saved profile (profile=NAME).</source>
        <translation>Le lien ne désigne aucun profil : un lien ouvre un profil enregistré (profile=NAME).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link names more than one of a row, an error group and an audit record: it opens one of them.</source>
        <translation>Le lien désigne plus d’un élément parmi une ligne, un groupe d’erreurs et une entrée d’audit : il en ouvre un seul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link&apos;s window ends (to) before it starts (from).</source>
        <translation>La fenêtre du lien se termine (to) avant de commencer (from).</translation>
    </message>
    <message>
        <location filename="../core/schema/rowstate.cpp" line="+34"/>
        <source>Unknown state &quot;%1&quot;: use pending, inflight, dead, sent, superseded or archived.</source>
        <translation>État inconnu « %1 » : utilisez pending, inflight, dead, sent, superseded ou archived.</translation>
    </message>
    <message>
        <location filename="../core/actions/replay.cpp" line="+27"/>
        <source>Replay copies sent rows only: the state %1 selects rows a replay cannot act on (a dead row is retried or resent; a pending one is still to be delivered).</source>
        <translation>Le rejeu ne copie que des lignes envoyées : l&apos;état %1 sélectionne des lignes sur lesquelles un rejeu ne peut pas agir (une ligne morte est réessayée ou renvoyée ; une ligne en attente doit encore être livrée).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay copies sent rows only: the status %1 is not a sent status of this table (%2).</source>
        <translation>Le rejeu ne copie que des lignes envoyées : le statut %1 n&apos;est pas un statut « envoyée » de cette table (%2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+161"/>
        <source>Nothing was replayed.</source>
        <translation>Rien n&apos;a été rejoué.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Row %1 is %2, not sent: only sent rows are replayed (a dead row is retried or resent; a pending one is still to be delivered).</source>
        <translation>La ligne %1 est %2, pas envoyée : seules les lignes envoyées sont rejouées (une ligne morte est réessayée ou renvoyée ; une ligne en attente doit encore être livrée).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the newest row of a key failed: %1</source>
        <translation>La lecture de la ligne la plus récente d&apos;une clé a échoué : %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The replay limit must be between 1 and 10000, not %1.</source>
        <translation>La limite du rejeu doit être comprise entre 1 et 10000, pas %1.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No sent row matches: nothing to replay.</source>
        <translation>Aucune ligne envoyée ne correspond : rien à rejouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replaying needs the console&apos;s table %1, which records which row each copy replays: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>Le rejeu a besoin de la table %1 de la console, qui enregistre quelle ligne chaque copie rejoue : créez-la avec `outboxctl relay init` ou « Créer les tables du relais… » dans la console.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n replayed</source>
        <translation>
            <numerusform>%n rejouée</numerusform>
            <numerusform>%n rejouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (gone or no longer sent)</source>
        <translation>
            <numerusform>%n ignorée (disparue ou plus envoyée)</numerusform>
            <numerusform>%n ignorées (disparues ou plus envoyées)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/rowimport.cpp" line="+32"/>
        <source>The file is not the console&apos;s JSON or JSONL export: %1 is not JSON (%2 at offset %3).</source>
        <translation>Le fichier n&apos;est pas un export JSON ou JSONL de la console : %1 n&apos;est pas du JSON (%2 à la position %3).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file is empty: no rows to import.</source>
        <translation>Le fichier est vide : aucune ligne à importer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row 1</source>
        <translation>la ligne 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the array</source>
        <translation>le tableau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 ne peut pas être importée : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a row object ({…}).</source>
        <translation>elle n&apos;est pas un objet de ligne ({…}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it lacks the export&apos;s &quot;id&quot;, &quot;operation&quot; or &quot;payload&quot;.</source>
        <translation>il lui manque « id », « operation » ou « payload » de l&apos;export.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is a row of %1, and %2 is %3 outbox (%4).</source>
        <translation>c&apos;est une ligne %1, et %2 est %3 (%4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an event outbox (it has an event_id)</source>
        <translation>d&apos;une outbox d&apos;événements (elle a un event_id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object-store outbox</source>
        <translation>d&apos;une outbox de stockage d&apos;objets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an event</source>
        <translation>une outbox d&apos;événements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an object-store</source>
        <translation>une outbox de stockage d&apos;objets</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its payload was exported %1 (the profile it was exported from masks payloads): export it in full to import it.</source>
        <translation>sa charge utile a été exportée en mode %1 (le profil d&apos;où elle a été exportée masque les charges utiles) : exportez-la en entier pour l&apos;importer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its payload is not a JSON object.</source>
        <translation>sa charge utile n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; holds %2, which the database cannot read back as text.</source>
        <translation>« %1 » contient %2, que la base de données ne peut pas relire comme texte.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The file is over %1 MiB: split it.</source>
        <translation>Le fichier dépasse %1 Mio : découpez-le.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not UTF-8: the byte at offset %1 does not belong there.</source>
        <translation>Le fichier n&apos;est pas en UTF-8 : l&apos;octet à la position %1 n&apos;a pas sa place ici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+35"/>
        <source>The file holds no rows to import.</source>
        <translation>Le fichier ne contient aucune ligne à importer.</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The file holds %1 rows; at most %2 are imported at once: split it.</source>
        <translation>Le fichier contient %1 lignes ; au plus %2 sont importées à la fois : découpez-le.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Importing needs the console&apos;s table %1, which records which exported row each new row comes from: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>L&apos;import a besoin de la table %1 de la console, qui enregistre de quelle ligne exportée provient chaque nouvelle ligne : créez-la avec `outboxctl relay init` ou « Créer les tables du relais… » dans la console.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing was imported: %1</source>
        <translation>Rien n&apos;a été importé : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled: nothing was imported.</source>
        <translation>Annulé : rien n&apos;a été importé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (exported row %2): %3</source>
        <translation>%1 (ligne exportée %2) : %3</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n row(s) imported as new ready rows.</source>
        <translation>
            <numerusform>%n ligne importée comme nouvelle ligne prête.</numerusform>
            <numerusform>%n lignes importées comme nouvelles lignes prêtes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/deliverrows.cpp" line="+19"/>
        <source>Name at least one row to deliver.</source>
        <translation>Indiquez au moins une ligne à livrer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was sent.</source>
        <translation>Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Row %1 is %2: only dead rows are marked done after they are delivered. Nothing was sent.</source>
        <translation>La ligne %1 est %2 : seules les lignes mortes sont marquées comme traitées après leur livraison. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No destination to deliver the rows to.</source>
        <translation>Aucune destination à laquelle livrer les lignes.</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>%n row(s) were delivered, but marking them done failed: %1</source>
        <translation>
            <numerusform>%n ligne a été livrée, mais son marquage comme traitée a échoué : %1</numerusform>
            <numerusform>%n lignes ont été livrées, mais leur marquage comme traitées a échoué : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 delivered to %2, %3 failed, %4 not tried (behind a failed row of their key).</source>
        <translation>%1 livrée(s) à %2, %3 en échec, %4 non tentée(s) (derrière une ligne en échec de leur clé).</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Cancelled: %n row(s) not reached.</source>
        <translation>
            <numerusform>Annulé : %n ligne non atteinte.</numerusform>
            <numerusform>Annulé : %n lignes non atteintes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/actions/namedrows.cpp" line="+12"/>
        <source>At most %1 rows can be named at once, not %2.</source>
        <translation>Au plus %1 lignes peuvent être indiquées à la fois, pas %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Row %1 does not exist in %2. %3</source>
        <translation>La ligne %1 n&apos;existe pas dans %2. %3</translation>
    </message>
    <message>
        <location filename="../core/actions/archive.cpp" line="+26"/>
        <source>%1 needs the console&apos;s table %2: create it with `outboxctl relay init` or Create Relay Tables… in the console.</source>
        <translation>%1 a besoin de la table %2 de la console : créez-la avec `outboxctl relay init` ou « Créer les tables du relais… » dans la console.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The expiry %1 has passed: archived rows would count as dead again at once.</source>
        <translation>L&apos;échéance %1 est déjà passée : les lignes archivées compteraient aussitôt de nouveau comme mortes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one row id to archive.</source>
        <translation>Indiquez au moins un identifiant de ligne à archiver.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n archived</source>
        <translation>
            <numerusform>%n archivée</numerusform>
            <numerusform>%n archivées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not found, not dead or superseded)</source>
        <translation>
            <numerusform>%n ignorée (introuvable, pas morte ou remplacée)</numerusform>
            <numerusform>%n ignorées (introuvables, pas mortes ou remplacées)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Name at least one row id to unarchive.</source>
        <translation>Indiquez au moins un identifiant de ligne à désarchiver.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n unarchived</source>
        <translation>
            <numerusform>%n désarchivée</numerusform>
            <numerusform>%n désarchivées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n skipped (not archived)</source>
        <translation>
            <numerusform>%n ignorée (pas archivée)</numerusform>
            <numerusform>%n ignorées (pas archivées)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/schema/deliverytable.cpp" line="+180"/>
        <source>Marking the keys dead rows hold back out of date failed: %1</source>
        <translation>Impossible de marquer comme périmées les clés que retiennent les lignes mortes : %1</translation>
    </message>
    <message>
        <location filename="../core/relay/heldkeys.cpp" line="+49"/>
        <source>Reading the keys dead rows hold back failed: %1</source>
        <translation>La lecture des clés que retiennent les lignes mortes a échoué : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::AboutDialog</name>
    <message>
        <location filename="../ui/window/aboutdialog.cpp" line="+31"/>
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
        <location filename="../ui/audit/auditview.cpp" line="+38"/>
        <source>%1@%2</source>
        <translation>%1@%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
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
        <translation>Source d&apos;audit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All sources</source>
        <translation>Toutes les sources</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer&apos;s log</source>
        <translation>Journal de cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database audit table</source>
        <translation>Table d&apos;audit de la base de données</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s log holds every change made from here; the database&apos;s audit table, where it exists, every user&apos;s changes to this database.</source>
        <translation>Le journal de cet ordinateur contient chaque modification faite d&apos;ici ; la table d&apos;audit de la base de données, si elle existe, les modifications de tous les utilisateurs sur cette base.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Source:</source>
        <translation>&amp;Source :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter audit records</source>
        <translation>Filtrer les enregistrements d&apos;audit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter by action, user, reason, outcome…</source>
        <translation>Filtrer par action, utilisateur, raison, résultat…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh audit records</source>
        <translation>Actualiser les enregistrements d&apos;audit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the audit records again (F5)</source>
        <translation>Relire les enregistrements d&apos;audit (F5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading audit records</source>
        <translation>Lecture des enregistrements d&apos;audit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Show These Rows</source>
        <translation>&amp;Afficher ces lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the rows of the selected record in the Rows tab, in whatever state they are now</source>
        <translation>Lister les lignes de l’enregistrement choisi dans l’onglet Lignes, dans leur état actuel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Resend…</source>
        <translation>A&amp;nnuler le renvoi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resend the original payload of the selected resend as a new row; the edited copy, where it is dead, is superseded</source>
        <translation>Renvoyer la charge utile d&apos;origine du renvoi sélectionné comme nouvelle ligne ; la copie modifiée, si elle est morte, est remplacée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Link</source>
        <translation>Copier le &amp;lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An outbox-console:// link to the selected record of the database&apos;s audit table, for a colleague with a profile of the same name</source>
        <translation>Un lien outbox-console:// vers l’entrée sélectionnée de la table d’audit de la base, pour un collègue ayant un profil du même nom</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profile / database</source>
        <translation>Profil / base de données</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit records</source>
        <translation>Enregistrements d&apos;audit</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Audit record details</source>
        <translation>Détails de l&apos;enregistrement d&apos;audit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a record to see it in full, with its row ids.</source>
        <translation>Sélectionnez un enregistrement pour le voir en entier, avec ses identifiants de ligne.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>the %Ln row(s) of the %1 at %2</source>
        <translation>
            <numerusform>la %Ln ligne de %1 à %2</numerusform>
            <numerusform>les %Ln lignes de %1 à %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Could not read the database&apos;s audit table: %1</source>
        <translation>Impossible de lire la table d&apos;audit de la base de données : %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>log + database</source>
        <translation>journal + base de données</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>log</source>
        <translation>journal</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>database</source>
        <translation>base de données</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No database open: only this computer&apos;s log is shown.</source>
        <translation>Aucune base de données ouverte : seul le journal de cet ordinateur est affiché.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This database has no audit table (%1): only this computer&apos;s log is shown. Create it (outboxctl audit init) to record every user&apos;s changes in the database too.</source>
        <translation>Cette base de données n&apos;a pas de table d&apos;audit (%1) : seul le journal de cet ordinateur est affiché. Créez-la (outboxctl audit init) pour enregistrer aussi dans la base les modifications de tous les utilisateurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The audit table holds one record per committed batch.</source>
        <translation>La table d&apos;audit contient un enregistrement par lot validé.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Showing the newest %Ln record(s) of each source; the log is %1.</source>
        <translation>
            <numerusform>Affichage de l&apos;enregistrement le plus récent (%Ln) de chaque source ; le journal est %1.</numerusform>
            <numerusform>Affichage des %Ln enregistrements les plus récents de chaque source ; le journal est %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Profile: %1
Database: %2
Table: %3</source>
        <translation>Profil : %1
Base de données : %2
Table : %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Over %L1 rows: only the SHA-256 of the ids is recorded.</source>
        <translation>Plus de %L1 lignes : seul le SHA-256 des identifiants est enregistré.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Copied a link to audit record %1.</source>
        <translation>Lien vers l’entrée d’audit %1 copié.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No recorded actions.</source>
        <translation>Aucune action enregistrée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>An outbox-console:// link to this record of the database&apos;s audit table, for a colleague with a profile of the same name</source>
        <translation>Un lien outbox-console:// vers cette entrée de la table d’audit de la base, pour un collègue ayant un profil du même nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only records in the database&apos;s audit table can be linked: a colleague cannot read this computer&apos;s log</source>
        <translation>Seules les entrées de la table d’audit de la base peuvent être liées : un collègue ne peut pas lire le journal de cet ordinateur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>When:      %1</source>
        <translation>Quand :           %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who:       %1</source>
        <translation>Qui :             %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action:    %1</source>
        <translation>Action :          %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:   %1</source>
        <translation>Profil :          %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database:  %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table:     %1</source>
        <translation>Table :           %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter:    %1</source>
        <translation>Filtre :          %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows:      %L1</source>
        <translation>Lignes :          %L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:    %1</source>
        <translation>Raison :          %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none given)</source>
        <translation>(aucune indiquée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome:   %1</source>
        <translation>Résultat :        %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source:    %1</source>
        <translation>Source :          %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Row ids: %Ln row(s), more than %1, so only their SHA-256 is recorded (of the sorted ids, one per line):</source>
        <translation>
            <numerusform>Identifiants de ligne : %Ln ligne, plus de %1, donc seul leur SHA-256 est enregistré (des identifiants triés, un par ligne) :</numerusform>
            <numerusform>Identifiants de ligne : %Ln lignes, plus de %1, donc seul leur SHA-256 est enregistré (des identifiants triés, un par ligne) :</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Row ids: none recorded.</source>
        <translation>Identifiants de ligne : aucun enregistré.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Row ids (%Ln):</source>
        <translation>
            <numerusform>Identifiant de ligne (%Ln) :</numerusform>
            <numerusform>Identifiants de ligne (%Ln) :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::BacklogChart</name>
    <message>
        <location filename="../ui/charts/backlogchart.cpp" line="+16"/>
        <source>Backlog</source>
        <translation>Arriéré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not reconstruct the backlog:
%1</source>
        <translation>Impossible de reconstituer l&apos;arriéré :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
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
        <location line="+9"/>
        <source>nothing waiting</source>
        <translation>rien en attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 waiting, oldest %2 %3</source>
        <translation>%1 en attente, la plus ancienne %2 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No row matching the filter waited in this window.</source>
        <translation>Aucune ligne correspondant au filtre n&apos;a attendu dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting rows (%1): at most %2, now %3; the oldest waiting row is %4 %5 old</source>
        <translation>Lignes en attente (%1) : au plus %2, maintenant %3 ; la plus ancienne attend depuis %4 %5</translation>
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
        <translation>Clés bloquées</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Réessayer maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mark Done…</source>
        <translation>&amp;Marquer comme traitées…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Park…</source>
        <translation>Mettre de &amp;côté…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Unpark…</source>
        <translation>Ré&amp;intégrer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show the Key&apos;s Rows</source>
        <translation>&amp;Afficher les lignes de la clé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the blocked keys again</source>
        <translation>Relire les clés bloquées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel reading</source>
        <translation>Annuler la lecture</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Retry Now</source>
        <translation>Réessayer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the selected heads now</source>
        <translation>Réessayer maintenant les lignes de tête sélectionnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Done…</source>
        <translation>Marquer comme traité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected dead heads done</source>
        <translation>Marquer les lignes de tête mortes sélectionnées comme traitées</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Park…</source>
        <translation>Mettre de côté…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Park the selected dead heads</source>
        <translation>Mettre de côté les lignes de tête mortes sélectionnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpark…</source>
        <translation>Réintégrer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpark the selected rows</source>
        <translation>Réintégrer les lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show Rows</source>
        <translation>Afficher les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected key&apos;s rows</source>
        <translation>Afficher les lignes de la clé sélectionnée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parked rows</source>
        <translation>Lignes mises de côté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked keys: keys whose oldest undelivered row holds the rest back. Parked rows: dead heads the later rows go past.</source>
        <translation>Clés bloquées : clés dont la plus ancienne ligne non livrée retient les autres. Lignes mises de côté : lignes de tête mortes devant lesquelles passent les lignes suivantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the blocked keys</source>
        <translation>Lecture des clés bloquées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sho&amp;w:</source>
        <translation>Aff&amp;icher :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>Ligne de tête</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Behind</source>
        <translation>Derrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parked</source>
        <translation>Mise de côté</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The head&apos;s last error</source>
        <translation>La dernière erreur de la ligne de tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a key to see its head&apos;s last error.</source>
        <translation>Sélectionnez une clé pour voir la dernière erreur de sa ligne de tête.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+20"/>
        <location line="+171"/>
        <source>No table open.</source>
        <translation>Aucune table ouverte.</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>retry, mark done and park are off.</source>
        <translation>« Réessayer », « Marquer comme traitées » et « Mettre de côté » sont désactivés.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not delivered in order per key: no key is held back.</source>
        <translation>Pas livrée dans l’ordre par clé : aucune clé n’est retenue.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Could not read the parked rows: %1</source>
        <translation>Impossible de lire les lignes mises de côté : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not read the blocked keys: %1</source>
        <translation>Impossible de lire les clés bloquées : %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading the parked rows…</source>
        <translation>Lecture des lignes mises de côté…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the blocked keys…</source>
        <translation>Lecture des clés bloquées…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1; the first %2 (oldest heads) are listed</source>
        <translation>%1 ; les %2 premières (lignes de tête les plus anciennes) sont listées</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(no error recorded)</source>
        <translation>(aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>No row is parked.</source>
        <translation>Aucune ligne n’est mise de côté.</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Why it holds its key</source>
        <translation>Pourquoi elle retient sa clé</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>%1 delivers these rows itself, in no order per key: no key is held back.</source>
        <translation>%1 livre ces lignes lui-même, sans ordre par clé : aucune clé n’est retenue.</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1; %2 after them</source>
        <translation>%1 ; %2 derrière elles</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln parked row(s)</source>
        <translation>
            <numerusform>%Ln ligne mise de côté</numerusform>
            <numerusform>%Ln lignes mises de côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No key is blocked.</source>
        <translation>Aucune clé n’est bloquée.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Last error of the head</source>
        <translation>Dernière erreur de la ligne de tête</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last error of %1 (key %2)</source>
        <translation>Dernière erreur de %1 (clé %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wait for the reading to finish.</source>
        <translation>Attendez la fin de la lecture.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select one or more keys first.</source>
        <translation>Sélectionnez d’abord une ou plusieurs clés.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Retry the selected heads: a dead one after a dry run, a waiting one at the relay&apos;s next batch</source>
        <translation>Réessayer les lignes de tête sélectionnées : une morte après une simulation, une en attente au prochain lot du relais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only dead, parked or waiting heads can be retried.</source>
        <translation>Seules les lignes de tête mortes, mises de côté ou en attente peuvent être réessayées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only dead heads can be retried.</source>
        <translation>Seules les lignes de tête mortes peuvent être réessayées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the selected dead heads done: their work is known done, the key goes on</source>
        <translation>Marquer les lignes de tête mortes sélectionnées comme traitées : leur travail est connu comme effectué, la clé reprend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only dead rows can be marked done.</source>
        <translation>Seules les lignes mortes peuvent être marquées comme traitées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Park the selected dead heads: they stay dead, and their keys&apos; later rows go past them</source>
        <translation>Mettre de côté les lignes de tête mortes sélectionnées : elles restent mortes, et les lignes suivantes de leurs clés passent devant elles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only dead heads that are not parked can be parked.</source>
        <translation>Seules les lignes de tête mortes qui ne sont pas déjà mises de côté peuvent être mises de côté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpark the selected rows: each holds its key back again</source>
        <translation>Réintégrer les lignes sélectionnées : chacune retient à nouveau sa clé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only parked rows can be unparked (Show: Parked rows).</source>
        <translation>Seules les lignes mises de côté peuvent être réintégrées (Afficher : Lignes mises de côté).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show every row of the selected key in the Rows tab</source>
        <translation>Afficher toutes les lignes de la clé sélectionnée dans l’onglet Lignes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In order per %1, a key is blocked while its oldest undelivered row is dead, or has waited longer than an hour.</source>
        <translation>Dans l’ordre par %1, une clé est bloquée tant que sa plus ancienne ligne non livrée est morte ou attend depuis plus d’une heure.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads matching: %1</source>
        <translation>Lignes de tête correspondant à : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::CanaryRedriveOptions</name>
    <message>
        <location filename="../ui/actions/canaryredriveoptions.cpp" line="+43"/>
        <source>Redrive as a &amp;canary:</source>
        <translation>Relancer en &amp;canari :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Retry a few rows first and wait until the relay has settled them; go on only while few of them fail again</source>
        <translation>Réessayer d&apos;abord quelques lignes et attendre que le relais les ait traitées ; ne continuer que tant que peu d&apos;entre elles échouent à nouveau</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> rows first</source>
        <translation> lignes d&apos;abord</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Canary rows</source>
        <translation>Lignes du canari</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stop when over </source>
        <translation>arrêter si plus de </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% fail again</source>
        <translation> % échouent à nouveau</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Abort ratio in percent</source>
        <translation>Taux d&apos;abandon en pourcentage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>then the rest at once</source>
        <translation>puis le reste d&apos;un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then </source>
        <translation>puis </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> rows/s</source>
        <translation> lignes/s</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Rows per second after the canary</source>
        <translation>Lignes par seconde après le canari</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start the Re&amp;lay…</source>
        <translation>Démarrer le re&amp;lais…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the console&apos;s relay on this table (as the Relay tab does), so that it settles the canary</source>
        <translation>Démarrer le relais de la console sur cette table (comme le fait l&apos;onglet Relais), pour qu&apos;il traite le canari</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>As a canary: %Ln row(s) first; the rest only while at most %1% of the redriven rows fail again, %2.</source>
        <translation>
            <numerusform>En canari : %Ln ligne d&apos;abord ; le reste seulement tant qu&apos;au plus %1 % des lignes relancées échouent à nouveau, %2.</numerusform>
            <numerusform>En canari : %Ln lignes d&apos;abord ; le reste seulement tant qu&apos;au plus %1 % des lignes relancées échouent à nouveau, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>at %Ln row(s) per second</source>
        <translation>
            <numerusform>à %Ln ligne par seconde</numerusform>
            <numerusform>à %Ln lignes par seconde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all at once</source>
        <translation>tout d&apos;un coup</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The console&apos;s relay is running against %1 (to %2): it settles the canary.</source>
        <translation>Le relais de la console tourne sur %1 (vers %2) : il traite le canari.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln relay(s) running against %1: %2</source>
        <translation>
            <numerusform>%Ln relais tourne sur %1 : %2</numerusform>
            <numerusform>%Ln relais tournent sur %1 : %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No relay is running against %1: nobody would settle a canary, and it stops after 10 minutes.</source>
        <translation>Aucun relais ne tourne sur %1 : personne ne traiterait un canari, et il s&apos;arrête après 10 minutes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whether a relay is running against %1 is unknown (no relay registry: Create Relay Tables… makes it). A canary that no relay settles stops after 10 minutes.</source>
        <translation>On ne sait pas si un relais tourne sur %1 (pas de registre des relais : « Créer les tables du relais… » le crée). Un canari qu&apos;aucun relais ne traite s&apos;arrête après 10 minutes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The console&apos;s relay cannot start: %1</source>
        <translation>Le relais de la console ne peut pas démarrer : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start one in the Relay tab first.</source>
        <translation>Démarrez-en d&apos;abord un dans l&apos;onglet Relais.</translation>
    </message>
    <message>
        <location line="-169"/>
        <source>%1 retried, %2 delivered, %3 failed again</source>
        <translation>%1 relancées, %2 livrées, %3 de nouveau en échec</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 replayed, %2 delivered, %3 failed</source>
        <translation>%1 rejouées, %2 livrées, %3 en échec</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Replay as a &amp;canary:</source>
        <translation>Rejouer en &amp;canari :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy a few rows first and wait until the relay has settled their copies; go on only while few of them fail</source>
        <translation>Copier d’abord quelques lignes et attendre que le relais ait réglé leurs copies ; ne continuer que tant que peu d’entre elles échouent</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>% fail</source>
        <translation> % échouent</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>As a canary: the copies of %Ln row(s) first; the rest only while at most %1% of the copies fail, %2.</source>
        <translation>
            <numerusform>En canari : d’abord la copie de %Ln ligne ; le reste seulement tant qu’au plus %1 % des copies échouent, %2.</numerusform>
            <numerusform>En canari : d’abord les copies de %Ln lignes ; le reste seulement tant qu’au plus %1 % des copies échouent, %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Finished: %1</source>
        <translation>Terminé : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped after the canary: %1</source>
        <translation>Arrêté après le canari : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped, too many copies failed: %1</source>
        <translation>Arrêté, trop de copies en échec : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped, too many failed again: %1</source>
        <translation>Arrêté, trop de nouveaux échecs : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped, not settled in time (is a relay running?): %1</source>
        <translation>Arrêté, non traité à temps (un relais tourne-t-il ?) : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>canary</source>
        <translation>canari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for the relay to settle the canary</source>
        <translation>attente du traitement du canari par le relais</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 of %2</source>
        <translation>étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the last rows</source>
        <translation>attente des dernières lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChangeConfirmationDialog</name>
    <message>
        <location filename="../ui/common/changeconfirmation.cpp" line="+89"/>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection: %1</source>
        <translation>Connexion : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile: %1</source>
        <translation>Profil : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What will change</source>
        <translation>Ce qui va changer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Statements that will run</source>
        <translation>Instructions qui seront exécutées</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deletes rows permanently; it cannot be undone.</source>
        <translation>Ceci supprime des lignes définitivement ; c&apos;est irréversible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This is a prod profile. Type the profile name &lt;b&gt;%1&lt;/b&gt; to confirm:</source>
        <translation>Ceci est un profil de production. Saisissez le nom du profil &lt;b&gt;%1&lt;/b&gt; pour confirmer :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Profile name</source>
        <translation>Nom du profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reason (kept in the audit log):</source>
        <translation>&amp;Raison (conservée dans le journal d&apos;audit) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. ticket OPS-123: the consumer is fixed</source>
        <translation>p. ex. ticket OPS-123 : le consommateur est corrigé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What is missing</source>
        <translation>Ce qui manque</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destructive: %1</source>
        <translation>Destructif : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destructive: this cannot be undone.</source>
        <translation>Destructif : c&apos;est irréversible.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Type the profile name exactly and give a reason to enable &quot;%1&quot;.</source>
        <translation>Saisissez exactement le nom du profil et indiquez une raison pour activer « %1 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the profile name exactly to enable &quot;%1&quot;.</source>
        <translation>Saisissez exactement le nom du profil pour activer « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a reason to enable &quot;%1&quot;.</source>
        <translation>Indiquez une raison pour activer « %1 ».</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartPanel</name>
    <message>
        <location filename="../ui/charts/chartpanel.cpp" line="+109"/>
        <source>Save Chart as PNG…</source>
        <translation>Enregistrer le graphique en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Chart Image</source>
        <translation>Copier l&apos;image du graphique</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save Chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartRenderer</name>
    <message>
        <location filename="../ui/charts/chartrenderer.cpp" line="+32"/>
        <source>Last hour</source>
        <translation>Dernière heure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last 24 hours</source>
        <translation>Dernières 24 heures</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Dernier %n jour</numerusform>
            <numerusform>Derniers %n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Last %n hour(s)</source>
        <translation>
            <numerusform>Dernière %n heure</numerusform>
            <numerusform>Dernières %n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Last %n minute(s)</source>
        <translation>
            <numerusform>Dernière %n minute</numerusform>
            <numerusform>Dernières %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsView</name>
    <message>
        <location filename="../ui/charts/chartsview.cpp" line="+311"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="-258"/>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Rows by state</source>
        <translation>Lignes par état</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Dead rows by error</source>
        <translation>Lignes mortes par erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows by operation</source>
        <translation>Lignes mortes par opération</translation>
    </message>
    <message>
        <location line="+38"/>
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
        <location line="+7"/>
        <source>Reading chart data</source>
        <translation>Lecture des données des graphiques</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refresh charts</source>
        <translation>Actualiser les graphiques</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save all charts as a PNG image</source>
        <translation>Enregistrer tous les graphiques en image PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Charts as PNG…</source>
        <translation>Enregistrer les graphiques en PNG…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save all charts as one PNG image (%1)</source>
        <translation>Enregistrer tous les graphiques dans une seule image PNG (%1)</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 · %2 · filter: %3 · window: %4 to %5 · generated %6</source>
        <translation>%1 · %2 · filtre : %3 · période : du %4 au %5 · générée %6</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="-79"/>
        <location line="+127"/>
        <source>all rows</source>
        <translation>toutes les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter: %1</source>
        <translation>Filtre : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ChartsWorker</name>
    <message>
        <location filename="../ui/charts/chartsworker.cpp" line="+86"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConnectionHeader</name>
    <message>
        <location filename="../ui/window/connectionheader.cpp" line="+93"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection profile; choose another to switch</source>
        <translation>Le profil de connexion ; choisissez-en un autre pour changer</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+71"/>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This profile opens read-only: nothing can be changed through it</source>
        <translation>Ce profil s&apos;ouvre en lecture seule : rien ne peut être modifié par son intermédiaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <location line="+82"/>
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
        <location line="+5"/>
        <source>%1, %2 statuses</source>
        <translation>%1, statuts %2</translation>
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
        <translation>Déverrouillé pour cette session</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writing was unlocked for this session: actions can change rows (each still asks to confirm). Opening another table locks it again.</source>
        <translation>L&apos;écriture a été déverrouillée pour cette session : les actions peuvent modifier des lignes (chacune demande toujours une confirmation). L&apos;ouverture d&apos;une autre table la verrouille à nouveau.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: nothing can be changed through it. Actions › Unlock Writing for This Session (Ctrl+Shift+U) lifts this until another table is opened.</source>
        <translation>%1 : rien ne peut être modifié par son intermédiaire. Actions › Déverrouiller l&apos;écriture pour cette session (Ctrl+Maj+U) lève cette restriction jusqu&apos;à l&apos;ouverture d&apos;une autre table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prod profiles open read-only</source>
        <translation>Les profils de production s&apos;ouvrent en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This profile is read-only</source>
        <translation>Ce profil est en lecture seule</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleActions</name>
    <message>
        <location filename="../ui/window/consoleactions.cpp" line="+36"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch &amp;Profile…</source>
        <translation>Changer de &amp;profil…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Manage Connections…</source>
        <translation>&amp;Gérer les connexions…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overview of All Profiles</source>
        <translation>&amp;Vue d&apos;ensemble de tous les profils</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every saved profile&apos;s outbox on one line, refreshed in the background</source>
        <translation>L&apos;outbox de chaque profil enregistré sur une ligne, actualisée en arrière-plan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Filtered Rows…</source>
        <translation>&amp;Exporter les lignes filtrées…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import Rows…</source>
        <translation>&amp;Importer des lignes…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Row as JSON</source>
        <translation>&amp;Copier la ligne en JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy &amp;Link</source>
        <translation>Copier le &amp;lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An outbox-console:// link to the current row (else to the state shown), for a colleague with a profile of the same name</source>
        <translation>Un lien outbox-console:// vers la ligne courante (sinon vers l&apos;état affiché), pour un collègue ayant un profil du même nom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Actions</source>
        <translation>A&amp;ctions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Retry Selected Rows…</source>
        <translation>&amp;Réessayer les lignes sélectionnées…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry &amp;All Dead Rows Matching the Filter…</source>
        <translation>Réessayer &amp;toutes les lignes mortes correspondant au filtre…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retry Selected Pending Rows &amp;Now…</source>
        <translation>Relancer &amp;maintenant les lignes en attente sélectionnées…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>R&amp;elease Stuck Rows…</source>
        <translation>&amp;Libérer les lignes bloquées…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;dit and Resend This Row…</source>
        <translation>Modifier et ren&amp;voyer cette ligne…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play Selected Sent Rows…</source>
        <translation>Re&amp;jouer les lignes envoyées sélectionnées…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deliver Selected Rows &amp;Elsewhere…</source>
        <translation>Livrer les lignes sélectionnées &amp;ailleurs…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arc&amp;hive Selected Dead Rows…</source>
        <translation>Arc&amp;hiver les lignes mortes sélectionnées…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unarchi&amp;ve Selected Rows…</source>
        <translation>Dés&amp;archiver les lignes sélectionnées…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Promote an Upload…</source>
        <translation>&amp;Promouvoir un envoi…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Promote &amp;This Row&apos;s Upload…</source>
        <translation>Promouvoir l&apos;envoi de &amp;cette ligne…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;urge Sent Rows…</source>
        <translation>P&amp;urger les lignes envoyées…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unlock &amp;Writing for This Session…</source>
        <translation>&amp;Déverrouiller l&apos;écriture pour cette session…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-read the rows and counts (F5)</source>
        <translation>Relire les lignes et les comptages (F5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Auto-refresh</source>
        <translation>Actualisation automati&amp;que</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refresh the rows every 3 s, and the counts with them (less often on a large table, where a count takes time)</source>
        <translation>Actualiser les lignes toutes les 3 s, et les comptages avec elles (moins souvent sur une grande table, où un comptage prend du temps)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The language changes the next time Outbox Console starts.</source>
        <translation>La langue change au prochain démarrage de Outbox Console.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Outbox Console</source>
        <translation>À &amp;propos de Outbox Console</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only: %1 cannot change rows. Actions › Unlock Writing for This Session (Ctrl+Shift+U) to allow it.</source>
        <translation>Lecture seule : %1 ne peut pas modifier de lignes. Actions › Déverrouiller l&apos;écriture pour cette session (Ctrl+Maj+U) pour l&apos;autoriser.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is read-only until you unlock writing: Actions › Unlock Writing for This Session (Ctrl+Shift+U).</source>
        <translation>%1 est en lecture seule tant que vous n&apos;avez pas déverrouillé l&apos;écriture : Actions › Déverrouiller l&apos;écriture pour cette session (Ctrl+Maj+U).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not offered for this table: its library makes no such change, and the console makes only the changes the library makes itself</source>
        <translation>Non proposé pour cette table : sa bibliothèque ne connaît pas cette modification, et la console n’effectue que les modifications que la bibliothèque effectue elle-même</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Role %1 lacks the %2 privilege on this table</source>
        <translation>Il manque au rôle %1 le privilège %2 sur cette table</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dry run, then retry the selected dead rows</source>
        <translation>Simulation, puis nouvel essai des lignes mortes sélectionnées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dry run, then retry every dead row matching the filter</source>
        <translation>Simulation, puis nouvel essai de toutes les lignes mortes correspondant au filtre</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>The selected pending rows waiting for their next attempt become due now (their attempts are kept)</source>
        <translation>Les lignes en attente sélectionnées qui attendent leur prochaine tentative deviennent dues maintenant (leurs tentatives sont conservées)</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>The selected rows in flight for more than 15 minutes (their consumer has probably died) go back to ready</source>
        <translation>Les lignes sélectionnées en cours depuis plus de 15 minutes (leur consommateur s’est probablement arrêté) redeviennent prêtes</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Fix the payload of this dead row and resend it as a new row; the original is kept, marked superseded</source>
        <translation>Corriger la charge utile de cette ligne morte et la renvoyer comme nouvelle ligne ; l&apos;originale est conservée, marquée comme remplacée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the selected sent rows as new ready rows, so that they are delivered again; the originals stay as they are</source>
        <translation>Copier les lignes envoyées sélectionnées comme nouvelles lignes prêtes, afin qu&apos;elles soient livrées à nouveau ; les originales restent telles quelles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Publish the selected rows once to another sink (or carry them out against another object store); their state stays as it is</source>
        <translation>Publier une fois les lignes sélectionnées vers une autre destination (ou les exécuter sur un autre stockage d’objets) ; leur état reste inchangé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the selected dead rows apart as known junk: they leave the counts, groups, gauges and notifications</source>
        <translation>Mettre à l&apos;écart les lignes mortes sélectionnées comme rebut connu : elles sortent des comptages, des groupes, des jauges et des notifications</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The selected archived rows count as dead again</source>
        <translation>Les lignes archivées sélectionnées comptent de nouveau comme mortes</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Write the rows of an export (JSON or JSONL) into this outbox as new ready rows</source>
        <translation>Écrire les lignes d&apos;un export (JSON ou JSONL) dans cette outbox comme nouvelles lignes prêtes</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Promote with this promote row&apos;s keys</source>
        <translation>Promouvoir avec les clés de cette ligne promote</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleStatusBar</name>
    <message>
        <location filename="../ui/window/consolestatusbar.cpp" line="+22"/>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table notifies changes (outboxctl notify install): the rows refresh as soon as they change</source>
        <translation>La table signale ses modifications (outboxctl notify install) : les lignes s&apos;actualisent dès qu&apos;elles changent</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busy</source>
        <translation>Occupé</translation>
    </message>
    <message>
        <location line="+17"/>
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
        <location line="+8"/>
        <source>Not connected. Start with --demo, --profile NAME or --database URL.</source>
        <translation>Non connecté. Démarrez avec --demo, --profile NOM ou --database URL.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of about %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 sur environ %Ln ligne chargée, faites défiler pour la suite</numerusform>
            <numerusform>%1 sur environ %Ln lignes chargées, faites défiler pour la suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %Ln row(s) loaded, scroll for more</source>
        <translation>
            <numerusform>%1 sur %Ln ligne chargée, faites défiler pour la suite</numerusform>
            <numerusform>%1 sur %Ln lignes chargées, faites défiler pour la suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln row(s) loaded</source>
        <translation>
            <numerusform>%Ln ligne chargée</numerusform>
            <numerusform>%Ln lignes chargées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  filtered by %1</source>
        <translation>  ·  filtrées par %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ConsoleTabs</name>
    <message>
        <location filename="../ui/window/consoletabs.cpp" line="+39"/>
        <source>&amp;Rows</source>
        <translation>&amp;Lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Graph</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error Gr&amp;oups</source>
        <translation>Gro&amp;upes d&apos;erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloc&amp;ked</source>
        <translation>Blo&amp;quées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lay</source>
        <translation>Re&amp;lais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;udit</source>
        <translation>Audi&amp;t</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Error Groups: grouping the dead rows…</source>
        <translation>Groupes d’erreurs : regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error Groups: %1 of %2</source>
        <translation>Groupes d’erreurs : %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln groupe</numerusform>
            <numerusform>%Ln groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln ligne morte</numerusform>
            <numerusform>%Ln lignes mortes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Blocked: %Ln key(s) held back by their oldest undelivered row</source>
        <translation>
            <numerusform>Bloquées : %Ln clé retenue par sa plus ancienne ligne non livrée</numerusform>
            <numerusform>Bloquées : %Ln clés retenues par leur plus ancienne ligne non livrée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Audit: %Ln record(s) shown</source>
        <translation>
            <numerusform>Audit : %Ln enregistrement affiché</numerusform>
            <numerusform>Audit : %Ln enregistrements affichés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relay: running against %1</source>
        <translation>Relais : en marche sur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay: not running</source>
        <translation>Relais : arrêté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Graph: %1</source>
        <translation>Graphique : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all rows</source>
        <translation>toutes les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rows matching %1</source>
        <translation>lignes correspondant à %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::CreatedChart</name>
    <message>
        <location filename="../ui/charts/createdchart.cpp" line="+18"/>
        <source>Rows created per day</source>
        <translation>Lignes créées par jour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows created per hour</source>
        <translation>Lignes créées par heure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not count the rows created:
%1</source>
        <translation>Impossible de compter les lignes créées :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No rows matching the filter were created in this window.</source>
        <translation>Aucune ligne correspondant au filtre n&apos;a été créée dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%Ln row(s) created: %1</source>
        <translation>
            <numerusform>%Ln ligne créée : %1</numerusform>
            <numerusform>%Ln lignes créées : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeadGroupsChart</name>
    <message numerus="yes">
        <location filename="../ui/charts/deadgroupschart.cpp" line="+19"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln groupe</numerusform>
            <numerusform>%Ln groupes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead rows by error</source>
        <translation>Lignes mortes par erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not group the dead rows:
%1</source>
        <translation>Impossible de regrouper les lignes mortes :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grouping dead rows…</source>
        <translation>Regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No dead rows match the filter.</source>
        <translation>Aucune ligne morte ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(no error recorded)</source>
        <translation>(aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 dead, failed %3 to %4&lt;br&gt;%5&lt;br&gt;Group %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 mortes, échecs du %3 au %4&lt;br&gt;%5&lt;br&gt;Groupe %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Other (%1)</source>
        <translation>Autres (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dead in %2 more</source>
        <translation>%1 mortes dans %2 autres</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dead rows</source>
        <translation>Lignes mortes</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln dead row(s) by error: %1</source>
        <translation>
            <numerusform>%Ln ligne morte par erreur : %1</numerusform>
            <numerusform>%Ln lignes mortes par erreur : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::DeadOperationsChart</name>
    <message>
        <location filename="../ui/charts/deadoperationschart.cpp" line="+17"/>
        <source>Dead rows by operation</source>
        <translation>Lignes mortes par opération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dead rows by event type</source>
        <translation>Lignes mortes par type d&apos;événement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not group the dead rows:
%1</source>
        <translation>Impossible de regrouper les lignes mortes :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grouping dead rows…</source>
        <translation>Regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dead rows match the filter.</source>
        <translation>Aucune ligne morte ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 dead</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 mortes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dead rows</source>
        <translation>Lignes mortes</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <name>outbox::ui::DeliverDialog</name>
    <message>
        <location filename="../ui/actions/deliverdialog.cpp" line="+65"/>
        <source>Deliver Elsewhere — %1</source>
        <translation>Livrer ailleurs — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+92"/>
        <source>Deliver rows elsewhere</source>
        <translation>Livrer des lignes ailleurs</translation>
    </message>
    <message numerus="yes">
        <location line="-100"/>
        <source>Publish %Ln row(s) once to another sink, oldest first, the rows of one file in order. Their state stays as it is.</source>
        <translation>
            <numerusform>Publier %Ln ligne une fois vers une autre destination, la plus ancienne d’abord, les lignes d’un fichier dans l’ordre. Son état reste inchangé.</numerusform>
            <numerusform>Publier %Ln lignes une fois vers une autre destination, les plus anciennes d’abord, les lignes d’un fichier dans l’ordre. Leur état reste inchangé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Carry out %Ln row(s) once against another object store, oldest first, the rows of one object in order. Their state stays as it is.</source>
        <translation>
            <numerusform>Exécuter %Ln ligne une fois sur un autre stockage d’objets, la plus ancienne d’abord, les lignes d’un objet dans l’ordre. Son état reste inchangé.</numerusform>
            <numerusform>Exécuter %Ln lignes une fois sur un autre stockage d’objets, les plus anciennes d’abord, les lignes d’un objet dans l’ordre. Leur état reste inchangé.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sink</source>
        <translation>Destination</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file:/tmp/events.jsonl, webhook:https://staging/hook, amqp://…, nats://…, kafka://…</source>
        <translation>file:/tmp/events.jsonl, webhook:https://staging/hook, amqp://…, nats://…, kafka://…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As outboxctl deliver --sink takes it; the profile&apos;s sink secret and event settings apply</source>
        <translation>Comme outboxctl deliver --sink l’accepte ; le secret de destination et les réglages d’événements du profil s’appliquent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sink:</source>
        <translation>&amp;Destination :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Object store</source>
        <translation>Stockage d’objets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file:/srv/staging-store or s3://bucket?endpoint=…</source>
        <translation>file:/srv/staging-store ou s3://bucket?endpoint=…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As outboxctl --object-store takes it; an s3:// store uses the profile&apos;s secret key</source>
        <translation>Comme outboxctl --object-store l’accepte ; un stockage s3:// utilise la clé secrète du profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Object store:</source>
        <translation>Stockage d’&amp;objets :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then &amp;mark the delivered dead rows done</source>
        <translation>Puis &amp;marquer terminées les lignes mortes livrées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audited as a mark done of its own</source>
        <translation>Audité comme un marquage terminé à part</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only when every row delivered is dead</source>
        <translation>Seulement si chaque ligne livrée est morte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why delivering is disabled</source>
        <translation>Pourquoi la livraison est désactivée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery progress</source>
        <translation>Progression de la livraison</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliveroutcomelist.cpp" line="+18"/>
        <source>What happened to each row</source>
        <translation>Ce qui est arrivé à chaque ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliverdialog.cpp" line="+6"/>
        <source>&amp;Deliver</source>
        <translation>&amp;Livrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deliver</source>
        <translation>Livrer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type where the rows go first</source>
        <translation>Saisissez d’abord où vont les lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 of %Ln row(s) · %2 delivered</source>
        <translation>
            <numerusform>%1 sur %Ln ligne · %2 livrée(s)</numerusform>
            <numerusform>%1 sur %Ln lignes · %2 livrée(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Deliver %Ln row(s) of %1 once to %2. Their state stays as it is.</source>
        <translation>
            <numerusform>Livrer %Ln ligne de %1 une fois à %2. Son état reste inchangé.</numerusform>
            <numerusform>Livrer %Ln lignes de %1 une fois à %2. Leur état reste inchangé.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then the dead rows that were delivered are marked done.</source>
        <translation>Ensuite, les lignes mortes livrées sont marquées terminées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row whose delivery fails holds back the later rows of its key.</source>
        <translation>Une ligne dont la livraison échoue retient les lignes suivantes de sa clé.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Deliver %Ln Row(s)</source>
        <translation>
            <numerusform>Livrer %Ln ligne</numerusform>
            <numerusform>Livrer %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cancelled before the first row: %1 Nothing was sent.</source>
        <translation>Annulé avant la première ligne : %1 Rien n’a été envoyé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location filename="../ui/actions/deliveroutcomelist.cpp" line="+25"/>
        <source>delivered</source>
        <translation>livrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not tried</source>
        <translation>non tentée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>behind a failed row of its key</source>
        <translation>derrière une ligne en échec de sa clé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not sent</source>
        <translation>non envoyée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled before its turn</source>
        <translation>annulée avant son tour</translation>
    </message>
</context>
<context>
    <name>outbox::ui::DesktopNotifier</name>
    <message>
        <location filename="../ui/overview/notifier.cpp" line="+74"/>
        <source>Outbox Console: watching your outboxes</source>
        <translation>Outbox Console : surveillance de vos outbox</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::Environment</name>
    <message>
        <location filename="../ui/common/stateappearance.cpp" line="+113"/>
        <source>NO PROFILE</source>
        <translation>AUCUN PROFIL</translation>
    </message>
</context>
<context>
    <name>outbox::ui::EnvironmentBadge</name>
    <message>
        <location filename="../ui/common/environmentbadge.cpp" line="+16"/>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
</context>
<context>
    <name>outbox::ui::FilterBar</name>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+90"/>
        <source>“%1” is not an id: ids in %2 are 32 hex digits (for example 0193f1a27c107a4e9d0b3c1f2e4a5b60).</source>
        <translation>« %1 » n&apos;est pas un identifiant : les identifiants de %2 sont composés de 32 chiffres hexadécimaux (par exemple 0193f1a27c107a4e9d0b3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not an id: ids in %2 are UUIDs (for example 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</source>
        <translation>« %1 » n&apos;est pas un identifiant : les identifiants de %2 sont des UUID (par exemple 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search in</source>
        <translation>Rechercher dans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the search text is matched against</source>
        <translation>Ce à quoi le texte recherché est comparé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search text</source>
        <translation>Texte recherché</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved Filters</source>
        <translation>Filtres enregistrés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved filters</source>
        <translation>Filtres enregistrés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current filter under a name, or apply a saved one</source>
        <translation>Enregistrer le filtre actuel sous un nom, ou appliquer un filtre enregistré</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Clear Filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every search and the created range (Ctrl+Shift+X)</source>
        <translation>Retirer toutes les recherches et la période de création (Ctrl+Maj+X)</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+351"/>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>All states</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Blocked keys</source>
        <translation>Clés bloquées</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Crea&amp;ted:</source>
        <translation>Créée&amp;s :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created</source>
        <translation>Créées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only rows created in this period</source>
        <translation>Seulement les lignes créées pendant cette période</translation>
    </message>
    <message>
        <location line="+321"/>
        <source>Show %1: about %2, estimated from the table statistics (a large table is not counted exactly more than needed) (Ctrl+%3)</source>
        <translation>Afficher %1 : environ %2, estimé d&apos;après les statistiques de la table (une grande table n&apos;est pas comptée exactement plus que nécessaire) (Ctrl+%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1: %2 (Ctrl+%3)</source>
        <translation>Afficher %1 : %2 (Ctrl+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 (Ctrl+%2)</source>
        <translation>Afficher %1 (Ctrl+%2)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+43"/>
        <source>Any time</source>
        <translation>N&apos;importe quand</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom…</source>
        <translation>Personnalisé…</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="-309"/>
        <source>Created Between</source>
        <translation>Créées entre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>From (UTC):</source>
        <translation>Du (UTC) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To (UTC):</source>
        <translation>Au (UTC) :</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+155"/>
        <source>The start of the created range is after its end.</source>
        <translation>Le début de la période de création est après sa fin.</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>as of %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The counts were taken at %1; they follow the relay&apos;s batches and, with Auto-refresh, the table every few seconds.</source>
        <translation>Les comptages ont été relevés le %1 ; ils suivent les lots du relais et, avec l&apos;actualisation automatique, la table, relue à quelques secondes d&apos;intervalle.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blocked  %1</source>
        <translation>Bloquées  %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n key(s) whose oldest undelivered row holds their later rows back (dead, or waiting over an hour): show them</source>
        <translation>
            <numerusform>%n clé dont la plus ancienne ligne non livrée retient les lignes suivantes (morte, ou en attente depuis plus d’une heure) : l’afficher</numerusform>
            <numerusform>%n clés dont la plus ancienne ligne non livrée retient les lignes suivantes (morte, ou en attente depuis plus d’une heure) : les afficher</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This table cannot be searched that way.</source>
        <translation>Cette table ne peut pas être recherchée de cette façon.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 (the first %2 of %3)</source>
        <translation>%1 (les %2 premières sur %3)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="-22"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+56"/>
        <source>Text in the last error (Ctrl+F)</source>
        <translation>Texte dans la dernière erreur (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+2"/>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Text anywhere in the payload (Ctrl+F)</source>
        <translation>Texte n&apos;importe où dans la charge utile (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+6"/>
        <source>Payload key</source>
        <translation>Clé de la charge utile</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>KEY=VALUE, e.g. key=invoices/2024.pdf</source>
        <translation>CLÉ=VALEUR, p. ex. key=invoices/2024.pdf</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+67"/>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Exact operation: put, delete, copy, move, promote</source>
        <translation>Opération exacte : put, delete, copy, move, promote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact event type: create, put, delete</source>
        <translation>Type d&apos;événement exact : create, put, delete</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="+3"/>
        <source>Aggregate id</source>
        <translation>ID d&apos;agrégat</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+4"/>
        <source>Exact aggregate id</source>
        <translation>ID d&apos;agrégat exact</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterstate.cpp" line="-2"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+2"/>
        <source>Exact row id (32 hex digits)</source>
        <translation>Id exact de la ligne (32 chiffres hexadécimaux)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact row id (UUID)</source>
        <translation>ID exact de la ligne (UUID)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the rows in state %1</source>
        <comment>state chip tooltip</comment>
        <translation>les lignes à l&apos;état %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all rows</source>
        <comment>state chip tooltip</comment>
        <translation>toutes les lignes</translation>
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
        <translation>%1 : « %2 »</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>error group: %1</source>
        <translation>groupe d&apos;erreurs : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rows: %1</source>
        <translation>lignes : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>created: %1 (since %2)</source>
        <translation>créées : %1 (depuis %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>created: %1 to %2</source>
        <translation>créées : du %1 au %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the start</source>
        <translation>début</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <location filename="../ui/filter/filterbar.cpp" line="+25"/>
        <source>Filtered by %1</source>
        <translation>Filtré par %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A saved filter needs a name and an open table.</source>
        <translation>Un filtre enregistré nécessite un nom et une table ouverte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved the filter &quot;%1&quot;.</source>
        <translation>Filtre « %1 » enregistré.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no saved filter named &quot;%1&quot;.</source>
        <translation>Il n&apos;existe aucun filtre enregistré nommé « %1 ».</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Save Current Filter…</source>
        <translation>&amp;Enregistrer le filtre actuel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Filter</source>
        <translation>Enregistrer le filtre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of this filter:</source>
        <translation>Nom de ce filtre :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
</context>
<context>
    <name>outbox::ui::FormatWords</name>
    <message>
        <location filename="../ui/common/formatwords.cpp" line="+12"/>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Operation:</source>
        <translation>Opération :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event type:</source>
        <translation>Type d&apos;événement :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>operation</source>
        <translation>opération</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event type</source>
        <translation>type d&apos;événement</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Object key</source>
        <translation>La clé d&apos;objet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage path</source>
        <translation>Chemin de stockage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processed:</source>
        <translation>Traitée :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated:</source>
        <translation>Mise à jour :</translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupNotePane</name>
    <message>
        <location filename="../ui/groups/groupnotepane.cpp" line="+42"/>
        <location line="+63"/>
        <source>Add Note…</source>
        <translation>Ajouter une note…</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Edit the selected group&apos;s note</source>
        <translation>Modifier la note du groupe sélectionné</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on the group</source>
        <translation>Note sur le groupe</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 …</source>
        <translation>%1 …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Edit Note…</source>
        <translation>Modifier la note…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a group to see its note.</source>
        <translation>Sélectionnez un groupe pour voir sa note.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The notes could not be read: %1</source>
        <translation>Les notes n’ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No note on this group.</source>
        <translation>Aucune note sur ce groupe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Notes are kept in the database (%1): everyone who opens this table sees them.</source>
        <translation>Les notes sont conservées dans la base de données (%1) : tous ceux qui ouvrent cette table les voient.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes are kept on this computer only: the database has no %1 table (Create Relay Tables… on the Relay tab makes it; notes are shared from then on).</source>
        <translation>Les notes ne sont conservées que sur cet ordinateur : la base de données n’a pas de table %1 (« Créer les tables du relais… » dans l’onglet Relais la crée ; les notes sont alors partagées).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Note on Error Group %1</source>
        <translation>Note sur le groupe d’erreurs %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note on the group &quot;%1&quot; (%2). Leave it empty to remove the note.
%3</source>
        <translation>Note sur le groupe « %1 » (%2). Laissez-la vide pour supprimer la note.
%3</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln ligne morte</numerusform>
            <numerusform>%Ln lignes mortes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone who opens this table will see it.</source>
        <translation>Tous ceux qui ouvrent cette table la verront.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is kept on this computer only.</source>
        <translation>Elle n’est conservée que sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Note</source>
        <translation>Enregistrer la note</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The note was not saved: it has %1 characters, a note may have at most %2.</source>
        <translation>La note n’a pas été enregistrée : elle a %1 caractères, une note peut en avoir au plus %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The note was not saved: %1</source>
        <translation>La note n’a pas été enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::GroupsView</name>
    <message>
        <location filename="../ui/groups/groupsview.cpp" line="+35"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
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
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
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
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rows by creation time, %1 to %2, in %3 steps of %4; at most %5 in one step.</source>
        <translation>Lignes par date de création, du %1 au %2, en %3 pas de %4 ; au plus %5 en un pas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+43"/>
        <source>Error groups</source>
        <translation>Groupes d&apos;erreurs</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>&amp;Refresh Groups</source>
        <translation>&amp;Actualiser les groupes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Retry Group…</source>
        <translation>&amp;Réessayer le groupe…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mark Group Done…</source>
        <translation>&amp;Marquer le groupe comme traité…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Group…</source>
        <translation>&amp;Exporter le groupe…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit &amp;Note…</source>
        <translation>Modifier la &amp;note…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refresh groups</source>
        <translation>Actualiser les groupes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel grouping</source>
        <translation>Annuler le regroupement</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Retry Group…</source>
        <translation>Réessayer le groupe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the selected group</source>
        <translation>Réessayer le groupe sélectionné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Done…</source>
        <translation>Marquer comme traité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected group done</source>
        <translation>Marquer le groupe sélectionné comme traité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the selected group</source>
        <translation>Exporter le groupe sélectionné</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Group the dead rows again (F5)</source>
        <translation>Regrouper à nouveau les lignes mortes (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop grouping</source>
        <translation>Arrêter le regroupement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grouping dead rows</source>
        <translation>Regroupement des lignes mortes</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First failed</source>
        <translation>Premier échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Occurrences</source>
        <translation>Occurrences</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Last failed</source>
        <translation>Dernier échec</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+225"/>
        <source>Example error</source>
        <translation>Exemple d&apos;erreur</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>Select a group to see an example error.</source>
        <translation>Sélectionnez un groupe pour voir un exemple d&apos;erreur.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Could not group the dead rows: %1</source>
        <translation>Impossible de regrouper les lignes mortes : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Grouping cancelled: the groups shown may be out of date.</source>
        <translation>Regroupement annulé : les groupes affichés ne sont peut-être plus à jour.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Group Again</source>
        <translation>Regrouper à nouveau</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>No table open.</source>
        <translation>Aucune table ouverte.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Not grouped yet.</source>
        <translation>Pas encore regroupé.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>retry and mark done are off.</source>
        <translation>« Réessayer » et « Marquer comme traitées » sont désactivés.</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+1"/>
        <source>Grouping dead rows…</source>
        <translation>Regroupement des lignes mortes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not grouped.</source>
        <translation>Non regroupé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+36"/>
        <source>(no error recorded)</source>
        <translation>(aucune erreur enregistrée)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>%1
Group id: %2</source>
        <translation>%1
Identifiant du groupe : %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No dead rows match the filter.</source>
        <translation>Aucune ligne morte ne correspond au filtre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln dead row(s)</source>
        <translation>
            <numerusform>%Ln ligne morte</numerusform>
            <numerusform>%Ln lignes mortes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln groupe</numerusform>
            <numerusform>%Ln groupes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example error (row %1)</source>
        <translation>Exemple d&apos;erreur (ligne %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Wait for the grouping to finish.</source>
        <translation>Attendez la fin du regroupement.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a group first.</source>
        <translation>Sélectionnez d&apos;abord un groupe.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Retry the group&apos;s dead rows: a dry run shows exactly which rows first</source>
        <translation>Réessayer les lignes mortes du groupe : une simulation montre d&apos;abord exactement quelles lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry the group&apos;s failed rows (back to “%1”): a dry run shows exactly which rows first</source>
        <translation>Réessayer les lignes en échec du groupe (retour à « %1 ») : une simulation montre d&apos;abord exactement quelles lignes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the group&apos;s dead rows done without delivering them</source>
        <translation>Marquer les lignes mortes du groupe comme traitées sans les livrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the group&apos;s failed rows to “%1” without delivering them</source>
        <translation>Passer les lignes en échec du groupe à « %1 » sans les livrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export the group&apos;s dead rows</source>
        <translation>Exporter les lignes mortes du groupe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write a note on the group for everyone who looks at it: a known issue, a ticket</source>
        <translation>Écrire une note sur le groupe pour tous ceux qui le consultent : un problème connu, un ticket</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Dead rows of the whole table.</source>
        <translation>Lignes mortes de toute la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead rows matching: %1</source>
        <translation>Lignes mortes correspondant à : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(The filter&apos;s state is ignored: groups are always of dead rows.)</source>
        <translation>(L&apos;état du filtre est ignoré : les groupes sont toujours faits de lignes mortes.)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::KeyTemplateMenu</name>
    <message>
        <location filename="../ui/actions/keytemplatemenu.cpp" line="+13"/>
        <source>User avatar</source>
        <translation>Avatar d&apos;utilisateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same path under assets/</source>
        <translation>Même chemin sous assets/</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By date, new UUID</source>
        <translation>Par date, nouvel UUID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same folder, unique name</source>
        <translation>Même dossier, nom unique</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Insert placeholder</source>
        <translation>Insérer un espace réservé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id below</source>
        <translation>l&apos;identifiant ci-dessous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16 random hex digits</source>
        <translation>16 chiffres hexadécimaux aléatoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new UUIDv7</source>
        <translation>un nouvel UUIDv7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary file name</source>
        <translation>le nom du fichier temporaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name without extension</source>
        <translation>le nom du fichier sans extension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the extension</source>
        <translation>l&apos;extension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temporary key below the prefix</source>
        <translation>la clé temporaire sous le préfixe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder</source>
        <translation>son dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today, yyyy/MM/dd</source>
        <translation>aujourd&apos;hui, yyyy/MM/dd</translation>
    </message>
</context>
<context>
    <name>outbox::ui::LinkHandover</name>
    <message>
        <location filename="../ui/window/linkhandover.cpp" line="+40"/>
        <source>Links cannot be handed to this console: the user has no private runtime folder ($XDG_RUNTIME_DIR).</source>
        <translation>Les liens ne peuvent pas être transmis à cette console : l’utilisateur n’a pas de dossier d’exécution privé ($XDG_RUNTIME_DIR).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Another console takes the links already.</source>
        <translation>Une autre console reçoit déjà les liens.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Links cannot be handed to this console: %1</source>
        <translation>Les liens ne peuvent pas être transmis à cette console : %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No console can take the link: the user has no private runtime folder ($XDG_RUNTIME_DIR).</source>
        <translation>Aucune console ne peut prendre le lien : l’utilisateur n’a pas de dossier d’exécution privé ($XDG_RUNTIME_DIR).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No console is running: %1</source>
        <translation>Aucune console n’est ouverte : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running console did not take the link: %1</source>
        <translation>La console ouverte n’a pas pris le lien : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The running console did not answer: %1</source>
        <translation>La console ouverte n’a pas répondu : %1</translation>
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
        <translation>Connexion à %1 perdue (%2). Reconnexion…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Réessayer maintenant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnected to %1.</source>
        <translation>Reconnecté à %1.</translation>
    </message>
    <message>
        <location line="+264"/>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1%2 — %3</source>
        <translation>%1%2 — %3</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>the row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Audit record %1 of the link is not among the newest %2 records of the database&apos;s audit table: it may be older, or the profile may point at another database.</source>
        <translation>L’entrée d’audit %1 du lien n’est pas parmi les %2 entrées les plus récentes de la table d’audit de la base : elle est peut-être plus ancienne, ou le profil désigne une autre base.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindowlinks.cpp" line="+26"/>
        <source>The link opens the profile &quot;%1&quot;, which this computer does not have. Create a profile of that name for the same outbox, then the link opens.</source>
        <translation>Le lien ouvre le profil « %1 », que cet ordinateur n’a pas. Créez un profil de ce nom pour la même outbox, puis le lien s’ouvre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create Profile “%1”…</source>
        <translation>Créer le profil « %1 »…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Row %1 of the link is not in %2: it may have been purged, or the profile may point at another database.</source>
        <translation>La ligne %1 du lien n&apos;est pas dans %2 : elle a peut-être été purgée, ou le profil pointe vers une autre base de données.</translation>
    </message>
    <message>
        <location filename="../ui/window/mainwindow.cpp" line="+144"/>
        <source>%1 has no delivery table: the relay cannot record why an event failed or retry it with backoff, so failed rows show no error.</source>
        <translation>%1 n’a pas de table de livraison : le relais ne peut ni noter pourquoi un événement a échoué ni le réessayer avec délai, donc les lignes en échec n’affichent aucune erreur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unlock writing to create it, or run: outboxctl relay init</source>
        <translation>Déverrouillez l’écriture pour la créer, ou exécutez : outboxctl relay init</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Create Delivery Table…</source>
        <translation>&amp;Créer la table de livraison…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>[PROD] </source>
        <translation>[PROD] </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Unlock writing</source>
        <translation>Déverrouiller l&apos;écriture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow changes to %1 through &quot;%2&quot; until another table is opened. Every change still shows its dry run and asks to confirm.</source>
        <translation>Autoriser les modifications de %1 via « %2 » jusqu&apos;à l&apos;ouverture d&apos;une autre table. Chaque modification affiche toujours sa simulation et demande une confirmation.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile is marked read-only; the mark stays in the profile.</source>
        <translation>Le profil est marqué en lecture seule ; cette marque reste dans le profil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unlock for This Session</source>
        <translation>Déverrouiller pour cette session</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Writing stays locked: the unlock could not be audited. %1</source>
        <translation>L&apos;écriture reste verrouillée : le déverrouillage n&apos;a pas pu être consigné dans le journal d&apos;audit. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing unlocked for this session.</source>
        <translation>Écriture déverrouillée pour cette session.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Rows tab: %1, in whatever state they are now (Ctrl+Shift+X clears the filter).</source>
        <translation>Onglet Lignes : %1, dans leur état actuel (Ctrl+Maj+X efface le filtre).</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Rows tab: the dead rows of the group &quot;%1&quot; (Ctrl+Shift+X clears the filter).</source>
        <translation>Onglet Lignes : les lignes mortes du groupe « %1 » (Ctrl+Maj+X efface le filtre).</translation>
    </message>
</context>
<context>
    <name>outbox::ui::MessageBar</name>
    <message>
        <location filename="../ui/common/messagebar.cpp" line="+24"/>
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
    <name>outbox::ui::ObjectBrowserDialog</name>
    <message>
        <location filename="../ui/objects/objectbrowser.cpp" line="+43"/>
        <source>Objects under %1</source>
        <translation>Objets sous %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bucket&apos;s root</source>
        <translation>la racine du bucket</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every object of the store, in key order.</source>
        <translation>Tous les objets du stockage, par ordre de clé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The objects whose key starts with “%1”, in key order.</source>
        <translation>Les objets dont la clé commence par « %1 », par ordre de clé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Filter the keys listed so far</source>
        <translation>Filtrer les clés listées jusqu&apos;ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter keys</source>
        <translation>Filtrer les clés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last modified</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>List the next keys, a page at a time</source>
        <translation>Lister les clés suivantes, une page à la fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Use This Key</source>
        <translation>&amp;Utiliser cette clé</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Listing the objects failed: %1</source>
        <translation>La liste des objets a échoué : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listing the objects…</source>
        <translation>Liste des objets…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Listing more objects…</source>
        <translation>Liste des objets suivants…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The store holds no object.</source>
        <translation>Le stockage ne contient aucun objet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No object&apos;s key starts with “%1”.</source>
        <translation>Aucune clé d&apos;objet ne commence par « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first %1 keys; Load More lists the next %2.</source>
        <translation>Les %1 premières clés ; « Charger la suite » liste les %2 suivantes.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All %Ln key(s).</source>
        <translation>
            <numerusform>%Ln clé au total.</numerusform>
            <numerusform>%Ln clés au total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln of them match(es) the filter.</source>
        <translation>
            <numerusform>%Ln d&apos;entre elles correspond au filtre.</numerusform>
            <numerusform>%Ln d&apos;entre elles correspondent au filtre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Try &amp;Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load &amp;More</source>
        <translation>Charger la &amp;suite</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OutboxSession</name>
    <message>
        <location filename="../ui/session/outboxsession.cpp" line="+276"/>
        <source>Writing is not locked: there is nothing to unlock.</source>
        <translation>L’écriture n’est pas verrouillée : il n’y a rien à déverrouiller.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 To make it fast, a DBA can run: %2</source>
        <translation>%1 Pour accélérer, un DBA peut exécuter : %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+41"/>
        <source>Could not count rows: %1</source>
        <translation>Impossible de compter les lignes : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OutboxWorker</name>
    <message>
        <location filename="../ui/session/outboxworker.cpp" line="+142"/>
        <source>No outbox table is open.</source>
        <translation>Aucune table d&apos;outbox n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewModel</name>
    <message>
        <location filename="../ui/overview/overviewmodel.cpp" line="+61"/>
        <source>Working</source>
        <translation>Actif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silent</source>
        <translation>Silencieux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its library</source>
        <translation>Sa bibliothèque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dead</source>
        <translation>Mortes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blocked keys</source>
        <translation>Clés bloquées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest pending</source>
        <translation>Plus ancienne en attente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backlog</source>
        <translation>Arriéré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Relay</source>
        <translation>Relais</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
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
        <translation>il y a %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2). Double-click or press Enter to open it.</source>
        <translation>%1 (%2). Double-cliquez ou appuyez sur Entrée pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Over its notification threshold: %1</source>
        <translation>Au-delà de son seuil de notification : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change since the refresh at %1</source>
        <translation>Variation depuis l&apos;actualisation du %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The change shows from the next refresh on</source>
        <translation>La variation s&apos;affiche à partir de la prochaine actualisation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys whose oldest undelivered row is dead: their later rows wait behind it</source>
        <translation>Clés dont la plus ancienne ligne non livrée est morte : leurs lignes suivantes attendent derrière elle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table is not delivered in order per key</source>
        <translation>Cette table n&apos;est pas livrée dans l&apos;ordre par clé</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pending and dead rows over the last %n refresh(es)</source>
        <translation>
            <numerusform>Lignes en attente et mortes sur %n actualisation</numerusform>
            <numerusform>Lignes en attente et mortes sur les %n dernières actualisations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewMonitor</name>
    <message>
        <location filename="../ui/overview/overviewmonitor.cpp" line="+152"/>
        <source>Outbox Console: %1</source>
        <translation>Outbox Console : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::OverviewWindow</name>
    <message>
        <location filename="../ui/overview/overviewwindow.cpp" line="+47"/>
        <source>Overview of All Profiles — Outbox Console</source>
        <translation>Vue d&apos;ensemble de tous les profils — Outbox Console</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refresh interval</source>
        <translation>Intervalle d&apos;actualisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often every profile is read again</source>
        <translation>Fréquence de relecture de chaque profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every %1 s</source>
        <translation>Toutes les %1 s</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Every %n min</source>
        <translation>
            <numerusform>Toutes les %n min</numerusform>
            <numerusform>Toutes les %n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Notifications…</source>
        <translation>&amp;Notifications…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected profile&apos;s notification thresholds, in the connection manager</source>
        <translation>Les seuils de notification du profil sélectionné, dans le gestionnaire de connexions</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read every profile now (F5)</source>
        <translation>Relire tous les profils maintenant (F5)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No saved profiles yet. Add one in File › Manage Connections, and every outbox you watch shows here on a line of its own.</source>
        <translation>Aucun profil enregistré pour l&apos;instant. Ajoutez-en un dans Fichier › Gérer les connexions : chaque outbox que vous surveillez s&apos;affichera ici sur sa propre ligne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every saved profile</source>
        <translation>Tous les profils enregistrés</translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>Reading %n profile(s)…</source>
        <translation>
            <numerusform>Lecture de %n profil…</numerusform>
            <numerusform>Lecture de %n profils…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n profile(s), read at %1 in %2 s; next in %3</source>
        <translation>
            <numerusform>%n profil, lu le %1 en %2 s ; prochaine lecture dans %3</numerusform>
            <numerusform>%n profils, lus le %1 en %2 s ; prochaine lecture dans %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This desktop has no notification area: a profile over one of its notification thresholds is flagged here only.</source>
        <translation>Ce bureau n&apos;a pas de zone de notification : un profil au-delà de l&apos;un de ses seuils de notification n&apos;est signalé qu&apos;ici.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PasswordReader</name>
    <message>
        <location filename="../ui/connections/passwordreader.cpp" line="+60"/>
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
</context>
<context>
    <name>outbox::ui::PayloadRevealer</name>
    <message>
        <location filename="../ui/rows/payloadrevealer.cpp" line="+53"/>
        <source>Reveal Payload</source>
        <translation>Révéler la charge utile</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Show the payload of row %1 in full for %n minute(s)? Why (kept in the audit log with your name and the row, never the values):</source>
        <translation>
            <numerusform>Afficher en entier la charge utile de la ligne %1 pendant %n minute ? Pourquoi (conservé dans le journal d&apos;audit avec votre nom et la ligne, jamais les valeurs) :</numerusform>
            <numerusform>Afficher en entier la charge utile de la ligne %1 pendant %n minutes ? Pourquoi (conservé dans le journal d&apos;audit avec votre nom et la ligne, jamais les valeurs) :</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A reveal needs a reason: nothing was shown.</source>
        <translation>Un affichage en clair exige une raison : rien n&apos;a été affiché.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileAccessPage</name>
    <message>
        <location filename="../ui/connections/profileaccesspage.cpp" line="+23"/>
        <source>SSH destination</source>
        <translation>Destination SSH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none: connect directly (or user@bastion:22, or a Host alias)</source>
        <translation>aucune : connexion directe (ou user@bastion:22, ou un alias Host)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>SS&amp;H through:</source>
        <translation>Via SS&amp;H :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SSH configuration file</source>
        <translation>Fichier de configuration SSH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenSSH&apos;s default (~/.ssh/config)</source>
        <translation>celui d’OpenSSH (~/.ssh/config)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose SSH configuration file</source>
        <translation>Choisir le fichier de configuration SSH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSH Configuration</source>
        <translation>Configuration SSH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SSH &amp;config:</source>
        <translation>Fichier de configu&amp;ration SSH :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The console runs your own ssh (ssh -W) for each database connection, so your ProxyJump chains, agent, keys and known_hosts apply. The host and port on the Connection tab are then as the last hop sees them. When ssh needs a key&apos;s passphrase or asks about a host key it does not know yet, the console asks you in a dialog; a changed host key is refused, never accepted silently.</source>
        <translation>La console lance votre propre ssh (ssh -W) pour chaque connexion à la base : vos chaînes ProxyJump, votre agent, vos clés et known_hosts s’appliquent. L’hôte et le port de l’onglet Connexion sont alors ceux que voit le dernier rebond. Quand ssh a besoin de la phrase secrète d’une clé ou demande confirmation pour une clé d’hôte encore inconnue, la console vous le demande dans une boîte de dialogue ; une clé d’hôte modifiée est refusée, jamais acceptée en silence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Password (stored or typed)</source>
        <translation>Mot de passe (enregistré ou saisi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Password command</source>
        <translation>Commande de mot de passe</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>AWS RDS IAM token</source>
        <translation>Jeton AWS RDS IAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;uthentication:</source>
        <translation>Auth&amp;entification :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: the stored password</source>
        <translation>aucune : le mot de passe enregistré</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pass&amp;word command:</source>
        <translation>Commande de &amp;mot de passe :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run for every new connection; its first line of output is the password, so none is stored (for example a vault CLI, az account get-access-token or gcloud sql generate-login-token).</source>
        <translation>Exécutée à chaque nouvelle connexion ; sa première ligne de sortie est le mot de passe, aucun n’est donc enregistré (par exemple une CLI de coffre-fort, az account get-access-token ou gcloud sql generate-login-token).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>AWS region</source>
        <translation>Région AWS</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>e.g. eu-west-1</source>
        <translation>p. ex. eu-west-1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>AWS re&amp;gion:</source>
        <translation>Rég&amp;ion AWS :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For every new connection the password is an RDS IAM token signed with your AWS credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE in ~/.aws/credentials), so none is stored. The database user needs IAM authentication, and the connection TLS (TLS tab: require or stricter).</source>
        <translation>À chaque nouvelle connexion, le mot de passe est un jeton RDS IAM signé avec vos identifiants AWS (AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY, ou AWS_PROFILE dans ~/.aws/credentials) : aucun n’est donc enregistré. L’utilisateur de la base a besoin de l’authentification IAM, et la connexion de TLS (onglet TLS : require ou plus strict).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No password is stored: the password command (Access tab) gives the password of every new connection.</source>
        <translation>Aucun mot de passe n’est enregistré : la commande de mot de passe (onglet Accès) fournit le mot de passe de chaque nouvelle connexion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No password is stored: an AWS RDS IAM token (Access tab) is the password of every new connection.</source>
        <translation>Aucun mot de passe n’est enregistré : un jeton AWS RDS IAM (onglet Accès) est le mot de passe de chaque nouvelle connexion.</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Password command: type the command whose first line of output is the password, or choose another authentication.</source>
        <translation>Commande de mot de passe : saisissez la commande dont la première ligne de sortie est le mot de passe, ou choisissez une autre authentification.</translation>
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
        <translation>Base de &amp;données :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Database name</source>
        <translation>Nom de la base de données</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>database name</source>
        <translation>nom de la base</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Database na&amp;me:</source>
        <translation>Nom de la &amp;base :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SQLite database file</source>
        <translation>Fichier de base de données SQLite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/path/to/outbox.db</source>
        <translation>/chemin/vers/outbox.db</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose SQLite file</source>
        <translation>Choisir le fichier SQLite</translation>
    </message>
    <message>
        <location filename="../ui/connections/profilefields.cpp" line="+87"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../ui/connections/profileconnectionpage.cpp" line="+2"/>
        <source>SQLite Database</source>
        <translation>Base de données SQLite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>Bases de données SQLite (*.db *.sqlite *.sqlite3);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database URL</source>
        <translation>URL de la base de données</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with the fields above. It never holds a password.</source>
        <translation>URL postgresql://, mysql://, mariadb:// ou sqlite:, synchronisée avec les champs ci-dessus. Elle ne contient jamais de mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database password</source>
        <translation>Mot de passe de la base de données</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why no password is asked for</source>
        <translation>Pourquoi aucun mot de passe n’est demandé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;member secrets in the system keychain</source>
        <translation>Mémoriser les secrets dans le trousseau du s&amp;ystème</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember secrets in the system keychain</source>
        <translation>Mémoriser les secrets dans le trousseau du système</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checked: passwords and keys go to the system keychain under &quot;outbox-console&quot;.
Unchecked: they are kept in memory for this session only.
They are never written to the profile file.</source>
        <translation>Coché : les mots de passe et les clés vont dans le trousseau du système sous « outbox-console ».
Décoché : ils sont gardés en mémoire pour cette session seulement.
Ils ne sont jamais écrits dans le fichier de profil.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Say where the database is: fill in the connection fields or paste a URL.</source>
        <translation>Indiquez où se trouve la base de données : remplissez les champs de connexion ou collez une URL.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The URL contains a password. Profiles never store passwords: remove it from the URL and type it in the Password field, which keeps it in the keychain.</source>
        <translation>L&apos;URL contient un mot de passe. Les profils ne stockent jamais de mots de passe : retirez-le de l&apos;URL et saisissez-le dans le champ Mot de passe, qui le garde dans le trousseau.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileDialog</name>
    <message>
        <location filename="../ui/connections/profiledialog.cpp" line="+42"/>
        <location line="+1"/>
        <source>Connections</source>
        <translation>Connexions</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keychain status</source>
        <translation>État du trousseau</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open profile</source>
        <translation>Ouvrir le profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected profile in the console</source>
        <translation>Ouvrir le profil sélectionné dans la console</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Profile settings</source>
        <translation>Paramètres du profil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Connection</source>
        <translation>&amp;Connexion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out&amp;box table</source>
        <translation>Table d&apos;out&amp;box</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ob&amp;ject store</source>
        <translation>Stockage d&apos;ob&amp;jets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lay</source>
        <translation>Re&amp;lais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tifications</source>
        <translation>Noti&amp;fications</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;fety</source>
        <translation>&amp;Sécurité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Access</source>
        <translation>&amp;Accès</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Test Connection</source>
        <translation>Tester la conne&amp;xion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect with these settings (not yet saved) and detect the table, its type and vocabulary (Ctrl+T)</source>
        <translation>Se connecter avec ces paramètres (pas encore enregistrés) et détecter la table, son type et son vocabulaire (Ctrl+T)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Connection test result</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Re&amp;vert</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Revert</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the unsaved edits</source>
        <translation>Abandonner les modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>Enre&amp;gistrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save profile</source>
        <translation>Enregistrer le profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the profile; its secrets go to the keychain (%1)</source>
        <translation>Enregistrer le profil ; ses secrets vont dans le trousseau (%1)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>The new profile has not been saved.</source>
        <translation>Le nouveau profil n&apos;a pas été enregistré.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The profile &quot;%1&quot; has unsaved changes.</source>
        <translation>Le profil « %1 » a des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No keychain is available (%1). Passwords and keys you enter are used for this session only; they are never written to disk.</source>
        <translation>Aucun trousseau disponible (%1). Les mots de passe et clés que vous saisissez ne servent que pour cette session ; ils ne sont jamais écrits sur le disque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A profile named &quot;%1&quot; already exists.</source>
        <translation>Un profil nommé « %1 » existe déjà.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Duplicated as &quot;%1&quot;, without its secrets: %2</source>
        <translation>Dupliqué sous « %1 », sans ses secrets : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Duplicated as &quot;%1&quot;, with its secrets.</source>
        <translation>Dupliqué sous « %1 », avec ses secrets.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete Profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the profile &quot;%1&quot; and its stored secrets?</source>
        <translation>Supprimer le profil « %1 » et ses secrets stockés ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The database and its outbox are not touched.</source>
        <translation>La base de données et son outbox ne sont pas touchées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deleted &quot;%1&quot;, but its secrets could not be removed from the keychain: %2</source>
        <translation>« %1 » supprimé, mais ses secrets n&apos;ont pas pu être retirés du trousseau : %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deleted &quot;%1&quot;.</source>
        <translation>« %1 » supprimé.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Nothing was saved: %1 To use the secret anyway, uncheck &quot;Remember secrets in the system keychain&quot; and save again.</source>
        <translation>Rien n&apos;a été enregistré : %1 Pour utiliser quand même le secret, décochez « Mémoriser les secrets dans le trousseau du système » et enregistrez à nouveau.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The secrets of the old name &quot;%1&quot; could not be removed: %2</source>
        <translation>Les secrets de l&apos;ancien nom « %1 » n&apos;ont pas pu être retirés : %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved &quot;%1&quot;. Its secrets are kept for this session only.</source>
        <translation>« %1 » enregistré. Ses secrets sont conservés pour cette session seulement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved &quot;%1&quot;. Its secrets are in the system keychain, not in the profile file.</source>
        <translation>« %1 » enregistré. Ses secrets sont dans le trousseau du système, pas dans le fichier de profil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved &quot;%1&quot;.</source>
        <translation>« %1 » enregistré.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Connected.</source>
        <translation>Connecté.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed.</source>
        <translation>Échec.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Say where the database is first.</source>
        <translation>Indiquez d&apos;abord où se trouve la base de données.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The URL contains a password; remove it and use the Password field.</source>
        <translation>L&apos;URL contient un mot de passe ; retirez-le et utilisez le champ Mot de passe.</translation>
    </message>
    <message>
        <location filename="../ui/connections/profileconnectiontest.cpp" line="+65"/>
        <source>Table %1 on %2: %3 (%4)</source>
        <translation>Table %1 sur %2 : %3 (%4)</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+30"/>
        <source>detected</source>
        <translation>détecté</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+37"/>
        <source>as set</source>
        <translation>tel que défini</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>as recorded</source>
        <translation>tel qu’enregistré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as remembered</source>
        <translation>tel que mémorisé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown: no row reads &apos;created&apos;; set it before the relay or a retry can run</source>
        <translation>inconnu : aucune ligne ne vaut &apos;created&apos; ; indiquez-le avant que le relais ou une relance puisse s’exécuter</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>, vocabulary %1 (%2)</source>
        <translation>, vocabulaire %1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rows: %1 pending, %2 in flight, %3 dead, %4 sent.</source>
        <translation>Lignes : %1 en attente, %2 en cours, %3 mortes, %4 envoyées.</translation>
    </message>
    <message>
        <location filename="../ui/connections/profiledialog.cpp" line="+8"/>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileGeneralPage</name>
    <message>
        <location filename="../ui/connections/profilegeneralpage.cpp" line="+19"/>
        <source>Profile name</source>
        <translation>Nom du profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. orders-prod</source>
        <translation>p. ex. orders-prod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 64 letters, digits, spaces, dots, dashes or underscores; outboxctl selects it with --profile</source>
        <translation>Jusqu&apos;à 64 lettres, chiffres, espaces, points, tirets ou tirets bas ; outboxctl le sélectionne avec --profile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Development</source>
        <translation>Développement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staging</source>
        <translation>Préproduction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown as a colour wherever this profile is open</source>
        <translation>Affiché sous forme de couleur partout où ce profil est ouvert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Environment colour</source>
        <translation>Couleur de l&apos;environnement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Read-only</source>
        <translation>&amp;Lecture seule</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuse every change (retry, mark done, promote, purge) through this profile, in the console and in outboxctl.
Production profiles open read-only anyway, until writing is unlocked for the session.</source>
        <translation>Refuser toute modification (réessayer, marquer comme traité, promouvoir, purger) via ce profil, dans la console et dans outboxctl.
Les profils de production s&apos;ouvrent de toute façon en lecture seule, jusqu&apos;à ce que l&apos;écriture soit déverrouillée pour la session.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Environment:</source>
        <translation>En&amp;vironnement :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Production note</source>
        <translation>Note sur la production</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>Opens read-only until writing is unlocked for the session.</source>
        <translation>S&apos;ouvre en lecture seule jusqu&apos;à ce que l&apos;écriture soit déverrouillée pour la session.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Production profiles always open read-only. Writing can be unlocked for one session from the main window, with a typed confirmation and a reason.</source>
        <translation>Les profils de production s&apos;ouvrent toujours en lecture seule. L&apos;écriture peut être déverrouillée pour une session depuis la fenêtre principale, avec une confirmation saisie et une raison.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileListPanel</name>
    <message>
        <location filename="../ui/connections/profilelistpanel.cpp" line="+111"/>
        <location line="+6"/>
        <source>Saved profiles</source>
        <translation>Profils enregistrés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a profile (%1)</source>
        <translation>Créer un profil (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Duplicate profile</source>
        <translation>Dupliquer le profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the selected profile, with its secrets, under a new name</source>
        <translation>Copier le profil sélectionné, avec ses secrets, sous un nouveau nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected profile and its secrets (the database is not touched)</source>
        <translation>Supprimer le profil sélectionné et ses secrets (la base de données n&apos;est pas touchée)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileNotificationsPage</name>
    <message>
        <location filename="../ui/connections/profilenotificationspage.cpp" line="+36"/>
        <source>New dead rows</source>
        <translation>Nouvelles lignes mortes</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> or more since the last refresh</source>
        <translation> ou plus depuis la dernière actualisation</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>New &amp;dead rows:</source>
        <translation>Nouvelles lignes &amp;mortes :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a &amp;key becomes blocked by a dead row</source>
        <translation>&amp;Quand une clé est bloquée par une ligne morte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked keys</source>
        <translation>Clés bloquées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending age</source>
        <translation>Âge de la plus ancienne ligne en attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Oldest &amp;pending older than:</source>
        <translation>Plus ancienne en &amp;attente au-delà de :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>While the console runs it reads this profile in the background (File › Overview of All Profiles, every minute by default) and tells the desktop when one of these starts: once, not at every refresh while it lasts. The notification names the profile; click it to open the profile. Without a notification area the overview flags the line.</source>
        <translation>Tant que la console tourne, elle lit ce profil en arrière-plan (Fichier › Vue d&apos;ensemble de tous les profils, toutes les minutes par défaut) et prévient le bureau quand l&apos;un de ces cas commence : une seule fois, et non à chaque actualisation tant qu&apos;il dure. La notification nomme le profil ; cliquez dessus pour l&apos;ouvrir. Sans zone de notification, la vue d&apos;ensemble signale la ligne.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileObjectStorePage</name>
    <message>
        <location filename="../ui/connections/profileobjectstorepage.cpp" line="+42"/>
        <source>From the environment (OBJECT_STORE_*)</source>
        <translation>Depuis l&apos;environnement (OBJECT_STORE_*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local folder</source>
        <translation>Dossier local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S3-compatible bucket</source>
        <translation>Bucket compatible S3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Vortos rows&apos; objects live, for the relay and for promotions</source>
        <translation>Où se trouvent les objets des lignes Vortos, pour le relais et pour les promotions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Store:</source>
        <translation>Stoc&amp;kage :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, OBJECT_STORE_ACCESS_KEY_ID and OBJECT_STORE_SECRET_ACCESS_KEY are read when the store is used, as the Vortos writer names them.</source>
        <translation>OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET, OBJECT_STORE_REGION, OBJECT_STORE_ACCESS_KEY_ID et OBJECT_STORE_SECRET_ACCESS_KEY sont lues à l&apos;utilisation du stockage, telles que le writer Vortos les nomme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Object store folder</source>
        <translation>Dossier du stockage d&apos;objets</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/absolute/folder</source>
        <translation>/dossier/absolu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder</source>
        <translation>Choisir le dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object Store Folder</source>
        <translation>Dossier du stockage d&apos;objets</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S3 endpoint</source>
        <translation>Point de terminaison S3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: AWS S3 in the region; e.g. http://127.0.0.1:9000</source>
        <translation>vide : AWS S3 dans la région ; p. ex. http://127.0.0.1:9000</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>E&amp;ndpoint:</source>
        <translation>Point de termi&amp;naison :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S3 bucket</source>
        <translation>Bucket S3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Bucket:</source>
        <translation>&amp;Bucket :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S3 region</source>
        <translation>Région S3</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Re&amp;gion:</source>
        <translation>&amp;Région :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S3 access key id</source>
        <translation>Identifiant de clé d&apos;accès S3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: OBJECT_STORE_ACCESS_KEY_ID</source>
        <translation>vide : OBJECT_STORE_ACCESS_KEY_ID</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Access key id:</source>
        <translation>Identifiant de clé d&apos;&amp;accès :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S3 secret access key</source>
        <translation>Clé d&apos;accès secrète S3</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Secret &amp;key:</source>
        <translation>&amp;Clé secrète :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Path-style addressing (MinIO, s3rver, IP endpoints)</source>
        <translation>Adressage par &amp;chemin (MinIO, s3rver, points de terminaison IP)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path-style addressing</source>
        <translation>Adressage par chemin</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The object store folder must be an absolute path.</source>
        <translation>Le dossier du stockage d&apos;objets doit être un chemin absolu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Name the S3 bucket.</source>
        <translation>Indiquez le bucket S3.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileOpener</name>
    <message>
        <location filename="../ui/window/profileopener.cpp" line="+49"/>
        <source>Stop the relay</source>
        <translation>Arrêter le relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The relay is running against %1. Opening %2 stops it (its batch is settled first).</source>
        <translation>Le relais tourne sur %1. Ouvrir %2 l&apos;arrête (son lot en cours est d&apos;abord terminé).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep this profile open to keep the relay running; the overview shows the other profiles meanwhile.</source>
        <translation>Gardez ce profil ouvert pour que le relais continue de tourner ; la vue d&apos;ensemble affiche les autres profils pendant ce temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the Relay and Open</source>
        <translation>Arrêter le relais et ouvrir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>profile &quot;%1&quot;</source>
        <translation>le profil « %1 »</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is no profile named &quot;%1&quot; (profiles are kept in %2).</source>
        <translation>Il n&apos;y a pas de profil nommé « %1 » (les profils sont conservés dans %2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading the password of %1 from the keychain…</source>
        <translation>Lecture du mot de passe de %1 dans le trousseau…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Preparing the demo workspace…</source>
        <translation>Préparation de l&apos;espace de démonstration…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileRelayPage</name>
    <message>
        <location filename="../ui/connections/profilerelaypage.cpp" line="+41"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTTP webhook</source>
        <translation>Webhook HTTP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON-lines file</source>
        <translation>Fichier JSON Lines</translation>
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
        <translation>De&amp;stination FennFlow :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Webhook URL</source>
        <translation>URL du webhook</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Webhook URL:</source>
        <translation>URL du &amp;webhook :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Webhook signing secret</source>
        <translation>Secret de signature du webhook</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signs each request (see Signature); kept in the keychain</source>
        <translation>Signe chaque requête (voir Signature) ; conservé dans le trousseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signing s&amp;ecret:</source>
        <translation>S&amp;ecret de signature :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HMAC-SHA256 (X-Outbox-Signature)</source>
        <translation>HMAC-SHA256 (X-Outbox-Signature)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard Webhooks (webhook-signature; secret whsec_…)</source>
        <translation>Standard Webhooks (webhook-signature ; secret whsec_…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;gnature:</source>
        <translation>Si&amp;gnature :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broker URL</source>
        <translation>URL du broker</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Broker URL:</source>
        <translation>URL du &amp;broker :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Broker password</source>
        <translation>Mot de passe du broker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The broker user&apos;s password (Kafka: the SASL password); kept in the keychain, never in the URL</source>
        <translation>Le mot de passe de l&apos;utilisateur du broker (Kafka : le mot de passe SASL) ; conservé dans le trousseau, jamais dans l&apos;URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broker pass&amp;word:</source>
        <translation>Mot de passe du b&amp;roker :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sink file</source>
        <translation>Fichier de destination</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>/var/lib/outbox/events.jsonl</source>
        <translation>/var/lib/outbox/events.jsonl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose sink file</source>
        <translation>Choisir le fichier de destination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink File</source>
        <translation>Fichier de destination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In order per file (aggregate_id)</source>
        <translation>Dans l’ordre par fichier (aggregate_id)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest first, whatever the file</source>
        <translation>Les plus anciens d’abord, quel que soit le fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In order per file: an event waits while an older event of its file is undelivered (outboxctl relay --ordering).</source>
        <translation>Dans l’ordre par fichier : un événement attend tant qu’un événement plus ancien de son fichier n’est pas livré (outboxctl relay --ordering).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Order:</source>
        <translation>&amp;Ordre :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plain (the event&apos;s JSON)</source>
        <translation>Simple (le JSON de l&apos;événement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents 1.0, binary (attributes in headers)</source>
        <translation>CloudEvents 1.0, binaire (attributs dans les en-têtes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents 1.0, structured (one JSON document)</source>
        <translation>CloudEvents 1.0, structuré (un document JSON)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event &amp;format:</source>
        <translation>&amp;Format des événements :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} stand for the event&apos;s values; empty: %1</source>
        <translation>{aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} et {table} représentent les valeurs de l&apos;événement ; vide : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CloudEvents source</source>
        <translation>Source CloudEvents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CE so&amp;urce:</source>
        <translation>So&amp;urce CE :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudEvents type</source>
        <translation>Type CloudEvents</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CE t&amp;ype:</source>
        <translation>T&amp;ype CE :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CloudEvents subject</source>
        <translation>Sujet CloudEvents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CE su&amp;bject:</source>
        <translation>Su&amp;jet CE :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Test &amp;Publish</source>
        <translation>&amp;Publier un test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Test publish</source>
        <translation>Publication de test</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send one test event to the sink with these settings (not yet saved). No row is read or changed: the event&apos;s aggregate_type is OutboxConsole, its event_type test.</source>
        <translation>Envoyer un événement de test à la destination avec ces réglages (pas encore enregistrés). Aucune ligne n&apos;est lue ni modifiée : l&apos;aggregate_type de l&apos;événement est OutboxConsole, son event_type test.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Test publish result</source>
        <translation>Résultat de la publication de test</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Vortos rows are carried out against the object store; FennFlow rows are published to this sink.</source>
        <translation>Les lignes Vortos sont exécutées sur le stockage d&apos;objets ; les lignes FennFlow sont publiées vers cette destination.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The webhook URL must be an http:// or https:// URL with a host name.</source>
        <translation>L&apos;URL du webhook doit être une URL http:// ou https:// avec un nom d&apos;hôte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The webhook URL contains a password. Put the signing secret in its own field: it goes to the keychain.</source>
        <translation>L&apos;URL du webhook contient un mot de passe. Mettez le secret de signature dans son propre champ : il va dans le trousseau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the file the relay appends FennFlow events to.</source>
        <translation>Indiquez le fichier auquel le relais ajoute les événements FennFlow.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The broker URL must start with %1:// (the sink chosen).</source>
        <translation>L&apos;URL du broker doit commencer par %1:// (la destination choisie).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The broker URL needs a host name.</source>
        <translation>L&apos;URL du broker doit comporter un nom d&apos;hôte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The broker URL contains a password. Type it in the Broker password field: it goes to the keychain.</source>
        <translation>L&apos;URL du broker contient un mot de passe. Saisissez-le dans le champ Mot de passe du broker : il va dans le trousseau.</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>The CloudEvents source</source>
        <translation>La source CloudEvents (source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents type</source>
        <translation>Le type CloudEvents (type)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CloudEvents subject</source>
        <translation>Le sujet CloudEvents (subject)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Published.</source>
        <translation>Publié.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed.</source>
        <translation>Échec.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose a sink and say where it is first.</source>
        <translation>Choisissez d&apos;abord une destination et indiquez où elle se trouve.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Test event %1 reached %2 in %3 ms.</source>
        <translation>L&apos;événement de test %1 a atteint %2 en %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Publishing…</source>
        <translation>Publication…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sending a test event…</source>
        <translation>Envoi d&apos;un événement de test…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileSafetyPage</name>
    <message>
        <location filename="../ui/connections/profilesafetypage.cpp" line="+28"/>
        <source>&amp;Payloads:</source>
        <translation>C&amp;harges utiles :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the environment says (masked on production)</source>
        <translation>Selon l&apos;environnement (masquées en production)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full</source>
        <translation>Complètes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masked: sensitive values as their shape</source>
        <translation>Masquées : valeurs sensibles réduites à leur type et longueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden: only the size</source>
        <translation>Cachées : seulement la taille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Masked keys:</source>
        <translation>Clés &amp;masquées :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Masked keys</source>
        <translation>Clés masquées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default: e-mail, phone, names, address, token, secret, password, IBAN, card, IP, bodies</source>
        <translation>par défaut : e-mail, téléphone, noms, adresse, jeton, secret, mot de passe, IBAN, carte, IP, contenus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A regular expression of JSON key names, case-insensitive, found anywhere in the name; empty for the default:
%1</source>
        <translation>Une expression régulière de noms de clés JSON, insensible à la casse, trouvée n&apos;importe où dans le nom ; vide pour la valeur par défaut :
%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Write user:</source>
        <translation>&amp;Utilisateur d&apos;écriture :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write user</source>
        <translation>Utilisateur d&apos;écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: changes use the connection&apos;s user</source>
        <translation>vide : les modifications utilisent l&apos;utilisateur de la connexion</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write pass&amp;word:</source>
        <translation>Mot de &amp;passe d&apos;écriture :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write password</source>
        <translation>Mot de passe d&apos;écriture</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Masking keeps personal data off screens, exports and the audit trail of people who work through the console. It is no defence against someone holding the database password: a write user is. The console reads as the connection&apos;s user and makes every change (retry, mark done, resend, purge, the relay) as the write user once writing is unlocked; grant the reading user SELECT only. Actions the role may not do are disabled, naming the missing privilege.</source>
        <translation>Le masquage tient les données personnelles à l&apos;écart des écrans, des exports et de la piste d&apos;audit des personnes qui travaillent via la console. Il ne protège pas contre quelqu&apos;un qui détient le mot de passe de la base de données ; un utilisateur d&apos;écriture, si. La console lit en tant qu&apos;utilisateur de la connexion et effectue chaque modification (réessayer, marquer comme traité, renvoyer, purger, le relais) en tant qu&apos;utilisateur d&apos;écriture une fois l&apos;écriture déverrouillée ; n&apos;accordez que SELECT à l&apos;utilisateur de lecture. Les actions que le rôle ne peut pas effectuer sont désactivées, avec le nom du privilège manquant.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Masked keys: %1</source>
        <translation>Clés masquées : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write user: a SQLite file has no users (its file permissions decide what may change): leave it empty.</source>
        <translation>Utilisateur d&apos;écriture : un fichier SQLite n&apos;a pas d&apos;utilisateurs (ses permissions de fichier décident de ce qui peut changer) : laissez-le vide.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileSecretLocations</name>
    <message>
        <location filename="../ui/connections/profilesecretlocations.cpp" line="+50"/>
        <source>Kept for this session only</source>
        <translation>Conservé pour cette session seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goes to the system keychain when saved</source>
        <translation>Ira dans le trousseau du système à l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stored in the system keychain; type to replace</source>
        <translation>Stocké dans le trousseau du système ; saisissez pour remplacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept for this session; type to replace</source>
        <translation>Conservé pour cette session ; saisissez pour remplacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None stored; one typed here is kept for this session only</source>
        <translation>Aucun stocké ; celui saisi ici est conservé pour cette session seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None stored; one typed here goes to the system keychain</source>
        <translation>Aucun stocké ; celui saisi ici ira dans le trousseau du système</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unchanged; type to replace</source>
        <translation>Inchangé ; saisissez pour remplacer</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileTablePage</name>
    <message>
        <location filename="../ui/connections/profiletablepage.cpp" line="+29"/>
        <source>Outbox table</source>
        <translation>Table d&apos;outbox</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detect: %1</source>
        <translation>Détecter : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NAME or SCHEMA.NAME; empty: the first of the usual names that exists</source>
        <translation>NOM ou SCHÉMA.NOM ; vide : le premier des noms habituels qui existe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table:</source>
        <translation>T&amp;able :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Detect from the columns</source>
        <translation>Détecter d&apos;après les colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vortos (object-store operations)</source>
        <translation>Vortos (opérations de stockage d&apos;objets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow (domain events)</source>
        <translation>FennFlow (événements de domaine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DotNetCore.CAP (cap.published, cap.received)</source>
        <translation>DotNetCore.CAP (cap.published, cap.received)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring Modulith (event publication registry)</source>
        <translation>Spring Modulith (registre des publications d’événements)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gruelbox transaction-outbox (txno_outbox)</source>
        <translation>gruelbox transaction-outbox (txno_outbox)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped: any table, by its columns</source>
        <translation>Mappée : toute table, d’après ses colonnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Detect from the rows</source>
        <translation>Détecter d&apos;après les lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>docs: ready rows are &quot;created&quot;</source>
        <translation>docs : les lignes prêtes sont « created »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shipped: ready rows are &quot;pending&quot;</source>
        <translation>shipped : les lignes prêtes sont « pending »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FennFlow only: which status means ready to publish</source>
        <translation>FennFlow uniquement : quel statut signifie prêt à publier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vocabulaire :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CAP &amp;retries:</source>
        <translation>Nouvelles tentatives CA&amp;P :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CAP failed retry count</source>
        <translation>Nombre de nouvelles tentatives en échec (CAP)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DotNetCore.CAP only: the application&apos;s FailedRetryCount. A Failed row with this many retries is dead; below it CAP is still retrying it.</source>
        <translation>DotNetCore.CAP uniquement : le FailedRetryCount de l’application. Une ligne Failed avec autant de nouvelles tentatives est morte ; en dessous, CAP la réessaie encore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column &amp;map:</source>
        <translation>&amp;Mappage des colonnes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column mapping</source>
        <translation>Mappage des colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROLE=COLUMN …, e.g. status=state key=aggregateid</source>
        <translation>RÔLE=COLONNE …, p. ex. status=state key=aggregateid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped tables only: the columns for the roles id, status, payload, created, updated, attempts, error, key, event-type, event-id, aggregate-type and next-attempt, separated by spaces. Unset roles take Debezium&apos;s outbox columns (id, aggregatetype, aggregateid, type, payload) where the table has them.</source>
        <translation>Tables mappées uniquement : les colonnes des rôles id, status, payload, created, updated, attempts, error, key, event-type, event-id, aggregate-type et next-attempt, séparées par des espaces. Les rôles non définis prennent les colonnes d’outbox de Debezium (id, aggregatetype, aggregateid, type, payload) quand la table les a.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;State values:</source>
        <translation>Valeu&amp;rs d’état :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status values of each state</source>
        <translation>Valeurs de statut de chaque état</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STATE=VALUE[,VALUE…] …, e.g. pending=NEW dead=FAILED sent=SENT</source>
        <translation>ÉTAT=VALEUR[,VALEUR…] …, p. ex. pending=NEW dead=FAILED sent=SENT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mapped tables with a status column: which values mean pending, inflight, dead and sent. Without a status column the table is read-only.</source>
        <translation>Tables mappées avec une colonne de statut : quelles valeurs signifient pending, inflight, dead et sent. Sans colonne de statut, la table est en lecture seule.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Test Connection shows what is detected, and for another library&apos;s table or a mapped one the rows of each state it yields. Set a value only when detection guesses wrong.</source>
        <translation>« Tester la connexion » montre ce qui est détecté et, pour la table d’une autre bibliothèque ou une table mappée, les lignes de chaque état qui en résultent. Ne définissez une valeur que si la détection se trompe.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ProfileTlsPage</name>
    <message>
        <location filename="../ui/connections/profiletlspage.cpp" line="+37"/>
        <source>Driver default (prefer)</source>
        <translation>Valeur par défaut du pilote (prefer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PostgreSQL sslmode. verify-full checks the certificate and the host name: use it for anything that crosses a network you do not control.</source>
        <translation>sslmode de PostgreSQL. verify-full vérifie le certificat et le nom d&apos;hôte : utilisez-le pour tout ce qui traverse un réseau que vous ne contrôlez pas.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>T&amp;LS mode:</source>
        <translation>Mode T&amp;LS :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Driver default (PREFERRED)</source>
        <translation>Valeur par défaut du pilote (PREFERRED)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MySQL/MariaDB ssl-mode. VERIFY_CA checks the server&apos;s certificate against the CA certificate below: use it for anything that crosses a network you do not control.</source>
        <translation>ssl-mode de MySQL/MariaDB. VERIFY_CA vérifie le certificat du serveur avec le certificat CA ci-dessous : utilisez-le pour tout ce qui traverse un réseau que vous ne contrôlez pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>VERIFY_IDENTITY is not offered: the MySQL driver of Qt 6.4 cannot check the server&apos;s host name. VERIFY_CA with a CA certificate checks its certificate.</source>
        <translation>VERIFY_IDENTITY n’est pas proposé : le pilote MySQL de Qt 6.4 ne peut pas vérifier le nom d’hôte du serveur. VERIFY_CA avec un certificat CA vérifie son certificat.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificats (*.pem *.crt *.cer);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation>Clés (*.pem *.key);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+70"/>
        <source>CA certificate file</source>
        <translation>Fichier du certificat CA</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>none: the driver&apos;s default</source>
        <translation>aucun : la valeur par défaut du pilote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose CA certificate file</source>
        <translation>Choisir le fichier du certificat CA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CA Certificate</source>
        <translation>Certificat CA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate file</source>
        <translation>Fichier du certificat client</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client cert&amp;ificate:</source>
        <translation>Cert&amp;ificat client :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose client certificate file</source>
        <translation>Choisir le fichier du certificat client</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client Certificate</source>
        <translation>Certificat client</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key file</source>
        <translation>Fichier de la clé client</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client &amp;key:</source>
        <translation>Clé cli&amp;ent :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose client key file</source>
        <translation>Choisir le fichier de la clé client</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client Key</source>
        <translation>Clé client</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Client key passphrase</source>
        <translation>Phrase secrète de la clé client</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Key &amp;passphrase:</source>
        <translation>&amp;Phrase secrète de la clé :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A SQLite database is a file on this computer: there is no TLS to set.</source>
        <translation>Une base SQLite est un fichier sur cet ordinateur : il n’y a pas de TLS à régler.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CA certificate</source>
        <translation>Certificat CA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Root certificate</source>
        <translation>Certificat racine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate</source>
        <translation>Certificat client</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client key</source>
        <translation>Clé client</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA certificate: the TLS mode VERIFY_CA checks the server&apos;s certificate against a CA; choose the file of the CA that signed it.</source>
        <translation>Certificat CA : le mode TLS VERIFY_CA vérifie le certificat du serveur avec une CA ; choisissez le fichier de la CA qui l’a signé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TLS mode: the AWS RDS IAM token (Access tab) needs TLS; %1 would send it unencrypted. Choose %2 or a stricter mode.</source>
        <translation>Mode TLS : le jeton AWS RDS IAM (onglet Accès) exige TLS ; %1 l’enverrait en clair. Choisissez %2 ou un mode plus strict.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CA certi&amp;ficate:</source>
        <translation>Ce&amp;rtificat CA :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Root certi&amp;ficate:</source>
        <translation>Ce&amp;rtificat racine :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Root certificate file</source>
        <translation>Fichier du certificat racine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files on this computer, in PEM format. MySQL and MariaDB take a client key without a passphrase.</source>
        <translation>Fichiers sur cet ordinateur, au format PEM. MySQL et MariaDB prennent une clé client sans phrase secrète.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files on this computer, in PEM format. The key&apos;s passphrase goes to the system keychain, never to the profile file; without one stored, OUTBOX_DATABASE_SSLPASSWORD is used.</source>
        <translation>Fichiers sur cet ordinateur, au format PEM. La phrase secrète de la clé va dans le trousseau du système, jamais dans le fichier de profil ; si aucune n’est enregistrée, OUTBOX_DATABASE_SSLPASSWORD est utilisée.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromoteDialog</name>
    <message>
        <location filename="../ui/actions/promotedialog.cpp" line="+48"/>
        <source>Promote an Object</source>
        <translation>Promouvoir un objet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &quot;%1&quot; is read-only: promotions change objects or rows and are disabled. Unlock writing for this session first.</source>
        <translation>Le profil « %1 » est en lecture seule : les promotions modifient des objets ou des lignes et sont désactivées. Déverrouillez d&apos;abord l&apos;écriture pour cette session.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Profile &quot;%1&quot; has no object store: the temporary object cannot be checked and &quot;immediately&quot; is not available. Set one in the profile.</source>
        <translation>Le profil « %1 » n&apos;a pas de stockage d&apos;objets : l&apos;objet temporaire ne peut pas être vérifié et « immédiatement » n&apos;est pas disponible. Définissez-en un dans le profil.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Temporary key</source>
        <translation>Clé temporaire</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Temporary key:</source>
        <translation>Clé &amp;temporaire :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Temporary prefix</source>
        <translation>Préfixe temporaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The temporary key must be under this prefix, the permanent key must not.</source>
        <translation>La clé temporaire doit se trouver sous ce préfixe, la clé permanente ne le doit pas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Permanent key or template</source>
        <translation>Clé permanente ou modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key, or a template: %1 are filled in (see the Template menu). Write {{ and }} for literal braces.</source>
        <translation>La clé permanente, ou un modèle : %1 sont remplis (voir le menu Modèle). Écrivez {{ et }} pour des accolades littérales.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Temporary pre&amp;fix:</source>
        <translation>Pré&amp;fixe temporaire :</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 was moved to %2 by the promotion above.</source>
        <translation>%1 a été déplacé vers %2 par la promotion ci-dessus.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Browse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse the temporary prefix</source>
        <translation>Parcourir le préfixe temporaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the objects under the temporary prefix and pick one</source>
        <translation>Lister les objets sous le préfixe temporaire et en choisir un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No object store is configured in the profile.</source>
        <translation>Aucun stockage d&apos;objets n&apos;est configuré dans le profil.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Temp&amp;late</source>
        <translation>Mo&amp;dèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key templates</source>
        <translation>Modèles de clé permanente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P&amp;ermanent key:</source>
        <translation>Clé p&amp;ermanente :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Value of {id}</source>
        <translation>Valeur de {id}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What {id} stands for; guessed from the temporary key.</source>
        <translation>Ce que représente {id} ; deviné d&apos;après la clé temporaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New random values</source>
        <translation>&amp;Nouvelles valeurs aléatoires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New random values for {random} and {uuid}</source>
        <translation>Nouvelles valeurs aléatoires pour {random} et {uuid}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{&amp;id} is:</source>
        <translation>{&amp;id} vaut :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resulting permanent key</source>
        <translation>Clé permanente obtenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The key the object is promoted to.</source>
        <translation>La clé vers laquelle l&apos;objet est promu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resulting key:</source>
        <translation>Clé obtenue :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete the temporary object after the copy</source>
        <translation>&amp;Supprimer l&apos;objet temporaire après la copie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I&amp;mmediately against the object store</source>
        <translation>&amp;Immédiatement sur le stockage d&apos;objets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy, verify, then delete the source now, from this computer.</source>
        <translation>Copier, vérifier, puis supprimer la source maintenant, depuis cet ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Via the outbox: write a promote row for the relay</source>
        <translation>&amp;Via l&apos;outbox : écrire une ligne promote pour le relais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Insert a promote row into %1 in its own transaction; the relay carries it out.</source>
        <translation>Insérer une ligne promote dans %1 dans sa propre transaction ; le relais l&apos;exécute.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+339"/>
        <source>The profile has no object store.</source>
        <translation>Le profil n&apos;a pas de stockage d&apos;objets.</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Mode:</source>
        <translation>Mode :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Overwrite the object the permanent key holds</source>
        <translation>Écraser l&apos;&amp;objet de la clé permanente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Validation message</source>
        <translation>Message de validation</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+286"/>
        <source>&amp;Promote…</source>
        <translation>&amp;Promouvoir…</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Promote</source>
        <translation>Promouvoir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show the Row</source>
        <translation>&amp;Afficher la ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog and show the promote row in the Rows tab</source>
        <translation>Fermer la boîte de dialogue et afficher la ligne de promotion dans l’onglet Lignes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the promote row written at %1</source>
        <translation>la ligne de promotion écrite à %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Write Promote Row…</source>
        <translation>&amp;Écrire la ligne promote…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The promotion is running.</source>
        <translation>La promotion est en cours.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done. Change the keys to promote another object.</source>
        <translation>Terminé. Changez les clés pour promouvoir un autre objet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter a valid temporary and permanent key first.</source>
        <translation>Saisissez d&apos;abord une clé temporaire et une clé permanente valides.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pre-check is running.</source>
        <translation>La vérification préalable est en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pre-check failed: %1</source>
        <translation>La vérification préalable a échoué : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The permanent key holds an object: tick &quot;Overwrite&quot; to replace it.</source>
        <translation>La clé permanente contient un objet : cochez « Écraser l&apos;objet… » pour le remplacer.</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>%1 is a %2 outbox: promote rows go to a Vortos object-store outbox.</source>
        <translation>%1 est une outbox %2 : les lignes promote vont dans une outbox Vortos de stockage d&apos;objets.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromotionCheckView</name>
    <message>
        <location filename="../ui/actions/promotioncheckview.cpp" line="+24"/>
        <source>Pre-check</source>
        <translation>Vérification préalable</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Store:</source>
        <translation>Stockage :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temporary object:</source>
        <translation>Objet temporaire :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Permanent key:</source>
        <translation>Clé permanente :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none configured in the profile</source>
        <translation>aucun configuré dans le profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the profile&apos;s object store</source>
        <translation>le stockage d&apos;objets du profil</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not checked (enter valid keys)</source>
        <translation>non vérifié (saisissez des clés valides)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+1"/>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be checked without an object store: the relay will fail the row if it is gone</source>
        <translation>impossible à vérifier sans stockage d&apos;objets : le relais fera échouer la ligne s&apos;il a disparu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be checked</source>
        <translation>impossible à vérifier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ exists: %1</source>
        <translation>✓ existe : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚠ already holds an object: %1.
Tick &quot;Overwrite&quot; to replace it.</source>
        <translation>⚠ contient déjà un objet : %1.
Cochez « Écraser l&apos;objet… » pour le remplacer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✓ free: nothing is stored there yet</source>
        <translation>✓ libre : rien n&apos;y est encore stocké</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PromotionResultView</name>
    <message>
        <location filename="../ui/actions/promotionresultview.cpp" line="+15"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Promotion steps</source>
        <translation>Étapes de la promotion</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Promoting…</source>
        <translation>Promotion en cours…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Done: the relay will carry out row %1.</source>
        <translation>Terminé : le relais exécutera la ligne %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: the object is promoted.</source>
        <translation>Terminé : l&apos;objet est promu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✗ stopped: %1</source>
        <translation>✗ arrêté : %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The promotion stopped after the copy: see the steps done before it.</source>
        <translation>La promotion s&apos;est arrêtée après la copie : voir les étapes faites avant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The promotion failed before anything changed.</source>
        <translation>La promotion a échoué avant que quoi que ce soit ne change.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing was changed: %1</source>
        <translation>Rien n&apos;a été modifié : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::PurgeDialog</name>
    <message numerus="yes">
        <location filename="../ui/actions/purgedialog.cpp" line="+44"/>
        <source>%Ln week(s)</source>
        <translation>
            <numerusform>%Ln semaine</numerusform>
            <numerusform>%Ln semaines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln jour</numerusform>
            <numerusform>%Ln jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln heure</numerusform>
            <numerusform>%Ln heures</numerusform>
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
    <message>
        <location line="+31"/>
        <source>Purge Sent Rows — %1</source>
        <translation>Purger les lignes envoyées — %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+187"/>
        <source>Purge sent rows</source>
        <translation>Purger les lignes envoyées</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Delete the sent rows of %1 that were created longer ago than the retention period.</source>
        <translation>Supprimer les lignes envoyées de %1 créées avant la durée de conservation.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Retention in days</source>
        <translation>Conservation en jours</translation>
    </message>
    <message numerus="yes">
        <location line="-53"/>
        <source>%n day(s)</source>
        <comment>the retention spin box</comment>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Older than:</source>
        <translation>Plus anciennes que :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retention period</source>
        <translation>Durée de conservation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number followed by m, h, d or w, for example 30d or 12h</source>
        <translation>Un nombre suivi de m, h, d ou w, par exemple 30d ou 12h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or &amp;period:</source>
        <translation>ou &amp;durée :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counting</source>
        <translation>Comptage</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Rows to purge</source>
        <translation>Lignes à purger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why purging is disabled</source>
        <translation>Pourquoi la purge est désactivée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purge progress</source>
        <translation>Progression de la purge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;ount Again</source>
        <translation>&amp;Recompter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count again</source>
        <translation>Recompter</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+64"/>
        <source>&amp;Purge</source>
        <translation>&amp;Purger</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Purge</source>
        <translation>Purger</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Batch %1 of %2 · %Ln deleted</source>
        <translation>
            <numerusform>Lot %1 sur %2 · %Ln supprimée</numerusform>
            <numerusform>Lot %1 sur %2 · %Ln supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%Ln sent row(s) were created before %1 (%2 ago) and would be deleted.</source>
        <translation>
            <numerusform>%Ln ligne envoyée a été créée avant %1 (il y a %2) et serait supprimée.</numerusform>
            <numerusform>%Ln lignes envoyées ont été créées avant %1 (il y a %2) et seraient supprimées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Delete %Ln sent row(s) of %1 created before %2 (older than %3), where they are still sent.</source>
        <translation>
            <numerusform>Supprimer %Ln ligne envoyée de %1 créée avant %2 (plus ancienne que %3), si elle est toujours envoyée.</numerusform>
            <numerusform>Supprimer %Ln lignes envoyées de %1 créées avant %2 (plus anciennes que %3), si elles sont toujours envoyées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1, %2: no longer sent</source>
        <translation>%1, %2 : plus envoyées</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deleted</source>
        <translation>
            <numerusform>%Ln supprimée</numerusform>
            <numerusform>%Ln supprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln ignorée</numerusform>
            <numerusform>%Ln ignorées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %Ln not reached</source>
        <translation>
            <numerusform>%1, %Ln non atteinte</numerusform>
            <numerusform>%1, %Ln non atteintes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>&amp;Purge %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Purger %Ln ligne</numerusform>
            <numerusform>&amp;Purger %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destructive: deletes rows permanently</source>
        <translation>Destructif : supprime des lignes définitivement</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete the counted rows permanently (asks first)</source>
        <translation>Supprimer définitivement les lignes comptées (demande d&apos;abord)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sent rows are old enough to purge</source>
        <translation>Aucune ligne envoyée n&apos;est assez ancienne pour être purgée</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No sent rows were created before %1 (%2 ago): nothing to purge.</source>
        <translation>Aucune ligne envoyée n&apos;a été créée avant le %1 (il y a %2) : rien à purger.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Counting failed: %1</source>
        <translation>Échec du comptage : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counting was cancelled.</source>
        <translation>Le comptage a été annulé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counting the sent rows older than %1…</source>
        <translation>Comptage des lignes envoyées plus anciennes que %1…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rows in any other state are never deleted.</source>
        <translation>Les lignes dans tout autre état ne sont jamais supprimées.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Purge %Ln Row(s)</source>
        <translation>
            <numerusform>Purger %Ln ligne</numerusform>
            <numerusform>Purger %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purge not confirmed: nothing was deleted.</source>
        <translation>Purge non confirmée : rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancelled after batch %1 of %2: %3.</source>
        <translation>Annulé après le lot %1 sur %2 : %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancelled before the first batch: %1 Nothing was deleted.</source>
        <translation>Annulé avant le premier lot : %1 Rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Selecting the rows…</source>
        <translation>Sélection des lignes…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayCounterBoard</name>
    <message>
        <location filename="../ui/relay/relaycounterboard.cpp" line="+17"/>
        <source>Claimed</source>
        <translation>Réservées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows claimed since the start</source>
        <translation>Lignes réservées depuis le démarrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Livrées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows delivered</source>
        <translation>Lignes livrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Échouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows whose delivery failed and that will be tried again</source>
        <translation>Lignes dont la livraison a échoué et qui seront réessayées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation>Mortes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows that failed for the last time</source>
        <translation>Lignes qui ont échoué pour la dernière fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per second</source>
        <translation>Lignes par seconde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows settled per second over the last 5 seconds</source>
        <translation>Lignes réglées par seconde sur les 5 dernières secondes</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 (idle)</source>
        <translation>%1 (au repos)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayErrorList</name>
    <message>
        <location filename="../ui/relay/relayerrorlist.cpp" line="+18"/>
        <source>Last relay errors</source>
        <translation>Dernières erreurs du relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click an error or a group to show its rows</source>
        <translation>Double-cliquez sur une erreur ou un groupe pour afficher ses lignes</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the rows of the relay&apos;s error &quot;%1&quot;</source>
        <translation>les lignes de l’erreur du relais « %1 »</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(no error text)</source>
        <translation>(pas de texte d’erreur)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · row %2 · %3</source>
        <translation>%1 · ligne %2 · %3</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayLagChart</name>
    <message>
        <location filename="../ui/relay/relaylagchart.cpp" line="+19"/>
        <source>Oldest pending row&apos;s age</source>
        <translation>Âge de la plus ancienne ligne en attente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending age</source>
        <translation>Âge de la plus ancienne ligne en attente</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lag chart: oldest pending row&apos;s age over time</source>
        <translation>Graphique du retard : âge de la plus ancienne ligne en attente au fil du temps</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hours</source>
        <translation>heures</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayPanel</name>
    <message>
        <location filename="../ui/relay/relaypanel.cpp" line="+61"/>
        <location line="+134"/>
        <location line="+75"/>
        <source>No table</source>
        <translation>Aucune table</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Relay state</source>
        <translation>État du relais</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the relay</source>
        <translation>Démarrer le relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+229"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Pause or resume the relay</source>
        <translation>Mettre en pause ou reprendre le relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the relay</source>
        <translation>Arrêter le relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current batch is settled.</source>
        <translation>S&apos;arrêter une fois le lot en cours réglé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+208"/>
        <source>Create &amp;Delivery Table…</source>
        <translation>Créer la table de &amp;livraison…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the table in which the relay records attempts, errors and retries.</source>
        <translation>Créer la table où le relais note les tentatives, les erreurs et les nouvelles tentatives.</translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+236"/>
        <source>Test P&amp;ublish</source>
        <translation>P&amp;ublier un test</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>Send one test event to the sink with the profile&apos;s settings. No row is read or changed: the event&apos;s aggregate_type is OutboxConsole, its event_type test.</source>
        <translation>Envoyer un événement de test à la destination avec les réglages du profil. Aucune ligne n&apos;est lue ni modifiée : l&apos;aggregate_type de l&apos;événement est OutboxConsole, son event_type test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sin&amp;k Settings…</source>
        <translation>Réglages de la destinatio&amp;n…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sink, its event format and its secret, in the profile&apos;s relay settings</source>
        <translation>La destination, son format d&apos;événements et son secret, dans les réglages de relais du profil</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Relay log</source>
        <translation>Journal du relais</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+384"/>
        <source>Last &amp;errors</source>
        <translation>Dernières &amp;erreurs</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Relay on %1 → %2</source>
        <translation>Relais sur %1 → %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Table %1 (%2) of %3.</source>
        <translation>Table %1 (%2) de %3.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Relay on %1 → %2 (sink settings changed to %3: stop and start the relay to apply them)</source>
        <translation>Relais sur %1 → %2 (réglages de destination changés en %3 : arrêtez et redémarrez le relais pour les appliquer)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Test event %1 reached %2 in %3 ms.</source>
        <translation>L&apos;événement de test %1 a atteint %2 en %3 ms.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Test publish failed: %1</source>
        <translation>Échec de la publication de test : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sending a test event to %1…</source>
        <translation>Envoi d&apos;un événement de test à %1…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>● Running</source>
        <translation>● En cours</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>❚❚ Paused</source>
        <translation>❚❚ En pause</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+167"/>
        <source>Stopping after the current batch…</source>
        <translation>Arrêt après le lot en cours…</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Start delivering pending rows.</source>
        <translation>Commencer à livrer les lignes en attente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Create &amp;Relay Tables…</source>
        <translation>Créer les tables du &amp;relais…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the console&apos;s tables this database lacks: %1</source>
        <translation>Créer les tables de la console qui manquent à cette base de données : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Relays share a table safely (each row is claimed by one), but make sure another one is wanted.</source>
        <translation>Des relais peuvent partager une table sans risque (chaque ligne est réservée par un seul), mais assurez-vous qu&apos;un autre relais est voulu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relays registered on %1: %2.</source>
        <translation>Relais enregistrés sur %1 : %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Started: delivering to %1 (lanes: %2).</source>
        <translation>Démarré : livraison à %1 (voies : %2).</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Could not sample the table: %1</source>
        <translation>Impossible d&apos;échantillonner la table : %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Publishing…</source>
        <translation>Publication…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>⚠ %n other session(s) hold row locks on %1 (%2): other relays are probably running.</source>
        <translation>
            <numerusform>⚠ %n autre session détient des verrous de ligne sur %1 (%2) : un autre relais tourne probablement.</numerusform>
            <numerusform>⚠ %n autres sessions détiennent des verrous de ligne sur %1 (%2) : d’autres relais tournent probablement.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not started: %1</source>
        <translation>Non démarré : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Batch: %1 claimed, %2 delivered, %3 failed, %4 dead in %5 s.</source>
        <translation>Lot : %1 réservées, %2 livrées, %3 échouées, %4 mortes en %5 s.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n row(s) not tried: an earlier row of their file failed, and they wait behind it.</source>
        <translation>
            <numerusform>%n ligne non tentée : une ligne antérieure de son fichier a échoué, et elle attend derrière.</numerusform>
            <numerusform>%n lignes non tentées : une ligne antérieure de leur fichier a échoué, et elles attendent derrière.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problem: %1</source>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped: %1</source>
        <translation>Arrêté : %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Starting the relay on %1…</source>
        <translation>Démarrage du relais sur %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Paused: no new batch is claimed.</source>
        <translation>En pause : aucun nouveau lot n&apos;est réservé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed.</source>
        <translation>Repris.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Last &amp;errors (%1)</source>
        <translation>Dernières &amp;erreurs (%1)</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayStartPlan</name>
    <message>
        <location filename="../ui/relay/relaystartplan.cpp" line="+23"/>
        <source>the OBJECT_STORE_* object store</source>
        <translation>le stockage d&apos;objets OBJECT_STORE_*</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a table first.</source>
        <translation>Ouvrez d&apos;abord une table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rows of %1 are delivered by its own library (%2): the console&apos;s relay does not run on them.</source>
        <translation>Les lignes de %1 sont livrées par sa propre bibliothèque (%2) : le relais de la console ne tourne pas sur ces lignes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot; is read-only: the relay changes rows and will not start. Unlock writing for this session first.</source>
        <translation>Le profil « %1 » est en lecture seule : le relais modifie des lignes et ne démarrera pas. Déverrouillez d&apos;abord l&apos;écriture pour cette session.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The profile has no object store for the Vortos relay: set one in the profile (or the OBJECT_STORE_* environment).</source>
        <translation>Le profil n&apos;a pas de stockage d&apos;objets pour le relais Vortos : définissez-en un dans le profil (ou dans l&apos;environnement OBJECT_STORE_*).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The profile has no sink for the FennFlow relay: set a webhook, a file or a broker in its Sink Settings.</source>
        <translation>Le profil n&apos;a pas de destination pour le relais FennFlow : définissez un webhook, un fichier ou un broker dans ses réglages de destination.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The relay is running.</source>
        <translation>Le relais est en cours d&apos;exécution.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In &amp;order per object</source>
        <translation>Dans l&apos;&amp;ordre par objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row waits while an older row that writes its object, or deletes the source it moves, is undelivered: waiting for its retry, in flight, or dead. Other objects are never held up (outboxctl relay --ordering=key).</source>
        <translation>Une ligne attend tant qu&apos;une ligne plus ancienne qui écrit son objet, ou supprime la source qu&apos;elle déplace, n&apos;est pas livrée : en attente de sa nouvelle tentative, en cours ou morte. Les autres objets ne sont jamais retenus (outboxctl relay --ordering=key).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In &amp;order per file</source>
        <translation>Dans l’&amp;ordre par fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An event waits while an older event of its file (aggregate_id) is undelivered: waiting for its retry, in flight, or dead. Other files are never held up (outboxctl relay --ordering=key).</source>
        <translation>Un événement attend tant qu’un événement plus ancien de son fichier (aggregate_id) n’est pas livré : en attente de sa nouvelle tentative, en cours de livraison ou mort. Les autres fichiers ne sont jamais retenus (outboxctl relay --ordering=key).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, since %2, last heartbeat %3 s ago%4</source>
        <translation>%1, depuis %2, dernier signal de vie il y a %3 s%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, paused</source>
        <translation>, en pause</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start the relay</source>
        <translation>Démarrer le relais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a relay on %1: pending rows will be delivered to %2.</source>
        <translation>Démarrer un relais sur %1 : les lignes en attente seront livrées à %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows are claimed in batches of %1 and marked done, retried with backoff, or dead after %2 attempts.</source>
        <translation>Les lignes sont réservées par lots de %1 puis marquées traitées, réessayées avec temporisation, ou mortes après %2 tentatives.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows are claimed in batches of %1 and marked sent; a failed delivery marks the row failed at once (this table has no %2: outboxctl relay init creates it, for retries with backoff).</source>
        <translation>Les lignes sont prises par lots de %1 et marquées envoyées ; une livraison échouée marque aussitôt la ligne en échec (cette table n’a pas de %2 : outboxctl relay init la crée, pour des relances avec délai croissant).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rows that touch one object are carried out in order: a row waits while an older one of its object is undelivered.</source>
        <translation>Les lignes qui touchent un même objet sont exécutées dans l&apos;ordre : une ligne attend tant qu&apos;une plus ancienne de son objet n&apos;est pas livrée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows are carried out oldest first, whatever their object: a later delete may overtake a put that waits for its retry.</source>
        <translation>Les lignes sont exécutées des plus anciennes aux plus récentes, quel que soit leur objet : une suppression ultérieure peut doubler une écriture qui attend sa nouvelle tentative.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Events of one file are delivered in order: an event waits while an older one of its file is undelivered.</source>
        <translation>Les événements d’un fichier sont livrés dans l’ordre : un événement attend tant qu’un plus ancien de son fichier n’est pas livré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events are delivered oldest first, whatever their file: a later event may overtake one that waits for its retry.</source>
        <translation>Les événements les plus anciens sont livrés d’abord, quel que soit leur fichier : un événement plus récent peut en dépasser un qui attend sa nouvelle tentative.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other sessions holding row locks on the table now: %1. Another relay is probably running.</source>
        <translation>Autres sessions détenant en ce moment des verrous de ligne sur la table : %1. Un autre relais tourne probablement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relays running on this table: %1.</source>
        <translation>Relais en cours sur cette table : %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start relay</source>
        <translation>Démarrer le relais</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RelayTablesSetup</name>
    <message>
        <location filename="../ui/relay/relaytablessetup.cpp" line="+30"/>
        <source>%1 is read-only: the console will not create tables in its database. Unlock writing for this session first, or ask someone who may.</source>
        <translation>%1 est en lecture seule : la console ne créera pas de tables dans sa base. Déverrouillez d’abord l’écriture pour cette session, ou demandez à quelqu’un qui en a le droit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Create the delivery table</source>
        <translation>Créer la table de livraison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create the console&apos;s delivery table and its other tables (%1) beside %2. The FennFlow table itself is not changed.</source>
        <translation>Créer la table de livraison et les autres tables de la console (%1) à côté de %2. La table FennFlow elle-même n’est pas modifiée.</translation>
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
        <translation>Avec elles, le relais note les tentatives et la dernière erreur de chaque événement, réessaie avec délai et conserve le vocabulaire de statuts de la table, et les événements morts peuvent être mis de côté (onglet Bloquées).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create the console&apos;s tables</source>
        <translation>Créer les tables de la console</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create %1 beside %2. The outbox table itself is not changed.</source>
        <translation>Créer %1 à côté de %2. La table outbox elle-même n’est pas modifiée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The attempt log keeps every failed attempt and what a retry cleared, for each row&apos;s History; the group notes are shared with everyone who opens the table.</source>
        <translation>Le journal des tentatives garde chaque tentative échouée et ce qu’une relance a effacé, pour l’historique de chaque ligne ; les notes de groupe sont partagées avec tous ceux qui ouvrent la table.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create Tables</source>
        <translation>Créer les tables</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The console&apos;s tables beside %1 already exist.</source>
        <translation>Les tables de la console à côté de %1 existent déjà.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created the delivery table beside %1: the relay now records why each event failed.</source>
        <translation>Table de livraison créée à côté de %1 : le relais note désormais pourquoi chaque événement a échoué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Created the console&apos;s tables beside %1.</source>
        <translation>Tables de la console créées à côté de %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not create the console&apos;s tables: %1</source>
        <translation>Impossible de créer les tables de la console : %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The audit outcome could not be written: %1</source>
        <translation>Le résultat n’a pas pu être écrit dans l’audit : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ReplayDialog</name>
    <message>
        <location filename="../ui/actions/replaydialog.cpp" line="+45"/>
        <source>Replay Sent Rows — %1</source>
        <translation>Rejouer des lignes envoyées — %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+139"/>
        <source>Replay sent rows</source>
        <translation>Rejouer des lignes envoyées</translation>
    </message>
    <message numerus="yes">
        <location line="-144"/>
        <source>Copy %Ln sent row(s) as new ready rows, so that the relay delivers them again. The originals stay as they are; consumers receive each copy as a new event.</source>
        <translation>
            <numerusform>Copier %Ln ligne envoyée comme nouvelle ligne prête, pour que le relais la livre à nouveau. L’original reste inchangé ; les consommateurs reçoivent la copie comme un nouvel événement.</numerusform>
            <numerusform>Copier %Ln lignes envoyées comme nouvelles lignes prêtes, pour que le relais les livre à nouveau. Les originaux restent inchangés ; les consommateurs reçoivent chaque copie comme un nouvel événement.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Checking the rows</source>
        <translation>Vérification des lignes</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>What the replay copies</source>
        <translation>Ce que le rejeu copie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order warning</source>
        <translation>Avertissement d’ordre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Why replaying is disabled</source>
        <translation>Pourquoi le rejeu est désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay progress</source>
        <translation>Progression du rejeu</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+28"/>
        <source>&amp;Replay</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Start the &amp;Canary</source>
        <translation>Lancer le &amp;canari</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Replay %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Rejouer %Ln ligne</numerusform>
            <numerusform>&amp;Rejouer %Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Checking the %Ln row(s) and the order of their keys…</source>
        <translation>
            <numerusform>Vérification de %Ln ligne et de l’ordre de sa clé…</numerusform>
            <numerusform>Vérification des %Ln lignes et de l’ordre de leurs clés…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cancelled: nothing was checked, nothing is replayed.</source>
        <translation>Annulé : rien n’a été vérifié, rien n’est rejoué.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln sent row(s) will be copied: %1.</source>
        <translation>
            <numerusform>%Ln ligne envoyée sera copiée : %1.</numerusform>
            <numerusform>%Ln lignes envoyées seront copiées : %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The copies of %Ln row(s) would be delivered after a newer row of their key, so a consumer would see the older event last: %1</source>
        <translation>
            <numerusform>La copie de %Ln ligne serait livrée après une ligne plus récente de sa clé : un consommateur verrait l’événement plus ancien en dernier : %1</numerusform>
            <numerusform>Les copies de %Ln lignes seraient livrées après une ligne plus récente de leur clé : un consommateur verrait l’événement plus ancien en dernier : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %Ln key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>L’ordre de %Ln clé n’a pas été vérifié (les %1 premières l’ont été).</numerusform>
            <numerusform>L’ordre de %Ln clés n’a pas été vérifié (les %1 premières l’ont été).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Batch %1 of %2 · %Ln replayed</source>
        <translation>
            <numerusform>Lot %1 sur %2 · %Ln rejouée</numerusform>
            <numerusform>Lot %1 sur %2 · %Ln rejouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copy %Ln sent row(s) of %1 as new ready rows, so that the relay delivers them again; the originals stay as they are.</source>
        <translation>
            <numerusform>Copier %Ln ligne envoyée de %1 comme nouvelle ligne prête, pour que le relais la livre à nouveau ; l’original reste inchangé.</numerusform>
            <numerusform>Copier %Ln lignes envoyées de %1 comme nouvelles lignes prêtes, pour que le relais les livre à nouveau ; les originaux restent inchangés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Consumers receive each copy as a new event (FennFlow: a new event_id); a consumer that deduplicates by a payload field drops it.</source>
        <translation>Les consommateurs reçoivent chaque copie comme un nouvel événement (FennFlow : un nouvel event_id) ; un consommateur qui dédoublonne selon un champ du contenu l’ignore.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Replay %Ln Row(s)</source>
        <translation>
            <numerusform>Rejouer %Ln ligne</numerusform>
            <numerusform>Rejouer %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canary replay</source>
        <translation>Rejeu canari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start the Canary</source>
        <translation>Lancer le canari</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancelled before the first batch: %1 Nothing was copied.</source>
        <translation>Annulé avant le premier lot : %1 Rien n’a été copié.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replaying…</source>
        <translation>Rejeu en cours…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Canary: starting</source>
        <translation>Canari : démarrage</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Canary: failed</source>
        <translation>Canari : échec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canary replay failed: %1</source>
        <translation>Échec du rejeu canari : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary: cancelled</source>
        <translation>Canari : annulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the canary: %1 Nothing was copied.</source>
        <translation>Annulé avant le canari : %1 Rien n’a été copié.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ResendDialog</name>
    <message>
        <location filename="../ui/actions/resenddialog.cpp" line="+56"/>
        <source>Edit and Resend Row %1</source>
        <translation>Modifier et renvoyer la ligne %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit the payload of the dead %1 row %2, then resend it: the edited payload is written as a new ready row, and %2 stays as it was written, marked superseded (it no longer counts as dead and cannot be retried).</source>
        <translation>Modifiez la charge utile de la ligne %1 morte %2, puis renvoyez-la : la charge utile modifiée est écrite comme nouvelle ligne prête, et %2 reste telle qu&apos;elle a été écrite, marquée comme remplacée (elle ne compte plus comme morte et ne peut plus être réessayée).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resend…</source>
        <translation>&amp;Renvoyer…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Last error: %1</source>
        <translation>Dernière erreur : %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Reading the row as stored…</source>
        <translation>Lecture de la ligne telle que stockée…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Edit the payload: the resend is offered once it differs from the original and passes the checks.</source>
        <translation>Modifiez la charge utile : le renvoi est proposé dès qu&apos;elle diffère de l&apos;originale et passe les vérifications.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Valid %1 payload: %n field(s) changed.</source>
        <translation>
            <numerusform>Charge utile %1 valide : %n champ modifié.</numerusform>
            <numerusform>Charge utile %1 valide : %n champs modifiés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is read-only: unlock writing to resend.</source>
        <translation>%1 est en lecture seule : déverrouillez l&apos;écriture pour renvoyer.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Checking what the copy would wait behind…</source>
        <translation>Recherche des lignes que la copie devrait attendre…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>In order per key, the copy will wait behind %Ln older undelivered row(s) of its key %1: it is delivered after them, and a dead one holds it until it is retried, parked or marked done (the Blocked tab).</source>
        <translation>
            <numerusform>Dans l&apos;ordre par clé, la copie attendra derrière %Ln ligne plus ancienne non livrée de sa clé %1 : elle sera livrée après elle, et si cette ligne est morte, elle la retient jusqu&apos;à ce qu&apos;elle soit réessayée, mise de côté ou marquée comme traitée (onglet Bloquées).</numerusform>
            <numerusform>Dans l&apos;ordre par clé, la copie attendra derrière %Ln lignes plus anciennes non livrées de sa clé %1 : elle sera livrée après elles, et une ligne morte parmi elles la retient jusqu&apos;à ce qu&apos;elle soit réessayée, mise de côté ou marquée comme traitée (onglet Bloquées).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Resend an edited row</source>
        <translation>Renvoyer une ligne modifiée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the edited payload of %1 as a new ready row of %2, and mark %1 superseded.</source>
        <translation>Écrire la charge utile modifiée de %1 comme nouvelle ligne prête de %2, et marquer %1 comme remplacée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The original row is not changed: its payload stays readable, and the resend can be undone from the Audit tab.</source>
        <translation>La ligne d&apos;origine n&apos;est pas modifiée : sa charge utile reste lisible, et le renvoi peut être annulé depuis l&apos;onglet Audit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resend Row</source>
        <translation>Renvoyer la ligne</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Resending…</source>
        <translation>Renvoi en cours…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryDialog</name>
    <message>
        <location filename="../ui/actions/retrydialog.cpp" line="+52"/>
        <source>Retry Dead Rows — %1</source>
        <translation>Réessayer les lignes mortes — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+209"/>
        <source>Retry dead rows</source>
        <translation>Réessayer les lignes mortes</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dry run progress</source>
        <translation>Progression de la simulation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why changes are disabled</source>
        <translation>Pourquoi les modifications sont désactivées</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change progress</source>
        <translation>Progression de la modification</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run &amp;Dry Run Again</source>
        <translation>Relancer la &amp;simulation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the dry run again</source>
        <translation>Relancer la simulation</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+82"/>
        <source>&amp;Mark Done…</source>
        <translation>&amp;Marquer comme traitées…</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Mark done</source>
        <translation>Marquer comme traitées</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+70"/>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show These Rows</source>
        <translation>&amp;Afficher ces lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show these rows</source>
        <translation>Afficher ces lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog and list the rows of this change in the Rows tab, whatever their state now</source>
        <translation>Fermer la boîte de dialogue et lister les lignes de ce changement dans l’onglet Lignes, quel que soit leur état actuel</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>&amp;Retry %Ln Row(s) That Can Succeed</source>
        <translation>
            <numerusform>&amp;Relancer %Ln ligne qui peut réussir</numerusform>
            <numerusform>&amp;Relancer %Ln lignes qui peuvent réussir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&amp;Retry %Ln Row(s)</source>
        <translation>
            <numerusform>&amp;Réessayer %Ln ligne</numerusform>
            <numerusform>&amp;Réessayer %Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>&amp;Mark %Ln Flagged Row(s) Done…</source>
        <translation>
            <numerusform>&amp;Marquer %Ln ligne signalée comme traitée…</numerusform>
            <numerusform>&amp;Marquer %Ln lignes signalées comme traitées…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&amp;Mark %Ln Row(s) Done…</source>
        <translation>
            <numerusform>&amp;Marquer %Ln ligne comme traitée…</numerusform>
            <numerusform>&amp;Marquer %Ln lignes comme traitées…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every planned row is flagged: none can succeed as it is</source>
        <translation>Chaque ligne prévue est signalée : aucune ne peut réussir en l’état</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Set the %Ln unflagged row(s) back to pending; the flagged rows stay dead</source>
        <translation>
            <numerusform>Remettre la %Ln ligne non signalée en attente ; les lignes signalées restent mortes</numerusform>
            <numerusform>Remettre les %Ln lignes non signalées en attente ; les lignes signalées restent mortes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set the %Ln planned row(s) back to pending, where they are still dead</source>
        <translation>
            <numerusform>Remettre en attente la ligne planifiée (%Ln), si elle est toujours morte</numerusform>
            <numerusform>Remettre en attente les %Ln lignes planifiées, si elles sont toujours mortes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The dry run found no dead rows to retry</source>
        <translation>La simulation n&apos;a trouvé aucune ligne morte à réessayer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mark done is offered for rows whose target already exists, or for selected rows</source>
        <translation>« Marquer comme traitées » est proposé pour les lignes dont la cible existe déjà, ou pour les lignes sélectionnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the rows done without delivering them (a reason is required)</source>
        <translation>Marquer les lignes comme traitées sans les livrer (une raison est requise)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Dry run complete: nothing has changed yet.</source>
        <translation>Simulation terminée : rien n&apos;a encore été modifié.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The dry run failed: %1</source>
        <translation>La simulation a échoué : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dry run was cancelled. Nothing was changed.</source>
        <translation>La simulation a été annulée. Rien n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Set %Ln dead row(s) of %1 back to pending (attempts reset, last error cleared), where they are still dead.</source>
        <translation>
            <numerusform>Remettre en attente %Ln ligne morte de %1 (tentatives remises à zéro, dernière erreur effacée), si elle est toujours morte.</numerusform>
            <numerusform>Remettre en attente %Ln lignes mortes de %1 (tentatives remises à zéro, dernière erreur effacée), si elles sont toujours mortes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln row(s) the dry run flagged stay dead (a target that exists, or a source still missing).</source>
        <translation>
            <numerusform>%Ln ligne signalée par la simulation reste morte (une cible qui existe, ou une source encore manquante).</numerusform>
            <numerusform>%Ln lignes signalées par la simulation restent mortes (une cible qui existe, ou une source encore manquante).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Mark %Ln dead row(s) of %1 as done without delivering them, where they are still dead.</source>
        <translation>
            <numerusform>Marquer %Ln ligne morte de %1 comme traitée sans la livrer, si elle est toujours morte.</numerusform>
            <numerusform>Marquer %Ln lignes mortes de %1 comme traitées sans les livrer, si elles sont toujours mortes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%1 of %Ln row(s)</source>
        <translation>
            <numerusform>%1 sur %Ln ligne</numerusform>
            <numerusform>%1 sur %Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln ignorée</numerusform>
            <numerusform>%Ln ignorées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2: no longer dead</source>
        <translation>%1, %2 : plus mortes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln retried</source>
        <translation>
            <numerusform>%Ln réessayée</numerusform>
            <numerusform>%Ln réessayées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2: not found or no longer dead</source>
        <translation>%1, %2 : introuvables ou plus mortes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln marked done</source>
        <translation>
            <numerusform>%Ln marquée comme traitée</numerusform>
            <numerusform>%Ln marquées comme traitées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Cancelled after batch %1 of %2: %3, %Ln not reached.</source>
        <translation>
            <numerusform>Annulé après le lot %1 sur %2 : %3, %Ln non atteinte.</numerusform>
            <numerusform>Annulé après le lot %1 sur %2 : %3, %Ln non atteintes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the %Ln row(s) of the retry at %1</source>
        <translation>
            <numerusform>la %Ln ligne de la relance à %1</numerusform>
            <numerusform>les %Ln lignes de la relance à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the %Ln row(s) marked done at %1</source>
        <translation>
            <numerusform>la %Ln ligne marquée faite à %1</numerusform>
            <numerusform>les %Ln lignes marquées faites à %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The dry run&apos;s %Ln row(s) went to the retry (the result is below); run the dry run again to see what is dead now.</source>
        <translation>
            <numerusform>La %Ln ligne de la simulation est partie en relance (résultat ci-dessous) ; relancez la simulation pour voir ce qui est mort maintenant.</numerusform>
            <numerusform>Les %Ln lignes de la simulation sont parties en relance (résultat ci-dessous) ; relancez la simulation pour voir ce qui est mort maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-49"/>
        <source>Retrying %Ln row(s)…</source>
        <translation>
            <numerusform>Nouvel essai de %Ln ligne…</numerusform>
            <numerusform>Nouvel essai de %Ln lignes…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Marking %Ln row(s) done…</source>
        <translation>
            <numerusform>Marquage de %Ln ligne comme traitée…</numerusform>
            <numerusform>Marquage de %Ln lignes comme traitées…</numerusform>
        </translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+168"/>
        <location line="+44"/>
        <source>Another task of this dialog is still running.</source>
        <translation>Une autre tâche de cette boîte de dialogue est encore en cours.</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>changing rows</source>
        <translation>modifier des lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%1 of %Ln row(s) (batch %2 of %3)</source>
        <translation>
            <numerusform>%1 sur %Ln ligne (lot %2 sur %3)</numerusform>
            <numerusform>%1 sur %Ln lignes (lot %2 sur %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Set the %Ln planned row(s) back to “%1”, where they are still failed</source>
        <translation>
            <numerusform>Remettre la ligne planifiée (%Ln) à « %1 », si elle est toujours en échec</numerusform>
            <numerusform>Remettre les %Ln lignes planifiées à « %1 », si elles sont toujours en échec</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Dry run: looking up the %Ln selected row(s)…</source>
        <translation>
            <numerusform>Simulation : recherche de la ligne sélectionnée (%Ln)…</numerusform>
            <numerusform>Simulation : recherche des %Ln lignes sélectionnées…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dry run: finding the dead rows to retry…</source>
        <translation>Simulation : recherche des lignes mortes à réessayer…</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>Set %Ln failed row(s) of %1 back to “%2” (delivery state cleared), where they are still failed.</source>
        <translation>
            <numerusform>Remettre %Ln ligne en échec de %1 à « %2 » (état de livraison effacé), si elle est toujours en échec.</numerusform>
            <numerusform>Remettre %Ln lignes en échec de %1 à « %2 » (état de livraison effacé), si elles sont toujours en échec.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>By %1: %2</source>
        <translation>Par %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln error group(s).</source>
        <translation>
            <numerusform>%Ln groupe d&apos;erreurs.</numerusform>
            <numerusform>%Ln groupes d&apos;erreurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Retry %Ln Row(s)</source>
        <translation>
            <numerusform>Réessayer %Ln ligne</numerusform>
            <numerusform>Réessayer %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Canary redrive</source>
        <translation>Relance canari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start the Canary</source>
        <translation>Lancer le canari</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry not confirmed: nothing was changed.</source>
        <translation>Nouvel essai non confirmé : rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Mark rows done</source>
        <translation>Marquer des lignes comme traitées</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mark rows “%1”</source>
        <translation>Marquer des lignes « %1 »</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set %Ln failed row(s) of %1 to “%2” without delivering them, where they are still failed.</source>
        <translation>
            <numerusform>Passer %Ln ligne en échec de %1 à « %2 » sans la livrer, si elle est toujours en échec.</numerusform>
            <numerusform>Passer %Ln lignes en échec de %1 à « %2 » sans les livrer, si elles sont toujours en échec.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Mark %Ln Row(s) “%1”</source>
        <translation>
            <numerusform>Marquer %Ln ligne « %1 »</numerusform>
            <numerusform>Marquer %Ln lignes « %1 »</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These are the move/promote rows whose target already exists.</source>
        <translation>Ce sont les lignes move/promote dont la cible existe déjà.</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>Mark %Ln Row(s) Done</source>
        <translation>
            <numerusform>Marquer %Ln ligne comme traitée</numerusform>
            <numerusform>Marquer %Ln lignes comme traitées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mark done not confirmed: nothing was changed.</source>
        <translation>Marquage comme traitées non confirmé : rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark done needs a reason: nothing was changed.</source>
        <translation>Le marquage comme traitées exige une raison : rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Canary: starting</source>
        <translation>Canari : démarrage</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Canary redrive finished.</source>
        <translation>Relance canari terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary redrive stopped by itself: the rows it did not reach are still dead.</source>
        <translation>La relance canari s&apos;est arrêtée d&apos;elle-même : les lignes qu&apos;elle n&apos;a pas atteintes sont toujours mortes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Canary: failed</source>
        <translation>Canari : échec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canary redrive failed: %1</source>
        <translation>Échec de la relance canari : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canary: cancelled</source>
        <translation>Canari : annulé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled before the canary: %1 Nothing was changed.</source>
        <translation>Annulé avant le canari : %1 Rien n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Canary redrive: retrying the first %Ln row(s)…</source>
        <translation>
            <numerusform>Relance canari : nouvel essai de la première ligne (%Ln)…</numerusform>
            <numerusform>Relance canari : nouvel essai des %Ln premières lignes…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Retry cancelled.</source>
        <translation>Nouvel essai annulé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark done cancelled.</source>
        <translation>Marquage comme traitées annulé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry finished.</source>
        <translation>Nouvel essai terminé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark done finished.</source>
        <translation>Marquage comme traitées terminé.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%Ln set to “%1”</source>
        <translation>
            <numerusform>%Ln passée à « %1 »</numerusform>
            <numerusform>%Ln passées à « %1 »</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>the %Ln row(s) set to “%1” at %2</source>
        <translation>
            <numerusform>la %Ln ligne passée à « %1 » à %2</numerusform>
            <numerusform>les %Ln lignes passées à « %1 » à %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Cancelled before the first batch: %1 Nothing was changed.</source>
        <translation>Annulé avant le premier lot : %1 Rien n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Setting %Ln row(s) to “%1”…</source>
        <translation>
            <numerusform>Passage de %Ln ligne à « %1 »…</numerusform>
            <numerusform>Passage de %Ln lignes à « %1 »…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cancelling after the current batch…</source>
        <translation>Annulation après le lot en cours…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelling the dry run…</source>
        <translation>Annulation de la simulation…</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RetryPlanView</name>
    <message>
        <location filename="../ui/actions/retryplanview.cpp" line="+34"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(no error)</source>
        <translation>(aucune erreur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Group id: %2</source>
        <translation>%1
Identifiant du groupe : %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dry run result</source>
        <translation>Résultat de la simulation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note on the error group</source>
        <translation>Note sur le groupe d’erreurs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Error group</source>
        <translation>Groupe d&apos;erreurs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last Error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Created</source>
        <translation>Créées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sample rows</source>
        <translation>Lignes d&apos;exemple</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Target check</source>
        <translation>Vérification des cibles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Note on this error group (%1, %2): %3</source>
        <translation>Note sur ce groupe d’erreurs (%1, %2) : %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No dead rows to retry.</source>
        <translation>Aucune ligne morte à réessayer.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Dry run: none of the %Ln dead row(s) of %1 would be set back to pending: every one is flagged (its target already exists, its source is still missing, or it names a key the relay refuses).</source>
        <translation>
            <numerusform>Simulation : la ligne morte (%Ln) de %1 ne serait pas remise en attente : elle est signalée (sa cible existe déjà, sa source manque toujours, ou elle nomme une clé que le relais refuse).</numerusform>
            <numerusform>Simulation : aucune des %Ln lignes mortes de %1 ne serait remise en attente : chacune est signalée (sa cible existe déjà, sa source manque toujours, ou elle nomme une clé que le relais refuse).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Mark Done… marks %Ln of them done without delivering them.</source>
        <translation>
            <numerusform>« Marquer comme traitées… » en marque %Ln comme traitée sans la livrer.</numerusform>
            <numerusform>« Marquer comme traitées… » en marque %Ln comme traitées sans les livrer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A row whose source is missing can be retried once the object is back: run the dry run again then.</source>
        <translation>Une ligne dont la source manque pourra être réessayée une fois l&apos;objet revenu : relancez alors la simulation.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Dry run: %Ln dead row(s) of %1 would be set back to pending (attempts reset, last error cleared).</source>
        <translation>
            <numerusform>Simulation : %Ln ligne morte de %1 serait remise en attente (tentatives remises à zéro, dernière erreur effacée).</numerusform>
            <numerusform>Simulation : %Ln lignes mortes de %1 seraient remises en attente (tentatives remises à zéro, dernière erreur effacée).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln flagged row(s) stay dead.</source>
        <translation>
            <numerusform>%Ln ligne signalée reste morte.</numerusform>
            <numerusform>%Ln lignes signalées restent mortes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Dry run: %Ln failed row(s) of %1 would be set back to “%2” (delivery state cleared).</source>
        <translation>
            <numerusform>Simulation : %Ln ligne en échec de %1 serait remise à « %2 » (état de livraison effacé).</numerusform>
            <numerusform>Simulation : %Ln lignes en échec de %1 seraient remises à « %2 » (état de livraison effacé).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The limit of %Ln row(s) was reached: older rows first.</source>
        <translation>
            <numerusform>La limite de %Ln ligne a été atteinte : les plus anciennes d’abord.</numerusform>
            <numerusform>La limite de %Ln lignes a été atteinte : les plus anciennes d’abord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln of the selected row(s) are not dead and are left out.</source>
        <translation>
            <numerusform>%Ln des lignes sélectionnées n&apos;est pas morte et est écartée.</numerusform>
            <numerusform>%Ln des lignes sélectionnées ne sont pas mortes et sont écartées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filter shows no dead rows: there is nothing to retry.</source>
        <translation>Le filtre n&apos;affiche aucune ligne morte : il n&apos;y a rien à réessayer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The target of this %1 row already exists: the work may be done. Mark it done instead of retrying.</source>
        <translation>La cible de cette ligne %1 existe déjà : le travail est peut-être fait. Marquez-la comme traitée au lieu de la réessayer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The object this %1 row reads is still missing: a retry would fail again. It is left out of the retry.</source>
        <translation>L’objet que lit cette ligne %1 manque toujours : une relance échouerait à nouveau. Elle est laissée hors de la relance.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This %1 row names an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again. It is left out of the retry.</source>
        <translation>Cette ligne %1 nomme une clé d&apos;objet que le relais refuse (un segment « .. », un caractère de contrôle ou une clé trop longue) : une relance échouerait à nouveau. Elle est laissée hors de la relance.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Showing the oldest %1 of %2 rows.</source>
        <translation>Affichage des %1 plus anciennes lignes sur %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target check: no move or promote row has a target that already exists.</source>
        <translation>Vérification des cibles : aucune ligne move ou promote n&apos;a une cible qui existe déjà.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s) flagged: the target already exists, so the work may be done. Mark them done instead of retrying them.</source>
        <translation>
            <numerusform>%Ln ligne signalée : la cible existe déjà, le travail est donc peut-être fait. Marquez-la comme traitée au lieu de la réessayer.</numerusform>
            <numerusform>%Ln lignes signalées : la cible existe déjà, le travail est donc peut-être fait. Marquez-les comme traitées au lieu de les réessayer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln row(s) flagged: they failed for a missing object that is still missing, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln ligne signalée : elle a échoué faute d’un objet qui manque toujours ; une relance échouerait à nouveau, elle est laissée hors de la relance.</numerusform>
            <numerusform>%Ln lignes signalées : elles ont échoué faute d’un objet qui manque toujours ; une relance échouerait à nouveau, elles sont laissées hors de la relance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln row(s) flagged: they name an object key the relay refuses, so a retry would fail again; they are left out of the retry.</source>
        <translation>
            <numerusform>%Ln ligne signalée : elle nomme une clé d&apos;objet que le relais refuse ; une relance échouerait à nouveau, elle est laissée hors de la relance.</numerusform>
            <numerusform>%Ln lignes signalées : elles nomment une clé d&apos;objet que le relais refuse ; une relance échouerait à nouveau, elles sont laissées hors de la relance.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowActionDialog</name>
    <message>
        <location filename="../ui/actions/rowactiondialog.cpp" line="+42"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowActionLauncher</name>
    <message>
        <location filename="../ui/window/rowactionlauncher.cpp" line="+49"/>
        <source>Open a table first.</source>
        <translation>Ouvrez d&apos;abord une table.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select the rows to retry first (Shift or Ctrl + click for several).</source>
        <translation>Sélectionnez d&apos;abord les lignes à réessayer (Maj ou Ctrl + clic pour plusieurs).</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Import Rows</source>
        <translation>Importer des lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outbox Console exports (*.json *.jsonl);;All files (*)</source>
        <translation>Exports d&apos;Outbox Console (*.json *.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a table first: there is nothing to export yet.</source>
        <translation>Ouvrez d&apos;abord une table : il n&apos;y a encore rien à exporter.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A link opens a saved profile: this table was opened from a URL. Save it as a profile (File › Manage Connections…) to link to it.</source>
        <translation>Un lien ouvre un profil enregistré : cette table a été ouverte depuis une URL. Enregistrez-la comme profil (Fichier › Gérer les connexions…) pour pouvoir créer un lien vers elle.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied a link to profile %1.</source>
        <translation>Lien vers le profil %1 copié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied a link to row %1.</source>
        <translation>Lien vers la ligne %1 copié.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A link carries one search: %Ln other(s) left out.</source>
        <translation>
            <numerusform>Un lien porte une seule recherche : %Ln autre omise.</numerusform>
            <numerusform>Un lien porte une seule recherche : %Ln autres omises.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied row %1 as JSON.</source>
        <translation>Ligne %1 copiée en JSON.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowChange</name>
    <message>
        <location filename="../ui/actions/rowchange.cpp" line="+78"/>
        <source>Park dead rows</source>
        <translation>Mettre de côté des lignes mortes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Park %n dead row(s) of %1: they stay dead, with their error, and the later rows of their keys are delivered past them.</source>
        <translation>
            <numerusform>Mettre de côté %n ligne morte de %1 : elle reste morte, avec son erreur, et les lignes suivantes de sa clé sont livrées sans l’attendre.</numerusform>
            <numerusform>Mettre de côté %n lignes mortes de %1 : elles restent mortes, avec leur erreur, et les lignes suivantes de leurs clés sont livrées sans les attendre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A parked row can be retried, marked done or unparked later (Blocked › Parked rows).</source>
        <translation>Une ligne mise de côté peut plus tard être réessayée, marquée comme traitée ou réintégrée (Bloquées › Lignes mises de côté).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Park %n Row(s)</source>
        <translation>
            <numerusform>Mettre de côté %n ligne</numerusform>
            <numerusform>Mettre de côté %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpark rows</source>
        <translation>Réintégrer des lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unpark %n row(s) of %1: each holds the later rows of its key back again until it is retried or marked done.</source>
        <translation>
            <numerusform>Réintégrer %n ligne de %1 : elle retient à nouveau les lignes suivantes de sa clé jusqu’à ce qu’elle soit réessayée ou marquée comme traitée.</numerusform>
            <numerusform>Réintégrer %n lignes de %1 : chacune retient à nouveau les lignes suivantes de sa clé jusqu’à ce qu’elle soit réessayée ou marquée comme traitée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Unpark %n Row(s)</source>
        <translation>
            <numerusform>Réintégrer %n ligne</numerusform>
            <numerusform>Réintégrer %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retry now</source>
        <translation>Réessayer maintenant</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Make %n pending row(s) of %1 due now: the relay tries them at its next batch, their attempts are kept.</source>
        <translation>
            <numerusform>Rendre due maintenant %n ligne en attente de %1 : le relais la réessaie à son prochain lot, ses tentatives sont conservées.</numerusform>
            <numerusform>Rendre dues maintenant %n lignes en attente de %1 : le relais les réessaie à son prochain lot, leurs tentatives sont conservées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Retry %n Row(s) Now</source>
        <translation>
            <numerusform>Réessayer %n ligne maintenant</numerusform>
            <numerusform>Réessayer %n lignes maintenant</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Release stuck rows</source>
        <translation>Libérer les lignes bloquées</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Release %n row(s) of %1 that have been in flight for more than 15 minutes: they go back to ready, and the relay delivers them again.</source>
        <translation>
            <numerusform>Libérer %n ligne de %1 en cours depuis plus de 15 minutes : elle redevient prête et le relais la livre à nouveau.</numerusform>
            <numerusform>Libérer %n lignes de %1 en cours depuis plus de 15 minutes : elles redeviennent prêtes et le relais les livre à nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the consumer that claimed a row is still working on it, the row is delivered twice.</source>
        <translation>Si le consommateur qui a pris une ligne y travaille encore, la ligne est livrée deux fois.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Release %n Row(s)</source>
        <translation>
            <numerusform>Libérer %n ligne</numerusform>
            <numerusform>Libérer %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Undo a resend</source>
        <translation>Annuler un renvoi</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Import rows</source>
        <translation>Importer des lignes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows of %1 into %2 as new ready rows, oldest first.</source>
        <translation>Écrire les lignes de %1 dans %2 comme nouvelles lignes prêtes, les plus anciennes d&apos;abord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row is checked by the writer&apos;s rules first: if one is refused (another format&apos;s row, a masked payload, a broken line), nothing is written. Each new row is traced to the exported row in outbox_console_copies.</source>
        <translation>Chaque ligne est d&apos;abord vérifiée selon les règles de l&apos;écrivain : si l&apos;une est refusée (une ligne d&apos;un autre format, une charge utile masquée, une ligne de fichier invalide), rien n&apos;est écrit. Chaque nouvelle ligne est reliée à la ligne exportée dans outbox_console_copies.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import Rows</source>
        <translation>Importer les lignes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resend the original payload of %1 as a new ready row of %2. The edited copy %3 is marked superseded.</source>
        <translation>Renvoyer la charge utile d&apos;origine de %1 comme nouvelle ligne prête de %2. La copie modifiée %3 est marquée comme remplacée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the edited copy has not been delivered yet (it may wait behind an older row of its key), it is withdrawn: set dead and superseded in the same transaction, so that only the original is delivered. A copy being delivered right now is left alone: undo once it is settled.</source>
        <translation>Si la copie modifiée n&apos;a pas encore été livrée (elle attend peut-être derrière une ligne plus ancienne de sa clé), elle est retirée : marquée morte et remplacée dans la même transaction, afin que seule l&apos;originale soit livrée. Une copie en cours de livraison n&apos;est pas touchée : annulez une fois qu&apos;elle aura été traitée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resend the Original</source>
        <translation>Renvoyer l&apos;originale</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Archive dead rows</source>
        <translation>Archiver des lignes mortes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Archive %n dead row(s) of %1 as known junk: they leave the counts, error groups, gauges and notifications, and stay dead and readable.</source>
        <translation>
            <numerusform>Archiver %n ligne morte de %1 comme rebut connu : elle sort des comptages, des groupes d&apos;erreurs, des jauges et des notifications, et reste morte et lisible.</numerusform>
            <numerusform>Archiver %n lignes mortes de %1 comme rebut connu : elles sortent des comptages, des groupes d&apos;erreurs, des jauges et des notifications, et restent mortes et lisibles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only these rows: a later failure of the same kind shows as usual. Unarchive them (the Archived chip lists them) to count them as dead again.</source>
        <translation>Seulement ces lignes : un échec ultérieur du même type apparaît comme d&apos;habitude. Désarchivez-les (le filtre d&apos;état « Archivée » les liste) pour qu&apos;elles comptent de nouveau comme mortes.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Archive %n Row(s)</source>
        <translation>
            <numerusform>Archiver %n ligne</numerusform>
            <numerusform>Archiver %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unarchive rows</source>
        <translation>Désarchiver des lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unarchive %n row(s) of %1: they count as dead again.</source>
        <translation>
            <numerusform>Désarchiver %n ligne de %1 : elle compte de nouveau comme morte.</numerusform>
            <numerusform>Désarchiver %n lignes de %1 : elles comptent de nouveau comme mortes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Unarchive %n Row(s)</source>
        <translation>
            <numerusform>Désarchiver %n ligne</numerusform>
            <numerusform>Désarchiver %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rows: %1</source>
        <translation>Lignes : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> and %n more</source>
        <translation>
            <numerusform> et %n autre</numerusform>
            <numerusform> et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Archive &amp;until:</source>
        <translation>Archiver &amp;jusqu’à :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unarchived by hand</source>
        <translation>désarchivage manuel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n day(s) from now</source>
        <translation>
            <numerusform>%n jour à partir de maintenant</numerusform>
            <numerusform>%n jours à partir de maintenant</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 is read-only: unlock writing for this session first.</source>
        <translation>%1 est en lecture seule : déverrouillez d’abord l’écriture pour cette session.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowDetailView</name>
    <message>
        <location filename="../ui/rows/rowdetailview.cpp" line="+3"/>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ago</source>
        <translation>il y a %1</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <source>Operation:</source>
        <translation>Opération :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created:</source>
        <translation>Créée :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processed:</source>
        <translation>Traitée :</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Last attempt:</source>
        <translation>Dernière tentative :</translation>
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
        <location line="+3"/>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the row this one waits behind</source>
        <translation>Afficher la ligne derrière laquelle celle-ci attend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Park…</source>
        <translation>Mettre de côté…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let this key&apos;s later rows go past that dead row</source>
        <translation>Laisser les lignes suivantes de cette clé passer devant cette ligne morte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark Done…</source>
        <translation>Marquer comme traité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That row&apos;s work is known done: it becomes sent</source>
        <translation>Le travail de cette ligne est connu comme effectué : elle devient envoyée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Reading the row&apos;s history…</source>
        <translation>Lecture de l&apos;historique de la ligne…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No history: no database is open.</source>
        <translation>Pas d&apos;historique : aucune base de données ouverte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the row&apos;s history: %1</source>
        <translation>Impossible de lire l&apos;historique de la ligne : %1</translation>
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
            <numerusform>Aucune action enregistrée. Sa %Ln tentative a été faite par un autre relais, ou avant l&apos;existence du journal des tentatives de la console, et n&apos;est pas listée.</numerusform>
            <numerusform>Aucune action enregistrée. Ses %Ln tentatives ont été faites par un autre relais, ou avant l&apos;existence du journal des tentatives de la console, et ne sont pas listées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recorded actions.</source>
        <translation>Aucune action enregistrée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recorded actions besides its attempts.</source>
        <translation>Aucune action enregistrée en dehors de ses tentatives.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>marked done by %1 %2 (no reason given)</source>
        <translation>marquée comme traitée par %1 le %2 (aucune raison indiquée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marked done by %1 %2: %3</source>
        <translation>marquée comme traitée par %1 le %2 : %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: marked done</source>
        <translation>aucune : marquée comme traitée</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>%Ln action sur cette table a porté sur plus de %1 lignes et n&apos;a enregistré qu&apos;un hachage de leurs identifiants : elle peut inclure cette ligne.</numerusform>
            <numerusform>%Ln actions sur cette table ont porté sur plus de %1 lignes et n&apos;ont enregistré qu&apos;un hachage de leurs identifiants : elles peuvent inclure cette ligne.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions over %1 rows record only a hash of their ids and are not listed.</source>
        <translation>Les actions portant sur plus de %1 lignes n&apos;enregistrent qu&apos;un hachage de leurs identifiants et ne sont pas listées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searched this computer&apos;s log (the database has no audit table).</source>
        <translation>Recherche effectuée dans le journal de cet ordinateur (la base de données n&apos;a pas de table d&apos;audit).</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Waits behind %1 row %2 and %Ln more older row(s) of its key %3 (in order per key): %4</source>
        <translation>
            <numerusform>Attend derrière la ligne %1 %2 et %Ln autre ligne plus ancienne de sa clé %3 (dans l&apos;ordre par clé) : %4</numerusform>
            <numerusform>Attend derrière la ligne %1 %2 et %Ln autres lignes plus anciennes de sa clé %3 (dans l&apos;ordre par clé) : %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waits behind %1 row %2 of its key %3 (in order per key): %4</source>
        <translation>Attend derrière la ligne %1 %2 de sa clé %3 (dans l&apos;ordre par clé) : %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>after row %1, which holds its key</source>
        <translation>après la ligne %1, qui retient sa clé</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: stuck for %2, its consumer has probably died</source>
        <translation>%1 : bloquée depuis %2, son consommateur s’est probablement arrêté</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>delivered %1</source>
        <translation>livrée le %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>livrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed %1</source>
        <translation>échouée le %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed (the table keeps no time of it)</source>
        <translation>échouée (la table n&apos;en garde pas l&apos;heure)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never tried</source>
        <translation>jamais tentée</translation>
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
        <translation>Les tentatives échouées et les erreurs qu’une relance efface sont conservées dès que les tables du relais existent (outboxctl relay init, ou l’onglet Relais).</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: stuck for %2, its consumer has probably died (Actions › Release Stuck Rows…)</source>
        <translation>%1 : bloquée depuis %2, son consommateur s’est probablement arrêté (Actions › Libérer les lignes bloquées…)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>failed, but not by the console&apos;s relay (it has no record of it)</source>
        <translation>en échec, mais pas par le relais de la console (il n’en a aucune trace)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, dead-lettered</source>
        <translation>%1, abandonnée</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>due now</source>
        <translation>à faire maintenant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: dead until retried</source>
        <translation>aucune : morte jusqu’à une nouvelle tentative</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: delivered</source>
        <translation>aucune : livrée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none until it is released: its consumer has probably died</source>
        <translation>aucune tant qu&apos;elle n&apos;est pas libérée : son consommateur s&apos;est probablement arrêté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: being delivered now</source>
        <translation>aucune : en cours de livraison</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: resent as %1</source>
        <translation>aucune : renvoyée en tant que %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: archived as known junk (dead, left out of the counts)</source>
        <translation>aucune : archivée comme rebut connu (morte, exclue des comptages)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not scheduled</source>
        <translation>non planifiée</translation>
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
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+36"/>
        <location line="+41"/>
        <source>Export Filtered Rows</source>
        <translation>Exporter les lignes filtrées</translation>
    </message>
    <message>
        <location line="-76"/>
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
    <message numerus="yes">
        <location line="+20"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>%Ln ligne exportée vers %1.</numerusform>
            <numerusform>%Ln lignes exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The export failed: %1</source>
        <translation>L&apos;export a échoué : %1</translation>
    </message>
    <message>
        <location line="+16"/>
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
    <name>outbox::ui::RowHistoryList</name>
    <message>
        <location filename="../ui/rows/rowhistorylist.cpp" line="+19"/>
        <source>Row history</source>
        <translation>Historique de la ligne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
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
            <numerusform>%1 par %2 sur %Ln ligne
Filtre : %3
Raison : %4
Résultat : %5</numerusform>
            <numerusform>%1 par %2 sur %Ln lignes
Filtre : %3
Raison : %4
Résultat : %5</numerusform>
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
        <translation>tentative %1 échouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · next attempt %2</source>
        <translation>%1 · prochaine tentative %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt %1 failed: dead</source>
        <translation>tentative %1 échouée : morte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>before the retry</source>
        <translation>avant la relance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before mark done</source>
        <translation>avant « marquer comme faite »</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempts not recorded</source>
        <translation>tentatives non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, no error recorded</source>
        <translation>%1, aucune erreur enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, last error: %2</source>
        <translation>%1, dernière erreur : %2</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowPayloadView</name>
    <message>
        <location filename="../ui/rows/rowpayloadview.cpp" line="+47"/>
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
        <location line="+12"/>
        <location line="+28"/>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <location line="-25"/>
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
        <location line="+10"/>
        <source>&amp;Reveal…</source>
        <translation>&amp;Révéler…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this row&apos;s payload in full for a few minutes (audited, with a reason)</source>
        <translation>Afficher en entier la charge utile de cette ligne pendant quelques minutes (consigné dans le journal d&apos;audit, avec une raison)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This profile hides payloads: only the size is shown.</source>
        <translation>Ce profil cache les charges utiles : seule la taille est affichée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This profile masks sensitive values: each is shown as its type and length («masked …»).</source>
        <translation>Ce profil masque les valeurs sensibles : chacune est affichée sous la forme de son type et de sa longueur («masked …»).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revealed in full until %1 (recorded in the audit log).</source>
        <translation>Révélée en entier jusqu&apos;à %1 (consigné dans le journal d&apos;audit).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Shown as stored: %1</source>
        <translation>Affiché tel que stocké : %1</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowTableModel</name>
    <message>
        <location filename="../ui/session/rowtablemodel.cpp" line="+263"/>
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
        <location line="+15"/>
        <source>%1 (stuck)</source>
        <translation>%1 (bloquée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>due now</source>
        <translation>à faire maintenant</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+6"/>
        <source>Last failed %1 UTC (%2)</source>
        <translation>Dernier échec %1 UTC (%2)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created (UTC)</source>
        <translation>Créée (UTC)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next attempt</source>
        <translation>Prochaine tentative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last failed</source>
        <translation>Dernier échec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last error</source>
        <translation>Dernière erreur</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The console&apos;s state: pending, in flight, dead or sent</source>
        <translation>L’état selon la console : en attente, en cours, morte ou envoyée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The status as stored in the table</source>
        <translation>Le statut tel que stocké dans la table</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>When its last attempt failed (Vortos: when that attempt was due), not when the row was written</source>
        <translation>Quand sa dernière tentative a échoué (Vortos : quand cette tentative était prévue), pas quand la ligne a été écrite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First line of the last delivery error; hover a cell for the whole text</source>
        <translation>Première ligne de la dernière erreur de livraison ; survolez une cellule pour le texte complet</translation>
    </message>
</context>
<context>
    <name>outbox::ui::RowsPage</name>
    <message>
        <location filename="../ui/rows/rowspage.cpp" line="+54"/>
        <source>Outbox rows</source>
        <translation>Lignes de l&apos;outbox</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>The table %1 has no rows.</source>
        <translation>La table %1 n&apos;a aucune ligne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rows match this filter.</source>
        <translation>Aucune ligne ne correspond à ce filtre.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Last failed</source>
        <translation>Dernier échec</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ago</source>
        <translation>il y a %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Reset Columns</source>
        <translation>&amp;Réinitialiser les colonnes</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/window/shortcutsdialog.cpp" line="+29"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the search box</source>
        <translation>Vider le champ de recherche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc (in the search box)</source>
        <translation>Échap (dans le champ de recherche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next tab</source>
        <translation>Onglet suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next / previous pane (filter bar, table, detail pane)</source>
        <translation>Zone suivante / précédente (barre de filtres, tableau, détail)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error groups: retry / mark done / export the group</source>
        <translation>Groupes d&apos;erreurs : réessayer / marquer comme traité / exporter le groupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+E</source>
        <translation>Ctrl+Maj+R / Ctrl+Maj+D / Ctrl+Maj+E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked: retry now / mark done / park / unpark</source>
        <translation>Bloquées : réessayer maintenant / marquer comme traité / mettre de côté / réintégrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+K / Ctrl+Shift+L</source>
        <translation>Ctrl+Maj+R / Ctrl+Maj+D / Ctrl+Maj+K / Ctrl+Maj+L</translation>
    </message>
</context>
<context>
    <name>outbox::ui::SshAskPassPrompter</name>
    <message>
        <location filename="../ui/connections/sshaskpassprompter.cpp" line="+60"/>
        <source>SSH passphrase</source>
        <translation>Phrase secrète SSH</translation>
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
        <translation>ssh demande, pour atteindre la base :
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>SSH host key</source>
        <translation>Clé d’hôte SSH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ssh does not know the host key of a server on the way to the database. Trust it only if its fingerprint is the one the server&apos;s administrator gave you.</source>
        <translation>ssh ne connaît pas la clé d’hôte d’un serveur sur le chemin de la base. Ne lui faites confiance que si son empreinte est celle que l’administrateur du serveur vous a donnée.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SSH confirmation</source>
        <translation>Confirmation SSH</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SSH notice</source>
        <translation>Avis SSH</translation>
    </message>
</context>
<context>
    <name>outbox::ui::State</name>
    <message>
        <location filename="../ui/common/stateappearance.cpp" line="-66"/>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In flight</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation>Morte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Superseded</source>
        <translation>Remplacée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>outbox::ui::StatesChart</name>
    <message>
        <location filename="../ui/charts/stateschart.cpp" line="+17"/>
        <source>Rows by state</source>
        <translation>Lignes par état</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not count the rows:
%1</source>
        <translation>Impossible de compter les lignes :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln row(s): %1</source>
        <translation>
            <numerusform>%Ln ligne : %1</numerusform>
            <numerusform>%Ln lignes : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outbox::ui::TableListPanel</name>
    <message>
        <location filename="../ui/common/tablelistpanel.cpp" line="+259"/>
        <source>Try Again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Read-only: %1</source>
        <translation>Lecture seule : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This connection is read-only.</source>
        <translation>Cette connexion est en lecture seule.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not offered for this table: its library makes no such change.</source>
        <translation>Non proposé pour cette table : sa bibliothèque ne fait pas ce changement.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::TableTask</name>
    <message>
        <location filename="../ui/common/tabletask.cpp" line="+55"/>
        <source>Cancelled before it began.</source>
        <translation>Annulé avant de commencer.</translation>
    </message>
</context>
<context>
    <name>outbox::ui::ThroughputChart</name>
    <message>
        <location filename="../ui/charts/throughputchart.cpp" line="+22"/>
        <location line="+15"/>
        <source>minute</source>
        <translation>minute</translation>
    </message>
    <message>
        <location line="-13"/>
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
        <location line="+10"/>
        <source>Sent per %1</source>
        <translation>Envoyées par %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not count the rows sent:
%1</source>
        <translation>Impossible de compter les lignes envoyées :
%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+9"/>
        <source>Sent</source>
        <translation>Envoyée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows per %1</source>
        <translation>Lignes par %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing matching the filter was sent in this window.</source>
        <translation>Rien de correspondant au filtre n&apos;a été envoyé dans cette fenêtre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 sent, at most %4 per %5</source>
        <translation>%1 (%2) : %3 envoyées, au plus %4 par %5</translation>
    </message>
</context>
<context>
    <name>outbox::ui::WelcomePage</name>
    <message>
        <location filename="../ui/window/welcomepage.cpp" line="+17"/>
        <source>Welcome to Outbox Console</source>
        <translation>Bienvenue dans Outbox Console</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>See what is stuck in a transactional outbox and why, look inside the rows, and fix them.
Explore the demo workspace (about 20,000 generated rows in two outboxes, on this computer), or connect to your own database.</source>
        <translation>Voir ce qui est bloqué dans une outbox transactionnelle et pourquoi, examiner les lignes et les réparer.
Explorez l&apos;espace de démonstration (environ 20 000 lignes générées dans deux outbox, sur cet ordinateur), ou connectez-vous à votre propre base de données.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the &amp;Demo Workspace</source>
        <translation>Ouvrir l&apos;espace de &amp;démonstration</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Connection…</source>
        <translation>&amp;Nouvelle connexion…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Profiles are shared with the command line tool outboxctl; passwords go to the system keychain, never to a settings file.</source>
        <translation>Les profils sont partagés avec l&apos;outil en ligne de commande outboxctl ; les mots de passe vont dans le trousseau du système, jamais dans un fichier de paramètres.</translation>
    </message>
</context>
<context>
    <name>outboxctl</name>
    <message>
        <location filename="../app/outboxctl/cli.cpp" line="+119"/>
        <source>--reveal needs --reason=TEXT: a reveal is audited (who, which rows, why). Nothing was shown.</source>
        <translation>--reveal exige --reason=TEXT : un affichage en clair est consigné dans l&apos;audit (qui, quelles lignes, pourquoi). Rien n&apos;a été affiché.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No object store is configured: pass --object-store file:/DIR, set one in the profile, or set OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET and the keys.</source>
        <translation>Aucun stockage d&apos;objets n&apos;est configuré : passez --object-store file:/REP, définissez-en un dans le profil, ou définissez OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET et les clés.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Unexpected argument &quot;%1&quot;: %2 takes options only (a row is --id=ID; see --help).</source>
        <translation>Argument inattendu « %1 » : %2 ne prend que des options (une ligne se donne par --id=ID ; voir --help).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="+12"/>
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
        <location line="+15"/>
        <source>FennFlow status vocabulary: auto, docs or shipped.</source>
        <translation>Vocabulaire de statut FennFlow : auto, docs ou shipped.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Object store: file:/DIR, or empty for the OBJECT_STORE_* environment.</source>
        <translation>Stockage d&apos;objets : file:/REP, ou vide pour l&apos;environnement OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas « %4 ».</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Unknown output &quot;%1&quot;: use table, json or csv.</source>
        <translation>Sortie inconnue « %1 » : utilisez table, json ou csv.</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>auto, vortos, fennflow, cap, modulith, gruelbox or mapped.</source>
        <translation>auto, vortos, fennflow, cap, modulith, gruelbox ou mapped.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A mapped table&apos;s column for a role (id, status, payload, created, attempts, error, key, event-type, next-attempt, …); repeatable.</source>
        <translation>La colonne d’une table mappée pour un rôle (id, status, payload, created, attempts, error, key, event-type, next-attempt, …) ; répétable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A mapped table&apos;s status values for a state (pending, inflight, dead, sent); repeatable.</source>
        <translation>Les valeurs de statut d’une table mappée pour un état (pending, inflight, dead, sent) ; répétable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DotNetCore.CAP&apos;s FailedRetryCount: a Failed row with this many retries is dead (default 50).</source>
        <translation>FailedRetryCount de DotNetCore.CAP : une ligne Failed avec autant de nouvelles tentatives est morte (50 par défaut).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reach the database through your OpenSSH: [user@]host[:port] or a Host alias (the database&apos;s host and port as the last hop sees them).</source>
        <translation>Atteindre la base par votre OpenSSH : [user@]host[:port] ou un alias Host (l’hôte et le port de la base tels que le dernier rebond les voit).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ssh configuration file to use instead of OpenSSH&apos;s default.</source>
        <translation>Le fichier de configuration ssh à utiliser au lieu de celui d’OpenSSH par défaut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run CMD for every new database connection; its first line of output is the password (none is stored).</source>
        <translation>Exécuter CMD à chaque nouvelle connexion à la base ; sa première ligne de sortie est le mot de passe (aucun n’est enregistré).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What payloads show: full, masked (the values of sensitive JSON keys as their shape) or hidden. Default: the profile&apos;s (masked on prod, else full); never more than the profile shows: that is --reveal.</source>
        <translation>Ce que montrent les charges utiles : full, masked (les valeurs des clés JSON sensibles réduites à leur type et longueur) ou hidden. Par défaut : celle du profil (masked en prod, sinon full) ; jamais plus que ce que montre le profil : c&apos;est le rôle de --reveal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The JSON key names masked: a regular expression, case-insensitive (default: e-mail, phone, names, address, token, secret, password, IBAN, card, IP, bodies); added to those of a profile that masks.</source>
        <translation>Les noms de clés JSON masqués : une expression régulière, sans distinction de casse (par défaut : e-mail, téléphone, noms, adresse, jeton, secret, mot de passe, IBAN, carte, IP, corps) ; ajoutés à ceux d&apos;un profil qui masque.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Show payloads in full where the profile masks or hides them (audited: needs --reason).</source>
        <translation>Afficher les charges utiles en entier là où le profil les masque ou les cache (consigné dans l&apos;audit : exige --reason).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why the payloads are revealed (kept in the audit).</source>
        <translation>Pourquoi les charges utiles sont révélées (conservé dans l&apos;audit).</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+26"/>
        <source>%1%2 was given %3 times (%4): it takes one value, give it once.</source>
        <translation>%1%2 a été indiqué %3 fois (%4) : cette option prend une seule valeur, indiquez-la une seule fois.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%2 needs a value; an empty one selects nothing and is refused.</source>
        <translation>%1%2 demande une valeur ; une valeur vide ne sélectionne rien et est refusée.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/main.cpp" line="+68"/>
        <location filename="../app/outboxctl/cli.cpp" line="-26"/>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
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
        <translation>Utilisation : outboxctl [--profile NOM | --database URL] [--table NOM] [--type auto|vortos|fennflow]
                        [--vocabulary auto|docs|shipped] COMMANDE [options]

Commandes :
  overview   tous les profils enregistrés : en attente, mortes, clés bloquées, plus ancienne en attente, relais
  stats      nombre de lignes par état et par statut brut, âge de la plus ancienne en attente
  list       lignes, les plus récentes d&apos;abord, avec filtres et curseur
  show       une ligne, charge utile analysée, avec ses tentatives et ses enregistrements d&apos;audit
  groups     lignes mortes regroupées par erreur normalisée
  blocked    clés dont la plus ancienne ligne non livrée retient les autres (livraison dans l’ordre)
  retry      remettre des lignes mortes en attente (--dry-run d&apos;abord, puis --force)
  mark-done  les lignes mortes dont le travail est fait deviennent envoyées
  retry-now  les lignes en attente de leur prochaine tentative deviennent dues maintenant
  park       laisser les lignes suivantes d’une clé passer devant sa ligne de tête morte (livraison dans l’ordre)
  unpark     une ligne mise de côté retient à nouveau sa clé
  resend     écrire une copie modifiée d&apos;une ligne morte comme nouvelle ligne ; l&apos;originale est remplacée
  replay     copier des lignes envoyées comme nouvelles lignes prêtes, livrées à nouveau (--dry-run d&apos;abord)
  import     écrire les lignes d&apos;un export comme nouvelles lignes prêtes (--dry-run d&apos;abord)
  deliver    publier des lignes une fois vers une autre destination ou un autre stockage d&apos;objets, état inchangé
  archive    écarter des comptages les lignes mortes connues comme rebut ; « unarchive » l&apos;annule
  purge      supprimer les lignes envoyées plus anciennes qu&apos;une durée de conservation
  promote    promouvoir un envoi temporaire (--immediate ou --via-outbox)
  worker     « worker install » : une unité systemd ou un programme supervisor pour relay ou purge
  relay      lancer le relais (--once, --sleep=N) ; « relay init » pour les reprises FennFlow
  audit      derniers enregistrements d&apos;audit ; « audit init » crée la table d&apos;audit
  notify     notifications de modification pour la console (PostgreSQL) : install, status, ddl
  profile    lister, ajouter ou supprimer des profils enregistrés
  ssh        « ssh check » : le chemin vers la base par ssh, rebond par rebond
  privileges ce que les rôles de base de données du profil peuvent faire sur la table
  link       un lien outbox-console:// vers une ligne, un groupe d&apos;erreurs ou une vue filtrée
  demo       créer l&apos;espace de démonstration et afficher son profil

Lancez « outboxctl COMMANDE --help » pour les options d&apos;une commande.
</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show the version.</source>
        <translation>Afficher la version.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read KEY=VALUE lines into the environment first, as systemd&apos;s EnvironmentFile= reads them (values are never run or expanded): a worker&apos;s secrets under supervisor.</source>
        <translation>Lire d&apos;abord des lignes CLÉ=VALEUR dans l&apos;environnement, comme les lit EnvironmentFile= de systemd (les valeurs ne sont jamais exécutées ni développées) : les secrets d&apos;un worker sous supervisor.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown command &quot;%1&quot;. Run &apos;outboxctl --help&apos;.</source>
        <translation>Commande inconnue « %1 ». Lancez « outboxctl --help ».</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/notifycommand.cpp" line="+15"/>
        <source>install (create the trigger and print its DDL), uninstall, status, or ddl (print the DDL only, change nothing).</source>
        <translation>install (créer le trigger et afficher son DDL), uninstall, status, ou ddl (afficher seulement le DDL, sans rien modifier).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why (kept in the audit record; required on prod profiles).</source>
        <translation>Raison (conservée dans l&apos;enregistrement d&apos;audit ; obligatoire sur les profils de production).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change notifications (PostgreSQL LISTEN/NOTIFY) so the console refreshes when rows change instead of polling.</source>
        <translation>Notifications de modification (PostgreSQL LISTEN/NOTIFY) pour que la console s&apos;actualise quand des lignes changent, au lieu d&apos;interroger régulièrement.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Say what to do: outboxctl notify install|uninstall|status|ddl.</source>
        <translation>Indiquez quoi faire : outboxctl notify install|uninstall|status|ddl.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change notifications need PostgreSQL (LISTEN/NOTIFY); on this database the console polls instead.</source>
        <translation>Les notifications de modification nécessitent PostgreSQL (LISTEN/NOTIFY) ; sur cette base de données, la console interroge régulièrement à la place.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>installed on %1, channel %2</source>
        <translation>installé sur %1, canal %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not installed on %1 (channel would be %2)</source>
        <translation>non installé sur %1 (le canal serait %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Installed: the console now refreshes %1 when it changes (channel %2).</source>
        <translation>Installé : la console actualise désormais %1 dès qu&apos;elle change (canal %2).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="+38"/>
        <location filename="../app/outboxctl/relayloop.cpp" line="+129"/>
        <source>note: %1</source>
        <translation>remarque : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To make it fast, run: %1</source>
        <translation>Pour accélérer, exécutez : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/statscommand.cpp" line="+15"/>
        <source>Print JSON.</source>
        <translation>Afficher en JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count the sent rows too. On a table of a million rows or more they are otherwise the planner&apos;s estimate, and so is the total.</source>
        <translation>Compter aussi les lignes envoyées. Sur une table d&apos;un million de lignes ou plus, elles sont sinon l&apos;estimation du planificateur, tout comme le total.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counts per state and raw status, oldest pending age.</source>
        <translation>Décomptes par état et par statut brut, âge de la plus ancienne ligne en attente.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Table:      %1 (%2, vocabulary %3, detected)</source>
        <translation>Table :     %1 (%2, vocabulaire %3, détecté)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3, as recorded)</source>
        <translation>Table :     %1 (%2, vocabulaire %3, tel qu’enregistré)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3, as the profile remembers)</source>
        <translation>Table :     %1 (%2, vocabulaire %3, tel que mémorisé par le profil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table:      %1 (%2, vocabulary %3: no row reads &apos;created&apos; and none is recorded; give --vocabulary before changing rows)</source>
        <translation>Table :     %1 (%2, vocabulaire %3 : aucune ligne ne vaut &apos;created&apos; et aucun n’est enregistré ; indiquez --vocabulary avant de modifier des lignes)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table:      %1 (%2, vocabulary %3)</source>
        <translation>Table :     %1 (%2, vocabulaire %3)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/cli.cpp" line="-93"/>
        <location filename="../app/outboxctl/statscommand.cpp" line="+4"/>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="+87"/>
        <location line="+62"/>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/statscommand.cpp" line="+1"/>
        <source>Database:   %1</source>
        <translation>Base :      %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>dead, resent as a copy</source>
        <translation>morte, renvoyée en copie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead, archived as known junk</source>
        <translation>morte, archivée comme rebut connu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>~ The planner&apos;s estimate: every other state is counted row by row. --exact counts the sent rows too (it reads the whole status index).</source>
        <translation>~ L&apos;estimation du planificateur : chaque autre état est compté ligne par ligne. --exact compte aussi les lignes envoyées (il lit tout l&apos;index des statuts).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oldest pending: %1 (%2 ago)</source>
        <translation>Plus ancienne en attente : %1 (il y a %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oldest pending: none</source>
        <translation>Plus ancienne en attente : aucune</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/listcommand.cpp" line="+18"/>
        <source>Rows per page (default 50, at most 10000).</source>
        <translation>Lignes par page (50 par défaut, 10000 au maximum).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue after this cursor.</source>
        <translation>Continuer après ce curseur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest rows first.</source>
        <translation>Lignes les plus anciennes d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="-141"/>
        <source>table, json or csv.</source>
        <translation>table, json ou csv.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/listcommand.cpp" line="+5"/>
        <source>List rows, newest first.</source>
        <translation>Lister les lignes, les plus récentes d&apos;abord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--limit must be a whole number from 1 to 10000, not &quot;%1&quot;.</source>
        <translation>--limit doit être un nombre entier de 1 à 10000, pas « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n row(s) left out: the payload is not JSON the database can read (not JSON at all, or holding \u0000 or an unpaired surrogate), so --payload-key cannot match it.</source>
        <translation>
            <numerusform>%n ligne écartée : la charge utile n&apos;est pas du JSON que la base de données sait lire (pas du JSON du tout, ou contenant \u0000 ou un code de substitution isolé), --payload-key ne peut donc pas la trouver.</numerusform>
            <numerusform>%n lignes écartées : la charge utile n&apos;est pas du JSON que la base de données sait lire (pas du JSON du tout, ou contenant \u0000 ou un code de substitution isolé), --payload-key ne peut donc pas les trouver.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>No rows match.</source>
        <translation>Aucune ligne ne correspond.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>next cursor: %1  (continue with --after=%1)</source>
        <translation>curseur suivant : %1  (continuez avec --after=%1)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/showcommand.cpp" line="+133"/>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="-93"/>
        <location filename="../app/outboxctl/privilegescommand.cpp" line="+34"/>
        <source>table or json.</source>
        <translation>table ou json.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The row id.</source>
        <translation>L&apos;ID de la ligne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show one row with its payload parsed, its attempts and its audit records.</source>
        <translation>Afficher une ligne avec sa charge utile analysée, ses tentatives et ses enregistrements d&apos;audit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--output of show takes table or json, not &quot;%1&quot; (list --id=ID --output=csv gives the row as CSV).</source>
        <translation>--output de show accepte table ou json, pas « %1 » (list --id=ID --output=csv donne la ligne en CSV).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>show takes exactly one row id.</source>
        <translation>show attend exactement un ID de ligne.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>outboxctl: could not read the row&apos;s history: %1</source>
        <translation>outboxctl : impossible de lire l&apos;historique de la ligne : %1</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>No recorded attempts.</source>
        <translation>Aucune tentative enregistrée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No recorded actions.</source>
        <translation>Aucune action enregistrée.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>note: %n action(s) on this table covered more than %1 rows and recorded only a hash of their ids: they may include this row.</source>
        <translation>
            <numerusform>remarque : %n action sur cette table a porté sur plus de %1 lignes et n&apos;a enregistré qu&apos;un hachage de leurs identifiants : elle peut inclure cette ligne.</numerusform>
            <numerusform>remarque : %n actions sur cette table ont porté sur plus de %1 lignes et n&apos;ont enregistré qu&apos;un hachage de leurs identifiants : elles peuvent inclure cette ligne.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>note: the database has no attempt log: failed attempts are kept once the relay&apos;s tables exist (outboxctl relay init); until then only what a retry or mark done cleared is listed, from this computer&apos;s audit log.</source>
        <translation>remarque : la base de données n&apos;a pas de journal des tentatives : les tentatives échouées sont conservées dès que les tables du relais existent (outboxctl relay init) ; d&apos;ici là, seul ce qu&apos;une relance ou un marquage comme terminé a effacé est listé, depuis le journal d&apos;audit de cet ordinateur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>note: the database has no audit table (outboxctl audit init): only this computer&apos;s audit log was searched.</source>
        <translation>remarque : la base de données n&apos;a pas de table d&apos;audit (outboxctl audit init) : seul le journal d&apos;audit de cet ordinateur a été consulté.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/democommand.cpp" line="+13"/>
        <source>Folder of the demo workspace.</source>
        <translation>Dossier de l&apos;espace de travail de démonstration.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recreate the workspace if it exists.</source>
        <translation>Recréer l&apos;espace de travail s&apos;il existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do not save the demo profiles.</source>
        <translation>Ne pas enregistrer les profils de démonstration.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create the demo workspace and print its profile.</source>
        <translation>Créer l&apos;espace de travail de démonstration et afficher son profil.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Demo workspace: %1</source>
        <translation>Espace de travail de démonstration : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Created %1 Vortos rows, %2 FennFlow rows and %3 stored objects.</source>
        <translation>%1 lignes Vortos, %2 lignes FennFlow et %3 objets stockés créés.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Try: %1</source>
        <translation>Essayez : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="+64"/>
        <source>No row is parked.</source>
        <translation>Aucune ligne n’est mise de côté.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>note: %1 is not delivered in order per key, so no key is held back.</source>
        <translation>remarque : %1 n&apos;est pas livrée dans l&apos;ordre par clé, aucune clé n&apos;est donc retenue.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/blockedcommand.cpp" line="+18"/>
        <source>A head that is not dead blocks once it has waited this long (default 1h).</source>
        <translation>Une ligne de tête qui n’est pas morte bloque dès qu’elle a attendu aussi longtemps (1h par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most N keys (default 1000).</source>
        <translation>Au plus N clés (1000 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List the parked rows instead (outboxctl park), with the rows of their keys after them.</source>
        <translation>Lister plutôt les lignes mises de côté (outboxctl park), suivies des lignes de leurs clés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys whose oldest undelivered row holds their later rows back: dead, or waiting longer than --waiting (FennFlow: per aggregate_id; Vortos: per object key).</source>
        <translation>Clés dont la plus ancienne ligne non livrée retient les suivantes : morte, ou en attente depuis plus que --waiting (FennFlow : par aggregate_id ; Vortos : par clé d&apos;objet).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source> (the first %1 listed: --limit)</source>
        <translation> (les %1 premières listées : --limit)</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoutput.cpp" line="-11"/>
        <source>No key is blocked.</source>
        <translation>Aucune clé n’est bloquée.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/changesteps.cpp" line="+50"/>
        <source>This is the prod profile &quot;%1&quot;. Type its name to continue: </source>
        <translation>Ceci est le profil de production « %1 ». Saisissez son nom pour continuer : </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>batch %1/%2: %3 changed, %4 skipped</source>
        <translation>lot %1/%2 : %3 modifiées, %4 ignorées</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cancelled: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+142"/>
        <source>Only rows of this error group (signature or short id).</source>
        <translation>Uniquement les lignes de ce groupe d&apos;erreurs (signature ou ID court).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most this many rows (default 100, 1..10000).</source>
        <translation>Au maximum ce nombre de lignes (100 par défaut, 1..10000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what would be reset, change nothing.</source>
        <translation>Afficher ce qui serait réinitialisé, sans rien modifier.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="+31"/>
        <source>Do not ask for confirmation.</source>
        <translation>Ne pas demander de confirmation.</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+14"/>
        <location filename="../app/outboxctl/promotecommand.cpp" line="+30"/>
        <source>Why (kept in the audit; required on prod profiles).</source>
        <translation>Raison (conservée dans l&apos;audit ; obligatoire sur les profils de production).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+2"/>
        <source>Rows per transaction (default 1000).</source>
        <translation>Lignes par transaction (1000 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset dead rows to pending: dry-run first, then forced.</source>
        <translation>Remettre les lignes mortes en attente : d&apos;abord une simulation (--dry-run), puis forcé (--force).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/canarysteps.cpp" line="+47"/>
        <source>--rate, --abort-ratio and --settle-timeout go with --canary=N.</source>
        <translation>--rate, --abort-ratio et --settle-timeout vont avec --canary=N.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrycommand.cpp" line="+9"/>
        <source>--limit must be a whole number, not &quot;%1&quot;.</source>
        <translation>--limit doit être un nombre entier, pas « %1 ».</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>retry resets dead rows only: --state=%1 selects rows retry cannot act on (leave --state out, or use --state=dead).</source>
        <translation>retry ne réinitialise que les lignes mortes : --state=%1 sélectionne des lignes sur lesquelles retry ne peut pas agir (omettez --state, ou utilisez --state=dead).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>retry resets dead rows only: --status=%1 is not a dead status of this table (%2).</source>
        <translation>retry ne réinitialise que les lignes mortes : --status=%1 n&apos;est pas un statut mort de cette table (%2).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Target check not made: move/promote rows whose target already exists are not flagged (no object store is configured for this outbox).</source>
        <translation>Vérification des cibles non effectuée : les lignes move/promote dont la cible existe déjà ne sont pas signalées (aucun stockage d&apos;objets n&apos;est configuré pour cette outbox).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n move/promote row(s) have a target that already exists: the work may be done (mark done instead of retrying?):</source>
        <translation>
            <numerusform>%n ligne move/promote a une cible qui existe déjà : le travail est peut-être effectué (marquer comme traitée plutôt que réessayer ?) :</numerusform>
            <numerusform>%n lignes move/promote ont une cible qui existe déjà : le travail est peut-être effectué (marquer comme traitées plutôt que réessayer ?) :</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>By operation: %1</source>
        <translation>Par opération : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By error group:</source>
        <translation>Par groupe d&apos;erreurs :</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/markdonecommand.cpp" line="+13"/>
        <source>Why the work is known done (kept in the audit).</source>
        <translation>Pourquoi le travail est connu comme effectué (conservé dans l&apos;audit).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/outboxctl/parkcommand.cpp" line="+57"/>
        <source>Dead row ids.</source>
        <translation>ID des lignes mortes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark dead rows whose work is known done as sent.</source>
        <translation>Marquer comme envoyées les lignes mortes dont le travail est connu comme effectué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mark-done needs at least one row id.</source>
        <translation>mark-done demande au moins un ID de ligne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>mark-done needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>mark-done demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dead row(s) will be marked done. Continue?</source>
        <translation>
            <numerusform>%n ligne morte sera marquée comme traitée. Continuer ?</numerusform>
            <numerusform>%n lignes mortes seront marquées comme traitées. Continuer ?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/retrynowcommand.cpp" line="+15"/>
        <source>Pending row ids.</source>
        <translation>Identifiants de lignes en attente.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pending rows waiting for their next attempt become due now (their attempts are kept).</source>
        <translation>Les lignes en attente de leur prochaine tentative deviennent dues maintenant (leurs tentatives sont conservées).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>retry-now needs at least one row id.</source>
        <translation>retry-now a besoin d’au moins un identifiant de ligne.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/parkcommand.cpp" line="-8"/>
        <source>Park the dead head of every blocked key (those the filters match) instead of the rows named: for a table whose keys were blocked before in-order delivery began.</source>
        <translation>Mettre de côté la ligne de tête morte de chaque clé bloquée (celles qui correspondent aux filtres) au lieu des lignes nommées : pour une table dont les clés étaient bloquées avant le début de la livraison dans l’ordre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With --blocked: list the rows, change nothing.</source>
        <translation>Avec --blocked : lister les lignes, ne rien modifier.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>With --blocked: at most N rows (default 1000).</source>
        <translation>Avec --blocked : au plus N lignes (1000 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--dry-run&apos;s list: table, json or csv.</source>
        <translation>Liste de --dry-run : table, json ou csv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave dead rows where they are and let their keys&apos; later rows be delivered past them (in-order delivery; undo with unpark).</source>
        <translation>Laisser les lignes mortes où elles sont et livrer les lignes suivantes de leurs clés sans les attendre (livraison dans l’ordre ; annuler avec unpark).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Name row ids or --blocked, not both.</source>
        <translation>Indiquez des identifiants de ligne ou --blocked, pas les deux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>park needs at least one row id, or --blocked.</source>
        <translation>park a besoin d’au moins un identifiant de ligne, ou de --blocked.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filters and --dry-run go with --blocked, not with row ids.</source>
        <translation>Les filtres et --dry-run vont avec --blocked, pas avec des identifiants de ligne.</translation>
    </message>
    <message numerus="yes">
        <location line="-48"/>
        <source>%n dead head row(s) would be parked.</source>
        <translation>
            <numerusform>%n ligne de tête morte serait mise de côté.</numerusform>
            <numerusform>%n lignes de tête mortes seraient mises de côté.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No key is blocked by a dead row.</source>
        <translation>Aucune clé n’est bloquée par une ligne morte.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>park needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>park demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n dead row(s) will be parked: they stay dead, and the later rows of their keys are delivered past them. Continue?</source>
        <translation>
            <numerusform>%n ligne morte sera mise de côté : elle reste morte, et les lignes suivantes de sa clé sont livrées sans l’attendre. Continuer ?</numerusform>
            <numerusform>%n lignes mortes seront mises de côté : elles restent mortes, et les lignes suivantes de leurs clés sont livrées sans les attendre. Continuer ?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/resendcommand.cpp" line="+28"/>
        <source>Cannot read the payload from standard input: %1</source>
        <translation>Impossible de lire la charge utile depuis l&apos;entrée standard : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot use the payload file: %1</source>
        <translation>Impossible d&apos;utiliser le fichier de charge utile : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/unparkcommand.cpp" line="+15"/>
        <source>Parked row ids.</source>
        <translation>Identifiants de lignes mises de côté.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Parked rows hold their keys&apos; later rows back again, as any dead row does (outboxctl blocked --parked lists them).</source>
        <translation>Les lignes mises de côté retiennent à nouveau les lignes suivantes de leurs clés, comme toute ligne morte (outboxctl blocked --parked les liste).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/canarysteps.cpp" line="+46"/>
        <source>Canary redrive: %1 row(s) first; the rest (%2) only if at most %3% of the canary fails again, %4.</source>
        <translation>Relance canari : %1 ligne(s) d&apos;abord ; le reste (%2) seulement si au plus %3 % du canari échoue à nouveau, %4.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>at %1 rows/s, stopping when the ratio passes it</source>
        <translation>à %1 lignes/s, en s&apos;arrêtant quand le taux est dépassé</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Copy N rows first, wait until the relay has settled their copies, and go on only if at most --abort-ratio of them failed.</source>
        <translation>Copier d’abord N lignes, attendre que le relais ait réglé leurs copies, et ne continuer que si au plus --abort-ratio d’entre elles ont échoué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: stop when more than this share of the copies failed (default 0.2).</source>
        <translation>Avec --canary : s’arrêter quand plus que cette part des copies a échoué (0.2 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: seconds to wait for the relay to settle the copies (default 600).</source>
        <translation>Avec --canary : secondes d’attente pour que le relais règle les copies (600 par défaut).</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>all at once</source>
        <translation>tout d&apos;un coup</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Canary replay: the copies of %n row(s) first; the rest (%1) only if at most %2% of those copies fail, %3.</source>
        <translation>
            <numerusform>Rejeu canari : d’abord la copie de %n ligne ; le reste (%1) seulement si au plus %2 % de ces copies échouent, %3.</numerusform>
            <numerusform>Rejeu canari : d’abord les copies de %n lignes ; le reste (%1) seulement si au plus %2 % de ces copies échouent, %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Whether a relay is running is unknown: %1</source>
        <translation>On ne sait pas si un relais tourne : %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Whether a relay is running is unknown (no relay registry: outboxctl relay init creates it); the canary waits up to %1 s to be settled.</source>
        <translation>On ne sait pas si un relais tourne (pas de registre des relais : outboxctl relay init le crée) ; le canari attend jusqu&apos;à %1 s d&apos;être traité.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Warning: no relay is running against %1 (none has a heartbeat): nobody would settle the canary, and the run stops after %2 s.</source>
        <translation>Avertissement : aucun relais ne tourne sur %1 (aucun n&apos;a de signal de vie) : personne ne traiterait le canari, et l&apos;exécution s&apos;arrête après %2 s.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n relay(s) running against the table: %1</source>
        <translation>
            <numerusform>%n relais tourne sur la table : %1</numerusform>
            <numerusform>%n relais tournent sur la table : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>canary</source>
        <translation>canari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the canary</source>
        <translation>attente du canari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step %1/%2</source>
        <translation>étape %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for the last rows</source>
        <translation>attente des dernières lignes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 replayed, %3 delivered, %4 failed, %5 waiting</source>
        <translation>%1 : %2 rejouées, %3 livrées, %4 en échec, %5 en attente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 retried, %3 delivered, %4 failed again, %5 waiting</source>
        <translation>%1 : %2 relancées, %3 livrées, %4 de nouveau en échec, %5 en attente</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Replayed %n row(s).</source>
        <translation>
            <numerusform>%n ligne rejouée.</numerusform>
            <numerusform>%n lignes rejouées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Reset N rows first, wait until the relay has settled them, and go on only if at most --abort-ratio of them failed again.</source>
        <translation>Réinitialiser d&apos;abord N lignes, attendre que le relais les ait traitées, et ne continuer que si au plus --abort-ratio d&apos;entre elles ont de nouveau échoué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --canary: stop when more than this share of the redriven rows failed again (default 0.2).</source>
        <translation>Avec --canary : s&apos;arrêter quand plus de cette part des lignes relancées a de nouveau échoué (0.2 par défaut).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With --canary: the rest in steps of this many rows per second (default: all at once).</source>
        <translation>Avec --canary : le reste par étapes de ce nombre de lignes par seconde (par défaut : tout d&apos;un coup).</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>With --canary: seconds to wait for the relay to settle the redriven rows (default 600).</source>
        <translation>Avec --canary : secondes d&apos;attente du traitement des lignes relancées par le relais (600 par défaut).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--canary must be a whole number of rows, not &quot;%1&quot;.</source>
        <translation>--canary doit être un nombre entier de lignes, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--abort-ratio must be a number such as 0.2, not &quot;%1&quot;.</source>
        <translation>--abort-ratio doit être un nombre comme 0.2, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--rate must be rows per second above 0 (e.g. 50 or 50/s), not &quot;%1&quot;.</source>
        <translation>--rate doit être un nombre de lignes par seconde supérieur à 0 (par ex. 50 ou 50/s), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--settle-timeout must be whole seconds, not &quot;%1&quot;.</source>
        <translation>--settle-timeout doit être un nombre entier de secondes, pas « %1 ».</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/retrycommand.cpp" line="-32"/>
        <source>%n row(s) failed for a missing object that is still missing: a retry would fail again:</source>
        <translation>
            <numerusform>%n ligne a échoué faute d’un objet qui manque toujours : une relance échouerait à nouveau :</numerusform>
            <numerusform>%n lignes ont échoué faute d’un objet qui manque toujours : une relance échouerait à nouveau :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n row(s) name an object key the relay refuses (a &quot;..&quot; segment, a control character or too long): a retry would fail again:</source>
        <translation>
            <numerusform>%n ligne nomme une clé d&apos;objet que le relais refuse (un segment « .. », un caractère de contrôle ou une clé trop longue) : une relance échouerait à nouveau :</numerusform>
            <numerusform>%n lignes nomment une clé d&apos;objet que le relais refuse (un segment « .. », un caractère de contrôle ou une clé trop longue) : une relance échouerait à nouveau :</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/outboxctl/resendcommand.cpp" line="+49"/>
        <source>The edited payload (JSON), or - for standard input.</source>
        <translation>La charge utile modifiée (JSON), ou - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo the resend of ID: its original payload is resent as a new row and the edited copy, where it is dead, is superseded.</source>
        <translation>Annuler le renvoi de ID : sa charge utile d&apos;origine est renvoyée comme nouvelle ligne et la copie modifiée, si elle est morte, est remplacée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --undo: an edited copy that is not delivered yet is withdrawn (set dead and superseded), so that only the original goes.</source>
        <translation>Avec --undo : une copie modifiée pas encore livrée est retirée (marquée morte et remplacée), afin que seule l&apos;originale parte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dead row to resend.</source>
        <translation>La ligne morte à renvoyer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write an edited copy of a dead row as a new ready row; the original stays as written and is marked superseded.</source>
        <translation>Écrire une copie modifiée d&apos;une ligne morte comme nouvelle ligne prête ; l&apos;originale reste telle qu&apos;elle a été écrite et est marquée comme remplacée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>resend needs exactly one row id.</source>
        <translation>resend demande exactement un ID de ligne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--withdraw goes with --undo.</source>
        <translation>--withdraw va avec --undo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resend needs --payload-file=FILE (or -), or --undo.</source>
        <translation>resend demande --payload-file=FILE (ou -), ou --undo.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>The payload file %1 is over 4 MiB: no outbox payload is that large.</source>
        <translation>Le fichier de charge utile %1 dépasse 4 Mio : aucune charge utile d&apos;outbox n&apos;est aussi grande.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The payload file %1 is not UTF-8: the byte at offset %2 (0x%3) does not belong there.</source>
        <translation>Le fichier de charge utile %1 n&apos;est pas en UTF-8 : l&apos;octet à la position %2 (0x%3) n&apos;a pas sa place ici.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Row %1 is not superseded: there is no resend of it to undo.</source>
        <translation>La ligne %1 n&apos;est pas remplacée : il n&apos;y a aucun renvoi à annuler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The original payload of %1 will be resent as a new row, and the edited copy %2, where it is dead, superseded. Continue?</source>
        <translation>La charge utile d&apos;origine de %1 sera renvoyée comme nouvelle ligne, et la copie modifiée %2, si elle est morte, remplacée. Continuer ?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Row %1 (%2, %3): the edited payload changes</source>
        <translation>Ligne %1 (%2, %3) : ce que change la charge utile modifiée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Payload to write: %1</source>
        <translation>Charge utile à écrire : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will be written as a new ready row, and %1 marked superseded. Continue?</source>
        <translation>Elle sera écrite comme nouvelle ligne prête, et %1 marquée comme remplacée. Continuer ?</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>resend needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>resend demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/unparkcommand.cpp" line="+2"/>
        <source>unpark needs at least one row id.</source>
        <translation>unpark a besoin d’au moins un identifiant de ligne.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/purgecommand.cpp" line="+32"/>
        <source>Retention: sent rows created longer ago are deleted (e.g. 30d).</source>
        <translation>Durée de conservation : les lignes envoyées créées il y a plus longtemps sont supprimées (par ex. 30d).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Count only.</source>
        <translation>Compter seulement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows per transaction (default 10000).</source>
        <translation>Lignes par transaction (10000 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete sent rows older than a retention period, in batches.</source>
        <translation>Supprimer par lots les lignes envoyées plus anciennes que la durée de conservation.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>%n sent row(s) kept: created_at is not a date text (a number, for example), so their age cannot be told.</source>
        <translation>
            <numerusform>%n ligne envoyée conservée : created_at n’est pas une date en texte (un nombre, par exemple), son âge est donc inconnu.</numerusform>
            <numerusform>%n lignes envoyées conservées : created_at n’est pas une date en texte (un nombre, par exemple), leur âge est donc inconnu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Dry run — %n sent row(s) created before %1 would be deleted.</source>
        <translation>
            <numerusform>Simulation — %n ligne envoyée créée avant le %1 serait supprimée.</numerusform>
            <numerusform>Simulation — %n lignes envoyées créées avant le %1 seraient supprimées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n sent row(s) created before %1 will be deleted.</source>
        <translation>
            <numerusform>%n ligne envoyée créée avant le %1 sera supprimée.</numerusform>
            <numerusform>%n lignes envoyées créées avant le %1 seront supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>purge needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>purge demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/outboxctl/replaycommand.cpp" line="+24"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Warning: the copies of %n row(s) would be delivered after a newer row of their key, so a consumer would see the older event last:</source>
        <translation>
            <numerusform>Avertissement : la copie de %n ligne serait livrée après une ligne plus récente de sa clé, si bien qu&apos;un consommateur verrait l&apos;événement plus ancien en dernier :</numerusform>
            <numerusform>Avertissement : les copies de %n lignes seraient livrées après une ligne plus récente de leur clé, si bien qu&apos;un consommateur verrait l&apos;événement plus ancien en dernier :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The order of %n key(s) was not checked (the first %1 were).</source>
        <translation>
            <numerusform>L&apos;ordre de %n clé n&apos;a pas été vérifié (celui des %1 premières l&apos;a été).</numerusform>
            <numerusform>L&apos;ordre de %n clés n&apos;a pas été vérifié (celui des %1 premières l&apos;a été).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>By %1: %2</source>
        <translation>Par %1 : %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most this many rows, the oldest first (default 100, 1..10000).</source>
        <translation>Au maximum ce nombre de lignes, les plus anciennes d&apos;abord (100 par défaut, 1..10000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what would be copied, write nothing.</source>
        <translation>Afficher ce qui serait copié, sans rien écrire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rows per transaction (default 100, at most 500).</source>
        <translation>Lignes par transaction (100 par défaut, 500 au maximum).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent rows to replay (or select them by filters).</source>
        <translation>Lignes envoyées à rejouer (ou sélectionnez-les par des filtres).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy sent rows as new ready rows, so that they are delivered again; the originals stay as they are.</source>
        <translation>Copier des lignes envoyées comme nouvelles lignes prêtes, afin qu&apos;elles soient livrées à nouveau ; les originales restent telles quelles.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>replay needs the rows to copy: row ids, or filters such as --created-from/--created-to, --event-type or --operation.</source>
        <translation>replay demande les lignes à copier : des identifiants de ligne, ou des filtres comme --created-from/--created-to, --event-type ou --operation.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sent rows match the given filters.</source>
        <translation>Aucune ligne envoyée ne correspond aux filtres donnés.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Dry run — %n sent row(s) match (not replaying).</source>
        <translation>
            <numerusform>Simulation — %n ligne envoyée correspond (pas de rejeu).</numerusform>
            <numerusform>Simulation — %n lignes envoyées correspondent (pas de rejeu).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n sent row(s) will be copied as new ready rows and delivered again.</source>
        <translation>
            <numerusform>%n ligne envoyée sera copiée comme nouvelle ligne prête et livrée à nouveau.</numerusform>
            <numerusform>%n lignes envoyées seront copiées comme nouvelles lignes prêtes et livrées à nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>replay needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>replay demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/changesteps.cpp" line="-29"/>
        <source>Continue?</source>
        <translation>Continuer ?</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/groupscommand.cpp" line="+79"/>
        <source>Dead rows grouped by normalised error.</source>
        <translation>Lignes mortes regroupées par erreur normalisée.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>No dead rows match.</source>
        <translation>Aucune ligne morte ne correspond.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/auditcommand.cpp" line="+94"/>
        <source>Records to show (default 20).</source>
        <translation>Enregistrements à afficher (20 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>local (the log file, default) or database (the audit table).</source>
        <translation>local (le fichier journal, par défaut) ou database (la table d&apos;audit).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With init: why (kept in the audit; required on prod profiles).</source>
        <translation>Avec init : raison (conservée dans l&apos;audit ; obligatoire sur les profils de production).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create the audit table in the outbox&apos;s database and print its DDL.</source>
        <translation>Créer la table d&apos;audit dans la base de données de l&apos;outbox et afficher son DDL.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent audit records, or &apos;audit init&apos;.</source>
        <translation>Enregistrements d&apos;audit récents, ou « audit init ».</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>The audit table already exists.</source>
        <translation>La table d&apos;audit existe déjà.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Unknown audit subcommand &quot;%1&quot;.</source>
        <translation>Sous-commande audit inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--limit must be a positive whole number.</source>
        <translation>--limit doit être un nombre entier positif.</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>This database has no audit table (create it with &apos;outboxctl audit init&apos;).</source>
        <translation>Cette base de données n&apos;a pas de table d&apos;audit (créez-la avec « outboxctl audit init »).</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>outboxctl: %n line(s) of %1 are not audit records and were skipped (line %2).</source>
        <translation>
            <numerusform>outboxctl: %n ligne de %1 n&apos;est pas un enregistrement d&apos;audit et a été ignorée (ligne %2).</numerusform>
            <numerusform>outboxctl: %n lignes de %1 ne sont pas des enregistrements d&apos;audit et ont été ignorées (lignes %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+72"/>
        <source>--source must be local or database.</source>
        <translation>--source doit être local ou database.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/profilecommands.cpp" line="+79"/>
        <source>dev, staging or prod.</source>
        <translation>dev, staging ou prod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuse every change through this profile.</source>
        <translation>Refuser toute modification via ce profil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace a profile of the same name (refused without it).</source>
        <translation>Remplacer un profil du même nom (refusé sans cette option).</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The console notifies when at least N new dead rows appeared since its last refresh (0: off).</source>
        <translation>La console envoie une notification quand au moins N nouvelles lignes mortes sont apparues depuis sa dernière actualisation (0 : désactivé).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The console notifies when a key becomes blocked.</source>
        <translation>La console envoie une notification quand une clé devient bloquée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The console notifies when the oldest pending row becomes older than this (0: off).</source>
        <translation>La console envoie une notification quand la plus ancienne ligne en attente dépasse ce nombre de minutes (0 : désactivé).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/commandoptions.cpp" line="-73"/>
        <source>The database user every change connects as (its password: the keychain&apos;s write-password or OUTBOX_DATABASE_WRITE_PASSWORD); reading stays with the URL&apos;s user.</source>
        <translation>L&apos;utilisateur de base de données sous lequel se connecte chaque modification (son mot de passe : write-password dans le trousseau ou OUTBOX_DATABASE_WRITE_PASSWORD) ; la lecture reste sous l&apos;utilisateur de l&apos;URL.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/profilecommands.cpp" line="+32"/>
        <source>list, add NAME or remove NAME.</source>
        <translation>list, add NAME ou remove NAME.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Manage saved profiles.</source>
        <translation>Gérer les profils enregistrés.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No profiles in %1</source>
        <translation>Aucun profil dans %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use: outboxctl profile add NAME --database URL … or profile remove NAME.</source>
        <translation>Utilisation : outboxctl profile add NAME --database URL … ou profile remove NAME.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown profile action &quot;%1&quot;: use list, add or remove.</source>
        <translation>Action de profil inconnue « %1 » : utilisez list, add ou remove.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--environment must be dev, staging or prod, not &quot;%1&quot;.</source>
        <translation>--environment doit être dev, staging ou prod, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiles never store passwords: remove it from the URL and use the keychain or OUTBOX_DATABASE_PASSWORD.</source>
        <translation>Les profils n&apos;enregistrent jamais de mot de passe : retirez-le de l&apos;URL et utilisez le trousseau ou OUTBOX_DATABASE_PASSWORD.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--payload-visibility must be full, masked or hidden, not &quot;%1&quot;.</source>
        <translation>--payload-visibility doit être full, masked ou hidden, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--write-user is for PostgreSQL and MySQL/MariaDB: a SQLite file has no users (its file permissions decide).</source>
        <translation>--write-user est pour PostgreSQL et MySQL/MariaDB : un fichier SQLite n&apos;a pas d&apos;utilisateurs (ses permissions de fichier décident).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>outboxctl: a profile named &quot;%1&quot; exists already: nothing was changed. Pass --replace to replace it.</source>
        <translation>outboxctl: un profil nommé « %1 » existe déjà : rien n&apos;a été modifié. Passez --replace pour le remplacer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(the new profile would be the same)</source>
        <translation>(le nouveau profil serait identique)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>replacing: %1</source>
        <translation>remplacement : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved profile &quot;%1&quot; (read-only) in %2</source>
        <translation>Profil « %1 » (lecture seule) enregistré dans %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved profile &quot;%1&quot; in %2</source>
        <translation>Profil « %1 » enregistré dans %2</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/promotecommand.cpp" line="-13"/>
        <source>The temporary upload&apos;s key.</source>
        <translation>La clé du téléversement temporaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The permanent key.</source>
        <translation>La clé permanente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temporary prefix (default tmp).</source>
        <translation>Préfixe temporaire (tmp par défaut).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the temporary object.</source>
        <translation>Conserver l&apos;objet temporaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy, verify and delete now, against the store.</source>
        <translation>Copier, vérifier et supprimer maintenant, sur le stockage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write a promote row for the relay.</source>
        <translation>Écrire une ligne promote pour le relais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace an object already at the permanent key.</source>
        <translation>Remplacer un objet déjà présent à la clé permanente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Promote a temporary upload to its permanent key.</source>
        <translation>Promouvoir un téléversement temporaire vers sa clé permanente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of --immediate or --via-outbox.</source>
        <translation>Choisissez --immediate ou --via-outbox.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>promote needs --temporary-key and --permanent-key.</source>
        <translation>promote demande --temporary-key et --permanent-key.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Temporary object: %1 (%2 bytes, %3)</source>
        <translation>Objet temporaire : %1 (%2 octets, %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown type</source>
        <translation>type inconnu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Permanent key %1 already holds %2 bytes: it would be overwritten.</source>
        <translation>La clé permanente %1 contient déjà %2 octets : ils seraient écrasés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refusing to overwrite %1 without --overwrite.</source>
        <translation>Refus d&apos;écraser %1 sans --overwrite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Permanent key %1 is free.</source>
        <translation>La clé permanente %1 est libre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre-check not made: no object store is configured (the relay will find out).</source>
        <translation>Vérification préalable non effectuée : aucun stockage d&apos;objets n&apos;est configuré (le relais s&apos;en apercevra).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Promotion stopped: %1</source>
        <translation>Promotion interrompue : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+57"/>
        <source>Run one batch, then exit.</source>
        <translation>Exécuter un lot, puis quitter.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Seconds to sleep after an empty poll (default 2).</source>
        <translation>Secondes de pause après une interrogation vide (2 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows per batch (default 50).</source>
        <translation>Lignes par lot (50 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows delivered at once (default 4).</source>
        <translation>Lignes livrées simultanément (4 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Database connections that claim at once while a backlog lasts: one claims while another&apos;s batch is delivered (default 2; SQLite: 1).</source>
        <translation>Connexions à la base qui réclament en même temps tant qu’il y a un arriéré : l’une réclame pendant que le lot d’une autre est livré (2 par défaut ; SQLite : 1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attempts before a row is dead (default 5).</source>
        <translation>Tentatives avant qu&apos;une ligne soit morte (5 par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seconds before a failed row&apos;s first retry (default 30); each further retry waits twice as long, at most an hour.</source>
        <translation>Secondes avant la première nouvelle tentative d’une ligne en échec (30 par défaut) ; chaque tentative suivante attend deux fois plus longtemps, une heure au plus.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="+44"/>
        <source>FennFlow: plain (default; the event&apos;s JSON), ce-binary (CloudEvents 1.0, the attributes in headers) or ce-structured (CloudEvents 1.0, one JSON document).</source>
        <translation>FennFlow : plain (par défaut ; le JSON de l’événement), ce-binary (CloudEvents 1.0, les attributs dans les en-têtes) ou ce-structured (CloudEvents 1.0, un document JSON).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CloudEvents source (default /outbox/{table}); {aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} stand for the event&apos;s.</source>
        <translation>Source CloudEvents (par défaut /outbox/{table}) ; {aggregate_type}, {aggregate_id}, {event_type}, {event_id}, {storage_path} et {table} désignent les valeurs de l’événement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CloudEvents type (default {aggregate_type}.{event_type}).</source>
        <translation>Type CloudEvents (par défaut {aggregate_type}.{event_type}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CloudEvents subject (default {storage_path}; left out when empty).</source>
        <translation>Sujet CloudEvents (par défaut {storage_path} ; omis s’il est vide).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the webhook is signed when it has a secret: hmac-sha256 (default; X-Outbox-Signature) or standard-webhooks (webhook-id, webhook-timestamp, webhook-signature; the secret is whsec_ and a base64 key).</source>
        <translation>Comment le webhook est signé quand il a un secret : hmac-sha256 (par défaut ; X-Outbox-Signature) ou standard-webhooks (webhook-id, webhook-timestamp, webhook-signature ; le secret est whsec_ suivi d’une clé en base64).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+13"/>
        <source>Serve Prometheus metrics at HOST:PORT.</source>
        <translation>Servir les métriques Prometheus sur HOST:PORT.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why (kept in the audit; with init required on prod profiles).</source>
        <translation>Raison (conservée dans l&apos;audit ; avec init, obligatoire sur les profils de production).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>key (default): a row waits while an older row of its key is undelivered (FennFlow: aggregate_id; Vortos: each object key the row writes or deletes); none: oldest ready rows first, whatever their key.</source>
        <translation>key (par défaut) : une ligne attend tant qu&apos;une ligne plus ancienne de sa clé n&apos;est pas livrée (FennFlow : aggregate_id ; Vortos : chaque clé d&apos;objet que la ligne écrit ou supprime) ; none : les lignes prêtes les plus anciennes d&apos;abord, quelle que soit leur clé.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>init: create the FennFlow delivery side table and print its DDL. test-publish: send one test event to the sink (no database is touched) and exit.</source>
        <translation>init : créer la table de livraison FennFlow et afficher son DDL. test-publish : envoyer un événement de test à la destination (aucune base n&apos;est touchée) et quitter.</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Other relays running on %1: %2.</source>
        <translation>Autres relais en cours sur %1 : %2.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="+55"/>
        <source>No sink for the FennFlow relay: pass --sink=webhook:URL, --sink=file:PATH or a broker&apos;s URL (amqp://, nats://, kafka://).</source>
        <translation>Aucune destination pour le relais FennFlow : passez --sink=webhook:URL, --sink=file:CHEMIN ou l&apos;URL d&apos;un broker (amqp://, nats://, kafka://).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="+66"/>
        <source>Run the relay: deliver ready rows, with retries and backoff.</source>
        <translation>Exécuter le relais : livrer les lignes prêtes, avec nouvelles tentatives et temporisation.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="-82"/>
        <source>FennFlow sink: webhook:URL, file:PATH, amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME or nats://USER@HOST:PORT/SUBJECT or kafka://HOST:PORT,…/TOPIC (broker passwords: keychain or OUTBOX_SINK_PASSWORD).</source>
        <translation>Destination FennFlow : webhook:URL, file:CHEMIN, amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME ou nats://USER@HOST:PORT/SUBJECT ou kafka://HOST:PORT,…/TOPIC (mots de passe des brokers : trousseau ou OUTBOX_SINK_PASSWORD).</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relaycommand.cpp" line="-136"/>
        <source>The delivery table already exists.</source>
        <translation>La table de livraison existe déjà.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No profile named &quot;%1&quot;.</source>
        <translation>Aucun profil nommé « %1 ».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Published test event %1 to %2 in %3 ms.</source>
        <translation>Événement de test %1 publié vers %2 en %3 ms.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Unknown relay subcommand &quot;%1&quot;.</source>
        <translation>Sous-commande relay inconnue « %1 ».</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Profile &quot;%1&quot; is read-only: the relay changes rows and will not start.</source>
        <translation>Le profil « %1 » est en lecture seule : le relais modifie des lignes et ne démarrera pas.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverysetup.cpp" line="-17"/>
        <source>No object store for the Vortos relay: pass --object-store, set it in the profile, or set the OBJECT_STORE_* environment.</source>
        <translation>Aucun stockage d&apos;objets pour le relais Vortos : passez --object-store, définissez-le dans le profil ou définissez l&apos;environnement OBJECT_STORE_*.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/relayloop.cpp" line="+50"/>
        <source>Could not set up signal handling.</source>
        <translation>Impossible de mettre en place la gestion des signaux.</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Metrics at %1, health at /healthz and /readyz</source>
        <translation>Métriques à %1, état à /healthz et /readyz</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Relay on %1 → %2 (one batch)</source>
        <translation>Relais sur %1 → %2 (un lot)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relay on %1 → %2</source>
        <translation>Relais sur %1 → %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Relay stopped: %1</source>
        <translation>Relais arrêté : %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/workercommand.cpp" line="+19"/>
        <source>relay or purge.</source>
        <translation>relay ou purge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>systemd or supervisor.</source>
        <translation>systemd ou supervisor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where to write the service file.</source>
        <translation>Où écrire le fichier de service.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the files instead of writing them.</source>
        <translation>Afficher les fichiers au lieu de les écrire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit 1 when the file on disk differs.</source>
        <translation>Quitter avec 1 si le fichier sur le disque diffère.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the service as this user.</source>
        <translation>Exécuter le service sous cet utilisateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KEY=VALUE file with the secrets.</source>
        <translation>Fichier KEY=VALUE contenant les secrets.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purge timer (systemd OnCalendar=, default daily).</source>
        <translation>Minuterie de la purge (systemd OnCalendar=, daily par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Purge retention (default 30d).</source>
        <translation>Durée de conservation de la purge (30d par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra argument for the relay (repeatable), e.g. --relay-arg=--sink=file:/var/lib/x.jsonl.</source>
        <translation>Un argument supplémentaire pour le relais (répétable), par ex. --relay-arg=--sink=file:/var/lib/x.jsonl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace a file at --path that worker install did not write.</source>
        <translation>Remplacer un fichier à --path que worker install n&apos;a pas écrit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Install (or print, or check) the service definition.</source>
        <translation>Installer (ou afficher, ou vérifier) la définition du service.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write a systemd unit or a supervisor program for the relay or the purge.</source>
        <translation>Écrire une unité systemd ou un programme supervisor pour le relais ou la purge.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl worker install --worker=relay|purge --manager=systemd|supervisor.</source>
        <translation>Utilisation : outboxctl worker install --worker=relay|purge --manager=systemd|supervisor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--worker must be relay or purge, not &quot;%1&quot;.</source>
        <translation>--worker doit être relay ou purge, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--manager must be systemd or supervisor, not &quot;%1&quot;.</source>
        <translation>--manager doit être systemd ou supervisor, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The database URL carries a password: service files never hold secrets. Give the URL without it, and the password in the environment file (--environment-file) as OUTBOX_DATABASE_PASSWORD.</source>
        <translation>L&apos;URL de base de données contient un mot de passe : les fichiers de service ne contiennent jamais de secrets. Indiquez l&apos;URL sans mot de passe, et le mot de passe dans le fichier d&apos;environnement (--environment-file) sous la forme OUTBOX_DATABASE_PASSWORD.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>--relay-arg carries a URL with a password: service files never hold secrets. Put the password in the environment file (--environment-file) as OUTBOX_DATABASE_PASSWORD, or in the keychain.</source>
        <translation>--relay-arg contient une URL avec un mot de passe : les fichiers de service ne contiennent jamais de secrets. Mettez le mot de passe dans le fichier d&apos;environnement (--environment-file) sous la forme OUTBOX_DATABASE_PASSWORD, ou dans le trousseau.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 differs from what would be installed.</source>
        <translation>%1 diffère de ce qui serait installé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Installed service definition is up to date.</source>
        <translation>La définition de service installée est à jour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then run:</source>
        <translation>Exécutez ensuite :</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/overviewcommand.cpp" line="-28"/>
        <source>working (%1)</source>
        <translation>actif (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused (%1)</source>
        <translation>en pause (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent (%1)</source>
        <translation>silencieux (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its library</source>
        <translation>sa bibliothèque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seconds each profile may take before its line says it did not answer (default 10, 1 to 300).</source>
        <translation>Secondes que chaque profil peut prendre avant que sa ligne indique qu&apos;il n&apos;a pas répondu (10 par défaut, de 1 à 300).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither show nor keep the change since the previous run (kept in %1).</source>
        <translation>Ni afficher ni conserver la variation depuis l&apos;exécution précédente (conservée dans %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every saved profile: pending, dead, blocked keys, oldest pending age and whether a relay works the table, each profile read on its own connection.</source>
        <translation>Tous les profils enregistrés : lignes en attente et mortes, clés bloquées, âge de la plus ancienne en attente et présence d&apos;un relais qui traite la table ; chaque profil est lu sur sa propre connexion.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--output must be table or json for overview.</source>
        <translation>--output doit être table ou json pour overview.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overview reads every saved profile: --profile, --database and --table do not apply.</source>
        <translation>overview lit tous les profils enregistrés : --profile, --database et --table ne s&apos;appliquent pas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No saved profiles: add one with &apos;outboxctl profile add&apos;.</source>
        <translation>Aucun profil enregistré : ajoutez-en un avec « outboxctl profile add ».</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>error (below)</source>
        <translation>erreur (ci-dessous)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 ago</source>
        <translation>il y a %1</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/authcommand.cpp" line="+17"/>
        <source>The database endpoint.</source>
        <translation>Le point d’accès de la base.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database port.</source>
        <translation>Le port de la base.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database user.</source>
        <translation>L’utilisateur de la base.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The database&apos;s AWS region.</source>
        <translation>La région AWS de la base.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print an RDS IAM authentication token.</source>
        <translation>Afficher un jeton d’authentification IAM RDS.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print an RDS IAM authentication token for --host, --port, --user and --region, signed with the AWS credentials of the environment or of AWS_PROFILE; it is valid for 15 minutes.</source>
        <translation>Afficher un jeton d’authentification IAM RDS pour --host, --port, --user et --region, signé avec les identifiants AWS de l’environnement ou d’AWS_PROFILE ; il est valable 15 minutes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl auth rds-token --host=H --port=P --user=U --region=R.</source>
        <translation>Utilisation : outboxctl auth rds-token --host=H --port=P --user=U --region=R.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>auth rds-token needs --%1.</source>
        <translation>auth rds-token a besoin de --%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--port must be a number, not &quot;%1&quot;.</source>
        <translation>--port doit être un nombre, pas « %1 ».</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/sshcommand.cpp" line="+17"/>
        <source>Check the route to the database hop by hop.</source>
        <translation>Vérifier le chemin vers la base rebond par rebond.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try the route to the database through ssh (--ssh, or the profile&apos;s) as a connection does, and print each hop and the database: ok, what failed there, or not reached.</source>
        <translation>Essayer le chemin vers la base par ssh (--ssh, ou celui du profil) comme le fait une connexion, et afficher chaque rebond et la base : ok, ce qui y a échoué, ou non atteint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use: outboxctl [--profile=NAME | --database=URL --ssh=DEST] ssh check.</source>
        <translation>Utilisation : outboxctl [--profile=NAME | --database=URL --ssh=DEST] ssh check.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ssh check needs a database reached through ssh: --ssh=DEST, or a profile with an SSH destination.</source>
        <translation>ssh check a besoin d’une base atteinte par ssh : --ssh=DEST, ou un profil avec une destination SSH.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/privilegescommand.cpp" line="+3"/>
        <source>What the profile&apos;s database roles may do to the outbox table: the reading user&apos;s, and the write user&apos;s when the profile names one.</source>
        <translation>Ce que les rôles de base de données du profil peuvent faire sur la table d&apos;outbox : ceux de l&apos;utilisateur de lecture, et ceux de l&apos;utilisateur d&apos;écriture si le profil en indique un.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--output of privileges takes table or json, not &quot;%1&quot;.</source>
        <translation>--output de privileges accepte table ou json, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Privileges on %1 (%2):</source>
        <translation>Privilèges sur %1 (%2) :</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/linkcommand.cpp" line="+15"/>
        <source>Link to this row (its detail pane).</source>
        <translation>Faire un lien vers cette ligne (ses détails).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link to the dead rows of this error group (its signature).</source>
        <translation>Faire un lien vers les lignes mortes de ce groupe d&apos;erreurs (sa signature).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Link to this record of the database&apos;s audit table (its record_id in audit --source=database --output=json).</source>
        <translation>Lien vers cette entrée de la table d’audit de la base (son record_id dans audit --source=database --output=json).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print an outbox-console:// link to a row, an error group, an audit record or a filtered view, which the console opens on the same saved profile. It names the profile only, never a host or a secret.</source>
        <translation>Afficher un lien outbox-console:// vers une ligne, un groupe d’erreurs, une entrée d’audit ou une vue filtrée, que la console ouvre sur le profil enregistré du même nom. Il ne désigne que le profil, jamais un hôte ni un secret.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link takes one of --row, --group and --audit.</source>
        <translation>link prend une seule option parmi --row, --group et --audit.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A link carries a state, one search and a created window: --status and --payload-key are not part of it.</source>
        <translation>Un lien porte un état, une recherche et une fenêtre de création : --status et --payload-key n’en font pas partie.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--audit must be a record id (a positive number), not &quot;%1&quot;.</source>
        <translation>--audit doit être un identifiant d’entrée (un nombre positif), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This database has no audit table (%1): only its records can be linked.</source>
        <translation>Cette base n’a pas de table d’audit (%1) : seules ses entrées peuvent être liées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The audit table has no record %1.</source>
        <translation>La table d’audit n’a pas d’entrée %1.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>A link opens a saved profile: pass --profile NAME (the colleague who opens it needs a profile of that name).</source>
        <translation>Un lien ouvre un profil enregistré : passez --profile NOM (le collègue qui l&apos;ouvre a besoin d&apos;un profil de ce nom).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A link carries one --state.</source>
        <translation>Un lien ne porte qu&apos;un seul --state.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A link carries one search (--error-contains, --payload-contains, --operation, --id or --aggregate-id), as the console&apos;s filter bar does.</source>
        <translation>Un lien ne porte qu&apos;une seule recherche (--error-contains, --payload-contains, --operation, --id ou --aggregate-id), comme la barre de filtres de la console.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/importcommand.cpp" line="+22"/>
        <source>The console&apos;s export to import: JSON (an array, or list&apos;s output) or JSONL (one row a line).</source>
        <translation>L&apos;export de la console à importer : JSON (un tableau, ou la sortie de list) ou JSONL (une ligne d&apos;outbox par ligne de texte).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check every row and show what would be written; write nothing.</source>
        <translation>Vérifier chaque ligne et afficher ce qui serait écrit ; ne rien écrire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the rows of an export into this outbox as new ready rows, each checked as the writer writes it.</source>
        <translation>Écrire les lignes d&apos;un export dans cette outbox comme nouvelles lignes prêtes, chacune vérifiée comme l&apos;écrivain l&apos;écrit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>import needs --file=FILE: the console&apos;s JSON or JSONL export.</source>
        <translation>import demande --file=FILE : l&apos;export JSON ou JSONL de la console.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot use the import file: %1</source>
        <translation>Impossible d&apos;utiliser le fichier d&apos;import : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Dry run — %n row(s) would be imported as new ready rows (writing nothing).</source>
        <translation>
            <numerusform>Simulation — %n ligne serait importée comme nouvelle ligne prête (rien n&apos;est écrit).</numerusform>
            <numerusform>Simulation — %n lignes seraient importées comme nouvelles lignes prêtes (rien n&apos;est écrit).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n row(s) of %1 will be written into %2 as new ready rows.</source>
        <translation>
            <numerusform>%n ligne de %1 sera écrite dans %2 comme nouvelle ligne prête.</numerusform>
            <numerusform>%n lignes de %1 seront écrites dans %2 comme nouvelles lignes prêtes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>import needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>import demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/deliverycommand.cpp" line="+22"/>
        <source>With filters: at most this many rows, the oldest first (default 100, 1..1000).</source>
        <translation>Avec des filtres : au maximum ce nombre de lignes, les plus anciennes d&apos;abord (100 par défaut, 1..1000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark the dead rows that were delivered done (audited as a mark-done of its own).</source>
        <translation>Marquer comme traitées les lignes mortes livrées (consigné dans l&apos;audit comme un mark-done distinct).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rows to deliver (or select them by filters).</source>
        <translation>Les lignes à livrer (ou sélectionnez-les par des filtres).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deliver rows once to another sink (FennFlow) or object store (Vortos: --object-store before the command), leaving their state as it is.</source>
        <translation>Livrer des lignes une fois à une autre destination (FennFlow) ou à un autre stockage d&apos;objets (Vortos : --object-store avant la commande), sans changer leur état.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>deliver needs the rows: row ids, or filters such as --state=dead or --created-from.</source>
        <translation>deliver demande les lignes : des identifiants de ligne, ou des filtres comme --state=dead ou --created-from.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No rows match the given filters.</source>
        <translation>Aucune ligne ne correspond aux filtres donnés.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n row(s) will be delivered once to %1; their state stays as it is%2.</source>
        <translation>
            <numerusform>%n ligne sera livrée une fois à %1 ; son état reste tel quel%2.</numerusform>
            <numerusform>%n lignes seront livrées une fois à %1 ; leur état reste tel quel%2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, then the dead ones delivered are marked done</source>
        <translation>, puis les lignes mortes livrées sont marquées comme traitées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>deliver needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>deliver demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message>
        <location filename="../app/outboxctl/archivecommand.cpp" line="+24"/>
        <source>--expires takes a period (7d, 12h, 2w) or a date (2027-01-31), not &quot;%1&quot;.</source>
        <translation>--expires attend une durée (7d, 12h, 2w) ou une date (2027-01-31), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>archive sets dead rows apart: --state=%1 selects rows it cannot act on (leave --state out).</source>
        <translation>archive met à l&apos;écart des lignes mortes : --state=%1 sélectionne des lignes sur lesquelles il ne peut pas agir (omettez --state).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>When the rows count as dead again: a period (7d, 12h) or a date; default never (until unarchived).</source>
        <translation>Quand les lignes comptent de nouveau comme mortes : une durée (7d, 12h) ou une date ; par défaut jamais (jusqu&apos;au désarchivage).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With filters: at most this many dead rows, the oldest first (default 100, 1..1000).</source>
        <translation>Avec des filtres : au maximum ce nombre de lignes mortes, les plus anciennes d&apos;abord (100 par défaut, 1..1000).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dead rows to archive (or select them by filters).</source>
        <translation>Lignes mortes à archiver (ou sélectionnez-les par des filtres).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set dead rows known to be junk apart: they leave the counts, groups, gauges and notifications, stay dead and readable, and are neither deleted nor sent.</source>
        <translation>Mettre à l&apos;écart les lignes mortes connues comme rebut : elles sortent des comptages, des groupes, des jauges et des notifications, restent mortes et lisibles, et ne sont ni supprimées ni envoyées.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>archive needs the rows: dead row ids, or filters such as --error-contains or --operation.</source>
        <translation>archive demande les lignes : des identifiants de lignes mortes, ou des filtres comme --error-contains ou --operation.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No dead rows match the given filters.</source>
        <translation>Aucune ligne morte ne correspond aux filtres donnés.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n dead row(s) will be archived %1: they leave the counts, groups and gauges, and stay dead and readable.</source>
        <translation>
            <numerusform>%n ligne morte sera archivée %1 : elle sort des comptages, des groupes et des jauges, et reste morte et lisible.</numerusform>
            <numerusform>%n lignes mortes seront archivées %1 : elles sortent des comptages, des groupes et des jauges, et restent mortes et lisibles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>until %1</source>
        <translation>jusqu&apos;au %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until unarchived</source>
        <translation>jusqu&apos;au désarchivage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>archive needs a confirmation: run it in a terminal or pass --force.</source>
        <translation>archive demande une confirmation : exécutez-le dans un terminal ou passez --force.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Archived rows count as dead again (list --state=archived lists them).</source>
        <translation>Les lignes archivées comptent de nouveau comme mortes (list --state=archived les liste).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Archived row ids.</source>
        <translation>Identifiants de lignes archivées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unarchive needs at least one row id.</source>
        <translation>unarchive demande au moins un identifiant de ligne.</translation>
    </message>
</context>
</TS>
