// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_debug_has_internal_overlap_ops.h>
#include <ATen/ops/_embedding_bag_dense_backward_ops.h>
#include <ATen/ops/_fake_quantize_per_tensor_affine_cachemask_tensor_qparams_ops.h>
#include <ATen/ops/_foreach_asin_ops.h>
#include <ATen/ops/_histogramdd_from_bin_tensors_ops.h>
#include <ATen/ops/_make_per_channel_quantized_tensor_ops.h>
#include <ATen/ops/_make_per_tensor_quantized_tensor_ops.h>
#include <ATen/ops/_masked_softmax_backward_ops.h>
#include <ATen/ops/_masked_softmax_ops.h>
#include <ATen/ops/_mps_max_pool2d_ops.h>
#include <ATen/ops/_nested_from_padded_and_nested_example_ops.h>
#include <ATen/ops/_nested_tensor_strides_ops.h>
#include <ATen/ops/_pack_padded_sequence_backward_ops.h>
#include <ATen/ops/_pack_padded_sequence_ops.h>
#include <ATen/ops/_pdist_backward_ops.h>
#include <ATen/ops/_segment_reduce_backward_ops.h>
#include <ATen/ops/_sparse_broadcast_to_ops.h>
#include <ATen/ops/_sparse_bsc_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_csr_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_log_softmax_ops.h>
#include <ATen/ops/_sparse_softmax_backward_data_ops.h>
#include <ATen/ops/_stack_ops.h>
#include <ATen/ops/_test_optional_filled_intlist_ops.h>
#include <ATen/ops/_thnn_fused_gru_cell_backward_ops.h>
#include <ATen/ops/_thnn_fused_gru_cell_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_backward_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_ops.h>
#include <ATen/ops/_to_cpu_ops.h>
#include <ATen/ops/_torch_cuda_cu_linker_symbol_op_ops.h>
#include <ATen/ops/_transformer_encoder_layer_fwd_ops.h>
#include <ATen/ops/_upsample_nearest_exact2d_backward_ops.h>
#include <ATen/ops/_upsample_nearest_exact2d_ops.h>
#include <ATen/ops/_validate_sparse_bsc_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_csr_tensor_args_ops.h>
#include <ATen/ops/_weight_norm_differentiable_backward_ops.h>
#include <ATen/ops/align_to_ops.h>
#include <ATen/ops/aminmax_ops.h>
#include <ATen/ops/and_ops.h>
#include <ATen/ops/arccosh_ops.h>
#include <ATen/ops/arctan_ops.h>
#include <ATen/ops/argwhere_ops.h>
#include <ATen/ops/asin_ops.h>
#include <ATen/ops/batch_norm_gather_stats_with_counts_ops.h>
#include <ATen/ops/batch_norm_update_stats_ops.h>
#include <ATen/ops/bitwise_and_ops.h>
#include <ATen/ops/bitwise_right_shift_ops.h>
#include <ATen/ops/bitwise_xor_ops.h>
#include <ATen/ops/ccol_indices_copy_ops.h>
#include <ATen/ops/cdist_ops.h>
#include <ATen/ops/cholesky_inverse_ops.h>
#include <ATen/ops/concatenate_ops.h>
#include <ATen/ops/corrcoef_ops.h>
#include <ATen/ops/cosine_embedding_loss_ops.h>
#include <ATen/ops/cudnn_affine_grid_generator_backward_ops.h>
#include <ATen/ops/cudnn_affine_grid_generator_ops.h>
#include <ATen/ops/cudnn_convolution_ops.h>
#include <ATen/ops/cudnn_convolution_transpose_ops.h>
#include <ATen/ops/cummax_ops.h>
#include <ATen/ops/detach_copy_ops.h>
#include <ATen/ops/diag_backward_ops.h>
#include <ATen/ops/diag_ops.h>
#include <ATen/ops/diagonal_copy_ops.h>
#include <ATen/ops/embedding_dense_backward_ops.h>
#include <ATen/ops/empty_ops.h>
#include <ATen/ops/empty_strided_ops.h>
#include <ATen/ops/exp2_ops.h>
#include <ATen/ops/expand_as_ops.h>
#include <ATen/ops/fbgemm_linear_quantize_weight_ops.h>
#include <ATen/ops/feature_alpha_dropout_ops.h>
#include <ATen/ops/fft_fftfreq_ops.h>
#include <ATen/ops/fft_fftn_ops.h>
#include <ATen/ops/fft_hfftn_ops.h>
#include <ATen/ops/fft_rfft_ops.h>
#include <ATen/ops/flip_ops.h>
#include <ATen/ops/gelu_backward_ops.h>
#include <ATen/ops/gelu_ops.h>
#include <ATen/ops/geometric_ops.h>
#include <ATen/ops/glu_jvp_ops.h>
#include <ATen/ops/greater_equal_ops.h>
#include <ATen/ops/grid_sampler_ops.h>
#include <ATen/ops/gt_ops.h>
#include <ATen/ops/hardswish_backward_ops.h>
#include <ATen/ops/hardswish_ops.h>
#include <ATen/ops/indices_copy_ops.h>
#include <ATen/ops/is_complex_ops.h>
#include <ATen/ops/is_set_to_ops.h>
#include <ATen/ops/isfinite_ops.h>
#include <ATen/ops/isin_ops.h>
#include <ATen/ops/item_ops.h>
#include <ATen/ops/linalg_eigh_ops.h>
#include <ATen/ops/linalg_eigvals_ops.h>
#include <ATen/ops/linalg_lstsq_ops.h>
#include <ATen/ops/linalg_lu_factor_ex_ops.h>
#include <ATen/ops/linalg_lu_factor_ops.h>
#include <ATen/ops/linalg_solve_ex_ops.h>
#include <ATen/ops/linalg_solve_ops.h>
#include <ATen/ops/linalg_svdvals_ops.h>
#include <ATen/ops/linspace_ops.h>
#include <ATen/ops/logcumsumexp_ops.h>
#include <ATen/ops/logdet_ops.h>
#include <ATen/ops/logical_not_ops.h>
#include <ATen/ops/lstm_mps_backward_ops.h>
#include <ATen/ops/max_pool2d_ops.h>
#include <ATen/ops/mse_loss_backward_ops.h>
#include <ATen/ops/mse_loss_ops.h>
#include <ATen/ops/narrow_copy_ops.h>
#include <ATen/ops/nonzero_numpy_ops.h>
#include <ATen/ops/nonzero_ops.h>
#include <ATen/ops/orgqr_ops.h>
#include <ATen/ops/pad_sequence_ops.h>
#include <ATen/ops/put_ops.h>
#include <ATen/ops/q_zero_point_ops.h>
#include <ATen/ops/quantize_per_channel_ops.h>
#include <ATen/ops/quantize_per_tensor_ops.h>
#include <ATen/ops/quantized_gru_cell_ops.h>
#include <ATen/ops/quantized_lstm_cell_ops.h>
#include <ATen/ops/quantized_rnn_tanh_cell_ops.h>
#include <ATen/ops/rand_ops.h>
#include <ATen/ops/randn_like_ops.h>
#include <ATen/ops/renorm_ops.h>
#include <ATen/ops/replication_pad1d_backward_ops.h>
#include <ATen/ops/replication_pad1d_ops.h>
#include <ATen/ops/requires_grad_ops.h>
#include <ATen/ops/resize_as_ops.h>
#include <ATen/ops/resolve_conj_ops.h>
#include <ATen/ops/retains_grad_ops.h>
#include <ATen/ops/roll_ops.h>
#include <ATen/ops/silu_backward_ops.h>
#include <ATen/ops/silu_ops.h>
#include <ATen/ops/sparse_bsc_tensor_ops.h>
#include <ATen/ops/sparse_csr_tensor_ops.h>
#include <ATen/ops/sparse_mask_ops.h>
#include <ATen/ops/special_bessel_y1_ops.h>
#include <ATen/ops/special_exp2_ops.h>
#include <ATen/ops/special_i1e_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_t_ops.h>
#include <ATen/ops/square_ops.h>
#include <ATen/ops/sspaddmm_ops.h>
#include <ATen/ops/take_ops.h>
#include <ATen/ops/thnn_conv2d_ops.h>
#include <ATen/ops/to_sparse_bsc_ops.h>
#include <ATen/ops/to_sparse_csr_ops.h>
#include <ATen/ops/trace_backward_ops.h>
#include <ATen/ops/trace_ops.h>
#include <ATen/ops/tril_ops.h>
#include <ATen/ops/unsqueeze_copy_ops.h>
#include <ATen/ops/upsample_bicubic2d_backward_ops.h>
#include <ATen/ops/upsample_bicubic2d_ops.h>
#include <ATen/ops/upsample_nearest1d_backward_ops.h>
#include <ATen/ops/upsample_nearest1d_ops.h>
#include <ATen/ops/upsample_trilinear3d_backward_ops.h>
#include <ATen/ops/upsample_trilinear3d_ops.h>
#include <ATen/ops/var_mean_ops.h>
#include <ATen/ops/var_ops.h>
#include <ATen/ops/view_as_complex_ops.h>
#include <ATen/ops/view_as_real_ops.h>
#include <ATen/ops/xor_ops.h>
#include <ATen/ops/zeros_like_ops.h>

extern "C" {

char* gt___and___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__and___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___and___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__and___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___iand___Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::__iand___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt___iand___Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::__iand___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt___ixor___Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::__ixor___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt___ixor___Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::__ixor___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt___xor___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__xor___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___xor___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__xor___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__debug_has_internal_overlap(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_debug_has_internal_overlap::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__embedding_bag_dense_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_embedding_bag_dense_backward::call(gotorch::ref(a_grad), gotorch::ref(a_indices), gotorch::ref(a_offset2bag), gotorch::ref(a_bag_size), gotorch::ref(a_maximum_indices), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__embedding_bag_dense_backward_out(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor a_out) {
  GT_TRY
  at::_ops::_embedding_bag_dense_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_indices), gotorch::ref(a_offset2bag), gotorch::ref(a_bag_size), gotorch::ref(a_maximum_indices), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights), a_padding_idx, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, gt_tensor a_fake_quant_enabled, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), gotorch::ref(a_fake_quant_enabled), a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, gt_tensor a_fake_quant_enabled, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), gotorch::ref(a_fake_quant_enabled), a_quant_min, a_quant_max, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__foreach_asin(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_asin::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_asin_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_asin_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_asin_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_asin_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__histogramdd_from_bin_tensors(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, gt_tensor a_weight, bool a_density, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_histogramdd_from_bin_tensors::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_bins, a_bins_len)), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__histogramdd_from_bin_tensors_out(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, gt_tensor a_weight, bool a_density, gt_tensor a_out) {
  GT_TRY
  at::_ops::_histogramdd_from_bin_tensors_out::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_bins, a_bins_len)), gotorch::opt(a_weight), a_density, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__make_per_channel_quantized_tensor(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_make_per_channel_quantized_tensor::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__make_per_channel_quantized_tensor_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, gt_tensor a_out) {
  GT_TRY
  at::_ops::_make_per_channel_quantized_tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__make_per_tensor_quantized_tensor(gt_tensor a_self, double a_scale, int64_t a_zero_point, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_make_per_tensor_quantized_tensor::call(gotorch::ref(a_self), a_scale, a_zero_point);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__make_per_tensor_quantized_tensor_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, gt_tensor a_out) {
  GT_TRY
  at::_ops::_make_per_tensor_quantized_tensor_out::call(gotorch::ref(a_self), a_scale, a_zero_point, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__masked_softmax(gt_tensor a_self, gt_tensor a_mask, const int64_t* a_dim, const int64_t* a_mask_type, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_masked_softmax::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::opt_value(a_dim), gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__masked_softmax_out(gt_tensor a_self, gt_tensor a_mask, const int64_t* a_dim, const int64_t* a_mask_type, gt_tensor a_out) {
  GT_TRY
  at::_ops::_masked_softmax_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::opt_value(a_dim), gotorch::opt_value(a_mask_type), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__masked_softmax_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_mask, const int64_t* a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_masked_softmax_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_mask), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__masked_softmax_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_mask, const int64_t* a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::_masked_softmax_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_mask), gotorch::opt_value(a_dim), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__mps_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_mps_max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mps_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::_mps_max_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_from_padded_and_nested_example(gt_tensor a_padded, gt_tensor a_nt_example, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_from_padded_and_nested_example::call(gotorch::ref(a_padded), gotorch::ref(a_nt_example));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_from_padded_and_nested_example_out(gt_tensor a_padded, gt_tensor a_nt_example, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_from_padded_and_nested_example_out::call(gotorch::ref(a_padded), gotorch::ref(a_nt_example), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_strides(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_strides::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_strides_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_tensor_strides_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__pack_padded_sequence(gt_tensor a_input, gt_tensor a_lengths, bool a_batch_first, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_pack_padded_sequence::call(gotorch::ref(a_input), gotorch::ref(a_lengths), a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__pack_padded_sequence_out(gt_tensor a_input, gt_tensor a_lengths, bool a_batch_first, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_pack_padded_sequence_out::call(gotorch::ref(a_input), gotorch::ref(a_lengths), a_batch_first, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__pack_padded_sequence_backward(gt_tensor a_grad, const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_batch_sizes, bool a_batch_first, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pack_padded_sequence_backward::call(gotorch::ref(a_grad), at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_batch_sizes), a_batch_first);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__pdist_backward(gt_tensor a_grad, gt_tensor a_self, double a_p, gt_tensor a_pdist, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pdist_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), a_p, gotorch::ref(a_pdist));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__pdist_backward_out(gt_tensor a_grad, gt_tensor a_self, double a_p, gt_tensor a_pdist, gt_tensor a_out) {
  GT_TRY
  at::_ops::_pdist_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_self), a_p, gotorch::ref(a_pdist), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__segment_reduce_backward(gt_tensor a_grad, gt_tensor a_output, gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_offsets, int64_t a_axis, const gt_scalar* a_initial, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_segment_reduce_backward::call(gotorch::ref(a_grad), gotorch::ref(a_output), gotorch::ref(a_data), gotorch::str(a_reduce, a_reduce_len), gotorch::opt(a_lengths), gotorch::opt(a_offsets), a_axis, gotorch::opt_scalar(a_initial));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__segment_reduce_backward_out(gt_tensor a_grad, gt_tensor a_output, gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_offsets, int64_t a_axis, const gt_scalar* a_initial, gt_tensor a_out) {
  GT_TRY
  at::_ops::_segment_reduce_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_output), gotorch::ref(a_data), gotorch::str(a_reduce, a_reduce_len), gotorch::opt(a_lengths), gotorch::opt(a_offsets), a_axis, gotorch::opt_scalar(a_initial), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_broadcast_to(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_broadcast_to::call(gotorch::ref(a_self), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_bsc_tensor_unsafe(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_bsc_tensor_unsafe::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_csr_tensor_unsafe(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_csr_tensor_unsafe::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_log_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax::call(gotorch::ref(a_self), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_log_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_log_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_int::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_log_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_log_softmax_out::call(gotorch::ref(a_self), a_dim, a_half_to_float, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_softmax_backward_data::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_softmax_backward_data_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__stack(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_optional_filled_intlist(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_optional_filled_intlist::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_optional_filled_intlist_out(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_optional_filled_intlist_out::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__thnn_fused_gru_cell(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_thnn_fused_gru_cell::call(gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::ref(a_hx), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__thnn_fused_gru_cell_out(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_thnn_fused_gru_cell_out::call(gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::ref(a_hx), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__thnn_fused_gru_cell_backward(gt_tensor a_grad_hy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_thnn_fused_gru_cell_backward::call(gotorch::ref(a_grad_hy), gotorch::ref(a_workspace), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__thnn_fused_gru_cell_backward_out(gt_tensor a_grad_hy, gt_tensor a_workspace, bool a_has_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4) {
  GT_TRY
  at::_ops::_thnn_fused_gru_cell_backward_out::call(gotorch::ref(a_grad_hy), gotorch::ref(a_workspace), a_has_bias, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3), gotorch::ref(a_out4));
  GT_CATCH
}

char* gt__thnn_fused_lstm_cell(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_cx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell::call(gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::ref(a_cx), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__thnn_fused_lstm_cell_out(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_cx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_thnn_fused_lstm_cell_out::call(gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::ref(a_cx), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__thnn_fused_lstm_cell_backward(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell_backward::call(gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_cx), gotorch::ref(a_cy), gotorch::ref(a_workspace), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__to_cpu(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_to_cpu::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__torch_cuda_cu_linker_symbol_op(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_torch_cuda_cu_linker_symbol_op::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__torch_cuda_cu_linker_symbol_op_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_torch_cuda_cu_linker_symbol_op_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__transformer_encoder_layer_fwd(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, const int64_t* a_mask_type, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_transformer_encoder_layer_fwd::call(gotorch::ref(a_src), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1), gotorch::ref(a_norm_bias_1), gotorch::ref(a_norm_weight_2), gotorch::ref(a_norm_bias_2), gotorch::ref(a_ffn_weight_1), gotorch::ref(a_ffn_bias_1), gotorch::ref(a_ffn_weight_2), gotorch::ref(a_ffn_bias_2), gotorch::opt(a_mask), gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__transformer_encoder_layer_fwd_out(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, const int64_t* a_mask_type, gt_tensor a_out) {
  GT_TRY
  at::_ops::_transformer_encoder_layer_fwd_out::call(gotorch::ref(a_src), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1), gotorch::ref(a_norm_bias_1), gotorch::ref(a_norm_weight_2), gotorch::ref(a_norm_bias_2), gotorch::ref(a_ffn_weight_1), gotorch::ref(a_ffn_bias_1), gotorch::ref(a_ffn_weight_2), gotorch::ref(a_ffn_bias_2), gotorch::opt(a_mask), gotorch::opt_value(a_mask_type), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__validate_sparse_bsc_tensor_args(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len) {
  GT_TRY
  at::_ops::_validate_sparse_bsc_tensor_args::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

char* gt__validate_sparse_csr_tensor_args(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len) {
  GT_TRY
  at::_ops::_validate_sparse_csr_tensor_args::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

char* gt__weight_norm_differentiable_backward(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_weight_norm_differentiable_backward::call(gotorch::ref(a_grad_w), gotorch::ref(a_saved_v), gotorch::ref(a_saved_g), gotorch::ref(a_saved_norms), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_align_to(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::align_to::call(gotorch::ref(a_self), gotorch::dimnames(a_names, a_names_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_align_to_ellipsis_idx(gt_tensor a_self, const char* a_order, int64_t a_order_len, int64_t a_ellipsis_idx, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::align_to_ellipsis_idx::call(gotorch::ref(a_self), gotorch::dimnames(a_order, a_order_len), a_ellipsis_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_aminmax(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::aminmax::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_aminmax_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_min, gt_tensor a_max) {
  GT_TRY
  at::_ops::aminmax_out::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_min), gotorch::ref(a_max));
  GT_CATCH
}

char* gt_arccosh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arccosh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arccosh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arccosh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arccosh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arccosh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_arctan(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arctan::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arctan_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arctan_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arctan_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arctan_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_argwhere(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argwhere::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_asin(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::asin::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_asin_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::asin_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_asin_(gt_tensor a_self) {
  GT_TRY
  at::_ops::asin_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_batch_norm_gather_stats_with_counts(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, gt_tensor a_counts, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::batch_norm_gather_stats_with_counts::call(gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum, a_eps, gotorch::ref(a_counts));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_batch_norm_gather_stats_with_counts_out(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, gt_tensor a_counts, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::batch_norm_gather_stats_with_counts_out::call(gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum, a_eps, gotorch::ref(a_counts), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_batch_norm_update_stats(gt_tensor a_input, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::batch_norm_update_stats::call(gotorch::ref(a_input), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_batch_norm_update_stats_out(gt_tensor a_input, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::batch_norm_update_stats_out::call(gotorch::ref(a_input), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_momentum, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_bitwise_and_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_and_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_and_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_and_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_and_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_and_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_and_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_and_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_and_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_and_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_and_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_and_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_and__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::bitwise_and__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_bitwise_and__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::bitwise_and__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_bitwise_right_shift_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_right_shift_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_right_shift_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_right_shift_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_right_shift_Tensor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_right_shift_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_right_shift_Tensor_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_right_shift_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_right_shift_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_right_shift__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::bitwise_right_shift__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_bitwise_right_shift__Tensor_Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::bitwise_right_shift__Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_bitwise_xor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_xor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_xor_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_xor_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_xor_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_xor_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_xor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_xor_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_xor_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_xor_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_xor_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_xor_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_xor__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::bitwise_xor__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_bitwise_xor__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::bitwise_xor__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_ccol_indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ccol_indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ccol_indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::ccol_indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cdist(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cdist::call(gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, gotorch::opt_value(a_compute_mode));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cholesky_inverse(gt_tensor a_self, bool a_upper, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cholesky_inverse::call(gotorch::ref(a_self), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cholesky_inverse_out(gt_tensor a_self, bool a_upper, gt_tensor a_out) {
  GT_TRY
  at::_ops::cholesky_inverse_out::call(gotorch::ref(a_self), a_upper, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_concatenate(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::concatenate::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_concatenate_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::concatenate_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_concatenate_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::concatenate_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_concatenate_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::concatenate_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_corrcoef(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::corrcoef::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cosine_embedding_loss(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cosine_embedding_loss::call(gotorch::ref(a_input1), gotorch::ref(a_input2), gotorch::ref(a_target), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_affine_grid_generator(gt_tensor a_theta, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_affine_grid_generator::call(gotorch::ref(a_theta), a_N, a_C, a_H, a_W);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_affine_grid_generator_out(gt_tensor a_theta, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_affine_grid_generator_out::call(gotorch::ref(a_theta), a_N, a_C, a_H, a_W, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cudnn_affine_grid_generator_backward(gt_tensor a_grad, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_affine_grid_generator_backward::call(gotorch::ref(a_grad), a_N, a_C, a_H, a_W);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_affine_grid_generator_backward_out(gt_tensor a_grad, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_affine_grid_generator_backward_out::call(gotorch::ref(a_grad), a_N, a_C, a_H, a_W, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cudnn_convolution(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_convolution::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_convolution_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_convolution_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cudnn_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_convolution_transpose::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_convolution_transpose_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cummax(gt_tensor a_self, int64_t a_dim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::cummax::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_cummax_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::cummax_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_cummax_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::cummax_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_cummax_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::cummax_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_detach_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::detach_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_detach_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::detach_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_diag(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diag::call(gotorch::ref(a_self), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diag_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out) {
  GT_TRY
  at::_ops::diag_out::call(gotorch::ref(a_self), a_diagonal, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_diag_backward(gt_tensor a_grad, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_diagonal, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diag_backward::call(gotorch::ref(a_grad), gotorch::symints(a_input_sizes, a_input_sizes_len), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_copy(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagonal_copy::call(gotorch::ref(a_self), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_copy_out(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out) {
  GT_TRY
  at::_ops::diagonal_copy_out::call(gotorch::ref(a_self), a_offset, a_dim1, a_dim2, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_embedding_dense_backward(gt_tensor a_grad_output, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::embedding_dense_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_indices), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_embedding_dense_backward_out(gt_tensor a_grad_output, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor a_out) {
  GT_TRY
  at::_ops::embedding_dense_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_indices), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_empty_memory_format(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::empty_memory_format::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_empty_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::empty_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_empty_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::empty_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_empty_out(const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::empty_out::call(gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_empty_strided(const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::empty_strided::call(gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_empty_strided_out(const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::empty_strided_out::call(gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_exp2(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::exp2::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_exp2_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::exp2_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_exp2_(gt_tensor a_self) {
  GT_TRY
  at::_ops::exp2_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_expand_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::expand_as::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fbgemm_linear_quantize_weight(gt_tensor a_input, gt_tensor* out0, gt_tensor* out1, double* out2, int64_t* out3) {
  GT_TRY
  auto r = at::_ops::fbgemm_linear_quantize_weight::call(gotorch::ref(a_input));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = std::get<2>(std::move(r));
  *out3 = std::get<3>(std::move(r));
  GT_CATCH
}

char* gt_feature_alpha_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::feature_alpha_dropout::call(gotorch::ref(a_input), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_feature_alpha_dropout_(gt_tensor a_self, double a_p, bool a_train) {
  GT_TRY
  at::_ops::feature_alpha_dropout_::call(gotorch::ref(a_self), a_p, a_train);
  GT_CATCH
}

char* gt_fft_fftfreq(int64_t a_n, double a_d, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_fftfreq::call(a_n, a_d, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fftfreq_out(int64_t a_n, double a_d, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_fftfreq_out::call(a_n, a_d, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_fftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_fftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_fftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_fftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_hfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_hfftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_hfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_hfftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_rfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_rfft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_rfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_rfft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_flip(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flip::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_flip_out(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::flip_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gelu(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gelu::call(gotorch::ref(a_self), gotorch::str(a_approximate, a_approximate_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gelu_out(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::gelu_out::call(gotorch::ref(a_self), gotorch::str(a_approximate, a_approximate_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gelu_(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len) {
  GT_TRY
  at::_ops::gelu_::call(gotorch::ref(a_self), gotorch::str(a_approximate, a_approximate_len));
  GT_CATCH
}

char* gt_gelu_backward(gt_tensor a_grad_output, gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gelu_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::str(a_approximate, a_approximate_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gelu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::gelu_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::str(a_approximate, a_approximate_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_geometric(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::geometric::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_geometric_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::geometric_out::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_geometric_(gt_tensor a_self, double a_p, gt_generator a_generator) {
  GT_TRY
  at::_ops::geometric_::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_glu_jvp(gt_tensor a_glu, gt_tensor a_x, gt_tensor a_dx, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::glu_jvp::call(gotorch::ref(a_glu), gotorch::ref(a_x), gotorch::ref(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_glu_jvp_out(gt_tensor a_glu, gt_tensor a_x, gt_tensor a_dx, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::glu_jvp_out::call(gotorch::ref(a_glu), gotorch::ref(a_x), gotorch::ref(a_dx), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::greater_equal_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_greater_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::greater_equal_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::greater_equal_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_greater_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::greater_equal_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater_equal__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::greater_equal__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_greater_equal__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::greater_equal__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_grid_sampler(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::grid_sampler::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gt_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gt_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gt_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::gt_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gt_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gt_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gt_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::gt_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gt__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::gt__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_gt__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::gt__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_hardswish(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardswish::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardswish_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::hardswish_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardswish_(gt_tensor a_self) {
  GT_TRY
  at::_ops::hardswish_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_hardswish_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardswish_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardswish_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::hardswish_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_is_complex(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_complex::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_set_to(gt_tensor a_self, gt_tensor a_tensor, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_set_to::call(gotorch::ref(a_self), gotorch::ref(a_tensor));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isfinite(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isfinite::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isin_Scalar_Tensor(gt_scalar a_element, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isin_Scalar_Tensor::call(gotorch::scalar(a_element), gotorch::ref(a_test_elements), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isin_Scalar_Tensor_out(gt_scalar a_element, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor a_out) {
  GT_TRY
  at::_ops::isin_Scalar_Tensor_out::call(gotorch::scalar(a_element), gotorch::ref(a_test_elements), a_assume_unique, a_invert, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_isin_Tensor_Scalar(gt_tensor a_elements, gt_scalar a_test_element, bool a_assume_unique, bool a_invert, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isin_Tensor_Scalar::call(gotorch::ref(a_elements), gotorch::scalar(a_test_element), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isin_Tensor_Scalar_out(gt_tensor a_elements, gt_scalar a_test_element, bool a_assume_unique, bool a_invert, gt_tensor a_out) {
  GT_TRY
  at::_ops::isin_Tensor_Scalar_out::call(gotorch::ref(a_elements), gotorch::scalar(a_test_element), a_assume_unique, a_invert, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_isin_Tensor_Tensor(gt_tensor a_elements, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isin_Tensor_Tensor::call(gotorch::ref(a_elements), gotorch::ref(a_test_elements), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_isin_Tensor_Tensor_out(gt_tensor a_elements, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor a_out) {
  GT_TRY
  at::_ops::isin_Tensor_Tensor_out::call(gotorch::ref(a_elements), gotorch::ref(a_test_elements), a_assume_unique, a_invert, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_item(gt_tensor a_self, gt_scalar* out0) {
  GT_TRY
  auto r = at::_ops::item::call(gotorch::ref(a_self));
  *out0 = gotorch::from_scalar(std::move(r));
  GT_CATCH
}

char* gt_linalg_eigh(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_eigh::call(gotorch::ref(a_self), gotorch::str(a_UPLO, a_UPLO_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_eigh_eigvals(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor a_eigvals, gt_tensor a_eigvecs) {
  GT_TRY
  at::_ops::linalg_eigh_eigvals::call(gotorch::ref(a_self), gotorch::str(a_UPLO, a_UPLO_len), gotorch::ref(a_eigvals), gotorch::ref(a_eigvecs));
  GT_CATCH
}

char* gt_linalg_eigvals(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_eigvals::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_eigvals_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_eigvals_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_lstsq(gt_tensor a_self, gt_tensor a_b, const double* a_rcond, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::linalg_lstsq::call(gotorch::ref(a_self), gotorch::ref(a_b), gotorch::opt_value(a_rcond), gotorch::opt_str(a_driver, a_driver_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_lstsq_out(gt_tensor a_self, gt_tensor a_b, const double* a_rcond, const char* a_driver, int64_t a_driver_len, gt_tensor a_solution, gt_tensor a_residuals, gt_tensor a_rank, gt_tensor a_singular_values) {
  GT_TRY
  at::_ops::linalg_lstsq_out::call(gotorch::ref(a_self), gotorch::ref(a_b), gotorch::opt_value(a_rcond), gotorch::opt_str(a_driver, a_driver_len), gotorch::ref(a_solution), gotorch::ref(a_residuals), gotorch::ref(a_rank), gotorch::ref(a_singular_values));
  GT_CATCH
}

char* gt_linalg_lu_factor(gt_tensor a_A, bool a_pivot, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_lu_factor::call(gotorch::ref(a_A), a_pivot);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_lu_factor_out(gt_tensor a_A, bool a_pivot, gt_tensor a_LU, gt_tensor a_pivots) {
  GT_TRY
  at::_ops::linalg_lu_factor_out::call(gotorch::ref(a_A), a_pivot, gotorch::ref(a_LU), gotorch::ref(a_pivots));
  GT_CATCH
}

char* gt_linalg_lu_factor_ex(gt_tensor a_A, bool a_pivot, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::linalg_lu_factor_ex::call(gotorch::ref(a_A), a_pivot, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_lu_factor_ex_out(gt_tensor a_A, bool a_pivot, bool a_check_errors, gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_info) {
  GT_TRY
  at::_ops::linalg_lu_factor_ex_out::call(gotorch::ref(a_A), a_pivot, a_check_errors, gotorch::ref(a_LU), gotorch::ref(a_pivots), gotorch::ref(a_info));
  GT_CATCH
}

char* gt_linalg_solve(gt_tensor a_A, gt_tensor a_B, bool a_left, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_solve::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_solve_out(gt_tensor a_A, gt_tensor a_B, bool a_left, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_solve_out::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_solve_ex(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_solve_ex::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_solve_ex_out(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor a_result, gt_tensor a_info) {
  GT_TRY
  at::_ops::linalg_solve_ex_out::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left, a_check_errors, gotorch::ref(a_result), gotorch::ref(a_info));
  GT_CATCH
}

char* gt_linalg_svdvals(gt_tensor a_A, const char* a_driver, int64_t a_driver_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_svdvals::call(gotorch::ref(a_A), gotorch::opt_str(a_driver, a_driver_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_svdvals_out(gt_tensor a_A, const char* a_driver, int64_t a_driver_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_svdvals_out::call(gotorch::ref(a_A), gotorch::opt_str(a_driver, a_driver_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linspace(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linspace::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linspace_out(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, gt_tensor a_out) {
  GT_TRY
  at::_ops::linspace_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logcumsumexp(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logcumsumexp::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logcumsumexp_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logcumsumexp_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logcumsumexp_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::logcumsumexp_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logcumsumexp_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::logcumsumexp_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logdet(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logdet::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logical_not(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logical_not::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logical_not_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::logical_not_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logical_not_(gt_tensor a_self) {
  GT_TRY
  at::_ops::logical_not_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_lstm_mps_backward(gt_tensor a_grad_y, gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_z_state, gt_tensor a_cell_state_fwd, gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len, gt_tensor** out2, int64_t* out2_len) {
  GT_TRY
  auto r = at::_ops::lstm_mps_backward::call(gotorch::ref(a_grad_y), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_z_state), gotorch::ref(a_cell_state_fwd), gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len);
  gotorch::tensor_list(std::get<2>(std::move(r)), out2, out2_len);
  GT_CATCH
}

char* gt_lstm_mps_backward_out(gt_tensor a_grad_y, gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_z_state, gt_tensor a_cell_state_fwd, gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor a_out0, const gt_tensor* a_out1, int64_t a_out1_len, const gt_tensor* a_out2, int64_t a_out2_len) {
  GT_TRY
  at::_ops::lstm_mps_backward_out::call(gotorch::ref(a_grad_y), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_z_state), gotorch::ref(a_cell_state_fwd), gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first, gotorch::ref(a_out0), at::TensorList(gotorch::tensors(a_out1, a_out1_len)), at::TensorList(gotorch::tensors(a_out2, a_out2_len)));
  GT_CATCH
}

char* gt_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mse_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mse_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mse_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::mse_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mse_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mse_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mse_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::mse_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_narrow_copy(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::narrow_copy::call(gotorch::ref(a_self), a_dim, c10::SymInt(a_start), c10::SymInt(a_length));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_narrow_copy_out(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::narrow_copy_out::call(gotorch::ref(a_self), a_dim, c10::SymInt(a_start), c10::SymInt(a_length), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nonzero(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nonzero::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nonzero_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::nonzero_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nonzero_numpy(gt_tensor a_self, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::nonzero_numpy::call(gotorch::ref(a_self));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_orgqr(gt_tensor a_self, gt_tensor a_input2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::orgqr::call(gotorch::ref(a_self), gotorch::ref(a_input2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_orgqr_out(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_out) {
  GT_TRY
  at::_ops::orgqr_out::call(gotorch::ref(a_self), gotorch::ref(a_input2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pad_sequence(const gt_tensor* a_sequences, int64_t a_sequences_len, bool a_batch_first, double a_padding_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pad_sequence::call(at::TensorList(gotorch::tensors(a_sequences, a_sequences_len)), a_batch_first, a_padding_value);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_put(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::put::call(gotorch::ref(a_self), gotorch::ref(a_index), gotorch::ref(a_source), a_accumulate);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_put_out(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate, gt_tensor a_out) {
  GT_TRY
  at::_ops::put_out::call(gotorch::ref(a_self), gotorch::ref(a_index), gotorch::ref(a_source), a_accumulate, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_put_(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate) {
  GT_TRY
  at::_ops::put_::call(gotorch::ref(a_self), gotorch::ref(a_index), gotorch::ref(a_source), a_accumulate);
  GT_CATCH
}

char* gt_q_zero_point(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::q_zero_point::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_quantize_per_channel(gt_tensor a_self, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantize_per_channel::call(gotorch::ref(a_self), gotorch::ref(a_scales), gotorch::ref(a_zero_points), a_axis, gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantize_per_channel_out(gt_tensor a_self, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantize_per_channel_out::call(gotorch::ref(a_self), gotorch::ref(a_scales), gotorch::ref(a_zero_points), a_axis, gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantize_per_tensor(gt_tensor a_self, double a_scale, int64_t a_zero_point, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantize_per_tensor::call(gotorch::ref(a_self), a_scale, a_zero_point, gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantize_per_tensor_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantize_per_tensor_out::call(gotorch::ref(a_self), a_scale, a_zero_point, gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantize_per_tensor_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_tensor_qparams::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantize_per_tensor_tensor_qparams_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantize_per_tensor_tensor_qparams_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantize_per_tensor_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_scales, gt_tensor a_zero_points, int32_t a_dtype, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_scales), gotorch::ref(a_zero_points), gotorch::scalar_type(a_dtype));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_quantize_per_tensor_tensors_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_scales, gt_tensor a_zero_points, int32_t a_dtype, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::quantize_per_tensor_tensors_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_scales), gotorch::ref(a_zero_points), gotorch::scalar_type(a_dtype), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_quantized_gru_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_gru_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::ref(a_b_ih), gotorch::ref(a_b_hh), gotorch::ref(a_packed_ih), gotorch::ref(a_packed_hh), gotorch::ref(a_col_offsets_ih), gotorch::ref(a_col_offsets_hh), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantized_lstm_cell(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::quantized_lstm_cell::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::ref(a_b_ih), gotorch::ref(a_b_hh), gotorch::ref(a_packed_ih), gotorch::ref(a_packed_hh), gotorch::ref(a_col_offsets_ih), gotorch::ref(a_col_offsets_hh), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_quantized_rnn_tanh_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_rnn_tanh_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::ref(a_b_ih), gotorch::ref(a_b_hh), gotorch::ref(a_packed_ih), gotorch::ref(a_packed_hh), gotorch::ref(a_col_offsets_ih), gotorch::ref(a_col_offsets_hh), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rand::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand_generator(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rand_generator::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand_generator_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::rand_generator_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rand_generator_with_names(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rand_generator_with_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand_generator_with_names_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::rand_generator_with_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rand_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rand_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rand_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::rand_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rand_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::rand_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randn_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randn_like::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randn_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::randn_like_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_renorm(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::renorm::call(gotorch::ref(a_self), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_renorm_out(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm, gt_tensor a_out) {
  GT_TRY
  at::_ops::renorm_out::call(gotorch::ref(a_self), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_renorm_(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm) {
  GT_TRY
  at::_ops::renorm_::call(gotorch::ref(a_self), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm));
  GT_CATCH
}

char* gt_replication_pad1d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad1d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad1d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::replication_pad1d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_replication_pad1d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad1d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad1d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::replication_pad1d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_requires_grad_(gt_tensor a_self, bool a_requires_grad) {
  GT_TRY
  at::_ops::requires_grad_::call(gotorch::ref(a_self), a_requires_grad);
  GT_CATCH
}

char* gt_resize_as(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::resize_as::call(gotorch::ref(a_self), gotorch::ref(a_the_template), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_resize_as_out(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::resize_as_out::call(gotorch::ref(a_self), gotorch::ref(a_the_template), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_resize_as_(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format) {
  GT_TRY
  at::_ops::resize_as_::call(gotorch::ref(a_self), gotorch::ref(a_the_template), gotorch::opt_memory_format(a_memory_format));
  GT_CATCH
}

char* gt_resolve_conj(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::resolve_conj::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_retains_grad(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::retains_grad::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_roll(gt_tensor a_self, const int64_t* a_shifts, int64_t a_shifts_len, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::roll::call(gotorch::ref(a_self), at::IntArrayRef(a_shifts, a_shifts_len), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_roll_out(gt_tensor a_self, const int64_t* a_shifts, int64_t a_shifts_len, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::roll_out::call(gotorch::ref(a_self), at::IntArrayRef(a_shifts, a_shifts_len), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_silu(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::silu::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_silu_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::silu_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_silu_(gt_tensor a_self) {
  GT_TRY
  at::_ops::silu_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_silu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::silu_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_silu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::silu_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_sparse_bsc_tensor_ccol_row_value(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_bsc_tensor_ccol_row_value::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_bsc_tensor_ccol_row_value_size(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_bsc_tensor_ccol_row_value_size::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_csr_tensor_crow_col_value(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_csr_tensor_crow_col_value::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_csr_tensor_crow_col_value_size(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_csr_tensor_crow_col_value_size::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_mask(gt_tensor a_self, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_mask::call(gotorch::ref(a_self), gotorch::ref(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_mask_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_out) {
  GT_TRY
  at::_ops::sparse_mask_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_bessel_y1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_bessel_y1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_bessel_y1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_bessel_y1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_exp2(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_exp2::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_exp2_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_exp2_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_i1e(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_i1e::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_i1e_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_i1e_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_t_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_square(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::square::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_square_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::square_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_square_(gt_tensor a_self) {
  GT_TRY
  at::_ops::square_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_sspaddmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sspaddmm::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sspaddmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::sspaddmm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat1), gotorch::ref(a_mat2), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_take(gt_tensor a_self, gt_tensor a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::take::call(gotorch::ref(a_self), gotorch::ref(a_index));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_take_out(gt_tensor a_self, gt_tensor a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::take_out::call(gotorch::ref(a_self), gotorch::ref(a_index), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_thnn_conv2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::thnn_conv2d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_thnn_conv2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::thnn_conv2d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse_bsc(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse_bsc::call(gotorch::ref(a_self), at::IntArrayRef(a_blocksize, a_blocksize_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_bsc_out(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_bsc_out::call(gotorch::ref(a_self), at::IntArrayRef(a_blocksize, a_blocksize_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse_csr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse_csr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_csr_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_csr_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_trace(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trace::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_trace_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::trace_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_trace_backward(gt_tensor a_grad, const int64_t* a_sizes, int64_t a_sizes_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trace_backward::call(gotorch::ref(a_grad), at::IntArrayRef(a_sizes, a_sizes_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tril(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tril::call(gotorch::ref(a_self), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tril_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out) {
  GT_TRY
  at::_ops::tril_out::call(gotorch::ref(a_self), a_diagonal, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_tril_(gt_tensor a_self, int64_t a_diagonal) {
  GT_TRY
  at::_ops::tril_::call(gotorch::ref(a_self), a_diagonal);
  GT_CATCH
}

char* gt_unsqueeze_copy(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unsqueeze_copy::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unsqueeze_copy_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::unsqueeze_copy_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_bicubic2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bicubic2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bicubic2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_bicubic2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bicubic2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bicubic2d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_bicubic2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bicubic2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_bicubic2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_bicubic2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bicubic2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bicubic2d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest1d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest1d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest1d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_nearest1d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_nearest1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest1d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_trilinear3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_trilinear3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_trilinear3d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_trilinear3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_trilinear3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_trilinear3d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_trilinear3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_trilinear3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_trilinear3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_trilinear3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_trilinear3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_trilinear3d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_var(gt_tensor a_self, bool a_unbiased, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::var::call(gotorch::ref(a_self), a_unbiased);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_var_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::var_correction::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_var_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::var_correction_names::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_var_correction_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::var_correction_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_var_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::var_correction_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_var_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::var_dim::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_var_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::var_names_dim::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_var_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::var_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_var_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::var_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_var_mean(gt_tensor a_self, bool a_unbiased, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::var_mean::call(gotorch::ref(a_self), a_unbiased);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_var_mean_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::var_mean_correction::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_var_mean_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::var_mean_correction_names::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_var_mean_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::var_mean_correction_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_var_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::var_mean_dim::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_var_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::var_mean_names_dim::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_view_as_complex(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_as_complex::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_as_real(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_as_real::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_zeros_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::zeros_like::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_zeros_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::zeros_like_out::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

}  // extern "C"
