// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_autocast_to_full_precision_ops.h>
#include <ATen/ops/_batch_norm_impl_index_backward_ops.h>
#include <ATen/ops/_cdist_backward_ops.h>
#include <ATen/ops/_coalesce_ops.h>
#include <ATen/ops/_compute_linear_combination_ops.h>
#include <ATen/ops/_convert_indices_from_csr_to_coo_ops.h>
#include <ATen/ops/_cudnn_rnn_backward_ops.h>
#include <ATen/ops/_dim_arange_ops.h>
#include <ATen/ops/_dirichlet_grad_ops.h>
#include <ATen/ops/_empty_affine_quantized_ops.h>
#include <ATen/ops/_foreach_addcmul_ops.h>
#include <ATen/ops/_foreach_erfc_ops.h>
#include <ATen/ops/_foreach_frac_ops.h>
#include <ATen/ops/_foreach_log2_ops.h>
#include <ATen/ops/_foreach_log_ops.h>
#include <ATen/ops/_foreach_maximum_ops.h>
#include <ATen/ops/_foreach_mul_ops.h>
#include <ATen/ops/_foreach_neg_ops.h>
#include <ATen/ops/_fused_adam_ops.h>
#include <ATen/ops/_indices_copy_ops.h>
#include <ATen/ops/_linalg_svd_ops.h>
#include <ATen/ops/_make_dual_copy_ops.h>
#include <ATen/ops/_nested_from_padded_ops.h>
#include <ATen/ops/_nested_tensor_from_tensor_list_ops.h>
#include <ATen/ops/_nnpack_spatial_convolution_ops.h>
#include <ATen/ops/_pin_memory_ops.h>
#include <ATen/ops/_reshape_alias_copy_ops.h>
#include <ATen/ops/_sobol_engine_ff_ops.h>
#include <ATen/ops/_sparse_bsr_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_compressed_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_coo_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_csc_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_csr_sum_ops.h>
#include <ATen/ops/_sparse_mm_ops.h>
#include <ATen/ops/_standard_gamma_ops.h>
#include <ATen/ops/_symeig_helper_ops.h>
#include <ATen/ops/_test_optional_intlist_ops.h>
#include <ATen/ops/_test_serialization_subcmul_ops.h>
#include <ATen/ops/_thnn_differentiable_lstm_cell_backward_ops.h>
#include <ATen/ops/_to_copy_ops.h>
#include <ATen/ops/_transformer_decoder_only_layer_fwd_ops.h>
#include <ATen/ops/_unique2_ops.h>
#include <ATen/ops/_unique_ops.h>
#include <ATen/ops/_upsample_bilinear2d_aa_backward_ops.h>
#include <ATen/ops/_upsample_nearest_exact3d_backward_ops.h>
#include <ATen/ops/_use_cudnn_ctc_loss_ops.h>
#include <ATen/ops/_weight_norm_interface_ops.h>
#include <ATen/ops/_weight_norm_ops.h>
#include <ATen/ops/adaptive_avg_pool2d_ops.h>
#include <ATen/ops/addcmul_ops.h>
#include <ATen/ops/arange_ops.h>
#include <ATen/ops/argmin_ops.h>
#include <ATen/ops/batch_norm_backward_reduce_ops.h>
#include <ATen/ops/binary_cross_entropy_ops.h>
#include <ATen/ops/broadcast_tensors_ops.h>
#include <ATen/ops/cholesky_solve_ops.h>
#include <ATen/ops/combinations_ops.h>
#include <ATen/ops/conj_physical_ops.h>
#include <ATen/ops/conv2d_ops.h>
#include <ATen/ops/conv_transpose2d_ops.h>
#include <ATen/ops/cross_entropy_loss_ops.h>
#include <ATen/ops/dense_dim_ops.h>
#include <ATen/ops/diagflat_ops.h>
#include <ATen/ops/dist_ops.h>
#include <ATen/ops/dsplit_ops.h>
#include <ATen/ops/erfc_ops.h>
#include <ATen/ops/expand_ops.h>
#include <ATen/ops/fbgemm_linear_int8_weight_fp32_activation_ops.h>
#include <ATen/ops/fft_ifft2_ops.h>
#include <ATen/ops/fft_ifft_ops.h>
#include <ATen/ops/fft_irfft2_ops.h>
#include <ATen/ops/fft_irfft_ops.h>
#include <ATen/ops/flatten_ops.h>
#include <ATen/ops/frac_ops.h>
#include <ATen/ops/frobenius_norm_ops.h>
#include <ATen/ops/gcd_ops.h>
#include <ATen/ops/ge_ops.h>
#include <ATen/ops/ger_ops.h>
#include <ATen/ops/glu_ops.h>
#include <ATen/ops/greater_ops.h>
#include <ATen/ops/histogram_ops.h>
#include <ATen/ops/histogramdd_ops.h>
#include <ATen/ops/hstack_ops.h>
#include <ATen/ops/index_copy_ops.h>
#include <ATen/ops/infinitely_differentiable_gelu_backward_ops.h>
#include <ATen/ops/is_vulkan_available_ops.h>
#include <ATen/ops/istft_ops.h>
#include <ATen/ops/kron_ops.h>
#include <ATen/ops/layer_norm_ops.h>
#include <ATen/ops/lift_fresh_copy_ops.h>
#include <ATen/ops/linalg_cholesky_ex_ops.h>
#include <ATen/ops/linalg_cross_ops.h>
#include <ATen/ops/linalg_ldl_factor_ops.h>
#include <ATen/ops/linalg_ldl_solve_ops.h>
#include <ATen/ops/linalg_matrix_norm_ops.h>
#include <ATen/ops/linalg_matrix_rank_ops.h>
#include <ATen/ops/linalg_norm_ops.h>
#include <ATen/ops/linalg_tensorinv_ops.h>
#include <ATen/ops/log2_ops.h>
#include <ATen/ops/log_normal_ops.h>
#include <ATen/ops/log_ops.h>
#include <ATen/ops/logspace_ops.h>
#include <ATen/ops/lshift_ops.h>
#include <ATen/ops/lu_unpack_ops.h>
#include <ATen/ops/masked_scatter_ops.h>
#include <ATen/ops/matmul_ops.h>
#include <ATen/ops/max_ops.h>
#include <ATen/ops/max_pool2d_with_indices_ops.h>
#include <ATen/ops/max_unpool2d_ops.h>
#include <ATen/ops/maximum_ops.h>
#include <ATen/ops/miopen_batch_norm_backward_ops.h>
#include <ATen/ops/miopen_convolution_add_relu_ops.h>
#include <ATen/ops/miopen_convolution_relu_ops.h>
#include <ATen/ops/mkldnn_max_pool2d_ops.h>
#include <ATen/ops/mul_ops.h>
#include <ATen/ops/multilabel_margin_loss_forward_ops.h>
#include <ATen/ops/native_group_norm_ops.h>
#include <ATen/ops/native_layer_norm_backward_ops.h>
#include <ATen/ops/neg_ops.h>
#include <ATen/ops/new_zeros_ops.h>
#include <ATen/ops/nll_loss2d_forward_ops.h>
#include <ATen/ops/pairwise_distance_ops.h>
#include <ATen/ops/pinverse_ops.h>
#include <ATen/ops/pixel_shuffle_ops.h>
#include <ATen/ops/poisson_nll_loss_ops.h>
#include <ATen/ops/prelu_ops.h>
#include <ATen/ops/record_stream_ops.h>
#include <ATen/ops/reflection_pad3d_ops.h>
#include <ATen/ops/resize_ops.h>
#include <ATen/ops/result_type_ops.h>
#include <ATen/ops/row_indices_ops.h>
#include <ATen/ops/scatter_add_ops.h>
#include <ATen/ops/scatter_ops.h>
#include <ATen/ops/slice_ops.h>
#include <ATen/ops/slow_conv_transpose2d_ops.h>
#include <ATen/ops/smooth_l1_loss_backward_ops.h>
#include <ATen/ops/softmax_ops.h>
#include <ATen/ops/sort_ops.h>
#include <ATen/ops/sparse_compressed_tensor_ops.h>
#include <ATen/ops/special_airy_ai_ops.h>
#include <ATen/ops/special_bessel_y0_ops.h>
#include <ATen/ops/special_erfc_ops.h>
#include <ATen/ops/special_multigammaln_ops.h>
#include <ATen/ops/special_ndtr_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_u_ops.h>
#include <ATen/ops/special_softmax_ops.h>
#include <ATen/ops/split_copy_ops.h>
#include <ATen/ops/split_with_sizes_ops.h>
#include <ATen/ops/subtract_ops.h>
#include <ATen/ops/swapdims_ops.h>
#include <ATen/ops/t_copy_ops.h>
#include <ATen/ops/take_along_dim_ops.h>
#include <ATen/ops/tile_ops.h>
#include <ATen/ops/to_padded_tensor_ops.h>
#include <ATen/ops/to_sparse_bsr_ops.h>
#include <ATen/ops/to_sparse_csc_ops.h>
#include <ATen/ops/to_sparse_ops.h>
#include <ATen/ops/triu_ops.h>
#include <ATen/ops/unbind_ops.h>
#include <ATen/ops/unflatten_dense_tensors_ops.h>
#include <ATen/ops/unfold_ops.h>
#include <ATen/ops/upsample_linear1d_backward_ops.h>
#include <ATen/ops/value_selecting_reduction_backward_ops.h>
#include <ATen/ops/values_copy_ops.h>

extern "C" {

char* gt___ilshift___Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::__ilshift___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt___ilshift___Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::__ilshift___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt___lshift___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__lshift___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___lshift___Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::__lshift___Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt___lshift___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__lshift___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___lshift___Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::__lshift___Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__autocast_to_full_precision(gt_tensor a_self, bool a_cuda_enabled, bool a_cpu_enabled, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_autocast_to_full_precision::call(gotorch::ref(a_self), a_cuda_enabled, a_cpu_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__batch_norm_impl_index_backward(int64_t a_impl_index, gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var_transform, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor a_reservedSpace, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_batch_norm_impl_index_backward::call(a_impl_index, gotorch::ref(a_input), gotorch::ref(a_grad_output), gotorch::opt(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_var_transform), a_train, a_eps, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_reservedSpace));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__cdist_backward(gt_tensor a_grad, gt_tensor a_x1, gt_tensor a_x2, double a_p, gt_tensor a_cdist, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cdist_backward::call(gotorch::ref(a_grad), gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, gotorch::ref(a_cdist));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cdist_backward_out(gt_tensor a_grad, gt_tensor a_x1, gt_tensor a_x2, double a_p, gt_tensor a_cdist, gt_tensor a_out) {
  GT_TRY
  at::_ops::_cdist_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, gotorch::ref(a_cdist), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__coalesce(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_coalesce::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__coalesce_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_coalesce_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__compute_linear_combination(gt_tensor a_input, gt_tensor a_coefficients, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_compute_linear_combination::call(gotorch::ref(a_input), gotorch::ref(a_coefficients));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__compute_linear_combination_out(gt_tensor a_input, gt_tensor a_coefficients, gt_tensor a_out) {
  GT_TRY
  at::_ops::_compute_linear_combination_out::call(gotorch::ref(a_input), gotorch::ref(a_coefficients), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__convert_indices_from_csr_to_coo(gt_tensor a_crow_indices, gt_tensor a_col_indices, bool a_out_int32, bool a_transpose, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_convert_indices_from_csr_to_coo::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), a_out_int32, a_transpose);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__convert_indices_from_csr_to_coo_out(gt_tensor a_crow_indices, gt_tensor a_col_indices, bool a_out_int32, bool a_transpose, gt_tensor a_out) {
  GT_TRY
  at::_ops::_convert_indices_from_csr_to_coo_out::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), a_out_int32, a_transpose, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cudnn_rnn_backward(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor** out3, int64_t* out3_len) {
  GT_TRY
  auto r = at::_ops::_cudnn_rnn_backward::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), gotorch::ref(a_output), gotorch::opt(a_grad_output), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_reserve), gotorch::bool_array<4>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len);
  GT_CATCH
}

char* gt__cudnn_rnn_backward_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, const gt_tensor* a_out3, int64_t a_out3_len) {
  GT_TRY
  at::_ops::_cudnn_rnn_backward_out::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::ref(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), gotorch::ref(a_output), gotorch::opt(a_grad_output), gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_reserve), gotorch::bool_array<4>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), at::TensorList(gotorch::tensors(a_out3, a_out3_len)));
  GT_CATCH
}

char* gt__dim_arange(gt_tensor a_like, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_dim_arange::call(gotorch::ref(a_like), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__dirichlet_grad(gt_tensor a_x, gt_tensor a_alpha, gt_tensor a_total, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_dirichlet_grad::call(gotorch::ref(a_x), gotorch::ref(a_alpha), gotorch::ref(a_total));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__dirichlet_grad_out(gt_tensor a_x, gt_tensor a_alpha, gt_tensor a_total, gt_tensor a_out) {
  GT_TRY
  at::_ops::_dirichlet_grad_out::call(gotorch::ref(a_x), gotorch::ref(a_alpha), gotorch::ref(a_total), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__empty_affine_quantized(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, double a_scale, int64_t a_zero_point, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_empty_affine_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), a_scale, a_zero_point, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__empty_affine_quantized_out(const int64_t* a_size, int64_t a_size_len, double a_scale, int64_t a_zero_point, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::_empty_affine_quantized_out::call(at::IntArrayRef(a_size, a_size_len), a_scale, a_zero_point, gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_addcmul_Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_addcmul_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_addcmul_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_addcmul_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_addcmul_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_addcmul_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_addcmul_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_addcmul_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_addcmul__Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value) {
  GT_TRY
  at::_ops::_foreach_addcmul__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt__foreach_addcmul__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_addcmul__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len)), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_erfc(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_erfc::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_erfc_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_erfc_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_erfc_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_erfc_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_frac(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_frac::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_frac_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_frac_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_frac_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_frac_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_log(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_log::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_log_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_log_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_log2(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_log2::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_log2_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_log2_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_log2_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_log2_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_log_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_log_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_maximum_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_maximum_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_maximum_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_maximum_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_maximum__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len) {
  GT_TRY
  at::_ops::_foreach_maximum__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  GT_CATCH
}

char* gt__foreach_mul_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_mul_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_mul_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_mul_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_mul_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_mul_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_mul_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_mul_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_mul_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_mul_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_mul_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_mul_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_mul__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len) {
  GT_TRY
  at::_ops::_foreach_mul__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  GT_CATCH
}

char* gt__foreach_mul__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar) {
  GT_TRY
  at::_ops::_foreach_mul__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_scalar));
  GT_CATCH
}

char* gt__foreach_mul__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len) {
  GT_TRY
  at::_ops::_foreach_mul__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

char* gt__foreach_neg(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_neg::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_neg_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_neg_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_neg_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_neg_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__fused_adam(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf, gt_tensor** out0, int64_t* out0_len, gt_tensor** out1, int64_t* out1_len, gt_tensor** out2, int64_t* out2_len, gt_tensor** out3, int64_t* out3_len, gt_tensor** out4, int64_t* out4_len) {
  GT_TRY
  auto r = at::_ops::_fused_adam::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_grads, a_grads_len)), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len)), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len)), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale), gotorch::opt(a_found_inf));
  gotorch::tensor_list(std::get<0>(std::move(r)), out0, out0_len);
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len);
  gotorch::tensor_list(std::get<2>(std::move(r)), out2, out2_len);
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len);
  gotorch::tensor_list(std::get<4>(std::move(r)), out4, out4_len);
  GT_CATCH
}

char* gt__fused_adam_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_fused_adam_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_grads, a_grads_len)), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len)), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len)), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale), gotorch::opt(a_found_inf), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__fused_adam_(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf) {
  GT_TRY
  at::_ops::_fused_adam_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_grads, a_grads_len)), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len)), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len)), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len)), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale), gotorch::opt(a_found_inf));
  GT_CATCH
}

char* gt__indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__linalg_svd(gt_tensor a_A, bool a_full_matrices, bool a_compute_uv, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_linalg_svd::call(gotorch::ref(a_A), a_full_matrices, a_compute_uv, gotorch::opt_str(a_driver, a_driver_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__linalg_svd_U(gt_tensor a_A, bool a_full_matrices, bool a_compute_uv, const char* a_driver, int64_t a_driver_len, gt_tensor a_U, gt_tensor a_S, gt_tensor a_Vh) {
  GT_TRY
  at::_ops::_linalg_svd_U::call(gotorch::ref(a_A), a_full_matrices, a_compute_uv, gotorch::opt_str(a_driver, a_driver_len), gotorch::ref(a_U), gotorch::ref(a_S), gotorch::ref(a_Vh));
  GT_CATCH
}

char* gt__make_dual_copy(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_make_dual_copy::call(gotorch::ref(a_primal), gotorch::ref(a_tangent), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__make_dual_copy_out(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor a_out) {
  GT_TRY
  at::_ops::_make_dual_copy_out::call(gotorch::ref(a_primal), gotorch::ref(a_tangent), a_level, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_from_padded(gt_tensor a_padded, gt_tensor a_cpu_nested_shape_example, bool a_fuse_transform_0213, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_from_padded::call(gotorch::ref(a_padded), gotorch::ref(a_cpu_nested_shape_example), a_fuse_transform_0213);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_from_padded_out(gt_tensor a_padded, gt_tensor a_cpu_nested_shape_example, bool a_fuse_transform_0213, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_from_padded_out::call(gotorch::ref(a_padded), gotorch::ref(a_cpu_nested_shape_example), a_fuse_transform_0213, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_tensor_from_tensor_list(const gt_tensor* a_list, int64_t a_list_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_tensor_list::call(at::TensorList(gotorch::tensors(a_list, a_list_len)), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nested_tensor_from_tensor_list_out(const gt_tensor* a_list, int64_t a_list_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nested_tensor_from_tensor_list_out::call(at::TensorList(gotorch::tensors(a_list, a_list_len)), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nnpack_spatial_convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nnpack_spatial_convolution::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__nnpack_spatial_convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_nnpack_spatial_convolution_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__pin_memory(gt_tensor a_self, gt_device a_device, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_pin_memory::call(gotorch::ref(a_self), gotorch::opt_device(a_device));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__pin_memory_out(gt_tensor a_self, gt_device a_device, gt_tensor a_out) {
  GT_TRY
  at::_ops::_pin_memory_out::call(gotorch::ref(a_self), gotorch::opt_device(a_device), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__reshape_alias_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_reshape_alias_copy::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__reshape_alias_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_reshape_alias_copy_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sobol_engine_ff_(gt_tensor a_self, int64_t a_n, gt_tensor a_sobolstate, int64_t a_dimension, int64_t a_num_generated) {
  GT_TRY
  at::_ops::_sobol_engine_ff_::call(gotorch::ref(a_self), a_n, gotorch::ref(a_sobolstate), a_dimension, a_num_generated);
  GT_CATCH
}

char* gt__sparse_bsr_tensor_unsafe(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_bsr_tensor_unsafe::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_compressed_tensor_unsafe(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_compressed_tensor_unsafe::call(gotorch::ref(a_compressed_indices), gotorch::ref(a_plain_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_coo_tensor_unsafe(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_unsafe::call(gotorch::ref(a_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_csc_tensor_unsafe(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_csc_tensor_unsafe::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_csr_sum_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_csr_sum_dim_dtype::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_csr_sum_dim_dtype_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_csr_sum_dim_dtype_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_mm(gt_tensor a_sparse, gt_tensor a_dense, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_mm::call(gotorch::ref(a_sparse), gotorch::ref(a_dense));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__standard_gamma(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_standard_gamma::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__standard_gamma_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::_standard_gamma_out::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__symeig_helper(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_symeig_helper::call(gotorch::ref(a_self), a_eigenvectors, a_upper);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__symeig_helper_out(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_symeig_helper_out::call(gotorch::ref(a_self), a_eigenvectors, a_upper, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__test_optional_intlist(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_optional_intlist::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_optional_intlist_out(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_optional_intlist_out::call(gotorch::ref(a_values), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_serialization_subcmul(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_serialization_subcmul::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__thnn_differentiable_lstm_cell_backward(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_cx, gt_tensor a_cy, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_thnn_differentiable_lstm_cell_backward::call(gotorch::opt(a_grad_hy), gotorch::opt(a_grad_cy), gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias), gotorch::ref(a_cx), gotorch::ref(a_cy));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__to_copy(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, bool a_non_blocking, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_to_copy::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), a_non_blocking, gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__to_copy_out(gt_tensor a_self, bool a_non_blocking, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::_to_copy_out::call(gotorch::ref(a_self), a_non_blocking, gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__transformer_decoder_only_layer_fwd(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_transformer_decoder_only_layer_fwd::call(gotorch::ref(a_src), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1), gotorch::ref(a_norm_bias_1), gotorch::ref(a_norm_weight_2), gotorch::ref(a_norm_bias_2), gotorch::ref(a_ffn_weight_1), gotorch::ref(a_ffn_bias_1), gotorch::ref(a_ffn_weight_2), gotorch::ref(a_ffn_bias_2), gotorch::opt(a_mask), gotorch::opt(a_incr_key), gotorch::opt(a_incr_value));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__transformer_decoder_only_layer_fwd_out(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_transformer_decoder_only_layer_fwd_out::call(gotorch::ref(a_src), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1), gotorch::ref(a_norm_bias_1), gotorch::ref(a_norm_weight_2), gotorch::ref(a_norm_bias_2), gotorch::ref(a_ffn_weight_1), gotorch::ref(a_ffn_bias_1), gotorch::ref(a_ffn_weight_2), gotorch::ref(a_ffn_bias_2), gotorch::opt(a_mask), gotorch::opt(a_incr_key), gotorch::opt(a_incr_value), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__unique(gt_tensor a_self, bool a_sorted, bool a_return_inverse, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_unique::call(gotorch::ref(a_self), a_sorted, a_return_inverse);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__unique_out(gt_tensor a_self, bool a_sorted, bool a_return_inverse, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_unique_out::call(gotorch::ref(a_self), a_sorted, a_return_inverse, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__unique2(gt_tensor a_self, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_unique2::call(gotorch::ref(a_self), a_sorted, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__unique2_out(gt_tensor a_self, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::_unique2_out::call(gotorch::ref(a_self), a_sorted, a_return_inverse, a_return_counts, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__use_cudnn_ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool* out0) {
  GT_TRY
  auto r = at::_ops::_use_cudnn_ctc_loss::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__use_cudnn_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool* out0) {
  GT_TRY
  auto r = at::_ops::_use_cudnn_ctc_loss_Tensor::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), gotorch::ref(a_input_lengths), gotorch::ref(a_target_lengths), a_blank);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__weight_norm(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_weight_norm::call(gotorch::ref(a_v), gotorch::ref(a_g), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__weight_norm_interface(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_weight_norm_interface::call(gotorch::ref(a_v), gotorch::ref(a_g), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__weight_norm_interface_out(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_weight_norm_interface_out::call(gotorch::ref(a_v), gotorch::ref(a_g), a_dim, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool2d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::adaptive_avg_pool2d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addcmul(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addcmul::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addcmul_out(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::addcmul_out::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addcmul_(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value) {
  GT_TRY
  at::_ops::addcmul_::call(gotorch::ref(a_self), gotorch::ref(a_tensor1), gotorch::ref(a_tensor2), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_arange(gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arange::call(gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arange_out(gt_scalar a_end, gt_tensor a_out) {
  GT_TRY
  at::_ops::arange_out::call(gotorch::scalar(a_end), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arange_start(gt_scalar a_start, gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arange_start::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arange_start_out(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::arange_start_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arange_start_step(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arange_start_step::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argmin(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argmin::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argmin_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::argmin_out::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_batch_norm_backward_reduce(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, bool a_input_g, bool a_weight_g, bool a_bias_g, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::batch_norm_backward_reduce::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_weight), a_input_g, a_weight_g, a_bias_g);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt_batch_norm_backward_reduce_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, bool a_input_g, bool a_weight_g, bool a_bias_g, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3) {
  GT_TRY
  at::_ops::batch_norm_backward_reduce_out::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_invstd), gotorch::opt(a_weight), a_input_g, a_weight_g, a_bias_g, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3));
  GT_CATCH
}

char* gt_binary_cross_entropy(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::binary_cross_entropy::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_binary_cross_entropy_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::binary_cross_entropy_out::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_broadcast_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::broadcast_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_cholesky_solve(gt_tensor a_self, gt_tensor a_input2, bool a_upper, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cholesky_solve::call(gotorch::ref(a_self), gotorch::ref(a_input2), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cholesky_solve_out(gt_tensor a_self, gt_tensor a_input2, bool a_upper, gt_tensor a_out) {
  GT_TRY
  at::_ops::cholesky_solve_out::call(gotorch::ref(a_self), gotorch::ref(a_input2), a_upper, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_combinations(gt_tensor a_self, int64_t a_r, bool a_with_replacement, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::combinations::call(gotorch::ref(a_self), a_r, a_with_replacement);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conj_physical(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conj_physical::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conj_physical_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::conj_physical_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_conj_physical_(gt_tensor a_self) {
  GT_TRY
  at::_ops::conj_physical_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_conv2d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv2d::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv2d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv2d_padding::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_transpose2d_input(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv_transpose2d_input::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cross_entropy_loss(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, double a_label_smoothing, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cross_entropy_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, a_label_smoothing);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dense_dim(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::dense_dim::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_diagflat(gt_tensor a_self, int64_t a_offset, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagflat::call(gotorch::ref(a_self), a_offset);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dist(gt_tensor a_self, gt_tensor a_other, gt_scalar a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::dist::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_dist_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::dist_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_p), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_dsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::dsplit_array::call(gotorch::ref(a_self), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_dsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::dsplit_int::call(gotorch::ref(a_self), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_erfc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::erfc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_erfc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::erfc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_erfc_(gt_tensor a_self) {
  GT_TRY
  at::_ops::erfc_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_expand(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::expand::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), a_implicit);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fbgemm_linear_int8_weight_fp32_activation(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_packed, gt_tensor a_col_offsets, gt_scalar a_weight_scale, gt_scalar a_weight_zero_point, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_linear_int8_weight_fp32_activation::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::ref(a_packed), gotorch::ref(a_col_offsets), gotorch::scalar(a_weight_scale), gotorch::scalar(a_weight_zero_point), gotorch::ref(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ifft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ifft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ifft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ifft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_ifft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ifft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ifft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ifft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_irfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_irfft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_irfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_irfft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_irfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_irfft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_irfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_irfft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_flatten_DimnameList(gt_tensor a_self, const char* a_dims, int64_t a_dims_len, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flatten_DimnameList::call(gotorch::ref(a_self), gotorch::dimnames(a_dims, a_dims_len), gotorch::dimname(a_out_dim, a_out_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_flatten_named_out_dim(gt_tensor a_self, int64_t a_start_dim, int64_t a_end_dim, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flatten_named_out_dim::call(gotorch::ref(a_self), a_start_dim, a_end_dim, gotorch::dimname(a_out_dim, a_out_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_flatten_using_ints(gt_tensor a_self, int64_t a_start_dim, int64_t a_end_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flatten_using_ints::call(gotorch::ref(a_self), a_start_dim, a_end_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_flatten_using_names(gt_tensor a_self, const char* a_start_dim, int64_t a_start_dim_len, const char* a_end_dim, int64_t a_end_dim_len, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flatten_using_names::call(gotorch::ref(a_self), gotorch::dimname(a_start_dim, a_start_dim_len), gotorch::dimname(a_end_dim, a_end_dim_len), gotorch::dimname(a_out_dim, a_out_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_frac(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::frac::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_frac_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::frac_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_frac_(gt_tensor a_self) {
  GT_TRY
  at::_ops::frac_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_frobenius_norm(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::frobenius_norm::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_frobenius_norm_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::frobenius_norm_dim::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_frobenius_norm_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::frobenius_norm_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gcd(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::gcd::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gcd_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::gcd_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_gcd_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::gcd_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_ge_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ge_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ge_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::ge_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ge_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ge_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ge_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::ge_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ge__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::ge__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_ge__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::ge__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_ger(gt_tensor a_self, gt_tensor a_vec2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ger::call(gotorch::ref(a_self), gotorch::ref(a_vec2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ger_out(gt_tensor a_self, gt_tensor a_vec2, gt_tensor a_out) {
  GT_TRY
  at::_ops::ger_out::call(gotorch::ref(a_self), gotorch::ref(a_vec2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_glu(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::glu::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_glu_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::glu_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::greater_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_greater_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::greater_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::greater_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_greater_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::greater_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_greater__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::greater__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_greater__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::greater__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_histogram_bin_ct(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::histogram_bin_ct::call(gotorch::ref(a_self), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_histogram_bin_ct_out(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor a_hist, gt_tensor a_bin_edges) {
  GT_TRY
  at::_ops::histogram_bin_ct_out::call(gotorch::ref(a_self), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density, gotorch::ref(a_hist), gotorch::ref(a_bin_edges));
  GT_CATCH
}

char* gt_histogram_bins_tensor(gt_tensor a_self, gt_tensor a_bins, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::histogram_bins_tensor::call(gotorch::ref(a_self), gotorch::ref(a_bins), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_histogram_bins_tensor_out(gt_tensor a_self, gt_tensor a_bins, gt_tensor a_weight, bool a_density, gt_tensor a_hist, gt_tensor a_bin_edges) {
  GT_TRY
  at::_ops::histogram_bins_tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_bins), gotorch::opt(a_weight), a_density, gotorch::ref(a_hist), gotorch::ref(a_bin_edges));
  GT_CATCH
}

char* gt_histogramdd(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len) {
  GT_TRY
  auto r = at::_ops::histogramdd::call(gotorch::ref(a_self), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len);
  GT_CATCH
}

char* gt_histogramdd_TensorList_bins(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len) {
  GT_TRY
  auto r = at::_ops::histogramdd_TensorList_bins::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_bins, a_bins_len)), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len);
  GT_CATCH
}

char* gt_histogramdd_int_bins(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len) {
  GT_TRY
  auto r = at::_ops::histogramdd_int_bins::call(gotorch::ref(a_self), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len);
  GT_CATCH
}

char* gt_hstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::hstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_copy(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_copy::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_copy_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_copy_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_source));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_copy_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_copy_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_copy_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source) {
  GT_TRY
  at::_ops::index_copy_::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source));
  GT_CATCH
}

char* gt_index_copy__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source) {
  GT_TRY
  at::_ops::index_copy__dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_source));
  GT_CATCH
}

char* gt_infinitely_differentiable_gelu_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::infinitely_differentiable_gelu_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_is_vulkan_available(bool* out0) {
  GT_TRY
  auto r = at::_ops::is_vulkan_available::call();
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_istft(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_center, bool a_normalized, const bool* a_onesided, const int64_t* a_length, bool a_return_complex, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::istft::call(gotorch::ref(a_self), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window), a_center, a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_length), a_return_complex);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_kron(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::kron::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_kron_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::kron_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_layer_norm(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, bool a_cudnn_enable, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::layer_norm::call(gotorch::ref(a_input), at::IntArrayRef(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps, a_cudnn_enable);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lift_fresh_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lift_fresh_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lift_fresh_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::lift_fresh_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_cholesky_ex(gt_tensor a_self, bool a_upper, bool a_check_errors, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_cholesky_ex::call(gotorch::ref(a_self), a_upper, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_cholesky_ex_L(gt_tensor a_self, bool a_upper, bool a_check_errors, gt_tensor a_L, gt_tensor a_info) {
  GT_TRY
  at::_ops::linalg_cholesky_ex_L::call(gotorch::ref(a_self), a_upper, a_check_errors, gotorch::ref(a_L), gotorch::ref(a_info));
  GT_CATCH
}

char* gt_linalg_cross(gt_tensor a_self, gt_tensor a_other, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_cross::call(gotorch::ref(a_self), gotorch::ref(a_other), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_cross_out(gt_tensor a_self, gt_tensor a_other, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_cross_out::call(gotorch::ref(a_self), gotorch::ref(a_other), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_ldl_factor(gt_tensor a_self, bool a_hermitian, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_ldl_factor::call(gotorch::ref(a_self), a_hermitian);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_ldl_factor_out(gt_tensor a_self, bool a_hermitian, gt_tensor a_LD, gt_tensor a_pivots) {
  GT_TRY
  at::_ops::linalg_ldl_factor_out::call(gotorch::ref(a_self), a_hermitian, gotorch::ref(a_LD), gotorch::ref(a_pivots));
  GT_CATCH
}

char* gt_linalg_ldl_solve(gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_B, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_ldl_solve::call(gotorch::ref(a_LD), gotorch::ref(a_pivots), gotorch::ref(a_B), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_ldl_solve_out(gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_B, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_ldl_solve_out::call(gotorch::ref(a_LD), gotorch::ref(a_pivots), gotorch::ref(a_B), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_norm(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_norm::call(gotorch::ref(a_self), gotorch::scalar(a_ord), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_norm_out(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_norm_out::call(gotorch::ref(a_self), gotorch::scalar(a_ord), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_norm_str_ord(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_norm_str_ord::call(gotorch::ref(a_self), gotorch::str(a_ord, a_ord_len), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_norm_str_ord_out(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_norm_str_ord_out::call(gotorch::ref(a_self), gotorch::str(a_ord, a_ord_len), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_rank(gt_tensor a_self, double a_tol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank::call(gotorch::ref(a_self), a_tol, a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_rank_atol_rtol_float(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_atol_rtol_float::call(gotorch::ref(a_self), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_rank_atol_rtol_float_out(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_rank_atol_rtol_float_out::call(gotorch::ref(a_self), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_rank_atol_rtol_tensor(gt_tensor a_input, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_atol_rtol_tensor::call(gotorch::ref(a_input), gotorch::opt(a_atol), gotorch::opt(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matrix_rank_atol_rtol_tensor_out(gt_tensor a_input, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_rank_atol_rtol_tensor_out::call(gotorch::ref(a_input), gotorch::opt(a_atol), gotorch::opt(a_rtol), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_rank_out(gt_tensor a_self, double a_tol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_rank_out::call(gotorch::ref(a_self), a_tol, a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_rank_out_tol_tensor(gt_tensor a_input, gt_tensor a_tol, bool a_hermitian, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matrix_rank_out_tol_tensor::call(gotorch::ref(a_input), gotorch::ref(a_tol), a_hermitian, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_matrix_rank_tol_tensor(gt_tensor a_input, gt_tensor a_tol, bool a_hermitian, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_tol_tensor::call(gotorch::ref(a_input), gotorch::ref(a_tol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_norm(gt_tensor a_self, const gt_scalar* a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_norm::call(gotorch::ref(a_self), gotorch::opt_scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_norm_ord_str(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_norm_ord_str::call(gotorch::ref(a_self), gotorch::str(a_ord, a_ord_len), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_norm_ord_str_out(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_norm_ord_str_out::call(gotorch::ref(a_self), gotorch::str(a_ord, a_ord_len), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_norm_out(gt_tensor a_self, const gt_scalar* a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_norm_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_tensorinv(gt_tensor a_self, int64_t a_ind, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_tensorinv::call(gotorch::ref(a_self), a_ind);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_tensorinv_out(gt_tensor a_self, int64_t a_ind, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_tensorinv_out::call(gotorch::ref(a_self), a_ind, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::log_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log2(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log2::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log2_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::log2_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log2_(gt_tensor a_self) {
  GT_TRY
  at::_ops::log2_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_log_(gt_tensor a_self) {
  GT_TRY
  at::_ops::log_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_log_normal(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::log_normal::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_log_normal_out(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::log_normal_out::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_log_normal_(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator) {
  GT_TRY
  at::_ops::log_normal_::call(gotorch::ref(a_self), a_mean, a_std, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_logspace(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, double a_base, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logspace::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, a_base, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logspace_out(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, double a_base, gt_tensor a_out) {
  GT_TRY
  at::_ops::logspace_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, a_base, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lu_unpack(gt_tensor a_LU_data, gt_tensor a_LU_pivots, bool a_unpack_data, bool a_unpack_pivots, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::lu_unpack::call(gotorch::ref(a_LU_data), gotorch::ref(a_LU_pivots), a_unpack_data, a_unpack_pivots);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_lu_unpack_out(gt_tensor a_LU_data, gt_tensor a_LU_pivots, bool a_unpack_data, bool a_unpack_pivots, gt_tensor a_P, gt_tensor a_L, gt_tensor a_U) {
  GT_TRY
  at::_ops::lu_unpack_out::call(gotorch::ref(a_LU_data), gotorch::ref(a_LU_pivots), a_unpack_data, a_unpack_pivots, gotorch::ref(a_P), gotorch::ref(a_L), gotorch::ref(a_U));
  GT_CATCH
}

char* gt_masked_scatter(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::masked_scatter::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_source));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_masked_scatter_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source, gt_tensor a_out) {
  GT_TRY
  at::_ops::masked_scatter_out::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_source), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_masked_scatter_(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source) {
  GT_TRY
  at::_ops::masked_scatter_::call(gotorch::ref(a_self), gotorch::ref(a_mask), gotorch::ref(a_source));
  GT_CATCH
}

char* gt_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::matmul::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::matmul_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_max(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::max_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_max_dim_max(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_max, gt_tensor a_max_values) {
  GT_TRY
  at::_ops::max_dim_max::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_max), gotorch::ref(a_max_values));
  GT_CATCH
}

char* gt_max_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::max_names_dim::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_max_names_dim_max(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_max, gt_tensor a_max_values) {
  GT_TRY
  at::_ops::max_names_dim_max::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_max), gotorch::ref(a_max_values));
  GT_CATCH
}

char* gt_max_other(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_other::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::max_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_max_pool2d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::max_pool2d_with_indices::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_max_pool2d_with_indices_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out, gt_tensor a_indices) {
  GT_TRY
  at::_ops::max_pool2d_with_indices_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_max_unpool2d(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_unpool2d::call(gotorch::ref(a_self), gotorch::ref(a_indices), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_unpool2d_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::max_unpool2d_out::call(gotorch::ref(a_self), gotorch::ref(a_indices), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_maximum(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::maximum::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_maximum_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::maximum_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_miopen_batch_norm_backward(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::miopen_batch_norm_backward::call(gotorch::ref(a_input), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_var), a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_miopen_batch_norm_backward_out(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::miopen_batch_norm_backward_out::call(gotorch::ref(a_input), gotorch::ref(a_grad_output), gotorch::ref(a_weight), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), gotorch::opt(a_save_mean), gotorch::opt(a_save_var), a_epsilon, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_miopen_convolution_add_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::miopen_convolution_add_relu::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_z), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_miopen_convolution_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::miopen_convolution_relu::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_max_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mul_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mul_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mul_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::mul_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mul_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mul_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::mul_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mul__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::mul__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_mul__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::mul__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_multilabel_margin_loss_forward(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss_forward::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_multilabel_margin_loss_forward_output(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_output, gt_tensor a_is_target) {
  GT_TRY
  at::_ops::multilabel_margin_loss_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_output), gotorch::ref(a_is_target));
  GT_CATCH
}

char* gt_native_group_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_group_norm::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_group_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, double a_eps, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::native_group_norm_out::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, a_eps, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_native_layer_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, gt_tensor a_bias, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_layer_norm_backward::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::ref(a_mean), gotorch::ref(a_rstd), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_layer_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, gt_tensor a_bias, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::native_layer_norm_backward_out::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::ref(a_mean), gotorch::ref(a_rstd), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_neg(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::neg::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_neg_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::neg_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_neg_(gt_tensor a_self) {
  GT_TRY
  at::_ops::neg_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_new_zeros(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::new_zeros::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_zeros_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::new_zeros_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nll_loss2d_forward(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::nll_loss2d_forward::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_nll_loss2d_forward_output(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_output, gt_tensor a_total_weight) {
  GT_TRY
  at::_ops::nll_loss2d_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_output), gotorch::ref(a_total_weight));
  GT_CATCH
}

char* gt_pairwise_distance(gt_tensor a_x1, gt_tensor a_x2, double a_p, double a_eps, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pairwise_distance::call(gotorch::ref(a_x1), gotorch::ref(a_x2), a_p, a_eps, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pinverse(gt_tensor a_self, double a_rcond, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pinverse::call(gotorch::ref(a_self), a_rcond);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pixel_shuffle(gt_tensor a_self, int64_t a_upscale_factor, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pixel_shuffle::call(gotorch::ref(a_self), a_upscale_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_pixel_shuffle_out(gt_tensor a_self, int64_t a_upscale_factor, gt_tensor a_out) {
  GT_TRY
  at::_ops::pixel_shuffle_out::call(gotorch::ref(a_self), a_upscale_factor, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_poisson_nll_loss(gt_tensor a_input, gt_tensor a_target, bool a_log_input, bool a_full, double a_eps, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::poisson_nll_loss::call(gotorch::ref(a_input), gotorch::ref(a_target), a_log_input, a_full, a_eps, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_prelu(gt_tensor a_self, gt_tensor a_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::prelu::call(gotorch::ref(a_self), gotorch::ref(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_prelu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_out) {
  GT_TRY
  at::_ops::prelu_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_record_stream(gt_tensor a_self, gt_stream a_s) {
  GT_TRY
  at::_ops::record_stream::call(gotorch::ref(a_self), gotorch::stream(a_s));
  GT_CATCH
}

char* gt_reflection_pad3d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad3d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad3d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::reflection_pad3d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_resize(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::resize::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_resize_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::resize_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_resize_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format) {
  GT_TRY
  at::_ops::resize_::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format));
  GT_CATCH
}

char* gt_result_type_Scalar(gt_tensor a_tensor, gt_scalar a_other, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::result_type_Scalar::call(gotorch::ref(a_tensor), gotorch::scalar(a_other));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_result_type_Scalar_Scalar(gt_scalar a_scalar1, gt_scalar a_scalar2, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::result_type_Scalar_Scalar::call(gotorch::scalar(a_scalar1), gotorch::scalar(a_scalar2));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_result_type_Scalar_Tensor(gt_scalar a_scalar, gt_tensor a_tensor, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::result_type_Scalar_Tensor::call(gotorch::scalar(a_scalar), gotorch::ref(a_tensor));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_result_type_Tensor(gt_tensor a_tensor, gt_tensor a_other, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::result_type_Tensor::call(gotorch::ref(a_tensor), gotorch::ref(a_other));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_row_indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::row_indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_dimname_src(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_dimname_src::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_src));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_dimname_value(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_dimname_value::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_reduce::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_reduce_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter_src(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_src::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_src_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_src_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter_value(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_value::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_value_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_value_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter_value_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_value_reduce::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_value_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_value_reduce_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter__reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len) {
  GT_TRY
  at::_ops::scatter__reduce::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::str(a_reduce, a_reduce_len));
  GT_CATCH
}

char* gt_scatter__src(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src) {
  GT_TRY
  at::_ops::scatter__src::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src));
  GT_CATCH
}

char* gt_scatter__value(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value) {
  GT_TRY
  at::_ops::scatter__value::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value));
  GT_CATCH
}

char* gt_scatter__value_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len) {
  GT_TRY
  at::_ops::scatter__value_reduce::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len));
  GT_CATCH
}

char* gt_scatter_add(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_add::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_add_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scatter_add_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_src));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scatter_add_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor a_out) {
  GT_TRY
  at::_ops::scatter_add_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_scatter_add_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src) {
  GT_TRY
  at::_ops::scatter_add_::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_src));
  GT_CATCH
}

char* gt_slice_Tensor(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slice_Tensor::call(gotorch::ref(a_self), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv_transpose2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv_transpose2d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv_transpose2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::slow_conv_transpose2d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_smooth_l1_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::smooth_l1_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_beta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_smooth_l1_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::smooth_l1_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_beta, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softmax_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softmax_int::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softmax_int_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::softmax_int_out::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sort(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::sort::call(gotorch::ref(a_self), a_dim, a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_sort_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::sort_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_sort_dimname_stable(gt_tensor a_self, const bool* a_stable, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::sort_dimname_stable::call(gotorch::ref(a_self), gotorch::opt_value(a_stable), gotorch::dimname(a_dim, a_dim_len), a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_sort_dimname_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::sort_dimname_values::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_descending, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_sort_dimname_values_stable(gt_tensor a_self, const bool* a_stable, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::sort_dimname_values_stable::call(gotorch::ref(a_self), gotorch::opt_value(a_stable), gotorch::dimname(a_dim, a_dim_len), a_descending, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_sort_stable(gt_tensor a_self, const bool* a_stable, int64_t a_dim, bool a_descending, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::sort_stable::call(gotorch::ref(a_self), gotorch::opt_value(a_stable), a_dim, a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_sort_values(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::sort_values::call(gotorch::ref(a_self), a_dim, a_descending, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_sort_values_stable(gt_tensor a_self, const bool* a_stable, int64_t a_dim, bool a_descending, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::sort_values_stable::call(gotorch::ref(a_self), gotorch::opt_value(a_stable), a_dim, a_descending, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_sparse_compressed_tensor_comp_plain_value(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_compressed_tensor_comp_plain_value::call(gotorch::ref(a_compressed_indices), gotorch::ref(a_plain_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_compressed_tensor_comp_plain_value_size(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_compressed_tensor_comp_plain_value_size::call(gotorch::ref(a_compressed_indices), gotorch::ref(a_plain_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_airy_ai(gt_tensor a_x, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_airy_ai::call(gotorch::ref(a_x));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_airy_ai_out(gt_tensor a_x, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_airy_ai_out::call(gotorch::ref(a_x), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_bessel_y0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_bessel_y0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_bessel_y0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_bessel_y0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_erfc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_erfc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_erfc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_erfc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_multigammaln(gt_tensor a_self, int64_t a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_multigammaln::call(gotorch::ref(a_self), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_multigammaln_out(gt_tensor a_self, int64_t a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_multigammaln_out::call(gotorch::ref(a_self), a_p, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_ndtr(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_ndtr::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_ndtr_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_ndtr_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_u_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_softmax(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_softmax::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_split_copy_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::split_copy_Tensor::call(gotorch::ref(a_self), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_split_copy_Tensor_out(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::split_copy_Tensor_out::call(gotorch::ref(a_self), a_split_size, a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_split_with_sizes(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::split_with_sizes::call(gotorch::ref(a_self), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_subtract_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::subtract_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_subtract_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::subtract_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_subtract_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::subtract_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_subtract__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::subtract__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_subtract__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::subtract__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_swapdims(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::swapdims::call(gotorch::ref(a_self), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_swapdims_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1) {
  GT_TRY
  at::_ops::swapdims_::call(gotorch::ref(a_self), a_dim0, a_dim1);
  GT_CATCH
}

char* gt_t_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::t_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_t_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::t_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_take_along_dim(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::take_along_dim::call(gotorch::ref(a_self), gotorch::ref(a_indices), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_take_along_dim_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::take_along_dim_out::call(gotorch::ref(a_self), gotorch::ref(a_indices), gotorch::opt_value(a_dim), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_tile(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tile::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_padded_tensor(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_padded_tensor::call(gotorch::ref(a_self), a_padding, gotorch::opt_list(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_padded_tensor_out(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_padded_tensor_out::call(gotorch::ref(a_self), a_padding, gotorch::opt_list(a_output_size, a_output_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse_sparse_dim(gt_tensor a_self, int64_t a_sparse_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse_sparse_dim::call(gotorch::ref(a_self), a_sparse_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_sparse_dim_out(gt_tensor a_self, int64_t a_sparse_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_sparse_dim_out::call(gotorch::ref(a_self), a_sparse_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse_bsr(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse_bsr::call(gotorch::ref(a_self), at::IntArrayRef(a_blocksize, a_blocksize_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_bsr_out(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_bsr_out::call(gotorch::ref(a_self), at::IntArrayRef(a_blocksize, a_blocksize_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_sparse_csc(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_sparse_csc::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_to_sparse_csc_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::to_sparse_csc_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_triu(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::triu::call(gotorch::ref(a_self), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_triu_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out) {
  GT_TRY
  at::_ops::triu_out::call(gotorch::ref(a_self), a_diagonal, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_triu_(gt_tensor a_self, int64_t a_diagonal) {
  GT_TRY
  at::_ops::triu_::call(gotorch::ref(a_self), a_diagonal);
  GT_CATCH
}

char* gt_unbind_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unbind_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unbind_int(gt_tensor a_self, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unbind_int::call(gotorch::ref(a_self), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unflatten_dense_tensors(gt_tensor a_flat, const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unflatten_dense_tensors::call(gotorch::ref(a_flat), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unfold(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unfold::call(gotorch::ref(a_self), a_dimension, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_linear1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_linear1d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_linear1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_linear1d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_linear1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_linear1d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_linear1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_linear1d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_value_selecting_reduction_backward(gt_tensor a_grad, int64_t a_dim, gt_tensor a_indices, const int64_t* a_sizes, int64_t a_sizes_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::value_selecting_reduction_backward::call(gotorch::ref(a_grad), a_dim, gotorch::ref(a_indices), at::IntArrayRef(a_sizes, a_sizes_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_values_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::values_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_values_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::values_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

}  // extern "C"
