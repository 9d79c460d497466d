# One interface target carries the language standard, warnings and strict Qt defines, so every
# target of the project is built the same way (as qBittorrent's CommonConfig does).
add_library(outbox_build_settings INTERFACE)
target_compile_features(outbox_build_settings INTERFACE cxx_std_20)
target_compile_definitions(outbox_build_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400
    OUTBOX_VERSION="${PROJECT_VERSION}"
    OUTBOX_APP_ID="${OUTBOX_APP_ID}")
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(outbox_build_settings INTERFACE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
        -Wimplicit-fallthrough)
    if(OUTBOX_WARNINGS_AS_ERRORS)
        target_compile_options(outbox_build_settings INTERFACE -Werror)
    endif()
endif()
