# The .deb package (CPack). Run `cpack -G DEB` in a build folder. Dependencies of the binaries are
# computed by dpkg-shlibdeps; the run-time plugins Qt loads by name are listed by hand.
set(CPACK_PACKAGE_NAME "outbox-console")
set(CPACK_PACKAGE_VENDOR "Outbox Console developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Outbox Console developers <outbox-console@example.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION "database")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6sql6-psql, libqt6sql6-sqlite, libqt6sql6-mysql, qt6-qpa-plugins, libsecret-1-0")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
include(CPack)
