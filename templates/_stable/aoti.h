// aoti.h: AOTInductor packages (.pt2) in the stable-ABI mode, through the C
// entry point of the model library a package holds
// (torch/csrc/inductor/aoti_runtime/interface.h): no libtorch C++ loader.
// Plain C, like stable.c; the tensors are the stable ABI's handles.
#ifndef GOTORCH_STABLE_AOTI_H
#define GOTORCH_STABLE_AOTI_H

#include <stdint.h>

typedef struct gts_aoti gts_aoti;

// gts_aoti_memfd makes an anonymous in-memory file (memfd_create) for the
// model library; -1 with errno set on failure.
int gts_aoti_memfd(void);

// gts_aoti_open loads the model library held by fd (a file the caller keeps
// open while the call runs) and creates its model container: num_models
// runners on device ("cpu", "cuda:0"), cubin_dir NULL or the directory of
// the package's kernel binaries. Returns NULL or a malloc'ed message.
char* gts_aoti_open(int fd, const char* device, int64_t num_models, const char* cubin_dir, gts_aoti** out);

// gts_aoti_close deletes the container and closes the library.
void gts_aoti_close(gts_aoti* m);

// gts_aoti_counts writes the model's number of inputs, outputs and
// constants.
char* gts_aoti_counts(gts_aoti* m, int64_t* inputs, int64_t* outputs, int64_t* constants);

// gts_aoti_name is the name of input i (output: 1), or of constant i
// (output: 2), or its original FQN (output: 3); borrowed from the model.
char* gts_aoti_name(gts_aoti* m, int output, int64_t i, const char** name);

// gts_aoti_constant writes constant i's dtype, its bytes and whether it is
// folded (made by the compiled code, not loadable).
char* gts_aoti_constant(gts_aoti* m, int64_t i, int32_t* dtype, int64_t* bytes, int32_t* folded);

// gts_aoti_call_spec writes the serialized pytree specs (borrowed).
char* gts_aoti_call_spec(gts_aoti* m, const char** in_spec, const char** out_spec);

// gts_aoti_run runs the model on the n_in borrowed handles in (each passed
// as a new reference: the model steals its inputs). On success outs[i]
// holds a new handle of output i, bytes[i] its storage's bytes, and the
// handle outs[i] held before (0 for none) is freed; on failure outs are as
// they were. n_out must be the model's number of outputs.
char* gts_aoti_run(gts_aoti* m, int single_threaded, const uint64_t* in, int64_t n_in, uint64_t* outs,
                   int64_t* bytes, int64_t n_out);

// gts_aoti_load_constant copies the borrowed tensor h into the constant of
// the internal name (the active buffer, or the inactive one).
char* gts_aoti_load_constant(gts_aoti* m, const char* name, uint64_t h, int use_inactive);

// gts_aoti_constant_tensor writes a new reference to the active constant
// of that FQN, or 0 where the model library cannot say (before 2.14).
// Not safe beside another call of it on the model.
char* gts_aoti_constant_tensor(gts_aoti* m, const char* fqn, uint64_t* out);

// gts_aoti_swap makes the inactive constant buffer the active one.
char* gts_aoti_swap(gts_aoti* m);

#endif
