// gotorch_ivalue.h: the C++ behind the dynamic layer's class specs
// (specs/ivalue.yaml, specs/jit.yaml): IValue containers with the element
// types TorchScript checks, and calls of operators by name through the
// boxed dispatcher. Only the class specs' shims include it.
#ifndef GOTORCH_IVALUE_H
#define GOTORCH_IVALUE_H

#include <dlfcn.h>

#include <map>
#include <string>

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/ivalue.h>
#include <ATen/core/class_type.h>
#include <ATen/core/function.h>
#include <ATen/core/jit_type.h>
#include <torch/csrc/jit/frontend/function_schema_parser.h>
#include <torch/custom_class_detail.h>

#include "gotorch_support.h"

namespace gotorch {

// element_type is the TorchScript type that all of items have, as Python's
// scripting infers a list's: the unified type, else Any.
inline c10::TypePtr element_type(const std::vector<c10::IValue>& items) {
  if (items.empty()) return c10::TensorType::get();  // [] is List[Tensor] in TorchScript
  // Unshaped: a tensor's type carries its sizes, which a declared
  // Dict[str, Tensor] does not.
  c10::TypePtr t = c10::unshapedType(items[0].type());
  for (size_t i = 1; i < items.size(); i++) {
    auto u = c10::unifyTypes(t, c10::unshapedType(items[i].type()));
    if (!u) return c10::AnyType::get();
    t = *u;
  }
  return t;
}

// ivalue_list makes a list whose element type TorchScript accepts where a
// List[int], List[Tensor]... is declared.
inline c10::IValue ivalue_list(const std::vector<c10::IValue>& items) {
  c10::impl::GenericList l(element_type(items));
  l.reserve(items.size());
  for (const auto& e : items) l.push_back(e);
  return c10::IValue(std::move(l));
}

// ivalue_dict makes a dict from parallel key and value lists, keeping
// their order.
inline c10::IValue ivalue_dict(const std::vector<c10::IValue>& keys, const std::vector<c10::IValue>& values) {
  TORCH_CHECK(keys.size() == values.size(), "dict: ", keys.size(), " keys but ", values.size(), " values");
  c10::impl::GenericDict d(keys.empty() ? c10::StringType::get() : element_type(keys),
                           values.empty() ? c10::TensorType::get() : element_type(values));
  for (size_t i = 0; i < keys.size(); i++) d.insert_or_assign(keys[i], values[i]);
  return c10::IValue(std::move(d));
}

inline std::vector<c10::IValue> tuple_elements(const c10::IValue& v) {
  const auto& e = v.toTupleRef().elements();
  return std::vector<c10::IValue>(e.begin(), e.end());
}

inline std::vector<c10::IValue> dict_part(const c10::IValue& v, bool keys) {
  std::vector<c10::IValue> out;
  for (const auto& kv : v.toGenericDict()) out.push_back(keys ? kv.key() : kv.value());
  return out;
}

// conform converts an argument to what the schema declares where Python
// would (an int where float is declared), and leaves the rest for the
// schema check.
inline c10::IValue conform(const c10::Argument& a, c10::IValue v) {
  const auto& t = a.type();
  if (v.isInt() && t->kind() == c10::FloatType::Kind) return c10::IValue(static_cast<double>(v.toInt()));
  if (t->kind() == c10::OptionalType::Kind && v.isInt() &&
      t->castRaw<c10::OptionalType>()->getElementType()->kind() == c10::FloatType::Kind) {
    return c10::IValue(static_cast<double>(v.toInt()));
  }
  return v;
}

// normalize makes the stack a schema wants from positional arguments
// (after `first` already pushed ones, such as a method's self): missing
// trailing arguments take their defaults, and a wrong count or type is an
// error naming the argument. callBoxed and Function::run check nothing, so
// every boxed call goes through here.
inline void normalize(const c10::FunctionSchema& schema, size_t first, std::vector<c10::IValue>& args,
                      torch::jit::Stack& stack) {
  const auto& params = schema.arguments();
  if (first + args.size() > params.size()) {
    throw std::invalid_argument(schema.name() + ": " + std::to_string(args.size()) + " arguments, at most " +
                                std::to_string(params.size() - first) + " wanted: " + c10::toString(schema));
  }
  for (size_t i = first; i < params.size(); i++) {
    const auto& p = params[i];
    if (i - first < args.size()) {
      if (args[i - first].isTensor() && p.type()->kind() == c10::TensorType::Kind) {
        stack.push_back(std::move(args[i - first]));  // the common case, without building its full type
        continue;
      }
      c10::IValue v = conform(p, std::move(args[i - first]));
      if (!v.type()->isSubtypeOf(*p.type()) && !(v.isNone() && p.type()->kind() == c10::OptionalType::Kind)) {
        throw std::invalid_argument(schema.name() + ": argument " + p.name() + " is " + v.type()->annotation_str() +
                                    ", want " + p.type()->annotation_str());
      }
      stack.push_back(std::move(v));
    } else if (p.default_value()) {
      stack.push_back(*p.default_value());
    } else {
      throw std::invalid_argument(schema.name() + ": argument " + p.name() + " is missing: " + c10::toString(schema));
    }
  }
}

// call_op calls a registered operator by name and overload ("" or
// "default" for the default one) with positional arguments (normalize), and
// returns every result in order.
inline std::vector<c10::IValue> call_op(c10::string_view name, c10::string_view overload, std::vector<c10::IValue> args) {
  std::string ov(overload);
  if (ov == "default") ov = "";
  auto handle = c10::Dispatcher::singleton().findSchema({std::string(name), ov});
  if (!handle) {
    throw std::invalid_argument("no operator " + std::string(name) + (ov.empty() ? "" : "." + ov) +
                                " is registered (is its library loaded? LoadLibrary)");
  }
  torch::jit::Stack stack;
  stack.reserve(handle->schema().arguments().size());
  normalize(handle->schema(), 0, args, stack);
  handle->callBoxed(stack);
  return std::vector<c10::IValue>(std::make_move_iterator(stack.begin()), std::make_move_iterator(stack.end()));
}

// run_method runs a method of an object (a TorchBind object or a scripted
// class instance) with self and the arguments normalized against its
// schema, and returns its result.
inline c10::IValue run_method(const c10::IValue& self, const std::string& name, std::vector<c10::IValue> args) {
  if (!self.isObject()) throw std::invalid_argument("not an object but " + self.type()->annotation_str());
  auto type = self.toObjectRef().type();
  torch::jit::Function* m = type->findMethod(name);
  if (m == nullptr) throw std::invalid_argument(type->name() ? type->name()->qualifiedName() + " has no method " + name : "no method " + name);
  torch::jit::Stack stack;
  stack.push_back(self);
  normalize(m->getSchema(), 1, args, stack);
  m->run(stack);
  return stack.empty() ? c10::IValue() : stack.back();
}

// new_object makes an instance of a custom class registered with
// torch::class_ ("__torch__.torch.classes.ns.Name" or "ns.Name") by running
// its __init__.
inline c10::IValue new_object(std::string qualname, std::vector<c10::IValue> args) {
  if (qualname.rfind("__torch__.", 0) != 0) qualname = "__torch__.torch.classes." + qualname;
  c10::ClassTypePtr cls;
  try {
    cls = torch::getCustomClass(qualname);
  } catch (const std::exception&) {
  }
  if (!cls) throw std::invalid_argument("no custom class " + qualname + " is registered (is its library loaded? LoadLibrary)");
  auto obj = c10::ivalue::Object::create(c10::StrongTypePtr(nullptr, cls), cls->numAttributes());
  torch::jit::Function* init = cls->findMethod("__init__");
  if (init == nullptr) throw std::invalid_argument(qualname + " has no constructor (__init__)");
  torch::jit::Stack stack;
  stack.push_back(c10::IValue(obj));
  normalize(init->getSchema(), 1, args, stack);
  init->run(stack);
  return c10::IValue(obj);
}

// custom_op finds a custom operator for its generated typed wrapper
// (--custom-ops) and checks that the schema its library registered is the
// one the wrapper was generated for: a boxed call with the wrong arguments
// would not be caught by the dispatcher.
inline c10::OperatorHandle custom_op(const char* name, const char* overload, const char* declared) {
  auto h = c10::Dispatcher::singleton().findSchema({name, overload});
  if (!h) {
    throw std::invalid_argument(std::string("no operator ") + name + (*overload ? std::string(".") + overload : "") +
                                " is registered (is its library loaded? LoadLibrary)");
  }
  auto want = torch::jit::parseSchema(declared);
  const auto& got = h->schema();
  bool same = got.arguments().size() == want.arguments().size() && got.returns().size() == want.returns().size();
  for (size_t i = 0; same && i < got.arguments().size(); i++) same = *got.arguments()[i].type() == *want.arguments()[i].type();
  for (size_t i = 0; same && i < got.returns().size(); i++) same = *got.returns()[i].type() == *want.returns()[i].type();
  if (!same) {
    throw std::invalid_argument(std::string(name) + ": the library registers " + c10::toString(got) +
                                ", the Go function was generated for " + declared + ": regenerate the package");
  }
  return *h;
}

// replaced_kernels counts, for each registered operator that has any, the
// replaced kernels of each dispatch key: the "KEY (inactive): ..." lines of
// its dispatcher state. A registration for a key that has a kernel puts
// the new one first and keeps the old one, inactive, under it, so a count
// that grows across a dlopen is a kernel the library replaced. (libtorch's
// own "Overriding a previously registered kernel" warning says so too, but
// libtorch 2.x raises it once a process.)
inline std::map<std::string, std::map<std::string, int>> replaced_kernels() {
  std::map<std::string, std::map<std::string, int>> out;
  auto& d = c10::Dispatcher::singleton();
  for (const auto& name : d.getAllOpNames()) {
    auto op = d.findOp(name);
    if (!op) continue;
    std::string state = op->dumpState();
    const std::string mark = " (inactive): ";
    for (auto at = state.find(mark); at != std::string::npos; at = state.find(mark, at + 1)) {
      auto line = state.rfind('\n', at);
      line = line == std::string::npos ? 0 : line + 1;
      std::string key = state.substr(line, at - line);
      auto alias = key.find("[alias]");
      if (alias != std::string::npos) key.erase(alias);
      std::string id = name.name + (name.overload_name.empty() ? "" : "." + name.overload_name);
      out[id][key]++;
    }
  }
  return out;
}

// load_library loads a shared library of custom operators or classes
// (TORCH_LIBRARY, torch::class_): loading runs its static initializers,
// which register them. It stays loaded. A library that replaced a kernel
// registered before it (an ATen operator's CPU kernel, say) is loaded and
// reported as an error: the replaced kernels no longer run.
inline void load_library(const std::string& path) {
  if (path.empty())
    throw std::invalid_argument("the path is empty (dlopen would return the program itself, loading nothing)");
  auto before = replaced_kernels();
  if (dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL) == nullptr) {
    const char* e = dlerror();
    throw std::runtime_error("cannot load " + path + ": " + (e ? e : "unknown error"));
  }
  std::string which;
  int n = 0;
  for (const auto& [op, keys] : replaced_kernels()) {
    for (const auto& [key, count] : keys) {
      int was = 0;
      if (auto it = before.find(op); it != before.end())
        if (auto k = it->second.find(key); k != it->second.end()) was = k->second;
      if (count <= was) continue;
      which += (n++ ? ", " : "") + op + " for " + key;
    }
  }
  if (n == 0) return;
  throw std::runtime_error(path + " is loaded, but it replaced " + std::to_string(n) + " kernel(s) registered before it: " +
                           which + " (calls of these now run its kernels; a library cannot be unloaded)");
}

}  // namespace gotorch

#endif  // GOTORCH_IVALUE_H
