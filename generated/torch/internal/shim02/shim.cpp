// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_cast_Char_ops.h>
#include <ATen/ops/_convolution_mode_ops.h>
#include <ATen/ops/_cummax_helper_ops.h>
#include <ATen/ops/_dimV_ops.h>
#include <ATen/ops/_efficientzerotensor_ops.h>
#include <ATen/ops/_embedding_bag_backward_ops.h>
#include <ATen/ops/_embedding_bag_ops.h>
#include <ATen/ops/_flash_scaled_dot_product_attention_ops.h>
#include <ATen/ops/_foreach_expm1_ops.h>
#include <ATen/ops/_gather_sparse_backward_ops.h>
#include <ATen/ops/_local_scalar_dense_ops.h>
#include <ATen/ops/_masked_scale_ops.h>
#include <ATen/ops/_mkldnn_transpose_ops.h>
#include <ATen/ops/_nested_select_backward_ops.h>
#include <ATen/ops/_resize_output_ops.h>
#include <ATen/ops/_slow_conv2d_forward_ops.h>
#include <ATen/ops/_sobol_engine_scramble_ops.h>
#include <ATen/ops/_sparse_broadcast_to_copy_ops.h>
#include <ATen/ops/_sparse_sum_backward_ops.h>
#include <ATen/ops/_sparse_sum_ops.h>
#include <ATen/ops/_standard_gamma_grad_ops.h>
#include <ATen/ops/_test_optional_floatlist_ops.h>
#include <ATen/ops/_trilinear_ops.h>
#include <ATen/ops/_triton_scaled_dot_attention_ops.h>
#include <ATen/ops/_version_ops.h>
#include <ATen/ops/adaptive_avg_pool1d_ops.h>
#include <ATen/ops/adaptive_max_pool3d_backward_ops.h>
#include <ATen/ops/adaptive_max_pool3d_ops.h>
#include <ATen/ops/addmm_ops.h>
#include <ATen/ops/addr_ops.h>
#include <ATen/ops/amax_ops.h>
#include <ATen/ops/arccos_ops.h>
#include <ATen/ops/arctanh_ops.h>
#include <ATen/ops/asinh_ops.h>
#include <ATen/ops/bartlett_window_ops.h>
#include <ATen/ops/batch_norm_ops.h>
#include <ATen/ops/batch_norm_stats_ops.h>
#include <ATen/ops/bitwise_not_ops.h>
#include <ATen/ops/cauchy_ops.h>
#include <ATen/ops/ccol_indices_ops.h>
#include <ATen/ops/celu_ops.h>
#include <ATen/ops/channel_shuffle_ops.h>
#include <ATen/ops/chunk_ops.h>
#include <ATen/ops/clone_ops.h>
#include <ATen/ops/coalesce_ops.h>
#include <ATen/ops/constant_pad_nd_ops.h>
#include <ATen/ops/conv1d_ops.h>
#include <ATen/ops/conv_depthwise3d_ops.h>
#include <ATen/ops/conv_transpose1d_ops.h>
#include <ATen/ops/convolution_overrideable_ops.h>
#include <ATen/ops/count_nonzero_ops.h>
#include <ATen/ops/cummaxmin_backward_ops.h>
#include <ATen/ops/deg2rad_ops.h>
#include <ATen/ops/det_ops.h>
#include <ATen/ops/detach_ops.h>
#include <ATen/ops/diagonal_backward_ops.h>
#include <ATen/ops/diagonal_ops.h>
#include <ATen/ops/diff_ops.h>
#include <ATen/ops/einsum_ops.h>
#include <ATen/ops/embedding_backward_ops.h>
#include <ATen/ops/embedding_ops.h>
#include <ATen/ops/expm1_ops.h>
#include <ATen/ops/eye_ops.h>
#include <ATen/ops/fbgemm_linear_int8_weight_ops.h>
#include <ATen/ops/fft_fft2_ops.h>
#include <ATen/ops/fft_hfft2_ops.h>
#include <ATen/ops/fill_diagonal_ops.h>
#include <ATen/ops/full_like_ops.h>
#include <ATen/ops/gather_backward_ops.h>
#include <ATen/ops/gather_ops.h>
#include <ATen/ops/histc_ops.h>
#include <ATen/ops/hspmm_ops.h>
#include <ATen/ops/igammac_ops.h>
#include <ATen/ops/index_reduce_ops.h>
#include <ATen/ops/indices_ops.h>
#include <ATen/ops/is_leaf_ops.h>
#include <ATen/ops/is_signed_ops.h>
#include <ATen/ops/isnan_ops.h>
#include <ATen/ops/kl_div_ops.h>
#include <ATen/ops/le_ops.h>
#include <ATen/ops/linalg_eig_ops.h>
#include <ATen/ops/linalg_eigvalsh_ops.h>
#include <ATen/ops/linalg_inv_ex_ops.h>
#include <ATen/ops/linalg_inv_ops.h>
#include <ATen/ops/linalg_matrix_exp_ops.h>
#include <ATen/ops/linalg_solve_triangular_ops.h>
#include <ATen/ops/linalg_svd_ops.h>
#include <ATen/ops/linalg_vecdot_ops.h>
#include <ATen/ops/log_sigmoid_backward_ops.h>
#include <ATen/ops/log_sigmoid_ops.h>
#include <ATen/ops/logical_and_ops.h>
#include <ATen/ops/logical_xor_ops.h>
#include <ATen/ops/lu_solve_ops.h>
#include <ATen/ops/matrix_power_ops.h>
#include <ATen/ops/max_pool3d_with_indices_backward_ops.h>
#include <ATen/ops/max_pool3d_with_indices_ops.h>
#include <ATen/ops/miopen_convolution_ops.h>
#include <ATen/ops/miopen_convolution_transpose_ops.h>
#include <ATen/ops/miopen_rnn_backward_ops.h>
#include <ATen/ops/miopen_rnn_ops.h>
#include <ATen/ops/mkldnn_linear_backward_input_ops.h>
#include <ATen/ops/mode_ops.h>
#include <ATen/ops/movedim_ops.h>
#include <ATen/ops/multinomial_ops.h>
#include <ATen/ops/mv_ops.h>
#include <ATen/ops/narrow_ops.h>
#include <ATen/ops/native_dropout_backward_ops.h>
#include <ATen/ops/native_dropout_ops.h>
#include <ATen/ops/negative_ops.h>
#include <ATen/ops/nextafter_ops.h>
#include <ATen/ops/normal_ops.h>
#include <ATen/ops/ones_like_ops.h>
#include <ATen/ops/pad_ops.h>
#include <ATen/ops/pin_memory_ops.h>
#include <ATen/ops/positive_ops.h>
#include <ATen/ops/q_per_channel_scales_ops.h>
#include <ATen/ops/qr_ops.h>
#include <ATen/ops/rad2deg_ops.h>
#include <ATen/ops/random_ops.h>
#include <ATen/ops/range_ops.h>
#include <ATen/ops/repeat_interleave_ops.h>
#include <ATen/ops/repeat_ops.h>
#include <ATen/ops/reshape_as_ops.h>
#include <ATen/ops/resolve_neg_ops.h>
#include <ATen/ops/selu_ops.h>
#include <ATen/ops/sinc_ops.h>
#include <ATen/ops/slow_conv3d_forward_ops.h>
#include <ATen/ops/slow_conv_dilated3d_ops.h>
#include <ATen/ops/soft_margin_loss_backward_ops.h>
#include <ATen/ops/soft_margin_loss_ops.h>
#include <ATen/ops/sparse_resize_and_clear_ops.h>
#include <ATen/ops/sparse_resize_ops.h>
#include <ATen/ops/sparse_sampled_addmm_ops.h>
#include <ATen/ops/special_bessel_j0_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_v_ops.h>
#include <ATen/ops/special_expm1_ops.h>
#include <ATen/ops/special_gammainc_ops.h>
#include <ATen/ops/special_hermite_polynomial_he_ops.h>
#include <ATen/ops/special_log_ndtr_ops.h>
#include <ATen/ops/special_modified_bessel_k1_ops.h>
#include <ATen/ops/special_sinc_ops.h>
#include <ATen/ops/special_spherical_bessel_j0_ops.h>
#include <ATen/ops/special_xlogy_ops.h>
#include <ATen/ops/std_mean_ops.h>
#include <ATen/ops/std_ops.h>
#include <ATen/ops/type_as_ops.h>
#include <ATen/ops/unique_dim_consecutive_ops.h>
#include <ATen/ops/unsqueeze_ops.h>
#include <ATen/ops/view_as_complex_copy_ops.h>
#include <ATen/ops/view_as_real_copy_ops.h>
#include <ATen/ops/xlogy_ops.h>

extern "C" {

char* gt__cast_Char(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Char::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__convolution_mode(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_convolution_mode::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cummax_helper(gt_tensor a_self, gt_tensor a_values, gt_tensor a_indices, int64_t a_dim) {
  GT_TRY
  at::_ops::_cummax_helper::call(gotorch::ref(a_self), gotorch::ref(a_values), gotorch::ref(a_indices), a_dim);
  GT_CATCH
}

char* gt__dimV(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_dimV::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__efficientzerotensor(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_efficientzerotensor::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__efficientzerotensor_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_efficientzerotensor_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__embedding_bag(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::_embedding_bag::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset, a_padding_idx);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt__embedding_bag_out(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3) {
  GT_TRY
  at::_ops::_embedding_bag_out::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset, a_padding_idx, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3));
  GT_CATCH
}

char* gt__embedding_bag_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_embedding_bag_backward::call(gotorch::ref(a_grad), gotorch::ref(a_indices), gotorch::ref(a_offsets), gotorch::ref(a_offset2bag), gotorch::ref(a_bag_size), gotorch::ref(a_maximum_indices), a_num_weights, a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__flash_scaled_dot_product_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_cum_seq_q, gt_tensor a_cum_seq_k, int64_t a_max_q, int64_t a_max_k, double a_dropout_p, bool a_is_causal, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_flash_scaled_dot_product_attention::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), gotorch::ref(a_cum_seq_q), gotorch::ref(a_cum_seq_k), a_max_q, a_max_k, a_dropout_p, a_is_causal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__foreach_expm1(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_expm1::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_expm1_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_expm1_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_expm1_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_expm1_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__gather_sparse_backward(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_grad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_gather_sparse_backward::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_grad));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__local_scalar_dense(gt_tensor a_self, gt_scalar* out0) {
  GT_TRY
  auto r = at::_ops::_local_scalar_dense::call(gotorch::ref(a_self));
  *out0 = gotorch::from_scalar(std::move(r));
  GT_CATCH
}

char* gt__masked_scale(gt_tensor a_self, gt_tensor a_mask, double a_scale, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_masked_scale::call(gotorch::ref(a_self), gotorch::ref(a_mask), a_scale);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__masked_scale_out(gt_tensor a_self, gt_tensor a_mask, double a_scale, gt_tensor a_out) {
  GT_TRY
  at::_ops::_masked_scale_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), a_scale, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__mkldnn_transpose(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_mkldnn_transpose::call(gotorch::ref(a_self), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mkldnn_transpose_out(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor a_out) {
  GT_TRY
  at::_ops::_mkldnn_transpose_out::call(gotorch::ref(a_self), a_dim0, a_dim1, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__mkldnn_transpose_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1) {
  GT_TRY
  at::_ops::_mkldnn_transpose_::call(gotorch::ref(a_self), a_dim0, a_dim1);
  GT_CATCH
}

char* gt__nested_select_backward(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_select_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__resize_output(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_resize_output::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__resize_output_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device, gt_tensor a_out) {
  GT_TRY
  at::_ops::_resize_output_out::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__resize_output_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device) {
  GT_TRY
  at::_ops::_resize_output_::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device));
  GT_CATCH
}

char* gt__slow_conv2d_forward(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_slow_conv2d_forward::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__slow_conv2d_forward_output(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_output) {
  GT_TRY
  at::_ops::_slow_conv2d_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_output));
  GT_CATCH
}

char* gt__sobol_engine_scramble_(gt_tensor a_self, gt_tensor a_ltm, int64_t a_dimension) {
  GT_TRY
  at::_ops::_sobol_engine_scramble_::call(gotorch::ref(a_self), gotorch::ref(a_ltm), a_dimension);
  GT_CATCH
}

char* gt__sparse_broadcast_to_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_broadcast_to_copy::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_broadcast_to_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_broadcast_to_copy_out::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_sum(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sum::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sum_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sum_dim::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sum_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sum_dim_dtype::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sum_dim_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_sum_dim_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_sum_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sum_dtype::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sum_backward(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sum_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sum_backward_out(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_sum_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__standard_gamma_grad(gt_tensor a_self, gt_tensor a_output, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_standard_gamma_grad::call(gotorch::ref(a_self), gotorch::ref(a_output));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__standard_gamma_grad_out(gt_tensor a_self, gt_tensor a_output, gt_tensor a_out) {
  GT_TRY
  at::_ops::_standard_gamma_grad_out::call(gotorch::ref(a_self), gotorch::ref(a_output), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_optional_floatlist(gt_tensor a_values, const double* a_addends, int64_t a_addends_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_optional_floatlist::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_optional_floatlist_out(gt_tensor a_values, const double* a_addends, int64_t a_addends_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_optional_floatlist_out::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__trilinear(gt_tensor a_i1, gt_tensor a_i2, gt_tensor a_i3, const int64_t* a_expand1, int64_t a_expand1_len, const int64_t* a_expand2, int64_t a_expand2_len, const int64_t* a_expand3, int64_t a_expand3_len, const int64_t* a_sumdim, int64_t a_sumdim_len, int64_t a_unroll_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_trilinear::call(gotorch::ref(a_i1), gotorch::ref(a_i2), gotorch::ref(a_i3), at::IntArrayRef(a_expand1, a_expand1_len), at::IntArrayRef(a_expand2, a_expand2_len), at::IntArrayRef(a_expand3, a_expand3_len), at::IntArrayRef(a_sumdim, a_sumdim_len), a_unroll_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__trilinear_out(gt_tensor a_i1, gt_tensor a_i2, gt_tensor a_i3, const int64_t* a_expand1, int64_t a_expand1_len, const int64_t* a_expand2, int64_t a_expand2_len, const int64_t* a_expand3, int64_t a_expand3_len, const int64_t* a_sumdim, int64_t a_sumdim_len, int64_t a_unroll_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::_trilinear_out::call(gotorch::ref(a_i1), gotorch::ref(a_i2), gotorch::ref(a_i3), at::IntArrayRef(a_expand1, a_expand1_len), at::IntArrayRef(a_expand2, a_expand2_len), at::IntArrayRef(a_expand3, a_expand3_len), at::IntArrayRef(a_sumdim, a_sumdim_len), a_unroll_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__triton_scaled_dot_attention(gt_tensor a_q, gt_tensor a_k, gt_tensor a_v, double a_dropout_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_triton_scaled_dot_attention::call(gotorch::ref(a_q), gotorch::ref(a_k), gotorch::ref(a_v), a_dropout_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__triton_scaled_dot_attention_out(gt_tensor a_q, gt_tensor a_k, gt_tensor a_v, double a_dropout_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::_triton_scaled_dot_attention_out::call(gotorch::ref(a_q), gotorch::ref(a_k), gotorch::ref(a_v), a_dropout_p, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__version(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_version::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_adaptive_avg_pool1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool1d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_adaptive_max_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::adaptive_max_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_adaptive_max_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out, gt_tensor a_indices) {
  GT_TRY
  at::_ops::adaptive_max_pool3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_adaptive_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adaptive_max_pool3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_adaptive_max_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::adaptive_max_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addmm::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::addmm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addmm_(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::addmm_::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_addr(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addr::call(gotorch::ref(a_self), gotorch::ref(a_vec1), gotorch::ref(a_vec2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addr_out(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::addr_out::call(gotorch::ref(a_self), gotorch::ref(a_vec1), gotorch::ref(a_vec2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addr_(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::addr_::call(gotorch::ref(a_self), gotorch::ref(a_vec1), gotorch::ref(a_vec2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_amax(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::amax::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_amax_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::amax_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arccos(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arccos::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arccos_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arccos_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arccos_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arccos_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_arctanh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arctanh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arctanh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arctanh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arctanh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arctanh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_asinh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::asinh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_asinh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::asinh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_asinh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::asinh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_bartlett_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bartlett_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bartlett_window_out(int64_t a_window_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::bartlett_window_out::call(a_window_length, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bartlett_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bartlett_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bartlett_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out) {
  GT_TRY
  at::_ops::bartlett_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::batch_norm::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_batch_norm_stats(gt_tensor a_input, double a_eps, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::batch_norm_stats::call(gotorch::ref(a_input), a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_batch_norm_stats_out(gt_tensor a_input, double a_eps, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::batch_norm_stats_out::call(gotorch::ref(a_input), a_eps, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_bitwise_not(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_not::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_not_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_not_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_not_(gt_tensor a_self) {
  GT_TRY
  at::_ops::bitwise_not_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_cauchy(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cauchy::call(gotorch::ref(a_self), a_median, a_sigma, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cauchy_out(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::cauchy_out::call(gotorch::ref(a_self), a_median, a_sigma, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cauchy_(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator) {
  GT_TRY
  at::_ops::cauchy_::call(gotorch::ref(a_self), a_median, a_sigma, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_ccol_indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ccol_indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_celu(gt_tensor a_self, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::celu::call(gotorch::ref(a_self), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_celu_out(gt_tensor a_self, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::celu_out::call(gotorch::ref(a_self), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_celu_(gt_tensor a_self, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::celu_::call(gotorch::ref(a_self), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_channel_shuffle(gt_tensor a_self, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::channel_shuffle::call(gotorch::ref(a_self), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_channel_shuffle_out(gt_tensor a_self, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::channel_shuffle_out::call(gotorch::ref(a_self), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_chunk(gt_tensor a_self, int64_t a_chunks, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::chunk::call(gotorch::ref(a_self), a_chunks, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_clone(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clone::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clone_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::clone_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_coalesce(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::coalesce::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_constant_pad_nd(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::constant_pad_nd::call(gotorch::ref(a_self), at::IntArrayRef(a_pad, a_pad_len), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_constant_pad_nd_out(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::constant_pad_nd_out::call(gotorch::ref(a_self), at::IntArrayRef(a_pad, a_pad_len), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_conv1d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv1d::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv1d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv1d_padding::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_depthwise3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv_depthwise3d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_depthwise3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::conv_depthwise3d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_conv_transpose1d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv_transpose1d::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_convolution_overrideable(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::convolution_overrideable::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_convolution_overrideable_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::convolution_overrideable_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_count_nonzero(gt_tensor a_self, const int64_t* a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::count_nonzero::call(gotorch::ref(a_self), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_count_nonzero_dim_IntList(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::count_nonzero_dim_IntList::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_count_nonzero_dim_IntList_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::count_nonzero_dim_IntList_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_count_nonzero_out(gt_tensor a_self, const int64_t* a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::count_nonzero_out::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cummaxmin_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor a_indices, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cummaxmin_backward::call(gotorch::ref(a_grad), gotorch::ref(a_input), gotorch::ref(a_indices), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_deg2rad(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::deg2rad::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_deg2rad_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::deg2rad_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_deg2rad_(gt_tensor a_self) {
  GT_TRY
  at::_ops::deg2rad_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_det(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::det::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_detach(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::detach::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_detach_(gt_tensor a_self) {
  GT_TRY
  at::_ops::detach_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_diagonal(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagonal::call(gotorch::ref(a_self), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_Dimname(gt_tensor a_self, const char* a_outdim, int64_t a_outdim_len, const char* a_dim1, int64_t a_dim1_len, const char* a_dim2, int64_t a_dim2_len, int64_t a_offset, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagonal_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_outdim, a_outdim_len), gotorch::dimname(a_dim1, a_dim1_len), gotorch::dimname(a_dim2, a_dim2_len), a_offset);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagonal_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out) {
  GT_TRY
  at::_ops::diagonal_backward_out::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_offset, a_dim1, a_dim2, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_diff(gt_tensor a_self, int64_t a_n, int64_t a_dim, gt_tensor a_prepend, gt_tensor a_append, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diff::call(gotorch::ref(a_self), a_n, a_dim, gotorch::opt(a_prepend), gotorch::opt(a_append));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diff_out(gt_tensor a_self, int64_t a_n, int64_t a_dim, gt_tensor a_prepend, gt_tensor a_append, gt_tensor a_out) {
  GT_TRY
  at::_ops::diff_out::call(gotorch::ref(a_self), a_n, a_dim, gotorch::opt(a_prepend), gotorch::opt(a_append), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_einsum(const char* a_equation, int64_t a_equation_len, const gt_tensor* a_tensors, int64_t a_tensors_len, const int64_t* a_path, int64_t a_path_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::einsum::call(gotorch::str(a_equation, a_equation_len), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::opt_list(a_path, a_path_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_embedding(gt_tensor a_weight, gt_tensor a_indices, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::embedding::call(gotorch::ref(a_weight), gotorch::ref(a_indices), a_padding_idx, a_scale_grad_by_freq, a_sparse);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_embedding_out(gt_tensor a_weight, gt_tensor a_indices, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor a_out) {
  GT_TRY
  at::_ops::embedding_out::call(gotorch::ref(a_weight), gotorch::ref(a_indices), a_padding_idx, a_scale_grad_by_freq, a_sparse, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_embedding_backward(gt_tensor a_grad, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::embedding_backward::call(gotorch::ref(a_grad), gotorch::ref(a_indices), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq, a_sparse);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_expm1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::expm1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_expm1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::expm1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_expm1_(gt_tensor a_self) {
  GT_TRY
  at::_ops::expm1_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_eye(int64_t a_n, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::eye::call(a_n, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_eye_m(int64_t a_n, int64_t a_m, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::eye_m::call(a_n, a_m, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_eye_m_out(int64_t a_n, int64_t a_m, gt_tensor a_out) {
  GT_TRY
  at::_ops::eye_m_out::call(a_n, a_m, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_eye_out(int64_t a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::eye_out::call(a_n, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fbgemm_linear_int8_weight(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_packed, gt_tensor a_col_offsets, gt_scalar a_weight_scale, gt_scalar a_weight_zero_point, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_linear_int8_weight::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::ref(a_packed), gotorch::ref(a_col_offsets), gotorch::scalar(a_weight_scale), gotorch::scalar(a_weight_zero_point), gotorch::ref(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_fft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_fft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_hfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_hfft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_hfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_hfft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fill_diagonal_(gt_tensor a_self, gt_scalar a_fill_value, bool a_wrap) {
  GT_TRY
  at::_ops::fill_diagonal_::call(gotorch::ref(a_self), gotorch::scalar(a_fill_value), a_wrap);
  GT_CATCH
}

char* gt_full_like(gt_tensor a_self, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::full_like::call(gotorch::ref(a_self), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_full_like_out(gt_tensor a_self, gt_scalar a_fill_value, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::full_like_out::call(gotorch::ref(a_self), gotorch::scalar(a_fill_value), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gather(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gather::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gather_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gather_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gather_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, bool a_sparse_grad, gt_tensor a_out) {
  GT_TRY
  at::_ops::gather_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), a_sparse_grad, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gather_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor a_out) {
  GT_TRY
  at::_ops::gather_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), a_sparse_grad, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gather_backward(gt_tensor a_grad, gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gather_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), a_dim, gotorch::ref(a_index), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_histc(gt_tensor a_self, int64_t a_bins, gt_scalar a_min, gt_scalar a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::histc::call(gotorch::ref(a_self), a_bins, gotorch::scalar(a_min), gotorch::scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_histc_out(gt_tensor a_self, int64_t a_bins, gt_scalar a_min, gt_scalar a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::histc_out::call(gotorch::ref(a_self), a_bins, gotorch::scalar(a_min), gotorch::scalar(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hspmm(gt_tensor a_mat1, gt_tensor a_mat2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hspmm::call(gotorch::ref(a_mat1), gotorch::ref(a_mat2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hspmm_out(gt_tensor a_mat1, gt_tensor a_mat2, gt_tensor a_out) {
  GT_TRY
  at::_ops::hspmm_out::call(gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_igammac(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::igammac::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_igammac_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::igammac_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_igammac_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::igammac_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_index_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_reduce::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::str(a_reduce, a_reduce_len), a_include_self);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_reduce_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::str(a_reduce, a_reduce_len), a_include_self, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_reduce_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self) {
  GT_TRY
  at::_ops::index_reduce_::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::str(a_reduce, a_reduce_len), a_include_self);
  GT_CATCH
}

char* gt_indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_is_leaf(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_leaf::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_signed(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_signed::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isnan(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isnan::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isnan_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::isnan_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_kl_div(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, bool a_log_target, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::kl_div::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_log_target);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_le_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::le_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_le_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::le_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_le_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::le_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_le_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::le_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_le__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::le__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_le__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::le__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_linalg_eig(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_eig::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_eig_out(gt_tensor a_self, gt_tensor a_eigenvalues, gt_tensor a_eigenvectors) {
  GT_TRY
  at::_ops::linalg_eig_out::call(gotorch::ref(a_self), gotorch::ref(a_eigenvalues), gotorch::ref(a_eigenvectors));
  GT_CATCH
}

char* gt_linalg_eigvalsh(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_eigvalsh::call(gotorch::ref(a_self), gotorch::str(a_UPLO, a_UPLO_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_eigvalsh_out(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_eigvalsh_out::call(gotorch::ref(a_self), gotorch::str(a_UPLO, a_UPLO_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_inv(gt_tensor a_A, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_inv::call(gotorch::ref(a_A));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_inv_out(gt_tensor a_A, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_inv_out::call(gotorch::ref(a_A), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_inv_ex(gt_tensor a_A, bool a_check_errors, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_inv_ex::call(gotorch::ref(a_A), a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_inv_ex_inverse(gt_tensor a_A, bool a_check_errors, gt_tensor a_inverse, gt_tensor a_info) {
  GT_TRY
  at::_ops::linalg_inv_ex_inverse::call(gotorch::ref(a_A), a_check_errors, gotorch::ref(a_inverse), gotorch::ref(a_info));
  GT_CATCH
}

char* gt_linalg_matrix_exp(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_exp::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_exp_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_exp_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_solve_triangular(gt_tensor a_self, gt_tensor a_B, bool a_upper, bool a_left, bool a_unitriangular, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_solve_triangular::call(gotorch::ref(a_self), gotorch::ref(a_B), a_upper, a_left, a_unitriangular);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_solve_triangular_out(gt_tensor a_self, gt_tensor a_B, bool a_upper, bool a_left, bool a_unitriangular, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_solve_triangular_out::call(gotorch::ref(a_self), gotorch::ref(a_B), a_upper, a_left, a_unitriangular, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_svd(gt_tensor a_A, bool a_full_matrices, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::linalg_svd::call(gotorch::ref(a_A), a_full_matrices, gotorch::opt_str(a_driver, a_driver_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_svd_U(gt_tensor a_A, bool a_full_matrices, const char* a_driver, int64_t a_driver_len, gt_tensor a_U, gt_tensor a_S, gt_tensor a_Vh) {
  GT_TRY
  at::_ops::linalg_svd_U::call(gotorch::ref(a_A), a_full_matrices, gotorch::opt_str(a_driver, a_driver_len), gotorch::ref(a_U), gotorch::ref(a_S), gotorch::ref(a_Vh));
  GT_CATCH
}

char* gt_linalg_vecdot(gt_tensor a_x, gt_tensor a_y, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_vecdot::call(gotorch::ref(a_x), gotorch::ref(a_y), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_vecdot_out(gt_tensor a_x, gt_tensor a_y, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_vecdot_out::call(gotorch::ref(a_x), gotorch::ref(a_y), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log_sigmoid(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log_sigmoid::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_sigmoid_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::log_sigmoid_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log_sigmoid_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_buffer, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log_sigmoid_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_buffer));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_sigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_buffer, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::log_sigmoid_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_buffer), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_logical_and(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logical_and::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logical_and_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::logical_and_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logical_and_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::logical_and_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_logical_xor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logical_xor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logical_xor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::logical_xor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logical_xor_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::logical_xor_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_lu_solve(gt_tensor a_self, gt_tensor a_LU_data, gt_tensor a_LU_pivots, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lu_solve::call(gotorch::ref(a_self), gotorch::ref(a_LU_data), gotorch::ref(a_LU_pivots));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lu_solve_out(gt_tensor a_self, gt_tensor a_LU_data, gt_tensor a_LU_pivots, gt_tensor a_out) {
  GT_TRY
  at::_ops::lu_solve_out::call(gotorch::ref(a_self), gotorch::ref(a_LU_data), gotorch::ref(a_LU_pivots), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_matrix_power(gt_tensor a_self, int64_t a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::matrix_power::call(gotorch::ref(a_self), a_n);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_matrix_power_out(gt_tensor a_self, int64_t a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::matrix_power_out::call(gotorch::ref(a_self), a_n, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_max_pool3d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::max_pool3d_with_indices::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_max_pool3d_with_indices_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out, gt_tensor a_indices) {
  GT_TRY
  at::_ops::max_pool3d_with_indices_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_max_pool3d_with_indices_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_pool3d_with_indices_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_pool3d_with_indices_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::max_pool3d_with_indices_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_miopen_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::miopen_convolution::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_miopen_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out) {
  GT_TRY
  at::_ops::miopen_convolution_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_miopen_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::miopen_convolution_transpose::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_miopen_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out) {
  GT_TRY
  at::_ops::miopen_convolution_transpose_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_miopen_rnn(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::miopen_rnn::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_hx), gotorch::opt(a_cx), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt_miopen_rnn_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4) {
  GT_TRY
  at::_ops::miopen_rnn_out::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_hx), gotorch::opt(a_cx), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3), gotorch::ref(a_out4));
  GT_CATCH
}

char* gt_miopen_rnn_backward(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor** out3, int64_t* out3_len) {
  GT_TRY
  auto r = at::_ops::miopen_rnn_backward::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), gotorch::ref(a_output), gotorch::opt(a_grad_output), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_reserve), gotorch::bool_array<4>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len);
  GT_CATCH
}

char* gt_miopen_rnn_backward_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, const gt_tensor* a_out3, int64_t a_out3_len) {
  GT_TRY
  at::_ops::miopen_rnn_backward_out::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), gotorch::ref(a_output), gotorch::opt(a_grad_output), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_reserve), gotorch::bool_array<4>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), at::TensorList(gotorch::tensors(a_out3, a_out3_len)));
  GT_CATCH
}

char* gt_mkldnn_linear_backward_input(const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward_input::call(at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_grad_output), gotorch::ref(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_linear_backward_input_out(const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_linear_backward_input_out::call(at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mode(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::mode::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mode_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::mode_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mode_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::mode_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_mode_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::mode_values::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_movedim_int(gt_tensor a_self, int64_t a_source, int64_t a_destination, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::movedim_int::call(gotorch::ref(a_self), a_source, a_destination);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_movedim_intlist(gt_tensor a_self, const int64_t* a_source, int64_t a_source_len, const int64_t* a_destination, int64_t a_destination_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::movedim_intlist::call(gotorch::ref(a_self), at::IntArrayRef(a_source, a_source_len), at::IntArrayRef(a_destination, a_destination_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multinomial(gt_tensor a_self, int64_t a_num_samples, bool a_replacement, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multinomial::call(gotorch::ref(a_self), a_num_samples, a_replacement, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multinomial_out(gt_tensor a_self, int64_t a_num_samples, bool a_replacement, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::multinomial_out::call(gotorch::ref(a_self), a_num_samples, a_replacement, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mv(gt_tensor a_self, gt_tensor a_vec, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mv::call(gotorch::ref(a_self), gotorch::ref(a_vec));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mv_out(gt_tensor a_self, gt_tensor a_vec, gt_tensor a_out) {
  GT_TRY
  at::_ops::mv_out::call(gotorch::ref(a_self), gotorch::ref(a_vec), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_narrow(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::narrow::call(gotorch::ref(a_self), a_dim, a_start, a_length);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_narrow_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_start, int64_t a_length, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::narrow_Tensor::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_start), a_length);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_native_dropout(gt_tensor a_input, double a_p, const bool* a_train, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::native_dropout::call(gotorch::ref(a_input), a_p, gotorch::opt_value(a_train));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_native_dropout_out(gt_tensor a_input, double a_p, const bool* a_train, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::native_dropout_out::call(gotorch::ref(a_input), a_p, gotorch::opt_value(a_train), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_native_dropout_backward(gt_tensor a_grad_output, gt_tensor a_mask, double a_scale, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::native_dropout_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_mask), a_scale);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_native_dropout_backward_out(gt_tensor a_grad_output, gt_tensor a_mask, double a_scale, gt_tensor a_out) {
  GT_TRY
  at::_ops::native_dropout_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_mask), a_scale, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_negative(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::negative::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_negative_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::negative_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_negative_(gt_tensor a_self) {
  GT_TRY
  at::_ops::negative_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_nextafter(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nextafter::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nextafter_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::nextafter_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nextafter_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::nextafter_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_normal_Tensor_Tensor(gt_tensor a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::normal_Tensor_Tensor::call(gotorch::ref(a_mean), gotorch::ref(a_std), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_normal_Tensor_Tensor_out(gt_tensor a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::normal_Tensor_Tensor_out::call(gotorch::ref(a_mean), gotorch::ref(a_std), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_normal_Tensor_float(gt_tensor a_mean, double a_std, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::normal_Tensor_float::call(gotorch::ref(a_mean), a_std, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_normal_Tensor_float_out(gt_tensor a_mean, double a_std, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::normal_Tensor_float_out::call(gotorch::ref(a_mean), a_std, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_normal_float_Tensor(double a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::normal_float_Tensor::call(a_mean, gotorch::ref(a_std), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_normal_float_Tensor_out(double a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::normal_float_Tensor_out::call(a_mean, gotorch::ref(a_std), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_normal_float_float(double a_mean, double a_std, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::normal_float_float::call(a_mean, a_std, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_normal_float_float_out(double a_mean, double a_std, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::normal_float_float_out::call(a_mean, a_std, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_normal_out(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::normal_out::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_normal_(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator) {
  GT_TRY
  at::_ops::normal_::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_normal_functional(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::normal_functional::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ones_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ones_like::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ones_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::ones_like_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pad(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, const char* a_mode, int64_t a_mode_len, const double* a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pad::call(gotorch::ref(a_self), at::IntArrayRef(a_pad, a_pad_len), gotorch::str(a_mode, a_mode_len), gotorch::opt_value(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pin_memory(gt_tensor a_self, gt_device a_device, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pin_memory::call(gotorch::ref(a_self), gotorch::opt_device(a_device));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_positive(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::positive::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_q_per_channel_scales(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::q_per_channel_scales::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_q_per_channel_scales_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::q_per_channel_scales_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_qr(gt_tensor a_self, bool a_some, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::qr::call(gotorch::ref(a_self), a_some);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_qr_Q(gt_tensor a_self, bool a_some, gt_tensor a_Q, gt_tensor a_R) {
  GT_TRY
  at::_ops::qr_Q::call(gotorch::ref(a_self), a_some, gotorch::ref(a_Q), gotorch::ref(a_R));
  GT_CATCH
}

char* gt_rad2deg(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rad2deg::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rad2deg_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::rad2deg_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rad2deg_(gt_tensor a_self) {
  GT_TRY
  at::_ops::rad2deg_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_random(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::random::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_random_from(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::random_from::call(gotorch::ref(a_self), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_random_from_out(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::random_from_out::call(gotorch::ref(a_self), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_random_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::random_out::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_random_to(gt_tensor a_self, int64_t a_to, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::random_to::call(gotorch::ref(a_self), a_to, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_random_to_out(gt_tensor a_self, int64_t a_to, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::random_to_out::call(gotorch::ref(a_self), a_to, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_random_(gt_tensor a_self, gt_generator a_generator) {
  GT_TRY
  at::_ops::random_::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_random__from(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator) {
  GT_TRY
  at::_ops::random__from::call(gotorch::ref(a_self), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_random__to(gt_tensor a_self, int64_t a_to, gt_generator a_generator) {
  GT_TRY
  at::_ops::random__to::call(gotorch::ref(a_self), a_to, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_range(gt_scalar a_start, gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::range::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_range_out(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::range_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_range_out_(gt_scalar a_start, gt_scalar a_end, gt_tensor a_out) {
  GT_TRY
  at::_ops::range_out_::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_range_step(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::range_step::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_repeat(gt_tensor a_self, const int64_t* a_repeats, int64_t a_repeats_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::repeat::call(gotorch::ref(a_self), gotorch::symints(a_repeats, a_repeats_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_repeat_out(gt_tensor a_self, const int64_t* a_repeats, int64_t a_repeats_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::repeat_out::call(gotorch::ref(a_self), gotorch::symints(a_repeats, a_repeats_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_repeat_interleave_Tensor(gt_tensor a_repeats, const int64_t* a_output_size, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::repeat_interleave_Tensor::call(gotorch::ref(a_repeats), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_repeat_interleave_Tensor_out(gt_tensor a_repeats, const int64_t* a_output_size, gt_tensor a_out) {
  GT_TRY
  at::_ops::repeat_interleave_Tensor_out::call(gotorch::ref(a_repeats), gotorch::opt_value(a_output_size), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_repeat_interleave_self_Tensor(gt_tensor a_self, gt_tensor a_repeats, const int64_t* a_dim, const int64_t* a_output_size, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::repeat_interleave_self_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_repeats), gotorch::opt_value(a_dim), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_repeat_interleave_self_int(gt_tensor a_self, int64_t a_repeats, const int64_t* a_dim, const int64_t* a_output_size, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::repeat_interleave_self_int::call(gotorch::ref(a_self), a_repeats, gotorch::opt_value(a_dim), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reshape_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reshape_as::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_resolve_neg(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::resolve_neg::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_selu(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::selu::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_selu_(gt_tensor a_self) {
  GT_TRY
  at::_ops::selu_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_sinc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sinc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sinc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sinc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sinc_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sinc_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_slow_conv3d_forward(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv3d_forward::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv3d_forward_output(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_output) {
  GT_TRY
  at::_ops::slow_conv3d_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_output));
  GT_CATCH
}

char* gt_slow_conv_dilated3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv_dilated3d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv_dilated3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::slow_conv_dilated3d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_soft_margin_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::soft_margin_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_soft_margin_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::soft_margin_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_soft_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::soft_margin_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_soft_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::soft_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_sparse_resize(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_resize::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_resize_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::sparse_resize_out::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sparse_resize_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim) {
  GT_TRY
  at::_ops::sparse_resize_::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  GT_CATCH
}

char* gt_sparse_resize_and_clear(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_resize_and_clear::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_resize_and_clear_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::sparse_resize_and_clear_out::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sparse_resize_and_clear_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim) {
  GT_TRY
  at::_ops::sparse_resize_and_clear_::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  GT_CATCH
}

char* gt_sparse_sampled_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_sampled_addmm::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_sampled_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::sparse_sampled_addmm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_bessel_j0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_bessel_j0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_bessel_j0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_bessel_j0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_v_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_expm1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_expm1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_expm1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_expm1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_gammainc(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_gammainc::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_gammainc_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_gammainc_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_he_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_he_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_he_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_he_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_log_ndtr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_log_ndtr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_log_ndtr_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_log_ndtr_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_modified_bessel_k1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_modified_bessel_k1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_modified_bessel_k1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_modified_bessel_k1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_sinc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_sinc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_sinc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_sinc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_spherical_bessel_j0(gt_tensor a_x, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_spherical_bessel_j0::call(gotorch::ref(a_x));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_spherical_bessel_j0_out(gt_tensor a_x, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_spherical_bessel_j0_out::call(gotorch::ref(a_x), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlogy(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlogy::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlogy_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlogy_other_scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlogy_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlogy_other_scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlogy_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlogy_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlogy_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlogy_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlogy_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlogy_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_std(gt_tensor a_self, bool a_unbiased, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::std::call(gotorch::ref(a_self), a_unbiased);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_std_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::std_correction::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_std_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::std_correction_names::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_std_correction_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::std_correction_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_std_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::std_correction_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_std_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::std_dim::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_std_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::std_names_dim::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_std_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::std_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_std_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::std_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_std_mean(gt_tensor a_self, bool a_unbiased, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::std_mean::call(gotorch::ref(a_self), a_unbiased);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_std_mean_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::std_mean_correction::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_std_mean_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::std_mean_correction_names::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_std_mean_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::std_mean_correction_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_std_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::std_mean_dim::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_std_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::std_mean_names_dim::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_type_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::type_as::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unique_dim_consecutive(gt_tensor a_self, int64_t a_dim, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::unique_dim_consecutive::call(gotorch::ref(a_self), a_dim, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_unique_dim_consecutive_out(gt_tensor a_self, int64_t a_dim, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::unique_dim_consecutive_out::call(gotorch::ref(a_self), a_dim, a_return_inverse, a_return_counts, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_unsqueeze(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unsqueeze::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unsqueeze_(gt_tensor a_self, int64_t a_dim) {
  GT_TRY
  at::_ops::unsqueeze_::call(gotorch::ref(a_self), a_dim);
  GT_CATCH
}

char* gt_view_as_complex_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_as_complex_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_as_complex_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::view_as_complex_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_view_as_real_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_as_real_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_as_real_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::view_as_real_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_xlogy_OutScalar_Other(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::xlogy_OutScalar_Other::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_xlogy_OutScalar_Self(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::xlogy_OutScalar_Self::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_xlogy_OutTensor(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::xlogy_OutTensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_xlogy_Scalar_Other(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::xlogy_Scalar_Other::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_xlogy_Scalar_Self(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::xlogy_Scalar_Self::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_xlogy_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::xlogy_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_xlogy__Scalar_Other(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::xlogy__Scalar_Other::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_xlogy__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::xlogy__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

}  // extern "C"
