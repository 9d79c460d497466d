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

# AddressSanitizer + UndefinedBehaviorSanitizer for every target of the project, tests included
# (scripts/build --sanitize, scripts/test --sanitize; CI runs the whole suite this way). Directory
# scope rather than outbox_build_settings: some targets link that interface privately, and the
# sanitizer runtime must be in every object and every link of the process alike.
option(OUTBOX_SANITIZE "Build everything with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(OUTBOX_SANITIZE)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        message(FATAL_ERROR "OUTBOX_SANITIZE needs GCC or Clang")
    endif()
    # No recovery from undefined behaviour: a finding fails the test that hit it.
    set(OUTBOX_SANITIZER_FLAGS
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    # -O1 -g1 whatever the build type (they come after its flags): the optimisation ASan is
    # made for, and line tables, enough for every stack a finding prints. Instrumented code with
    # full debug information at -O2 compiles 2.5 times slower (ui/groupsview.cpp: 38 s against
    # 15 s of CPU) and finds nothing more.
    add_compile_options(${OUTBOX_SANITIZER_FLAGS} -O1 -g1)
    add_link_options(${OUTBOX_SANITIZER_FLAGS})
endif()

# libFuzzer targets (fuzz/, scripts/fuzz): clang only. Everything is built with coverage
# instrumentation for the fuzzer plus ASan + UBSan, so a finding in core stops the run.
option(OUTBOX_BUILD_FUZZERS "Build the libFuzzer targets in fuzz/ (clang only)" OFF)
if(OUTBOX_BUILD_FUZZERS)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "OUTBOX_BUILD_FUZZERS needs clang (-DCMAKE_CXX_COMPILER=clang++)")
    endif()
    set(OUTBOX_FUZZER_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    add_compile_options(${OUTBOX_FUZZER_FLAGS})
    add_link_options(-fsanitize=address,undefined)
endif()

# Hardening as Debian's own packages get it from dpkg-buildflags (lintian looks for it in the
# .deb): stack protector, fortified libc calls in optimised builds, read-only relocations bound at
# start. Not with the sanitizers or the fuzzers, which bring their own instrumentation.
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang" AND NOT OUTBOX_SANITIZE AND NOT OUTBOX_BUILD_FUZZERS)
    target_compile_options(outbox_build_settings INTERFACE -fstack-protector-strong
        $<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>)
    target_link_options(outbox_build_settings INTERFACE -Wl,-z,relro -Wl,-z,now)
endif()

# Precompiled headers (cmake/pch/): the standard and Qt headers nearly every file includes are
# parsed once per target instead of once per file, which halves a core file's compile time
# (6 core files: 28 s of compiling without, 13 s with, on 2026-12-06). The test programs, one
# file each, share the precompiled header of their support library (REUSE_FROM) rather than
# each making its own. OUTBOX_PCH=OFF builds without, which checks that every file includes
# what it uses.
option(OUTBOX_PCH "Precompile the common standard and Qt headers" ON)
if(OUTBOX_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # A precompiled header GCC cannot use (a macro defined differently) is a warning, so an error
    # where warnings are: never a silent fall back to the slow build.
    target_compile_options(outbox_build_settings INTERFACE -Winvalid-pch)
endif()
# Unity builds (CMake's UNITY_BUILD) of the product's libraries and programs: a batch of files
# compiled as one, so the Qt templates they share are instantiated and instrumented once. A clean
# sanitized build of outbox-console and outboxctl took 12.4 min of CPU without and 7.7 with
# (docs/reliability.md, CI). Off by default in a bare configure, since an edit recompiles its
# whole batch; scripts/build turns it on (OUTBOX_UNITY_BUILD=OFF in its environment leaves it
# off), so a fresh machine's first build and CI are the faster. A file's anonymous namespace is
# shared with its batch: two files of one target must not define the same name there.
option(OUTBOX_UNITY_BUILD "Compile the product's sources in unity batches" OFF)

# outbox_precompile(TARGET core|widgets): TARGET precompiles cmake/pch/<kind>.h.
function(outbox_precompile target kind)
    if(OUTBOX_PCH)
        target_precompile_headers(${target} PRIVATE
            "$<$<COMPILE_LANGUAGE:CXX>:${PROJECT_SOURCE_DIR}/cmake/pch/${kind}.h>")
    endif()
endfunction()
# outbox_reuse_precompiled(TARGET FROM): TARGET uses FROM's precompiled header; both must be
# compiled with the same options (the same folder's flags, the same Qt modules' definitions).
function(outbox_reuse_precompiled target from)
    if(OUTBOX_PCH)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()

# outbox_sources(VAR FOLDER NAME… [HEADERS NAME…] [SOURCES NAME…]): VAR lists FOLDER/NAME.h and
# FOLDER/NAME.cpp for each NAME, a header alone for each of HEADERS and a source alone for each of
# SOURCES: a folder's source list names each class once.
function(outbox_sources var folder)
    cmake_parse_arguments(ARG "" "" "HEADERS;SOURCES" ${ARGN})
    set(files)
    foreach(name IN LISTS ARG_UNPARSED_ARGUMENTS)
        list(APPEND files ${folder}/${name}.h ${folder}/${name}.cpp)
    endforeach()
    foreach(name IN LISTS ARG_HEADERS)
        list(APPEND files ${folder}/${name}.h)
    endforeach()
    foreach(name IN LISTS ARG_SOURCES)
        list(APPEND files ${folder}/${name}.cpp)
    endforeach()
    set(${var} ${files} PARENT_SCOPE)
endfunction()
