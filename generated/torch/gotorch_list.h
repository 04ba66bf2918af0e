// gotorch_list.h: the one conversion that needs c10::List (Tensor?[]
// arguments, as in index and index_put). ATen/core/List.h alone costs more
// to compile than the rest of gotorch_support.h, so only the shim shards
// with such an operator include it.
#ifndef GOTORCH_LIST_H
#define GOTORCH_LIST_H

#include <ATen/core/List.h>

#include "gotorch_support.h"

namespace gotorch {

inline c10::List<c10::optional<at::Tensor>> opt_tensors(const gt_tensor* ts, int64_t n, const char* arg) {
  c10::List<c10::optional<at::Tensor>> l;
  l.reserve(n);
  for (int64_t i = 0; i < n; i++) {
    if (ts[i] == freed_tensor()) bad_element(arg, i, "tensor has been freed");
    l.push_back(ts[i] == nullptr ? c10::optional<at::Tensor>() : c10::optional<at::Tensor>(share(ts[i])));
  }
  return l;
}

}  // namespace gotorch

#endif  // GOTORCH_LIST_H
