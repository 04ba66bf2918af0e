// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_adaptive_avg_pool2d_ops.h>
#include <ATen/ops/_amp_foreach_non_finite_check_and_unscale_ops.h>
#include <ATen/ops/_autocast_to_reduced_precision_ops.h>
#include <ATen/ops/_cast_Byte_ops.h>
#include <ATen/ops/_cast_Float_ops.h>
#include <ATen/ops/_conj_copy_ops.h>
#include <ATen/ops/_convolution_double_backward_ops.h>
#include <ATen/ops/_copy_from_ops.h>
#include <ATen/ops/_ctc_loss_ops.h>
#include <ATen/ops/_cufft_get_plan_cache_size_ops.h>
#include <ATen/ops/_cummin_helper_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_channel_affine_backward_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_tensor_affine_backward_ops.h>
#include <ATen/ops/_fft_r2c_ops.h>
#include <ATen/ops/_foreach_add_ops.h>
#include <ATen/ops/_foreach_cos_ops.h>
#include <ATen/ops/_foreach_cosh_ops.h>
#include <ATen/ops/_grid_sampler_2d_cpu_fallback_ops.h>
#include <ATen/ops/_histogramdd_from_bin_cts_ops.h>
#include <ATen/ops/_linalg_check_errors_ops.h>
#include <ATen/ops/_linalg_slogdet_ops.h>
#include <ATen/ops/_log_softmax_backward_data_ops.h>
#include <ATen/ops/_neg_view_copy_ops.h>
#include <ATen/ops/_nested_tensor_layer_norm_ops.h>
#include <ATen/ops/_nested_tensor_offsets_ops.h>
#include <ATen/ops/_remove_batch_dim_ops.h>
#include <ATen/ops/_saturate_weight_to_fp16_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_math_ops.h>
#include <ATen/ops/_slow_conv2d_backward_ops.h>
#include <ATen/ops/_softmax_ops.h>
#include <ATen/ops/_sparse_coo_tensor_with_dims_and_tensors_ops.h>
#include <ATen/ops/_sparse_mask_helper_ops.h>
#include <ATen/ops/_test_ambiguous_defaults_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_view_ops.h>
#include <ATen/ops/_test_string_default_ops.h>
#include <ATen/ops/_upsample_bicubic2d_aa_ops.h>
#include <ATen/ops/_values_ops.h>
#include <ATen/ops/absolute_ops.h>
#include <ATen/ops/adaptive_avg_pool3d_backward_ops.h>
#include <ATen/ops/add_ops.h>
#include <ATen/ops/adjoint_ops.h>
#include <ATen/ops/all_ops.h>
#include <ATen/ops/arctan2_ops.h>
#include <ATen/ops/as_strided_scatter_ops.h>
#include <ATen/ops/atleast_2d_ops.h>
#include <ATen/ops/avg_pool2d_ops.h>
#include <ATen/ops/binomial_ops.h>
#include <ATen/ops/bitwise_or_ops.h>
#include <ATen/ops/block_diag_ops.h>
#include <ATen/ops/choose_qparams_optimized_ops.h>
#include <ATen/ops/clamp_ops.h>
#include <ATen/ops/convolution_backward_overrideable_ops.h>
#include <ATen/ops/copy_ops.h>
#include <ATen/ops/cos_ops.h>
#include <ATen/ops/cosh_ops.h>
#include <ATen/ops/crow_indices_copy_ops.h>
#include <ATen/ops/cummin_ops.h>
#include <ATen/ops/diag_embed_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_ops.h>
#include <ATen/ops/fbgemm_linear_fp16_weight_ops.h>
#include <ATen/ops/fft_fft_ops.h>
#include <ATen/ops/fft_hfft_ops.h>
#include <ATen/ops/fft_rfft2_ops.h>
#include <ATen/ops/fliplr_ops.h>
#include <ATen/ops/fractional_max_pool2d_ops.h>
#include <ATen/ops/frexp_ops.h>
#include <ATen/ops/full_ops.h>
#include <ATen/ops/grid_sampler_3d_ops.h>
#include <ATen/ops/hardsigmoid_ops.h>
#include <ATen/ops/hinge_embedding_loss_ops.h>
#include <ATen/ops/i0_ops.h>
#include <ATen/ops/index_select_ops.h>
#include <ATen/ops/int_repr_ops.h>
#include <ATen/ops/is_same_size_ops.h>
#include <ATen/ops/isneginf_ops.h>
#include <ATen/ops/isposinf_ops.h>
#include <ATen/ops/l1_loss_ops.h>
#include <ATen/ops/leaky_relu_backward_ops.h>
#include <ATen/ops/lift_ops.h>
#include <ATen/ops/linalg_det_ops.h>
#include <ATen/ops/linalg_diagonal_ops.h>
#include <ATen/ops/linalg_matrix_power_ops.h>
#include <ATen/ops/linalg_multi_dot_ops.h>
#include <ATen/ops/linalg_pinv_ops.h>
#include <ATen/ops/linalg_qr_ops.h>
#include <ATen/ops/linear_backward_ops.h>
#include <ATen/ops/log_sigmoid_forward_ops.h>
#include <ATen/ops/logit_ops.h>
#include <ATen/ops/mT_ops.h>
#include <ATen/ops/margin_ranking_loss_ops.h>
#include <ATen/ops/matrix_exp_ops.h>
#include <ATen/ops/max_pool1d_with_indices_ops.h>
#include <ATen/ops/mean_ops.h>
#include <ATen/ops/meshgrid_ops.h>
#include <ATen/ops/mish_backward_ops.h>
#include <ATen/ops/mkldnn_adaptive_avg_pool2d_backward_ops.h>
#include <ATen/ops/mkldnn_convolution_ops.h>
#include <ATen/ops/mkldnn_max_pool3d_backward_ops.h>
#include <ATen/ops/msort_ops.h>
#include <ATen/ops/nanmedian_ops.h>
#include <ATen/ops/native_batch_norm_ops.h>
#include <ATen/ops/native_channel_shuffle_ops.h>
#include <ATen/ops/ne_ops.h>
#include <ATen/ops/nll_loss_nd_ops.h>
#include <ATen/ops/norm_except_dim_ops.h>
#include <ATen/ops/nuclear_norm_ops.h>
#include <ATen/ops/ones_ops.h>
#include <ATen/ops/or_ops.h>
#include <ATen/ops/ormqr_ops.h>
#include <ATen/ops/outer_ops.h>
#include <ATen/ops/pixel_unshuffle_ops.h>
#include <ATen/ops/poisson_ops.h>
#include <ATen/ops/polygamma_ops.h>
#include <ATen/ops/prod_ops.h>
#include <ATen/ops/quantile_ops.h>
#include <ATen/ops/quantized_max_pool2d_ops.h>
#include <ATen/ops/reflection_pad2d_backward_ops.h>
#include <ATen/ops/replication_pad3d_ops.h>
#include <ATen/ops/row_stack_ops.h>
#include <ATen/ops/searchsorted_ops.h>
#include <ATen/ops/select_scatter_ops.h>
#include <ATen/ops/set_data_ops.h>
#include <ATen/ops/sign_ops.h>
#include <ATen/ops/size_ops.h>
#include <ATen/ops/softshrink_backward_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_t_ops.h>
#include <ATen/ops/special_gammaln_ops.h>
#include <ATen/ops/special_i0_ops.h>
#include <ATen/ops/special_logit_ops.h>
#include <ATen/ops/special_modified_bessel_i1_ops.h>
#include <ATen/ops/special_polygamma_ops.h>
#include <ATen/ops/tanh_backward_ops.h>
#include <ATen/ops/threshold_backward_ops.h>
#include <ATen/ops/to_dense_ops.h>
#include <ATen/ops/to_ops.h>
#include <ATen/ops/transpose_copy_ops.h>
#include <ATen/ops/triangular_solve_ops.h>
#include <ATen/ops/unflatten_ops.h>
#include <ATen/ops/upsample_nearest3d_ops.h>
#include <ATen/ops/vdot_ops.h>
#include <ATen/ops/view_copy_ops.h>

extern "C" {

char* gt___ior___Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::__ior___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt___ior___Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::__ior___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt___or___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__or___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___or___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__or___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_adaptive_avg_pool2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__amp_foreach_non_finite_check_and_unscale(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale, gt_tensor** out0, int64_t* out0_len, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_amp_foreach_non_finite_check_and_unscale::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::ref(a_found_inf), gotorch::ref(a_inv_scale));
  gotorch::tensor_list(std::get<0>(std::move(r)), out0, out0_len);
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__amp_foreach_non_finite_check_and_unscale_out(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_amp_foreach_non_finite_check_and_unscale_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::ref(a_found_inf), gotorch::ref(a_inv_scale), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__amp_foreach_non_finite_check_and_unscale_(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale) {
  GT_TRY
  at::_ops::_amp_foreach_non_finite_check_and_unscale_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::ref(a_found_inf), gotorch::ref(a_inv_scale));
  GT_CATCH
}

char* gt__autocast_to_reduced_precision(gt_tensor a_self, bool a_cuda_enabled, bool a_cpu_enabled, int32_t a_cuda_dtype, int32_t a_cpu_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_autocast_to_reduced_precision::call(gotorch::ref(a_self), a_cuda_enabled, a_cpu_enabled, gotorch::scalar_type(a_cuda_dtype), gotorch::scalar_type(a_cpu_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cast_Byte(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Byte::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cast_Float(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Float::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conj_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_conj_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conj_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_conj_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__convolution_double_backward(gt_tensor a_ggI, gt_tensor a_ggW, gt_tensor a_ggb, gt_tensor a_gO, gt_tensor a_weight, gt_tensor a_self, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_convolution_double_backward::call(gotorch::opt(a_ggI), gotorch::opt(a_ggW), gotorch::opt(a_ggb), gotorch::ref(a_gO), gotorch::ref(a_weight), gotorch::ref(a_self), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__copy_from(gt_tensor a_self, gt_tensor a_dst, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_copy_from::call(gotorch::ref(a_self), gotorch::ref(a_dst), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__copy_from_out(gt_tensor a_self, gt_tensor a_dst, bool a_non_blocking, gt_tensor a_out) {
  GT_TRY
  at::_ops::_copy_from_out::call(gotorch::ref(a_self), gotorch::ref(a_dst), a_non_blocking, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_ctc_loss::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_ctc_loss_Tensor::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), gotorch::ref(a_input_lengths), gotorch::ref(a_target_lengths), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__ctc_loss_out(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_zero_infinity, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_ctc_loss_out::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_zero_infinity, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__cufft_get_plan_cache_size(int64_t a_device_index, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_cufft_get_plan_cache_size::call(a_device_index);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__cummin_helper(gt_tensor a_self, gt_tensor a_values, gt_tensor a_indices, int64_t a_dim) {
  GT_TRY
  at::_ops::_cummin_helper::call(gotorch::ref(a_self), gotorch::ref(a_values), gotorch::ref(a_indices), a_dim);
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_channel_affine_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_channel_affine_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_tensor_affine_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_tensor_affine_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__fft_r2c(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_onesided, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fft_r2c::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_onesided);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fft_r2c_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_onesided, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fft_r2c_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_onesided, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_add_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_add_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_add_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_add_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_add_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_add_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_add_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_add_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_add_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_add_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_add_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_add_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_add__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::_foreach_add__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt__foreach_add__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar) {
  GT_TRY
  at::_ops::_foreach_add__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  GT_CATCH
}

char* gt__foreach_add__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_add__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_cos(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_cos::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_cos_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_cos_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_cos_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_cos_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_cosh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_cosh::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_cosh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_cosh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_cosh_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_cosh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__grid_sampler_2d_cpu_fallback(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_grid_sampler_2d_cpu_fallback::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__grid_sampler_2d_cpu_fallback_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out) {
  GT_TRY
  at::_ops::_grid_sampler_2d_cpu_fallback_out::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__histogramdd_from_bin_cts(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_histogramdd_from_bin_cts::call(gotorch::ref(a_self), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__histogramdd_from_bin_cts_out(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor a_out) {
  GT_TRY
  at::_ops::_histogramdd_from_bin_cts_out::call(gotorch::ref(a_self), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__linalg_check_errors(gt_tensor a_info, const char* a_api_name, int64_t a_api_name_len, bool a_is_matrix) {
  GT_TRY
  at::_ops::_linalg_check_errors::call(gotorch::ref(a_info), gotorch::str(a_api_name, a_api_name_len), a_is_matrix);
  GT_CATCH
}

char* gt__linalg_slogdet(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::_linalg_slogdet::call(gotorch::ref(a_A));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt__linalg_slogdet_sign(gt_tensor a_A, gt_tensor a_sign, gt_tensor a_logabsdet, gt_tensor a_LU, gt_tensor a_pivots) {
  GT_TRY
  at::_ops::_linalg_slogdet_sign::call(gotorch::ref(a_A), gotorch::ref(a_sign), gotorch::ref(a_logabsdet), gotorch::ref(a_LU), gotorch::ref(a_pivots));
  GT_CATCH
}

char* gt__log_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_log_softmax_backward_data::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::scalar_type(a_input_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__log_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::_log_softmax_backward_data_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::scalar_type(a_input_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__neg_view_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_neg_view_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__neg_view_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_neg_view_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_layer_norm(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_layer_norm::call(gotorch::ref(a_self), gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_layer_norm_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_tensor_layer_norm_out::call(gotorch::ref(a_self), gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_offsets(gt_tensor a_self, int64_t** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_offsets::call(gotorch::ref(a_self));
  gotorch::int_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__remove_batch_dim(gt_tensor a_self, int64_t a_level, int64_t a_batch_size, int64_t a_out_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_remove_batch_dim::call(gotorch::ref(a_self), a_level, a_batch_size, a_out_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__saturate_weight_to_fp16(gt_tensor a_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_saturate_weight_to_fp16::call(gotorch::ref(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__scaled_dot_product_attention_math(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_scaled_dot_product_attention_math::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), gotorch::opt(a_attn_mask), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__slow_conv2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input, gt_tensor a_grad_weight, gt_tensor a_grad_bias) {
  GT_TRY
  at::_ops::_slow_conv2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input), gotorch::ref(a_grad_weight), gotorch::ref(a_grad_bias));
  GT_CATCH
}

char* gt__slow_conv2d_backward_output_mask(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_slow_conv2d_backward_output_mask::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__slow_conv2d_backward_output_mask_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_slow_conv2d_backward_output_mask_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_softmax::call(gotorch::ref(a_self), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out) {
  GT_TRY
  at::_ops::_softmax_out::call(gotorch::ref(a_self), a_dim, a_half_to_float, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_coo_tensor_with_dims_and_tensors(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_with_dims_and_tensors::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_coo_tensor_with_dims_and_tensors_out(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_indices, gt_tensor a_values, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_coo_tensor_with_dims_and_tensors_out::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_indices), gotorch::ref(a_values), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_mask_helper(gt_tensor a_t, gt_tensor a_mask_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_mask_helper::call(gotorch::ref(a_t), gotorch::ref(a_mask_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_mask_helper_out(gt_tensor a_t, gt_tensor a_mask_indices, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_mask_helper_out::call(gotorch::ref(a_t), gotorch::ref(a_mask_indices), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_ambiguous_defaults_a(gt_tensor a_dummy, int64_t a_a, int64_t a_b, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_ambiguous_defaults_a::call(gotorch::ref(a_dummy), a_a, a_b);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_ambiguous_defaults_b(gt_tensor a_dummy, int64_t a_a, const char* a_b, int64_t a_b_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_ambiguous_defaults_b::call(gotorch::ref(a_dummy), a_a, gotorch::str(a_b, a_b_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_fullcoverage(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_fullcoverage::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_fullcoverage_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_autograd_multiple_dispatch_fullcoverage_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_ntonly(gt_tensor a_self, bool a_b, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_ntonly::call(gotorch::ref(a_self), a_b);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_view(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_view::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_string_default(gt_tensor a_dummy, const char* a_a, int64_t a_a_len, const char* a_b, int64_t a_b_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_string_default::call(gotorch::ref(a_dummy), gotorch::str(a_a, a_a_len), gotorch::str(a_b, a_b_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__values(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_values::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_absolute(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::absolute::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_absolute_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::absolute_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_absolute_(gt_tensor a_self) {
  GT_TRY
  at::_ops::absolute_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_adaptive_avg_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::adaptive_avg_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_add_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::add_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_add_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::add_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_add_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::add_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_add_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::add_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_add__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::add__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_add__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::add__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_adjoint(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adjoint::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_all(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::all::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_all_all_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::all_all_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_all_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::all_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_all_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::all_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_all_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::all_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_all_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::all_out::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arctan2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arctan2::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arctan2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::arctan2_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arctan2_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::arctan2_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_as_strided_scatter(gt_tensor a_self, gt_tensor a_src, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::as_strided_scatter::call(gotorch::ref(a_self), gotorch::ref(a_src), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_as_strided_scatter_out(gt_tensor a_self, gt_tensor a_src, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor a_out) {
  GT_TRY
  at::_ops::as_strided_scatter_out::call(gotorch::ref(a_self), gotorch::ref(a_src), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_atleast_2d(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atleast_2d::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atleast_2d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::atleast_2d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_avg_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::avg_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_avg_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_out) {
  GT_TRY
  at::_ops::avg_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_binomial(gt_tensor a_count, gt_tensor a_prob, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::binomial::call(gotorch::ref(a_count), gotorch::ref(a_prob), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_binomial_out(gt_tensor a_count, gt_tensor a_prob, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::binomial_out::call(gotorch::ref(a_count), gotorch::ref(a_prob), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_or_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_or_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_or_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_or_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_or_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_or_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_or_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_or_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_or_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_or_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_or_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_or_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_or__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::bitwise_or__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_bitwise_or__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::bitwise_or__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_block_diag(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::block_diag::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_block_diag_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::block_diag_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_choose_qparams_optimized(gt_tensor a_input, int64_t a_numel, int64_t a_n_bins, double a_ratio, int64_t a_bit_width, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::choose_qparams_optimized::call(gotorch::ref(a_input), a_numel, a_n_bins, a_ratio, a_bit_width);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_clamp(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp_Tensor::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_Tensor_out::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_out(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max) {
  GT_TRY
  at::_ops::clamp_::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  GT_CATCH
}

char* gt_clamp__Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max) {
  GT_TRY
  at::_ops::clamp__Tensor::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max));
  GT_CATCH
}

char* gt_convolution_backward_overrideable(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::convolution_backward_overrideable::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_convolution_backward_overrideable_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::convolution_backward_overrideable_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_copy(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::copy::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_copy_out(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor a_out) {
  GT_TRY
  at::_ops::copy_out::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_copy_(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking) {
  GT_TRY
  at::_ops::copy_::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking);
  GT_CATCH
}

char* gt_cos(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cos::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cos_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::cos_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cos_(gt_tensor a_self) {
  GT_TRY
  at::_ops::cos_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_cosh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cosh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cosh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::cosh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cosh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::cosh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_crow_indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::crow_indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_crow_indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::crow_indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cummin(gt_tensor a_self, int64_t a_dim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::cummin::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_cummin_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::cummin_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_cummin_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::cummin_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_cummin_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::cummin_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_diag_embed(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diag_embed::call(gotorch::ref(a_self), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diag_embed_out(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out) {
  GT_TRY
  at::_ops::diag_embed_out::call(gotorch::ref(a_self), a_offset, a_dim1, a_dim2, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fake_quantize_per_channel_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fake_quantize_per_tensor_affine(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine::call(gotorch::ref(a_self), a_scale, a_zero_point, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fake_quantize_per_tensor_affine_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_tensor_qparams::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fbgemm_linear_fp16_weight(gt_tensor a_input, gt_tensor a_packed_weight, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_linear_fp16_weight::call(gotorch::ref(a_input), gotorch::ref(a_packed_weight), gotorch::ref(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_fft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_fft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_hfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_hfft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_hfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_hfft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_rfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_rfft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_rfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_rfft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fliplr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fliplr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fractional_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::fractional_max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_fractional_max_pool2d_output(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor a_output, gt_tensor a_indices) {
  GT_TRY
  at::_ops::fractional_max_pool2d_output::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples), gotorch::ref(a_output), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_frexp_Tensor(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::frexp_Tensor::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_frexp_Tensor_out(gt_tensor a_self, gt_tensor a_mantissa, gt_tensor a_exponent) {
  GT_TRY
  at::_ops::frexp_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_mantissa), gotorch::ref(a_exponent));
  GT_CATCH
}

char* gt_full(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::full::call(gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_full_names(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::full_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_full_names_out(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::full_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_full_out(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::full_out::call(gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_grid_sampler_3d(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::grid_sampler_3d::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_grid_sampler_3d_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out) {
  GT_TRY
  at::_ops::grid_sampler_3d_out::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardsigmoid(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardsigmoid::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardsigmoid_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::hardsigmoid_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardsigmoid_(gt_tensor a_self) {
  GT_TRY
  at::_ops::hardsigmoid_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_hinge_embedding_loss(gt_tensor a_self, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hinge_embedding_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_i0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::i0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_i0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::i0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_i0_(gt_tensor a_self) {
  GT_TRY
  at::_ops::i0_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_index_select(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_select::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_select_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_select_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_select_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_select_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_select_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_select_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_int_repr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::int_repr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_int_repr_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::int_repr_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_is_same_size(gt_tensor a_self, gt_tensor a_other, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_same_size::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isneginf(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isneginf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isneginf_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::isneginf_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_isposinf(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isposinf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isposinf_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::isposinf_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_l1_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::l1_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_leaky_relu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_negative_slope, bool a_self_is_result, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::leaky_relu_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_negative_slope), a_self_is_result);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_leaky_relu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_negative_slope, bool a_self_is_result, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::leaky_relu_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_negative_slope), a_self_is_result, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_lift(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lift::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lift_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::lift_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_det(gt_tensor a_A, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_det::call(gotorch::ref(a_A));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_det_out(gt_tensor a_A, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_det_out::call(gotorch::ref(a_A), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_diagonal(gt_tensor a_A, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_diagonal::call(gotorch::ref(a_A), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_power(gt_tensor a_self, int64_t a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_power::call(gotorch::ref(a_self), a_n);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_power_out(gt_tensor a_self, int64_t a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_power_out::call(gotorch::ref(a_self), a_n, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_multi_dot(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_multi_dot::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_multi_dot_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_multi_dot_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_pinv(gt_tensor a_self, double a_rcond, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_pinv::call(gotorch::ref(a_self), a_rcond, a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_pinv_atol_rtol_float(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_pinv_atol_rtol_float::call(gotorch::ref(a_self), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_pinv_atol_rtol_float_out(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_pinv_atol_rtol_float_out::call(gotorch::ref(a_self), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_pinv_atol_rtol_tensor(gt_tensor a_self, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_pinv_atol_rtol_tensor::call(gotorch::ref(a_self), gotorch::opt(a_atol), gotorch::opt(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_pinv_atol_rtol_tensor_out(gt_tensor a_self, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_pinv_atol_rtol_tensor_out::call(gotorch::ref(a_self), gotorch::opt(a_atol), gotorch::opt(a_rtol), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_pinv_out(gt_tensor a_self, double a_rcond, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_pinv_out::call(gotorch::ref(a_self), a_rcond, a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_pinv_out_rcond_tensor(gt_tensor a_self, gt_tensor a_rcond, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_pinv_out_rcond_tensor::call(gotorch::ref(a_self), gotorch::ref(a_rcond), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_pinv_rcond_tensor(gt_tensor a_self, gt_tensor a_rcond, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_pinv_rcond_tensor::call(gotorch::ref(a_self), gotorch::ref(a_rcond), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_qr(gt_tensor a_A, const char* a_mode, int64_t a_mode_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_qr::call(gotorch::ref(a_A), gotorch::str(a_mode, a_mode_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_qr_out(gt_tensor a_A, const char* a_mode, int64_t a_mode_len, gt_tensor a_Q, gt_tensor a_R) {
  GT_TRY
  at::_ops::linalg_qr_out::call(gotorch::ref(a_A), gotorch::str(a_mode, a_mode_len), gotorch::ref(a_Q), gotorch::ref(a_R));
  GT_CATCH
}

char* gt_linear_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::linear_backward::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_linear_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::linear_backward_out::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_log_sigmoid_forward(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::log_sigmoid_forward::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_log_sigmoid_forward_output(gt_tensor a_self, gt_tensor a_output, gt_tensor a_buffer) {
  GT_TRY
  at::_ops::log_sigmoid_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_output), gotorch::ref(a_buffer));
  GT_CATCH
}

char* gt_logit(gt_tensor a_self, const double* a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logit::call(gotorch::ref(a_self), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logit_out(gt_tensor a_self, const double* a_eps, gt_tensor a_out) {
  GT_TRY
  at::_ops::logit_out::call(gotorch::ref(a_self), gotorch::opt_value(a_eps), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logit_(gt_tensor a_self, const double* a_eps) {
  GT_TRY
  at::_ops::logit_::call(gotorch::ref(a_self), gotorch::opt_value(a_eps));
  GT_CATCH
}

char* gt_mT(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mT::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_margin_ranking_loss(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::margin_ranking_loss::call(gotorch::ref(a_input1), gotorch::ref(a_input2), gotorch::ref(a_target), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_matrix_exp(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::matrix_exp::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_pool1d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::max_pool1d_with_indices::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mean(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mean::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mean_dim::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mean_names_dim::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mean_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::mean_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mean_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::mean_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_meshgrid(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::meshgrid::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_meshgrid_indexing(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_indexing, int64_t a_indexing_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::meshgrid_indexing::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::str(a_indexing, a_indexing_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_mish_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mish_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_adaptive_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_adaptive_avg_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_adaptive_avg_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_adaptive_avg_pool2d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mkldnn_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_convolution::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_convolution_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mkldnn_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_input), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_max_pool3d_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_max_pool3d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_input), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_msort(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::msort::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_msort_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::msort_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nanmedian(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nanmedian::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nanmedian_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::nanmedian_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_nanmedian_dim_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::nanmedian_dim_values::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_nanmedian_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::nanmedian_names_dim::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_nanmedian_names_dim_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::nanmedian_names_dim_values::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_nanmedian_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::nanmedian_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_native_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_batch_norm::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_momentum, a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, gt_tensor a_out, gt_tensor a_save_mean, gt_tensor a_save_invstd) {
  GT_TRY
  at::_ops::native_batch_norm_out::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_momentum, a_eps, gotorch::ref(a_out), gotorch::ref(a_save_mean), gotorch::ref(a_save_invstd));
  GT_CATCH
}

char* gt_native_channel_shuffle(gt_tensor a_self, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::native_channel_shuffle::call(gotorch::ref(a_self), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ne_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ne_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ne_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::ne_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ne_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ne_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ne_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::ne_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ne__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::ne__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_ne__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::ne__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_nll_loss_nd(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nll_loss_nd::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_except_dim(gt_tensor a_v, int64_t a_pow, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_except_dim::call(gotorch::ref(a_v), a_pow, a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nuclear_norm(gt_tensor a_self, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nuclear_norm::call(gotorch::ref(a_self), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nuclear_norm_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nuclear_norm_dim::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nuclear_norm_dim_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::nuclear_norm_dim_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nuclear_norm_out(gt_tensor a_self, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::nuclear_norm_out::call(gotorch::ref(a_self), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ones(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ones::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ones_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ones_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ones_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::ones_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ones_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::ones_out::call(gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ormqr(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_input3, bool a_left, bool a_transpose, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ormqr::call(gotorch::ref(a_self), gotorch::ref(a_input2), gotorch::ref(a_input3), a_left, a_transpose);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ormqr_out(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_input3, bool a_left, bool a_transpose, gt_tensor a_out) {
  GT_TRY
  at::_ops::ormqr_out::call(gotorch::ref(a_self), gotorch::ref(a_input2), gotorch::ref(a_input3), a_left, a_transpose, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_outer(gt_tensor a_self, gt_tensor a_vec2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::outer::call(gotorch::ref(a_self), gotorch::ref(a_vec2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_outer_out(gt_tensor a_self, gt_tensor a_vec2, gt_tensor a_out) {
  GT_TRY
  at::_ops::outer_out::call(gotorch::ref(a_self), gotorch::ref(a_vec2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pixel_unshuffle(gt_tensor a_self, int64_t a_downscale_factor, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pixel_unshuffle::call(gotorch::ref(a_self), a_downscale_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pixel_unshuffle_out(gt_tensor a_self, int64_t a_downscale_factor, gt_tensor a_out) {
  GT_TRY
  at::_ops::pixel_unshuffle_out::call(gotorch::ref(a_self), a_downscale_factor, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_poisson(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::poisson::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_poisson_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::poisson_out::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_polygamma(int64_t a_n, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::polygamma::call(a_n, gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_polygamma_out(int64_t a_n, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::polygamma_out::call(a_n, gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_polygamma_(gt_tensor a_self, int64_t a_n) {
  GT_TRY
  at::_ops::polygamma_::call(gotorch::ref(a_self), a_n);
  GT_CATCH
}

char* gt_prod(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::prod::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_prod_Dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::prod_Dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_prod_dim_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::prod_dim_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_prod_dim_int(gt_tensor a_self, int64_t a_dim, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::prod_dim_int::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_prod_int_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::prod_int_out::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_prod_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::prod_out::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantile(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantile::call(gotorch::ref(a_self), gotorch::ref(a_q), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantile_out(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantile_out::call(gotorch::ref(a_self), gotorch::ref(a_q), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantile_scalar(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantile_scalar::call(gotorch::ref(a_self), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantile_scalar_out(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantile_scalar_out::call(gotorch::ref(a_self), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantized_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantized_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantized_max_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_reflection_pad2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::reflection_pad2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_replication_pad3d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad3d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad3d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::replication_pad3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_row_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::row_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_row_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::row_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_searchsorted_Scalar(gt_tensor a_sorted_sequence, gt_scalar a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::searchsorted_Scalar::call(gotorch::ref(a_sorted_sequence), gotorch::scalar(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len), gotorch::opt(a_sorter));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_searchsorted_Scalar_out(gt_tensor a_sorted_sequence, gt_scalar a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor a_out) {
  GT_TRY
  at::_ops::searchsorted_Scalar_out::call(gotorch::ref(a_sorted_sequence), gotorch::scalar(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len), gotorch::opt(a_sorter), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_searchsorted_Tensor(gt_tensor a_sorted_sequence, gt_tensor a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::searchsorted_Tensor::call(gotorch::ref(a_sorted_sequence), gotorch::ref(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len), gotorch::opt(a_sorter));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_searchsorted_Tensor_out(gt_tensor a_sorted_sequence, gt_tensor a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor a_out) {
  GT_TRY
  at::_ops::searchsorted_Tensor_out::call(gotorch::ref(a_sorted_sequence), gotorch::ref(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len), gotorch::opt(a_sorter), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_select_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::select_scatter::call(gotorch::ref(a_self), gotorch::ref(a_src), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_select_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, int64_t a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::select_scatter_out::call(gotorch::ref(a_self), gotorch::ref(a_src), a_dim, a_index, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set_data(gt_tensor a_self, gt_tensor a_new_data) {
  GT_TRY
  at::_ops::set_data::call(gotorch::ref(a_self), gotorch::ref(a_new_data));
  GT_CATCH
}

char* gt_sign(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sign::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sign_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sign_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sign_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sign_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_size_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::size_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_size_int(gt_tensor a_self, int64_t a_dim, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::size_int::call(gotorch::ref(a_self), a_dim);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_softshrink_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softshrink_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softshrink_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::softshrink_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_lambd), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_t_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_gammaln(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_gammaln::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_gammaln_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_gammaln_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_i0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_i0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_i0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_i0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_logit(gt_tensor a_self, const double* a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_logit::call(gotorch::ref(a_self), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_logit_out(gt_tensor a_self, const double* a_eps, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_logit_out::call(gotorch::ref(a_self), gotorch::opt_value(a_eps), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_modified_bessel_i1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_modified_bessel_i1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_modified_bessel_i1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_modified_bessel_i1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_polygamma(int64_t a_n, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_polygamma::call(a_n, gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_polygamma_out(int64_t a_n, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_polygamma_out::call(a_n, gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_tanh_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tanh_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_output));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tanh_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::tanh_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_threshold_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_threshold, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::threshold_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_threshold_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_threshold, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::threshold_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_threshold), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_to_device(gt_tensor a_self, gt_device a_device, int32_t a_dtype, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_device::call(gotorch::ref(a_self), gotorch::device(a_device), gotorch::scalar_type(a_dtype), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_dtype(gt_tensor a_self, int32_t a_dtype, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_dtype::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_dtype_layout(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_dtype_layout::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_other(gt_tensor a_self, gt_tensor a_other, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_other::call(gotorch::ref(a_self), gotorch::ref(a_other), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_dense(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_dense::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_transpose_copy_int(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::transpose_copy_int::call(gotorch::ref(a_self), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_transpose_copy_int_out(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor a_out) {
  GT_TRY
  at::_ops::transpose_copy_int_out::call(gotorch::ref(a_self), a_dim0, a_dim1, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_triangular_solve(gt_tensor a_self, gt_tensor a_A, bool a_upper, bool a_transpose, bool a_unitriangular, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::triangular_solve::call(gotorch::ref(a_self), gotorch::ref(a_A), a_upper, a_transpose, a_unitriangular);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_triangular_solve_X(gt_tensor a_self, gt_tensor a_A, bool a_upper, bool a_transpose, bool a_unitriangular, gt_tensor a_X, gt_tensor a_M) {
  GT_TRY
  at::_ops::triangular_solve_X::call(gotorch::ref(a_self), gotorch::ref(a_A), a_upper, a_transpose, a_unitriangular, gotorch::ref(a_X), gotorch::ref(a_M));
  GT_CATCH
}

char* gt_unflatten_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_sizes, int64_t a_sizes_len, const char* a_names, int64_t a_names_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unflatten_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), at::IntArrayRef(a_sizes, a_sizes_len), gotorch::dimnames(a_names, a_names_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unflatten_int(gt_tensor a_self, int64_t a_dim, const int64_t* a_sizes, int64_t a_sizes_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unflatten_int::call(gotorch::ref(a_self), a_dim, at::IntArrayRef(a_sizes, a_sizes_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest3d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest3d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest3d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_vdot(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::vdot::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_vdot_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::vdot_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_view_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_copy::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_copy_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_copy_dtype::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_copy_dtype_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::view_copy_dtype_out::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_view_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::view_copy_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

}  // extern "C"
