// gotorch_support.h: C++ helpers shared by runtime.cpp and the generated
// shims: converting the C ABI's values into libtorch's and back, and
// turning every C++ exception into an error returned by the same call.
#ifndef GOTORCH_SUPPORT_H
#define GOTORCH_SUPPORT_H

// A missing libtorch says what to do before the compiler's own "No such
// file" for the first header.
#if defined(__has_include)
#if !__has_include(<ATen/core/Tensor.h>)
#error "libtorch's C++ headers (ATen/core/Tensor.h) are not on the include path: install libtorch (apt-get install libtorch-dev), or regenerate this package against yours (gotorchgen generate --libtorch PREFIX), or add -I PREFIX/include to CGO_CXXFLAGS"
#endif
#endif
#include <ATen/core/Tensor.h>
#include <ATen/core/Generator.h>
// GOTORCH_NO_DIMNAME: the install has no named tensors (libtorch 2.14
// removed ATen/core/Dimname.h); emit sets it from a probe of the headers.
#ifndef GOTORCH_NO_DIMNAME
#include <ATen/core/Dimname.h>
#endif
#include <c10/core/Scalar.h>
#include <c10/util/Exception.h>

#include <array>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <exception>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include <c10/core/SymIntArrayRef.h>
#include <torch/version.h>

#include "gotorch.h"

struct gt_generator_s {
  at::Generator g;
};
struct gt_storage_s {
  at::Storage s;
};

// GT_INLINE: a helper on every call's path, inlined into the shims even at
// -Og, which inlines nothing else.
#define GT_INLINE __attribute__((always_inline)) inline

namespace gotorch {


// freed_tensor stands for a freed Go tensor passed where nil means None:
// it must be an error, not silently None (see gt_freed_tensor). Its
// address is the handle; it is never a TensorImpl.
inline char freed_tensor_sentinel;
GT_INLINE gt_tensor freed_tensor() { return reinterpret_cast<gt_tensor>(&freed_tensor_sentinel); }
GT_INLINE bool live(gt_tensor t) { return t != nullptr && t != freed_tensor(); }
// A live gt_tensor is the tensor's c10::TensorImpl*, owning one reference
// (gotorch.h): no holder object is allocated per handle.
inline c10::TensorImpl* impl(gt_tensor t) { return reinterpret_cast<c10::TensorImpl*>(t); }

inline gt_generator_s freed_generator;

// oom_error is returned when there is no memory to copy an error message
// into: never NULL, which would mean success. gt_free_error does not free
// it.
inline char oom_error[] = "out of memory (while reporting a C++ exception)";

// error copies msg into a malloc'd string for the Go side to free.
inline char* error(const char* msg) {
  size_t n = std::strlen(msg);
  char* out = static_cast<char*>(std::malloc(n + 1));
  if (out == nullptr) return oom_error;
  std::memcpy(out, msg, n + 1);
  return out;
}

// unknown_error reports a thrown object that is not a std::exception,
// naming its type when the C++ runtime can tell.
inline char* unknown_error() {
  try {
    std::string msg = "unknown C++ exception";
#if defined(__GLIBCXX__) || defined(_LIBCPPABI_VERSION)
    if (const std::type_info* ti = abi::__cxa_current_exception_type()) {
      int status = 0;
      char* name = abi::__cxa_demangle(ti->name(), nullptr, nullptr, &status);
      msg += " of type ";
      msg += (status == 0 && name != nullptr) ? name : ti->name();
      std::free(name);
    }
#endif
    return error(msg.c_str());
  } catch (...) {
    return error("unknown C++ exception");
  }
}

// bad_arg throws std::invalid_argument("argument ARG: MSG"): every
// conversion below names the argument it rejects, and the Go side adds the
// function. Out of line (runtime.cpp): the shims only call it.
[[noreturn]] void bad_arg(const char* arg, const std::string& msg);

// borrowed is a handle argument seen as an at::Tensor for the length of a
// shim call, without a reference count change: the handle's own reference
// keeps the TensorImpl alive (the Go side holds a use of it until the call
// returns). It adopts the pointer without an increment and gives it up
// without a decrement (c10's MaybeOwned borrows a Tensor the same way).
// The at::Tensor is made in place and never destroyed (its destructor
// would drop the handle's reference), so a borrow has no destructor to
// call. The constructor is out of line (runtime.cpp, flattened): in a shim
// built with -Og, the chain of at::Tensor's constructors would be calls;
// the accessors are always_inline for the same reason.
class borrowed {
 public:
  explicit borrowed(gt_tensor h) noexcept;
  borrowed(const borrowed&) = delete;
  borrowed& operator=(const borrowed&) = delete;
  GT_INLINE gt_tensor handle() const { return h_; }
  GT_INLINE at::Tensor& tensor() { return *std::launder(reinterpret_cast<at::Tensor*>(t_)); }

 private:
  gt_tensor h_;
  alignas(at::Tensor) unsigned char t_[sizeof(at::Tensor)];
};

// A null handle is a nil or freed Go tensor; throwing here makes it an
// ordinary error instead of a crash.
[[noreturn]] void freed_arg(const char* arg);  // bad_arg, out of line: no string at each site
GT_INLINE at::Tensor& ref(borrowed& t, const char* arg) {
  if (!live(t.handle())) freed_arg(arg);
  return t.tensor();
}

inline c10::optional<at::Tensor> opt(borrowed& t, const char* arg) {
  if (t.handle() == nullptr) return c10::nullopt;
  return ref(t, arg);
}

// share is a new at::Tensor (a reference) to a live handle's TensorImpl,
// for a list or an index that keeps its elements.
inline at::Tensor share(gt_tensor t) {
  return at::Tensor(c10::intrusive_ptr<c10::TensorImpl, c10::UndefinedTensorImpl>::unsafe_reclaim_from_nonowning(impl(t)));
}

// wrap moves a result into a new handle, counting it and its bytes in
// gt_stats, and returns what the Go side keeps of it: the handle, its
// accounted bytes and the thread's scope (gt_tensor_out); an undefined
// tensor becomes a NULL handle. It is out of line (runtime.cpp, built with
// -O1): it is on every call's path, and the shims are built with -Og,
// which inlines nothing.
gt_tensor_out wrap(at::Tensor&& t);
inline gt_tensor_out wrap(const at::Tensor& t) { return wrap(at::Tensor(t)); }

inline at::Scalar scalar(const gt_scalar& s) {
  switch (s.kind) {
    case GT_SCALAR_FLOAT: return at::Scalar(s.d);
    case GT_SCALAR_BOOL: return at::Scalar(s.i != 0);
    case GT_SCALAR_COMPLEX: return at::Scalar(c10::complex<double>(s.d, s.im));
    default: return at::Scalar(static_cast<int64_t>(s.i));
  }
}

// c_string copies a string result into malloc'd memory the Go side frees
// (rtGoString).
inline char* c_string(const std::string& s) {
  char* out = static_cast<char*>(std::malloc(s.size() + 1));
  if (out == nullptr) throw std::bad_alloc();
  std::memcpy(out, s.data(), s.size());
  out[s.size()] = 0;
  return out;
}

// Handle classes of the class specs: a gt_object is a T* on the C++ heap.
template <typename T>
inline T& object(gt_object o, const char* arg) {
  if (o == nullptr) bad_arg(arg, "object is nil or has been freed");
  return *reinterpret_cast<T*>(o);
}
template <typename T>
inline c10::optional<T> opt_object(gt_object o, const char* arg) {
  if (o == nullptr) return c10::nullopt;
  return object<T>(o, arg);
}
template <typename T>
inline std::vector<T> object_list(const gt_object* p, int64_t n, const char* arg) {
  std::vector<T> v;
  v.reserve(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; i++) {
    if (p[i] == nullptr) bad_arg(arg, "element " + std::to_string(i) + ": object is nil or has been freed");
    v.push_back(*reinterpret_cast<T*>(p[i]));
  }
  return v;
}
// A result is moved (or copied) into a new T; a std::unique_ptr<T> result
// gives up its object instead, for a class that can be neither copied nor
// moved (a body returns std::make_unique<T>(…); specs/aoti.yaml).
template <typename T, typename V>
inline gt_object wrap_object(V&& v) {
  gt_object o;
  if constexpr (std::is_same_v<std::decay_t<V>, std::unique_ptr<T>>) {
    if (!v) throw std::runtime_error("a null object");
    o = reinterpret_cast<gt_object>(v.release());
  } else {
    o = reinterpret_cast<gt_object>(new T(std::forward<V>(v)));
  }
  __atomic_fetch_add(&gt_stats.live_objects, 1, __ATOMIC_RELAXED);
  return o;
}
// object_list_out copies a result list into a malloc'd array of new
// handles the Go side owns.
template <typename T, typename L>
inline void object_list_out(L&& v, gt_object** out, int64_t* n) {
  size_t len = v.size();
  auto* a = static_cast<gt_object*>(std::malloc((len + 1) * sizeof(gt_object)));
  if (a == nullptr) throw std::bad_alloc();
  size_t i = 0;
  try {
    for (auto&& e : v) a[i++] = wrap_object<T>(e);
  } catch (...) {
    for (size_t j = 0; j < i; j++) {
      delete reinterpret_cast<T*>(a[j]);
      gt_object_freed();
    }
    std::free(a);
    throw;
  }
  *out = a;
  *n = static_cast<int64_t>(len);
}
// string_list copies a list of strings for the Go side (rtGoStrings).
template <typename L>
inline void string_list(L&& v, char*** out, int64_t* n) {
  size_t len = v.size();
  auto* a = static_cast<char**>(std::calloc(len + 1, sizeof(char*)));
  if (a == nullptr) throw std::bad_alloc();
  size_t i = 0;
  try {
    for (auto&& e : v) a[i++] = c_string(std::string(e));
  } catch (...) {
    for (size_t j = 0; j < i; j++) std::free(a[j]);
    std::free(a);
    throw;
  }
  *out = a;
  *n = static_cast<int64_t>(len);
}
// bytes is a byte string argument (a Go []byte): NULs allowed.
inline std::string bytes(const uint8_t* p, int64_t n) {
  return std::string(reinterpret_cast<const char*>(p), static_cast<size_t>(n < 0 ? 0 : n));
}

// wrap_generator moves a generator result into a new handle the Go side
// owns (wrapGenerator).
inline gt_generator wrap_generator(at::Generator g) {
  if (!g.defined()) return nullptr;
  return new gt_generator_s{std::move(g)};
}


inline gt_scalar from_scalar(const at::Scalar& s) {
  gt_scalar r{};
  if (s.isComplex()) {
    auto c = s.toComplexDouble();
    r.kind = GT_SCALAR_COMPLEX; r.d = c.real(); r.im = c.imag();
  } else if (s.isFloatingPoint()) {
    r.kind = GT_SCALAR_FLOAT; r.d = s.toDouble();
  } else if (s.isBoolean()) {
    r.kind = GT_SCALAR_BOOL; r.i = s.toBool();
  } else {
    r.kind = GT_SCALAR_INT; r.i = s.toLong();
  }
  return r;
}

inline c10::optional<at::Scalar> opt_scalar(const gt_scalar* s) {
  if (s == nullptr) return c10::nullopt;
  return scalar(*s);
}

inline std::vector<at::Scalar> scalars(const gt_scalar* s, int64_t n) {
  std::vector<at::Scalar> v;
  v.reserve(n);
  for (int64_t i = 0; i < n; i++) v.push_back(scalar(s[i]));
  return v;
}

// bad_element is bad_arg for element i of a list argument.
[[noreturn]] void bad_element(const char* arg, int64_t i, const std::string& msg);

inline std::vector<at::Tensor> tensors(const gt_tensor* ts, int64_t n, const char* arg) {
  std::vector<at::Tensor> v;
  v.reserve(n);
  for (int64_t i = 0; i < n; i++) {
    if (!live(ts[i])) bad_element(arg, i, "tensor is nil or has been freed");
    v.push_back(share(ts[i]));
  }
  return v;
}

template <typename T>
inline c10::optional<T> opt_value(const T* v) {
  if (v == nullptr) return c10::nullopt;
  return *v;
}

template <typename T>
inline c10::optional<at::ArrayRef<T>> opt_list(const T* v, int64_t n) {
  if (n < 0) return c10::nullopt;
  return at::ArrayRef<T>(v, n);
}

template <size_t N>
inline std::array<bool, N> bool_array(const bool* v) {
  std::array<bool, N> a;
  for (size_t i = 0; i < N; i++) a[i] = v[i];
  return a;
}

// SymInt arguments arrive as int64 values. The list conversion's name is
// probed from the install's c10/core/SymIntArrayRef.h
// (GOTORCH_FROM_INT_ARRAY_REF_SLOW: libtorch 2.x renamed it).
inline c10::SymIntArrayRef symints(const int64_t* v, int64_t n) {
#ifdef GOTORCH_FROM_INT_ARRAY_REF_SLOW
  return c10::fromIntArrayRefSlow(at::IntArrayRef(v, n));
#else
  return c10::fromIntArrayRef(at::IntArrayRef(v, n));
#endif
}
inline at::OptionalSymIntArrayRef opt_symints(const int64_t* v, int64_t n) {
  if (n < 0) return c10::nullopt;
  return symints(v, n);
}
inline c10::optional<c10::SymInt> opt_symint(const int64_t* v) {
  if (v == nullptr) return c10::nullopt;
  return c10::SymInt(*v);
}

// A NUL inside a string would cut it wherever libtorch reads it as a C
// string: an error instead.
inline c10::string_view str(const char* s, int64_t n, const char* arg) {
  if (n > 0 && std::memchr(s, 0, static_cast<size_t>(n)) != nullptr) bad_arg(arg, "string contains a NUL byte");
  return c10::string_view(s, n);
}
// strings reads a list of strings that Go passed as NUL-terminated
// strings one after another (cStrings).
inline std::vector<std::string> strings(const char* buf, int64_t count, const char* arg) {
  if (count == -2) bad_arg(arg, "a string contains a NUL byte");
  std::vector<std::string> v;
  v.reserve(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; i++) {
    v.emplace_back(buf);
    buf += v.back().size() + 1;
  }
  return v;
}
inline c10::optional<c10::string_view> opt_str(const char* s, int64_t n, const char* arg) {
  if (n < 0) return c10::nullopt;
  return str(s, n, arg);
}

// check_enum rejects a value outside [0, limit): a cast would make an
// enumerator libtorch never defined.
inline int32_t check_enum(int32_t v, int32_t limit, const char* arg, const char* what) {
  if (v < 0 || v >= limit) bad_arg(arg, std::string(what) + " " + std::to_string(v) + " is out of range [0, " + std::to_string(limit - 1) + "]");
  return v;
}
inline at::ScalarType scalar_type(int32_t v, const char* arg) {
  return static_cast<at::ScalarType>(check_enum(v, static_cast<int32_t>(at::ScalarType::NumOptions), arg, "dtype"));
}
inline c10::optional<at::ScalarType> opt_scalar_type(int32_t v, const char* arg) {
  if (v == -1) return c10::nullopt;
  return scalar_type(v, arg);
}
inline at::Layout layout(int32_t v, const char* arg) {
  return static_cast<at::Layout>(check_enum(v, static_cast<int32_t>(at::Layout::NumOptions), arg, "layout"));
}
inline c10::optional<at::Layout> opt_layout(int32_t v, const char* arg) {
  if (v == -1) return c10::nullopt;
  return layout(v, arg);
}
inline at::MemoryFormat memory_format(int32_t v, const char* arg) {
  return static_cast<at::MemoryFormat>(check_enum(v, static_cast<int32_t>(at::MemoryFormat::NumOptions), arg, "memory format"));
}
inline c10::optional<at::MemoryFormat> opt_memory_format(int32_t v, const char* arg) {
  if (v == -1) return c10::nullopt;
  return memory_format(v, arg);
}
inline at::QScheme qscheme(int32_t v, const char* arg) {
  return static_cast<at::QScheme>(check_enum(v, static_cast<int32_t>(c10::COMPILE_TIME_NUM_QSCHEMES), arg, "qscheme"));
}
// device checks what at::Device checks only in debug builds, and the index
// against c10::DeviceIndex (int8_t in 1.13: cuda:256 would become cuda:0).
inline at::Device device(gt_device d, const char* arg) {
  check_enum(d.type, static_cast<int32_t>(c10::COMPILE_TIME_MAX_DEVICE_TYPES), arg, "device type");
  constexpr int64_t max_index = std::numeric_limits<c10::DeviceIndex>::max();
  if (d.index < -1 || d.index > max_index) {
    bad_arg(arg, "device index " + std::to_string(d.index) + " is out of range [-1, " + std::to_string(max_index) + "]");
  }
  if (d.type == static_cast<int32_t>(at::DeviceType::CPU) && d.index > 0) {
    bad_arg(arg, "device index " + std::to_string(d.index) + " of a CPU device: want -1 or 0");
  }
  return at::Device(static_cast<at::DeviceType>(d.type), static_cast<c10::DeviceIndex>(d.index));
}
inline c10::optional<at::Device> opt_device(gt_device d, const char* arg) {
  if (d.type == -1) return c10::nullopt;
  return device(d, arg);
}
inline gt_device from_device(const at::Device& d) {
  return gt_device{static_cast<int32_t>(d.type()), static_cast<int64_t>(d.index())};
}

// tensor_options converts the runtime's TensorOptions; unset fields keep
// at::TensorOptions' defaults.
inline at::TensorOptions tensor_options(const gt_tensor_options& o, const char* arg) {
  at::TensorOptions t;
  if (o.dtype >= 0) t = t.dtype(scalar_type(o.dtype, arg));
  if (o.layout >= 0) t = t.layout(layout(o.layout, arg));
  if (o.memory_format >= 0) t = t.memory_format(memory_format(o.memory_format, arg));
  if (o.requires_grad >= 0) t = t.requires_grad(o.requires_grad != 0);
  if (o.pinned_memory >= 0) t = t.pinned_memory(o.pinned_memory != 0);
  if (o.device.type >= 0) t = t.device(device(o.device, arg));
  return t;
}
inline gt_tensor_options from_tensor_options(const at::TensorOptions& t) {
  gt_tensor_options o{-1, -1, -1, -1, -1, gt_device{-1, -1}};
  if (t.has_dtype()) o.dtype = static_cast<int32_t>(c10::typeMetaToScalarType(t.dtype()));
  if (t.has_layout()) o.layout = static_cast<int32_t>(t.layout());
  if (t.has_memory_format() && t.memory_format_opt().has_value()) {
    o.memory_format = static_cast<int32_t>(*t.memory_format_opt());
  }
  if (t.has_requires_grad()) o.requires_grad = t.requires_grad();
  if (t.has_pinned_memory()) o.pinned_memory = t.pinned_memory();
  if (t.has_device()) o.device = from_device(t.device());
  return o;
}

inline c10::optional<at::Generator> opt_generator(gt_generator g, const char* arg) {
  if (g == nullptr) return c10::nullopt;
  if (g == &freed_generator) bad_arg(arg, "generator has been freed");
  return g->g;
}

inline at::Storage& storage(gt_storage s, const char* arg) {
  if (s == nullptr) bad_arg(arg, "storage is nil or has been freed");
  return s->s;
}

#ifndef GOTORCH_NO_DIMNAME
inline at::Dimname dimname(const char* s, int64_t n, const char* arg) {
  return at::Dimname::fromSymbol(at::Symbol::dimname(std::string(str(s, n, arg))));
}
// Dimname lists travel as one buffer of NUL-terminated names; a count of
// -2 means a name held a NUL (cDimnames), which the buffer cannot carry.
inline std::vector<at::Dimname> dimnames(const char* buf, int64_t count, const char* arg) {
  if (count == -2) bad_arg(arg, "a name contains a NUL byte");
  std::vector<at::Dimname> v;
  v.reserve(count);
  for (int64_t i = 0; i < count; i++) {
    std::string name(buf);
    buf += name.size() + 1;
    v.push_back(at::Dimname::fromSymbol(at::Symbol::dimname(name)));
  }
  return v;
}

// opt_dimnames owns the names for the length of the call and converts to
// the optional list the dispatcher takes.
struct opt_dimnames {
  bool some;
  std::vector<at::Dimname> names;
  opt_dimnames(const char* buf, int64_t count, const char* arg) : some(count != -1) {
    if (some) names = dimnames(buf, count, arg);
  }
  operator c10::optional<at::DimnameList>() const {
    if (!some) return c10::nullopt;
    return at::DimnameList(names);
  }
};
#endif  // GOTORCH_NO_DIMNAME

inline at::Generator& generator(gt_generator g, const char* arg) {
  if (g == nullptr || g == &freed_generator) bad_arg(arg, "generator is nil or has been freed");
  return g->g;
}

inline c10::Stream stream(gt_stream s, const char* arg) {
  return c10::Stream(c10::Stream::UNSAFE, device(s.device, arg), s.id);
}

// int_list copies a result list into a malloc'd array the Go side frees.
inline void int_list(std::vector<int64_t>&& v, int64_t** out, int64_t* n) {
  *n = static_cast<int64_t>(v.size());
  *out = static_cast<int64_t*>(std::malloc(sizeof(int64_t) * (v.size() + 1)));
  if (*out == nullptr) throw std::bad_alloc();
  std::copy(v.begin(), v.end(), *out);
}

// byte_list copies a Bytes result (a class spec's; NULs allowed) into a
// malloc'd array the Go side frees (rtGoBytes).
inline void byte_list(const void* data, size_t len, uint8_t** out, int64_t* n) {
  *n = static_cast<int64_t>(len);
  *out = static_cast<uint8_t*>(std::malloc(len + 1));
  if (*out == nullptr) throw std::bad_alloc();
  if (len > 0) std::memcpy(*out, data, len);
}
inline void byte_list(const std::vector<uint8_t>& v, uint8_t** out, int64_t* n) { byte_list(v.data(), v.size(), out, n); }
inline void byte_list(const std::string& s, uint8_t** out, int64_t* n) { byte_list(s.data(), s.size(), out, n); }

// A class spec's int list result (IntArrayRef sizes()).
inline void int_list(c10::ArrayRef<int64_t> v, int64_t** out, int64_t* n) { int_list(v.vec(), out, n); }

// tensor_list copies a result list into a malloc'd array the Go side frees.
inline void tensor_list(std::vector<at::Tensor>&& v, gt_tensor_out** out, int64_t* n) {
  *n = static_cast<int64_t>(v.size());
  *out = static_cast<gt_tensor_out*>(std::malloc(sizeof(gt_tensor_out) * (v.size() + 1)));
  if (*out == nullptr) throw std::bad_alloc();
  for (size_t i = 0; i < v.size(); i++) (*out)[i] = wrap(std::move(v[i]));
}

// tensor_list moves a result list into the caller's buffer buf when it
// fits (*n holds its capacity on entry; *out is then null), else into a
// malloc'd array the Go side frees (wrapTensorListBuf).
inline void tensor_list(std::vector<at::Tensor>&& v, gt_tensor_out** out, int64_t* n, gt_tensor_out* buf) {
  if (static_cast<int64_t>(v.size()) <= *n) {
    *n = static_cast<int64_t>(v.size());
    *out = nullptr;
    for (size_t i = 0; i < v.size(); i++) buf[i] = wrap(std::move(v[i]));
    return;
  }
  tensor_list(std::move(v), out, n);
}

// replace_output moves a call's result into the caller's output handle
// (AOTIModel.RunInto, Module.ForwardTensorsInto: a serving loop's outputs,
// reused from call to call): *out gets a new handle for t, and the handle
// it held, the previous call's output (NULL: none), is freed, as wrap and
// gt_tensor_free would, with one counter update at most (runtime.cpp).
// Nothing here throws, so no handle is lost or freed twice.
void replace_output(at::Tensor&& t, gt_tensor_out* out) noexcept;

// current_error turns the exception being handled into the error string a
// shim returns (runtime.cpp). It is out of line so that each shim carries
// one catch-all clause instead of a chain of them: a third of the shims'
// compile time.
char* current_error() noexcept;

}  // namespace gotorch

// GT_TRY/GT_CATCH bracket every shim body: each C++ exception becomes the
// error string that the same call returns.
#define GT_TRY try {
#define GT_CATCH                      \
  }                                   \
  catch (...) {                       \
    return gotorch::current_error();  \
  }                                   \
  return nullptr;

#endif  // GOTORCH_SUPPORT_H
