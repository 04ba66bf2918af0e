// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#include "gotorch_support.h"
#include "gotorch_ivalue.h"

extern "C" {

// scale(Tensor x, float s=2.0) -> Tensor
struct gt_custom_gotorch_typed_scale_args {
  gt_tensor a_x;
  double a_s;
  gt_tensor out0;
};
static_assert(sizeof(gt_custom_gotorch_typed_scale_args) == 24, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_scale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_scale_args*>(args);
  gt_tensor a_x = a->a_x;
  double a_s = a->a_s;
  gt_tensor* out0 = &a->out0;
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
  gt_tensor out0;
  gt_tensor out1;
};
static_assert(sizeof(gt_custom_gotorch_typed_minmax_args) == 24, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_minmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_minmax_args*>(args);
  gt_tensor a_x = a->a_x;
  gt_tensor* out0 = &a->out0;
  gt_tensor* out1 = &a->out1;
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
  gt_tensor a_x = a->a_x;
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
  gt_tensor out0;
};
static_assert(sizeof(gt_custom_gotorch_typed_mismatch_args) == 24, "args layout differs from the Go side's");
char* gt_custom_gotorch_typed_mismatch(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_custom_gotorch_typed_mismatch_args*>(args);
  gt_tensor a_x = a->a_x;
  int64_t a_n = a->a_n;
  gt_tensor* out0 = &a->out0;
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
