// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_adaptive_avg_pool2d_backward_ops.h>
#include <ATen/ops/_add_relu_ops.h>
#include <ATen/ops/_addmm_activation_ops.h>
#include <ATen/ops/_assert_tensor_metadata_ops.h>
#include <ATen/ops/_cast_Long_ops.h>
#include <ATen/ops/_cast_Short_ops.h>
#include <ATen/ops/_conj_ops.h>
#include <ATen/ops/_conj_physical_ops.h>
#include <ATen/ops/_conv_depthwise2d_ops.h>
#include <ATen/ops/_convolution_ops.h>
#include <ATen/ops/_ctc_loss_backward_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_channel_affine_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_tensor_affine_ops.h>
#include <ATen/ops/_fft_c2r_ops.h>
#include <ATen/ops/_foreach_addcdiv_ops.h>
#include <ATen/ops/_foreach_ceil_ops.h>
#include <ATen/ops/_foreach_div_ops.h>
#include <ATen/ops/_foreach_erf_ops.h>
#include <ATen/ops/_foreach_exp_ops.h>
#include <ATen/ops/_foreach_lgamma_ops.h>
#include <ATen/ops/_foreach_log10_ops.h>
#include <ATen/ops/_foreach_log1p_ops.h>
#include <ATen/ops/_foreach_tan_ops.h>
#include <ATen/ops/_foreach_tanh_ops.h>
#include <ATen/ops/_grid_sampler_2d_cpu_fallback_backward_ops.h>
#include <ATen/ops/_is_zerotensor_ops.h>
#include <ATen/ops/_neg_view_ops.h>
#include <ATen/ops/_nested_tensor_from_mask_left_aligned_ops.h>
#include <ATen/ops/_nnz_ops.h>
#include <ATen/ops/_pad_packed_sequence_ops.h>
#include <ATen/ops/_pdist_forward_ops.h>
#include <ATen/ops/_shape_as_tensor_ops.h>
#include <ATen/ops/_sparse_addmm_ops.h>
#include <ATen/ops/_sparse_sparse_matmul_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_view_copy_ops.h>
#include <ATen/ops/_triton_multi_head_attention_ops.h>
#include <ATen/ops/_unsafe_view_ops.h>
#include <ATen/ops/_upsample_bicubic2d_aa_backward_ops.h>
#include <ATen/ops/_values_copy_ops.h>
#include <ATen/ops/adaptive_avg_pool3d_ops.h>
#include <ATen/ops/adaptive_max_pool1d_ops.h>
#include <ATen/ops/addbmm_ops.h>
#include <ATen/ops/addcdiv_ops.h>
#include <ATen/ops/allclose_ops.h>
#include <ATen/ops/amin_ops.h>
#include <ATen/ops/angle_ops.h>
#include <ATen/ops/avg_pool2d_backward_ops.h>
#include <ATen/ops/baddbmm_ops.h>
#include <ATen/ops/batch_norm_backward_elemt_ops.h>
#include <ATen/ops/batch_norm_elemt_ops.h>
#include <ATen/ops/batch_norm_gather_stats_ops.h>
#include <ATen/ops/broadcast_to_ops.h>
#include <ATen/ops/ceil_ops.h>
#include <ATen/ops/column_stack_ops.h>
#include <ATen/ops/conv3d_ops.h>
#include <ATen/ops/conv_transpose3d_ops.h>
#include <ATen/ops/copy_sparse_to_sparse_ops.h>
#include <ATen/ops/cosine_similarity_ops.h>
#include <ATen/ops/crow_indices_ops.h>
#include <ATen/ops/div_ops.h>
#include <ATen/ops/divide_ops.h>
#include <ATen/ops/dot_ops.h>
#include <ATen/ops/dropout_ops.h>
#include <ATen/ops/embedding_renorm_ops.h>
#include <ATen/ops/empty_like_ops.h>
#include <ATen/ops/empty_quantized_ops.h>
#include <ATen/ops/erf_ops.h>
#include <ATen/ops/exp_ops.h>
#include <ATen/ops/exponential_ops.h>
#include <ATen/ops/fbgemm_pack_gemm_matrix_fp16_ops.h>
#include <ATen/ops/fft_fftshift_ops.h>
#include <ATen/ops/fft_rfftfreq_ops.h>
#include <ATen/ops/fft_rfftn_ops.h>
#include <ATen/ops/fill_ops.h>
#include <ATen/ops/fix_ops.h>
#include <ATen/ops/flatten_dense_tensors_ops.h>
#include <ATen/ops/fractional_max_pool2d_backward_ops.h>
#include <ATen/ops/from_file_ops.h>
#include <ATen/ops/geqrf_ops.h>
#include <ATen/ops/glu_backward_jvp_ops.h>
#include <ATen/ops/grid_sampler_3d_backward_ops.h>
#include <ATen/ops/gru_cell_ops.h>
#include <ATen/ops/hardsigmoid_backward_ops.h>
#include <ATen/ops/index_select_backward_ops.h>
#include <ATen/ops/is_conj_ops.h>
#include <ATen/ops/is_neg_ops.h>
#include <ATen/ops/is_pinned_ops.h>
#include <ATen/ops/isinf_ops.h>
#include <ATen/ops/ldexp_ops.h>
#include <ATen/ops/leaky_relu_ops.h>
#include <ATen/ops/lerp_ops.h>
#include <ATen/ops/less_ops.h>
#include <ATen/ops/lgamma_ops.h>
#include <ATen/ops/linalg_lu_ops.h>
#include <ATen/ops/linalg_lu_solve_ops.h>
#include <ATen/ops/linear_ops.h>
#include <ATen/ops/log10_ops.h>
#include <ATen/ops/log1p_ops.h>
#include <ATen/ops/log_softmax_ops.h>
#include <ATen/ops/logical_or_ops.h>
#include <ATen/ops/logit_backward_ops.h>
#include <ATen/ops/lstm_cell_ops.h>
#include <ATen/ops/mH_ops.h>
#include <ATen/ops/masked_fill_ops.h>
#include <ATen/ops/matrix_exp_backward_ops.h>
#include <ATen/ops/max_unpool3d_ops.h>
#include <ATen/ops/miopen_depthwise_convolution_ops.h>
#include <ATen/ops/mish_ops.h>
#include <ATen/ops/mkldnn_adaptive_avg_pool2d_ops.h>
#include <ATen/ops/mkldnn_max_pool3d_ops.h>
#include <ATen/ops/mkldnn_reorder_conv3d_weight_ops.h>
#include <ATen/ops/mps_convolution_backward_ops.h>
#include <ATen/ops/mps_convolution_transpose_backward_ops.h>
#include <ATen/ops/native_batch_norm_backward_ops.h>
#include <ATen/ops/q_per_channel_axis_ops.h>
#include <ATen/ops/quantize_per_tensor_dynamic_ops.h>
#include <ATen/ops/quantized_batch_norm_ops.h>
#include <ATen/ops/rand_like_ops.h>
#include <ATen/ops/randn_ops.h>
#include <ATen/ops/randperm_ops.h>
#include <ATen/ops/reflection_pad2d_ops.h>
#include <ATen/ops/remainder_ops.h>
#include <ATen/ops/replication_pad3d_backward_ops.h>
#include <ATen/ops/rnn_relu_ops.h>
#include <ATen/ops/rnn_tanh_cell_ops.h>
#include <ATen/ops/scatter_reduce_ops.h>
#include <ATen/ops/slice_scatter_ops.h>
#include <ATen/ops/slow_conv3d_ops.h>
#include <ATen/ops/slow_conv_transpose3d_ops.h>
#include <ATen/ops/smm_ops.h>
#include <ATen/ops/softshrink_ops.h>
#include <ATen/ops/sparse_dim_ops.h>
#include <ATen/ops/special_entr_ops.h>
#include <ATen/ops/special_erf_ops.h>
#include <ATen/ops/special_laguerre_polynomial_l_ops.h>
#include <ATen/ops/special_log1p_ops.h>
#include <ATen/ops/special_log_softmax_ops.h>
#include <ATen/ops/special_ndtri_ops.h>
#include <ATen/ops/special_scaled_modified_bessel_k0_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_v_ops.h>
#include <ATen/ops/stft_ops.h>
#include <ATen/ops/stride_ops.h>
#include <ATen/ops/sum_ops.h>
#include <ATen/ops/sum_to_size_ops.h>
#include <ATen/ops/svd_ops.h>
#include <ATen/ops/tan_ops.h>
#include <ATen/ops/tanh_ops.h>
#include <ATen/ops/threshold_ops.h>
#include <ATen/ops/to_dense_backward_ops.h>
#include <ATen/ops/transpose_ops.h>
#include <ATen/ops/trapz_ops.h>
#include <ATen/ops/tril_indices_ops.h>
#include <ATen/ops/triplet_margin_loss_ops.h>
#include <ATen/ops/unsafe_split_ops.h>
#include <ATen/ops/unsafe_split_with_sizes_ops.h>
#include <ATen/ops/upsample_nearest3d_backward_ops.h>
#include <ATen/ops/view_ops.h>
#include <ATen/ops/where_ops.h>
#include <ATen/ops/zeros_ops.h>

extern "C" {

char* gt__adaptive_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__adaptive_avg_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_adaptive_avg_pool2d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__add_relu_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_add_relu_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__add_relu_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::_add_relu_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__add_relu_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_add_relu_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__add_relu_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::_add_relu_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__add_relu__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::_add_relu__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt__add_relu__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::_add_relu__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt__addmm_activation(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, bool a_use_gelu, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_addmm_activation::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), a_use_gelu);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__addmm_activation_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, bool a_use_gelu, gt_tensor a_out) {
  GT_TRY
  at::_ops::_addmm_activation_out::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), a_use_gelu, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__assert_tensor_metadata(gt_tensor a_a, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype) {
  GT_TRY
  at::_ops::_assert_tensor_metadata::call(gotorch::ref(a_a), gotorch::opt_list(a_size, a_size_len), gotorch::opt_list(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype));
  GT_CATCH
}

char* gt__cast_Long(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Long::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cast_Short(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Short::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conj(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_conj::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conj_physical(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_conj_physical::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conj_physical_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_conj_physical_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__conv_depthwise2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_conv_depthwise2d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__conv_depthwise2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_conv_depthwise2d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, bool a_allow_tf32, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_convolution::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__convolution_deprecated(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_convolution_deprecated::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, bool a_allow_tf32, gt_tensor a_out) {
  GT_TRY
  at::_ops::_convolution_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled, a_allow_tf32, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__ctc_loss_backward(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_ctc_loss_backward::call(gotorch::ref(a_grad), gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), gotorch::ref(a_neg_log_likelihood), gotorch::ref(a_log_alpha), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__ctc_loss_backward_Tensor(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_ctc_loss_backward_Tensor::call(gotorch::ref(a_grad), gotorch::ref(a_log_probs), gotorch::ref(a_targets), gotorch::ref(a_input_lengths), gotorch::ref(a_target_lengths), gotorch::ref(a_neg_log_likelihood), gotorch::ref(a_log_alpha), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__ctc_loss_backward_out(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor a_out) {
  GT_TRY
  at::_ops::_ctc_loss_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), gotorch::ref(a_neg_log_likelihood), gotorch::ref(a_log_alpha), a_blank, a_zero_infinity, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_channel_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_channel_affine::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_channel_affine_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fake_quantize_learnable_per_channel_affine_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max, a_grad_factor, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_tensor_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_tensor_affine::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fake_quantize_learnable_per_tensor_affine_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fake_quantize_learnable_per_tensor_affine_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_quant_min, a_quant_max, a_grad_factor, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__fft_c2r(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, int64_t a_last_dim_size, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fft_c2r::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_last_dim_size);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fft_c2r_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, int64_t a_last_dim_size, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fft_c2r_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_last_dim_size, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_addcdiv_Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_addcdiv_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_addcdiv_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_addcdiv_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_addcdiv_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_addcdiv_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_addcdiv_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_addcdiv_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_addcdiv__Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value) {
  GT_TRY
  at::_ops::_foreach_addcdiv__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt__foreach_addcdiv__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_addcdiv__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_ceil(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_ceil::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_ceil_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_ceil_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_ceil_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_ceil_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_div_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_div_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_div_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_div_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_div_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_div_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_div_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_div_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_div_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_div_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_div_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_div_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_div__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len) {
  GT_TRY
  at::_ops::_foreach_div__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  GT_CATCH
}

char* gt__foreach_div__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar) {
  GT_TRY
  at::_ops::_foreach_div__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  GT_CATCH
}

char* gt__foreach_div__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_div__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_erf(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_erf::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_erf_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_erf_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_erf_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_erf_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_exp(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_exp::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_exp_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_exp_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_exp_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_exp_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_lgamma(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_lgamma::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_lgamma_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_lgamma_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_lgamma_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_lgamma_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_log10(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_log10::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_log10_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_log10_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_log10_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_log10_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_log1p(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_log1p::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_log1p_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_log1p_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_log1p_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_log1p_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_tan(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_tan::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_tan_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_tan_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_tan_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_tan_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_tanh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_tanh::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_tanh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_tanh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_tanh_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_tanh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__grid_sampler_2d_cpu_fallback_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_grid_sampler_2d_cpu_fallback_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__is_zerotensor(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::_is_zerotensor::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__neg_view(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_neg_view::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_from_mask_left_aligned(gt_tensor a_t, gt_tensor a_mask, bool* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_mask_left_aligned::call(gotorch::ref(a_t), gotorch::ref(a_mask));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__nnz(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_nnz::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__pad_packed_sequence(gt_tensor a_data, gt_tensor a_batch_sizes, bool a_batch_first, gt_scalar a_padding_value, int64_t a_total_length, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_pad_packed_sequence::call(gotorch::ref(a_data), gotorch::ref(a_batch_sizes), a_batch_first, gotorch::scalar(a_padding_value), a_total_length);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__pdist_forward(gt_tensor a_self, double a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pdist_forward::call(gotorch::ref(a_self), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__pdist_forward_out(gt_tensor a_self, double a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::_pdist_forward_out::call(gotorch::ref(a_self), a_p, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__shape_as_tensor(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_shape_as_tensor::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_addmm::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_addmm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_sparse_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_sparse_matmul::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_sparse_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_sparse_matmul_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_view_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_view_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_autograd_multiple_dispatch_view_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_autograd_multiple_dispatch_view_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__triton_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_triton_multi_head_attention::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__triton_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_out) {
  GT_TRY
  at::_ops::_triton_multi_head_attention_out::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__unsafe_view(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_unsafe_view::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__unsafe_view_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_unsafe_view_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bicubic2d_aa_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__values_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_values_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__values_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_values_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_adaptive_avg_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_adaptive_avg_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::adaptive_avg_pool3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_adaptive_max_pool1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::adaptive_max_pool1d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_addbmm(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addbmm::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addbmm_out(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::addbmm_out::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addbmm_(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::addbmm_::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_addcdiv(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addcdiv::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addcdiv_out(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::addcdiv_out::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addcdiv_(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value) {
  GT_TRY
  at::_ops::addcdiv_::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_allclose(gt_tensor a_self, gt_tensor a_other, double a_rtol, double a_atol, bool a_equal_nan, bool* out0) {
  GT_TRY
  auto r = at::_ops::allclose::call(gotorch::ref(a_self), gotorch::ref(a_other), a_rtol, a_atol, a_equal_nan);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_amin(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::amin::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_amin_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::amin_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_angle(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::angle::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_angle_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::angle_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::avg_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_avg_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::avg_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_baddbmm(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::baddbmm::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_baddbmm_out(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::baddbmm_out::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_baddbmm_(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::baddbmm_::call(gotorch::ref(a_self), gotorch::ref(a_batch1), gotorch::ref(a_batch2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_batch_norm_backward_elemt(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, gt_tensor a_mean_dy, gt_tensor a_mean_dy_xmu, gt_tensor a_count, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::batch_norm_backward_elemt::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_weight), gotorch::ref(a_mean_dy), gotorch::ref(a_mean_dy_xmu), gotorch::ref(a_count));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_batch_norm_backward_elemt_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, gt_tensor a_mean_dy, gt_tensor a_mean_dy_xmu, gt_tensor a_count, gt_tensor a_out) {
  GT_TRY
  at::_ops::batch_norm_backward_elemt_out::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_weight), gotorch::ref(a_mean_dy), gotorch::ref(a_mean_dy_xmu), gotorch::ref(a_count), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_batch_norm_elemt(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_invstd, double a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::batch_norm_elemt::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::ref(a_mean), gotorch::ref(a_invstd), a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_batch_norm_elemt_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_invstd, double a_eps, gt_tensor a_out) {
  GT_TRY
  at::_ops::batch_norm_elemt_out::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::ref(a_mean), gotorch::ref(a_invstd), a_eps, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_batch_norm_gather_stats(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, int64_t a_count, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::batch_norm_gather_stats::call(gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum, a_eps, a_count);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_batch_norm_gather_stats_out(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, int64_t a_count, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::batch_norm_gather_stats_out::call(gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum, a_eps, a_count, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_broadcast_to(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::broadcast_to::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ceil(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ceil::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ceil_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::ceil_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ceil_(gt_tensor a_self) {
  GT_TRY
  at::_ops::ceil_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_column_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::column_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_column_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::column_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_conv3d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv3d::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv3d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv3d_padding::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_transpose3d_input(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv_transpose3d_input::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_copy_sparse_to_sparse(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::copy_sparse_to_sparse::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_copy_sparse_to_sparse_out(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor a_out) {
  GT_TRY
  at::_ops::copy_sparse_to_sparse_out::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_copy_sparse_to_sparse_(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking) {
  GT_TRY
  at::_ops::copy_sparse_to_sparse_::call(gotorch::ref(a_self), gotorch::ref(a_src), a_non_blocking);
  GT_CATCH
}

char* gt_cosine_similarity(gt_tensor a_x1, gt_tensor a_x2, int64_t a_dim, double a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cosine_similarity::call(gotorch::ref(a_x1), gotorch::ref(a_x2), a_dim, a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_crow_indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::crow_indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_div_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::div_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_div_Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::div_Scalar_mode::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_div_Scalar_mode_out(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::div_Scalar_mode_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_div_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::div_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_div_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::div_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_div_Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::div_Tensor_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_div_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::div_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_div_out_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::div_out_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_div__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::div__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_div__Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len) {
  GT_TRY
  at::_ops::div__Scalar_mode::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  GT_CATCH
}

char* gt_div__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::div__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_div__Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len) {
  GT_TRY
  at::_ops::div__Tensor_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  GT_CATCH
}

char* gt_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::divide_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_divide_Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::divide_Scalar_mode::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_divide_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::divide_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_divide_Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::divide_Tensor_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::divide_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_divide_out_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::divide_out_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_divide__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::divide__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_divide__Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len) {
  GT_TRY
  at::_ops::divide__Scalar_mode::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  GT_CATCH
}

char* gt_divide__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::divide__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_divide__Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len) {
  GT_TRY
  at::_ops::divide__Tensor_mode::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len));
  GT_CATCH
}

char* gt_dot(gt_tensor a_self, gt_tensor a_tensor, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::dot::call(gotorch::ref(a_self), gotorch::ref(a_tensor));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dot_out(gt_tensor a_self, gt_tensor a_tensor, gt_tensor a_out) {
  GT_TRY
  at::_ops::dot_out::call(gotorch::ref(a_self), gotorch::ref(a_tensor), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::dropout::call(gotorch::ref(a_input), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dropout_(gt_tensor a_self, double a_p, bool a_train) {
  GT_TRY
  at::_ops::dropout_::call(gotorch::ref(a_self), a_p, a_train);
  GT_CATCH
}

char* gt_embedding_renorm(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::embedding_renorm::call(gotorch::ref(a_self), gotorch::ref(a_indices), a_max_norm, a_norm_type);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_embedding_renorm_out(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type, gt_tensor a_out) {
  GT_TRY
  at::_ops::embedding_renorm_out::call(gotorch::ref(a_self), gotorch::ref(a_indices), a_max_norm, a_norm_type, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_embedding_renorm_(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type) {
  GT_TRY
  at::_ops::embedding_renorm_::call(gotorch::ref(a_self), gotorch::ref(a_indices), a_max_norm, a_norm_type);
  GT_CATCH
}

char* gt_empty_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::empty_like::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_empty_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::empty_like_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_empty_quantized(const int64_t* a_size, int64_t a_size_len, gt_tensor a_qtensor, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::empty_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_qtensor), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_empty_quantized_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_qtensor, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::empty_quantized_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_qtensor), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_erf(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::erf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_erf_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::erf_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_erf_(gt_tensor a_self) {
  GT_TRY
  at::_ops::erf_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_exp(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::exp::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_exp_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::exp_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_exp_(gt_tensor a_self) {
  GT_TRY
  at::_ops::exp_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_exponential(gt_tensor a_self, double a_lambd, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::exponential::call(gotorch::ref(a_self), a_lambd, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_exponential_out(gt_tensor a_self, double a_lambd, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::exponential_out::call(gotorch::ref(a_self), a_lambd, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_exponential_(gt_tensor a_self, double a_lambd, gt_generator a_generator) {
  GT_TRY
  at::_ops::exponential_::call(gotorch::ref(a_self), a_lambd, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_fbgemm_pack_gemm_matrix_fp16(gt_tensor a_input, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_pack_gemm_matrix_fp16::call(gotorch::ref(a_input));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fftshift(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_fftshift::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_rfftfreq(int64_t a_n, double a_d, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_rfftfreq::call(a_n, a_d, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_rfftfreq_out(int64_t a_n, double a_d, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_rfftfreq_out::call(a_n, a_d, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_rfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_rfftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_rfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_rfftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fill_Scalar(gt_tensor a_self, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fill_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fill_Scalar_out(gt_tensor a_self, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::fill_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fill_Tensor(gt_tensor a_self, gt_tensor a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fill_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fill_Tensor_out(gt_tensor a_self, gt_tensor a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::fill_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fill__Scalar(gt_tensor a_self, gt_scalar a_value) {
  GT_TRY
  at::_ops::fill__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_fill__Tensor(gt_tensor a_self, gt_tensor a_value) {
  GT_TRY
  at::_ops::fill__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_value));
  GT_CATCH
}

char* gt_fix(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fix::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fix_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::fix_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fix_(gt_tensor a_self) {
  GT_TRY
  at::_ops::fix_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_flatten_dense_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flatten_dense_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fractional_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fractional_max_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fractional_max_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::fractional_max_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_from_file(const char* a_filename, int64_t a_filename_len, const bool* a_shared, const int64_t* a_size, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::from_file::call(gotorch::str(a_filename, a_filename_len), gotorch::opt_value(a_shared), gotorch::opt_value(a_size), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_from_file_out(const char* a_filename, int64_t a_filename_len, const bool* a_shared, const int64_t* a_size, gt_tensor a_out) {
  GT_TRY
  at::_ops::from_file_out::call(gotorch::str(a_filename, a_filename_len), gotorch::opt_value(a_shared), gotorch::opt_value(a_size), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_geqrf(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::geqrf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_geqrf_a(gt_tensor a_self, gt_tensor a_a, gt_tensor a_tau) {
  GT_TRY
  at::_ops::geqrf_a::call(gotorch::ref(a_self), gotorch::ref(a_a), gotorch::ref(a_tau));
  GT_CATCH
}

char* gt_glu_backward_jvp(gt_tensor a_grad_x, gt_tensor a_grad_glu, gt_tensor a_x, gt_tensor a_dgrad_glu, gt_tensor a_dx, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::glu_backward_jvp::call(gotorch::ref(a_grad_x), gotorch::ref(a_grad_glu), gotorch::ref(a_x), gotorch::ref(a_dgrad_glu), gotorch::ref(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_glu_backward_jvp_out(gt_tensor a_grad_x, gt_tensor a_grad_glu, gt_tensor a_x, gt_tensor a_dgrad_glu, gt_tensor a_dx, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::glu_backward_jvp_out::call(gotorch::ref(a_grad_x), gotorch::ref(a_grad_glu), gotorch::ref(a_x), gotorch::ref(a_dgrad_glu), gotorch::ref(a_dx), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_grid_sampler_3d_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::grid_sampler_3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_grid_sampler_3d_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::grid_sampler_3d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_gru_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gru_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::opt(a_b_ih), gotorch::opt(a_b_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardsigmoid_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardsigmoid_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardsigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::hardsigmoid_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_index_select_backward(gt_tensor a_grad, const int64_t* a_self_sizes, int64_t a_self_sizes_len, int64_t a_dim, gt_tensor a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_select_backward::call(gotorch::ref(a_grad), at::IntArrayRef(a_self_sizes, a_self_sizes_len), a_dim, gotorch::ref(a_index));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_is_conj(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_conj::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_neg(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_neg::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_pinned(gt_tensor a_self, gt_device a_device, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_pinned::call(gotorch::ref(a_self), gotorch::opt_device(a_device));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isinf(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isinf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isinf_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::isinf_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ldexp_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ldexp_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ldexp_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::ldexp_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ldexp_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::ldexp_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_leaky_relu(gt_tensor a_self, gt_scalar a_negative_slope, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::leaky_relu::call(gotorch::ref(a_self), gotorch::scalar(a_negative_slope));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_leaky_relu_out(gt_tensor a_self, gt_scalar a_negative_slope, gt_tensor a_out) {
  GT_TRY
  at::_ops::leaky_relu_out::call(gotorch::ref(a_self), gotorch::scalar(a_negative_slope), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_leaky_relu_(gt_tensor a_self, gt_scalar a_negative_slope) {
  GT_TRY
  at::_ops::leaky_relu_::call(gotorch::ref(a_self), gotorch::scalar(a_negative_slope));
  GT_CATCH
}

char* gt_lerp_Scalar(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lerp_Scalar::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::scalar(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lerp_Scalar_out(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight, gt_tensor a_out) {
  GT_TRY
  at::_ops::lerp_Scalar_out::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::scalar(a_weight), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lerp_Tensor(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lerp_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::ref(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lerp_Tensor_out(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight, gt_tensor a_out) {
  GT_TRY
  at::_ops::lerp_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::ref(a_weight), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lerp__Scalar(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight) {
  GT_TRY
  at::_ops::lerp__Scalar::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::scalar(a_weight));
  GT_CATCH
}

char* gt_lerp__Tensor(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight) {
  GT_TRY
  at::_ops::lerp__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_end), gotorch::ref(a_weight));
  GT_CATCH
}

char* gt_less_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::less_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_less_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::less_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_less_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::less_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_less_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::less_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_less__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::less__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_less__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::less__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_lgamma(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lgamma::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lgamma_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::lgamma_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lgamma_(gt_tensor a_self) {
  GT_TRY
  at::_ops::lgamma_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_linalg_lu(gt_tensor a_A, bool a_pivot, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::linalg_lu::call(gotorch::ref(a_A), a_pivot);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_lu_out(gt_tensor a_A, bool a_pivot, gt_tensor a_P, gt_tensor a_L, gt_tensor a_U) {
  GT_TRY
  at::_ops::linalg_lu_out::call(gotorch::ref(a_A), a_pivot, gotorch::ref(a_P), gotorch::ref(a_L), gotorch::ref(a_U));
  GT_CATCH
}

char* gt_linalg_lu_solve(gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_B, bool a_left, bool a_adjoint, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_lu_solve::call(gotorch::ref(a_LU), gotorch::ref(a_pivots), gotorch::ref(a_B), a_left, a_adjoint);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_lu_solve_out(gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_B, bool a_left, bool a_adjoint, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_lu_solve_out::call(gotorch::ref(a_LU), gotorch::ref(a_pivots), gotorch::ref(a_B), a_left, a_adjoint, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linear(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linear::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linear_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_out) {
  GT_TRY
  at::_ops::linear_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log10(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log10::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log10_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::log10_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log10_(gt_tensor a_self) {
  GT_TRY
  at::_ops::log10_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_log1p(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log1p::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log1p_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::log1p_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log1p_(gt_tensor a_self) {
  GT_TRY
  at::_ops::log1p_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_log_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log_softmax_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log_softmax_int::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_softmax_int_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::log_softmax_int_out::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logical_or(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logical_or::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logical_or_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::logical_or_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logical_or_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::logical_or_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_logit_backward(gt_tensor a_grad_output, gt_tensor a_self, const double* a_eps, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logit_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logit_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const double* a_eps, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::logit_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::opt_value(a_eps), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_lstm_cell(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::lstm_cell::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::opt(a_b_ih), gotorch::opt(a_b_hh));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mH(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mH::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_masked_fill_Scalar(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::masked_fill_Scalar::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_masked_fill_Scalar_out(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::masked_fill_Scalar_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_masked_fill_Tensor(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::masked_fill_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_masked_fill_Tensor_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::masked_fill_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_masked_fill__Scalar(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value) {
  GT_TRY
  at::_ops::masked_fill__Scalar::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_masked_fill__Tensor(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value) {
  GT_TRY
  at::_ops::masked_fill__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_value));
  GT_CATCH
}

char* gt_matrix_exp_backward(gt_tensor a_self, gt_tensor a_grad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::matrix_exp_backward::call(gotorch::ref(a_self), gotorch::ref(a_grad));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_unpool3d(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_unpool3d::call(gotorch::ref(a_self), gotorch::ref(a_indices), at::IntArrayRef(a_output_size, a_output_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_unpool3d_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::max_unpool3d_out::call(gotorch::ref(a_self), gotorch::ref(a_indices), at::IntArrayRef(a_output_size, a_output_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_miopen_depthwise_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::miopen_depthwise_convolution::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_miopen_depthwise_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out) {
  GT_TRY
  at::_ops::miopen_depthwise_convolution_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mish(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mish::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mish_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::mish_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mish_(gt_tensor a_self) {
  GT_TRY
  at::_ops::mish_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_mkldnn_adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_adaptive_avg_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_adaptive_avg_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mkldnn_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_max_pool3d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_max_pool3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mkldnn_reorder_conv3d_weight(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_reorder_conv3d_weight::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_reorder_conv3d_weight_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_reorder_conv3d_weight_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mps_convolution_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::mps_convolution_backward::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_mps_convolution_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::mps_convolution_backward_out::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_mps_convolution_transpose_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::mps_convolution_transpose_backward::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mps_convolution_transpose_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::mps_convolution_transpose_backward_out::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_native_batch_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_invstd, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_batch_norm_backward::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_invstd), a_train, a_eps, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_batch_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_invstd, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::native_batch_norm_backward_out::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_invstd), a_train, a_eps, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_q_per_channel_axis(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::q_per_channel_axis::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_quantize_per_tensor_dynamic(gt_tensor a_self, int32_t a_dtype, bool a_reduce_range, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_dynamic::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype), a_reduce_range);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantize_per_tensor_dynamic_out(gt_tensor a_self, int32_t a_dtype, bool a_reduce_range, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantize_per_tensor_dynamic_out::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype), a_reduce_range, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantized_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_var, double a_eps, double a_output_scale, int64_t a_output_zero_point, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_batch_norm::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::ref(a_mean), gotorch::ref(a_var), a_eps, a_output_scale, a_output_zero_point);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantized_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_var, double a_eps, double a_output_scale, int64_t a_output_zero_point, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantized_batch_norm_out::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::ref(a_mean), gotorch::ref(a_var), a_eps, a_output_scale, a_output_zero_point, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rand_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rand_like::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::rand_like_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randn(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randn::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randn_generator(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randn_generator::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randn_generator_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::randn_generator_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randn_generator_with_names(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randn_generator_with_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randn_generator_with_names_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::randn_generator_with_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randn_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randn_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randn_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::randn_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randn_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::randn_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randperm(int64_t a_n, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randperm::call(a_n, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randperm_generator(int64_t a_n, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randperm_generator::call(a_n, gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randperm_generator_out(int64_t a_n, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::randperm_generator_out::call(a_n, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randperm_out(int64_t a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::randperm_out::call(a_n, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_reflection_pad2d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad2d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad2d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::reflection_pad2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_remainder_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::remainder_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_remainder_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::remainder_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_remainder_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::remainder_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_remainder_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::remainder_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_remainder_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::remainder_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_remainder_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::remainder_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_remainder__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::remainder__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_remainder__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::remainder__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_replication_pad3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::replication_pad3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_rnn_relu_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::rnn_relu_data::call(gotorch::ref(a_data), gotorch::ref(a_batch_sizes), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_rnn_relu_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::rnn_relu_input::call(gotorch::ref(a_input), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_rnn_tanh_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rnn_tanh_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::opt(a_b_ih), gotorch::opt(a_b_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_reduce_two(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_reduce_two::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len), a_include_self);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_reduce_two_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_reduce_two_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len), a_include_self, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter_reduce__two(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self) {
  GT_TRY
  at::_ops::scatter_reduce__two::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len), a_include_self);
  GT_CATCH
}

char* gt_slice_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slice_scatter::call(gotorch::ref(a_self), gotorch::ref(a_src), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slice_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::slice_scatter_out::call(gotorch::ref(a_self), gotorch::ref(a_src), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_slow_conv3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv3d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::slow_conv3d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_slow_conv_transpose3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv_transpose3d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv_transpose3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::slow_conv_transpose3d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_smm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::smm::call(gotorch::ref(a_self), gotorch::ref(a_mat2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softshrink(gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softshrink::call(gotorch::ref(a_self), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softshrink_out(gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_out) {
  GT_TRY
  at::_ops::softshrink_out::call(gotorch::ref(a_self), gotorch::scalar(a_lambd), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sparse_dim(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::sparse_dim::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_special_entr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_entr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_entr_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_entr_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_erf(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_erf::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_erf_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_erf_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_laguerre_polynomial_l_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_log1p(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_log1p::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_log1p_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_log1p_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_log_softmax(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_log_softmax::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_ndtri(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_ndtri::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_ndtri_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_ndtri_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_scaled_modified_bessel_k0(gt_tensor a_x, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_scaled_modified_bessel_k0::call(gotorch::ref(a_x));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_scaled_modified_bessel_k0_out(gt_tensor a_x, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_scaled_modified_bessel_k0_out::call(gotorch::ref(a_x), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_v_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_stft(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_normalized, const bool* a_onesided, const bool* a_return_complex, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::stft::call(gotorch::ref(a_self), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window), a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_return_complex));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_stft_center(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_center, const char* a_pad_mode, int64_t a_pad_mode_len, bool a_normalized, const bool* a_onesided, const bool* a_return_complex, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::stft_center::call(gotorch::ref(a_self), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window), a_center, gotorch::str(a_pad_mode, a_pad_mode_len), a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_return_complex));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_stride_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::stride_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_stride_int(gt_tensor a_self, int64_t a_dim, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::stride_int::call(gotorch::ref(a_self), a_dim);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_sum(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sum::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sum_DimnameList_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::sum_DimnameList_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sum_IntList_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::sum_IntList_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sum_dim_DimnameList(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sum_dim_DimnameList::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sum_dim_IntList(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sum_dim_IntList::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sum_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::sum_out::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sum_to_size(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sum_to_size::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_svd(gt_tensor a_self, bool a_some, bool a_compute_uv, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::svd::call(gotorch::ref(a_self), a_some, a_compute_uv);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_svd_U(gt_tensor a_self, bool a_some, bool a_compute_uv, gt_tensor a_U, gt_tensor a_S, gt_tensor a_V) {
  GT_TRY
  at::_ops::svd_U::call(gotorch::ref(a_self), a_some, a_compute_uv, gotorch::ref(a_U), gotorch::ref(a_S), gotorch::ref(a_V));
  GT_CATCH
}

char* gt_tan(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tan::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tan_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::tan_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_tan_(gt_tensor a_self) {
  GT_TRY
  at::_ops::tan_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_tanh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tanh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tanh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::tanh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_tanh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::tanh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_threshold(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::threshold::call(gotorch::ref(a_self), gotorch::scalar(a_threshold), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_threshold_out(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::threshold_out::call(gotorch::ref(a_self), gotorch::scalar(a_threshold), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_threshold_(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value) {
  GT_TRY
  at::_ops::threshold_::call(gotorch::ref(a_self), gotorch::scalar(a_threshold), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_to_dense_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_dense_backward::call(gotorch::ref(a_grad), gotorch::ref(a_input));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_transpose_Dimname(gt_tensor a_self, const char* a_dim0, int64_t a_dim0_len, const char* a_dim1, int64_t a_dim1_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::transpose_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim0, a_dim0_len), gotorch::dimname(a_dim1, a_dim1_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_transpose_int(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::transpose_int::call(gotorch::ref(a_self), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_transpose_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1) {
  GT_TRY
  at::_ops::transpose_::call(gotorch::ref(a_self), a_dim0, a_dim1);
  GT_CATCH
}

char* gt_trapz_dx(gt_tensor a_y, double a_dx, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trapz_dx::call(gotorch::ref(a_y), a_dx, a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_trapz_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trapz_x::call(gotorch::ref(a_y), gotorch::ref(a_x), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tril_indices(int64_t a_row, int64_t a_col, int64_t a_offset, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tril_indices::call(a_row, a_col, a_offset, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tril_indices_out(int64_t a_row, int64_t a_col, int64_t a_offset, gt_tensor a_out) {
  GT_TRY
  at::_ops::tril_indices_out::call(a_row, a_col, a_offset, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_triplet_margin_loss(gt_tensor a_anchor, gt_tensor a_positive, gt_tensor a_negative, double a_margin, double a_p, double a_eps, bool a_swap, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::triplet_margin_loss::call(gotorch::ref(a_anchor), gotorch::ref(a_positive), gotorch::ref(a_negative), a_margin, a_p, a_eps, a_swap, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unsafe_split_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unsafe_split_Tensor::call(gotorch::ref(a_self), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unsafe_split_Tensor_out(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::unsafe_split_Tensor_out::call(gotorch::ref(a_self), a_split_size, a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_unsafe_split_with_sizes(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unsafe_split_with_sizes::call(gotorch::ref(a_self), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unsafe_split_with_sizes_out(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::unsafe_split_with_sizes_out::call(gotorch::ref(a_self), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_upsample_nearest3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_nearest3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_nearest3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest3d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_view(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_dtype::call(gotorch::ref(a_self), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_where(gt_tensor a_condition, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::where::call(gotorch::ref(a_condition));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_where_Scalar(gt_tensor a_condition, gt_scalar a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::where_Scalar::call(gotorch::ref(a_condition), gotorch::scalar(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_where_ScalarOther(gt_tensor a_condition, gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::where_ScalarOther::call(gotorch::ref(a_condition), gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_where_ScalarSelf(gt_tensor a_condition, gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::where_ScalarSelf::call(gotorch::ref(a_condition), gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_where_self(gt_tensor a_condition, gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::where_self::call(gotorch::ref(a_condition), gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_where_self_out(gt_tensor a_condition, gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::where_self_out::call(gotorch::ref(a_condition), gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_zeros(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::zeros::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_zeros_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::zeros_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_zeros_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::zeros_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_zeros_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::zeros_out::call(gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

}  // extern "C"
