#include "util/threadtls.h"

#include <dlfcn.h>

namespace outbox {

void releaseThreadTlsState() {
    static const auto stop = []() -> void (*)() {
        for (const char *name : {"libcrypto.so.3", "libcrypto.so.1.1"}) {
            if (void *library = dlopen(name, RTLD_NOW | RTLD_NOLOAD)) {
                auto *fn = reinterpret_cast<void (*)()>(dlsym(library, "OPENSSL_thread_stop"));
                dlclose(library); // RTLD_NOLOAD took a reference: give it back
                return fn;
            }
        }
        return nullptr;
    }();
    if (stop)
        stop();
}

} // namespace outbox
