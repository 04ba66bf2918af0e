// gotorch_jit.h: loading TorchScript archives (specs/jit.yaml's LoadModule
// and LoadModuleBytes, specs/optim.yaml's Optimizer.Load) so that no tensor
// of a corrupt or crafted archive reads past its data.
//
// libtorch's unpickler takes a tensor's storage size, offset, sizes and
// strides from the archive's pickle unchecked: a storage that claims more
// bytes than its record holds, or a tensor that reaches past its storage,
// loads, and reading it reads the heap (or SIGSEGVs). So before libtorch
// loads an archive, check_archive unpickles its pickles with libtorch's
// own reader and unpickler (the same parse, without running any of the
// archive's code: classes become placeholders) and bounds every tensor;
// after the load, check_module bounds the module's tensors again (those of
// formats the first check does not read, and those __setstate__ made).
// The first check reads the archive's records once more: a second pass of
// I/O, not of memory, as its tensors are freed before the real load.
//
// This bounds memory reads only: a TorchScript archive is a program, which
// libtorch runs on load (__setstate__) and on every call (docs/API.md).
#ifndef GOTORCH_JIT_H
#define GOTORCH_JIT_H

#include <ATen/ops/_validate_sparse_compressed_tensor_args.h>
#include <ATen/ops/_validate_sparse_coo_tensor_args.h>
#include <caffe2/serialize/inline_container.h>
#include <caffe2/serialize/read_adapter_interface.h>
#include <torch/csrc/jit/api/function_impl.h>
#include <torch/csrc/jit/frontend/resolver.h>
#include <torch/csrc/jit/frontend/script_type_parser.h>
#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/serialization/unpickler.h>
#include <torch/script.h>

#include "gotorch_ivalue.h"
#include "gotorch_support.h"

#include <pthread.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <memory>
#include <new>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace gotorch {
namespace jitcheck {

// Record is the archive record a storage's data was read from.
struct Record {
  std::string name;
  int64_t bytes;
};

inline std::string ints(c10::IntArrayRef v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); i++) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

inline std::string describe(const at::Tensor& t) {
  std::ostringstream s;
  s << "sizes " << ints(t.sizes()) << ", strides " << ints(t.strides()) << ", storage offset "
    << t.storage_offset() << ", " << c10::toString(t.scalar_type());
  return s.str();
}

[[noreturn]] inline void corrupt(const std::string& what) {
  throw std::invalid_argument(what + ": the archive is corrupt or crafted; it was not loaded");
}

// Checker walks values (objects, containers) and bounds each tensor's
// elements by its storage's bytes, and, when records is set (the check
// before loading), each storage's bytes by its record's.
class Checker {
 public:
  explicit Checker(const std::unordered_map<const void*, Record>* records = nullptr) : records_(records) {}

  // value checks v and what it holds; name is how the message calls it.
  // A work list, not recursion: a pickle can nest deeper than a stack.
  void value(const c10::IValue& root, const std::string& root_name) {
    std::vector<std::pair<c10::IValue, std::string>> work{{root, root_name}};
    while (!work.empty()) {
      c10::IValue v = std::move(work.back().first);
      std::string name = std::move(work.back().second);
      work.pop_back();
      if (v.isTensor()) {
        tensor(v.toTensor(), name);
        continue;
      }
      // Each object and container once: a pickle can share one among many
      // (memo references), which walked every time would be exponential.
      // Each is kept, so that no address is reused by another meanwhile.
      if (!v.isPtrType() || !seen_.insert(v.internalToPointer()).second) continue;
      kept_.push_back(v);
      auto push = [&](const c10::IValue& x, std::string n) {
        if (x.isTensor() || x.isObject() || x.isTuple() || x.isList() || x.isGenericDict() || x.isEnum()) {
          work.emplace_back(x, std::move(n));
        }
      };
      if (v.isObject()) {
        auto obj = v.toObject();
        auto cls = obj->type();
        if (placeholders_.count(cls.get())) {
          // A placeholder's one slot is the state the pickle gave the
          // object: its dict's keys are the attributes.
          const c10::IValue& state = obj->getSlot(0);
          if (state.isGenericDict()) {
            for (const auto& e : state.toGenericDict()) {
              if (e.key().isString()) {
                push(e.value(), join(name, e.key().toStringRef()));
              } else {
                push(e.key(), name);
                push(e.value(), name);
              }
            }
          } else {
            push(state, name);
          }
          continue;
        }
        for (size_t i = 0; i < obj->slots().size(); i++) {
          push(obj->getSlot(i), join(name, i < cls->numAttributes() ? cls->getAttributeName(i) : std::to_string(i)));
        }
      } else if (v.isTuple()) {
        const auto& xs = v.toTupleRef().elements();
        for (size_t i = 0; i < xs.size(); i++) push(xs[i], name + "[" + std::to_string(i) + "]");
      } else if (v.isList()) {
        auto xs = v.toListRef();
        for (size_t i = 0; i < xs.size(); i++) push(xs[i], name + "[" + std::to_string(i) + "]");
      } else if (v.isGenericDict()) {
        for (const auto& e : v.toGenericDict()) {
          const c10::IValue& k = e.key();
          std::string key = k.isString() ? "\"" + k.toStringRef() + "\""
                            : k.isInt()  ? std::to_string(k.toInt())
                                         : "?";
          push(k, name + "{key " + key + "}");
          push(e.value(), name + "[" + key + "]");
        }
      } else if (v.isEnum()) {
        push(v.toEnumHolder()->value(), name);
      }
    }
  }

  void tensor(const at::Tensor& t, const std::string& name) {
    if (!t.defined()) return;
    switch (t.layout()) {
      case at::kStrided:
        break;
      case at::kSparse:
        tensor(t._indices(), name + " (indices)");
        tensor(t._values(), name + " (values)");
        // Its indices are in bounds now: check they index within its size.
        valid(name, [&] { at::_validate_sparse_coo_tensor_args(t._indices(), t._values(), t.sizes()); });
        return;
      case at::kSparseCsr:
      case at::kSparseBsr:
      case at::kSparseCsc:
      case at::kSparseBsc: {
        bool rows = t.layout() == at::kSparseCsr || t.layout() == at::kSparseBsr;
        at::Tensor compressed = rows ? t.crow_indices() : t.ccol_indices();
        at::Tensor plain = rows ? t.col_indices() : t.row_indices();
        tensor(compressed, name + " (compressed indices)");
        tensor(plain, name + " (plain indices)");
        tensor(t.values(), name + " (values)");
        valid(name, [&] { at::_validate_sparse_compressed_tensor_args(compressed, plain, t.values(), t.sizes(), t.layout()); });
        return;
      }
      default: {
        std::ostringstream s;
        s << "tensor " << name << " has layout " << t.layout() << ", which the archive check cannot bound";
        corrupt(s.str());
      }
    }
    if (t.is_quantized() && (t.qscheme() == at::kPerChannelAffine || t.qscheme() == at::kPerChannelAffineFloatQParams)) {
      tensor(t.q_per_channel_scales(), name + " (scales)");
      tensor(t.q_per_channel_zero_points(), name + " (zero points)");
    }
    if (!t.has_storage()) return;
    const c10::Storage& s = t.storage();
    int64_t have = static_cast<int64_t>(s.nbytes());
    if (records_ != nullptr && have > 0) {
      auto r = records_->find(s.data());
      if (s.data() == nullptr || (r != records_->end() && r->second.bytes < have)) {
        std::string from = r == records_->end() ? "no record" : "its record " + r->second.name + " holds " +
                                                                    std::to_string(r->second.bytes);
        corrupt("tensor " + name + " (" + describe(t) + "): its storage claims " + std::to_string(have) +
                " bytes, " + from);
      }
    }
    // The elements reached: offset + sum((size-1)*stride), each stride's
    // sign apart, overflow checked. No element, nothing read.
    int64_t lo = t.storage_offset(), hi = lo;
    bool ok = lo >= 0, empty = false;
    for (int64_t d = 0; d < t.dim(); d++) {
      int64_t n = t.size(d), span = 0;
      if (n < 0) ok = false;
      if (n == 0) empty = true;
      if (n <= 1) continue;
      if (__builtin_mul_overflow(n - 1, t.stride(d), &span) ||
          __builtin_add_overflow(span >= 0 ? hi : lo, span, span >= 0 ? &hi : &lo)) {
        ok = false;
      }
    }
    if (empty && ok) return;
    int64_t end = 0;
    int64_t item = static_cast<int64_t>(t.dtype().itemsize());
    bool inside = ok && lo >= 0 && !__builtin_add_overflow(hi, 1, &end) && !__builtin_mul_overflow(end, item, &end);
    if (!inside || end > have) {
      std::string reach = inside ? "reaches byte " + std::to_string(end) + " of" : "reaches outside";
      corrupt("tensor " + name + " (" + describe(t) + ") " + reach + " its storage of " + std::to_string(have) + " bytes");
    }
  }

  // placeholder records a class the check made up for the archive's own.
  void placeholder(const c10::ClassType* cls) { placeholders_.insert(cls); }

 private:
  static std::string join(const std::string& a, const std::string& b) { return a.empty() ? b : a + "." + b; }

  // valid runs libtorch's own check of a sparse tensor, its error named.
  template <typename F>
  static void valid(const std::string& name, F check) {
    try {
      check();
    } catch (const c10::Error& e) {
      corrupt("tensor " + name + ": " + e.what_without_backtrace());
    }
  }

  const std::unordered_map<const void*, Record>* records_;
  std::unordered_set<const void*> seen_;
  std::vector<c10::IValue> kept_;
  std::unordered_set<const c10::ClassType*> placeholders_;
};

// Placeholders resolves the archive's own class names (__torch__...) to
// classes of one attribute, the state the pickle gives the object: the
// check runs none of their code.
class Placeholders : public torch::jit::Resolver {
 public:
  Placeholders(std::shared_ptr<torch::jit::CompilationUnit> cu, Checker* checker) : cu_(std::move(cu)), checker_(checker) {}

  c10::TypePtr resolveType(const std::string& name, const torch::jit::SourceRange&) override {
    // Only the archive's own: builtin names (Dict, Tensor...) are the
    // parser's.
    if (name.rfind("__torch__.", 0) != 0) return nullptr;
    auto it = classes_.find(name);
    if (it != classes_.end()) return it->second;
    auto cls = c10::ClassType::create(c10::QualifiedName(name), cu_);
    cls->addAttribute("state", c10::AnyType::get());
    checker_->placeholder(cls.get());
    classes_.emplace(name, cls);
    return cls;
  }

 private:
  std::shared_ptr<torch::jit::CompilationUnit> cu_;
  Checker* checker_;
  std::unordered_map<std::string, c10::ClassTypePtr> classes_;
};

// check_pickle unpickles the archive's NAME.pkl, its tensors' data from
// NAME/, as libtorch's readArchiveAndTensors does, and checks what it
// holds.
inline void check_pickle(caffe2::serialize::PyTorchStreamReader& reader, const std::string& archive) {
  at::DataPtr pickle;
  size_t size = 0;
  std::tie(pickle, size) = reader.getRecord(archive + ".pkl");
  const char* data = static_cast<const char*>(pickle.get());
  size_t pos = 0;
  auto read = [&](char* buf, size_t n) -> size_t {
    n = std::min(n, size - pos);
    if (n > 0) std::memcpy(buf, data + pos, n);
    pos += n;
    return n;
  };
  std::unordered_map<const void*, Record> records;
  auto read_record = [&](const std::string& key) {
    std::string name = archive + "/" + key;
    at::DataPtr p;
    size_t n = 0;
    std::tie(p, n) = reader.getRecord(name);
    if (p.get() != nullptr) records[p.get()] = Record{name, static_cast<int64_t>(n)};
    return p;
  };
  Checker checker(&records);
  auto cu = std::make_shared<torch::jit::CompilationUnit>();
  auto resolver = std::make_shared<Placeholders>(cu, &checker);
  auto resolve = [&](const c10::QualifiedName& qn) {
    return c10::StrongTypePtr(cu, torch::jit::ScriptTypeParser(resolver).parseType(qn.qualifiedName()));
  };
  auto load = [&](const c10::StrongTypePtr& type, c10::IValue state) {
    auto cls = type.type_->cast<c10::ClassType>();
    if (!cls) corrupt(archive + ".pkl: an object of " + type.type_->repr_str() + ", which is not a class");
    auto obj = c10::ivalue::Object::create(type, 1);
    obj->setSlot(0, std::move(state));
    return obj;
  };
  // On the CPU whatever the pickle says: moving a tensor reads it.
  torch::jit::Unpickler unpickler(read, resolve, load, read_record, c10::Device(c10::kCPU));
  unpickler.set_version(reader.version());
  c10::IValue root = unpickler.parse_ivalue();
  if (archive == "constants" && root.isTuple()) {
    // As the code names them.
    const auto& xs = root.toTupleRef().elements();
    for (size_t i = 0; i < xs.size(); i++) checker.value(xs[i], "CONSTANTS.c" + std::to_string(i));
  } else {
    checker.value(root, "");
  }
}

// check_archive checks the archive reader reads, before libtorch loads
// it. Archives without data.pkl (the format before PyTorch 1.4) are left
// to check_module.
inline void check_archive(caffe2::serialize::PyTorchStreamReader& reader) {
  if (!reader.hasRecord("data.pkl")) return;
  if (reader.hasRecord("constants.pkl")) check_pickle(reader, "constants");
  check_pickle(reader, "data");
}

// check_module checks a loaded module's tensors: its attributes, those of
// its submodules and of the objects and containers they hold, and the
// tensor constants of its code.
inline void check_module(const torch::jit::Module& m) {
  Checker checker;
  checker.value(m._ivalue(), "");
  auto cu = m._ivalue()->compilation_unit();
  if (!cu) return;
  for (torch::jit::Function* f : cu->get_functions()) {
    torch::jit::GraphFunction* g = torch::jit::tryToGraphFunction(*f);
    if (g == nullptr) continue;
    std::vector<torch::jit::Block*> blocks{g->graph()->block()};
    while (!blocks.empty()) {
      torch::jit::Block* b = blocks.back();
      blocks.pop_back();
      for (torch::jit::Node* n : b->nodes()) {
        if (n->kind() == c10::prim::Constant && n->outputs().size() == 1) {
          if (auto v = torch::jit::toIValue(n->output())) checker.value(*v, "constant of " + f->qualname().qualifiedName());
        }
        for (torch::jit::Block* sub : n->blocks()) blocks.push_back(sub);
      }
    }
  }
}

// A flatbuffer module (bytes 4..8 "PTMF") is no zip: check_module checks it.
inline bool flatbuffer(const char* head, size_t n) { return n >= 8 && std::memcmp(head + 4, "PTMF", 4) == 0; }

// Bytes reads an archive in memory, bounded (MemoryReadAdapter is not).
class Bytes final : public caffe2::serialize::ReadAdapterInterface {
 public:
  Bytes(const char* data, size_t size) : data_(data), size_(size) {}
  size_t size() const override { return size_; }
  size_t read(uint64_t pos, void* buf, size_t n, const char* = "") const override {
    if (pos >= size_) return 0;
    n = std::min<uint64_t>(n, size_ - pos);
    std::memcpy(buf, data_ + pos, n);
    return n;
  }

 private:
  const char* data_;
  size_t size_;
};

}  // namespace jitcheck

// check_archive_file checks the TorchScript archive at path (see above).
inline void check_archive_file(const std::string& path) {
  char head[8] = {};
  std::ifstream f(path, std::ios::binary);
  f.read(head, sizeof head);
  if (f.gcount() == sizeof head && jitcheck::flatbuffer(head, sizeof head)) return;
  caffe2::serialize::PyTorchStreamReader reader(path);
  jitcheck::check_archive(reader);
}

// load_module is torch::jit::load of a file, checked.
inline torch::jit::Module load_module(const std::string& path, c10::optional<c10::Device> device) {
  check_archive_file(path);
  torch::jit::Module m = torch::jit::load(path, device);
  jitcheck::check_module(m);
  return m;
}

// load_module_bytes is torch::jit::load of an archive in memory, checked.
inline torch::jit::Module load_module_bytes(const std::string& data, c10::optional<c10::Device> device) {
  if (!jitcheck::flatbuffer(data.data(), data.size())) {
    caffe2::serialize::PyTorchStreamReader reader(std::make_shared<jitcheck::Bytes>(data.data(), data.size()));
    jitcheck::check_archive(reader);
  }
  std::istringstream in(data);
  torch::jit::Module m = torch::jit::load(in, device);
  jitcheck::check_module(m);
  return m;
}

// run_module_method runs a scripted module's method by name, its arguments
// matched as run_method's (libtorch's Method::operator() would refuse an
// int for a float, which Python converts).
inline c10::IValue run_module_method(const torch::jit::Module& self, const std::string& name,
                                     std::vector<c10::IValue> args, const std::vector<std::string>& kwnames) {
  auto method = self.find_method(name);
  if (!method) throw std::invalid_argument("the module (" + self.type()->name()->qualifiedName() + ") has no method " + name);
  return run_function(name, method->function(), self._ivalue(), std::move(args), kwnames);
}

// set_attr is Python's m.name = value on a scripted module: the
// attribute must exist (a parameter, buffer, submodule or plain attribute
// of its class) and the value must have its type (an int converts to a
// float, as in Python).
inline void set_attr(torch::jit::Module& self, const std::string& name, c10::IValue value) {
  const auto& type = self.type();
  std::string cls = type->name() ? type->name()->qualifiedName() : std::string("module");
  auto slot = type->findAttributeSlot(name);
  if (!slot) {
    if (type->hasConstant(name)) throw std::invalid_argument(cls + "." + name + " is a constant (Final): it cannot be set");
    if (self.find_method(name)) throw std::invalid_argument(cls + "." + name + " is a method: it cannot be set");
    throw std::invalid_argument(cls + " has no attribute " + quote_name(name) +
                                " (a scripted module's attributes are those its class declares)");
  }
  c10::Argument arg(name, type->getAttribute(*slot));
  c10::IValue v = conform(arg, std::move(value));
  if (!v.type()->isSubtypeOf(*arg.type()) && !(v.isNone() && arg.type()->kind() == c10::OptionalType::Kind)) {
    throw std::invalid_argument(cls + "." + name + " is " + arg.type()->annotation_str() + ", not " +
                                v.type()->annotation_str());
  }
  self._ivalue()->setSlot(*slot, std::move(v));
}

// module_names are the names of the module and its submodules, in the
// order of Python's named_modules() ("" for the module itself).
inline std::vector<std::string> module_names(const torch::jit::Module& self) {
  std::vector<std::string> names;
  for (const auto& m : self.named_modules()) names.push_back(m.name);
  return names;
}

inline std::vector<torch::jit::Module> modules(const torch::jit::Module& self) {
  std::vector<torch::jit::Module> out;
  for (const auto& m : self.named_modules()) out.push_back(m.value);
  return out;
}

// save_module is Module::save with extra files (names[i] → contents[i]).
inline void save_module(const torch::jit::Module& self, const std::string& path, const std::vector<std::string>& names,
                        const std::vector<std::string>& contents) {
  if (names.size() != contents.size()) throw std::invalid_argument("extra files: names and contents differ in number");
  torch::jit::ExtraFilesMap extra;
  for (size_t i = 0; i < names.size(); i++) extra[names[i]] = contents[i];
  self.save(path, extra);
}

}  // namespace gotorch

extern "C" {

// gt_module_forward_into is Module.ForwardTensorsInto and
// ForwardInferenceInto (jit_into.go): forward on tensors, under
// c10::InferenceMode when inference, its tensor result moved into the
// caller's handle *out, whose previous tensor (NULL: none) it frees
// (gotorch::replace_output), in one call. The inputs are handles as
// integers (uintptr_t) and *out is declared on the Go side with an integer
// handle (jit_into.go): cgo then checks no pointer in them, a third of
// what the call added to C++'s forward. Hand-written rather than a spec
// method: a handle replaced in place is no argument type of the specs.
// Only the class specs' default unit includes this header; `used` emits
// the function although nothing there calls it, and `inline` lets a
// second includer share its one definition.
//
// It does what Module::forward does (Method::operator(), then
// Function::operator(): self first on the stack, the inputs checked
// against the schema, the profiler's record, the function run) on one
// stack per thread, reused from call to call, where forward builds a
// std::vector per call, grows it to insert self and copies the method and
// the result out of it.
__attribute__((used)) inline char* gt_module_forward_into(gt_object self, const uintptr_t* inputs, int64_t n_inputs,
                                                           gt_tensor_out* out, bool inference) {
  GT_TRY
  auto& m = gotorch::object<torch::jit::Module>(self, "self");
  static thread_local std::vector<c10::IValue> stack;
  // Cleared on the way out, an error's too: the stack holds no tensor
  // between calls.
  struct clear_stack {
    std::vector<c10::IValue>& s;
    ~clear_stack() { s.clear(); }
  } clear{stack};
  static const torch::jit::Kwargs no_kwargs;
  static const std::string forward = "forward";  // not a string made per call
  torch::jit::ObjectPtr obj = m._ivalue();
  torch::jit::Function* fn = obj->type()->findMethod(forward);
  if (fn == nullptr) m.get_method(forward);  // throws libtorch's own error
  stack.reserve(static_cast<size_t>(n_inputs) + 1);
  stack.emplace_back(std::move(obj));
  for (int64_t i = 0; i < n_inputs; i++) {
    gt_tensor h = reinterpret_cast<gt_tensor>(inputs[i]);
    if (!gotorch::live(h)) gotorch::bad_element("inputs", i, "tensor is nil or has been freed");
    stack.emplace_back(gotorch::share(h));
  }
  fn->getSchema().checkAndNormalizeInputs(stack, no_kwargs);
  {
    c10::optional<c10::InferenceMode> mode;  // not "guard": the macro's own
    if (inference) mode.emplace();
    RECORD_TORCHSCRIPT_FUNCTION(fn->name(), stack);
    fn->run(stack);
  }
  gotorch::replace_output(std::move(stack.front()).toTensor(), out);
  GT_CATCH
}

// gt_inference_guard_enter and gt_inference_guard_exit are
// InferenceModeGuard and its Close (autograd.go) in one cgo call each: the
// c10::InferenceMode guard lives in the Go ModeGuard's own words (*mode,
// no pointer in them), made there and destroyed there, where
// gt_inference_mode_enter puts it on the C++ heap; the thread check is in
// the same call (where it took a gt_thread_self call of its own at each
// end). Here, not in runtime.cpp, for the reason gt_module_forward_into
// is. The guard holds the thread's previous autograd state and dispatch
// key sets, values with no pointer in them, so it may sit in memory C++
// did not allocate.
__attribute__((used)) inline void gt_inference_guard_enter(uint64_t* mode, uint64_t* thread) noexcept {
  static_assert(sizeof(c10::InferenceMode) <= 8 * sizeof(uint64_t) && alignof(c10::InferenceMode) <= alignof(uint64_t),
                "c10::InferenceMode no longer fits ModeGuard.mode (autograd.go)");
  *thread = static_cast<uint64_t>(pthread_self());
  new (mode) c10::InferenceMode(true);
}

// gt_inference_guard_exit destroys the guard at mode, restoring the mode
// it saved, when called on the thread that made it; on another thread it
// changes nothing and returns false.
__attribute__((used)) inline bool gt_inference_guard_exit(uint64_t* mode, uint64_t thread) noexcept {
  if (static_cast<uint64_t>(pthread_self()) != thread) return false;
  reinterpret_cast<c10::InferenceMode*>(mode)->~InferenceMode();
  return true;
}

}  // extern "C"

#endif  // GOTORCH_JIT_H
