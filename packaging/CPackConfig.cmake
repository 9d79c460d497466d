# The .deb package (CPack); scripts/package builds it in one command. Dependencies of the
# binaries are computed by dpkg-shlibdeps; the run-time plugins Qt loads by name are listed by
# hand. RPM is added where rpmbuild exists (Debian 12 machines here have none).
set(CPACK_PACKAGE_NAME "outbox-console")
set(CPACK_PACKAGE_VENDOR "Outbox Console developers")
set(CPACK_PACKAGE_CONTACT "Outbox Console developers <outbox-console@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "console for transactional-outbox tables")
set(CPACK_PACKAGE_DESCRIPTION
    "Outbox Console shows what is pending, in flight, dead or sent in a
transactional-outbox table on PostgreSQL, MySQL/MariaDB or SQLite, and why;
it looks inside the rows, groups dead rows by error, and retries, promotes
and purges them safely, dry run first.
.
The package holds the desktop console (outbox-console) and the command-line
tool (outboxctl), which also runs the relay under systemd or supervisor
(templates in /usr/share/outbox-console/templates).")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "${OUTBOX_PACKAGE_PREFIX}")
# Strip the installed executables (RelWithDebInfo keeps debug info in the build tree only).
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_GENERATOR "DEB")

# Debian
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION "database")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded by name at run time, so shlibdeps cannot see them: the SQL drivers, the platform
# plugins (xcb, wayland, offscreen), the Secret Service library QtKeychain opens with dlopen.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6sql6-psql, libqt6sql6-sqlite, libqt6sql6-mysql, qt6-qpa-plugins, libsecret-1-0")
# Qt's own translations (dialog buttons, QCommandLineParser messages) in German and French;
# a keyring to keep the secrets in.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, gnome-keyring")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "systemd | supervisor")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")

# RPM where the tools exist (rpmbuild); Requires= are computed by rpm's own dependency finder.
find_program(OUTBOX_RPMBUILD rpmbuild)
if(OUTBOX_RPMBUILD)
    list(APPEND CPACK_GENERATOR "RPM")
    set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
    set(CPACK_RPM_PACKAGE_LICENSE "LicenseRef-not-declared")
    set(CPACK_RPM_PACKAGE_GROUP "Applications/Databases")
    set(CPACK_RPM_PACKAGE_REQUIRES "qt6-qtbase-postgresql, qt6-qtbase-mysql, libsecret")
endif()
include(CPack)
