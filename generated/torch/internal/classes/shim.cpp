// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#include "../../gotorch_support.h"
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Context.h>
#include <ATen/TensorOperators.h>
#include <cerrno>
#include <cstdio>
#include "../../gotorch_index.h"
#include "../../gotorch_ivalue.h"
#include "../../gotorch_jit.h"
#include "../../gotorch_optim.h"
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <torch/csrc/api/include/torch/types.h>
#include <torch/csrc/autograd/autograd.h>
#include <torch/jit.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim.h>
#include <torch/script.h>
#include <torch/serialize.h>

extern "C" {

void gt_spec_IValue_free(void* h) {
  delete reinterpret_cast<c10::IValue*>(h);
  gt_object_freed();
}

void gt_spec_Module_free(void* h) {
  delete reinterpret_cast<torch::jit::Module*>(h);
  gt_object_freed();
}

void gt_spec_ScriptUnit_free(void* h) {
  delete reinterpret_cast<std::shared_ptr<torch::jit::CompilationUnit>*>(h);
  gt_object_freed();
}

void gt_spec_Optimizer_free(void* h) {
  delete reinterpret_cast<torch::optim::Optimizer*>(h);
  gt_object_freed();
}

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
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Generator_GetState_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Generator_GetState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Generator_GetState_args*>(args);
  gt_generator a_self = a->a_self;
  gt_tensor_out* out0 = &a->out0;
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
  gotorch::borrowed a_state(a->a_state);
  GT_TRY
  [&](auto&& self, auto&& state) { std::lock_guard<std::mutex> lock(self.mutex()); self.set_state(state); }(gotorch::generator(a_self, "self"), gotorch::ref(a_state, "state"));
  GT_CATCH
}

// IValue none()
struct gt_spec_IValue_IValueNone_args {
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueNone_args) == 8, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueNone(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueNone_args*>(args);
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&]() { return c10::IValue(); }();
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_bool(bool v)
struct gt_spec_IValue_IValueOfBool_args {
  bool a_v;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfBool_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfBool(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfBool_args*>(args);
  bool a_v = a->a_v;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& v) { return c10::IValue(v); }(a_v);
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_int(int64_t v)
struct gt_spec_IValue_IValueOfInt_args {
  int64_t a_v;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfInt_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfInt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfInt_args*>(args);
  int64_t a_v = a->a_v;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& v) { return c10::IValue(v); }(a_v);
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_float(double v)
struct gt_spec_IValue_IValueOfFloat_args {
  double a_v;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfFloat_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfFloat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfFloat_args*>(args);
  double a_v = a->a_v;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& v) { return c10::IValue(v); }(a_v);
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_string(std::string v)
struct gt_spec_IValue_IValueOfString_args {
  int64_t a_v_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfString_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfString(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfString_args*>(args);
  auto a_v = static_cast<const char*>(ptrs[0]);
  int64_t a_v_len = a->a_v_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& v) { return c10::IValue(std::string(v)); }(gotorch::str(a_v, a_v_len, "v"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_tensor(const Tensor& t)
struct gt_spec_IValue_IValueOfTensor_args {
  gt_tensor a_t;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfTensor_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfTensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfTensor_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& t) { return c10::IValue(t); }(gotorch::ref(a_t, "t"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_device(Device d)
struct gt_spec_IValue_IValueOfDevice_args {
  gt_device a_d;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfDevice_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfDevice(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfDevice_args*>(args);
  gt_device a_d = a->a_d;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& d) { return c10::IValue(d); }(gotorch::device(a_d, "d"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_list(std::vector<IValue> items)
struct gt_spec_IValue_IValueOfList_args {
  int64_t a_items_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfList_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfList_args*>(args);
  auto a_items = static_cast<const gt_object*>(ptrs[0]);
  int64_t a_items_len = a->a_items_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& items) { return gotorch::ivalue_list(items); }(gotorch::object_list<c10::IValue>(a_items, a_items_len, "items"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_tuple(std::vector<IValue> items)
struct gt_spec_IValue_IValueOfTuple_args {
  int64_t a_items_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfTuple_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfTuple(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfTuple_args*>(args);
  auto a_items = static_cast<const gt_object*>(ptrs[0]);
  int64_t a_items_len = a->a_items_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& items) { return c10::ivalue::Tuple::create(std::vector<c10::IValue>(items)); }(gotorch::object_list<c10::IValue>(a_items, a_items_len, "items"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_dict(std::vector<IValue> keys, std::vector<IValue> values)
struct gt_spec_IValue_IValueOfDict_args {
  int64_t a_keys_len;
  int64_t a_values_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfDict_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfDict(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfDict_args*>(args);
  auto a_keys = static_cast<const gt_object*>(ptrs[0]);
  int64_t a_keys_len = a->a_keys_len;
  auto a_values = static_cast<const gt_object*>(ptrs[1]);
  int64_t a_values_len = a->a_values_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& keys, auto&& values) { return gotorch::ivalue_dict(keys, values); }(gotorch::object_list<c10::IValue>(a_keys, a_keys_len, "keys"), gotorch::object_list<c10::IValue>(a_values, a_values_len, "values"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_complex(double real, double imag)
struct gt_spec_IValue_ivalueOfComplex_args {
  double a_real;
  double a_imag;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_ivalueOfComplex_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_ivalueOfComplex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ivalueOfComplex_args*>(args);
  double a_real = a->a_real;
  double a_imag = a->a_imag;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& real, auto&& imag) { return c10::IValue(c10::complex<double>(real, imag)); }(a_real, a_imag);
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_typed_list(std::string elem, std::vector<IValue> items)
struct gt_spec_IValue_IValueOfTypedList_args {
  int64_t a_elem_len;
  int64_t a_items_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfTypedList_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfTypedList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfTypedList_args*>(args);
  auto a_elem = static_cast<const char*>(ptrs[0]);
  int64_t a_elem_len = a->a_elem_len;
  auto a_items = static_cast<const gt_object*>(ptrs[1]);
  int64_t a_items_len = a->a_items_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& elem, auto&& items) { return gotorch::typed_list(std::string(elem), items); }(gotorch::str(a_elem, a_elem_len, "elem"), gotorch::object_list<c10::IValue>(a_items, a_items_len, "items"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue of_typed_dict(std::string key, std::string value, std::vector<IValue> keys, std::vector<IValue> values)
struct gt_spec_IValue_IValueOfTypedDict_args {
  int64_t a_key_len;
  int64_t a_value_len;
  int64_t a_keys_len;
  int64_t a_values_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_IValueOfTypedDict_args) == 40, "args layout differs from the Go side's");
char* gt_spec_IValue_IValueOfTypedDict(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IValueOfTypedDict_args*>(args);
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  auto a_value = static_cast<const char*>(ptrs[1]);
  int64_t a_value_len = a->a_value_len;
  auto a_keys = static_cast<const gt_object*>(ptrs[2]);
  int64_t a_keys_len = a->a_keys_len;
  auto a_values = static_cast<const gt_object*>(ptrs[3]);
  int64_t a_values_len = a->a_values_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& key, auto&& value, auto&& keys, auto&& values) { return gotorch::typed_dict(std::string(key), std::string(value), keys, values); }(gotorch::str(a_key, a_key_len, "key"), gotorch::str(a_value, a_value_len, "value"), gotorch::object_list<c10::IValue>(a_keys, a_keys_len, "keys"), gotorch::object_list<c10::IValue>(a_values, a_values_len, "values"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue shallow_copy() const
struct gt_spec_IValue_shallowCopy_args {
  gt_object a_self;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_shallowCopy_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_shallowCopy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_shallowCopy_args*>(args);
  gt_object a_self = a->a_self;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return c10::IValue(self); }(gotorch::object<c10::IValue>(a_self, "self"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// std::string tagKind() const
struct gt_spec_IValue_Kind_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_IValue_Kind_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_Kind(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_Kind_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).tagKind();
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// std::string type_str() const
struct gt_spec_IValue_Type_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_IValue_Type_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_Type(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_Type_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self.type()->annotation_str(); }(gotorch::object<c10::IValue>(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// std::string str() const
struct gt_spec_IValue_String_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_IValue_String_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_String(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_String_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { std::ostringstream os; os << self; return os.str(); }(gotorch::object<c10::IValue>(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// bool isNone() const
struct gt_spec_IValue_IsNone_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsNone_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsNone(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsNone_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isNone();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isBool() const
struct gt_spec_IValue_IsBool_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsBool_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsBool(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsBool_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isBool();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isInt() const
struct gt_spec_IValue_IsInt_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsInt_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsInt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsInt_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isInt();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isDouble() const
struct gt_spec_IValue_IsFloat_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsFloat_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsFloat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsFloat_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isDouble();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isComplexDouble() const
struct gt_spec_IValue_IsComplex_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsComplex_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsComplex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsComplex_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isComplexDouble();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isString() const
struct gt_spec_IValue_IsString_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsString_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsString(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsString_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isString();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isTensor() const
struct gt_spec_IValue_IsTensor_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsTensor_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsTensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsTensor_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isTensor();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isDevice() const
struct gt_spec_IValue_IsDevice_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsDevice_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsDevice(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsDevice_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isDevice();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isList() const
struct gt_spec_IValue_IsList_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsList_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsList_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isList();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isTuple() const
struct gt_spec_IValue_IsTuple_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsTuple_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsTuple(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsTuple_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isTuple();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isGenericDict() const
struct gt_spec_IValue_IsDict_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsDict_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsDict(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsDict_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isGenericDict();
  *out0 = std::move(r);
  GT_CATCH
}

// bool isObject() const
struct gt_spec_IValue_IsObject_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_IsObject_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_IsObject(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_IsObject_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).isObject();
  *out0 = std::move(r);
  GT_CATCH
}

// bool toBool() const
struct gt_spec_IValue_ToBool_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_IValue_ToBool_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_ToBool(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToBool_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toBool();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t toInt() const
struct gt_spec_IValue_ToInt_args {
  gt_object a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_IValue_ToInt_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_ToInt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToInt_args*>(args);
  gt_object a_self = a->a_self;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toInt();
  *out0 = std::move(r);
  GT_CATCH
}

// double toDouble() const
struct gt_spec_IValue_ToFloat_args {
  gt_object a_self;
  double out0;
};
static_assert(sizeof(gt_spec_IValue_ToFloat_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_ToFloat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToFloat_args*>(args);
  gt_object a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toDouble();
  *out0 = std::move(r);
  GT_CATCH
}

// std::string toStringRef() const
struct gt_spec_IValue_ToString_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_IValue_ToString_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_ToString(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToString_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toStringRef();
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// double complex_real() const
struct gt_spec_IValue_complexReal_args {
  gt_object a_self;
  double out0;
};
static_assert(sizeof(gt_spec_IValue_complexReal_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_complexReal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_complexReal_args*>(args);
  gt_object a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self.toComplexDouble().real(); }(gotorch::object<c10::IValue>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// double complex_imag() const
struct gt_spec_IValue_complexImag_args {
  gt_object a_self;
  double out0;
};
static_assert(sizeof(gt_spec_IValue_complexImag_args) == 16, "args layout differs from the Go side's");
char* gt_spec_IValue_complexImag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_complexImag_args*>(args);
  gt_object a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self.toComplexDouble().imag(); }(gotorch::object<c10::IValue>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// Tensor toTensor() const
struct gt_spec_IValue_ToTensor_args {
  gt_object a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_IValue_ToTensor_args) == 32, "args layout differs from the Go side's");
char* gt_spec_IValue_ToTensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToTensor_args*>(args);
  gt_object a_self = a->a_self;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toTensor();
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Device toDevice() const
struct gt_spec_IValue_ToDevice_args {
  gt_object a_self;
  gt_device out0;
};
static_assert(sizeof(gt_spec_IValue_ToDevice_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_ToDevice(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToDevice_args*>(args);
  gt_object a_self = a->a_self;
  gt_device* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<c10::IValue>(a_self, "self")).toDevice();
  *out0 = gotorch::from_device(std::move(r));
  GT_CATCH
}

// std::vector<IValue> toList() const
struct gt_spec_IValue_ToList_args {
  gt_object a_self;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_IValue_ToList_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_ToList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToList_args*>(args);
  gt_object a_self = a->a_self;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return self.toListRef().vec(); }(gotorch::object<c10::IValue>(a_self, "self"));
  gotorch::object_list_out<c10::IValue>(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<IValue> toTuple() const
struct gt_spec_IValue_ToTuple_args {
  gt_object a_self;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_IValue_ToTuple_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_ToTuple(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_ToTuple_args*>(args);
  gt_object a_self = a->a_self;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::tuple_elements(self); }(gotorch::object<c10::IValue>(a_self, "self"));
  gotorch::object_list_out<c10::IValue>(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<IValue> dictKeys() const
struct gt_spec_IValue_DictKeys_args {
  gt_object a_self;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_IValue_DictKeys_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_DictKeys(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_DictKeys_args*>(args);
  gt_object a_self = a->a_self;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::dict_part(self, true); }(gotorch::object<c10::IValue>(a_self, "self"));
  gotorch::object_list_out<c10::IValue>(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<IValue> dictValues() const
struct gt_spec_IValue_DictValues_args {
  gt_object a_self;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_IValue_DictValues_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_DictValues(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_DictValues_args*>(args);
  gt_object a_self = a->a_self;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::dict_part(self, false); }(gotorch::object<c10::IValue>(a_self, "self"));
  gotorch::object_list_out<c10::IValue>(std::move(r), out0, out0_len);
  GT_CATCH
}

// IValue attr(std::string name) const
struct gt_spec_IValue_Attr_args {
  gt_object a_self;
  int64_t a_name_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_Attr_args) == 24, "args layout differs from the Go side's");
char* gt_spec_IValue_Attr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_Attr_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { return self.toObjectRef().getAttr(std::string(name)); }(gotorch::object<c10::IValue>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue call_method(std::string name, std::vector<std::string> keywords, std::vector<IValue> arguments)
struct gt_spec_IValue_callMethod_args {
  gt_object a_self;
  int64_t a_name_len;
  int64_t a_keywords_len;
  int64_t a_arguments_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_IValue_callMethod_args) == 40, "args layout differs from the Go side's");
char* gt_spec_IValue_callMethod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_IValue_callMethod_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  auto a_keywords = static_cast<const char*>(ptrs[1]);
  int64_t a_keywords_len = a->a_keywords_len;
  auto a_arguments = static_cast<const gt_object*>(ptrs[2]);
  int64_t a_arguments_len = a->a_arguments_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name, auto&& keywords, auto&& arguments) { return gotorch::run_method(self, std::string(name), arguments, keywords); }(gotorch::object<c10::IValue>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"), gotorch::strings(a_keywords, a_keywords_len, "keywords"), gotorch::object_list<c10::IValue>(a_arguments, a_arguments_len, "arguments"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// Module load(std::string path, c10::optional<Device> map_location = c10::nullopt)
struct gt_spec_Module_loadModule_args {
  int64_t a_path_len;
  gt_device a_map_location;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_loadModule_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_loadModule(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_loadModule_args*>(args);
  auto a_path = static_cast<const char*>(ptrs[0]);
  int64_t a_path_len = a->a_path_len;
  gt_device a_map_location = a->a_map_location;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& path, auto&& map_location) { std::string p(path); if (std::FILE* f = std::fopen(p.c_str(), "rb")) std::fclose(f); else { int e = errno; throw std::runtime_error("\036" + std::to_string(e) + "\037open\037" + p); } return gotorch::load_module(p, map_location); }(gotorch::str(a_path, a_path_len, "path"), gotorch::opt_device(a_map_location, "map_location"));
  *out0 = gotorch::wrap_object<torch::jit::Module>(std::move(r));
  GT_CATCH
}

// Module load_bytes(Bytes data, c10::optional<Device> map_location = c10::nullopt)
struct gt_spec_Module_loadModuleBytes_args {
  int64_t a_data_len;
  gt_device a_map_location;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_loadModuleBytes_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_loadModuleBytes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_loadModuleBytes_args*>(args);
  auto a_data = static_cast<const uint8_t*>(ptrs[0]);
  int64_t a_data_len = a->a_data_len;
  gt_device a_map_location = a->a_map_location;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& data, auto&& map_location) { return gotorch::load_module_bytes(data, map_location); }(gotorch::bytes(a_data, a_data_len), gotorch::opt_device(a_map_location, "map_location"));
  *out0 = gotorch::wrap_object<torch::jit::Module>(std::move(r));
  GT_CATCH
}

// IValue forward(std::vector<IValue> inputs)
struct gt_spec_Module_Forward_args {
  gt_object a_self;
  int64_t a_inputs_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_Forward_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_Forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Forward_args*>(args);
  gt_object a_self = a->a_self;
  auto a_inputs = static_cast<const gt_object*>(ptrs[0]);
  int64_t a_inputs_len = a->a_inputs_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& inputs) { return gotorch::run_module_method(self, "forward", inputs, {}); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::object_list<c10::IValue>(a_inputs, a_inputs_len, "inputs"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// IValue run_method(std::string name, std::vector<std::string> keywords, std::vector<IValue> inputs)
struct gt_spec_Module_runMethod_args {
  gt_object a_self;
  int64_t a_name_len;
  int64_t a_keywords_len;
  int64_t a_inputs_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_runMethod_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Module_runMethod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_runMethod_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  auto a_keywords = static_cast<const char*>(ptrs[1]);
  int64_t a_keywords_len = a->a_keywords_len;
  auto a_inputs = static_cast<const gt_object*>(ptrs[2]);
  int64_t a_inputs_len = a->a_inputs_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name, auto&& keywords, auto&& inputs) { return gotorch::run_module_method(self, std::string(name), inputs, keywords); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"), gotorch::strings(a_keywords, a_keywords_len, "keywords"), gotorch::object_list<c10::IValue>(a_inputs, a_inputs_len, "inputs"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// std::vector<std::string> method_schema(std::string name) const
struct gt_spec_Module_methodSchemaFields_args {
  gt_object a_self;
  int64_t a_name_len;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_methodSchemaFields_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_methodSchemaFields(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_methodSchemaFields_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { auto m = self.find_method(std::string(name)); if (!m) throw std::invalid_argument("the module (" + self.type()->name()->qualifiedName() + ") has no method " + std::string(name)); return gotorch::schema_fields(m->function().getSchema()); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// void set_attr(std::string name, IValue value)
struct gt_spec_Module_setAttr_args {
  gt_object a_self;
  int64_t a_name_len;
  gt_object a_value;
};
static_assert(sizeof(gt_spec_Module_setAttr_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_setAttr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_setAttr_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  gt_object a_value = a->a_value;
  GT_TRY
  [&](auto&& self, auto&& name, auto&& value) { gotorch::set_attr(self, std::string(name), value); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"), gotorch::object<c10::IValue>(a_value, "value"));
  GT_CATCH
}

// std::vector<std::string> module_names() const
struct gt_spec_Module_moduleNames_args {
  gt_object a_self;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_moduleNames_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_moduleNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_moduleNames_args*>(args);
  gt_object a_self = a->a_self;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::module_names(self); }(gotorch::object<torch::jit::Module>(a_self, "self"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<Module> modules() const
struct gt_spec_Module_modules_args {
  gt_object a_self;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_modules_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_modules(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_modules_args*>(args);
  gt_object a_self = a->a_self;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::modules(self); }(gotorch::object<torch::jit::Module>(a_self, "self"));
  gotorch::object_list_out<torch::jit::Module>(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<std::string> method_names() const
struct gt_spec_Module_MethodNames_args {
  gt_object a_self;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_MethodNames_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_MethodNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_MethodNames_args*>(args);
  gt_object a_self = a->a_self;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { std::vector<std::string> names; for (const auto& m : self.get_methods()) names.push_back(m.name()); return names; }(gotorch::object<torch::jit::Module>(a_self, "self"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<std::string> parameter_names(bool recurse = true) const
struct gt_spec_Module_ParameterNames_args {
  gt_object a_self;
  bool a_recurse;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_ParameterNames_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_ParameterNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_ParameterNames_args*>(args);
  gt_object a_self = a->a_self;
  bool a_recurse = a->a_recurse;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self, auto&& recurse) { std::vector<std::string> names; for (const auto& p : self.named_parameters(recurse)) names.push_back(p.name); return names; }(gotorch::object<torch::jit::Module>(a_self, "self"), a_recurse);
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// variable_list parameters(bool recurse = true) const
struct gt_spec_Module_Parameters_args {
  gt_object a_self;
  bool a_recurse;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_Parameters_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_Parameters(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Parameters_args*>(args);
  gt_object a_self = a->a_self;
  bool a_recurse = a->a_recurse;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = [&](auto&& self, auto&& recurse) { std::vector<at::Tensor> ts; for (const auto& p : self.named_parameters(recurse)) ts.push_back(p.value); return ts; }(gotorch::object<torch::jit::Module>(a_self, "self"), a_recurse);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// std::vector<std::string> buffer_names(bool recurse = true) const
struct gt_spec_Module_BufferNames_args {
  gt_object a_self;
  bool a_recurse;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_BufferNames_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_BufferNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_BufferNames_args*>(args);
  gt_object a_self = a->a_self;
  bool a_recurse = a->a_recurse;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self, auto&& recurse) { std::vector<std::string> names; for (const auto& p : self.named_buffers(recurse)) names.push_back(p.name); return names; }(gotorch::object<torch::jit::Module>(a_self, "self"), a_recurse);
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// variable_list buffers(bool recurse = true) const
struct gt_spec_Module_Buffers_args {
  gt_object a_self;
  bool a_recurse;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_Buffers_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_Buffers(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Buffers_args*>(args);
  gt_object a_self = a->a_self;
  bool a_recurse = a->a_recurse;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = [&](auto&& self, auto&& recurse) { std::vector<at::Tensor> ts; for (const auto& p : self.named_buffers(recurse)) ts.push_back(p.value); return ts; }(gotorch::object<torch::jit::Module>(a_self, "self"), a_recurse);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// std::vector<std::string> child_names() const
struct gt_spec_Module_ChildNames_args {
  gt_object a_self;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Module_ChildNames_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_ChildNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_ChildNames_args*>(args);
  gt_object a_self = a->a_self;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { std::vector<std::string> names; for (const auto& c : self.named_children()) names.push_back(c.name); return names; }(gotorch::object<torch::jit::Module>(a_self, "self"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// Module child(std::string name) const
struct gt_spec_Module_Child_args {
  gt_object a_self;
  int64_t a_name_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_Child_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_Child(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Child_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { for (const auto& c : self.named_children()) if (c.name == name) return c.value; throw std::invalid_argument("no submodule " + std::string(name)); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  *out0 = gotorch::wrap_object<torch::jit::Module>(std::move(r));
  GT_CATCH
}

// IValue attr(std::string name) const
struct gt_spec_Module_Attr_args {
  gt_object a_self;
  int64_t a_name_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_Attr_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_Attr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Attr_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { return self.attr(std::string(name)); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// bool hasattr(std::string name) const
struct gt_spec_Module_HasAttr_args {
  gt_object a_self;
  int64_t a_name_len;
  bool out0;
};
static_assert(sizeof(gt_spec_Module_HasAttr_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Module_HasAttr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_HasAttr_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { return self.hasattr(std::string(name)); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  *out0 = std::move(r);
  GT_CATCH
}

// void train(bool on = true)
struct gt_spec_Module_Train_args {
  gt_object a_self;
  bool a_on;
};
static_assert(sizeof(gt_spec_Module_Train_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Module_Train(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Train_args*>(args);
  gt_object a_self = a->a_self;
  bool a_on = a->a_on;
  GT_TRY
  (gotorch::object<torch::jit::Module>(a_self, "self")).train(a_on);
  GT_CATCH
}

// void eval()
struct gt_spec_Module_Eval_args {
  gt_object a_self;
};
static_assert(sizeof(gt_spec_Module_Eval_args) == 8, "args layout differs from the Go side's");
char* gt_spec_Module_Eval(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_Eval_args*>(args);
  gt_object a_self = a->a_self;
  GT_TRY
  (gotorch::object<torch::jit::Module>(a_self, "self")).eval();
  GT_CATCH
}

// bool is_training() const
struct gt_spec_Module_IsTraining_args {
  gt_object a_self;
  bool out0;
};
static_assert(sizeof(gt_spec_Module_IsTraining_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Module_IsTraining(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_IsTraining_args*>(args);
  gt_object a_self = a->a_self;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::object<torch::jit::Module>(a_self, "self")).is_training();
  *out0 = std::move(r);
  GT_CATCH
}

// void to(Device device, bool non_blocking = false)
struct gt_spec_Module_To_args {
  gt_object a_self;
  gt_device a_device;
  bool a_non_blocking;
};
static_assert(sizeof(gt_spec_Module_To_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Module_To(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_To_args*>(args);
  gt_object a_self = a->a_self;
  gt_device a_device = a->a_device;
  bool a_non_blocking = a->a_non_blocking;
  GT_TRY
  (gotorch::object<torch::jit::Module>(a_self, "self")).to(gotorch::device(a_device, "device"), a_non_blocking);
  GT_CATCH
}

// void save(std::string path, std::vector<std::string> names, Bytes contents, IntArrayRef sizes) const
struct gt_spec_Module_save_args {
  gt_object a_self;
  int64_t a_path_len;
  int64_t a_names_len;
  int64_t a_contents_len;
  int64_t a_sizes_len;
};
static_assert(sizeof(gt_spec_Module_save_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Module_save(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_save_args*>(args);
  gt_object a_self = a->a_self;
  auto a_path = static_cast<const char*>(ptrs[0]);
  int64_t a_path_len = a->a_path_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  auto a_contents = static_cast<const uint8_t*>(ptrs[2]);
  int64_t a_contents_len = a->a_contents_len;
  auto a_sizes = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_sizes_len = a->a_sizes_len;
  GT_TRY
  [&](auto&& self, auto&& path, auto&& names, auto&& contents, auto&& sizes) { std::string p(path); if (std::FILE* f = std::fopen(p.c_str(), "ab")) std::fclose(f); else { int e = errno; throw std::runtime_error("\036" + std::to_string(e) + "\037open\037" + p); } std::vector<std::string> parts; size_t at = 0; for (int64_t n : sizes) { if (n < 0 || at + static_cast<size_t>(n) > contents.size()) throw std::invalid_argument("extra files: sizes exceed the contents"); parts.push_back(contents.substr(at, static_cast<size_t>(n))); at += static_cast<size_t>(n); } gotorch::save_module(self, p, names, parts); }(gotorch::object<torch::jit::Module>(a_self, "self"), gotorch::str(a_path, a_path_len, "path"), gotorch::strings(a_names, a_names_len, "names"), gotorch::bytes(a_contents, a_contents_len), at::IntArrayRef(a_sizes, a_sizes_len));
  GT_CATCH
}

// IValue ivalue() const
struct gt_spec_Module_IValue_args {
  gt_object a_self;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Module_IValue_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Module_IValue(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Module_IValue_args*>(args);
  gt_object a_self = a->a_self;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self._ivalue(); }(gotorch::object<torch::jit::Module>(a_self, "self"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// ScriptUnit compile(std::string source)
struct gt_spec_ScriptUnit_CompileScript_args {
  int64_t a_source_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ScriptUnit_CompileScript_args) == 16, "args layout differs from the Go side's");
char* gt_spec_ScriptUnit_CompileScript(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ScriptUnit_CompileScript_args*>(args);
  auto a_source = static_cast<const char*>(ptrs[0]);
  int64_t a_source_len = a->a_source_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& source) { return torch::jit::compile(std::string(source)); }(gotorch::str(a_source, a_source_len, "source"));
  *out0 = gotorch::wrap_object<std::shared_ptr<torch::jit::CompilationUnit>>(std::move(r));
  GT_CATCH
}

// IValue run(std::string name, std::vector<std::string> keywords, std::vector<IValue> inputs)
struct gt_spec_ScriptUnit_runFunction_args {
  gt_object a_self;
  int64_t a_name_len;
  int64_t a_keywords_len;
  int64_t a_inputs_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_ScriptUnit_runFunction_args) == 40, "args layout differs from the Go side's");
char* gt_spec_ScriptUnit_runFunction(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ScriptUnit_runFunction_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  auto a_keywords = static_cast<const char*>(ptrs[1]);
  int64_t a_keywords_len = a->a_keywords_len;
  auto a_inputs = static_cast<const gt_object*>(ptrs[2]);
  int64_t a_inputs_len = a->a_inputs_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name, auto&& keywords, auto&& inputs) { if (self->find_function(std::string(name)) == nullptr) throw std::invalid_argument("no function " + std::string(name)); auto& f = self->get_function(std::string(name)); torch::jit::Stack stack; gotorch::match(std::string(name), f.getSchema(), 0, inputs, keywords, stack); f.run(stack); return stack.empty() ? c10::IValue() : stack.front(); }(gotorch::object<std::shared_ptr<torch::jit::CompilationUnit>>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"), gotorch::strings(a_keywords, a_keywords_len, "keywords"), gotorch::object_list<c10::IValue>(a_inputs, a_inputs_len, "inputs"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// std::vector<std::string> function_names() const
struct gt_spec_ScriptUnit_FunctionNames_args {
  gt_object a_self;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_ScriptUnit_FunctionNames_args) == 24, "args layout differs from the Go side's");
char* gt_spec_ScriptUnit_FunctionNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_ScriptUnit_FunctionNames_args*>(args);
  gt_object a_self = a->a_self;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { std::vector<std::string> names; for (const auto* f : self->get_functions()) names.push_back(f->name()); return names; }(gotorch::object<std::shared_ptr<torch::jit::CompilationUnit>>(a_self, "self"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// Optimizer sgd(variable_list params, double lr, double momentum = 0, double dampening = 0, double weight_decay = 0, bool nesterov = false)
struct gt_spec_Optimizer_SGD_args {
  int64_t a_params_len;
  double a_lr;
  double a_momentum;
  double a_dampening;
  double a_weight_decay;
  bool a_nesterov;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Optimizer_SGD_args) == 56, "args layout differs from the Go side's");
char* gt_spec_Optimizer_SGD(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_SGD_args*>(args);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  double a_lr = a->a_lr;
  double a_momentum = a->a_momentum;
  double a_dampening = a->a_dampening;
  double a_weight_decay = a->a_weight_decay;
  bool a_nesterov = a->a_nesterov;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& params, auto&& lr, auto&& momentum, auto&& dampening, auto&& weight_decay, auto&& nesterov) { return std::unique_ptr<torch::optim::Optimizer>(new torch::optim::SGD(params.vec(), torch::optim::SGDOptions(lr).momentum(momentum).dampening(dampening).weight_decay(weight_decay).nesterov(nesterov))); }(at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_lr, a_momentum, a_dampening, a_weight_decay, a_nesterov);
  *out0 = gotorch::wrap_object<torch::optim::Optimizer>(std::move(r));
  GT_CATCH
}

// Optimizer adam(variable_list params, double lr = 1e-3, double beta1 = 0.9, double beta2 = 0.999, double eps = 1e-8, double weight_decay = 0, bool amsgrad = false)
struct gt_spec_Optimizer_Adam_args {
  int64_t a_params_len;
  double a_lr;
  double a_beta1;
  double a_beta2;
  double a_eps;
  double a_weight_decay;
  bool a_amsgrad;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Optimizer_Adam_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Adam(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Adam_args*>(args);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  double a_lr = a->a_lr;
  double a_beta1 = a->a_beta1;
  double a_beta2 = a->a_beta2;
  double a_eps = a->a_eps;
  double a_weight_decay = a->a_weight_decay;
  bool a_amsgrad = a->a_amsgrad;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& params, auto&& lr, auto&& beta1, auto&& beta2, auto&& eps, auto&& weight_decay, auto&& amsgrad) { return std::unique_ptr<torch::optim::Optimizer>(new torch::optim::Adam(params.vec(), torch::optim::AdamOptions(lr).betas(std::make_tuple(beta1, beta2)).eps(eps).weight_decay(weight_decay).amsgrad(amsgrad))); }(at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_lr, a_beta1, a_beta2, a_eps, a_weight_decay, a_amsgrad);
  *out0 = gotorch::wrap_object<torch::optim::Optimizer>(std::move(r));
  GT_CATCH
}

// Optimizer adamw(variable_list params, double lr = 1e-3, double beta1 = 0.9, double beta2 = 0.999, double eps = 1e-8, double weight_decay = 1e-2, bool amsgrad = false)
struct gt_spec_Optimizer_AdamW_args {
  int64_t a_params_len;
  double a_lr;
  double a_beta1;
  double a_beta2;
  double a_eps;
  double a_weight_decay;
  bool a_amsgrad;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Optimizer_AdamW_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Optimizer_AdamW(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_AdamW_args*>(args);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  double a_lr = a->a_lr;
  double a_beta1 = a->a_beta1;
  double a_beta2 = a->a_beta2;
  double a_eps = a->a_eps;
  double a_weight_decay = a->a_weight_decay;
  bool a_amsgrad = a->a_amsgrad;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& params, auto&& lr, auto&& beta1, auto&& beta2, auto&& eps, auto&& weight_decay, auto&& amsgrad) { return std::unique_ptr<torch::optim::Optimizer>(new torch::optim::AdamW(params.vec(), torch::optim::AdamWOptions(lr).betas(std::make_tuple(beta1, beta2)).eps(eps).weight_decay(weight_decay).amsgrad(amsgrad))); }(at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_lr, a_beta1, a_beta2, a_eps, a_weight_decay, a_amsgrad);
  *out0 = gotorch::wrap_object<torch::optim::Optimizer>(std::move(r));
  GT_CATCH
}

// Optimizer rmsprop(variable_list params, double lr = 1e-2, double alpha = 0.99, double eps = 1e-8, double weight_decay = 0, double momentum = 0, bool centered = false)
struct gt_spec_Optimizer_RMSprop_args {
  int64_t a_params_len;
  double a_lr;
  double a_alpha;
  double a_eps;
  double a_weight_decay;
  double a_momentum;
  bool a_centered;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Optimizer_RMSprop_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Optimizer_RMSprop(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_RMSprop_args*>(args);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  double a_lr = a->a_lr;
  double a_alpha = a->a_alpha;
  double a_eps = a->a_eps;
  double a_weight_decay = a->a_weight_decay;
  double a_momentum = a->a_momentum;
  bool a_centered = a->a_centered;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& params, auto&& lr, auto&& alpha, auto&& eps, auto&& weight_decay, auto&& momentum, auto&& centered) { return std::unique_ptr<torch::optim::Optimizer>(new torch::optim::RMSprop(params.vec(), torch::optim::RMSpropOptions(lr).alpha(alpha).eps(eps).weight_decay(weight_decay).momentum(momentum).centered(centered))); }(at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_lr, a_alpha, a_eps, a_weight_decay, a_momentum, a_centered);
  *out0 = gotorch::wrap_object<torch::optim::Optimizer>(std::move(r));
  GT_CATCH
}

// Optimizer adagrad(variable_list params, double lr = 1e-2, double lr_decay = 0, double weight_decay = 0, double initial_accumulator_value = 0, double eps = 1e-10)
struct gt_spec_Optimizer_Adagrad_args {
  int64_t a_params_len;
  double a_lr;
  double a_lr_decay;
  double a_weight_decay;
  double a_initial_accumulator_value;
  double a_eps;
  gt_object out0;
};
static_assert(sizeof(gt_spec_Optimizer_Adagrad_args) == 56, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Adagrad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Adagrad_args*>(args);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  double a_lr = a->a_lr;
  double a_lr_decay = a->a_lr_decay;
  double a_weight_decay = a->a_weight_decay;
  double a_initial_accumulator_value = a->a_initial_accumulator_value;
  double a_eps = a->a_eps;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& params, auto&& lr, auto&& lr_decay, auto&& weight_decay, auto&& initial_accumulator_value, auto&& eps) { return std::unique_ptr<torch::optim::Optimizer>(new torch::optim::Adagrad(params.vec(), torch::optim::AdagradOptions(lr).lr_decay(lr_decay).weight_decay(weight_decay).initial_accumulator_value(initial_accumulator_value).eps(eps))); }(at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_lr, a_lr_decay, a_weight_decay, a_initial_accumulator_value, a_eps);
  *out0 = gotorch::wrap_object<torch::optim::Optimizer>(std::move(r));
  GT_CATCH
}

// void step()
struct gt_spec_Optimizer_Step_args {
  gt_object a_self;
};
static_assert(sizeof(gt_spec_Optimizer_Step_args) == 8, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Step(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Step_args*>(args);
  gt_object a_self = a->a_self;
  GT_TRY
  [&](auto&& self) { self.step(); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  GT_CATCH
}

// void zero_grad(bool set_to_none = true)
struct gt_spec_Optimizer_ZeroGrad_args {
  gt_object a_self;
  bool a_set_to_none;
};
static_assert(sizeof(gt_spec_Optimizer_ZeroGrad_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_ZeroGrad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_ZeroGrad_args*>(args);
  gt_object a_self = a->a_self;
  bool a_set_to_none = a->a_set_to_none;
  GT_TRY
  [&](auto&& self, auto&& set_to_none) { for (auto& g : self.param_groups()) for (auto& p : g.params()) { auto& grad = p.mutable_grad(); if (!grad.defined()) continue; if (set_to_none) { grad.reset(); continue; } if (grad.grad_fn()) grad.detach_(); else grad.requires_grad_(false); grad.zero_(); }; }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), a_set_to_none);
  GT_CATCH
}

// double lr() const
struct gt_spec_Optimizer_LR_args {
  gt_object a_self;
  double out0;
};
static_assert(sizeof(gt_spec_Optimizer_LR_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_LR(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_LR_args*>(args);
  gt_object a_self = a->a_self;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { if (self.param_groups().empty()) return 0.0; return self.param_groups()[0].options().get_lr(); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// void set_lr(double lr)
struct gt_spec_Optimizer_SetLR_args {
  gt_object a_self;
  double a_lr;
};
static_assert(sizeof(gt_spec_Optimizer_SetLR_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_SetLR(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_SetLR_args*>(args);
  gt_object a_self = a->a_self;
  double a_lr = a->a_lr;
  GT_TRY
  [&](auto&& self, auto&& lr) { if (!(lr >= 0)) throw std::invalid_argument("Invalid learning rate: " + std::to_string(lr)); for (auto& g : self.param_groups()) g.options().set_lr(lr); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), a_lr);
  GT_CATCH
}

// std::string algorithm()
struct gt_spec_Optimizer_Algorithm_args {
  gt_object a_self;
  char* out0;
};
static_assert(sizeof(gt_spec_Optimizer_Algorithm_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Algorithm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Algorithm_args*>(args);
  gt_object a_self = a->a_self;
  char** out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::optim_algorithm(self); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  *out0 = gotorch::c_string(std::move(r));
  GT_CATCH
}

// std::vector<std::string> option_names()
struct gt_spec_Optimizer_OptionNames_args {
  gt_object a_self;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Optimizer_OptionNames_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Optimizer_OptionNames(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_OptionNames_args*>(args);
  gt_object a_self = a->a_self;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self) { return gotorch::optim_option_names(self); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// double option(std::string name)
struct gt_spec_Optimizer_Option_args {
  gt_object a_self;
  int64_t a_name_len;
  double out0;
};
static_assert(sizeof(gt_spec_Optimizer_Option_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Option(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Option_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& name) { return gotorch::optim_option(self, std::string(name)); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"));
  *out0 = std::move(r);
  GT_CATCH
}

// void set_option(std::string name, double value)
struct gt_spec_Optimizer_SetOption_args {
  gt_object a_self;
  int64_t a_name_len;
  double a_value;
};
static_assert(sizeof(gt_spec_Optimizer_SetOption_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Optimizer_SetOption(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_SetOption_args*>(args);
  gt_object a_self = a->a_self;
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  double a_value = a->a_value;
  GT_TRY
  [&](auto&& self, auto&& name, auto&& value) { gotorch::optim_set_option(self, std::string(name), value); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), gotorch::str(a_name, a_name_len, "name"), a_value);
  GT_CATCH
}

// std::vector<std::string> param_state_keys(int64_t index)
struct gt_spec_Optimizer_ParamStateKeys_args {
  gt_object a_self;
  int64_t a_index;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Optimizer_ParamStateKeys_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Optimizer_ParamStateKeys(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_ParamStateKeys_args*>(args);
  gt_object a_self = a->a_self;
  int64_t a_index = a->a_index;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& self, auto&& index) { return gotorch::optim_state_keys(self, index); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), a_index);
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// Tensor param_state(int64_t index, std::string key)
struct gt_spec_Optimizer_ParamState_args {
  gt_object a_self;
  int64_t a_index;
  int64_t a_key_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Optimizer_ParamState_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Optimizer_ParamState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_ParamState_args*>(args);
  gt_object a_self = a->a_self;
  int64_t a_index = a->a_index;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& index, auto&& key) { return gotorch::optim_state(self, index, std::string(key)); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), a_index, gotorch::str(a_key, a_key_len, "key"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// void set_param_state(int64_t index, std::string key, const Tensor& value)
struct gt_spec_Optimizer_SetParamState_args {
  gt_object a_self;
  int64_t a_index;
  int64_t a_key_len;
  gt_tensor a_value;
};
static_assert(sizeof(gt_spec_Optimizer_SetParamState_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Optimizer_SetParamState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_SetParamState_args*>(args);
  gt_object a_self = a->a_self;
  int64_t a_index = a->a_index;
  auto a_key = static_cast<const char*>(ptrs[0]);
  int64_t a_key_len = a->a_key_len;
  gotorch::borrowed a_value(a->a_value);
  GT_TRY
  [&](auto&& self, auto&& index, auto&& key, auto&& value) { gotorch::optim_set_state(self, index, std::string(key), value); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), a_index, gotorch::str(a_key, a_key_len, "key"), gotorch::ref(a_value, "value"));
  GT_CATCH
}

// void replace_state(std::vector<std::string> names, at::ArrayRef<double> values, IntArrayRef indices, std::vector<std::string> keys, variable_list tensors)
struct gt_spec_Optimizer_ReplaceState_args {
  gt_object a_self;
  int64_t a_names_len;
  int64_t a_values_len;
  int64_t a_indices_len;
  int64_t a_keys_len;
  int64_t a_tensors_len;
};
static_assert(sizeof(gt_spec_Optimizer_ReplaceState_args) == 48, "args layout differs from the Go side's");
char* gt_spec_Optimizer_ReplaceState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_ReplaceState_args*>(args);
  gt_object a_self = a->a_self;
  auto a_names = static_cast<const char*>(ptrs[0]);
  int64_t a_names_len = a->a_names_len;
  auto a_values = static_cast<const double*>(ptrs[1]);
  int64_t a_values_len = a->a_values_len;
  auto a_indices = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_indices_len = a->a_indices_len;
  auto a_keys = static_cast<const char*>(ptrs[3]);
  int64_t a_keys_len = a->a_keys_len;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[4]);
  int64_t a_tensors_len = a->a_tensors_len;
  GT_TRY
  [&](auto&& self, auto&& names, auto&& values, auto&& indices, auto&& keys, auto&& tensors) { gotorch::optim_replace_state(self, names, values, indices, keys, tensors); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), gotorch::strings(a_names, a_names_len, "names"), at::ArrayRef<double>(a_values, a_values_len), at::IntArrayRef(a_indices, a_indices_len), gotorch::strings(a_keys, a_keys_len, "keys"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  GT_CATCH
}

// void reset_state()
struct gt_spec_Optimizer_ResetState_args {
  gt_object a_self;
};
static_assert(sizeof(gt_spec_Optimizer_ResetState_args) == 8, "args layout differs from the Go side's");
char* gt_spec_Optimizer_ResetState(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_ResetState_args*>(args);
  gt_object a_self = a->a_self;
  GT_TRY
  [&](auto&& self) { self.state().clear(); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  GT_CATCH
}

// variable_list parameters() const
struct gt_spec_Optimizer_Parameters_args {
  gt_object a_self;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_Optimizer_Parameters_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Parameters(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Parameters_args*>(args);
  gt_object a_self = a->a_self;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = [&](auto&& self) { std::vector<at::Tensor> ts; for (const auto& g : self.param_groups()) for (const auto& p : g.params()) ts.push_back(p); return ts; }(gotorch::object<torch::optim::Optimizer>(a_self, "self"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// void save(std::string path) const
struct gt_spec_Optimizer_Save_args {
  gt_object a_self;
  int64_t a_path_len;
};
static_assert(sizeof(gt_spec_Optimizer_Save_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Save(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Save_args*>(args);
  gt_object a_self = a->a_self;
  auto a_path = static_cast<const char*>(ptrs[0]);
  int64_t a_path_len = a->a_path_len;
  GT_TRY
  [&](auto&& self, auto&& path) { std::string p(path); if (std::FILE* f = std::fopen(p.c_str(), "ab")) std::fclose(f); else { int e = errno; throw std::runtime_error("\036" + std::to_string(e) + "\037open\037" + p); } torch::save(self, p); }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), gotorch::str(a_path, a_path_len, "path"));
  GT_CATCH
}

// void load(std::string path)
struct gt_spec_Optimizer_Load_args {
  gt_object a_self;
  int64_t a_path_len;
};
static_assert(sizeof(gt_spec_Optimizer_Load_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Optimizer_Load(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Optimizer_Load_args*>(args);
  gt_object a_self = a->a_self;
  auto a_path = static_cast<const char*>(ptrs[0]);
  int64_t a_path_len = a->a_path_len;
  GT_TRY
  [&](auto&& self, auto&& path) { std::string p(path); if (std::FILE* f = std::fopen(p.c_str(), "rb")) std::fclose(f); else { int e = errno; throw std::runtime_error("\036" + std::to_string(e) + "\037open\037" + p); } gotorch::check_archive_file(p); torch::load(self, p); torch::serialize::InputArchive archive, groups; archive.load_from(p); archive.read("param_groups", groups); for (size_t i = 0; i < self.param_groups().size(); i++) { torch::serialize::InputArchive group, options; groups.read("param_groups/" + std::to_string(i), group); group.read("options", options); self.param_groups()[i].options().serialize(options); }; }(gotorch::object<torch::optim::Optimizer>(a_self, "self"), gotorch::str(a_path, a_path_len, "path"));
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
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Scalar_Add_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Scalar_Add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Add_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) + (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(const Tensor& other) const
struct gt_spec_Scalar_Sub_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Scalar_Sub_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Scalar_Sub(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Sub_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) - (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(const Tensor& other) const
struct gt_spec_Scalar_Mul_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Scalar_Mul_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Scalar_Mul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Mul_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::scalar(a_self)) * (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(const Tensor& other) const
struct gt_spec_Scalar_Div_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Scalar_Div_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Scalar_Div(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Scalar_Div_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return reinterpret_cast<int64_t>(self.data_ptr()); }(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// bool is_alias_of(const Tensor& other) const
struct gt_spec_Tensor_IsAliasOf_args {
  gt_tensor a_self;
  gt_tensor a_other;
  bool out0;
};
static_assert(sizeof(gt_spec_Tensor_IsAliasOf_args) == 24, "args layout differs from the Go side's");
char* gt_spec_Tensor_IsAliasOf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_IsAliasOf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).is_alias_of(gotorch::ref(a_other, "other"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t storage_offset() const
struct gt_spec_Tensor_StorageOffset_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_StorageOffset_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_StorageOffset(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_StorageOffset_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).storage_offset();
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t storage_data_ptr() const
struct gt_spec_Tensor_StorageDataPtr_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_StorageDataPtr_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_StorageDataPtr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_StorageDataPtr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { TORCH_CHECK(self.has_storage(), "the tensor has no storage (sparse, mkldnn, nested?)"); return reinterpret_cast<int64_t>(self.storage().data()); }(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t storage_nbytes() const
struct gt_spec_Tensor_StorageNbytes_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_StorageNbytes_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_StorageNbytes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_StorageNbytes_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { TORCH_CHECK(self.has_storage(), "the tensor has no storage (sparse, mkldnn, nested?)"); return static_cast<int64_t>(self.storage().nbytes()); }(gotorch::ref(a_self, "self"));
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
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_options* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).options();
  *out0 = gotorch::from_tensor_options(std::move(r));
  GT_CATCH
}

// Tensor shallow_clone() const
struct gt_spec_Tensor_ShallowClone_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_ShallowClone_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Tensor_ShallowClone(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_ShallowClone_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return at::Tensor(self); }(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// double item_float() const
struct gt_spec_Tensor_ItemFloat_args {
  gt_tensor a_self;
  double out0;
};
static_assert(sizeof(gt_spec_Tensor_ItemFloat_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_ItemFloat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_ItemFloat_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self.item().toDouble(); }(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// int64_t item_int() const
struct gt_spec_Tensor_ItemInt_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_spec_Tensor_ItemInt_args) == 16, "args layout differs from the Go side's");
char* gt_spec_Tensor_ItemInt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_ItemInt_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self) { return self.item().toLong(); }(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
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
  gotorch::borrowed a_self(a->a_self);
  bool a_requires_grad = a->a_requires_grad;
  GT_TRY
  (gotorch::ref(a_self, "self")).set_requires_grad(a_requires_grad);
  GT_CATCH
}

// Tensor grad() const
struct gt_spec_Tensor_Grad_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Grad_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Tensor_Grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Grad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad(a->a_grad);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_gradient(a->a_gradient);
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
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_To_args) == 56, "args layout differs from the Go side's");
char* gt_spec_Tensor_To(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_To_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& self, auto&& device, auto&& non_blocking, auto&& copy) { return self.to(self.options().device(device), non_blocking, copy); }(gotorch::ref(a_self, "self"), gotorch::device(a_device, "device"), a_non_blocking, a_copy);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor index(ArrayRef<TensorIndex> indices) const
struct gt_spec_Tensor_Index_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Index_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Index(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Index_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor_index*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor_out* out0 = &a->out0;
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_value(a->a_value);
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
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_value = a->a_value;
  auto a_indices = static_cast<const gt_tensor_index*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  GT_TRY
  [&](auto&& self, auto&& value, auto&& indices) { self.index_put_(indices, value); }(gotorch::ref(a_self, "self"), gotorch::scalar(a_value), gotorch::tensor_index_list(a_indices, a_indices_len, "indices"));
  GT_CATCH
}

// Tensor pow(const Tensor& exponent) const
struct gt_spec_Tensor_Pow_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Pow_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Pow(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Pow_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).pow(gotorch::ref(a_exponent, "exponent"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor pow(Scalar exponent) const
struct gt_spec_Tensor_Pow_1_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Pow_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Pow_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Pow_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")).pow(gotorch::scalar(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator+(const Tensor& other) const
struct gt_spec_Tensor_Add_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Add_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Add_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) + (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator+(Scalar other) const
struct gt_spec_Tensor_Add_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Add_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Add_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Add_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) + (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(const Tensor& other) const
struct gt_spec_Tensor_Sub_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Sub_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Sub(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Sub_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) - (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-(Scalar other) const
struct gt_spec_Tensor_Sub_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Sub_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Sub_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Sub_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) - (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(const Tensor& other) const
struct gt_spec_Tensor_Mul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Mul_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) * (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator*(Scalar other) const
struct gt_spec_Tensor_Mul_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Mul_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mul_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mul_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) * (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(const Tensor& other) const
struct gt_spec_Tensor_Div_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Div_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Div(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Div_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) / (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator/(Scalar other) const
struct gt_spec_Tensor_Div_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Div_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Div_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Div_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) / (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator%(const Tensor& other) const
struct gt_spec_Tensor_Mod_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Mod_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mod_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) % (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator%(Scalar other) const
struct gt_spec_Tensor_Mod_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Mod_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Mod_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Mod_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) % (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator&(const Tensor& other) const
struct gt_spec_Tensor_And_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_And_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_And(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_And_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) & (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator&(Scalar other) const
struct gt_spec_Tensor_And_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_And_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_And_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_And_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) & (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator|(const Tensor& other) const
struct gt_spec_Tensor_Or_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Or_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Or(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Or_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) | (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator|(Scalar other) const
struct gt_spec_Tensor_Or_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Or_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Or_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Or_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) | (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator^(const Tensor& other) const
struct gt_spec_Tensor_Xor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Xor_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Xor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Xor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) ^ (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator^(Scalar other) const
struct gt_spec_Tensor_Xor_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Xor_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Xor_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Xor_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) ^ (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<(const Tensor& other) const
struct gt_spec_Tensor_Lt_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Lt_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Lt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Lt_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) < (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<(Scalar other) const
struct gt_spec_Tensor_Lt_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Lt_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Lt_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Lt_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) < (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<=(const Tensor& other) const
struct gt_spec_Tensor_Le_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Le_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Le(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Le_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) <= (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator<=(Scalar other) const
struct gt_spec_Tensor_Le_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Le_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Le_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Le_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) <= (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>(const Tensor& other) const
struct gt_spec_Tensor_Gt_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Gt_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Gt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Gt_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) > (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>(Scalar other) const
struct gt_spec_Tensor_Gt_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Gt_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Gt_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Gt_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) > (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>=(const Tensor& other) const
struct gt_spec_Tensor_Ge_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Ge_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ge(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ge_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) >= (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator>=(Scalar other) const
struct gt_spec_Tensor_Ge_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Ge_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ge_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ge_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) >= (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator==(const Tensor& other) const
struct gt_spec_Tensor_Eq_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Eq_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Eq(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Eq_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) == (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator==(Scalar other) const
struct gt_spec_Tensor_Eq_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Eq_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Eq_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Eq_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) == (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator!=(const Tensor& other) const
struct gt_spec_Tensor_Ne_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Ne_args) == 40, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ne(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ne_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) != (gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator!=(Scalar other) const
struct gt_spec_Tensor_Ne_1_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Ne_1_args) == 64, "args layout differs from the Go side's");
char* gt_spec_Tensor_Ne_1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Ne_1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = (gotorch::ref(a_self, "self")) != (gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator-() const
struct gt_spec_Tensor_Negative_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Negative_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Tensor_Negative(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Negative_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = -(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// Tensor operator~() const
struct gt_spec_Tensor_Invert_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_spec_Tensor_Invert_args) == 32, "args layout differs from the Go side's");
char* gt_spec_Tensor_Invert(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_Tensor_Invert_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
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
  gt_tensor_out* out0;
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
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[4]);
  GT_TRY
  auto r = [&](auto&& outputs, auto&& inputs, auto&& grad_outputs, auto&& retain_graph, auto&& create_graph, auto&& allow_unused) { return torch::autograd::grad(outputs.vec(), inputs.vec(), grad_outputs.vec(), retain_graph, create_graph, allow_unused); }(at::TensorList(gotorch::tensors(a_outputs, a_outputs_len, "outputs")), at::TensorList(gotorch::tensors(a_inputs, a_inputs_len, "inputs")), at::TensorList(gotorch::tensors(a_grad_outputs, a_grad_outputs_len, "grad_outputs")), gotorch::opt_value(a_retain_graph), a_create_graph, a_allow_unused);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
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

// IValue new_object(std::string qualname, std::vector<std::string> keywords, std::vector<IValue> arguments)
struct gt_spec_new_object_args {
  int64_t a_qualname_len;
  int64_t a_keywords_len;
  int64_t a_arguments_len;
  gt_object out0;
};
static_assert(sizeof(gt_spec_new_object_args) == 32, "args layout differs from the Go side's");
char* gt_spec_new_object(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_new_object_args*>(args);
  auto a_qualname = static_cast<const char*>(ptrs[0]);
  int64_t a_qualname_len = a->a_qualname_len;
  auto a_keywords = static_cast<const char*>(ptrs[1]);
  int64_t a_keywords_len = a->a_keywords_len;
  auto a_arguments = static_cast<const gt_object*>(ptrs[2]);
  int64_t a_arguments_len = a->a_arguments_len;
  gt_object* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& qualname, auto&& keywords, auto&& arguments) { return gotorch::new_object(std::string(qualname), arguments, keywords); }(gotorch::str(a_qualname, a_qualname_len, "qualname"), gotorch::strings(a_keywords, a_keywords_len, "keywords"), gotorch::object_list<c10::IValue>(a_arguments, a_arguments_len, "arguments"));
  *out0 = gotorch::wrap_object<c10::IValue>(std::move(r));
  GT_CATCH
}

// std::vector<IValue> call_op(std::string name, std::string overload, std::vector<std::string> keywords, std::vector<IValue> arguments)
struct gt_spec_call_op_args {
  int64_t a_name_len;
  int64_t a_overload_len;
  int64_t a_keywords_len;
  int64_t a_arguments_len;
  gt_object* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_call_op_args) == 48, "args layout differs from the Go side's");
char* gt_spec_call_op(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_call_op_args*>(args);
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  auto a_overload = static_cast<const char*>(ptrs[1]);
  int64_t a_overload_len = a->a_overload_len;
  auto a_keywords = static_cast<const char*>(ptrs[2]);
  int64_t a_keywords_len = a->a_keywords_len;
  auto a_arguments = static_cast<const gt_object*>(ptrs[3]);
  int64_t a_arguments_len = a->a_arguments_len;
  gt_object** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& name, auto&& overload, auto&& keywords, auto&& arguments) { return gotorch::call_op(name, overload, arguments, keywords); }(gotorch::str(a_name, a_name_len, "name"), gotorch::str(a_overload, a_overload_len, "overload"), gotorch::strings(a_keywords, a_keywords_len, "keywords"), gotorch::object_list<c10::IValue>(a_arguments, a_arguments_len, "arguments"));
  gotorch::object_list_out<c10::IValue>(std::move(r), out0, out0_len);
  GT_CATCH
}

// std::vector<std::string> op_schema(std::string name, std::string overload)
struct gt_spec_op_schema_args {
  int64_t a_name_len;
  int64_t a_overload_len;
  char** out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_spec_op_schema_args) == 32, "args layout differs from the Go side's");
char* gt_spec_op_schema(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_op_schema_args*>(args);
  auto a_name = static_cast<const char*>(ptrs[0]);
  int64_t a_name_len = a->a_name_len;
  auto a_overload = static_cast<const char*>(ptrs[1]);
  int64_t a_overload_len = a->a_overload_len;
  char*** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = [&](auto&& name, auto&& overload) { return gotorch::op_schema(std::string(name), std::string(overload)); }(gotorch::str(a_name, a_name_len, "name"), gotorch::str(a_overload, a_overload_len, "overload"));
  gotorch::string_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// void load_library(std::string path)
struct gt_spec_load_library_args {
  int64_t a_path_len;
};
static_assert(sizeof(gt_spec_load_library_args) == 8, "args layout differs from the Go side's");
char* gt_spec_load_library(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_load_library_args*>(args);
  auto a_path = static_cast<const char*>(ptrs[0]);
  int64_t a_path_len = a->a_path_len;
  GT_TRY
  [&](auto&& path) { gotorch::load_library(std::string(path)); }(gotorch::str(a_path, a_path_len, "path"));
  GT_CATCH
}

// double clip_grad_norm_(variable_list parameters, double max_norm, double norm_type = 2.0, bool error_if_nonfinite = false)
struct gt_spec_clip_grad_norm__args {
  int64_t a_parameters_len;
  double a_max_norm;
  double a_norm_type;
  bool a_error_if_nonfinite;
  double out0;
};
static_assert(sizeof(gt_spec_clip_grad_norm__args) == 40, "args layout differs from the Go side's");
char* gt_spec_clip_grad_norm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_clip_grad_norm__args*>(args);
  auto a_parameters = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_parameters_len = a->a_parameters_len;
  double a_max_norm = a->a_max_norm;
  double a_norm_type = a->a_norm_type;
  bool a_error_if_nonfinite = a->a_error_if_nonfinite;
  double* out0 = &a->out0;
  GT_TRY
  auto r = [&](auto&& parameters, auto&& max_norm, auto&& norm_type, auto&& error_if_nonfinite) { return torch::nn::utils::clip_grad_norm_(parameters.vec(), max_norm, norm_type, error_if_nonfinite); }(at::TensorList(gotorch::tensors(a_parameters, a_parameters_len, "parameters")), a_max_norm, a_norm_type, a_error_if_nonfinite);
  *out0 = std::move(r);
  GT_CATCH
}

// void clip_grad_value_(variable_list parameters, double clip_value)
struct gt_spec_clip_grad_value__args {
  int64_t a_parameters_len;
  double a_clip_value;
};
static_assert(sizeof(gt_spec_clip_grad_value__args) == 16, "args layout differs from the Go side's");
char* gt_spec_clip_grad_value_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_spec_clip_grad_value__args*>(args);
  auto a_parameters = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_parameters_len = a->a_parameters_len;
  double a_clip_value = a->a_clip_value;
  GT_TRY
  [&](auto&& parameters, auto&& clip_value) { torch::nn::utils::clip_grad_value_(parameters.vec(), clip_value); }(at::TensorList(gotorch::tensors(a_parameters, a_parameters_len, "parameters")), a_clip_value);
  GT_CATCH
}

// scale(Tensor x, float s=2.0) -> Tensor
struct gt_custom_gotorch_typed_scale_args {
  gt_tensor a_x;
  double a_s;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_custom_gotorch_typed_scale_args) == 40, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_scale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_scale_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  double a_s = a->a_s;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = [&]() {
    static const c10::OperatorHandle op = gotorch::custom_op("gotorch_typed::scale", "", "gotorch_typed::scale(Tensor x, float s=2.0) -> Tensor");
    torch::jit::Stack s;
    s.reserve(2);
    s.emplace_back(gotorch::ref(a_x, "x"));
    s.emplace_back(a_s);
    op.callBoxed(&s);
    return std::move(s[0]).toTensor();
  }();
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// minmax(Tensor x) -> (Tensor min, Tensor max)
struct gt_custom_gotorch_typed_minmax_args {
  gt_tensor a_x;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_custom_gotorch_typed_minmax_args) == 56, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_minmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_minmax_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = [&]() {
    static const c10::OperatorHandle op = gotorch::custom_op("gotorch_typed::minmax", "", "gotorch_typed::minmax(Tensor x) -> (Tensor min, Tensor max)");
    torch::jit::Stack s;
    s.reserve(1);
    s.emplace_back(gotorch::ref(a_x, "x"));
    op.callBoxed(&s);
    return std::make_tuple(std::move(s[0]).toTensor(), std::move(s[1]).toTensor());
  }();
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// count(Tensor[] xs, int extra=0) -> int
struct gt_custom_gotorch_typed_count_args {
  int64_t a_xs_len;
  int64_t a_extra;
  int64_t out0;
};
static_assert(sizeof(gt_custom_gotorch_typed_count_args) == 24, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_count(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_count_args*>(args);
  auto a_xs = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_xs_len = a->a_xs_len;
  int64_t a_extra = a->a_extra;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = [&]() {
    static const c10::OperatorHandle op = gotorch::custom_op("gotorch_typed::count", "", "gotorch_typed::count(Tensor[] xs, int extra=0) -> int");
    torch::jit::Stack s;
    s.reserve(2);
    s.emplace_back(at::TensorList(gotorch::tensors(a_xs, a_xs_len, "xs")));
    s.emplace_back(a_extra);
    op.callBoxed(&s);
    return s[0].toInt();
  }();
  *out0 = std::move(r);
  GT_CATCH
}

// shift_(Tensor(a!) x, Scalar by) -> Tensor(a!)
struct gt_custom_gotorch_typed_shift__args {
  gt_tensor a_x;
  gt_scalar a_by;
};
static_assert(sizeof(gt_custom_gotorch_typed_shift__args) == 40, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_shift_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_shift__args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_by = a->a_by;
  GT_TRY
  [&]() {
    static const c10::OperatorHandle op = gotorch::custom_op("gotorch_typed::shift_", "", "gotorch_typed::shift_(Tensor(a!) x, Scalar by) -> Tensor(a!)");
    torch::jit::Stack s;
    s.reserve(2);
    s.emplace_back(gotorch::ref(a_x, "x"));
    s.emplace_back(gotorch::scalar(a_by));
    op.callBoxed(&s);
  }();
  GT_CATCH
}

// mismatch(Tensor x, int n) -> Tensor
struct gt_custom_gotorch_typed_mismatch_args {
  gt_tensor a_x;
  int64_t a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_custom_gotorch_typed_mismatch_args) == 40, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_mismatch(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_mismatch_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  int64_t a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = [&]() {
    static const c10::OperatorHandle op = gotorch::custom_op("gotorch_typed::mismatch", "", "gotorch_typed::mismatch(Tensor x, int n) -> Tensor");
    torch::jit::Stack s;
    s.reserve(2);
    s.emplace_back(gotorch::ref(a_x, "x"));
    s.emplace_back(a_n);
    op.callBoxed(&s);
    return std::move(s[0]).toTensor();
  }();
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

}  // extern "C"
