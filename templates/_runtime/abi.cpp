// abi.cpp: small pieces of the C ABI the generated wrappers rely on.
#include "gotorch_support.h"

extern "C" gt_tensor gt_freed_tensor(void) { return &gotorch::freed; }
extern "C" gt_generator gt_freed_generator(void) { return &gotorch::freed_generator; }
