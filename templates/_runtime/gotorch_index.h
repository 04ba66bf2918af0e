// gotorch_index.h: converting a gt_tensor_index list (gotorch.h) into libtorch's
// at::indexing::TensorIndex, for the shims of Tensor::index and
// index_put_. Only they include it: ATen/TensorIndexing.h is heavy.
#ifndef GOTORCH_INDEX_H
#define GOTORCH_INDEX_H

#include "gotorch_support.h"

#include <ATen/TensorIndexing.h>

namespace gotorch {

// index_bound clamps a slice bound into [INDEX_MIN, INDEX_MAX]: libtorch 2.x
// keeps bounds as c10::SymInt, whose INDEX_MIN is -2^62 (below that an
// int64 is no plain SymInt), while the Go side sends math.MinInt64 and
// math.MaxInt64. Both clamp to the same slice of any real tensor.
inline int64_t index_bound(int64_t v) {
  if (v < at::indexing::INDEX_MIN) return at::indexing::INDEX_MIN;
  if (v > at::indexing::INDEX_MAX) return at::indexing::INDEX_MAX;
  return v;
}

// tensor_index_list converts n elements at p; an invalid kind, a zero slice
// step or a nil or freed tensor throws naming arg and the element.
inline std::vector<at::indexing::TensorIndex> tensor_index_list(const gt_tensor_index* p, int64_t n, const char* arg) {
  std::vector<at::indexing::TensorIndex> v;
  v.reserve(n > 0 ? static_cast<size_t>(n) : 0);
  for (int64_t i = 0; i < n; i++) {
    const gt_tensor_index& e = p[i];
    switch (e.kind) {
      case GT_INDEX_INT:
        v.emplace_back(static_cast<int64_t>(e.start));
        break;
      case GT_INDEX_BOOL:
        v.emplace_back(e.start != 0);
        break;
      case GT_INDEX_SLICE:
        if (e.step == 0) bad_element(arg, i, "slice step cannot be zero");
        v.emplace_back(at::indexing::Slice(index_bound(e.start), index_bound(e.stop), index_bound(e.step)));
        break;
      case GT_INDEX_NONE:
        v.emplace_back(at::indexing::None);
        break;
      case GT_INDEX_ELLIPSIS:
        v.emplace_back(at::indexing::Ellipsis);
        break;
      case GT_INDEX_TENSOR:
        if (!live(e.tensor)) bad_element(arg, i, "tensor is nil or has been freed");
        v.emplace_back(share(e.tensor));
        break;
      default:
        bad_element(arg, i, "not an index: want an integer, a bool, a *Tensor, Slice(...), Ellipsis or NewAxis");
    }
  }
  return v;
}

}  // namespace gotorch

#endif  // GOTORCH_INDEX_H
