// boxed.h: the hybrid stable-ABI mode's one C++ function
// (generate --abi stable --stable-fallback boxed; docs/STABLE-ABI.md,
// "The hybrid"). It calls the operators libtorch's stable ABI cannot
// carry (Scalar and Scalar[] arguments, Scalar results, results of mixed
// types) through c10::Dispatcher's boxed call, with the descriptors and
// words of gts_call (stable.h).
#ifndef GOTORCH_BOXED_H
#define GOTORCH_BOXED_H

#include <stdint.h>

#include "stable.h"

#ifdef __cplusplus
extern "C" {
#endif

// A list of Scalars (an argument kind beside stable.h's): words[v:v+3n],
// each element its kind (GTS_SC_*), its value's bits (an int, a bool, a
// double, or a complex one's real part) and a complex one's imaginary part.
enum { GTS_SCALAR_LIST = 11 };

// A Scalar result (a result kind beside stable.h's GTS_RET_*): aux its
// kind, v its bits (an int, a bool, a double, a complex one's real part),
// n a complex one's imaginary part's bits.
enum { GTS_RET_SCALAR = 7 };

// gts_call_boxed is gts_call (stable.h) for any operator: it looks
// name.overload up in c10::Dispatcher, converts each argument by the
// schema's type, calls it boxed and converts each result by its own type.
// Returns NULL or a malloc'ed message (every C++ exception is caught).
char* gts_call_boxed(const char* name, const char* overload, gts_arg* args, int32_t nargs,
                     const uint8_t* rets, int32_t nrets, const uint64_t* words);

// gts_boxed_abi is the TORCH_ABI_VERSION of the libtorch headers this
// file was compiled against: libtorch's C++ ABI is exact-version.
uint64_t gts_boxed_abi(void);

#ifdef __cplusplus
}
#endif

#endif
