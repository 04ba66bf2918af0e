// gotorch_ivalue.h: the C++ behind the dynamic layer's class specs
// (specs/ivalue.yaml, specs/jit.yaml): IValue containers with the element
// types TorchScript checks, and calls of operators by name through the
// boxed dispatcher. Only the class specs' shims include it.
#ifndef GOTORCH_IVALUE_H
#define GOTORCH_IVALUE_H

#include <dlfcn.h>

#include <map>
#include <sstream>
#include <string>

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/ivalue.h>
#include <ATen/core/class_type.h>
#include <ATen/core/function.h>
#include <ATen/core/jit_type.h>
#include <torch/csrc/jit/frontend/function_schema_parser.h>
#include <torch/csrc/jit/mobile/type_parser.h>
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

// script_type parses a TorchScript type as Python annotates it ("int",
// "List[int]", "Dict[str, Tensor]", "Optional[float]"), for the
// containers whose element type is given rather than inferred.
inline c10::TypePtr script_type(const std::string& s) {
  std::string why;
  try {
    // The parser (the mobile runtime's, the one that reads Python's
    // spelling) makes DynamicTypes; containers need the static ones that
    // TorchScript's schemas declare and compare with.
    c10::TypePtr t = c10::parseType(s);
    if (const auto* dyn = t->castRaw<c10::DynamicType>()) return dyn->fallback();
    return t;
  } catch (const c10::Error& e) {
    why = e.what_without_backtrace();
  } catch (const std::exception& e) {
    why = e.what();
  }
  throw std::invalid_argument("\"" + s + "\" is not a TorchScript type (\"int\", \"List[float]\", \"Dict[str, Tensor]\"...): " + why);
}

// of_type is v as a value of type t for a container of that element
// type: v itself, or an int converted where t is float as the calls by
// name convert (conform_type); anything else is an error naming what.
inline c10::IValue of_type(const c10::TypePtr& t, c10::IValue v, const std::string& what);

// typed_list makes a List[elem] of items (none: an empty List[elem]),
// each of which must be an elem.
inline c10::IValue typed_list(const std::string& elem, const std::vector<c10::IValue>& items) {
  c10::TypePtr t = script_type(elem);
  c10::impl::GenericList l(t);
  l.reserve(items.size());
  for (size_t i = 0; i < items.size(); i++) l.push_back(of_type(t, items[i], "element " + std::to_string(i)));
  return c10::IValue(std::move(l));
}

// typed_dict makes a Dict[key, value] of keys[i] → values[i], in order
// (none: an empty one); TorchScript's own check refuses a key type it
// cannot hash.
inline c10::IValue typed_dict(const std::string& key, const std::string& value, const std::vector<c10::IValue>& keys,
                              const std::vector<c10::IValue>& values) {
  TORCH_CHECK(keys.size() == values.size(), "dict: ", keys.size(), " keys but ", values.size(), " values");
  c10::TypePtr kt = script_type(key), vt = script_type(value);
  c10::DictType::create(kt, vt);  // throws for a key type a dict cannot have
  c10::impl::GenericDict d(kt, vt);
  for (size_t i = 0; i < keys.size(); i++) {
    d.insert_or_assign(of_type(kt, keys[i], "key " + std::to_string(i)), of_type(vt, values[i], "value " + std::to_string(i)));
  }
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

// conform_type converts a value to type t where Python would (an int
// where float or Optional[float] is declared, a list of ints where
// List[float] is), and leaves the rest for the type check. Every call by
// name (CallOp, RunMethod, CallMethod, NewObject) goes through it
// (conform, for a schema's argument), and so do the typed containers'
// elements (of_type), so all follow Python's one rule.
inline c10::IValue conform_type(c10::TypePtr t, c10::IValue v) {
  if (t->kind() == c10::OptionalType::Kind) t = t->castRaw<c10::OptionalType>()->getElementType();
  if (v.isInt() && t->kind() == c10::FloatType::Kind) return c10::IValue(static_cast<double>(v.toInt()));
  if (v.isList() && t->kind() == c10::ListType::Kind &&
      t->castRaw<c10::ListType>()->getElementType()->kind() == c10::FloatType::Kind) {
    const auto& items = v.toListRef();
    bool ints = !items.empty();
    for (const auto& e : items) ints = ints && e.isInt();
    if (ints) {
      c10::List<double> fs;
      fs.reserve(items.size());
      for (const auto& e : items) fs.push_back(static_cast<double>(e.toInt()));
      return c10::IValue(std::move(fs));
    }
  }
  return v;
}

inline c10::IValue conform(const c10::Argument& a, c10::IValue v) { return conform_type(a.type(), std::move(v)); }

inline c10::IValue of_type(const c10::TypePtr& t, c10::IValue v, const std::string& what) {
  c10::IValue c = conform_type(t, std::move(v));
  if (!c.type()->isSubtypeOf(*t) && !(c.isNone() && t->kind() == c10::OptionalType::Kind)) {
    throw std::invalid_argument(what + " is " + c.type()->annotation_str() + ", want " + t->annotation_str());
  }
  return c;
}

// quoted is 'name', as Python's argument errors quote names.
inline std::string quote_name(const std::string& name) { return "'" + name + "'"; }

// match makes the stack a schema wants from a call's arguments, bound as
// Python binds a call's (torch.ops, a scripted method called from Python:
// torch::jit's createStackForSchema): args are the positional values, then
// one value per name of kwnames, after `first` already pushed ones (a
// method's self, counted as Python counts it). Positional values bind in
// order and may not reach a keyword-only argument (after `*`); a keyword
// binds by name; the rest take their defaults. The errors come in Python's
// order, each naming the call (what) and the argument, with the schema: too
// many positional arguments; required arguments missing; an unknown
// keyword; a keyword for an argument given by position or given twice
// ("multiple values"); a value of the wrong type. callBoxed and
// Function::run check nothing, so every boxed call goes through here.
inline void match(const std::string& what, const c10::FunctionSchema& schema, size_t first,
                  std::vector<c10::IValue>& args, const std::vector<std::string>& kwnames, torch::jit::Stack& stack) {
  const auto& params = schema.arguments();
  auto fail = [&](const std::string& why) -> void {
    throw std::invalid_argument(what + ": " + why + ": " + c10::toString(schema));
  };
  if (kwnames.size() > args.size()) fail("more keyword names than arguments");
  const size_t npos = args.size() - kwnames.size();
  size_t positional = first;  // the arguments a position can bind (before `*`)
  while (positional < params.size() && !params[positional].kwarg_only()) positional++;
  if (first + npos > positional) {
    std::string why = "takes " + std::to_string(positional) + " positional argument" + (positional == 1 ? "" : "s") +
                      " but " + std::to_string(first + npos) + (first + npos == 1 ? " was" : " were") + " given";
    if (positional < params.size()) why += " (" + quote_name(params[positional].name()) + " and after are keyword-only)";
    fail(why);
  }
  // Each keyword names an argument, once, and one no position bound.
  std::vector<int> bound(params.size(), -1);  // argument index → value index
  for (size_t i = first; i < first + npos; i++) bound[i] = static_cast<int>(i - first);
  std::string kwerror;  // the first keyword error, reported after missing arguments as Python does
  for (size_t k = 0; k < kwnames.size(); k++) {
    const std::string& name = kwnames[k];
    size_t i = 0;
    while (i < params.size() && params[i].name() != name) i++;
    if (i == params.size() || i < first) {
      if (kwerror.empty()) kwerror = "unknown keyword argument " + quote_name(name);
    } else if (bound[i] >= 0) {
      if (kwerror.empty()) kwerror = "multiple values for argument " + quote_name(name);
    } else {
      bound[i] = static_cast<int>(npos + k);
    }
  }
  std::vector<std::string> missing;
  for (size_t i = first; i < params.size(); i++) {
    if (bound[i] < 0 && !params[i].default_value()) missing.push_back(params[i].name());
  }
  if (!missing.empty()) {
    std::string names;
    for (size_t i = 0; i < missing.size(); i++) {
      names += std::string(i == 0 ? "" : i + 1 == missing.size() ? " and " : ", ") + quote_name(missing[i]);
    }
    fail("missing " + std::to_string(missing.size()) + " required argument" + (missing.size() == 1 ? "" : "s") + ": " +
         names);
  }
  if (!kwerror.empty()) fail(kwerror);
  for (size_t i = first; i < params.size(); i++) {
    const auto& p = params[i];
    if (bound[i] < 0) {
      stack.push_back(*p.default_value());
      continue;
    }
    c10::IValue& given = args[bound[i]];
    if (given.isTensor() && p.type()->kind() == c10::TensorType::Kind) {
      stack.push_back(std::move(given));  // the common case, without building its full type
      continue;
    }
    c10::IValue v = conform(p, std::move(given));
    if (!v.type()->isSubtypeOf(*p.type()) && !(v.isNone() && p.type()->kind() == c10::OptionalType::Kind)) {
      fail("argument " + quote_name(p.name()) + " is " + v.type()->annotation_str() + ", want " +
           p.type()->annotation_str());
    }
    stack.push_back(std::move(v));
  }
}

// op_label is "aten::add.Tensor", or "aten::relu" for a default overload.
inline std::string op_label(const c10::OperatorName& op) {
  return op.name + (op.overload_name.empty() ? "" : "." + op.overload_name);
}

// call_op calls a registered operator by name and overload ("" or
// "default" for the default one) with positional and keyword arguments
// (match), and returns every result in order.
inline std::vector<c10::IValue> call_op(c10::string_view name, c10::string_view overload, std::vector<c10::IValue> args,
                                        const std::vector<std::string>& kwnames = {}) {
  std::string ov(overload);
  if (ov == "default") ov = "";
  auto handle = c10::Dispatcher::singleton().findSchema({std::string(name), ov});
  if (!handle) {
    throw std::invalid_argument("no operator " + std::string(name) + (ov.empty() ? "" : "." + ov) +
                                " is registered (is its library loaded? LoadLibrary)");
  }
  torch::jit::Stack stack;
  stack.reserve(handle->schema().arguments().size());
  match(op_label(handle->schema().operator_name()), handle->schema(), 0, args, kwnames, stack);
  handle->callBoxed(stack);
  return std::vector<c10::IValue>(std::make_move_iterator(stack.begin()), std::make_move_iterator(stack.end()));
}

// run_function runs a method's function on self and the arguments matched
// against its schema, and returns its result.
inline c10::IValue run_function(const std::string& what, torch::jit::Function& f, const c10::IValue& self,
                                std::vector<c10::IValue> args, const std::vector<std::string>& kwnames) {
  torch::jit::Stack stack;
  stack.reserve(f.getSchema().arguments().size());
  stack.push_back(self);
  match(what, f.getSchema(), 1, args, kwnames, stack);
  f.run(stack);
  return stack.empty() ? c10::IValue() : stack.front();
}

// run_method runs a method of an object (a TorchBind object or a scripted
// class instance) with self and the arguments matched against its schema,
// and returns its result.
inline c10::IValue run_method(const c10::IValue& self, const std::string& name, std::vector<c10::IValue> args,
                              const std::vector<std::string>& kwnames = {}) {
  if (!self.isObject()) throw std::invalid_argument("not an object but " + self.type()->annotation_str());
  auto type = self.toObjectRef().type();
  std::string cls = type->name() ? type->name()->qualifiedName() : std::string("object");
  torch::jit::Function* m = type->findMethod(name);
  if (m == nullptr) throw std::invalid_argument(cls + " has no method " + name);
  return run_function(cls + "." + name, *m, self, std::move(args), kwnames);
}

// new_object makes an instance of a custom class registered with
// torch::class_ ("__torch__.torch.classes.ns.Name" or "ns.Name") by running
// its __init__.
inline c10::IValue new_object(std::string qualname, std::vector<c10::IValue> args,
                              const std::vector<std::string>& kwnames = {}) {
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
  run_function(qualname + ".__init__", *init, c10::IValue(obj), std::move(args), kwnames);
  return c10::IValue(obj);
}

// schema_fields lays a schema out for Go's FunctionSchema: its text, name,
// overload and argument count, then four strings per argument and per
// result: name, type (as the schema writes it: "Tensor(a!)", "int[1]?"),
// flags ("d" a default, "k" keyword-only, "o" an out argument) and the
// default as the schema writes it.
inline std::vector<std::string> schema_fields(const c10::FunctionSchema& schema) {
  std::vector<std::string> out{c10::toString(schema), schema.name(), schema.overload_name(),
                               std::to_string(schema.arguments().size())};
  auto add = [&](const c10::Argument& a) {
    std::ostringstream os;
    os << a;
    std::string s = os.str(), type = s, def;
    const std::string& n = a.name();
    if (a.default_value() && !n.empty()) {
      auto at = s.find(" " + n + "=");
      if (at != std::string::npos) type = s.substr(0, at), def = s.substr(at + n.size() + 2);
    } else if (!n.empty() && s.size() > n.size() && s.compare(s.size() - n.size() - 1, std::string::npos, " " + n) == 0) {
      type = s.substr(0, s.size() - n.size() - 1);
    }
    std::string flags;
    if (a.default_value()) flags += "d";
    if (a.kwarg_only()) flags += "k";
    if (a.is_out()) flags += "o";
    out.insert(out.end(), {n, type, flags, def});
  };
  for (const auto& a : schema.arguments()) add(a);
  for (const auto& r : schema.returns()) add(r);
  return out;
}

// op_schema is the schema of a registered operator ("" or "default" for
// the default overload).
inline std::vector<std::string> op_schema(const std::string& name, std::string ov) {
  if (ov == "default") ov = "";
  auto handle = c10::Dispatcher::singleton().findSchema({name, ov});
  if (!handle) {
    throw std::invalid_argument("no operator " + name + (ov.empty() ? "" : "." + ov) +
                                " is registered (is its library loaded? LoadLibrary)");
  }
  return schema_fields(handle->schema());
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
