// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#ifndef GOTORCH_OPS_H
#define GOTORCH_OPS_H

#include "gotorch.h"

#ifdef __cplusplus
extern "C" {
#endif

// gt_gomem is a byte of Go memory that holds no Go pointers: an args
// struct or a pointer argument. A type cgo sees cannot hold a pointer, so
// that it does not check the memory on each call (abi.go, goMem).
typedef unsigned char gt_gomem;

// gt_callN calls operator op (optable.go) with its args struct and N
// pointer arguments; it returns NULL or a malloc'd error message.
char* gt_call0(int32_t op, gt_gomem* args);
char* gt_call1(int32_t op, gt_gomem* args, gt_gomem* p0);
char* gt_call2(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1);
char* gt_call3(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2);
char* gt_call4(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3);
char* gt_call5(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4);
char* gt_call6(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5);
char* gt_call7(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5, gt_gomem* p6);
char* gt_call8(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5, gt_gomem* p6, gt_gomem* p7);
char* gt_call9(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5, gt_gomem* p6, gt_gomem* p7, gt_gomem* p8);
char* gt_call10(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5, gt_gomem* p6, gt_gomem* p7, gt_gomem* p8, gt_gomem* p9);
char* gt_call11(int32_t op, gt_gomem* args, gt_gomem* p0, gt_gomem* p1, gt_gomem* p2, gt_gomem* p3, gt_gomem* p4, gt_gomem* p5, gt_gomem* p6, gt_gomem* p7, gt_gomem* p8, gt_gomem* p9, gt_gomem* p10);

#ifdef __cplusplus
}
#endif

#endif  // GOTORCH_OPS_H
