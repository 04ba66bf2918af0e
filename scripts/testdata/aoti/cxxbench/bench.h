// C++'s own loop over AOTIModelPackageLoader::run, the floor a Go call of
// AOTIModel.Run is measured against (aoti_test.go, BenchmarkAOTIRun).
#ifndef AOTI_CXXBENCH_H
#define AOTI_CXXBENCH_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct aoti_cxx_bench aoti_cxx_bench;
// aoti_cxx_bench_new loads the package at path and makes random float32
// inputs of the given shapes (ndims[i] dimensions each, one after another
// in shapes); NULL with *err (malloc'd) on an error.
aoti_cxx_bench* aoti_cxx_bench_new(const char* path, const int64_t* shapes, const int* ndims, int ninputs, char** err);
// aoti_cxx_bench_run runs the package n times and returns the nanoseconds
// they took (steady clock, around the loop only); -1 with *err on an error.
double aoti_cxx_bench_run(aoti_cxx_bench* b, int64_t n, char** err);
void aoti_cxx_bench_free(aoti_cxx_bench* b);
#ifdef __cplusplus
}
#endif
#endif
