// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#include "gotorch_support.h"
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>
#include <ATen/TensorOperators.h>
#include "gotorch_index.h"
#include <torch/csrc/autograd/autograd.h>

extern "C" {

// bool is_cpu() const
struct gt_spec_Device_IsCPU_args {
  gt_device a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Device_IsCPU_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Device_IsCPU(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Device_IsCPU_args*>(args);
  gt_device a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::device(a_self, "self")).is_cpu();
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_cuda() const
struct gt_spec_Device_IsCUDA_args {
  gt_device a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Device_IsCUDA_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Device_IsCUDA(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Device_IsCUDA_args*>(args);
  gt_device a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::device(a_self, "self")).is_cuda();
  *out0 = std::move(r);
  GT_CATCH
}

// bool has_index() const
struct gt_spec_Device_HasIndex_args {
  gt_device a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Device_HasIndex_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Device_HasIndex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Device_HasIndex_args*>(args);
  gt_device a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::device(a_self, "self")).has_index();
  *out0 = std::move(r);
  GT_CATCH
}

// std::string str() const
struct gt_spec_Device_Str_args {
  gt_device a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_Device_Str_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Device_Str(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Device_Str_args*>(args);
  gt_device a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::device(a_self, "self")).str();
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// Device parse(std::string device)
struct gt_spec_Device_DeviceOf_args {
  int64_t a_device_len;
  gt_device out0;
};
static_assert(sizeof(gt_spec_Device_DeviceOf_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Device_DeviceOf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Device_DeviceOf_args*>(args);
  auto a_device = static_cast<const char*>(ptrs[0]);
  int64_t a_device_len = a->a_device_len;
  gt_device* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& device) { return c10::Device(std::string(device)); }(gotorch::str(a_device, a_device_len, "device"));
  *out0 = gotorch::from_device(std::move(r));
  GT_CATCH
}

// Generator create(int64_t seed)
struct gt_spec_Generator_NewGenerator_args {
  int64_t a_seed;
  gt_generator out0;
};
static_assert(sizeof(gt_spec_Generator_NewGenerator_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Generator_NewGenerator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_NewGenerator_args*>(args);
  int64_t a_seed = a->a_seed;
  gt_generator* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& seed) { return at::make_generator<at::CPUGeneratorImpl>(static_cast<uint64_t>(seed)); }(a_seed);
  *out0 = gotorch::wrap_generator(std::move(r));
  GT_CATCH
}

// void manual_seed(int64_t seed)
struct gt_spec_Generator_ManualSeed_args {
  gt_generator a_self;
  int64_t a_seed;
};
static_assert(sizeof(gt_spec_Generator_ManualSeed_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Generator_ManualSeed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_ManualSeed_args*>(args);
  gt_generator a_self = a->a_self;
  int64_t a_seed = a->a_seed;
  GT_TRY
  [&](auto&& self, auto&& seed) { std::lock_guard<std::mutex> lock(self.mutex()); self.set_current_seed(static_cast<uint64_t>(seed)); }(gotorch::generator(a_self, "self"), a_seed);
  GT_CATCH
}

// int64_t initial_seed() const
struct gt_spec_Generator_InitialSeed_args {
  gt_generator a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Generator_InitialSeed_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Generator_InitialSeed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_InitialSeed_args*>(args);
  gt_generator a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return static_cast<int64_t>(self.current_seed()); }(gotorch::generator(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// Tensor get_state() const
struct gt_spec_Generator_GetState_args {
  gt_generator a_self;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Generator_GetState_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Generator_GetState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_GetState_args*>(args);
  gt_generator a_self = a->a_self;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { std::lock_guard<std::mutex> lock(self.mutex()); return self.get_state(); }(gotorch::generator(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void set_state(const Tensor& state)
struct gt_spec_Generator_SetState_args {
  gt_generator a_self;
  gt_tensor a_state;
};
static_assert(sizeof(gt_spec_Generator_SetState_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Generator_SetState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_SetState_args*>(args);
  gt_generator a_self = a->a_self;
  gt_tensor a_state = a->a_state;
  GT_TRY
  [&](auto&& self, auto&& state) { std::lock_guard<std::mutex> lock(self.mutex()); self.set_state(state); }(gotorch::generator(a_self, "self"), gotorch::ref(a_state, "state"));
  GT_CATCH
}

// std::string str() const
struct gt_spec_TensorOptions_Str_args {
  gt_tensor_options a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_TensorOptions_Str_args) == 48, "args layout differs from the Go side's");
char* gt_spec_TensorOptions_Str(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_TensorOptions_Str_args*>(args);
  gt_tensor_options a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return c10::toString(self); }(gotorch::tensor_options(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// bool isFloatingPoint() const
struct gt_spec_Scalar_IsFloatingPoint_args {
  gt_scalar a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Scalar_IsFloatingPoint_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_IsFloatingPoint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_IsFloatingPoint_args*>(args);
  gt_scalar a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).isFloatingPoint();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isIntegral(bool includeBool) const
struct gt_spec_Scalar_IsIntegral_args {
  gt_scalar a_self;
  bool a_includeBool;
  bool out0;
};
static_assert(sizeof(gt_spec_Scalar_IsIntegral_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_IsIntegral(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_IsIntegral_args*>(args);
  gt_scalar a_self = a->a_self;
  bool a_includeBool = a->a_includeBool;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).isIntegral(a_includeBool);
  *out0 = std::move(r);
  GT_CATCH
}

// bool isComplex() const
struct gt_spec_Scalar_IsComplex_args {
  gt_scalar a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Scalar_IsComplex_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_IsComplex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_IsComplex_args*>(args);
  gt_scalar a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).isComplex();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isBoolean() const
struct gt_spec_Scalar_IsBoolean_args {
  gt_scalar a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Scalar_IsBoolean_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_IsBoolean(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_IsBoolean_args*>(args);
  gt_scalar a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).isBoolean();
  *out0 = std::move(r);
  GT_CATCH
}

// ScalarType type() const
struct gt_spec_Scalar_DType_args {
  gt_scalar a_self;
  int32_t out0;
};
static_assert(sizeof(gt_spec_Scalar_DType_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_DType(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_DType_args*>(args);
  gt_scalar a_self = a->a_self;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).type();
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// double toDouble() const
struct gt_spec_Scalar_ToDouble_args {
  gt_scalar a_self;
  double out0;
};
static_assert(sizeof(gt_spec_Scalar_ToDouble_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_ToDouble(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_ToDouble_args*>(args);
  gt_scalar a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).toDouble();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t toLong() const
struct gt_spec_Scalar_ToLong_args {
  gt_scalar a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Scalar_ToLong_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Scalar_ToLong(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_ToLong_args*>(args);
  gt_scalar a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)).toLong();
  *out0 = std::move(r);
  GT_CATCH
}

// Tensor operator+(const Tensor& other) const
struct gt_spec_Scalar_Add_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Scalar_Add_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Scalar_Add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Add_args*>(args);
  gt_scalar a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) + (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(const Tensor& other) const
struct gt_spec_Scalar_Sub_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Scalar_Sub_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Scalar_Sub(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Sub_args*>(args);
  gt_scalar a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) - (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(const Tensor& other) const
struct gt_spec_Scalar_Mul_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Scalar_Mul_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Scalar_Mul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Mul_args*>(args);
  gt_scalar a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) * (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(const Tensor& other) const
struct gt_spec_Scalar_Div_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Scalar_Div_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Scalar_Div(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Div_args*>(args);
  gt_scalar a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) / (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// int64_t dim() const
struct gt_spec_Tensor_Dim_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_Dim_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Dim_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).dim();
  *out0 = std::move(r);
  GT_CATCH
}

// IntArrayRef sizes() const
struct gt_spec_Tensor_Shape_args {
  gt_tensor a_self;
  int64_t* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Tensor_Shape_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Shape(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Shape_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).sizes();
  gotorch::int_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// IntArrayRef strides() const
struct gt_spec_Tensor_Strides_args {
  gt_tensor a_self;
  int64_t* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Tensor_Strides_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Strides(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Strides_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).strides();
  gotorch::int_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// int64_t numel() const
struct gt_spec_Tensor_Numel_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_Numel_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Numel(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Numel_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).numel();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t element_size() const
struct gt_spec_Tensor_ElementSize_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_ElementSize_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_ElementSize(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_ElementSize_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).element_size();
  *out0 = std::move(r);
  GT_CATCH
}

// ScalarType scalar_type() const
struct gt_spec_Tensor_DType_args {
  gt_tensor a_self;
  int32_t out0;
};
static_assert(sizeof(gt_spec_Tensor_DType_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_DType(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_DType_args*>(args);
  gt_tensor a_self = a->a_self;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).scalar_type();
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// Device device() const
struct gt_spec_Tensor_Device_args {
  gt_tensor a_self;
  gt_device out0;
};
static_assert(sizeof(gt_spec_Tensor_Device_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Device(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Device_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_device* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).device();
  *out0 = gotorch::from_device(std::move(r));
  GT_CATCH
}

// Layout layout() const
struct gt_spec_Tensor_Layout_args {
  gt_tensor a_self;
  int32_t out0;
};
static_assert(sizeof(gt_spec_Tensor_Layout_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Layout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Layout_args*>(args);
  gt_tensor a_self = a->a_self;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).layout();
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// bool is_sparse() const
struct gt_spec_Tensor_IsSparse_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsSparse_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsSparse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsSparse_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_sparse();
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_cuda() const
struct gt_spec_Tensor_IsCUDA_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsCUDA_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsCUDA(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsCUDA_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_cuda();
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_contiguous() const
struct gt_spec_Tensor_IsContiguous_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsContiguous_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsContiguous(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsContiguous_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_contiguous();
  *out0 = std::move(r);
  GT_CATCH
}

// bool defined() const
struct gt_spec_Tensor_Defined_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_Defined_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Defined(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Defined_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).defined();
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_leaf() const
struct gt_spec_Tensor_IsLeaf_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsLeaf_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsLeaf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsLeaf_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_leaf();
  *out0 = std::move(r);
  GT_CATCH
}

// bool requires_grad() const
struct gt_spec_Tensor_RequiresGrad_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_RequiresGrad_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_RequiresGrad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_RequiresGrad_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).requires_grad();
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_inference() const
struct gt_spec_Tensor_IsInference_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsInference_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsInference(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsInference_args*>(args);
  gt_tensor a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_inference();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t data_ptr() const
struct gt_spec_Tensor_DataPtr_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_DataPtr_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_DataPtr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_DataPtr_args*>(args);
  gt_tensor a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return reinterpret_cast<int64_t>(self.data_ptr()); }(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// TensorOptions options() const
struct gt_spec_Tensor_Options_args {
  gt_tensor a_self;
  gt_tensor_options out0;
};
static_assert(sizeof(gt_spec_Tensor_Options_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Options(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Options_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor_options* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).options();
  *out0 = gotorch::from_tensor_options(std::move(r));
  GT_CATCH
}

// Tensor shallow_clone() const
struct gt_spec_Tensor_ShallowClone_args {
  gt_tensor a_self;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_ShallowClone_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_ShallowClone(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_ShallowClone_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return at::Tensor(self); }(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void set_requires_grad(bool requires_grad)
struct gt_spec_Tensor_SetRequiresGrad_args {
  gt_tensor a_self;
  bool a_requires_grad;
};
static_assert(sizeof(gt_spec_Tensor_SetRequiresGrad_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_SetRequiresGrad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_SetRequiresGrad_args*>(args);
  gt_tensor a_self = a->a_self;
  bool a_requires_grad = a->a_requires_grad;
  GT_TRY
  (gotorch::ref(a_self, "self")).set_requires_grad(a_requires_grad);
  GT_CATCH
}

// Tensor grad() const
struct gt_spec_Tensor_Grad_args {
  gt_tensor a_self;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Grad_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Grad_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).grad();
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void set_grad(c10::optional<Tensor> grad)
struct gt_spec_Tensor_SetGrad_args {
  gt_tensor a_self;
  gt_tensor a_grad;
};
static_assert(sizeof(gt_spec_Tensor_SetGrad_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_SetGrad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_SetGrad_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_grad = a->a_grad;
  GT_TRY
  [&](auto&& self, auto&& grad) { if (grad.has_value()) { TORCH_CHECK(grad->sizes() == self.sizes(), "assigned grad has data of a different size"); TORCH_CHECK(grad->scalar_type() == self.scalar_type(), "assigned grad has data of a different type"); TORCH_CHECK(grad->device() == self.device(), "assigned grad has data located on a different device"); } self.mutable_grad() = grad.has_value() ? *grad : at::Tensor(); }(gotorch::ref(a_self, "self"), gotorch::opt(a_grad, "grad"));
  GT_CATCH
}

// void backward(const Tensor& gradient = {}, c10::optional<bool> retain_graph = c10::nullopt, bool create_graph = false) const
struct gt_spec_Tensor_Backward_args {
  gt_tensor a_self;
  gt_tensor a_gradient;
  bool a_create_graph;
};
static_assert(sizeof(gt_spec_Tensor_Backward_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Backward_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_gradient = a->a_gradient;
  auto a_retain_graph = static_cast<const bool*>(ptrs[0]);
  bool a_create_graph = a->a_create_graph;
  GT_TRY
  [&](auto&& self, auto&& gradient, auto&& retain_graph, auto&& create_graph) { self.backward(gradient.has_value() ? *gradient : at::Tensor(), retain_graph, create_graph); }(gotorch::ref(a_self, "self"), gotorch::opt(a_gradient, "gradient"), gotorch::opt_value(a_retain_graph), a_create_graph);
  GT_CATCH
}

// Tensor to(Device device, bool non_blocking = false, bool copy = false) const
struct gt_spec_Tensor_To_args {
  gt_tensor a_self;
  gt_device a_device;
  bool a_non_blocking;
  bool a_copy;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_To_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_To(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_To_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_device a_device = a->a_device;
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& device, auto&& non_blocking, auto&& copy) { return self.to(self.options().device(device), non_blocking, copy); }(gotorch::ref(a_self, "self"), gotorch::device(a_device, "device"), a_non_blocking, a_copy);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor index(ArrayRef<TensorIndex> indices) const
struct gt_spec_Tensor_Index_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Index_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Index(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Index_args*>(args);
  gt_tensor a_self = a->a_self;
  auto a_indices = static_cast<const gt_tensor_index*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).index(gotorch::tensor_index_list(a_indices, a_indices_len, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void index_put(Tensor value, ArrayRef<TensorIndex> indices)
struct gt_spec_Tensor_IndexPut_args {
  gt_tensor a_self;
  gt_tensor a_value;
  int64_t a_indices_len;
};
static_assert(sizeof(gt_spec_Tensor_IndexPut_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_IndexPut(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IndexPut_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_value = a->a_value;
  auto a_indices = static_cast<const gt_tensor_index*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  GT_TRY
  [&](auto&& self, auto&& value, auto&& indices) { self.index_put_(indices, value); }(gotorch::ref(a_self, "self"), gotorch::ref(a_value, "value"), gotorch::tensor_index_list(a_indices, a_indices_len, "indices"));
  GT_CATCH
}

// void index_fill(Scalar value, ArrayRef<TensorIndex> indices)
struct gt_spec_Tensor_IndexPut_1_args {
  gt_tensor a_self;
  gt_scalar a_value;
  int64_t a_indices_len;
};
static_assert(sizeof(gt_spec_Tensor_IndexPut_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_IndexPut_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IndexPut_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_value = a->a_value;
  auto a_indices = static_cast<const gt_tensor_index*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  GT_TRY
  [&](auto&& self, auto&& value, auto&& indices) { self.index_put_(indices, value); }(gotorch::ref(a_self, "self"), gotorch::scalar(a_value), gotorch::tensor_index_list(a_indices, a_indices_len, "indices"));
  GT_CATCH
}

// Tensor operator+(const Tensor& other) const
struct gt_spec_Tensor_Add_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Add_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Add_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) + (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator+(Scalar other) const
struct gt_spec_Tensor_Add_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Add_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Add_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Add_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) + (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(const Tensor& other) const
struct gt_spec_Tensor_Sub_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Sub_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Sub(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Sub_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) - (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(Scalar other) const
struct gt_spec_Tensor_Sub_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Sub_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Sub_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Sub_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) - (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(const Tensor& other) const
struct gt_spec_Tensor_Mul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Mul_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mul_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) * (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(Scalar other) const
struct gt_spec_Tensor_Mul_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Mul_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mul_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mul_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) * (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(const Tensor& other) const
struct gt_spec_Tensor_Div_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Div_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Div(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Div_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) / (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(Scalar other) const
struct gt_spec_Tensor_Div_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Div_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Div_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Div_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) / (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator%(const Tensor& other) const
struct gt_spec_Tensor_Mod_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Mod_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mod_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) % (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator%(Scalar other) const
struct gt_spec_Tensor_Mod_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Mod_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mod_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mod_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) % (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator&(const Tensor& other) const
struct gt_spec_Tensor_And_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_And_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_And(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_And_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) & (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator&(Scalar other) const
struct gt_spec_Tensor_And_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_And_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_And_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_And_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) & (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator|(const Tensor& other) const
struct gt_spec_Tensor_Or_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Or_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Or(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Or_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) | (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator|(Scalar other) const
struct gt_spec_Tensor_Or_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Or_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Or_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Or_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) | (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator^(const Tensor& other) const
struct gt_spec_Tensor_Xor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Xor_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Xor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Xor_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) ^ (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator^(Scalar other) const
struct gt_spec_Tensor_Xor_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Xor_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Xor_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Xor_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) ^ (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<(const Tensor& other) const
struct gt_spec_Tensor_Lt_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Lt_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Lt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Lt_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) < (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<(Scalar other) const
struct gt_spec_Tensor_Lt_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Lt_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Lt_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Lt_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) < (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<=(const Tensor& other) const
struct gt_spec_Tensor_Le_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Le_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Le(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Le_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) <= (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<=(Scalar other) const
struct gt_spec_Tensor_Le_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Le_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Le_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Le_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) <= (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>(const Tensor& other) const
struct gt_spec_Tensor_Gt_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Gt_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Gt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Gt_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) > (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>(Scalar other) const
struct gt_spec_Tensor_Gt_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Gt_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Gt_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Gt_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) > (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>=(const Tensor& other) const
struct gt_spec_Tensor_Ge_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Ge_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ge(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ge_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) >= (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>=(Scalar other) const
struct gt_spec_Tensor_Ge_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Ge_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ge_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ge_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) >= (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator==(const Tensor& other) const
struct gt_spec_Tensor_Eq_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Eq_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Eq(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Eq_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) == (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator==(Scalar other) const
struct gt_spec_Tensor_Eq_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Eq_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Eq_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Eq_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) == (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator!=(const Tensor& other) const
struct gt_spec_Tensor_Ne_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Ne_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ne(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ne_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) != (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator!=(Scalar other) const
struct gt_spec_Tensor_Ne_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Ne_1_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ne_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ne_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) != (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-() const
struct gt_spec_Tensor_Negative_args {
  gt_tensor a_self;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Negative_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Negative(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Negative_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = -(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator~() const
struct gt_spec_Tensor_Invert_args {
  gt_tensor a_self;
  gt_tensor out0;
};
static_assert(sizeof(gt_spec_Tensor_Invert_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Invert(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Invert_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor* out0 = &a->out0;
  GT_TRY
  auto r = ~(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void operator+=(const Tensor& other)
struct gt_spec_Tensor_Iadd_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Iadd_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Iadd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Iadd_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) += (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator+=(Scalar other)
struct gt_spec_Tensor_Iadd_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_spec_Tensor_Iadd_1_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Iadd_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Iadd_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) += (gotorch::scalar(a_other));
  GT_CATCH
}

// void operator-=(const Tensor& other)
struct gt_spec_Tensor_Isub_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Isub_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Isub(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Isub_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) -= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator-=(Scalar other)
struct gt_spec_Tensor_Isub_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_spec_Tensor_Isub_1_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Isub_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Isub_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) -= (gotorch::scalar(a_other));
  GT_CATCH
}

// void operator*=(const Tensor& other)
struct gt_spec_Tensor_Imul_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Imul_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Imul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Imul_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) *= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator*=(Scalar other)
struct gt_spec_Tensor_Imul_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_spec_Tensor_Imul_1_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Imul_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Imul_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) *= (gotorch::scalar(a_other));
  GT_CATCH
}

// void operator/=(const Tensor& other)
struct gt_spec_Tensor_Idiv_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Idiv_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Idiv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Idiv_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) /= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator/=(Scalar other)
struct gt_spec_Tensor_Idiv_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_spec_Tensor_Idiv_1_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Idiv_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Idiv_1_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) /= (gotorch::scalar(a_other));
  GT_CATCH
}

// void operator&=(const Tensor& other)
struct gt_spec_Tensor_Iand_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Iand_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Iand(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Iand_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) &= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator|=(const Tensor& other)
struct gt_spec_Tensor_Ior_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Ior_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ior(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ior_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) |= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// void operator^=(const Tensor& other)
struct gt_spec_Tensor_Ixor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_spec_Tensor_Ixor_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ixor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ixor_args*>(args);
  gt_tensor a_self = a->a_self;
  gt_tensor a_other = a->a_other;
  GT_TRY
  (gotorch::ref(a_self, "self")) ^= (gotorch::ref(a_other, "other"));
  GT_CATCH
}

// variable_list torch::autograd::grad(variable_list outputs, variable_list inputs, variable_list grad_outputs = {}, c10::optional<bool> retain_graph = c10::nullopt, bool create_graph = false, bool allow_unused = false)
struct gt_spec_torch_autograd_grad_args {
  int64_t a_outputs_len;
  int64_t a_inputs_len;
  int64_t a_grad_outputs_len;
  bool a_create_graph;
  bool a_allow_unused;
  gt_tensor* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_torch_autograd_grad_args) == 48, "args layout differs from the Go side's");
char* gt_spec_torch_autograd_grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_torch_autograd_grad_args*>(args);
  auto a_outputs = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_outputs_len = a->a_outputs_len;
  auto a_inputs = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_inputs_len = a->a_inputs_len;
  auto a_grad_outputs = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_grad_outputs_len = a->a_grad_outputs_len;
  auto a_retain_graph = static_cast<const bool*>(ptrs[3]);
  bool a_create_graph = a->a_create_graph;
  bool a_allow_unused = a->a_allow_unused;
  gt_tensor** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& outputs, auto&& inputs, auto&& grad_outputs, auto&& retain_graph, auto&& create_graph, auto&& allow_unused) { return torch::autograd::grad(outputs.vec(), inputs.vec(), grad_outputs.vec(), retain_graph, create_graph, allow_unused); }(at::TensorList(gotorch::tensors(a_outputs, a_outputs_len, "outputs")), at::TensorList(gotorch::tensors(a_inputs, a_inputs_len, "inputs")), at::TensorList(gotorch::tensors(a_grad_outputs, a_grad_outputs_len, "grad_outputs")), gotorch::opt_value(a_retain_graph), a_create_graph, a_allow_unused);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// void at::manual_seed(int64_t seed)
struct gt_spec_at_manual_seed_args {
  int64_t a_seed;
};
static_assert(sizeof(gt_spec_at_manual_seed_args) == 8, "args layout differs from the Go side's");
char* gt_spec_at_manual_seed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_at_manual_seed_args*>(args);
  int64_t a_seed = a->a_seed;
  GT_TRY
  [&](auto&& seed) { at::manual_seed(static_cast<uint64_t>(seed)); }(a_seed);
  GT_CATCH
}

}  // extern "C"
