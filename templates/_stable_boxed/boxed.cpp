// boxed.cpp: gts_call_boxed (boxed.h), the hybrid mode's C++. Only the
// dispatcher's and IValue's headers: no ATen/Functions.h, no per-operator
// code, so it compiles once, in seconds.
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/ivalue.h>
#include <ATen/core/stack.h>
#include <torch/headeronly/version.h>

#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "boxed.h"

namespace {

using c10::IValue;
using c10::TypeKind;

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what); }

double as_double(uint64_t v) {
  double d;
  std::memcpy(&d, &v, sizeof d);
  return d;
}

uint64_t bits(double d) {
  uint64_t v;
  std::memcpy(&v, &d, sizeof v);
  return v;
}

// element is the type inside an optional.
c10::TypePtr element(const c10::TypePtr& t) {
  if (t->kind() == TypeKind::OptionalType) return t->expectRef<c10::OptionalType>().getElementType();
  return t;
}

c10::Scalar scalar(uint64_t kind, uint64_t v, uint64_t im) {
  switch (kind & 0xff) {
  case GTS_SC_INT: return c10::Scalar(static_cast<int64_t>(v));
  case GTS_SC_FLOAT: return c10::Scalar(as_double(v));
  case GTS_SC_BOOL: return c10::Scalar(v != 0);
  case GTS_SC_COMPLEX: return c10::Scalar(c10::complex<double>(as_double(v), as_double(im)));
  }
  fail("a Scalar of unknown kind " + std::to_string(kind & 0xff));
}

at::Tensor& borrowed(uint64_t h) { return *reinterpret_cast<at::Tensor*>(static_cast<uintptr_t>(h)); }

// value is a GTS_VALUE of the schema type t.
IValue value(const c10::TypePtr& t, uint64_t v) {
  switch (t->kind()) {
  case TypeKind::IntType:
  case TypeKind::SymIntType:
    return IValue(static_cast<int64_t>(v));
  case TypeKind::FloatType:
    return IValue(as_double(v));
  case TypeKind::BoolType:
    return IValue((v & 0xff) != 0);
  case TypeKind::ScalarTypeType:
  case TypeKind::LayoutType:
  case TypeKind::MemoryFormatType:
    return IValue(static_cast<int64_t>(static_cast<int32_t>(v))); // c10's enum codes, as IValue holds them
  case TypeKind::DeviceObjType:
    return IValue(c10::Device(static_cast<c10::DeviceType>(static_cast<int8_t>(v >> 32)),
                              static_cast<c10::DeviceIndex>(static_cast<int32_t>(static_cast<uint32_t>(v)))));
  default:
    fail("a value of type " + t->str() + " is not converted");
  }
}

// argument is the IValue of one descriptor, whose schema type is t.
IValue argument(const gts_arg& a, const c10::TypePtr& t, const uint64_t* words) {
  const int32_t kind = a.kind & ~GTS_OPT;
  const uint64_t* w = words ? words + a.v : nullptr;
  switch (kind) {
  case GTS_NONE:
    return IValue();
  case GTS_VALUE:
    return value(element(t), a.v);
  case GTS_TENSOR:
    if (a.v == 0) fail("a nil or freed Tensor");
    return IValue(borrowed(a.v));
  case GTS_INT_LIST:
    return IValue(std::vector<int64_t>(reinterpret_cast<const int64_t*>(w), reinterpret_cast<const int64_t*>(w) + a.n));
  case GTS_FLOAT_LIST: {
    std::vector<double> l;
    for (int64_t j = 0; j < a.n; j++) l.push_back(as_double(w[j]));
    return IValue(std::move(l));
  }
  case GTS_BOOL_LIST: {
    c10::List<bool> l;
    for (int64_t j = 0; j < a.n; j++) l.push_back(w[j] != 0);
    return IValue(std::move(l));
  }
  case GTS_TENSOR_LIST: {
    std::vector<at::Tensor> l;
    for (int64_t j = 0; j < a.n; j++) {
      if (w[j] == 0) fail("element " + std::to_string(j) + " is a nil or freed Tensor");
      l.push_back(borrowed(w[j]));
    }
    return IValue(std::move(l));
  }
  case GTS_OPT_TENSOR_LIST: {
    c10::List<std::optional<at::Tensor>> l;
    for (int64_t j = 0; j < a.n; j++) l.push_back(w[j] ? std::optional<at::Tensor>(borrowed(w[j])) : std::nullopt);
    return IValue(std::move(l));
  }
  case GTS_STR:
    return IValue(std::string(reinterpret_cast<const char*>(w), static_cast<size_t>(a.n)));
  case GTS_SCALAR: {
    uint64_t im = 0;
    if ((a.n & 0xff) == GTS_SC_COMPLEX) {
      im = words[a.v + 1];
      return IValue(scalar(a.n, words[a.v], im));
    }
    return IValue(scalar(a.n, a.v, 0));
  }
  case GTS_SCALAR_LIST: {
    c10::List<c10::Scalar> l;
    for (int64_t j = 0; j < a.n; j++) l.push_back(scalar(w[3 * j], w[3 * j + 1], w[3 * j + 2]));
    return IValue(std::move(l));
  }
  case GTS_UNSUPPORTED:
    fail("the stable-ABI mode cannot pass this value (a Generator: pass nil for the default one)");
  }
  fail("unknown argument kind " + std::to_string(a.kind));
}

uint64_t handle_of(at::Tensor t) {
  if (!t.defined()) return 0; // an operator's absent result is no tensor, as in the typed mode
  return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(new at::Tensor(std::move(t))));
}

int64_t storage_bytes(const at::Tensor& t) {
  return t.defined() && t.has_storage() ? static_cast<int64_t>(t.storage().nbytes()) : 0;
}

template <class T>
T* copy_out(const std::vector<T>& v) {
  T* p = static_cast<T*>(std::malloc((v.size() + 1) * sizeof(T)));
  if (!p) throw std::bad_alloc();
  std::copy(v.begin(), v.end(), p);
  return p;
}

// result writes result iv of kind k into r, as gts_call's results (stable.h).
void result(int32_t k, IValue iv, gts_arg& r) {
  r.kind = k, r.aux = 0, r.v = 0, r.n = 0;
  switch (k) {
  case GTS_RET_VALUE:
    if (iv.isInt()) r.v = static_cast<uint64_t>(iv.toInt());
    else if (iv.isSymInt()) r.v = static_cast<uint64_t>(iv.toSymInt().guard_int(__FILE__, __LINE__));
    else if (iv.isDouble()) r.v = bits(iv.toDouble());
    else if (iv.isBool()) r.v = iv.toBool();
    else if (iv.isSymBool()) r.v = iv.toSymBool().guard_bool(__FILE__, __LINE__);
    else if (iv.isDevice()) {
      c10::Device d = iv.toDevice();
      r.v = static_cast<uint64_t>(static_cast<uint32_t>(static_cast<int8_t>(d.type()))) << 32 |
            static_cast<uint32_t>(static_cast<int32_t>(d.index()));
    } else fail(std::string("a result ") + iv.tagKind() + " is not converted");
    return;
  case GTS_RET_TENSOR: {
    at::Tensor t = std::move(iv).toTensor();
    r.n = storage_bytes(t);
    r.v = handle_of(std::move(t));
    return;
  }
  case GTS_RET_DROP:
  case GTS_RET_DROP_LIST:
    return; // the caller's own tensors: the IValue's reference goes with it
  case GTS_RET_TENSOR_LIST: {
    std::vector<at::Tensor> ts = std::move(iv).toTensorVector();
    std::vector<uint64_t> hs;
    for (auto& t : ts) hs.push_back(handle_of(std::move(t)));
    r.v = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(copy_out(hs)));
    r.n = static_cast<int64_t>(hs.size());
    return;
  }
  case GTS_RET_INT_LIST: {
    std::vector<int64_t> v = iv.toIntVector();
    r.v = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(copy_out(v)));
    r.n = static_cast<int64_t>(v.size());
    return;
  }
  case GTS_RET_STR: {
    const std::string& s = iv.toStringRef();
    std::vector<char> v(s.begin(), s.end());
    r.v = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(copy_out(v)));
    r.n = static_cast<int64_t>(s.size());
    return;
  }
  case GTS_RET_SCALAR: {
    c10::Scalar s = iv.toScalar();
    if (s.isBoolean()) r.aux = GTS_SC_BOOL, r.v = s.toBool();
    else if (s.isIntegral(false)) r.aux = GTS_SC_INT, r.v = static_cast<uint64_t>(s.toLong());
    else if (s.isFloatingPoint()) r.aux = GTS_SC_FLOAT, r.v = bits(s.toDouble());
    else if (s.isComplex()) {
      c10::complex<double> c = s.toComplexDouble();
      r.aux = GTS_SC_COMPLEX, r.v = bits(c.real()), r.n = static_cast<int64_t>(bits(c.imag()));
    } else fail("a Scalar result of an unknown kind");
    return;
  }
  }
  fail("unknown result kind " + std::to_string(k));
}

char* message(const char* m) {
  char* s = strdup(m && *m ? m : "unknown C++ exception");
  return s ? s : strdup("out of memory");
}

} // namespace

extern "C" char* gts_call_boxed(const char* name, const char* overload, gts_arg* args, int32_t nargs,
                                const uint8_t* rets, int32_t nrets, const uint64_t* words) {
  try {
    c10::OperatorHandle op = c10::Dispatcher::singleton().findSchemaOrThrow(name, overload);
    const auto& schema = op.schema();
    const auto& params = schema.arguments();
    if (static_cast<size_t>(nargs) != params.size() || static_cast<size_t>(nrets) != schema.returns().size())
      fail(std::string(name) + "." + overload + ": this libtorch's schema " + c10::toString(schema) +
           " has other arguments or results than the package was generated for");
    torch::jit::Stack stack;
    stack.reserve(params.size());
    for (int32_t i = 0; i < nargs; i++) {
      try {
        stack.push_back(argument(args[i], params[i].real_type(), words));
      } catch (const std::exception& e) {
        fail("argument " + std::to_string(i) + " (" + params[i].name() + "): " + e.what());
      }
    }
    op.callBoxed(stack);
    if (stack.size() != static_cast<size_t>(nrets)) fail("the call returned " + std::to_string(stack.size()) + " values");
    // Converted into args[], the arguments' own entries: nothing of them is read past here.
    int32_t i = 0;
    try {
      for (; i < nrets; i++) result(rets[i], std::move(stack[i]), args[i]);
    } catch (...) {
      for (int32_t j = 0; j < i; j++) { // release what was converted
        if (args[j].kind == GTS_RET_TENSOR && args[j].v) delete reinterpret_cast<at::Tensor*>(static_cast<uintptr_t>(args[j].v));
        if (args[j].kind == GTS_RET_TENSOR_LIST || args[j].kind == GTS_RET_INT_LIST || args[j].kind == GTS_RET_STR) {
          if (args[j].kind == GTS_RET_TENSOR_LIST)
            for (int64_t e = 0; e < args[j].n; e++)
              delete reinterpret_cast<at::Tensor*>(static_cast<uintptr_t>(reinterpret_cast<uint64_t*>(args[j].v)[e]));
          std::free(reinterpret_cast<void*>(static_cast<uintptr_t>(args[j].v)));
        }
        args[j].kind = GTS_RET_DROP, args[j].v = 0;
      }
      throw;
    }
    return nullptr;
  } catch (const c10::Error& e) {
    return message(e.what_without_backtrace());
  } catch (const std::exception& e) {
    return message(e.what());
  } catch (...) {
    return message(nullptr);
  }
}

extern "C" uint64_t gts_boxed_abi(void) { return TORCH_ABI_VERSION; }
