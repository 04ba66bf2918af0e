// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_adaptive_avg_pool3d_ops.h>
#include <ATen/ops/_amp_update_scale_ops.h>
#include <ATen/ops/_cdist_forward_ops.h>
#include <ATen/ops/_cudnn_ctc_loss_ops.h>
#include <ATen/ops/_embedding_bag_per_sample_weights_backward_ops.h>
#include <ATen/ops/_embedding_bag_sparse_backward_ops.h>
#include <ATen/ops/_empty_per_channel_affine_quantized_ops.h>
#include <ATen/ops/_foreach_floor_ops.h>
#include <ATen/ops/_foreach_reciprocal_ops.h>
#include <ATen/ops/_foreach_sin_ops.h>
#include <ATen/ops/_foreach_sub_ops.h>
#include <ATen/ops/_foreach_trunc_ops.h>
#include <ATen/ops/_fused_dropout_ops.h>
#include <ATen/ops/_fused_moving_avg_obs_fq_helper_ops.h>
#include <ATen/ops/_fw_primal_copy_ops.h>
#include <ATen/ops/_has_same_storage_numel_ops.h>
#include <ATen/ops/_log_softmax_ops.h>
#include <ATen/ops/_logcumsumexp_ops.h>
#include <ATen/ops/_lstm_mps_ops.h>
#include <ATen/ops/_mps_convolution_ops.h>
#include <ATen/ops/_mps_convolution_transpose_ops.h>
#include <ATen/ops/_nested_tensor_from_mask_ops.h>
#include <ATen/ops/_nested_tensor_size_ops.h>
#include <ATen/ops/_nested_tensor_softmax_with_shape_ops.h>
#include <ATen/ops/_nested_view_from_buffer_copy_ops.h>
#include <ATen/ops/_pad_circular_ops.h>
#include <ATen/ops/_pad_enum_ops.h>
#include <ATen/ops/_rowwise_prune_ops.h>
#include <ATen/ops/_sample_dirichlet_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_ops.h>
#include <ATen/ops/_sobol_engine_initialize_state_ops.h>
#include <ATen/ops/_softmax_backward_data_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_backward_impl_ops.h>
#include <ATen/ops/_transform_bias_rescale_qkv_ops.h>
#include <ATen/ops/_upsample_nearest_exact1d_ops.h>
#include <ATen/ops/_validate_sparse_bsr_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_coo_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_csc_tensor_args_ops.h>
#include <ATen/ops/acosh_ops.h>
#include <ATen/ops/adaptive_max_pool2d_backward_ops.h>
#include <ATen/ops/affine_grid_generator_ops.h>
#include <ATen/ops/alias_copy_ops.h>
#include <ATen/ops/any_ops.h>
#include <ATen/ops/arcsinh_ops.h>
#include <ATen/ops/as_strided_ops.h>
#include <ATen/ops/atanh_ops.h>
#include <ATen/ops/atleast_3d_ops.h>
#include <ATen/ops/avg_pool3d_ops.h>
#include <ATen/ops/bilinear_ops.h>
#include <ATen/ops/bincount_ops.h>
#include <ATen/ops/blackman_window_ops.h>
#include <ATen/ops/can_cast_ops.h>
#include <ATen/ops/cholesky_ops.h>
#include <ATen/ops/clamp_max_ops.h>
#include <ATen/ops/col_indices_copy_ops.h>
#include <ATen/ops/concat_ops.h>
#include <ATen/ops/contiguous_ops.h>
#include <ATen/ops/conv_tbc_backward_ops.h>
#include <ATen/ops/convolution_ops.h>
#include <ATen/ops/copysign_ops.h>
#include <ATen/ops/cudnn_batch_norm_backward_ops.h>
#include <ATen/ops/cudnn_convolution_add_relu_ops.h>
#include <ATen/ops/cudnn_convolution_relu_ops.h>
#include <ATen/ops/cudnn_grid_sampler_backward_ops.h>
#include <ATen/ops/cudnn_is_acceptable_ops.h>
#include <ATen/ops/cumprod_ops.h>
#include <ATen/ops/cumulative_trapezoid_ops.h>
#include <ATen/ops/data_ops.h>
#include <ATen/ops/dequantize_ops.h>
#include <ATen/ops/dstack_ops.h>
#include <ATen/ops/elu_backward_ops.h>
#include <ATen/ops/embedding_sparse_backward_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_cachemask_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_cachemask_ops.h>
#include <ATen/ops/fbgemm_pack_quantized_matrix_ops.h>
#include <ATen/ops/feature_dropout_ops.h>
#include <ATen/ops/fft_ifftn_ops.h>
#include <ATen/ops/fft_irfftn_ops.h>
#include <ATen/ops/floor_ops.h>
#include <ATen/ops/fmax_ops.h>
#include <ATen/ops/fractional_max_pool3d_ops.h>
#include <ATen/ops/gradient_ops.h>
#include <ATen/ops/grid_sampler_2d_ops.h>
#include <ATen/ops/hamming_window_ops.h>
#include <ATen/ops/hardshrink_ops.h>
#include <ATen/ops/hardtanh_ops.h>
#include <ATen/ops/hsplit_ops.h>
#include <ATen/ops/huber_loss_backward_ops.h>
#include <ATen/ops/hypot_ops.h>
#include <ATen/ops/igamma_ops.h>
#include <ATen/ops/index_fill_ops.h>
#include <ATen/ops/index_put_ops.h>
#include <ATen/ops/instance_norm_ops.h>
#include <ATen/ops/is_floating_point_ops.h>
#include <ATen/ops/is_inference_ops.h>
#include <ATen/ops/isreal_ops.h>
#include <ATen/ops/linalg_tensorsolve_ops.h>
#include <ATen/ops/lt_ops.h>
#include <ATen/ops/masked_select_ops.h>
#include <ATen/ops/max_pool1d_ops.h>
#include <ATen/ops/mkldnn_linear_backward_ops.h>
#include <ATen/ops/moveaxis_ops.h>
#include <ATen/ops/multi_margin_loss_ops.h>
#include <ATen/ops/multilabel_margin_loss_backward_ops.h>
#include <ATen/ops/multiply_ops.h>
#include <ATen/ops/nan_to_num_ops.h>
#include <ATen/ops/nansum_ops.h>
#include <ATen/ops/native_norm_ops.h>
#include <ATen/ops/nll_loss2d_backward_ops.h>
#include <ATen/ops/nll_loss_ops.h>
#include <ATen/ops/not_equal_ops.h>
#include <ATen/ops/output_nr_ops.h>
#include <ATen/ops/permute_ops.h>
#include <ATen/ops/pow_ops.h>
#include <ATen/ops/promote_types_ops.h>
#include <ATen/ops/q_scale_ops.h>
#include <ATen/ops/real_ops.h>
#include <ATen/ops/reciprocal_ops.h>
#include <ATen/ops/reflection_pad1d_backward_ops.h>
#include <ATen/ops/replication_pad2d_ops.h>
#include <ATen/ops/reshape_ops.h>
#include <ATen/ops/retain_grad_ops.h>
#include <ATen/ops/rnn_relu_cell_ops.h>
#include <ATen/ops/rrelu_with_noise_ops.h>
#include <ATen/ops/rsub_ops.h>
#include <ATen/ops/segment_reduce_ops.h>
#include <ATen/ops/select_ops.h>
#include <ATen/ops/sigmoid_backward_ops.h>
#include <ATen/ops/sin_ops.h>
#include <ATen/ops/slogdet_ops.h>
#include <ATen/ops/softplus_ops.h>
#include <ATen/ops/special_bessel_j1_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_w_ops.h>
#include <ATen/ops/special_expit_ops.h>
#include <ATen/ops/special_modified_bessel_k0_ops.h>
#include <ATen/ops/special_xlog1py_ops.h>
#include <ATen/ops/squeeze_copy_ops.h>
#include <ATen/ops/sub_ops.h>
#include <ATen/ops/to_mkldnn_ops.h>
#include <ATen/ops/topk_ops.h>
#include <ATen/ops/trunc_ops.h>
#include <ATen/ops/unsafe_chunk_ops.h>
#include <ATen/ops/upsample_bilinear2d_ops.h>
#include <ATen/ops/upsample_nearest2d_ops.h>
#include <ATen/ops/vander_ops.h>
#include <ATen/ops/view_as_ops.h>

extern "C" {

char* gt__adaptive_avg_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__adaptive_avg_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_adaptive_avg_pool3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__amp_update_scale(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_amp_update_scale::call(gotorch::ref(a_self), gotorch::ref(a_growth_tracker), gotorch::ref(a_found_inf), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__amp_update_scale_out(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval, gt_tensor a_out) {
  GT_TRY
  at::_ops::_amp_update_scale_out::call(gotorch::ref(a_self), gotorch::ref(a_growth_tracker), gotorch::ref(a_found_inf), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__amp_update_scale_(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval) {
  GT_TRY
  at::_ops::_amp_update_scale_::call(gotorch::ref(a_self), gotorch::ref(a_growth_tracker), gotorch::ref(a_found_inf), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval);
  GT_CATCH
}

char* gt__cdist_forward(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cdist_forward::call(gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, gotorch::opt_value(a_compute_mode));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cdist_forward_out(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::_cdist_forward_out::call(gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, gotorch::opt_value(a_compute_mode), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cudnn_ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_cudnn_ctc_loss::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_deterministic, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__cudnn_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_cudnn_ctc_loss_Tensor::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), gotorch::ref(a_input_lengths), gotorch::ref(a_target_lengths), a_blank, a_deterministic, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__cudnn_ctc_loss_out(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_cudnn_ctc_loss_out::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_deterministic, a_zero_infinity, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__embedding_bag_per_sample_weights_backward(gt_tensor a_grad, gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, int64_t a_mode, int64_t a_padding_idx, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_embedding_bag_per_sample_weights_backward::call(gotorch::ref(a_grad), gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), gotorch::ref(a_offset2bag), a_mode, a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__embedding_bag_per_sample_weights_backward_out(gt_tensor a_grad, gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, int64_t a_mode, int64_t a_padding_idx, gt_tensor a_out) {
  GT_TRY
  at::_ops::_embedding_bag_per_sample_weights_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), gotorch::ref(a_offset2bag), a_mode, a_padding_idx, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__embedding_bag_sparse_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, gt_tensor a_bag_size, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_embedding_bag_sparse_backward::call(gotorch::ref(a_grad), gotorch::ref(a_indices), gotorch::ref(a_offsets), gotorch::ref(a_offset2bag), gotorch::ref(a_bag_size), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__empty_per_channel_affine_quantized(const int64_t* a_size, int64_t a_size_len, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_empty_per_channel_affine_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_scales), gotorch::ref(a_zero_points), a_axis, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__empty_per_channel_affine_quantized_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::_empty_per_channel_affine_quantized_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_scales), gotorch::ref(a_zero_points), a_axis, gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_floor(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_floor::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_floor_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_floor_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_floor_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_floor_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_reciprocal(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_reciprocal::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_reciprocal_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_reciprocal_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_reciprocal_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_reciprocal_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_sin(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sin::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sin_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sin_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sin_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_sin_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_sub_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sub_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sub_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sub_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sub_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sub_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sub_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sub_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sub_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sub_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sub_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sub_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sub__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::_foreach_sub__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt__foreach_sub__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar) {
  GT_TRY
  at::_ops::_foreach_sub__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  GT_CATCH
}

char* gt__foreach_sub__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_sub__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_trunc(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_trunc::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_trunc_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_trunc_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_trunc_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_trunc_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__fused_dropout(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_fused_dropout::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__fused_dropout_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_fused_dropout_out::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__fused_moving_avg_obs_fq_helper_functional(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4, gt_tensor* out5) {
  GT_TRY
  auto r = at::_ops::_fused_moving_avg_obs_fq_helper_functional::call(gotorch::ref(a_self), gotorch::ref(a_observer_on), gotorch::ref(a_fake_quant_on), gotorch::ref(a_running_min), gotorch::ref(a_running_max), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  *out5 = gotorch::wrap(std::get<5>(std::move(r)));
  GT_CATCH
}

char* gt__fw_primal_copy(gt_tensor a_self, int64_t a_level, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fw_primal_copy::call(gotorch::ref(a_self), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fw_primal_copy_out(gt_tensor a_self, int64_t a_level, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fw_primal_copy_out::call(gotorch::ref(a_self), a_level, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__has_same_storage_numel(gt_tensor a_self, gt_tensor a_other, bool* out0) {
  GT_TRY
  auto r = at::_ops::_has_same_storage_numel::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__log_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_log_softmax::call(gotorch::ref(a_self), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__log_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out) {
  GT_TRY
  at::_ops::_log_softmax_out::call(gotorch::ref(a_self), a_dim, a_half_to_float, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__logcumsumexp(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_logcumsumexp::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__logcumsumexp_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::_logcumsumexp_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__lstm_mps(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_lstm_mps::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__lstm_mps_out(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4) {
  GT_TRY
  at::_ops::_lstm_mps_out::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3), gotorch::ref(a_out4));
  GT_CATCH
}

char* gt__mps_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_mps_convolution::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mps_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::_mps_convolution_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__mps_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_mps_convolution_transpose::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mps_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::_mps_convolution_transpose_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_from_mask(gt_tensor a_t, gt_tensor a_mask, bool a_mask_check, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_mask::call(gotorch::ref(a_t), gotorch::ref(a_mask), a_mask_check);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_from_mask_out(gt_tensor a_t, gt_tensor a_mask, bool a_mask_check, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_tensor_from_mask_out::call(gotorch::ref(a_t), gotorch::ref(a_mask), a_mask_check, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_size(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_size::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_size_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_tensor_size_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_softmax_with_shape(gt_tensor a_self, gt_tensor a_query, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_softmax_with_shape::call(gotorch::ref(a_self), gotorch::ref(a_query));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_view_from_buffer_copy(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_view_from_buffer_copy::call(gotorch::ref(a_self), gotorch::ref(a_nested_size), gotorch::ref(a_nested_strides), at::IntArrayRef(a_offsets, a_offsets_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_view_from_buffer_copy_out(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_view_from_buffer_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_nested_size), gotorch::ref(a_nested_strides), at::IntArrayRef(a_offsets, a_offsets_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__pad_circular(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pad_circular::call(gotorch::ref(a_self), at::IntArrayRef(a_pad, a_pad_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__pad_enum(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, int64_t a_mode, const double* a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pad_enum::call(gotorch::ref(a_self), at::IntArrayRef(a_pad, a_pad_len), a_mode, gotorch::opt_value(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__rowwise_prune(gt_tensor a_weight, gt_tensor a_mask, int32_t a_compressed_indices_dtype, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_rowwise_prune::call(gotorch::ref(a_weight), gotorch::ref(a_mask), gotorch::scalar_type(a_compressed_indices_dtype));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__sample_dirichlet(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sample_dirichlet::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sample_dirichlet_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sample_dirichlet_out::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__scaled_dot_product_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_scaled_dot_product_attention::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), gotorch::opt(a_attn_mask), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__sobol_engine_initialize_state_(gt_tensor a_self, int64_t a_dimension) {
  GT_TRY
  at::_ops::_sobol_engine_initialize_state_::call(gotorch::ref(a_self), a_dimension);
  GT_CATCH
}

char* gt__softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_softmax_backward_data::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::scalar_type(a_input_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_softmax_backward_data_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::scalar_type(a_input_dtype), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__thnn_fused_lstm_cell_backward_impl(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell_backward_impl::call(gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_cx), gotorch::ref(a_cy), gotorch::ref(a_workspace), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__thnn_fused_lstm_cell_backward_impl_out(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_thnn_fused_lstm_cell_backward_impl_out::call(gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_cx), gotorch::ref(a_cy), gotorch::ref(a_workspace), a_has_bias, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__transform_bias_rescale_qkv(gt_tensor a_qkv, gt_tensor a_qkv_bias, int64_t a_num_heads, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_transform_bias_rescale_qkv::call(gotorch::ref(a_qkv), gotorch::ref(a_qkv_bias), a_num_heads);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__transform_bias_rescale_qkv_out(gt_tensor a_qkv, gt_tensor a_qkv_bias, int64_t a_num_heads, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_transform_bias_rescale_qkv_out::call(gotorch::ref(a_qkv), gotorch::ref(a_qkv_bias), a_num_heads, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__validate_sparse_bsr_tensor_args(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len) {
  GT_TRY
  at::_ops::_validate_sparse_bsr_tensor_args::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

char* gt__validate_sparse_coo_tensor_args(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len) {
  GT_TRY
  at::_ops::_validate_sparse_coo_tensor_args::call(gotorch::ref(a_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

char* gt__validate_sparse_csc_tensor_args(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len) {
  GT_TRY
  at::_ops::_validate_sparse_csc_tensor_args::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

char* gt_acosh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::acosh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_acosh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::acosh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_acosh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::acosh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_adaptive_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adaptive_max_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_adaptive_max_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::adaptive_max_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_affine_grid_generator(gt_tensor a_theta, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::affine_grid_generator::call(gotorch::ref(a_theta), at::IntArrayRef(a_size, a_size_len), a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_affine_grid_generator_out(gt_tensor a_theta, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor a_out) {
  GT_TRY
  at::_ops::affine_grid_generator_out::call(gotorch::ref(a_theta), at::IntArrayRef(a_size, a_size_len), a_align_corners, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_alias_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::alias_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_alias_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::alias_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_any(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::any::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_any_all_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::any_all_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_any_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::any_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_any_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::any_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_any_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::any_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_any_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::any_out::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arcsinh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arcsinh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arcsinh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arcsinh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arcsinh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arcsinh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_as_strided(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::as_strided::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_as_strided_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset) {
  GT_TRY
  at::_ops::as_strided_::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  GT_CATCH
}

char* gt_atanh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atanh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atanh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::atanh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_atanh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::atanh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_atleast_3d(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atleast_3d::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atleast_3d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::atleast_3d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_avg_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::avg_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_avg_pool3d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_out) {
  GT_TRY
  at::_ops::avg_pool3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bilinear(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bilinear::call(gotorch::ref(a_input1), gotorch::ref(a_input2), gotorch::ref(a_weight), gotorch::opt(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bincount(gt_tensor a_self, gt_tensor a_weights, int64_t a_minlength, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bincount::call(gotorch::ref(a_self), gotorch::opt(a_weights), a_minlength);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bincount_out(gt_tensor a_self, gt_tensor a_weights, int64_t a_minlength, gt_tensor a_out) {
  GT_TRY
  at::_ops::bincount_out::call(gotorch::ref(a_self), gotorch::opt(a_weights), a_minlength, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_blackman_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::blackman_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_blackman_window_out(int64_t a_window_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::blackman_window_out::call(a_window_length, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_blackman_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::blackman_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_blackman_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out) {
  GT_TRY
  at::_ops::blackman_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_can_cast(int32_t a_from, int32_t a_to, bool* out0) {
  GT_TRY
  auto r = at::_ops::can_cast::call(gotorch::scalar_type(a_from), gotorch::scalar_type(a_to));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_cholesky(gt_tensor a_self, bool a_upper, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cholesky::call(gotorch::ref(a_self), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cholesky_out(gt_tensor a_self, bool a_upper, gt_tensor a_out) {
  GT_TRY
  at::_ops::cholesky_out::call(gotorch::ref(a_self), a_upper, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_max(gt_tensor a_self, gt_scalar a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp_max::call(gotorch::ref(a_self), gotorch::scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_max_Tensor(gt_tensor a_self, gt_tensor a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp_max_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_max_Tensor_out(gt_tensor a_self, gt_tensor a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_max_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_max_out(gt_tensor a_self, gt_scalar a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_max_out::call(gotorch::ref(a_self), gotorch::scalar(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_max_(gt_tensor a_self, gt_scalar a_max) {
  GT_TRY
  at::_ops::clamp_max_::call(gotorch::ref(a_self), gotorch::scalar(a_max));
  GT_CATCH
}

char* gt_clamp_max__Tensor(gt_tensor a_self, gt_tensor a_max) {
  GT_TRY
  at::_ops::clamp_max__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_max));
  GT_CATCH
}

char* gt_col_indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::col_indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_col_indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::col_indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_concat(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::concat::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_concat_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::concat_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_concat_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::concat_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_concat_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::concat_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_contiguous(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::contiguous::call(gotorch::ref(a_self), gotorch::memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_tbc_backward(gt_tensor a_self, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::conv_tbc_backward::call(gotorch::ref(a_self), gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::ref(a_bias), a_pad);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::convolution::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::convolution_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_copysign_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::copysign_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_copysign_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::copysign_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_copysign_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::copysign_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_copysign_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::copysign_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_copysign__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::copysign__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_copysign__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::copysign__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_cudnn_batch_norm_backward(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_reserveSpace, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::cudnn_batch_norm_backward::call(gotorch::ref(a_input), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_var), a_epsilon, gotorch::ref(a_reserveSpace));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_cudnn_batch_norm_backward_out(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_reserveSpace, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::cudnn_batch_norm_backward_out::call(gotorch::ref(a_input), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_var), a_epsilon, gotorch::ref(a_reserveSpace), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_cudnn_convolution_add_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_convolution_add_relu::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_z), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_convolution_add_relu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_convolution_add_relu_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_z), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cudnn_convolution_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_convolution_relu::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_convolution_relu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_convolution_relu_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cudnn_grid_sampler_backward(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_grad_output, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::cudnn_grid_sampler_backward::call(gotorch::ref(a_self), gotorch::ref(a_grid), gotorch::ref(a_grad_output));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_cudnn_grid_sampler_backward_out(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_grad_output, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::cudnn_grid_sampler_backward_out::call(gotorch::ref(a_self), gotorch::ref(a_grid), gotorch::ref(a_grad_output), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_cudnn_is_acceptable(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_is_acceptable::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_cumprod(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumprod::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumprod_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumprod_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumprod_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::cumprod_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cumprod_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::cumprod_out::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cumprod_(gt_tensor a_self, int64_t a_dim, int32_t a_dtype) {
  GT_TRY
  at::_ops::cumprod_::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  GT_CATCH
}

char* gt_cumprod__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype) {
  GT_TRY
  at::_ops::cumprod__dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  GT_CATCH
}

char* gt_cumulative_trapezoid_dx(gt_tensor a_y, gt_scalar a_dx, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumulative_trapezoid_dx::call(gotorch::ref(a_y), gotorch::scalar(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumulative_trapezoid_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumulative_trapezoid_x::call(gotorch::ref(a_y), gotorch::ref(a_x), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_data(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::data::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dequantize_self(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::dequantize_self::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dequantize_self_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::dequantize_self_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_dequantize_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::dequantize_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_dequantize_tensors_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::dequantize_tensors_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_dstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::dstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::dstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_elu_backward(gt_tensor a_grad_output, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, bool a_is_result, gt_tensor a_self_or_result, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::elu_backward::call(gotorch::ref(a_grad_output), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), a_is_result, gotorch::ref(a_self_or_result));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_elu_backward_grad_input(gt_tensor a_grad_output, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, bool a_is_result, gt_tensor a_self_or_result, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::elu_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), a_is_result, gotorch::ref(a_self_or_result), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_embedding_sparse_backward(gt_tensor a_grad, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::embedding_sparse_backward::call(gotorch::ref(a_grad), gotorch::ref(a_indices), a_num_weights, a_padding_idx, a_scale_grad_by_freq);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fake_quantize_per_channel_affine_cachemask(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine_cachemask::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_fake_quantize_per_channel_affine_cachemask_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::fake_quantize_per_channel_affine_cachemask_out::call(gotorch::ref(a_self), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_axis, a_quant_min, a_quant_max, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_fake_quantize_per_tensor_affine_cachemask(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_cachemask::call(gotorch::ref(a_self), a_scale, a_zero_point, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_fake_quantize_per_tensor_affine_cachemask_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::fake_quantize_per_tensor_affine_cachemask_out::call(gotorch::ref(a_self), a_scale, a_zero_point, a_quant_min, a_quant_max, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_fbgemm_pack_quantized_matrix(gt_tensor a_input, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_pack_quantized_matrix::call(gotorch::ref(a_input));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fbgemm_pack_quantized_matrix_KN(gt_tensor a_input, int64_t a_K, int64_t a_N, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_pack_quantized_matrix_KN::call(gotorch::ref(a_input), a_K, a_N);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_feature_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::feature_dropout::call(gotorch::ref(a_input), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_feature_dropout_(gt_tensor a_self, double a_p, bool a_train) {
  GT_TRY
  at::_ops::feature_dropout_::call(gotorch::ref(a_self), a_p, a_train);
  GT_CATCH
}

char* gt_fft_ifftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ifftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ifftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ifftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_irfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_irfftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_irfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_irfftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_floor(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::floor::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_floor_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::floor_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_floor_(gt_tensor a_self) {
  GT_TRY
  at::_ops::floor_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_fmax(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fmax::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fmax_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::fmax_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fractional_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::fractional_max_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_fractional_max_pool3d_output(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor a_output, gt_tensor a_indices) {
  GT_TRY
  at::_ops::fractional_max_pool3d_output::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples), gotorch::ref(a_output), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_gradient_array(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_array::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_scalararray(gt_tensor a_self, gt_scalar a_spacing, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_scalararray::call(gotorch::ref(a_self), gotorch::scalar(a_spacing), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_scalarint(gt_tensor a_self, const gt_scalar* a_spacing, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_scalarint::call(gotorch::ref(a_self), gotorch::opt_scalar(a_spacing), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_scalarrayarray(gt_tensor a_self, const gt_scalar* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_scalarrayarray::call(gotorch::ref(a_self), gotorch::scalars(a_spacing, a_spacing_len), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_scalarrayint(gt_tensor a_self, const gt_scalar* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_scalarrayint::call(gotorch::ref(a_self), gotorch::scalars(a_spacing, a_spacing_len), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_tensorarray(gt_tensor a_self, const gt_tensor* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_tensorarray::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_spacing, a_spacing_len)), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_gradient_tensorarrayint(gt_tensor a_self, const gt_tensor* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::gradient_tensorarrayint::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_spacing, a_spacing_len)), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_grid_sampler_2d(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::grid_sampler_2d::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_grid_sampler_2d_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out) {
  GT_TRY
  at::_ops::grid_sampler_2d_out::call(gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hamming_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hamming_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hamming_window_out(int64_t a_window_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::hamming_window_out::call(a_window_length, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hamming_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hamming_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hamming_window_periodic_alpha(int64_t a_window_length, bool a_periodic, double a_alpha, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hamming_window_periodic_alpha::call(a_window_length, a_periodic, a_alpha, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hamming_window_periodic_alpha_beta(int64_t a_window_length, bool a_periodic, double a_alpha, double a_beta, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hamming_window_periodic_alpha_beta::call(a_window_length, a_periodic, a_alpha, a_beta, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hamming_window_periodic_alpha_beta_out(int64_t a_window_length, bool a_periodic, double a_alpha, double a_beta, gt_tensor a_out) {
  GT_TRY
  at::_ops::hamming_window_periodic_alpha_beta_out::call(a_window_length, a_periodic, a_alpha, a_beta, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hamming_window_periodic_alpha_out(int64_t a_window_length, bool a_periodic, double a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::hamming_window_periodic_alpha_out::call(a_window_length, a_periodic, a_alpha, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hamming_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out) {
  GT_TRY
  at::_ops::hamming_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardshrink(gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardshrink::call(gotorch::ref(a_self), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardshrink_out(gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_out) {
  GT_TRY
  at::_ops::hardshrink_out::call(gotorch::ref(a_self), gotorch::scalar(a_lambd), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardtanh(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardtanh::call(gotorch::ref(a_self), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardtanh_out(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor a_out) {
  GT_TRY
  at::_ops::hardtanh_out::call(gotorch::ref(a_self), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardtanh_(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val) {
  GT_TRY
  at::_ops::hardtanh_::call(gotorch::ref(a_self), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  GT_CATCH
}

char* gt_hsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::hsplit_array::call(gotorch::ref(a_self), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_hsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::hsplit_int::call(gotorch::ref(a_self), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_huber_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::huber_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_delta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_huber_loss_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::huber_loss_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_delta, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_hypot(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hypot::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hypot_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::hypot_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hypot_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::hypot_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_igamma(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::igamma::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_igamma_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::igamma_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_igamma_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::igamma_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_index_fill_Dimname_Scalar(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_fill_Dimname_Scalar::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_fill_Dimname_Tensor(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_fill_Dimname_Tensor::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_fill_int_Scalar(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_fill_int_Scalar::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_fill_int_Scalar_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_fill_int_Scalar_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_fill_int_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_fill_int_Tensor::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_fill_int_Tensor_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_fill_int_Tensor_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_fill__Dimname_Scalar(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value) {
  GT_TRY
  at::_ops::index_fill__Dimname_Scalar::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_index_fill__Dimname_Tensor(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_value) {
  GT_TRY
  at::_ops::index_fill__Dimname_Tensor::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_value));
  GT_CATCH
}

char* gt_index_fill__int_Scalar(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value) {
  GT_TRY
  at::_ops::index_fill__int_Scalar::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_index_fill__int_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value) {
  GT_TRY
  at::_ops::index_fill__int_Tensor::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_value));
  GT_CATCH
}

char* gt_index_put(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_put::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_put_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_put_out::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_put_(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate) {
  GT_TRY
  at::_ops::index_put_::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate);
  GT_CATCH
}

char* gt_instance_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_use_input_stats, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::instance_norm::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_use_input_stats, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_is_floating_point(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_floating_point::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_inference(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_inference::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isreal(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isreal::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_tensorsolve(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_tensorsolve::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_list(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_tensorsolve_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_tensorsolve_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_list(a_dims, a_dims_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lt_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lt_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lt_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::lt_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lt_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lt_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lt_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::lt_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lt__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::lt__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_lt__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::lt__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_masked_select(gt_tensor a_self, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::masked_select::call(gotorch::ref(a_self), gotorch::ref(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_masked_select_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_out) {
  GT_TRY
  at::_ops::masked_select_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_max_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_pool1d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_linear_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_mkldnn_linear_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::mkldnn_linear_backward_out::call(gotorch::ref(a_self), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_moveaxis_int(gt_tensor a_self, int64_t a_source, int64_t a_destination, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::moveaxis_int::call(gotorch::ref(a_self), a_source, a_destination);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_moveaxis_intlist(gt_tensor a_self, const int64_t* a_source, int64_t a_source_len, const int64_t* a_destination, int64_t a_destination_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::moveaxis_intlist::call(gotorch::ref(a_self), at::IntArrayRef(a_source, a_source_len), at::IntArrayRef(a_destination, a_destination_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multi_margin_loss(gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multi_margin_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multi_margin_loss_out(gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::multi_margin_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_multilabel_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_is_target, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_is_target));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multilabel_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_is_target, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::multilabel_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_is_target), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_multiply_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multiply_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multiply_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multiply_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multiply_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::multiply_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_multiply__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::multiply__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_multiply__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::multiply__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_nan_to_num(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nan_to_num::call(gotorch::ref(a_self), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nan_to_num_out(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf, gt_tensor a_out) {
  GT_TRY
  at::_ops::nan_to_num_out::call(gotorch::ref(a_self), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nan_to_num_(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf) {
  GT_TRY
  at::_ops::nan_to_num_::call(gotorch::ref(a_self), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf));
  GT_CATCH
}

char* gt_nansum(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nansum::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nansum_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::nansum_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_native_norm(gt_tensor a_self, gt_scalar a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::native_norm::call(gotorch::ref(a_self), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_native_norm_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::native_norm_ScalarOpt_dim_dtype::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_native_norm_ScalarOpt_dim_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::native_norm_ScalarOpt_dim_dtype_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_native_norm_out(gt_tensor a_self, gt_scalar a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::native_norm_out::call(gotorch::ref(a_self), gotorch::scalar(a_p), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nll_loss(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nll_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nll_loss_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::nll_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nll_loss2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nll_loss2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_total_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nll_loss2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::nll_loss2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_total_weight), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_not_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::not_equal_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_not_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::not_equal_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_not_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::not_equal_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_not_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::not_equal_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_not_equal__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::not_equal__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_not_equal__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::not_equal__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_output_nr(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::output_nr::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_permute(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::permute::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pow_Scalar(gt_scalar a_self, gt_tensor a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pow_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pow_Scalar_out(gt_scalar a_self, gt_tensor a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::pow_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pow_Tensor_Scalar(gt_tensor a_self, gt_scalar a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pow_Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pow_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::pow_Tensor_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pow_Tensor_Tensor(gt_tensor a_self, gt_tensor a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pow_Tensor_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pow_Tensor_Tensor_out(gt_tensor a_self, gt_tensor a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::pow_Tensor_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pow__Scalar(gt_tensor a_self, gt_scalar a_exponent) {
  GT_TRY
  at::_ops::pow__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_exponent));
  GT_CATCH
}

char* gt_pow__Tensor(gt_tensor a_self, gt_tensor a_exponent) {
  GT_TRY
  at::_ops::pow__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_exponent));
  GT_CATCH
}

char* gt_promote_types(int32_t a_type1, int32_t a_type2, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::promote_types::call(gotorch::scalar_type(a_type1), gotorch::scalar_type(a_type2));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_q_scale(gt_tensor a_self, double* out0) {
  GT_TRY
  auto r = at::_ops::q_scale::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_real(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::real::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reciprocal(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reciprocal::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reciprocal_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::reciprocal_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_reciprocal_(gt_tensor a_self) {
  GT_TRY
  at::_ops::reciprocal_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_reflection_pad1d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad1d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad1d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::reflection_pad1d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_replication_pad2d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad2d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad2d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::replication_pad2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_reshape(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reshape::call(gotorch::ref(a_self), gotorch::symints(a_shape, a_shape_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_retain_grad(gt_tensor a_self) {
  GT_TRY
  at::_ops::retain_grad::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_rnn_relu_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rnn_relu_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::opt(a_b_ih), gotorch::opt(a_b_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rrelu_with_noise(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rrelu_with_noise::call(gotorch::ref(a_self), gotorch::ref(a_noise), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rrelu_with_noise_out(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::rrelu_with_noise_out::call(gotorch::ref(a_self), gotorch::ref(a_noise), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rrelu_with_noise_(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator) {
  GT_TRY
  at::_ops::rrelu_with_noise_::call(gotorch::ref(a_self), gotorch::ref(a_noise), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_rsub_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rsub_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rsub_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::rsub_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rsub_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rsub_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rsub_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::rsub_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_segment_reduce(gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_indices, gt_tensor a_offsets, int64_t a_axis, bool a_unsafe, const gt_scalar* a_initial, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::segment_reduce::call(gotorch::ref(a_data), gotorch::str(a_reduce, a_reduce_len), gotorch::opt(a_lengths), gotorch::opt(a_indices), gotorch::opt(a_offsets), a_axis, a_unsafe, gotorch::opt_scalar(a_initial));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_segment_reduce_out(gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_indices, gt_tensor a_offsets, int64_t a_axis, bool a_unsafe, const gt_scalar* a_initial, gt_tensor a_out) {
  GT_TRY
  at::_ops::segment_reduce_out::call(gotorch::ref(a_data), gotorch::str(a_reduce, a_reduce_len), gotorch::opt(a_lengths), gotorch::opt(a_indices), gotorch::opt(a_offsets), a_axis, a_unsafe, gotorch::opt_scalar(a_initial), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_select_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::select_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_select_int(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::select_int::call(gotorch::ref(a_self), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sigmoid_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sigmoid_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_output));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::sigmoid_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_sin(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sin::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sin_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sin_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sin_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sin_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_slogdet(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::slogdet::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_slogdet_out(gt_tensor a_self, gt_tensor a_sign, gt_tensor a_logabsdet) {
  GT_TRY
  at::_ops::slogdet_out::call(gotorch::ref(a_self), gotorch::ref(a_sign), gotorch::ref(a_logabsdet));
  GT_CATCH
}

char* gt_softplus(gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softplus::call(gotorch::ref(a_self), gotorch::scalar(a_beta), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softplus_out(gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor a_out) {
  GT_TRY
  at::_ops::softplus_out::call(gotorch::ref(a_self), gotorch::scalar(a_beta), gotorch::scalar(a_threshold), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_bessel_j1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_bessel_j1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_bessel_j1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_bessel_j1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_w_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_expit(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_expit::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_expit_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_expit_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_modified_bessel_k0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_modified_bessel_k0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_modified_bessel_k0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_modified_bessel_k0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlog1py(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlog1py::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlog1py_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlog1py_other_scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlog1py_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlog1py_other_scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlog1py_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlog1py_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_xlog1py_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_xlog1py_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_xlog1py_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_xlog1py_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_squeeze_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::squeeze_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_squeeze_copy_dim(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::squeeze_copy_dim::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_squeeze_copy_dim_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::squeeze_copy_dim_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_squeeze_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::squeeze_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sub_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sub_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sub_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::sub_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sub_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sub_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sub_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::sub_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sub__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::sub__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_sub__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::sub__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_to_mkldnn(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_mkldnn::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_mkldnn_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_mkldnn_out::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_topk(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_largest, bool a_sorted, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::topk::call(gotorch::ref(a_self), a_k, a_dim, a_largest, a_sorted);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_topk_values(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_largest, bool a_sorted, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::topk_values::call(gotorch::ref(a_self), a_k, a_dim, a_largest, a_sorted, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_trunc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trunc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_trunc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::trunc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_trunc_(gt_tensor a_self) {
  GT_TRY
  at::_ops::trunc_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_unsafe_chunk(gt_tensor a_self, int64_t a_chunks, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unsafe_chunk::call(gotorch::ref(a_self), a_chunks, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_upsample_bilinear2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bilinear2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bilinear2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_bilinear2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bilinear2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bilinear2d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest2d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_vander(gt_tensor a_x, const int64_t* a_N, bool a_increasing, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::vander::call(gotorch::ref(a_x), gotorch::opt_value(a_N), a_increasing);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_view_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::view_as::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

}  // extern "C"
