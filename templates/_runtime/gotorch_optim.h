// gotorch_optim.h: the C++ behind Optimizer's state and options by
// Python's names (specs/optim.yaml), which optim_state.go turns into and
// out of Python's optimizer.state_dict(). Only the class specs' shims
// include it.
#ifndef GOTORCH_OPTIM_H
#define GOTORCH_OPTIM_H

#include <torch/optim.h>

#include <cmath>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace gotorch {

// optim_algorithm is the Python class name of o's algorithm.
inline std::string optim_algorithm(const torch::optim::Optimizer& o) {
  namespace op = torch::optim;
  if (dynamic_cast<const op::SGD*>(&o)) return "SGD";
  if (dynamic_cast<const op::Adam*>(&o)) return "Adam";
  if (dynamic_cast<const op::AdamW*>(&o)) return "AdamW";
  if (dynamic_cast<const op::RMSprop*>(&o)) return "RMSprop";
  if (dynamic_cast<const op::Adagrad*>(&o)) return "Adagrad";
  throw std::invalid_argument("not an optimizer gotorch makes (SGD, Adam, AdamW, RMSprop, Adagrad)");
}

// optim_visit_options calls f(name, ref) for each option but lr (which
// every algorithm has, through get_lr and set_lr) of the algorithm's
// options opts, by Python's param_groups key (Adam's betas are beta1 and
// beta2); ref is a double& or a bool&.
template <class F>
void optim_visit_options(const std::string& alg, torch::optim::OptimizerOptions& opts, F&& f) {
  namespace op = torch::optim;
  if (alg == "SGD") {
    auto& o = static_cast<op::SGDOptions&>(opts);
    f("momentum", o.momentum()), f("dampening", o.dampening()), f("weight_decay", o.weight_decay());
    f("nesterov", o.nesterov());
  } else if (alg == "Adam" || alg == "AdamW") {
    // AdamOptions and AdamWOptions have the same fields.
    auto visit = [&](auto& o) {
      f("beta1", std::get<0>(o.betas())), f("beta2", std::get<1>(o.betas()));
      f("eps", o.eps()), f("weight_decay", o.weight_decay()), f("amsgrad", o.amsgrad());
    };
    if (alg == "Adam") visit(static_cast<op::AdamOptions&>(opts));
    else visit(static_cast<op::AdamWOptions&>(opts));
  } else if (alg == "RMSprop") {
    auto& o = static_cast<op::RMSpropOptions&>(opts);
    f("alpha", o.alpha()), f("eps", o.eps()), f("weight_decay", o.weight_decay());
    f("momentum", o.momentum()), f("centered", o.centered());
  } else if (alg == "Adagrad") {
    auto& o = static_cast<op::AdagradOptions&>(opts);
    f("lr_decay", o.lr_decay()), f("weight_decay", o.weight_decay());
    f("initial_accumulator_value", o.initial_accumulator_value()), f("eps", o.eps());
  }
}

// optim_option_names are the names optim_visit_options gives o's options.
inline std::vector<std::string> optim_option_names(torch::optim::Optimizer& o) {
  std::vector<std::string> names{"lr"};
  optim_visit_options(optim_algorithm(o), o.param_groups().at(0).options(),
                      [&](const char* name, auto&) { names.push_back(name); });
  return names;
}

// optim_option is o's option name (of its first parameter group; a bool
// is 0 or 1).
inline double optim_option(torch::optim::Optimizer& o, const std::string& name) {
  if (name == "lr") return o.param_groups().at(0).options().get_lr();
  bool found = false;
  double value = 0;
  optim_visit_options(optim_algorithm(o), o.param_groups().at(0).options(), [&](const char* n, auto& ref) {
    if (name == n) found = true, value = static_cast<double>(ref);
  });
  if (!found) throw std::invalid_argument(optim_algorithm(o) + " has no option \"" + name + "\"");
  return value;
}

// optim_apply_option sets option name of the options opts of alg; a bool
// option takes 0 or 1.
inline void optim_apply_option(const std::string& alg, torch::optim::OptimizerOptions& opts, const std::string& name,
                               double value) {
  if (!(value == value)) throw std::invalid_argument("option \"" + name + "\" of " + alg + " cannot be NaN");
  if (name == "lr") {
    opts.set_lr(value);
    return;
  }
  bool found = false;
  optim_visit_options(alg, opts, [&](const char* n, auto& ref) {
    if (name != n) return;
    found = true;
    if constexpr (std::is_same_v<std::decay_t<decltype(ref)>, bool>) {
      if (value != 0 && value != 1)
        throw std::invalid_argument("option \"" + name + "\" of " + alg + " is a bool: 0 or 1, not " + c10::str(value));
      ref = value == 1;
    } else {
      ref = value;
    }
  });
  if (!found) throw std::invalid_argument(alg + " has no option \"" + name + "\"");
}

// optim_check_options refuses what libtorch's constructor of alg refuses
// (a negative rate, epsilon, decay or momentum, a beta outside [0, 1),
// Nesterov without momentum or with dampening) and an infinite value:
// options no optimizer could have been made with, which SetOption and
// LoadStateDict must not leave behind.
inline void optim_check_options(const std::string& alg, torch::optim::OptimizerOptions& opts) {
  auto fail = [&](const std::string& name, double v, const char* want) {
    throw std::invalid_argument("option \"" + name + "\" of " + alg + " is " + c10::str(v) + ": " + want);
  };
  double lr = opts.get_lr();
  if (!std::isfinite(lr) || lr < 0) fail("lr", lr, "a learning rate is a finite number, not negative");
  double momentum = 0, dampening = 0;
  bool nesterov = false;
  optim_visit_options(alg, opts, [&](const char* n, auto& ref) {
    std::string name = n;
    if constexpr (std::is_same_v<std::decay_t<decltype(ref)>, bool>) {
      if (name == "nesterov") nesterov = ref;
    } else {
      double v = ref;
      if (!std::isfinite(v)) fail(name, v, "want a finite number");
      if (name == "beta1" || name == "beta2") {
        if (!(v >= 0 && v < 1)) fail(name, v, "want 0 <= beta < 1");
      } else if (name != "dampening" && v < 0) {
        fail(name, v, "want a number not negative");
      }
      if (name == "momentum") momentum = v;
      if (name == "dampening") dampening = v;
    }
  });
  if (nesterov && !(momentum > 0 && dampening == 0))
    throw std::invalid_argument("option \"nesterov\" of " + alg + " needs a momentum and zero dampening (momentum " +
                                c10::str(momentum) + ", dampening " + c10::str(dampening) + ")");
}

// optim_set_option sets option name of every parameter group; a bool
// option takes 0 or 1. It sets copies of the options, checks them and
// only then swaps them in: a refused value changes nothing.
inline void optim_set_option(torch::optim::Optimizer& o, const std::string& name, double value) {
  std::string alg = optim_algorithm(o);
  std::vector<std::unique_ptr<torch::optim::OptimizerOptions>> next;
  for (auto& g : o.param_groups()) {
    auto opts = g.options().clone();
    optim_apply_option(alg, *opts, name, value);
    optim_check_options(alg, *opts);
    next.push_back(std::move(opts));
  }
  for (size_t i = 0; i < next.size(); i++) o.param_groups()[i].set_options(std::move(next[i]));
}

// optim_param is the index-th parameter over all groups, Python's
// state_dict numbering.
inline const at::Tensor& optim_param(torch::optim::Optimizer& o, int64_t index) {
  int64_t i = 0;
  for (auto& g : o.param_groups())
    for (auto& p : g.params())
      if (i++ == index) return p;
  throw std::out_of_range("parameter index " + std::to_string(index) + " out of range: the optimizer has " +
                          std::to_string(i) + " parameters");
}

// optim_state_key is the key of p's state in the map state: libtorch 1.13
// keys it by the TensorImpl's address as a string, 2.x by the address.
template <class Map>
typename Map::key_type optim_state_key(const Map&, const at::Tensor& p) {
  if constexpr (std::is_same_v<typename Map::key_type, std::string>) {
    std::ostringstream s;  // c10::guts::to_string's spelling
    s << static_cast<const void*>(p.unsafeGetTensorImpl());
    return s.str();
  } else {
    return p.unsafeGetTensorImpl();
  }
}

// optim_visit_state calls f(name, ref) for the step count (an int64_t&,
// named "step") and each tensor (an at::Tensor&, undefined where the
// algorithm has not made it) of a parameter's state s, by Python's keys.
template <class F>
void optim_visit_state(const std::string& alg, torch::optim::OptimizerParamState& s, F&& f) {
  namespace op = torch::optim;
  if (alg == "SGD") {
    f("momentum_buffer", static_cast<op::SGDParamState&>(s).momentum_buffer());
  } else if (alg == "Adam" || alg == "AdamW") {
    auto visit = [&](auto& x) {
      f("step", x.step()), f("exp_avg", x.exp_avg()), f("exp_avg_sq", x.exp_avg_sq());
      f("max_exp_avg_sq", x.max_exp_avg_sq());
    };
    if (alg == "Adam") visit(static_cast<op::AdamParamState&>(s));
    else visit(static_cast<op::AdamWParamState&>(s));
  } else if (alg == "RMSprop") {
    auto& x = static_cast<op::RMSpropParamState&>(s);
    f("step", x.step()), f("square_avg", x.square_avg()), f("momentum_buffer", x.momentum_buffer());
    f("grad_avg", x.grad_avg());
  } else if (alg == "Adagrad") {
    auto& x = static_cast<op::AdagradParamState&>(s);
    f("step", x.step()), f("sum", x.sum());
  }
}

inline std::unique_ptr<torch::optim::OptimizerParamState> optim_new_state(const std::string& alg) {
  namespace op = torch::optim;
  if (alg == "SGD") return std::make_unique<op::SGDParamState>();
  if (alg == "Adam") return std::make_unique<op::AdamParamState>();
  if (alg == "AdamW") return std::make_unique<op::AdamWParamState>();
  if (alg == "RMSprop") return std::make_unique<op::RMSpropParamState>();
  return std::make_unique<op::AdagradParamState>();
}

// optim_state_keys are the keys of the index-th parameter's state that
// hold a value ("step" as a 0-dim int64 tensor), none before its first
// step.
inline std::vector<std::string> optim_state_keys(torch::optim::Optimizer& o, int64_t index) {
  const at::Tensor& p = optim_param(o, index);
  auto it = o.state().find(optim_state_key(o.state(), p));
  std::vector<std::string> keys;
  if (it == o.state().end()) return keys;
  optim_visit_state(optim_algorithm(o), *it->second, [&](const char* name, auto& ref) {
    if constexpr (std::is_same_v<std::decay_t<decltype(ref)>, at::Tensor>) {
      if (!ref.defined()) return;
    }
    keys.push_back(name);
  });
  return keys;
}

// optim_state is the value of key in the index-th parameter's state: its
// tensor (shared, as Python's state_dict shares it), or the step count as
// a 0-dim int64 tensor.
inline at::Tensor optim_state(torch::optim::Optimizer& o, int64_t index, const std::string& key) {
  const at::Tensor& p = optim_param(o, index);
  auto it = o.state().find(optim_state_key(o.state(), p));
  at::Tensor value;
  if (it != o.state().end()) {
    optim_visit_state(optim_algorithm(o), *it->second, [&](const char* name, auto& ref) {
      if (key != name) return;
      if constexpr (std::is_same_v<std::decay_t<decltype(ref)>, at::Tensor>) value = ref;
      else value = at::scalar_tensor(static_cast<int64_t>(ref), at::kLong);
    });
  }
  if (!value.defined())
    throw std::invalid_argument("parameter " + std::to_string(index) + " has no state \"" + key + "\"");
  return value;
}

// optim_step is the step count value holds: one whole number from 0 to
// 2^63-1 (an int, or a float as Python's Adam keeps it).
inline int64_t optim_step(int64_t index, const at::Tensor& value) {
  std::string what = "state \"step\" of parameter " + std::to_string(index);
  if (value.numel() != 1) throw std::invalid_argument(what + " must hold one number, not " + std::to_string(value.numel()));
  if (value.scalar_type() == at::kBool || value.is_complex() || value.is_quantized())
    throw std::invalid_argument(what + " must be an int or a float, not " + std::string(c10::toString(value.scalar_type())));
  if (at::isIntegralType(value.scalar_type(), /*includeBool=*/false)) {
    int64_t n = value.item<int64_t>();
    if (n < 0) throw std::invalid_argument(what + " must be a whole number from 0, not " + std::to_string(n));
    return n;
  }
  double step = value.item<double>();
  // 2^63, the first double past int64_t: a larger one does not convert.
  if (!(step >= 0 && step < 9223372036854775808.0) || step != std::floor(step))
    throw std::invalid_argument(what + " must be a whole number from 0 to 2^63-1, not " + c10::str(step));
  return static_cast<int64_t>(step);
}

// optim_state_value sets key of s, the state of p (the index-th
// parameter): a tensor is copied to p's dtype and device, as Python's
// load_state_dict does; "step" takes one whole number.
inline void optim_state_value(const std::string& alg, torch::optim::OptimizerParamState& s, const at::Tensor& p,
                              int64_t index, const std::string& key, const at::Tensor& value) {
  if (!value.defined()) throw std::invalid_argument("state \"" + key + "\": an undefined tensor");
  bool found = false;
  optim_visit_state(alg, s, [&](const char* name, auto& ref) {
    if (key != name) return;
    found = true;
    if constexpr (std::is_same_v<std::decay_t<decltype(ref)>, at::Tensor>) {
      if (value.sizes() != p.sizes())
        throw std::invalid_argument("state \"" + key + "\" of parameter " + std::to_string(index) + " has shape " +
                                    c10::str(value.sizes()) + ", the parameter " + c10::str(p.sizes()));
      // A sparse tensor would stay sparse through to(); step cannot use it.
      if (value.layout() != at::kStrided || value.is_quantized())
        throw std::invalid_argument("state \"" + key + "\" of parameter " + std::to_string(index) +
                                    " is not a dense tensor (layout " + c10::str(value.layout()) + ", dtype " +
                                    std::string(c10::toString(value.scalar_type())) + ")");
      ref = value.detach().to(p.device(), p.scalar_type(), /*non_blocking=*/false, /*copy=*/true);
    } else {
      ref = optim_step(index, value);
    }
  });
  if (!found) throw std::invalid_argument(alg + " has no state \"" + key + "\"");
}

// optim_set_state sets key of the index-th parameter's state (making the
// state if the parameter has none), as optim_state_value; a failure
// changes nothing.
inline void optim_set_state(torch::optim::Optimizer& o, int64_t index, const std::string& key, const at::Tensor& value) {
  std::string alg = optim_algorithm(o);
  const at::Tensor& p = optim_param(o, index);
  auto k = optim_state_key(o.state(), p);
  auto it = o.state().find(k);
  if (it != o.state().end()) {
    // On a copy, swapped in once set: a refused value leaves the state.
    auto next = it->second->clone();
    optim_state_value(alg, *next, p, index, key, value);
    it->second = std::move(next);
    return;
  }
  auto fresh = optim_new_state(alg);
  optim_state_value(alg, *fresh, p, index, key, value);
  o.state()[k] = std::move(fresh);
}

// optim_replace_state sets the options names[i] to values[i] and replaces
// every parameter's state by the entries (tensors[i] as key keys[i] of the
// indices[i]-th parameter): what LoadStateDict needs done all at once.
// Everything is converted and checked into new option objects and a new
// state map, which are then swapped in (which cannot throw): a failure
// leaves o as it was.
inline void optim_replace_state(torch::optim::Optimizer& o, const std::vector<std::string>& names,
                                at::ArrayRef<double> values, at::IntArrayRef indices,
                                const std::vector<std::string>& keys, at::TensorList tensors) {
  std::string alg = optim_algorithm(o);
  if (names.size() != values.size())
    throw std::invalid_argument(std::to_string(names.size()) + " option names for " + std::to_string(values.size()) +
                                " values");
  if (keys.size() != indices.size() || tensors.size() != indices.size())
    throw std::invalid_argument(std::to_string(indices.size()) + " parameter indices, " + std::to_string(keys.size()) +
                                " keys and " + std::to_string(tensors.size()) + " values: want as many of each");
  std::vector<std::unique_ptr<torch::optim::OptimizerOptions>> opts;
  for (auto& g : o.param_groups()) {
    auto c = g.options().clone();
    for (size_t i = 0; i < names.size(); i++) optim_apply_option(alg, *c, names[i], values[i]);
    optim_check_options(alg, *c);
    opts.push_back(std::move(c));
  }
  std::remove_reference_t<decltype(o.state())> state;
  for (size_t i = 0; i < indices.size(); i++) {
    const at::Tensor& p = optim_param(o, indices[i]);
    auto& s = state[optim_state_key(state, p)];
    if (!s) s = optim_new_state(alg);
    optim_state_value(alg, *s, p, indices[i], keys[i], tensors[i]);
  }
  for (size_t i = 0; i < opts.size(); i++) o.param_groups()[i].set_options(std::move(opts[i]));
  std::swap(o.state(), state);
}

}  // namespace gotorch

#endif  // GOTORCH_OPTIM_H
