// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_adaptive_avg_pool3d_backward_ops.h>
#include <ATen/ops/_assert_async_ops.h>
#include <ATen/ops/_backward_ops.h>
#include <ATen/ops/_cast_Double_ops.h>
#include <ATen/ops/_cast_Half_ops.h>
#include <ATen/ops/_cholesky_solve_helper_ops.h>
#include <ATen/ops/_choose_qparams_per_tensor_ops.h>
#include <ATen/ops/_convert_indices_from_coo_to_csr_ops.h>
#include <ATen/ops/_cufft_clear_plan_cache_ops.h>
#include <ATen/ops/_cufft_get_plan_cache_max_size_ops.h>
#include <ATen/ops/_dimI_ops.h>
#include <ATen/ops/_embedding_bag_forward_only_ops.h>
#include <ATen/ops/_fft_c2c_ops.h>
#include <ATen/ops/_foreach_abs_ops.h>
#include <ATen/ops/_foreach_round_ops.h>
#include <ATen/ops/_foreach_sigmoid_ops.h>
#include <ATen/ops/_foreach_zero_ops.h>
#include <ATen/ops/_has_compatible_shallow_copy_type_ops.h>
#include <ATen/ops/_histogramdd_bin_edges_ops.h>
#include <ATen/ops/_index_put_impl_ops.h>
#include <ATen/ops/_indices_ops.h>
#include <ATen/ops/_linalg_det_ops.h>
#include <ATen/ops/_linalg_eigh_ops.h>
#include <ATen/ops/_linalg_solve_ex_ops.h>
#include <ATen/ops/_make_dual_ops.h>
#include <ATen/ops/_mkldnn_reshape_ops.h>
#include <ATen/ops/_nested_sum_backward_ops.h>
#include <ATen/ops/_reshape_alias_ops.h>
#include <ATen/ops/_reshape_from_tensor_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_forward_ops.h>
#include <ATen/ops/_sparse_coo_tensor_with_dims_ops.h>
#include <ATen/ops/_sparse_csr_prod_ops.h>
#include <ATen/ops/_sparse_log_softmax_backward_data_ops.h>
#include <ATen/ops/_sparse_softmax_ops.h>
#include <ATen/ops/_upsample_nearest_exact1d_backward_ops.h>
#include <ATen/ops/_use_cudnn_rnn_flatten_weight_ops.h>
#include <ATen/ops/_validate_sparse_compressed_tensor_args_ops.h>
#include <ATen/ops/abs_ops.h>
#include <ATen/ops/adaptive_max_pool2d_ops.h>
#include <ATen/ops/affine_grid_generator_backward_ops.h>
#include <ATen/ops/align_tensors_ops.h>
#include <ATen/ops/alpha_dropout_ops.h>
#include <ATen/ops/as_strided_copy_ops.h>
#include <ATen/ops/avg_pool3d_backward_ops.h>
#include <ATen/ops/bernoulli_ops.h>
#include <ATen/ops/cartesian_prod_ops.h>
#include <ATen/ops/clamp_min_ops.h>
#include <ATen/ops/clip_ops.h>
#include <ATen/ops/conj_ops.h>
#include <ATen/ops/conv_tbc_ops.h>
#include <ATen/ops/convolution_backward_ops.h>
#include <ATen/ops/cov_ops.h>
#include <ATen/ops/cross_ops.h>
#include <ATen/ops/ctc_loss_ops.h>
#include <ATen/ops/cudnn_batch_norm_ops.h>
#include <ATen/ops/cudnn_grid_sampler_ops.h>
#include <ATen/ops/cumprod_backward_ops.h>
#include <ATen/ops/cumsum_ops.h>
#include <ATen/ops/diagonal_scatter_ops.h>
#include <ATen/ops/elu_ops.h>
#include <ATen/ops/eq_ops.h>
#include <ATen/ops/erfinv_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_cachemask_backward_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_cachemask_backward_ops.h>
#include <ATen/ops/fft_ifftshift_ops.h>
#include <ATen/ops/fft_ihfft2_ops.h>
#include <ATen/ops/fft_ihfft_ops.h>
#include <ATen/ops/floor_divide_ops.h>
#include <ATen/ops/fmin_ops.h>
#include <ATen/ops/fractional_max_pool3d_backward_ops.h>
#include <ATen/ops/grid_sampler_2d_backward_ops.h>
#include <ATen/ops/group_norm_ops.h>
#include <ATen/ops/gru_ops.h>
#include <ATen/ops/hann_window_ops.h>
#include <ATen/ops/hardshrink_backward_ops.h>
#include <ATen/ops/hardtanh_backward_ops.h>
#include <ATen/ops/heaviside_ops.h>
#include <ATen/ops/huber_loss_ops.h>
#include <ATen/ops/im2col_ops.h>
#include <ATen/ops/imag_ops.h>
#include <ATen/ops/index_ops.h>
#include <ATen/ops/inverse_ops.h>
#include <ATen/ops/is_distributed_ops.h>
#include <ATen/ops/isclose_ops.h>
#include <ATen/ops/lift_fresh_ops.h>
#include <ATen/ops/linalg_cholesky_ops.h>
#include <ATen/ops/linalg_slogdet_ops.h>
#include <ATen/ops/logsumexp_ops.h>
#include <ATen/ops/lstm_ops.h>
#include <ATen/ops/masked_select_backward_ops.h>
#include <ATen/ops/matrix_H_ops.h>
#include <ATen/ops/mkldnn_linear_ops.h>
#include <ATen/ops/multi_margin_loss_backward_ops.h>
#include <ATen/ops/multilabel_margin_loss_ops.h>
#include <ATen/ops/mvlgamma_ops.h>
#include <ATen/ops/new_empty_strided_ops.h>
#include <ATen/ops/new_full_ops.h>
#include <ATen/ops/new_ones_ops.h>
#include <ATen/ops/nll_loss2d_ops.h>
#include <ATen/ops/nll_loss_backward_ops.h>
#include <ATen/ops/nll_loss_forward_ops.h>
#include <ATen/ops/numpy_T_ops.h>
#include <ATen/ops/one_hot_ops.h>
#include <ATen/ops/permute_copy_ops.h>
#include <ATen/ops/qscheme_ops.h>
#include <ATen/ops/quantized_rnn_relu_cell_ops.h>
#include <ATen/ops/randint_like_ops.h>
#include <ATen/ops/reflection_pad1d_ops.h>
#include <ATen/ops/relu_ops.h>
#include <ATen/ops/rename_ops.h>
#include <ATen/ops/replication_pad2d_backward_ops.h>
#include <ATen/ops/rnn_tanh_ops.h>
#include <ATen/ops/round_ops.h>
#include <ATen/ops/rrelu_ops.h>
#include <ATen/ops/rrelu_with_noise_backward_ops.h>
#include <ATen/ops/select_backward_ops.h>
#include <ATen/ops/select_copy_ops.h>
#include <ATen/ops/set_ops.h>
#include <ATen/ops/sgn_ops.h>
#include <ATen/ops/sigmoid_ops.h>
#include <ATen/ops/slow_conv_dilated2d_ops.h>
#include <ATen/ops/softplus_backward_ops.h>
#include <ATen/ops/special_erfcx_ops.h>
#include <ATen/ops/special_erfinv_ops.h>
#include <ATen/ops/special_gammaincc_ops.h>
#include <ATen/ops/special_hermite_polynomial_h_ops.h>
#include <ATen/ops/special_i0e_ops.h>
#include <ATen/ops/special_logsumexp_ops.h>
#include <ATen/ops/special_round_ops.h>
#include <ATen/ops/special_scaled_modified_bessel_k1_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_w_ops.h>
#include <ATen/ops/split_ops.h>
#include <ATen/ops/symeig_ops.h>
#include <ATen/ops/t_ops.h>
#include <ATen/ops/tensordot_ops.h>
#include <ATen/ops/to_mkldnn_backward_ops.h>
#include <ATen/ops/trapezoid_ops.h>
#include <ATen/ops/true_divide_ops.h>
#include <ATen/ops/uniform_ops.h>
#include <ATen/ops/unique_consecutive_ops.h>
#include <ATen/ops/unique_dim_ops.h>
#include <ATen/ops/upsample_bilinear2d_backward_ops.h>
#include <ATen/ops/upsample_nearest2d_backward_ops.h>
#include <ATen/ops/values_ops.h>
#include <ATen/ops/vstack_ops.h>
#include <ATen/ops/zero_ops.h>

extern "C" {

char* gt__adaptive_avg_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__adaptive_avg_pool3d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_adaptive_avg_pool3d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__assert_async(gt_tensor a_self) {
  GT_TRY
  at::_ops::_assert_async::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt__backward(gt_tensor a_self, const gt_tensor* a_inputs, int64_t a_inputs_len, gt_tensor a_gradient, const bool* a_retain_graph, bool a_create_graph) {
  GT_TRY
  at::_ops::_backward::call(gotorch::ref(a_self), at::TensorList(gotorch::tensors(a_inputs, a_inputs_len)), gotorch::opt(a_gradient), gotorch::opt_value(a_retain_graph), a_create_graph);
  GT_CATCH
}

char* gt__cast_Double(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Double::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cast_Half(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Half::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cholesky_solve_helper(gt_tensor a_self, gt_tensor a_A, bool a_upper, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cholesky_solve_helper::call(gotorch::ref(a_self), gotorch::ref(a_A), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cholesky_solve_helper_out(gt_tensor a_self, gt_tensor a_A, bool a_upper, gt_tensor a_out) {
  GT_TRY
  at::_ops::_cholesky_solve_helper_out::call(gotorch::ref(a_self), gotorch::ref(a_A), a_upper, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__choose_qparams_per_tensor(gt_tensor a_self, bool a_reduce_range, double* out0, int64_t* out1) {
  GT_TRY
  auto r = at::_ops::_choose_qparams_per_tensor::call(gotorch::ref(a_self), a_reduce_range);
  *out0 = std::get<0>(std::move(r));
  *out1 = std::get<1>(std::move(r));
  GT_CATCH
}

char* gt__convert_indices_from_coo_to_csr(gt_tensor a_self, int64_t a_size, bool a_out_int32, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_convert_indices_from_coo_to_csr::call(gotorch::ref(a_self), a_size, a_out_int32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__convert_indices_from_coo_to_csr_out(gt_tensor a_self, int64_t a_size, bool a_out_int32, gt_tensor a_out) {
  GT_TRY
  at::_ops::_convert_indices_from_coo_to_csr_out::call(gotorch::ref(a_self), a_size, a_out_int32, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cufft_clear_plan_cache(int64_t a_device_index) {
  GT_TRY
  at::_ops::_cufft_clear_plan_cache::call(a_device_index);
  GT_CATCH
}

char* gt__cufft_get_plan_cache_max_size(int64_t a_device_index, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_cufft_get_plan_cache_max_size::call(a_device_index);
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__dimI(gt_tensor a_self, int64_t* out0) {
  GT_TRY
  auto r = at::_ops::_dimI::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__embedding_bag_forward_only(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::_embedding_bag_forward_only::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset, a_padding_idx);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt__embedding_bag_forward_only_out(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3) {
  GT_TRY
  at::_ops::_embedding_bag_forward_only_out::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset, a_padding_idx, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3));
  GT_CATCH
}

char* gt__fft_c2c(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_forward, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fft_c2c::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_forward);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__fft_c2c_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_forward, gt_tensor a_out) {
  GT_TRY
  at::_ops::_fft_c2c_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_forward, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_abs(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_abs::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_abs_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_abs_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_abs_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_abs_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_round(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_round::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_round_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_round_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_round_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_round_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_sigmoid(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sigmoid::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sigmoid_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sigmoid_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sigmoid_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_sigmoid_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_zero(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_zero::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_zero_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_zero_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_zero_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_zero_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__has_compatible_shallow_copy_type(gt_tensor a_self, gt_tensor a_from, bool* out0) {
  GT_TRY
  auto r = at::_ops::_has_compatible_shallow_copy_type::call(gotorch::ref(a_self), gotorch::ref(a_from));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__histogramdd_bin_edges(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_histogramdd_bin_edges::call(gotorch::ref(a_self), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__histogramdd_bin_edges_out(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_histogramdd_bin_edges_out::call(gotorch::ref(a_self), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight), a_density, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__index_put_impl(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_index_put_impl::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate, a_unsafe);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__index_put_impl_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe, gt_tensor a_out) {
  GT_TRY
  at::_ops::_index_put_impl_out::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate, a_unsafe, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__index_put_impl_(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe) {
  GT_TRY
  at::_ops::_index_put_impl_::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_values), a_accumulate, a_unsafe);
  GT_CATCH
}

char* gt__indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__linalg_det(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_linalg_det::call(gotorch::ref(a_A));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__linalg_det_result(gt_tensor a_A, gt_tensor a_result, gt_tensor a_LU, gt_tensor a_pivots) {
  GT_TRY
  at::_ops::_linalg_det_result::call(gotorch::ref(a_A), gotorch::ref(a_result), gotorch::ref(a_LU), gotorch::ref(a_pivots));
  GT_CATCH
}

char* gt__linalg_eigh(gt_tensor a_A, const char* a_UPLO, int64_t a_UPLO_len, bool a_compute_v, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_linalg_eigh::call(gotorch::ref(a_A), gotorch::str(a_UPLO, a_UPLO_len), a_compute_v);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__linalg_eigh_eigenvalues(gt_tensor a_A, const char* a_UPLO, int64_t a_UPLO_len, bool a_compute_v, gt_tensor a_eigenvalues, gt_tensor a_eigenvectors) {
  GT_TRY
  at::_ops::_linalg_eigh_eigenvalues::call(gotorch::ref(a_A), gotorch::str(a_UPLO, a_UPLO_len), a_compute_v, gotorch::ref(a_eigenvalues), gotorch::ref(a_eigenvectors));
  GT_CATCH
}

char* gt__linalg_solve_ex(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::_linalg_solve_ex::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt__linalg_solve_ex_result(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor a_result, gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_info) {
  GT_TRY
  at::_ops::_linalg_solve_ex_result::call(gotorch::ref(a_A), gotorch::ref(a_B), a_left, a_check_errors, gotorch::ref(a_result), gotorch::ref(a_LU), gotorch::ref(a_pivots), gotorch::ref(a_info));
  GT_CATCH
}

char* gt__make_dual(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_make_dual::call(gotorch::ref(a_primal), gotorch::ref(a_tangent), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mkldnn_reshape(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_mkldnn_reshape::call(gotorch::ref(a_self), at::IntArrayRef(a_shape, a_shape_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__mkldnn_reshape_out(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_mkldnn_reshape_out::call(gotorch::ref(a_self), at::IntArrayRef(a_shape, a_shape_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nested_sum_backward(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_sum_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__reshape_alias(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_reshape_alias::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__reshape_from_tensor(gt_tensor a_self, gt_tensor a_shape, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_reshape_from_tensor::call(gotorch::ref(a_self), gotorch::ref(a_shape));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__scaled_dot_product_attention_forward(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_scaled_dot_product_attention_forward::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), gotorch::opt(a_attn_mask), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__sparse_coo_tensor_with_dims(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_with_dims::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_coo_tensor_with_dims_out(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_coo_tensor_with_dims_out::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_csr_prod_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_csr_prod_dim_dtype::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_csr_prod_dim_dtype_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_csr_prod_dim_dtype_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_log_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_backward_data::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_log_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_log_softmax_backward_data_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), a_dim, gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__sparse_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_softmax::call(gotorch::ref(a_self), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_softmax_Dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_sparse_softmax_int::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__sparse_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out) {
  GT_TRY
  at::_ops::_sparse_softmax_out::call(gotorch::ref(a_self), a_dim, a_half_to_float, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__use_cudnn_rnn_flatten_weight(bool* out0) {
  GT_TRY
  auto r = at::_ops::_use_cudnn_rnn_flatten_weight::call();
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__validate_sparse_compressed_tensor_args(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_layout) {
  GT_TRY
  at::_ops::_validate_sparse_compressed_tensor_args::call(gotorch::ref(a_compressed_indices), gotorch::ref(a_plain_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::layout(a_layout));
  GT_CATCH
}

char* gt_abs(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::abs::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_abs_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::abs_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_abs_(gt_tensor a_self) {
  GT_TRY
  at::_ops::abs_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_adaptive_max_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::adaptive_max_pool2d::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_adaptive_max_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out, gt_tensor a_indices) {
  GT_TRY
  at::_ops::adaptive_max_pool2d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_affine_grid_generator_backward(gt_tensor a_grad, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::affine_grid_generator_backward::call(gotorch::ref(a_grad), at::IntArrayRef(a_size, a_size_len), a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_align_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::align_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_alpha_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::alpha_dropout::call(gotorch::ref(a_input), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_alpha_dropout_(gt_tensor a_self, double a_p, bool a_train) {
  GT_TRY
  at::_ops::alpha_dropout_::call(gotorch::ref(a_self), a_p, a_train);
  GT_CATCH
}

char* gt_as_strided_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::as_strided_copy::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_as_strided_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor a_out) {
  GT_TRY
  at::_ops::as_strided_copy_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_avg_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::avg_pool3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_avg_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::avg_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_bernoulli(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bernoulli::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bernoulli_Tensor(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bernoulli_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_p), gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bernoulli_Tensor_out(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::bernoulli_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_p), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bernoulli_float_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::bernoulli_float_out::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bernoulli_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::bernoulli_out::call(gotorch::ref(a_self), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bernoulli_p(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bernoulli_p::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bernoulli__Tensor(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator) {
  GT_TRY
  at::_ops::bernoulli__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_p), gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_bernoulli__float(gt_tensor a_self, double a_p, gt_generator a_generator) {
  GT_TRY
  at::_ops::bernoulli__float::call(gotorch::ref(a_self), a_p, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_cartesian_prod(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cartesian_prod::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_min(gt_tensor a_self, gt_scalar a_min, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp_min::call(gotorch::ref(a_self), gotorch::scalar(a_min));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_min_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clamp_min_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_min));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clamp_min_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_min_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_min), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_min_out(gt_tensor a_self, gt_scalar a_min, gt_tensor a_out) {
  GT_TRY
  at::_ops::clamp_min_out::call(gotorch::ref(a_self), gotorch::scalar(a_min), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clamp_min_(gt_tensor a_self, gt_scalar a_min) {
  GT_TRY
  at::_ops::clamp_min_::call(gotorch::ref(a_self), gotorch::scalar(a_min));
  GT_CATCH
}

char* gt_clamp_min__Tensor(gt_tensor a_self, gt_tensor a_min) {
  GT_TRY
  at::_ops::clamp_min__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_min));
  GT_CATCH
}

char* gt_clip(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clip::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clip_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::clip_Tensor::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_clip_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clip_Tensor_out::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clip_out(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor a_out) {
  GT_TRY
  at::_ops::clip_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_clip_(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max) {
  GT_TRY
  at::_ops::clip_::call(gotorch::ref(a_self), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  GT_CATCH
}

char* gt_clip__Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max) {
  GT_TRY
  at::_ops::clip__Tensor::call(gotorch::ref(a_self), gotorch::opt(a_min), gotorch::opt(a_max));
  GT_CATCH
}

char* gt_conj(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conj::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_tbc(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::conv_tbc::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_bias), a_pad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_conv_tbc_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor a_out) {
  GT_TRY
  at::_ops::conv_tbc_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_bias), a_pad, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_convolution_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_bias_sizes, int64_t a_bias_sizes_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::convolution_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt_symints(a_bias_sizes, a_bias_sizes_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_convolution_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_bias_sizes, int64_t a_bias_sizes_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::convolution_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt_symints(a_bias_sizes, a_bias_sizes_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_cov(gt_tensor a_self, int64_t a_correction, gt_tensor a_fweights, gt_tensor a_aweights, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cov::call(gotorch::ref(a_self), a_correction, gotorch::opt(a_fweights), gotorch::opt(a_aweights));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cross(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cross::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cross_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::cross_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::opt_value(a_dim), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ctc_loss_IntList(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, int64_t a_reduction, bool a_zero_infinity, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ctc_loss_IntList::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_reduction, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, int64_t a_reduction, bool a_zero_infinity, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ctc_loss_Tensor::call(gotorch::ref(a_log_probs), gotorch::ref(a_targets), gotorch::ref(a_input_lengths), gotorch::ref(a_target_lengths), a_blank, a_reduction, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::cudnn_batch_norm::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_exponential_average_factor, a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt_cudnn_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3) {
  GT_TRY
  at::_ops::cudnn_batch_norm_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_exponential_average_factor, a_epsilon, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3));
  GT_CATCH
}

char* gt_cudnn_grid_sampler(gt_tensor a_self, gt_tensor a_grid, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cudnn_grid_sampler::call(gotorch::ref(a_self), gotorch::ref(a_grid));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cudnn_grid_sampler_out(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_out) {
  GT_TRY
  at::_ops::cudnn_grid_sampler_out::call(gotorch::ref(a_self), gotorch::ref(a_grid), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cumprod_backward(gt_tensor a_grad, gt_tensor a_input, int64_t a_dim, gt_tensor a_output, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumprod_backward::call(gotorch::ref(a_grad), gotorch::ref(a_input), a_dim, gotorch::ref(a_output));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumsum(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumsum::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumsum_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cumsum_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cumsum_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::cumsum_dimname_out::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cumsum_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::cumsum_out::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cumsum_(gt_tensor a_self, int64_t a_dim, int32_t a_dtype) {
  GT_TRY
  at::_ops::cumsum_::call(gotorch::ref(a_self), a_dim, gotorch::opt_scalar_type(a_dtype));
  GT_CATCH
}

char* gt_cumsum__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype) {
  GT_TRY
  at::_ops::cumsum__dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::opt_scalar_type(a_dtype));
  GT_CATCH
}

char* gt_diagonal_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::diagonal_scatter::call(gotorch::ref(a_self), gotorch::ref(a_src), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_diagonal_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out) {
  GT_TRY
  at::_ops::diagonal_scatter_out::call(gotorch::ref(a_self), gotorch::ref(a_src), a_offset, a_dim1, a_dim2, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_elu(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::elu::call(gotorch::ref(a_self), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_elu_out(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, gt_tensor a_out) {
  GT_TRY
  at::_ops::elu_out::call(gotorch::ref(a_self), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_elu_(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale) {
  GT_TRY
  at::_ops::elu_::call(gotorch::ref(a_self), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale));
  GT_CATCH
}

char* gt_eq_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::eq_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_eq_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::eq_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_eq_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::eq_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_eq_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::eq_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_eq__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::eq__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_eq__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::eq__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_erfinv(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::erfinv::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_erfinv_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::erfinv_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_erfinv_(gt_tensor a_self) {
  GT_TRY
  at::_ops::erfinv_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_fake_quantize_per_channel_affine_cachemask_backward(gt_tensor a_grad, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine_cachemask_backward::call(gotorch::ref(a_grad), gotorch::ref(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fake_quantize_per_tensor_affine_cachemask_backward(gt_tensor a_grad, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_cachemask_backward::call(gotorch::ref(a_grad), gotorch::ref(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ifftshift(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ifftshift::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ihfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ihfft::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ihfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ihfft_out::call(gotorch::ref(a_self), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fft_ihfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ihfft2::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ihfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ihfft2_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_floor_divide(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::floor_divide::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_floor_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::floor_divide_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_floor_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::floor_divide_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_floor_divide__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::floor_divide__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_floor_divide__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::floor_divide__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_fmin(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fmin::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fmin_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::fmin_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fractional_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fractional_max_pool3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fractional_max_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::fractional_max_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_grid_sampler_2d_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::grid_sampler_2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_grid_sampler_2d_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::grid_sampler_2d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_grid), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_group_norm(gt_tensor a_input, int64_t a_num_groups, gt_tensor a_weight, gt_tensor a_bias, double a_eps, bool a_cudnn_enabled, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::group_norm::call(gotorch::ref(a_input), a_num_groups, gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_gru_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::gru_data::call(gotorch::ref(a_data), gotorch::ref(a_batch_sizes), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_gru_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::gru_input::call(gotorch::ref(a_input), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_hann_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hann_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hann_window_out(int64_t a_window_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::hann_window_out::call(a_window_length, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hann_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hann_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hann_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out) {
  GT_TRY
  at::_ops::hann_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_hardshrink_backward(gt_tensor a_grad_out, gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardshrink_backward::call(gotorch::ref(a_grad_out), gotorch::ref(a_self), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardshrink_backward_grad_input(gt_tensor a_grad_out, gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::hardshrink_backward_grad_input::call(gotorch::ref(a_grad_out), gotorch::ref(a_self), gotorch::scalar(a_lambd), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_hardtanh_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::hardtanh_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_hardtanh_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::hardtanh_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_heaviside(gt_tensor a_self, gt_tensor a_values, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::heaviside::call(gotorch::ref(a_self), gotorch::ref(a_values));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_heaviside_out(gt_tensor a_self, gt_tensor a_values, gt_tensor a_out) {
  GT_TRY
  at::_ops::heaviside_out::call(gotorch::ref(a_self), gotorch::ref(a_values), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_heaviside_(gt_tensor a_self, gt_tensor a_values) {
  GT_TRY
  at::_ops::heaviside_::call(gotorch::ref(a_self), gotorch::ref(a_values));
  GT_CATCH
}

char* gt_huber_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::huber_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_delta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_huber_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor a_out) {
  GT_TRY
  at::_ops::huber_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_delta, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_im2col(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::im2col::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_im2col_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::im2col_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_imag(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::imag::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_Tensor(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_Tensor::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_Tensor_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_Tensor_out::call(gotorch::ref(a_self), gotorch::opt_tensors(a_indices, a_indices_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_inverse(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::inverse::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_inverse_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::inverse_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_is_distributed(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_distributed::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_isclose(gt_tensor a_self, gt_tensor a_other, double a_rtol, double a_atol, bool a_equal_nan, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::isclose::call(gotorch::ref(a_self), gotorch::ref(a_other), a_rtol, a_atol, a_equal_nan);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lift_fresh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lift_fresh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_cholesky(gt_tensor a_self, bool a_upper, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_cholesky::call(gotorch::ref(a_self), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_cholesky_out(gt_tensor a_self, bool a_upper, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_cholesky_out::call(gotorch::ref(a_self), a_upper, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_slogdet(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::linalg_slogdet::call(gotorch::ref(a_A));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_slogdet_out(gt_tensor a_A, gt_tensor a_sign, gt_tensor a_logabsdet) {
  GT_TRY
  at::_ops::linalg_slogdet_out::call(gotorch::ref(a_A), gotorch::ref(a_sign), gotorch::ref(a_logabsdet));
  GT_CATCH
}

char* gt_logsumexp(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logsumexp::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logsumexp_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logsumexp_names::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logsumexp_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::logsumexp_names_out::call(gotorch::ref(a_self), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logsumexp_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::logsumexp_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lstm_data(gt_tensor a_data, gt_tensor a_batch_sizes, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::lstm_data::call(gotorch::ref(a_data), gotorch::ref(a_batch_sizes), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_lstm_input(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::lstm_input::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_hx, a_hx_len)), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_masked_select_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor a_mask, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::masked_select_backward::call(gotorch::ref(a_grad), gotorch::ref(a_input), gotorch::ref(a_mask));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_matrix_H(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::matrix_H::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_linear(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_linear::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_linear_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_linear_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_multi_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multi_margin_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multi_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::multi_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight), a_reduction, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_multilabel_margin_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_multilabel_margin_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::multilabel_margin_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mvlgamma(gt_tensor a_self, int64_t a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mvlgamma::call(gotorch::ref(a_self), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mvlgamma_out(gt_tensor a_self, int64_t a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::mvlgamma_out::call(gotorch::ref(a_self), a_p, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mvlgamma_(gt_tensor a_self, int64_t a_p) {
  GT_TRY
  at::_ops::mvlgamma_::call(gotorch::ref(a_self), a_p);
  GT_CATCH
}

char* gt_new_empty_strided(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::new_empty_strided::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_empty_strided_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::new_empty_strided_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_new_full(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::new_full::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_full_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, gt_tensor a_out) {
  GT_TRY
  at::_ops::new_full_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_new_ones(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::new_ones::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_ones_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::new_ones_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nll_loss2d(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nll_loss2d::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nll_loss2d_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::nll_loss2d_out::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nll_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nll_loss_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_total_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nll_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::nll_loss_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_total_weight), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_nll_loss_forward(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::nll_loss_forward::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_nll_loss_forward_output(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_output, gt_tensor a_total_weight) {
  GT_TRY
  at::_ops::nll_loss_forward_output::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, a_ignore_index, gotorch::ref(a_output), gotorch::ref(a_total_weight));
  GT_CATCH
}

char* gt_numpy_T(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::numpy_T::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_one_hot(gt_tensor a_self, int64_t a_num_classes, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::one_hot::call(gotorch::ref(a_self), a_num_classes);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_permute_copy(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::permute_copy::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_permute_copy_out(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::permute_copy_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_qscheme(gt_tensor a_self, int32_t* out0) {
  GT_TRY
  auto r = at::_ops::qscheme::call(gotorch::ref(a_self));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

char* gt_quantized_rnn_relu_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_rnn_relu_cell::call(gotorch::ref(a_input), gotorch::ref(a_hx), gotorch::ref(a_w_ih), gotorch::ref(a_w_hh), gotorch::ref(a_b_ih), gotorch::ref(a_b_hh), gotorch::ref(a_packed_ih), gotorch::ref(a_packed_hh), gotorch::ref(a_col_offsets_ih), gotorch::ref(a_col_offsets_hh), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_like(gt_tensor a_self, int64_t a_high, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint_like::call(gotorch::ref(a_self), a_high, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_like_low_dtype(gt_tensor a_self, int64_t a_low, int64_t a_high, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint_like_low_dtype::call(gotorch::ref(a_self), a_low, a_high, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_like_low_dtype_out(gt_tensor a_self, int64_t a_low, int64_t a_high, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_like_low_dtype_out::call(gotorch::ref(a_self), a_low, a_high, gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randint_like_out(gt_tensor a_self, int64_t a_high, int32_t a_memory_format, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_like_out::call(gotorch::ref(a_self), a_high, gotorch::opt_memory_format(a_memory_format), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_reflection_pad1d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad1d::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad1d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::reflection_pad1d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_relu(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::relu::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_relu_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::relu_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_relu_(gt_tensor a_self) {
  GT_TRY
  at::_ops::relu_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_rename(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rename::call(gotorch::ref(a_self), gotorch::opt_dimnames(a_names, a_names_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rename_(gt_tensor a_self, const char* a_names, int64_t a_names_len) {
  GT_TRY
  at::_ops::rename_::call(gotorch::ref(a_self), gotorch::opt_dimnames(a_names, a_names_len));
  GT_CATCH
}

char* gt_replication_pad2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::replication_pad2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_replication_pad2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::replication_pad2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_rnn_tanh_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::rnn_tanh_data::call(gotorch::ref(a_data), gotorch::ref(a_batch_sizes), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_rnn_tanh_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::rnn_tanh_input::call(gotorch::ref(a_input), gotorch::ref(a_hx), at::TensorList(gotorch::tensors(a_params, a_params_len)), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_round(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::round::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_round_decimals(gt_tensor a_self, int64_t a_decimals, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::round_decimals::call(gotorch::ref(a_self), a_decimals);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_round_decimals_out(gt_tensor a_self, int64_t a_decimals, gt_tensor a_out) {
  GT_TRY
  at::_ops::round_decimals_out::call(gotorch::ref(a_self), a_decimals, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_round_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::round_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_round_(gt_tensor a_self) {
  GT_TRY
  at::_ops::round_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_round__decimals(gt_tensor a_self, int64_t a_decimals) {
  GT_TRY
  at::_ops::round__decimals::call(gotorch::ref(a_self), a_decimals);
  GT_CATCH
}

char* gt_rrelu(gt_tensor a_self, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rrelu::call(gotorch::ref(a_self), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rrelu_(gt_tensor a_self, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator) {
  GT_TRY
  at::_ops::rrelu_::call(gotorch::ref(a_self), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_rrelu_with_noise_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, bool a_self_is_result, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rrelu_with_noise_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_noise), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, a_self_is_result);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rrelu_with_noise_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, bool a_self_is_result, gt_tensor a_out) {
  GT_TRY
  at::_ops::rrelu_with_noise_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_noise), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, a_self_is_result, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_select_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::select_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_select_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::select_backward_out::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, a_index, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_select_copy_int(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::select_copy_int::call(gotorch::ref(a_self), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_select_copy_int_out(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor a_out) {
  GT_TRY
  at::_ops::select_copy_int_out::call(gotorch::ref(a_self), a_dim, a_index, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::set::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_set_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::set_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set_source_Storage(gt_tensor a_self, gt_storage a_source, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::set_source_Storage::call(gotorch::ref(a_self), gotorch::storage(a_source));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_set_source_Storage_out(gt_tensor a_self, gt_storage a_source, gt_tensor a_out) {
  GT_TRY
  at::_ops::set_source_Storage_out::call(gotorch::ref(a_self), gotorch::storage(a_source), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set_source_Storage_storage_offset(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::set_source_Storage_storage_offset::call(gotorch::ref(a_self), gotorch::storage(a_source), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_set_source_Storage_storage_offset_out(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::set_source_Storage_storage_offset_out::call(gotorch::ref(a_self), gotorch::storage(a_source), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set_source_Tensor(gt_tensor a_self, gt_tensor a_source, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::set_source_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_source));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_set_source_Tensor_out(gt_tensor a_self, gt_tensor a_source, gt_tensor a_out) {
  GT_TRY
  at::_ops::set_source_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_source), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_set_(gt_tensor a_self) {
  GT_TRY
  at::_ops::set_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_set__source_Storage(gt_tensor a_self, gt_storage a_source) {
  GT_TRY
  at::_ops::set__source_Storage::call(gotorch::ref(a_self), gotorch::storage(a_source));
  GT_CATCH
}

char* gt_set__source_Storage_storage_offset(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len) {
  GT_TRY
  at::_ops::set__source_Storage_storage_offset::call(gotorch::ref(a_self), gotorch::storage(a_source), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  GT_CATCH
}

char* gt_set__source_Tensor(gt_tensor a_self, gt_tensor a_source) {
  GT_TRY
  at::_ops::set__source_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_source));
  GT_CATCH
}

char* gt_set__source_Tensor_storage_offset(gt_tensor a_self, gt_tensor a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len) {
  GT_TRY
  at::_ops::set__source_Tensor_storage_offset::call(gotorch::ref(a_self), gotorch::ref(a_source), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  GT_CATCH
}

char* gt_sgn(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sgn::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sgn_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sgn_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sgn_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sgn_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_sigmoid(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sigmoid::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sigmoid_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sigmoid_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sigmoid_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sigmoid_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_slow_conv_dilated2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slow_conv_dilated2d::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slow_conv_dilated2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::slow_conv_dilated2d_out::call(gotorch::ref(a_self), gotorch::ref(a_weight), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_softplus_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::softplus_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_beta), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_softplus_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::softplus_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::scalar(a_beta), gotorch::scalar(a_threshold), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_special_erfcx(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_erfcx::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_erfcx_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_erfcx_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_erfinv(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_erfinv::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_erfinv_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_erfinv_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_gammaincc(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_gammaincc::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_gammaincc_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_gammaincc_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_h_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_h_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_hermite_polynomial_h_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_hermite_polynomial_h_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_i0e(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_i0e::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_i0e_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_i0e_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_logsumexp(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_logsumexp::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_logsumexp_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_logsumexp_out::call(gotorch::ref(a_self), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_round(gt_tensor a_self, int64_t a_decimals, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_round::call(gotorch::ref(a_self), a_decimals);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_round_out(gt_tensor a_self, int64_t a_decimals, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_round_out::call(gotorch::ref(a_self), a_decimals, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_scaled_modified_bessel_k1(gt_tensor a_x, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_scaled_modified_bessel_k1::call(gotorch::ref(a_x));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_scaled_modified_bessel_k1_out(gt_tensor a_x, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_scaled_modified_bessel_k1_out::call(gotorch::ref(a_x), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_shifted_chebyshev_polynomial_w_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_split_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::split_Tensor::call(gotorch::ref(a_self), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_split_sizes(gt_tensor a_self, const int64_t* a_split_size, int64_t a_split_size_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::split_sizes::call(gotorch::ref(a_self), at::IntArrayRef(a_split_size, a_split_size_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_symeig(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::symeig::call(gotorch::ref(a_self), a_eigenvectors, a_upper);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_symeig_e(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor a_e, gt_tensor a_V) {
  GT_TRY
  at::_ops::symeig_e::call(gotorch::ref(a_self), a_eigenvectors, a_upper, gotorch::ref(a_e), gotorch::ref(a_V));
  GT_CATCH
}

char* gt_t(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::t::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_t_(gt_tensor a_self) {
  GT_TRY
  at::_ops::t_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_tensordot(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims_self, int64_t a_dims_self_len, const int64_t* a_dims_other, int64_t a_dims_other_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::tensordot::call(gotorch::ref(a_self), gotorch::ref(a_other), at::IntArrayRef(a_dims_self, a_dims_self_len), at::IntArrayRef(a_dims_other, a_dims_other_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_tensordot_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims_self, int64_t a_dims_self_len, const int64_t* a_dims_other, int64_t a_dims_other_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::tensordot_out::call(gotorch::ref(a_self), gotorch::ref(a_other), at::IntArrayRef(a_dims_self, a_dims_self_len), at::IntArrayRef(a_dims_other, a_dims_other_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_to_mkldnn_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::to_mkldnn_backward::call(gotorch::ref(a_grad), gotorch::ref(a_input));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_trapezoid_dx(gt_tensor a_y, gt_scalar a_dx, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trapezoid_dx::call(gotorch::ref(a_y), gotorch::scalar(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_trapezoid_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::trapezoid_x::call(gotorch::ref(a_y), gotorch::ref(a_x), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_true_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::true_divide_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_true_divide_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::true_divide_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_true_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::true_divide_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_true_divide__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::true_divide__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_true_divide__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::true_divide__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_uniform(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::uniform::call(gotorch::ref(a_self), a_from, a_to, gotorch::opt_generator(a_generator));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_uniform_out(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::uniform_out::call(gotorch::ref(a_self), a_from, a_to, gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_uniform_(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator) {
  GT_TRY
  at::_ops::uniform_::call(gotorch::ref(a_self), a_from, a_to, gotorch::opt_generator(a_generator));
  GT_CATCH
}

char* gt_unique_consecutive(gt_tensor a_self, bool a_return_inverse, bool a_return_counts, const int64_t* a_dim, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::unique_consecutive::call(gotorch::ref(a_self), a_return_inverse, a_return_counts, gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_unique_consecutive_out(gt_tensor a_self, bool a_return_inverse, bool a_return_counts, const int64_t* a_dim, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::unique_consecutive_out::call(gotorch::ref(a_self), a_return_inverse, a_return_counts, gotorch::opt_value(a_dim), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_unique_dim(gt_tensor a_self, int64_t a_dim, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::unique_dim::call(gotorch::ref(a_self), a_dim, a_sorted, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_unique_dim_out(gt_tensor a_self, int64_t a_dim, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::unique_dim_out::call(gotorch::ref(a_self), a_dim, a_sorted, a_return_inverse, a_return_counts, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_upsample_bilinear2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bilinear2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_bilinear2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_bilinear2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_bilinear2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_bilinear2d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_nearest2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::upsample_nearest2d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_upsample_nearest2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_backward_vec::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_nearest2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_nearest2d_backward_vec_out::call(gotorch::ref(a_grad_output), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_values(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::values::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_vstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::vstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_vstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::vstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_zero(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::zero::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_zero_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::zero_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_zero_(gt_tensor a_self) {
  GT_TRY
  at::_ops::zero_::call(gotorch::ref(a_self));
  GT_CATCH
}

}  // extern "C"
