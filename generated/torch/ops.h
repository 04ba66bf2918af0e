// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#ifndef GOTORCH_OPS_H
#define GOTORCH_OPS_H

#include "gotorch.h"

#ifdef __cplusplus
extern "C" {
#endif

// gt_callN calls operator op (optable.go) with its args struct and N
// pointer arguments; it returns NULL or a malloc'd error message.
char* gt_call0(int32_t op, void* args);
char* gt_call1(int32_t op, void* args, void* p0);
char* gt_call2(int32_t op, void* args, void* p0, void* p1);
char* gt_call3(int32_t op, void* args, void* p0, void* p1, void* p2);
char* gt_call4(int32_t op, void* args, void* p0, void* p1, void* p2, void* p3);
char* gt_call5(int32_t op, void* args, void* p0, void* p1, void* p2, void* p3, void* p4);
char* gt_call6(int32_t op, void* args, void* p0, void* p1, void* p2, void* p3, void* p4, void* p5);
char* gt_call7(int32_t op, void* args, void* p0, void* p1, void* p2, void* p3, void* p4, void* p5, void* p6);

#ifdef __cplusplus
}
#endif

#endif  // GOTORCH_OPS_H
