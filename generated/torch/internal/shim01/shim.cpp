// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "../../gotorch_support.h"

#include <ATen/ops/_adaptive_avg_pool2d_ops.h>
#include <ATen/ops/_adaptive_avg_pool3d_ops.h>
#include <ATen/ops/_add_batch_dim_ops.h>
#include <ATen/ops/_addmm_activation_ops.h>
#include <ATen/ops/_batch_norm_impl_index_ops.h>
#include <ATen/ops/_cast_Double_ops.h>
#include <ATen/ops/_cast_Half_ops.h>
#include <ATen/ops/_cast_Long_ops.h>
#include <ATen/ops/_cdist_backward_ops.h>
#include <ATen/ops/_compute_linear_combination_ops.h>
#include <ATen/ops/_conj_ops.h>
#include <ATen/ops/_conj_physical_ops.h>
#include <ATen/ops/_convert_indices_from_csr_to_coo_ops.h>
#include <ATen/ops/_convolution_double_backward_ops.h>
#include <ATen/ops/_copy_from_and_resize_ops.h>
#include <ATen/ops/_copy_from_ops.h>
#include <ATen/ops/_ctc_loss_backward_ops.h>
#include <ATen/ops/_cudnn_init_dropout_state_ops.h>
#include <ATen/ops/_cudnn_rnn_backward_ops.h>
#include <ATen/ops/_debug_has_internal_overlap_ops.h>
#include <ATen/ops/_dim_arange_ops.h>
#include <ATen/ops/_efficientzerotensor_ops.h>
#include <ATen/ops/_embedding_bag_dense_backward_ops.h>
#include <ATen/ops/_embedding_bag_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_tensor_affine_ops.h>
#include <ATen/ops/_fake_quantize_per_tensor_affine_cachemask_tensor_qparams_ops.h>
#include <ATen/ops/_fft_r2c_ops.h>
#include <ATen/ops/_foobar_ops.h>
#include <ATen/ops/_foreach_abs_ops.h>
#include <ATen/ops/_foreach_add_ops.h>
#include <ATen/ops/_foreach_addcdiv_ops.h>
#include <ATen/ops/_foreach_div_ops.h>
#include <ATen/ops/_foreach_erf_ops.h>
#include <ATen/ops/_foreach_expm1_ops.h>
#include <ATen/ops/_foreach_floor_ops.h>
#include <ATen/ops/_foreach_log2_ops.h>
#include <ATen/ops/_foreach_mul_ops.h>
#include <ATen/ops/_foreach_round_ops.h>
#include <ATen/ops/_foreach_sigmoid_ops.h>
#include <ATen/ops/_foreach_sin_ops.h>
#include <ATen/ops/_foreach_sub_ops.h>
#include <ATen/ops/_fused_dropout_ops.h>
#include <ATen/ops/_fused_moving_avg_obs_fq_helper_ops.h>
#include <ATen/ops/_indices_copy_ops.h>
#include <ATen/ops/_indices_ops.h>
#include <ATen/ops/_linalg_slogdet_ops.h>
#include <ATen/ops/_linalg_solve_ex_ops.h>
#include <ATen/ops/_linalg_svd_ops.h>
#include <ATen/ops/_log_softmax_backward_data_ops.h>
#include <ATen/ops/_logcumsumexp_ops.h>
#include <ATen/ops/_lu_with_info_ops.h>
#include <ATen/ops/_make_per_channel_quantized_tensor_ops.h>
#include <ATen/ops/_mkldnn_reshape_ops.h>
#include <ATen/ops/_mkldnn_transpose_ops.h>
#include <ATen/ops/_mps_convolution_ops.h>
#include <ATen/ops/_native_decoder_only_multi_head_attention_ops.h>
#include <ATen/ops/_native_multi_head_attention_ops.h>
#include <ATen/ops/_neg_view_ops.h>
#include <ATen/ops/_nested_tensor_from_mask_ops.h>
#include <ATen/ops/_nested_tensor_layer_norm_ops.h>
#include <ATen/ops/_nested_tensor_size_ops.h>
#include <ATen/ops/_nested_view_from_buffer_copy_ops.h>
#include <ATen/ops/_nested_view_from_buffer_ops.h>
#include <ATen/ops/_nnpack_spatial_convolution_ops.h>
#include <ATen/ops/_pack_padded_sequence_ops.h>
#include <ATen/ops/_pin_memory_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_ops.h>
#include <ATen/ops/_sobol_engine_scramble_ops.h>
#include <ATen/ops/_sparse_broadcast_to_ops.h>
#include <ATen/ops/_sparse_bsc_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_mask_helper_ops.h>
#include <ATen/ops/_sparse_sum_backward_ops.h>
#include <ATen/ops/_thnn_differentiable_gru_cell_backward_ops.h>
#include <ATen/ops/_thnn_fused_gru_cell_backward_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_backward_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_ops.h>
#include <ATen/ops/_transform_bias_rescale_qkv_ops.h>
#include <ATen/ops/_transformer_decoder_only_layer_fwd_ops.h>
#include <ATen/ops/_trilinear_ops.h>
#include <ATen/ops/_triton_scaled_dot_attention_ops.h>
#include <ATen/ops/_upsample_nearest_exact2d_backward_ops.h>
#include <ATen/ops/_validate_sparse_compressed_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_coo_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_csc_tensor_args_ops.h>
#include <ATen/ops/_version_ops.h>
#include <ATen/ops/_weight_norm_differentiable_backward_ops.h>
#include <ATen/ops/abs_ops.h>
#include <ATen/ops/adaptive_avg_pool1d_ops.h>
#include <ATen/ops/add_ops.h>
#include <ATen/ops/alias_copy_ops.h>
#include <ATen/ops/alias_ops.h>
#include <ATen/ops/aminmax_ops.h>
#include <ATen/ops/angle_ops.h>
#include <ATen/ops/arccos_ops.h>
#include <ATen/ops/arccosh_ops.h>
#include <ATen/ops/arctan2_ops.h>
#include <ATen/ops/arctan_ops.h>
#include <ATen/ops/arctanh_ops.h>
#include <ATen/ops/argmax_ops.h>
#include <ATen/ops/argsort_ops.h>
#include <ATen/ops/as_strided_copy_ops.h>
#include <ATen/ops/as_strided_ops.h>
#include <ATen/ops/asinh_ops.h>
#include <ATen/ops/avg_pool2d_backward_ops.h>
#include <ATen/ops/avg_pool2d_ops.h>
#include <ATen/ops/avg_pool3d_backward_ops.h>
#include <ATen/ops/baddbmm_ops.h>
#include <ATen/ops/batch_norm_backward_elemt_ops.h>
#include <ATen/ops/batch_norm_gather_stats_ops.h>
#include <ATen/ops/batch_norm_gather_stats_with_counts_ops.h>
#include <ATen/ops/bernoulli_ops.h>
#include <ATen/ops/binary_cross_entropy_with_logits_ops.h>
#include <ATen/ops/bincount_ops.h>
#include <ATen/ops/bitwise_or_ops.h>
#include <ATen/ops/bitwise_xor_ops.h>
#include <ATen/ops/blackman_window_ops.h>
#include <ATen/ops/cauchy_ops.h>
#include <ATen/ops/celu_ops.h>
#include <ATen/ops/chalf_ops.h>
#include <ATen/ops/channel_shuffle_ops.h>
#include <ATen/ops/choose_qparams_optimized_ops.h>
#include <ATen/ops/chunk_ops.h>
#include <ATen/ops/clip_ops.h>
#include <ATen/ops/clone_ops.h>
#include <ATen/ops/col2im_ops.h>
#include <ATen/ops/complex_ops.h>
#include <ATen/ops/conv_tbc_backward_ops.h>
#include <ATen/ops/conv_transpose3d_ops.h>
#include <ATen/ops/copy_sparse_to_sparse_ops.h>
#include <ATen/ops/crow_indices_copy_ops.h>
#include <ATen/ops/crow_indices_ops.h>
#include <ATen/ops/cudnn_grid_sampler_backward_ops.h>
#include <ATen/ops/cummaxmin_backward_ops.h>
#include <ATen/ops/cumulative_trapezoid_ops.h>
#include <ATen/ops/data_ops.h>
#include <ATen/ops/dense_dim_ops.h>
#include <ATen/ops/detach_ops.h>
#include <ATen/ops/diagonal_backward_ops.h>
#include <ATen/ops/diagonal_scatter_ops.h>
#include <ATen/ops/diff_ops.h>
#include <ATen/ops/embedding_bag_ops.h>
#include <ATen/ops/empty_ops.h>
#include <ATen/ops/erf_ops.h>
#include <ATen/ops/erfc_ops.h>
#include <ATen/ops/expand_as_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_cachemask_backward_ops.h>
#include <ATen/ops/fbgemm_linear_quantize_weight_ops.h>
#include <ATen/ops/fft_hfftn_ops.h>
#include <ATen/ops/fft_ifft2_ops.h>
#include <ATen/ops/fft_ifftshift_ops.h>
#include <ATen/ops/fft_ihfft_ops.h>
#include <ATen/ops/fft_irfft_ops.h>
#include <ATen/ops/fft_rfft2_ops.h>
#include <ATen/ops/fft_rfft_ops.h>
#include <ATen/ops/fft_rfftfreq_ops.h>
#include <ATen/ops/flatten_dense_tensors_ops.h>
#include <ATen/ops/fmax_ops.h>
#include <ATen/ops/frac_ops.h>
#include <ATen/ops/fractional_max_pool2d_backward_ops.h>
#include <ATen/ops/fractional_max_pool3d_backward_ops.h>
#include <ATen/ops/frobenius_norm_ops.h>
#include <ATen/ops/from_file_ops.h>
#include <ATen/ops/gather_backward_ops.h>
#include <ATen/ops/gcd_ops.h>
#include <ATen/ops/ge_ops.h>
#include <ATen/ops/ger_ops.h>
#include <ATen/ops/glu_backward_jvp_ops.h>
#include <ATen/ops/glu_jvp_ops.h>
#include <ATen/ops/gradient_ops.h>
#include <ATen/ops/grid_sampler_3d_backward_ops.h>
#include <ATen/ops/grid_sampler_3d_ops.h>
#include <ATen/ops/group_norm_ops.h>
#include <ATen/ops/gru_ops.h>
#include <ATen/ops/gt_ops.h>
#include <ATen/ops/hardshrink_backward_ops.h>
#include <ATen/ops/histogram_ops.h>
#include <ATen/ops/igamma_ops.h>
#include <ATen/ops/im2col_ops.h>
#include <ATen/ops/index_add_ops.h>
#include <ATen/ops/index_copy_ops.h>
#include <ATen/ops/index_reduce_ops.h>
#include <ATen/ops/inner_ops.h>
#include <ATen/ops/instance_norm_ops.h>
#include <ATen/ops/is_conj_ops.h>
#include <ATen/ops/is_leaf_ops.h>
#include <ATen/ops/is_signed_ops.h>
#include <ATen/ops/isclose_ops.h>
#include <ATen/ops/isfinite_ops.h>
#include <ATen/ops/isin_ops.h>
#include <ATen/ops/isreal_ops.h>
#include <ATen/ops/item_ops.h>
#include <ATen/ops/kaiser_window_ops.h>
#include <ATen/ops/kron_ops.h>
#include <ATen/ops/l1_loss_ops.h>
#include <ATen/ops/layer_norm_ops.h>
#include <ATen/ops/lerp_ops.h>
#include <ATen/ops/less_equal_ops.h>
#include <ATen/ops/lgamma_ops.h>
#include <ATen/ops/lift_fresh_ops.h>
#include <ATen/ops/linalg_cholesky_ex_ops.h>
#include <ATen/ops/linalg_cholesky_ops.h>
#include <ATen/ops/linalg_cross_ops.h>
#include <ATen/ops/linalg_eigh_ops.h>
#include <ATen/ops/linalg_householder_product_ops.h>
#include <ATen/ops/linalg_ldl_factor_ex_ops.h>
#include <ATen/ops/linalg_ldl_solve_ops.h>
#include <ATen/ops/linalg_lstsq_ops.h>
#include <ATen/ops/linalg_lu_ops.h>
#include <ATen/ops/linalg_matrix_rank_ops.h>
#include <ATen/ops/linalg_multi_dot_ops.h>
#include <ATen/ops/linalg_norm_ops.h>
#include <ATen/ops/linalg_svdvals_ops.h>
#include <ATen/ops/linalg_tensorinv_ops.h>
#include <ATen/ops/linalg_vecdot_ops.h>
#include <ATen/ops/linalg_vector_norm_ops.h>
#include <ATen/ops/linear_ops.h>
#include <ATen/ops/log_normal_ops.h>
#include <ATen/ops/log_sigmoid_forward_ops.h>
#include <ATen/ops/log_sigmoid_ops.h>
#include <ATen/ops/logaddexp_ops.h>
#include <ATen/ops/logcumsumexp_ops.h>
#include <ATen/ops/logdet_ops.h>
#include <ATen/ops/logical_or_ops.h>
#include <ATen/ops/logit_ops.h>
#include <ATen/ops/logspace_ops.h>
#include <ATen/ops/logsumexp_ops.h>
#include <ATen/ops/lstm_mps_backward_ops.h>
#include <ATen/ops/lstm_ops.h>
#include <ATen/ops/lt_ops.h>
#include <ATen/ops/lu_solve_ops.h>
#include <ATen/ops/lu_unpack_ops.h>
#include <ATen/ops/mH_ops.h>
#include <ATen/ops/masked_select_ops.h>
#include <ATen/ops/matmul_ops.h>
#include <ATen/ops/max_pool2d_ops.h>
#include <ATen/ops/max_pool3d_with_indices_ops.h>
#include <ATen/ops/mean_ops.h>
#include <ATen/ops/meshgrid_ops.h>
#include <ATen/ops/miopen_batch_norm_ops.h>
#include <ATen/ops/mkldnn_convolution_ops.h>
#include <ATen/ops/mkldnn_linear_backward_ops.h>
#include <ATen/ops/mkldnn_linear_backward_weights_ops.h>
#include <ATen/ops/mkldnn_max_pool2d_backward_ops.h>
#include <ATen/ops/mkldnn_max_pool3d_ops.h>
#include <ATen/ops/mkldnn_reorder_conv2d_weight_ops.h>
#include <ATen/ops/mm_ops.h>
#include <ATen/ops/movedim_ops.h>
#include <ATen/ops/mps_convolution_transpose_backward_ops.h>
#include <ATen/ops/mps_max_pool2d_backward_ops.h>
#include <ATen/ops/mul_ops.h>
#include <ATen/ops/multi_margin_loss_backward_ops.h>
#include <ATen/ops/multilabel_margin_loss_ops.h>
#include <ATen/ops/multinomial_ops.h>
#include <ATen/ops/multiply_ops.h>
#include <ATen/ops/mvlgamma_ops.h>
#include <ATen/ops/narrow_ops.h>
#include <ATen/ops/native_group_norm_backward_ops.h>
#include <ATen/ops/ne_ops.h>
#include <ATen/ops/nested_to_padded_tensor_ops.h>
#include <ATen/ops/new_empty_strided_ops.h>
#include <ATen/ops/nll_loss2d_forward_ops.h>
#include <ATen/ops/nll_loss2d_ops.h>
#include <ATen/ops/nll_loss_forward_ops.h>
#include <ATen/ops/nll_loss_nd_ops.h>
#include <ATen/ops/nonzero_numpy_ops.h>
#include <ATen/ops/norm_except_dim_ops.h>
#include <ATen/ops/normal_ops.h>
#include <ATen/ops/ones_like_ops.h>
#include <ATen/ops/output_nr_ops.h>
#include <ATen/ops/pad_ops.h>
#include <ATen/ops/permute_ops.h>
#include <ATen/ops/polygamma_ops.h>
#include <ATen/ops/positive_ops.h>
#include <ATen/ops/prelu_backward_ops.h>
#include <ATen/ops/prelu_ops.h>
#include <ATen/ops/put_ops.h>
#include <ATen/ops/q_per_channel_scales_ops.h>
#include <ATen/ops/q_per_channel_zero_points_ops.h>
#include <ATen/ops/q_scale_ops.h>
#include <ATen/ops/q_zero_point_ops.h>
#include <ATen/ops/quantize_per_tensor_dynamic_ops.h>
#include <ATen/ops/quantize_per_tensor_ops.h>
#include <ATen/ops/quantized_max_pool1d_ops.h>
#include <ATen/ops/rand_ops.h>
#include <ATen/ops/randn_like_ops.h>
#include <ATen/ops/randperm_ops.h>
#include <ATen/ops/ravel_ops.h>
#include <ATen/ops/real_ops.h>
#include <ATen/ops/refine_names_ops.h>
#include <ATen/ops/reflection_pad3d_ops.h>
#include <ATen/ops/replication_pad2d_ops.h>
#include <ATen/ops/replication_pad3d_backward_ops.h>
#include <ATen/ops/reshape_as_ops.h>
#include <ATen/ops/reshape_ops.h>
#include <ATen/ops/resize_ops.h>
#include <ATen/ops/retains_grad_ops.h>
#include <ATen/ops/rnn_tanh_cell_ops.h>
#include <ATen/ops/rnn_tanh_ops.h>
#include <ATen/ops/rrelu_ops.h>
#include <ATen/ops/rrelu_with_noise_backward_ops.h>
#include <ATen/ops/rsqrt_ops.h>
#include <ATen/ops/scatter_add_ops.h>
#include <ATen/ops/scatter_ops.h>
#include <ATen/ops/select_ops.h>
#include <ATen/ops/select_scatter_ops.h>
#include <ATen/ops/set_ops.h>
#include <ATen/ops/sin_ops.h>
#include <ATen/ops/slice_scatter_ops.h>
#include <ATen/ops/slow_conv_dilated2d_ops.h>
#include <ATen/ops/smm_ops.h>
#include <ATen/ops/smooth_l1_loss_backward_ops.h>
#include <ATen/ops/softshrink_backward_ops.h>
#include <ATen/ops/sparse_bsr_tensor_ops.h>
#include <ATen/ops/sparse_resize_ops.h>
#include <ATen/ops/special_bessel_j0_ops.h>
#include <ATen/ops/special_bessel_y0_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_u_ops.h>
#include <ATen/ops/special_digamma_ops.h>
#include <ATen/ops/special_entr_ops.h>
#include <ATen/ops/special_erfcx_ops.h>
#include <ATen/ops/special_erfinv_ops.h>
#include <ATen/ops/special_expm1_ops.h>
#include <ATen/ops/special_i0e_ops.h>
#include <ATen/ops/special_i1_ops.h>
#include <ATen/ops/special_legendre_polynomial_p_ops.h>
#include <ATen/ops/special_logsumexp_ops.h>
#include <ATen/ops/special_modified_bessel_i1_ops.h>
#include <ATen/ops/special_modified_bessel_k0_ops.h>
#include <ATen/ops/special_round_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_u_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_v_ops.h>
#include <ATen/ops/special_sinc_ops.h>
#include <ATen/ops/special_softmax_ops.h>
#include <ATen/ops/special_xlog1py_ops.h>
#include <ATen/ops/special_xlogy_ops.h>
#include <ATen/ops/split_with_sizes_copy_ops.h>
#include <ATen/ops/split_with_sizes_ops.h>
#include <ATen/ops/squeeze_ops.h>
#include <ATen/ops/std_mean_ops.h>
#include <ATen/ops/stft_ops.h>
#include <ATen/ops/sub_ops.h>
#include <ATen/ops/sum_to_size_ops.h>
#include <ATen/ops/t_copy_ops.h>
#include <ATen/ops/tan_ops.h>
#include <ATen/ops/tanh_backward_ops.h>
#include <ATen/ops/thnn_conv2d_ops.h>
#include <ATen/ops/tile_ops.h>
#include <ATen/ops/to_dense_backward_ops.h>
#include <ATen/ops/to_dense_ops.h>
#include <ATen/ops/to_padded_tensor_ops.h>
#include <ATen/ops/to_sparse_csc_ops.h>
#include <ATen/ops/to_sparse_csr_ops.h>
#include <ATen/ops/to_sparse_ops.h>
#include <ATen/ops/trace_backward_ops.h>
#include <ATen/ops/trace_ops.h>
#include <ATen/ops/transpose_copy_ops.h>
#include <ATen/ops/triangular_solve_ops.h>
#include <ATen/ops/tril_ops.h>
#include <ATen/ops/unbind_ops.h>
#include <ATen/ops/unfold_backward_ops.h>
#include <ATen/ops/unsqueeze_copy_ops.h>
#include <ATen/ops/unsqueeze_ops.h>
#include <ATen/ops/upsample_bicubic2d_ops.h>
#include <ATen/ops/upsample_linear1d_backward_ops.h>
#include <ATen/ops/upsample_nearest2d_ops.h>
#include <ATen/ops/upsample_trilinear3d_ops.h>
#include <ATen/ops/value_selecting_reduction_backward_ops.h>
#include <ATen/ops/view_as_ops.h>
#include <ATen/ops/view_as_real_copy_ops.h>
#include <ATen/ops/view_as_real_ops.h>
#include <ATen/ops/view_copy_ops.h>
#include <ATen/ops/vsplit_ops.h>
#include <ATen/ops/vstack_ops.h>
#include <ATen/ops/xlogy_ops.h>
#include <ATen/ops/zero_ops.h>
#include <ATen/ops/zeros_like_ops.h>

extern "C" {

// _adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
struct gt__adaptive_avg_pool2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__adaptive_avg_pool2d_args) == 40, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__adaptive_avg_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__adaptive_avg_pool2d_out_args) == 24, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_adaptive_avg_pool2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
struct gt__adaptive_avg_pool3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__adaptive_avg_pool3d_args) == 40, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__adaptive_avg_pool3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__adaptive_avg_pool3d_out_args) == 24, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_adaptive_avg_pool3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _add_batch_dim(Tensor self, int batch_dim, int level) -> Tensor
struct gt__add_batch_dim_args {
  gt_tensor a_self;
  int64_t a_batch_dim;
  int64_t a_level;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__add_batch_dim_args) == 48, "args layout differs from the Go side's");
char* gt__add_batch_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_batch_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_batch_dim = a->a_batch_dim;
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_add_batch_dim::call(gotorch::ref(a_self, "self"), a_batch_dim, a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _addmm_activation(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False) -> Tensor
struct gt__addmm_activation_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  bool a_use_gelu;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__addmm_activation_args) == 120, "args layout differs from the Go side's");
char* gt__addmm_activation(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__addmm_activation_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  bool a_use_gelu = a->a_use_gelu;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_addmm_activation::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), a_use_gelu);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _addmm_activation.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False, Tensor(a!) out) -> Tensor(a!)
struct gt__addmm_activation_out_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  bool a_use_gelu;
  gt_tensor a_out;
};
static_assert(sizeof(gt__addmm_activation_out_args) == 104, "args layout differs from the Go side's");
char* gt__addmm_activation_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__addmm_activation_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  bool a_use_gelu = a->a_use_gelu;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_addmm_activation_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), a_use_gelu, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _batch_norm_impl_index(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> (Tensor, Tensor, Tensor, Tensor, int)
struct gt__batch_norm_impl_index_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_training;
  double a_momentum;
  double a_eps;
  bool a_cudnn_enabled;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  int64_t out4;
};
static_assert(sizeof(gt__batch_norm_impl_index_args) == 176, "args layout differs from the Go side's");
char* gt__batch_norm_impl_index(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__batch_norm_impl_index_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_training = a->a_training;
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  int64_t* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_batch_norm_impl_index::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = std::get<4>(std::move(r));
  GT_CATCH
}

// _cast_Double(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Double_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Double_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Double(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Double_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Double::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Half(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Half_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Half_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Half(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Half_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Half::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Long(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Long_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Long_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Long(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Long_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Long::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cdist_backward(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor
struct gt__cdist_backward_args {
  gt_tensor a_grad;
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  gt_tensor a_cdist;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cdist_backward_args) == 64, "args layout differs from the Go side's");
char* gt__cdist_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cdist_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  gotorch::borrowed a_cdist(a->a_cdist);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cdist_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, gotorch::ref(a_cdist, "cdist"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cdist_backward.out(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist, *, Tensor(a!) out) -> Tensor(a!)
struct gt__cdist_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  gt_tensor a_cdist;
  gt_tensor a_out;
};
static_assert(sizeof(gt__cdist_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt__cdist_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cdist_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  gotorch::borrowed a_cdist(a->a_cdist);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_cdist_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, gotorch::ref(a_cdist, "cdist"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _compute_linear_combination(Tensor input, Tensor coefficients) -> Tensor
struct gt__compute_linear_combination_args {
  gt_tensor a_input;
  gt_tensor a_coefficients;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__compute_linear_combination_args) == 40, "args layout differs from the Go side's");
char* gt__compute_linear_combination(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__compute_linear_combination_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_coefficients(a->a_coefficients);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_compute_linear_combination::call(gotorch::ref(a_input, "input"), gotorch::ref(a_coefficients, "coefficients"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _compute_linear_combination.out(Tensor input, Tensor coefficients, *, Tensor(a!) out) -> Tensor(a!)
struct gt__compute_linear_combination_out_args {
  gt_tensor a_input;
  gt_tensor a_coefficients;
  gt_tensor a_out;
};
static_assert(sizeof(gt__compute_linear_combination_out_args) == 24, "args layout differs from the Go side's");
char* gt__compute_linear_combination_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__compute_linear_combination_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_coefficients(a->a_coefficients);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_compute_linear_combination_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_coefficients, "coefficients"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _conj(Tensor(a) self) -> Tensor(a)
struct gt__conj_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__conj_args) == 32, "args layout differs from the Go side's");
char* gt__conj(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conj_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_conj::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _conj_physical(Tensor self) -> Tensor
struct gt__conj_physical_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__conj_physical_args) == 32, "args layout differs from the Go side's");
char* gt__conj_physical(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conj_physical_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_conj_physical::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__conj_physical_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__conj_physical_out_args) == 16, "args layout differs from the Go side's");
char* gt__conj_physical_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conj_physical_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_conj_physical_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _convert_indices_from_csr_to_coo(Tensor crow_indices, Tensor col_indices, *, bool out_int32=False, bool transpose=False) -> Tensor
struct gt__convert_indices_from_csr_to_coo_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  bool a_out_int32;
  bool a_transpose;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__convert_indices_from_csr_to_coo_args) == 48, "args layout differs from the Go side's");
char* gt__convert_indices_from_csr_to_coo(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convert_indices_from_csr_to_coo_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  bool a_out_int32 = a->a_out_int32;
  bool a_transpose = a->a_transpose;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_convert_indices_from_csr_to_coo::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), a_out_int32, a_transpose);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _convert_indices_from_csr_to_coo.out(Tensor crow_indices, Tensor col_indices, *, bool out_int32=False, bool transpose=False, Tensor(a!) out) -> Tensor(a!)
struct gt__convert_indices_from_csr_to_coo_out_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  bool a_out_int32;
  bool a_transpose;
  gt_tensor a_out;
};
static_assert(sizeof(gt__convert_indices_from_csr_to_coo_out_args) == 32, "args layout differs from the Go side's");
char* gt__convert_indices_from_csr_to_coo_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convert_indices_from_csr_to_coo_out_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  bool a_out_int32 = a->a_out_int32;
  bool a_transpose = a->a_transpose;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_convert_indices_from_csr_to_coo_out::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), a_out_int32, a_transpose, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _convolution_double_backward(Tensor? ggI, Tensor? ggW, Tensor? ggb, Tensor gO, Tensor weight, Tensor self, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt__convolution_double_backward_args {
  gt_tensor a_ggI;
  gt_tensor a_ggW;
  gt_tensor a_ggb;
  gt_tensor a_gO;
  gt_tensor a_weight;
  gt_tensor a_self;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__convolution_double_backward_args) == 168, "args layout differs from the Go side's");
char* gt__convolution_double_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convolution_double_backward_args*>(args);
  gotorch::borrowed a_ggI(a->a_ggI);
  gotorch::borrowed a_ggW(a->a_ggW);
  gotorch::borrowed a_ggb(a->a_ggb);
  gotorch::borrowed a_gO(a->a_gO);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_self(a->a_self);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_transposed = a->a_transposed;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[4]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_convolution_double_backward::call(gotorch::opt(a_ggI, "ggI"), gotorch::opt(a_ggW, "ggW"), gotorch::opt(a_ggb, "ggb"), gotorch::ref(a_gO, "gO"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _copy_from(Tensor self, Tensor dst, bool non_blocking=False) -> Tensor
struct gt__copy_from_args {
  gt_tensor a_self;
  gt_tensor a_dst;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__copy_from_args) == 48, "args layout differs from the Go side's");
char* gt__copy_from(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__copy_from_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_dst(a->a_dst);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_copy_from::call(gotorch::ref(a_self, "self"), gotorch::ref(a_dst, "dst"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _copy_from.out(Tensor self, Tensor dst, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt__copy_from_out_args {
  gt_tensor a_self;
  gt_tensor a_dst;
  bool a_non_blocking;
  gt_tensor a_out;
};
static_assert(sizeof(gt__copy_from_out_args) == 32, "args layout differs from the Go side's");
char* gt__copy_from_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__copy_from_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_dst(a->a_dst);
  bool a_non_blocking = a->a_non_blocking;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_copy_from_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_dst, "dst"), a_non_blocking, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _copy_from_and_resize(Tensor self, Tensor dst) -> Tensor
struct gt__copy_from_and_resize_args {
  gt_tensor a_self;
  gt_tensor a_dst;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__copy_from_and_resize_args) == 40, "args layout differs from the Go side's");
char* gt__copy_from_and_resize(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__copy_from_and_resize_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_dst(a->a_dst);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_copy_from_and_resize::call(gotorch::ref(a_self, "self"), gotorch::ref(a_dst, "dst"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _copy_from_and_resize.out(Tensor self, Tensor dst, *, Tensor(a!) out) -> Tensor(a!)
struct gt__copy_from_and_resize_out_args {
  gt_tensor a_self;
  gt_tensor a_dst;
  gt_tensor a_out;
};
static_assert(sizeof(gt__copy_from_and_resize_out_args) == 24, "args layout differs from the Go side's");
char* gt__copy_from_and_resize_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__copy_from_and_resize_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_dst(a->a_dst);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_copy_from_and_resize_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_dst, "dst"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _ctc_loss_backward(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor
struct gt__ctc_loss_backward_args {
  gt_tensor a_grad;
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  gt_tensor a_neg_log_likelihood;
  gt_tensor a_log_alpha;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__ctc_loss_backward_args) == 96, "args layout differs from the Go side's");
char* gt__ctc_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  gotorch::borrowed a_neg_log_likelihood(a->a_neg_log_likelihood);
  gotorch::borrowed a_log_alpha(a->a_log_alpha);
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_ctc_loss_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), gotorch::ref(a_neg_log_likelihood, "neg_log_likelihood"), gotorch::ref(a_log_alpha, "log_alpha"), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _ctc_loss_backward.Tensor(Tensor grad, Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor
struct gt__ctc_loss_backward_Tensor_args {
  gt_tensor a_grad;
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  gt_tensor a_input_lengths;
  gt_tensor a_target_lengths;
  gt_tensor a_neg_log_likelihood;
  gt_tensor a_log_alpha;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__ctc_loss_backward_Tensor_args) == 96, "args layout differs from the Go side's");
char* gt__ctc_loss_backward_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_backward_Tensor_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  gotorch::borrowed a_input_lengths(a->a_input_lengths);
  gotorch::borrowed a_target_lengths(a->a_target_lengths);
  gotorch::borrowed a_neg_log_likelihood(a->a_neg_log_likelihood);
  gotorch::borrowed a_log_alpha(a->a_log_alpha);
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_ctc_loss_backward_Tensor::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), gotorch::ref(a_input_lengths, "input_lengths"), gotorch::ref(a_target_lengths, "target_lengths"), gotorch::ref(a_neg_log_likelihood, "neg_log_likelihood"), gotorch::ref(a_log_alpha, "log_alpha"), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _ctc_loss_backward.out(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt__ctc_loss_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  gt_tensor a_neg_log_likelihood;
  gt_tensor a_log_alpha;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor a_out;
};
static_assert(sizeof(gt__ctc_loss_backward_out_args) == 80, "args layout differs from the Go side's");
char* gt__ctc_loss_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  gotorch::borrowed a_neg_log_likelihood(a->a_neg_log_likelihood);
  gotorch::borrowed a_log_alpha(a->a_log_alpha);
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_ctc_loss_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), gotorch::ref(a_neg_log_likelihood, "neg_log_likelihood"), gotorch::ref(a_log_alpha, "log_alpha"), a_blank, a_zero_infinity, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _cudnn_init_dropout_state(float dropout, bool train, int dropout_seed, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt__cudnn_init_dropout_state_args {
  double a_dropout;
  bool a_train;
  int64_t a_dropout_seed;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cudnn_init_dropout_state_args) == 72, "args layout differs from the Go side's");
char* gt__cudnn_init_dropout_state(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_init_dropout_state_args*>(args);
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  int64_t a_dropout_seed = a->a_dropout_seed;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cudnn_init_dropout_state::call(a_dropout, a_train, a_dropout_seed, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cudnn_init_dropout_state.out(float dropout, bool train, int dropout_seed, *, Tensor(a!) out) -> Tensor(a!)
struct gt__cudnn_init_dropout_state_out_args {
  double a_dropout;
  bool a_train;
  int64_t a_dropout_seed;
  gt_tensor a_out;
};
static_assert(sizeof(gt__cudnn_init_dropout_state_out_args) == 32, "args layout differs from the Go side's");
char* gt__cudnn_init_dropout_state_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_init_dropout_state_out_args*>(args);
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  int64_t a_dropout_seed = a->a_dropout_seed;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_cudnn_init_dropout_state_out::call(a_dropout, a_train, a_dropout_seed, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _cudnn_rnn_backward(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask) -> (Tensor, Tensor, Tensor, Tensor[])
struct gt__cudnn_rnn_backward_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_weight_buf;
  gt_tensor a_hx;
  gt_tensor a_cx;
  gt_tensor a_output;
  gt_tensor a_grad_output;
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_proj_size;
  int64_t a_num_layers;
  bool a_batch_first;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  int64_t a_batch_sizes_len;
  gt_tensor a_dropout_state;
  gt_tensor a_reserve;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out* out3;
  int64_t out3_len;
};
static_assert(sizeof(gt__cudnn_rnn_backward_args) == 248, "args layout differs from the Go side's");
char* gt__cudnn_rnn_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_backward_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_weight_buf(a->a_weight_buf);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_proj_size = a->a_proj_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  auto a_batch_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_batch_sizes_len = a->a_batch_sizes_len;
  gotorch::borrowed a_dropout_state(a->a_dropout_state);
  gotorch::borrowed a_reserve(a->a_reserve);
  auto a_output_mask = static_cast<const bool*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out** out3 = &a->out3;
  int64_t* out3_len = &a->out3_len;
  auto out3_buf = static_cast<gt_tensor_out*>(ptrs[3]);
  GT_TRY
  auto r = at::_ops::_cudnn_rnn_backward::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), gotorch::ref(a_output, "output"), gotorch::opt(a_grad_output, "grad_output"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_reserve, "reserve"), gotorch::bool_array<4>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len, out3_buf);
  GT_CATCH
}

// _cudnn_rnn_backward.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!)[] out3) -> ()
struct gt__cudnn_rnn_backward_out_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_weight_buf;
  gt_tensor a_hx;
  gt_tensor a_cx;
  gt_tensor a_output;
  gt_tensor a_grad_output;
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_proj_size;
  int64_t a_num_layers;
  bool a_batch_first;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  int64_t a_batch_sizes_len;
  gt_tensor a_dropout_state;
  gt_tensor a_reserve;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  int64_t a_out3_len;
};
static_assert(sizeof(gt__cudnn_rnn_backward_out_args) == 192, "args layout differs from the Go side's");
char* gt__cudnn_rnn_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_backward_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_weight_buf(a->a_weight_buf);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_proj_size = a->a_proj_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  auto a_batch_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_batch_sizes_len = a->a_batch_sizes_len;
  gotorch::borrowed a_dropout_state(a->a_dropout_state);
  gotorch::borrowed a_reserve(a->a_reserve);
  auto a_output_mask = static_cast<const bool*>(ptrs[2]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  auto a_out3 = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_out3_len = a->a_out3_len;
  GT_TRY
  at::_ops::_cudnn_rnn_backward_out::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), gotorch::ref(a_output, "output"), gotorch::opt(a_grad_output, "grad_output"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_reserve, "reserve"), gotorch::bool_array<4>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), at::TensorList(gotorch::tensors(a_out3, a_out3_len, "out3")));
  GT_CATCH
}

// _debug_has_internal_overlap(Tensor self) -> int
struct gt__debug_has_internal_overlap_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt__debug_has_internal_overlap_args) == 16, "args layout differs from the Go side's");
char* gt__debug_has_internal_overlap(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__debug_has_internal_overlap_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_debug_has_internal_overlap::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _dim_arange(Tensor like, int dim) -> Tensor
struct gt__dim_arange_args {
  gt_tensor a_like;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__dim_arange_args) == 40, "args layout differs from the Go side's");
char* gt__dim_arange(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__dim_arange_args*>(args);
  gotorch::borrowed a_like(a->a_like);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_dim_arange::call(gotorch::ref(a_like, "like"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _efficientzerotensor(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__efficientzerotensor_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__efficientzerotensor_args) == 56, "args layout differs from the Go side's");
char* gt__efficientzerotensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__efficientzerotensor_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_efficientzerotensor::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _efficientzerotensor.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__efficientzerotensor_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__efficientzerotensor_out_args) == 16, "args layout differs from the Go side's");
char* gt__efficientzerotensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__efficientzerotensor_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_efficientzerotensor_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)
struct gt__embedding_bag_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  bool a_sparse;
  gt_tensor a_per_sample_weights;
  bool a_include_last_offset;
  int64_t a_padding_idx;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt__embedding_bag_args) == 168, "args layout differs from the Go side's");
char* gt__embedding_bag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  bool a_include_last_offset = a->a_include_last_offset;
  int64_t a_padding_idx = a->a_padding_idx;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::_embedding_bag::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset, a_padding_idx);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// _embedding_bag.out(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
struct gt__embedding_bag_out_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  bool a_sparse;
  gt_tensor a_per_sample_weights;
  bool a_include_last_offset;
  int64_t a_padding_idx;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
};
static_assert(sizeof(gt__embedding_bag_out_args) == 104, "args layout differs from the Go side's");
char* gt__embedding_bag_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_out_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  bool a_include_last_offset = a->a_include_last_offset;
  int64_t a_padding_idx = a->a_padding_idx;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  GT_TRY
  at::_ops::_embedding_bag_out::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset, a_padding_idx, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"));
  GT_CATCH
}

// _embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
struct gt__embedding_bag_dense_backward_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  gt_tensor a_offset2bag;
  gt_tensor a_bag_size;
  gt_tensor a_maximum_indices;
  int64_t a_num_weights;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  gt_tensor a_per_sample_weights;
  int64_t a_padding_idx;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__embedding_bag_dense_backward_args) == 104, "args layout differs from the Go side's");
char* gt__embedding_bag_dense_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_dense_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  gotorch::borrowed a_bag_size(a->a_bag_size);
  gotorch::borrowed a_maximum_indices(a->a_maximum_indices);
  int64_t a_num_weights = a->a_num_weights;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  int64_t a_padding_idx = a->a_padding_idx;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_embedding_bag_dense_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offset2bag, "offset2bag"), gotorch::ref(a_bag_size, "bag_size"), gotorch::ref(a_maximum_indices, "maximum_indices"), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _embedding_bag_dense_backward.out(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__embedding_bag_dense_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  gt_tensor a_offset2bag;
  gt_tensor a_bag_size;
  gt_tensor a_maximum_indices;
  int64_t a_num_weights;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  gt_tensor a_per_sample_weights;
  int64_t a_padding_idx;
  gt_tensor a_out;
};
static_assert(sizeof(gt__embedding_bag_dense_backward_out_args) == 88, "args layout differs from the Go side's");
char* gt__embedding_bag_dense_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_dense_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  gotorch::borrowed a_bag_size(a->a_bag_size);
  gotorch::borrowed a_maximum_indices(a->a_maximum_indices);
  int64_t a_num_weights = a->a_num_weights;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  int64_t a_padding_idx = a->a_padding_idx;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_embedding_bag_dense_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offset2bag, "offset2bag"), gotorch::ref(a_bag_size, "bag_size"), gotorch::ref(a_maximum_indices, "maximum_indices"), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_padding_idx, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fake_quantize_learnable_per_tensor_affine(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0) -> Tensor
struct gt__fake_quantize_learnable_per_tensor_affine_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_tensor_affine_args) == 72, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_tensor_affine(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_tensor_affine_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_tensor_affine::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fake_quantize_learnable_per_tensor_affine.out(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fake_quantize_learnable_per_tensor_affine_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_tensor_affine_out_args) == 56, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_tensor_affine_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_tensor_affine_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fake_quantize_learnable_per_tensor_affine_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_quant_min, a_quant_max, a_grad_factor, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fake_quantize_per_tensor_affine_cachemask_tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
struct gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  gt_tensor a_fake_quant_enabled;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_args) == 96, "args layout differs from the Go side's");
char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  gotorch::borrowed a_fake_quant_enabled(a->a_fake_quant_enabled);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), gotorch::ref(a_fake_quant_enabled, "fake_quant_enabled"), a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _fake_quantize_per_tensor_affine_cachemask_tensor_qparams.out(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  gt_tensor a_fake_quant_enabled;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out_args) == 64, "args layout differs from the Go side's");
char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  gotorch::borrowed a_fake_quant_enabled(a->a_fake_quant_enabled);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), gotorch::ref(a_fake_quant_enabled, "fake_quant_enabled"), a_quant_min, a_quant_max, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor
struct gt__fft_r2c_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  bool a_onesided;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fft_r2c_args) == 56, "args layout differs from the Go side's");
char* gt__fft_r2c(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_r2c_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  bool a_onesided = a->a_onesided;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fft_r2c::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_onesided);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fft_r2c.out(Tensor self, int[] dim, int normalization, bool onesided, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fft_r2c_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  bool a_onesided;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fft_r2c_out_args) == 40, "args layout differs from the Go side's");
char* gt__fft_r2c_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_r2c_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  bool a_onesided = a->a_onesided;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fft_r2c_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_onesided, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _foobar(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True) -> Tensor
struct gt__foobar_args {
  gt_tensor a_self;
  bool a_arg1;
  bool a_arg2;
  bool a_arg3;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__foobar_args) == 40, "args layout differs from the Go side's");
char* gt__foobar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foobar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_arg1 = a->a_arg1;
  bool a_arg2 = a->a_arg2;
  bool a_arg3 = a->a_arg3;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_foobar::call(gotorch::ref(a_self, "self"), a_arg1, a_arg2, a_arg3);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _foobar.out(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True, Tensor(a!) out) -> Tensor(a!)
struct gt__foobar_out_args {
  gt_tensor a_self;
  bool a_arg1;
  bool a_arg2;
  bool a_arg3;
  gt_tensor a_out;
};
static_assert(sizeof(gt__foobar_out_args) == 24, "args layout differs from the Go side's");
char* gt__foobar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foobar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_arg1 = a->a_arg1;
  bool a_arg2 = a->a_arg2;
  bool a_arg3 = a->a_arg3;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_foobar_out::call(gotorch::ref(a_self, "self"), a_arg1, a_arg2, a_arg3, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _foreach_abs(Tensor[] self) -> Tensor[]
struct gt__foreach_abs_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_abs_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_abs(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_abs_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_abs::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_abs.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_abs_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_abs_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_abs_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_abs_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_abs_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_abs_(Tensor(a!)[] self) -> ()
struct gt__foreach_abs__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_abs__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_abs_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_abs__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_abs_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_add.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]
struct gt__foreach_add_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_add_List_args) == 64, "args layout differs from the Go side's");
char* gt__foreach_add_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_add_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_add.List_out(Tensor[] self, Tensor[] other, *, Scalar alpha=1, Tensor(a!)[] out) -> ()
struct gt__foreach_add_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_add_List_out_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_add_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_add_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_add.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
struct gt__foreach_add_Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_add_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_add_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_add_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_add.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
struct gt__foreach_add_ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_add_ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_add_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_add_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_add.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_add_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_add_ScalarList_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_add_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_ScalarList_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_add_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_add.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
struct gt__foreach_add_Scalar_out_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_add_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_add_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_add_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_add_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()
struct gt__foreach_add__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt__foreach_add__List_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_add__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::_foreach_add__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha));
  GT_CATCH
}

// _foreach_add_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
struct gt__foreach_add__Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
};
static_assert(sizeof(gt__foreach_add__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_add__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  GT_TRY
  at::_ops::_foreach_add__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  GT_CATCH
}

// _foreach_add_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
struct gt__foreach_add__ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_add__ScalarList_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_add__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_add__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_add__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _foreach_addcdiv.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]
struct gt__foreach_addcdiv_Scalar_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_addcdiv_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt__foreach_addcdiv_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  gt_scalar a_value = a->a_value;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[3]);
  GT_TRY
  auto r = at::_ops::_foreach_addcdiv_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_addcdiv.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]
struct gt__foreach_addcdiv_ScalarList_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_addcdiv_ScalarList_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_addcdiv_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv_ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[3]);
  int64_t a_scalars_len = a->a_scalars_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[4]);
  GT_TRY
  auto r = at::_ops::_foreach_addcdiv_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_addcdiv.ScalarList_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_addcdiv_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_addcdiv_ScalarList_out_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_addcdiv_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv_ScalarList_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[3]);
  int64_t a_scalars_len = a->a_scalars_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[4]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_addcdiv_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_addcdiv.Scalar_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1, *, Tensor(a!)[] out) -> ()
struct gt__foreach_addcdiv_Scalar_out_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_addcdiv_Scalar_out_args) == 64, "args layout differs from the Go side's");
char* gt__foreach_addcdiv_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  gt_scalar a_value = a->a_value;
  auto a_out = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_addcdiv_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_addcdiv_.Scalar(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> ()
struct gt__foreach_addcdiv__Scalar_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
};
static_assert(sizeof(gt__foreach_addcdiv__Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_addcdiv__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::_foreach_addcdiv__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value));
  GT_CATCH
}

// _foreach_addcdiv_.ScalarList(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> ()
struct gt__foreach_addcdiv__ScalarList_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_addcdiv__ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_addcdiv__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcdiv__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[3]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_addcdiv__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _foreach_div.List(Tensor[] self, Tensor[] other) -> Tensor[]
struct gt__foreach_div_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_div_List_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_div_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_div_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_div.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
struct gt__foreach_div_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_div_List_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_div_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_div_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_div.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
struct gt__foreach_div_Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_div_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_div_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_div_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_div.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
struct gt__foreach_div_ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_div_ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_div_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_div_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_div.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_div_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_div_ScalarList_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_div_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_ScalarList_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_div_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_div.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
struct gt__foreach_div_Scalar_out_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_div_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_div_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_div_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_div_.List(Tensor(a!)[] self, Tensor[] other) -> ()
struct gt__foreach_div__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
};
static_assert(sizeof(gt__foreach_div__List_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_div__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  GT_TRY
  at::_ops::_foreach_div__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  GT_CATCH
}

// _foreach_div_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
struct gt__foreach_div__Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
};
static_assert(sizeof(gt__foreach_div__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_div__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  GT_TRY
  at::_ops::_foreach_div__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  GT_CATCH
}

// _foreach_div_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
struct gt__foreach_div__ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_div__ScalarList_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_div__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_div__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_div__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _foreach_erf(Tensor[] self) -> Tensor[]
struct gt__foreach_erf_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_erf_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_erf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erf_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_erf::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_erf.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_erf_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_erf_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_erf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erf_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_erf_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_erf_(Tensor(a!)[] self) -> ()
struct gt__foreach_erf__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_erf__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_erf_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erf__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_erf_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_expm1(Tensor[] self) -> Tensor[]
struct gt__foreach_expm1_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_expm1_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_expm1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_expm1_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_expm1::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_expm1.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_expm1_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_expm1_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_expm1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_expm1_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_expm1_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_expm1_(Tensor(a!)[] self) -> ()
struct gt__foreach_expm1__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_expm1__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_expm1_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_expm1__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_expm1_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_floor(Tensor[] self) -> Tensor[]
struct gt__foreach_floor_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_floor_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_floor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_floor_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_floor::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_floor.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_floor_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_floor_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_floor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_floor_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_floor_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_floor_(Tensor(a!)[] self) -> ()
struct gt__foreach_floor__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_floor__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_floor_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_floor__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_floor_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_log2(Tensor[] self) -> Tensor[]
struct gt__foreach_log2_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_log2_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_log2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log2_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_log2::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_log2.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_log2_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_log2_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_log2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log2_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_log2_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_log2_(Tensor(a!)[] self) -> ()
struct gt__foreach_log2__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_log2__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_log2_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log2__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_log2_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_mul.List(Tensor[] self, Tensor[] other) -> Tensor[]
struct gt__foreach_mul_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_mul_List_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_mul_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_mul_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_mul.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
struct gt__foreach_mul_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_mul_List_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_mul_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_mul_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_mul.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
struct gt__foreach_mul_Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_mul_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_mul_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_mul_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_mul.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
struct gt__foreach_mul_ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_mul_ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_mul_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_mul_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_mul.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_mul_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_mul_ScalarList_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_mul_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_ScalarList_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_mul_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_mul.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
struct gt__foreach_mul_Scalar_out_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_mul_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_mul_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_mul_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_mul_.List(Tensor(a!)[] self, Tensor[] other) -> ()
struct gt__foreach_mul__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
};
static_assert(sizeof(gt__foreach_mul__List_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_mul__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  GT_TRY
  at::_ops::_foreach_mul__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  GT_CATCH
}

// _foreach_mul_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
struct gt__foreach_mul__Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
};
static_assert(sizeof(gt__foreach_mul__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_mul__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  GT_TRY
  at::_ops::_foreach_mul__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  GT_CATCH
}

// _foreach_mul_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
struct gt__foreach_mul__ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_mul__ScalarList_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_mul__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_mul__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_mul__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _foreach_round(Tensor[] self) -> Tensor[]
struct gt__foreach_round_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_round_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_round(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_round_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_round::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_round.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_round_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_round_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_round_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_round_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_round_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_round_(Tensor(a!)[] self) -> ()
struct gt__foreach_round__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_round__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_round_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_round__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_round_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_sigmoid(Tensor[] self) -> Tensor[]
struct gt__foreach_sigmoid_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sigmoid_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_sigmoid(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sigmoid_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_sigmoid::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sigmoid.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sigmoid_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sigmoid_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_sigmoid_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sigmoid_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sigmoid_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sigmoid_(Tensor(a!)[] self) -> ()
struct gt__foreach_sigmoid__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_sigmoid__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_sigmoid_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sigmoid__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_sigmoid_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_sin(Tensor[] self) -> Tensor[]
struct gt__foreach_sin_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sin_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_sin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sin_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_sin::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sin.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sin_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sin_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_sin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sin_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sin_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sin_(Tensor(a!)[] self) -> ()
struct gt__foreach_sin__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_sin__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_sin_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sin__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_sin_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_sub.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]
struct gt__foreach_sub_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sub_List_args) == 64, "args layout differs from the Go side's");
char* gt__foreach_sub_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_sub_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sub.List_out(Tensor[] self, Tensor[] other, *, Scalar alpha=1, Tensor(a!)[] out) -> ()
struct gt__foreach_sub_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sub_List_out_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_sub_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sub_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sub.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
struct gt__foreach_sub_Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sub_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_sub_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_sub_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sub.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
struct gt__foreach_sub_ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sub_ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_sub_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_sub_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sub.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sub_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sub_ScalarList_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_sub_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_ScalarList_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sub_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sub.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sub_Scalar_out_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sub_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_sub_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sub_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sub_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()
struct gt__foreach_sub__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt__foreach_sub__List_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_sub__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::_foreach_sub__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), gotorch::scalar(a_alpha));
  GT_CATCH
}

// _foreach_sub_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
struct gt__foreach_sub__Scalar_args {
  int64_t a_self_len;
  gt_scalar a_scalar;
};
static_assert(sizeof(gt__foreach_sub__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_sub__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_scalar = a->a_scalar;
  GT_TRY
  at::_ops::_foreach_sub__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_scalar));
  GT_CATCH
}

// _foreach_sub_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
struct gt__foreach_sub__ScalarList_args {
  int64_t a_self_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_sub__ScalarList_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_sub__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sub__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[1]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_sub__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _fused_dropout(Tensor self, float p, Generator? generator=None) -> (Tensor, Tensor)
struct gt__fused_dropout_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__fused_dropout_args) == 72, "args layout differs from the Go side's");
char* gt__fused_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_dropout_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_fused_dropout::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _fused_dropout.out(Tensor self, float p, Generator? generator=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__fused_dropout_out_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__fused_dropout_out_args) == 40, "args layout differs from the Go side's");
char* gt__fused_dropout_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_dropout_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_fused_dropout_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _fused_moving_avg_obs_fq_helper_functional(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor running_min, Tensor running_max, Tensor scale, Tensor zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask, Tensor running_min_out, Tensor running_max_out, Tensor scale_out, Tensor zero_point_out)
struct gt__fused_moving_avg_obs_fq_helper_functional_args {
  gt_tensor a_self;
  gt_tensor a_observer_on;
  gt_tensor a_fake_quant_on;
  gt_tensor a_running_min;
  gt_tensor a_running_max;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  double a_averaging_const;
  int64_t a_quant_min;
  int64_t a_quant_max;
  int64_t a_ch_axis;
  bool a_per_row_fake_quant;
  bool a_symmetric_quant;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
  gt_tensor_out out5;
};
static_assert(sizeof(gt__fused_moving_avg_obs_fq_helper_functional_args) == 240, "args layout differs from the Go side's");
char* gt__fused_moving_avg_obs_fq_helper_functional(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_moving_avg_obs_fq_helper_functional_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_observer_on(a->a_observer_on);
  gotorch::borrowed a_fake_quant_on(a->a_fake_quant_on);
  gotorch::borrowed a_running_min(a->a_running_min);
  gotorch::borrowed a_running_max(a->a_running_max);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  double a_averaging_const = a->a_averaging_const;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  int64_t a_ch_axis = a->a_ch_axis;
  bool a_per_row_fake_quant = a->a_per_row_fake_quant;
  bool a_symmetric_quant = a->a_symmetric_quant;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  gt_tensor_out* out5 = &a->out5;
  GT_TRY
  auto r = at::_ops::_fused_moving_avg_obs_fq_helper_functional::call(gotorch::ref(a_self, "self"), gotorch::ref(a_observer_on, "observer_on"), gotorch::ref(a_fake_quant_on, "fake_quant_on"), gotorch::ref(a_running_min, "running_min"), gotorch::ref(a_running_max, "running_max"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  *out5 = gotorch::wrap(std::get<5>(std::move(r)));
  GT_CATCH
}

// _indices(Tensor(a) self) -> Tensor(a)
struct gt__indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__indices_args) == 32, "args layout differs from the Go side's");
char* gt__indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _indices_copy(Tensor self) -> Tensor
struct gt__indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt__indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt__indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet, Tensor LU, Tensor pivots)
struct gt__linalg_slogdet_args {
  gt_tensor a_A;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt__linalg_slogdet_args) == 104, "args layout differs from the Go side's");
char* gt__linalg_slogdet(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_slogdet_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::_linalg_slogdet::call(gotorch::ref(a_A, "A"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// _linalg_slogdet.sign(Tensor A, *, Tensor(a!) sign, Tensor(b!) logabsdet, Tensor(c!) LU, Tensor(d!) pivots) -> (Tensor(a!) sign, Tensor(b!) logabsdet, Tensor(c!) LU, Tensor(d!) pivots)
struct gt__linalg_slogdet_sign_args {
  gt_tensor a_A;
  gt_tensor a_sign;
  gt_tensor a_logabsdet;
  gt_tensor a_LU;
  gt_tensor a_pivots;
};
static_assert(sizeof(gt__linalg_slogdet_sign_args) == 40, "args layout differs from the Go side's");
char* gt__linalg_slogdet_sign(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_slogdet_sign_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_sign(a->a_sign);
  gotorch::borrowed a_logabsdet(a->a_logabsdet);
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  GT_TRY
  at::_ops::_linalg_slogdet_sign::call(gotorch::ref(a_A, "A"), gotorch::ref(a_sign, "sign"), gotorch::ref(a_logabsdet, "logabsdet"), gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"));
  GT_CATCH
}

// _linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor LU, Tensor pivots, Tensor info)
struct gt__linalg_solve_ex_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt__linalg_solve_ex_args) == 120, "args layout differs from the Go side's");
char* gt__linalg_solve_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_solve_ex_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::_linalg_solve_ex::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// _linalg_solve_ex.result(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots, Tensor(d!) info) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots, Tensor(d!) info)
struct gt__linalg_solve_ex_result_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  bool a_check_errors;
  gt_tensor a_result;
  gt_tensor a_LU;
  gt_tensor a_pivots;
  gt_tensor a_info;
};
static_assert(sizeof(gt__linalg_solve_ex_result_args) == 56, "args layout differs from the Go side's");
char* gt__linalg_solve_ex_result(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_solve_ex_result_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_result(a->a_result);
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::_linalg_solve_ex_result::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left, a_check_errors, gotorch::ref(a_result, "result"), gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// _linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
struct gt__linalg_svd_args {
  gt_tensor a_A;
  bool a_full_matrices;
  bool a_compute_uv;
  int64_t a_driver_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__linalg_svd_args) == 96, "args layout differs from the Go side's");
char* gt__linalg_svd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_svd_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_full_matrices = a->a_full_matrices;
  bool a_compute_uv = a->a_compute_uv;
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_linalg_svd::call(gotorch::ref(a_A, "A"), a_full_matrices, a_compute_uv, gotorch::opt_str(a_driver, a_driver_len, "driver"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _linalg_svd.U(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None, Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh)
struct gt__linalg_svd_U_args {
  gt_tensor a_A;
  bool a_full_matrices;
  bool a_compute_uv;
  int64_t a_driver_len;
  gt_tensor a_U;
  gt_tensor a_S;
  gt_tensor a_Vh;
};
static_assert(sizeof(gt__linalg_svd_U_args) == 48, "args layout differs from the Go side's");
char* gt__linalg_svd_U(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_svd_U_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_full_matrices = a->a_full_matrices;
  bool a_compute_uv = a->a_compute_uv;
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gotorch::borrowed a_U(a->a_U);
  gotorch::borrowed a_S(a->a_S);
  gotorch::borrowed a_Vh(a->a_Vh);
  GT_TRY
  at::_ops::_linalg_svd_U::call(gotorch::ref(a_A, "A"), a_full_matrices, a_compute_uv, gotorch::opt_str(a_driver, a_driver_len, "driver"), gotorch::ref(a_U, "U"), gotorch::ref(a_S, "S"), gotorch::ref(a_Vh, "Vh"));
  GT_CATCH
}

// _log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
struct gt__log_softmax_backward_data_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  int32_t a_input_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__log_softmax_backward_data_args) == 56, "args layout differs from the Go side's");
char* gt__log_softmax_backward_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__log_softmax_backward_data_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  int32_t a_input_dtype = a->a_input_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_log_softmax_backward_data::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::scalar_type(a_input_dtype, "input_dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt__log_softmax_backward_data_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  int32_t a_input_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt__log_softmax_backward_data_out_args) == 40, "args layout differs from the Go side's");
char* gt__log_softmax_backward_data_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__log_softmax_backward_data_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  int32_t a_input_dtype = a->a_input_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_log_softmax_backward_data_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::scalar_type(a_input_dtype, "input_dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _logcumsumexp(Tensor self, int dim) -> Tensor
struct gt__logcumsumexp_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__logcumsumexp_args) == 40, "args layout differs from the Go side's");
char* gt__logcumsumexp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__logcumsumexp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_logcumsumexp::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt__logcumsumexp_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt__logcumsumexp_out_args) == 24, "args layout differs from the Go side's");
char* gt__logcumsumexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__logcumsumexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_logcumsumexp_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)
struct gt__lu_with_info_args {
  gt_tensor a_self;
  bool a_pivot;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__lu_with_info_args) == 88, "args layout differs from the Go side's");
char* gt__lu_with_info(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__lu_with_info_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_pivot = a->a_pivot;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_lu_with_info::call(gotorch::ref(a_self, "self"), a_pivot, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _make_per_channel_quantized_tensor(Tensor self, Tensor scale, Tensor zero_point, int axis) -> Tensor
struct gt__make_per_channel_quantized_tensor_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__make_per_channel_quantized_tensor_args) == 56, "args layout differs from the Go side's");
char* gt__make_per_channel_quantized_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_per_channel_quantized_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_make_per_channel_quantized_tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _make_per_channel_quantized_tensor.out(Tensor self, Tensor scale, Tensor zero_point, int axis, *, Tensor(a!) out) -> Tensor(a!)
struct gt__make_per_channel_quantized_tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  gt_tensor a_out;
};
static_assert(sizeof(gt__make_per_channel_quantized_tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt__make_per_channel_quantized_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_per_channel_quantized_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_make_per_channel_quantized_tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _mkldnn_reshape(Tensor self, int[] shape) -> Tensor
struct gt__mkldnn_reshape_args {
  gt_tensor a_self;
  int64_t a_shape_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__mkldnn_reshape_args) == 40, "args layout differs from the Go side's");
char* gt__mkldnn_reshape(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mkldnn_reshape_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shape_len = a->a_shape_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_mkldnn_reshape::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_shape, a_shape_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _mkldnn_reshape.out(Tensor self, int[] shape, *, Tensor(a!) out) -> Tensor(a!)
struct gt__mkldnn_reshape_out_args {
  gt_tensor a_self;
  int64_t a_shape_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__mkldnn_reshape_out_args) == 24, "args layout differs from the Go side's");
char* gt__mkldnn_reshape_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mkldnn_reshape_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shape_len = a->a_shape_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_mkldnn_reshape_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_shape, a_shape_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _mkldnn_transpose(Tensor self, int dim0, int dim1) -> Tensor
struct gt__mkldnn_transpose_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__mkldnn_transpose_args) == 48, "args layout differs from the Go side's");
char* gt__mkldnn_transpose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mkldnn_transpose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_mkldnn_transpose::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _mkldnn_transpose.out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__mkldnn_transpose_out_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor a_out;
};
static_assert(sizeof(gt__mkldnn_transpose_out_args) == 32, "args layout differs from the Go side's");
char* gt__mkldnn_transpose_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mkldnn_transpose_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_mkldnn_transpose_out::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _mkldnn_transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
struct gt__mkldnn_transpose__args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
};
static_assert(sizeof(gt__mkldnn_transpose__args) == 24, "args layout differs from the Go side's");
char* gt__mkldnn_transpose_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mkldnn_transpose__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  GT_TRY
  at::_ops::_mkldnn_transpose_::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  GT_CATCH
}

// _mps_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
struct gt__mps_convolution_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__mps_convolution_args) == 80, "args layout differs from the Go side's");
char* gt__mps_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_convolution_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_mps_convolution::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _mps_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt__mps_convolution_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt__mps_convolution_out_args) == 64, "args layout differs from the Go side's");
char* gt__mps_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_convolution_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_mps_convolution_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _native_decoder_only_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, bool need_weights=True, bool average_attn_weights=True) -> (Tensor, Tensor, Tensor, Tensor)
struct gt__native_decoder_only_multi_head_attention_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  int64_t a_embed_dim;
  int64_t a_num_head;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  gt_tensor a_mask;
  gt_tensor a_incr_key;
  gt_tensor a_incr_value;
  bool a_need_weights;
  bool a_average_attn_weights;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt__native_decoder_only_multi_head_attention_args) == 200, "args layout differs from the Go side's");
char* gt__native_decoder_only_multi_head_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__native_decoder_only_multi_head_attention_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_head = a->a_num_head;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_incr_key(a->a_incr_key);
  gotorch::borrowed a_incr_value(a->a_incr_value);
  bool a_need_weights = a->a_need_weights;
  bool a_average_attn_weights = a->a_average_attn_weights;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::_native_decoder_only_multi_head_attention::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"), gotorch::opt(a_incr_key, "incr_key"), gotorch::opt(a_incr_value, "incr_value"), a_need_weights, a_average_attn_weights);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// _native_decoder_only_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, bool need_weights=True, bool average_attn_weights=True, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
struct gt__native_decoder_only_multi_head_attention_out_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  int64_t a_embed_dim;
  int64_t a_num_head;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  gt_tensor a_mask;
  gt_tensor a_incr_key;
  gt_tensor a_incr_value;
  bool a_need_weights;
  bool a_average_attn_weights;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
};
static_assert(sizeof(gt__native_decoder_only_multi_head_attention_out_args) == 136, "args layout differs from the Go side's");
char* gt__native_decoder_only_multi_head_attention_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__native_decoder_only_multi_head_attention_out_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_head = a->a_num_head;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_incr_key(a->a_incr_key);
  gotorch::borrowed a_incr_value(a->a_incr_value);
  bool a_need_weights = a->a_need_weights;
  bool a_average_attn_weights = a->a_average_attn_weights;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  GT_TRY
  at::_ops::_native_decoder_only_multi_head_attention_out::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"), gotorch::opt(a_incr_key, "incr_key"), gotorch::opt(a_incr_value, "incr_value"), a_need_weights, a_average_attn_weights, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"));
  GT_CATCH
}

// _native_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? mask_type=None) -> (Tensor, Tensor)
struct gt__native_multi_head_attention_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  int64_t a_embed_dim;
  int64_t a_num_head;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  gt_tensor a_mask;
  bool a_need_weights;
  bool a_average_attn_weights;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__native_multi_head_attention_args) == 136, "args layout differs from the Go side's");
char* gt__native_multi_head_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__native_multi_head_attention_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_head = a->a_num_head;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  gotorch::borrowed a_mask(a->a_mask);
  bool a_need_weights = a->a_need_weights;
  bool a_average_attn_weights = a->a_average_attn_weights;
  auto a_mask_type = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_native_multi_head_attention::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"), a_need_weights, a_average_attn_weights, gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _native_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? mask_type=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__native_multi_head_attention_out_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  int64_t a_embed_dim;
  int64_t a_num_head;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  gt_tensor a_mask;
  bool a_need_weights;
  bool a_average_attn_weights;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__native_multi_head_attention_out_args) == 104, "args layout differs from the Go side's");
char* gt__native_multi_head_attention_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__native_multi_head_attention_out_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_head = a->a_num_head;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  gotorch::borrowed a_mask(a->a_mask);
  bool a_need_weights = a->a_need_weights;
  bool a_average_attn_weights = a->a_average_attn_weights;
  auto a_mask_type = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_native_multi_head_attention_out::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"), a_need_weights, a_average_attn_weights, gotorch::opt_value(a_mask_type), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _neg_view(Tensor(a) self) -> Tensor(a)
struct gt__neg_view_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__neg_view_args) == 32, "args layout differs from the Go side's");
char* gt__neg_view(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__neg_view_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_neg_view::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_from_mask(Tensor t, Tensor mask, bool mask_check=True) -> Tensor
struct gt__nested_tensor_from_mask_args {
  gt_tensor a_t;
  gt_tensor a_mask;
  bool a_mask_check;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_from_mask_args) == 48, "args layout differs from the Go side's");
char* gt__nested_tensor_from_mask(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_from_mask_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gotorch::borrowed a_mask(a->a_mask);
  bool a_mask_check = a->a_mask_check;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_mask::call(gotorch::ref(a_t, "t"), gotorch::ref(a_mask, "mask"), a_mask_check);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_from_mask.out(Tensor t, Tensor mask, bool mask_check=True, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_tensor_from_mask_out_args {
  gt_tensor a_t;
  gt_tensor a_mask;
  bool a_mask_check;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_tensor_from_mask_out_args) == 32, "args layout differs from the Go side's");
char* gt__nested_tensor_from_mask_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_from_mask_out_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gotorch::borrowed a_mask(a->a_mask);
  bool a_mask_check = a->a_mask_check;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_tensor_from_mask_out::call(gotorch::ref(a_t, "t"), gotorch::ref(a_mask, "mask"), a_mask_check, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_tensor_layer_norm(Tensor self, Tensor? weight, Tensor? bias, float eps) -> Tensor
struct gt__nested_tensor_layer_norm_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_layer_norm_args) == 56, "args layout differs from the Go side's");
char* gt__nested_tensor_layer_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_layer_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_layer_norm::call(gotorch::ref(a_self, "self"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_layer_norm.out(Tensor self, Tensor? weight, Tensor? bias, float eps, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_tensor_layer_norm_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_tensor_layer_norm_out_args) == 40, "args layout differs from the Go side's");
char* gt__nested_tensor_layer_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_layer_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_tensor_layer_norm_out::call(gotorch::ref(a_self, "self"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_tensor_size(Tensor self) -> Tensor
struct gt__nested_tensor_size_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_size_args) == 32, "args layout differs from the Go side's");
char* gt__nested_tensor_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_size_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_size::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_size.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_tensor_size_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_tensor_size_out_args) == 16, "args layout differs from the Go side's");
char* gt__nested_tensor_size_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_size_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_tensor_size_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_view_from_buffer(Tensor(a) self, Tensor nested_size, Tensor nested_strides, int[] offsets) -> Tensor(a)
struct gt__nested_view_from_buffer_args {
  gt_tensor a_self;
  gt_tensor a_nested_size;
  gt_tensor a_nested_strides;
  int64_t a_offsets_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_view_from_buffer_args) == 56, "args layout differs from the Go side's");
char* gt__nested_view_from_buffer(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_view_from_buffer_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_nested_size(a->a_nested_size);
  gotorch::borrowed a_nested_strides(a->a_nested_strides);
  auto a_offsets = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_offsets_len = a->a_offsets_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_view_from_buffer::call(gotorch::ref(a_self, "self"), gotorch::ref(a_nested_size, "nested_size"), gotorch::ref(a_nested_strides, "nested_strides"), at::IntArrayRef(a_offsets, a_offsets_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_view_from_buffer_copy(Tensor self, Tensor nested_size, Tensor nested_strides, int[] offsets) -> Tensor
struct gt__nested_view_from_buffer_copy_args {
  gt_tensor a_self;
  gt_tensor a_nested_size;
  gt_tensor a_nested_strides;
  int64_t a_offsets_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_view_from_buffer_copy_args) == 56, "args layout differs from the Go side's");
char* gt__nested_view_from_buffer_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_view_from_buffer_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_nested_size(a->a_nested_size);
  gotorch::borrowed a_nested_strides(a->a_nested_strides);
  auto a_offsets = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_offsets_len = a->a_offsets_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_view_from_buffer_copy::call(gotorch::ref(a_self, "self"), gotorch::ref(a_nested_size, "nested_size"), gotorch::ref(a_nested_strides, "nested_strides"), at::IntArrayRef(a_offsets, a_offsets_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_view_from_buffer_copy.out(Tensor self, Tensor nested_size, Tensor nested_strides, int[] offsets, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_view_from_buffer_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_nested_size;
  gt_tensor a_nested_strides;
  int64_t a_offsets_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_view_from_buffer_copy_out_args) == 40, "args layout differs from the Go side's");
char* gt__nested_view_from_buffer_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_view_from_buffer_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_nested_size(a->a_nested_size);
  gotorch::borrowed a_nested_strides(a->a_nested_strides);
  auto a_offsets = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_offsets_len = a->a_offsets_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_view_from_buffer_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_nested_size, "nested_size"), gotorch::ref(a_nested_strides, "nested_strides"), at::IntArrayRef(a_offsets, a_offsets_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nnpack_spatial_convolution(Tensor input, Tensor weight, Tensor? bias, int[2] padding, int[2] stride=1) -> Tensor
struct gt__nnpack_spatial_convolution_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nnpack_spatial_convolution_args) == 64, "args layout differs from the Go side's");
char* gt__nnpack_spatial_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nnpack_spatial_convolution_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nnpack_spatial_convolution::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nnpack_spatial_convolution.out(Tensor input, Tensor weight, Tensor? bias, int[2] padding, int[2] stride=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nnpack_spatial_convolution_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nnpack_spatial_convolution_out_args) == 48, "args layout differs from the Go side's");
char* gt__nnpack_spatial_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nnpack_spatial_convolution_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nnpack_spatial_convolution_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)
struct gt__pack_padded_sequence_args {
  gt_tensor a_input;
  gt_tensor a_lengths;
  bool a_batch_first;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__pack_padded_sequence_args) == 72, "args layout differs from the Go side's");
char* gt__pack_padded_sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pack_padded_sequence_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_lengths(a->a_lengths);
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_pack_padded_sequence::call(gotorch::ref(a_input, "input"), gotorch::ref(a_lengths, "lengths"), a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _pack_padded_sequence.out(Tensor input, Tensor lengths, bool batch_first, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__pack_padded_sequence_out_args {
  gt_tensor a_input;
  gt_tensor a_lengths;
  bool a_batch_first;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__pack_padded_sequence_out_args) == 40, "args layout differs from the Go side's");
char* gt__pack_padded_sequence_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pack_padded_sequence_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_lengths(a->a_lengths);
  bool a_batch_first = a->a_batch_first;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_pack_padded_sequence_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_lengths, "lengths"), a_batch_first, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _pin_memory(Tensor self, Device? device=None) -> Tensor
struct gt__pin_memory_args {
  gt_tensor a_self;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pin_memory_args) == 48, "args layout differs from the Go side's");
char* gt__pin_memory(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pin_memory_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pin_memory::call(gotorch::ref(a_self, "self"), gotorch::opt_device(a_device, "device"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pin_memory.out(Tensor self, Device? device=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__pin_memory_out_args {
  gt_tensor a_self;
  gt_device a_device;
  gt_tensor a_out;
};
static_assert(sizeof(gt__pin_memory_out_args) == 32, "args layout differs from the Go side's");
char* gt__pin_memory_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pin_memory_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_pin_memory_out::call(gotorch::ref(a_self, "self"), gotorch::opt_device(a_device, "device"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
struct gt__scaled_dot_product_attention_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  gt_tensor a_attn_mask;
  double a_dropout_p;
  bool a_need_attn_weights;
  bool a_is_causal;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__scaled_dot_product_attention_args) == 96, "args layout differs from the Go side's");
char* gt__scaled_dot_product_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__scaled_dot_product_attention_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  gotorch::borrowed a_attn_mask(a->a_attn_mask);
  double a_dropout_p = a->a_dropout_p;
  bool a_need_attn_weights = a->a_need_attn_weights;
  bool a_is_causal = a->a_is_causal;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_scaled_dot_product_attention::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), gotorch::opt(a_attn_mask, "attn_mask"), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _sobol_engine_scramble_(Tensor(a!) self, Tensor ltm, int dimension) -> Tensor(a!)
struct gt__sobol_engine_scramble__args {
  gt_tensor a_self;
  gt_tensor a_ltm;
  int64_t a_dimension;
};
static_assert(sizeof(gt__sobol_engine_scramble__args) == 24, "args layout differs from the Go side's");
char* gt__sobol_engine_scramble_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sobol_engine_scramble__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_ltm(a->a_ltm);
  int64_t a_dimension = a->a_dimension;
  GT_TRY
  at::_ops::_sobol_engine_scramble_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_ltm, "ltm"), a_dimension);
  GT_CATCH
}

// _sparse_broadcast_to(Tensor(a) self, int[] size) -> Tensor(a)
struct gt__sparse_broadcast_to_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_broadcast_to_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_broadcast_to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_broadcast_to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_broadcast_to::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_bsc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_bsc_tensor_unsafe_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_bsc_tensor_unsafe_args) == 80, "args layout differs from the Go side's");
char* gt__sparse_bsc_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_bsc_tensor_unsafe_args*>(args);
  gotorch::borrowed a_ccol_indices(a->a_ccol_indices);
  gotorch::borrowed a_row_indices(a->a_row_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_bsc_tensor_unsafe::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_mask_helper(Tensor t, Tensor mask_indices) -> Tensor
struct gt__sparse_mask_helper_args {
  gt_tensor a_t;
  gt_tensor a_mask_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_mask_helper_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_mask_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_mask_helper_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gotorch::borrowed a_mask_indices(a->a_mask_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_mask_helper::call(gotorch::ref(a_t, "t"), gotorch::ref(a_mask_indices, "mask_indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_mask_helper.out(Tensor t, Tensor mask_indices, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_mask_helper_out_args {
  gt_tensor a_t;
  gt_tensor a_mask_indices;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_mask_helper_out_args) == 24, "args layout differs from the Go side's");
char* gt__sparse_mask_helper_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_mask_helper_out_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gotorch::borrowed a_mask_indices(a->a_mask_indices);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_mask_helper_out::call(gotorch::ref(a_t, "t"), gotorch::ref(a_mask_indices, "mask_indices"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_sum_backward(Tensor grad, Tensor self, int[] dim) -> Tensor
struct gt__sparse_sum_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sum_backward_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_sum_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sum_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_sum_backward.out(Tensor grad, Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_sum_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_sum_backward_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_sum_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_sum_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _thnn_differentiable_gru_cell_backward(Tensor grad_hy, Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias, Tensor? hidden_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__thnn_differentiable_gru_cell_backward_args {
  gt_tensor a_grad_hy;
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_hx;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__thnn_differentiable_gru_cell_backward_args) == 168, "args layout differs from the Go side's");
char* gt__thnn_differentiable_gru_cell_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_differentiable_gru_cell_backward_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_thnn_differentiable_gru_cell_backward::call(gotorch::ref(a_grad_hy, "grad_hy"), gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _thnn_fused_gru_cell_backward(Tensor grad_hy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__thnn_fused_gru_cell_backward_args {
  gt_tensor a_grad_hy;
  gt_tensor a_workspace;
  bool a_has_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__thnn_fused_gru_cell_backward_args) == 144, "args layout differs from the Go side's");
char* gt__thnn_fused_gru_cell_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_gru_cell_backward_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_workspace(a->a_workspace);
  bool a_has_bias = a->a_has_bias;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_thnn_fused_gru_cell_backward::call(gotorch::ref(a_grad_hy, "grad_hy"), gotorch::ref(a_workspace, "workspace"), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _thnn_fused_gru_cell_backward.out(Tensor grad_hy, Tensor workspace, bool has_bias, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
struct gt__thnn_fused_gru_cell_backward_out_args {
  gt_tensor a_grad_hy;
  gt_tensor a_workspace;
  bool a_has_bias;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
  gt_tensor a_out4;
};
static_assert(sizeof(gt__thnn_fused_gru_cell_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt__thnn_fused_gru_cell_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_gru_cell_backward_out_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_workspace(a->a_workspace);
  bool a_has_bias = a->a_has_bias;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  gotorch::borrowed a_out4(a->a_out4);
  GT_TRY
  at::_ops::_thnn_fused_gru_cell_backward_out::call(gotorch::ref(a_grad_hy, "grad_hy"), gotorch::ref(a_workspace, "workspace"), a_has_bias, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"), gotorch::ref(a_out4, "out4"));
  GT_CATCH
}

// _thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor, Tensor)
struct gt__thnn_fused_lstm_cell_args {
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_cx;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__thnn_fused_lstm_cell_args) == 112, "args layout differs from the Go side's");
char* gt__thnn_fused_lstm_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_lstm_cell_args*>(args);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell::call(gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::ref(a_cx, "cx"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _thnn_fused_lstm_cell.out(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__thnn_fused_lstm_cell_out_args {
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_cx;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__thnn_fused_lstm_cell_out_args) == 64, "args layout differs from the Go side's");
char* gt__thnn_fused_lstm_cell_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_lstm_cell_out_args*>(args);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_thnn_fused_lstm_cell_out::call(gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::ref(a_cx, "cx"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _thnn_fused_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__thnn_fused_lstm_cell_backward_args {
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_cx;
  gt_tensor a_cy;
  gt_tensor a_workspace;
  bool a_has_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__thnn_fused_lstm_cell_backward_args) == 168, "args layout differs from the Go side's");
char* gt__thnn_fused_lstm_cell_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_lstm_cell_backward_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_cy(a->a_cy);
  gotorch::borrowed a_workspace(a->a_workspace);
  bool a_has_bias = a->a_has_bias;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell_backward::call(gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_cx, "cx"), gotorch::ref(a_cy, "cy"), gotorch::ref(a_workspace, "workspace"), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _transform_bias_rescale_qkv(Tensor qkv, Tensor qkv_bias, int num_heads) -> (Tensor, Tensor, Tensor)
struct gt__transform_bias_rescale_qkv_args {
  gt_tensor a_qkv;
  gt_tensor a_qkv_bias;
  int64_t a_num_heads;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__transform_bias_rescale_qkv_args) == 96, "args layout differs from the Go side's");
char* gt__transform_bias_rescale_qkv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transform_bias_rescale_qkv_args*>(args);
  gotorch::borrowed a_qkv(a->a_qkv);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  int64_t a_num_heads = a->a_num_heads;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_transform_bias_rescale_qkv::call(gotorch::ref(a_qkv, "qkv"), gotorch::ref(a_qkv_bias, "qkv_bias"), a_num_heads);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _transform_bias_rescale_qkv.out(Tensor qkv, Tensor qkv_bias, int num_heads, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__transform_bias_rescale_qkv_out_args {
  gt_tensor a_qkv;
  gt_tensor a_qkv_bias;
  int64_t a_num_heads;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__transform_bias_rescale_qkv_out_args) == 48, "args layout differs from the Go side's");
char* gt__transform_bias_rescale_qkv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transform_bias_rescale_qkv_out_args*>(args);
  gotorch::borrowed a_qkv(a->a_qkv);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  int64_t a_num_heads = a->a_num_heads;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_transform_bias_rescale_qkv_out::call(gotorch::ref(a_qkv, "qkv"), gotorch::ref(a_qkv_bias, "qkv_bias"), a_num_heads, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _transformer_decoder_only_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None) -> (Tensor, Tensor, Tensor)
struct gt__transformer_decoder_only_layer_fwd_args {
  gt_tensor a_src;
  int64_t a_embed_dim;
  int64_t a_num_heads;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  bool a_use_gelu;
  bool a_norm_first;
  double a_eps;
  gt_tensor a_norm_weight_1;
  gt_tensor a_norm_bias_1;
  gt_tensor a_norm_weight_2;
  gt_tensor a_norm_bias_2;
  gt_tensor a_ffn_weight_1;
  gt_tensor a_ffn_bias_1;
  gt_tensor a_ffn_weight_2;
  gt_tensor a_ffn_bias_2;
  gt_tensor a_mask;
  gt_tensor a_incr_key;
  gt_tensor a_incr_value;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__transformer_decoder_only_layer_fwd_args) == 232, "args layout differs from the Go side's");
char* gt__transformer_decoder_only_layer_fwd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transformer_decoder_only_layer_fwd_args*>(args);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_heads = a->a_num_heads;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  bool a_use_gelu = a->a_use_gelu;
  bool a_norm_first = a->a_norm_first;
  double a_eps = a->a_eps;
  gotorch::borrowed a_norm_weight_1(a->a_norm_weight_1);
  gotorch::borrowed a_norm_bias_1(a->a_norm_bias_1);
  gotorch::borrowed a_norm_weight_2(a->a_norm_weight_2);
  gotorch::borrowed a_norm_bias_2(a->a_norm_bias_2);
  gotorch::borrowed a_ffn_weight_1(a->a_ffn_weight_1);
  gotorch::borrowed a_ffn_bias_1(a->a_ffn_bias_1);
  gotorch::borrowed a_ffn_weight_2(a->a_ffn_weight_2);
  gotorch::borrowed a_ffn_bias_2(a->a_ffn_bias_2);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_incr_key(a->a_incr_key);
  gotorch::borrowed a_incr_value(a->a_incr_value);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_transformer_decoder_only_layer_fwd::call(gotorch::ref(a_src, "src"), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1, "norm_weight_1"), gotorch::ref(a_norm_bias_1, "norm_bias_1"), gotorch::ref(a_norm_weight_2, "norm_weight_2"), gotorch::ref(a_norm_bias_2, "norm_bias_2"), gotorch::ref(a_ffn_weight_1, "ffn_weight_1"), gotorch::ref(a_ffn_bias_1, "ffn_bias_1"), gotorch::ref(a_ffn_weight_2, "ffn_weight_2"), gotorch::ref(a_ffn_bias_2, "ffn_bias_2"), gotorch::opt(a_mask, "mask"), gotorch::opt(a_incr_key, "incr_key"), gotorch::opt(a_incr_value, "incr_value"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _transformer_decoder_only_layer_fwd.out(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__transformer_decoder_only_layer_fwd_out_args {
  gt_tensor a_src;
  int64_t a_embed_dim;
  int64_t a_num_heads;
  gt_tensor a_qkv_weight;
  gt_tensor a_qkv_bias;
  gt_tensor a_proj_weight;
  gt_tensor a_proj_bias;
  bool a_use_gelu;
  bool a_norm_first;
  double a_eps;
  gt_tensor a_norm_weight_1;
  gt_tensor a_norm_bias_1;
  gt_tensor a_norm_weight_2;
  gt_tensor a_norm_bias_2;
  gt_tensor a_ffn_weight_1;
  gt_tensor a_ffn_bias_1;
  gt_tensor a_ffn_weight_2;
  gt_tensor a_ffn_bias_2;
  gt_tensor a_mask;
  gt_tensor a_incr_key;
  gt_tensor a_incr_value;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__transformer_decoder_only_layer_fwd_out_args) == 184, "args layout differs from the Go side's");
char* gt__transformer_decoder_only_layer_fwd_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transformer_decoder_only_layer_fwd_out_args*>(args);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_embed_dim = a->a_embed_dim;
  int64_t a_num_heads = a->a_num_heads;
  gotorch::borrowed a_qkv_weight(a->a_qkv_weight);
  gotorch::borrowed a_qkv_bias(a->a_qkv_bias);
  gotorch::borrowed a_proj_weight(a->a_proj_weight);
  gotorch::borrowed a_proj_bias(a->a_proj_bias);
  bool a_use_gelu = a->a_use_gelu;
  bool a_norm_first = a->a_norm_first;
  double a_eps = a->a_eps;
  gotorch::borrowed a_norm_weight_1(a->a_norm_weight_1);
  gotorch::borrowed a_norm_bias_1(a->a_norm_bias_1);
  gotorch::borrowed a_norm_weight_2(a->a_norm_weight_2);
  gotorch::borrowed a_norm_bias_2(a->a_norm_bias_2);
  gotorch::borrowed a_ffn_weight_1(a->a_ffn_weight_1);
  gotorch::borrowed a_ffn_bias_1(a->a_ffn_bias_1);
  gotorch::borrowed a_ffn_weight_2(a->a_ffn_weight_2);
  gotorch::borrowed a_ffn_bias_2(a->a_ffn_bias_2);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_incr_key(a->a_incr_key);
  gotorch::borrowed a_incr_value(a->a_incr_value);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_transformer_decoder_only_layer_fwd_out::call(gotorch::ref(a_src, "src"), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1, "norm_weight_1"), gotorch::ref(a_norm_bias_1, "norm_bias_1"), gotorch::ref(a_norm_weight_2, "norm_weight_2"), gotorch::ref(a_norm_bias_2, "norm_bias_2"), gotorch::ref(a_ffn_weight_1, "ffn_weight_1"), gotorch::ref(a_ffn_bias_1, "ffn_bias_1"), gotorch::ref(a_ffn_weight_2, "ffn_weight_2"), gotorch::ref(a_ffn_bias_2, "ffn_bias_2"), gotorch::opt(a_mask, "mask"), gotorch::opt(a_incr_key, "incr_key"), gotorch::opt(a_incr_value, "incr_value"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1) -> Tensor
struct gt__trilinear_args {
  gt_tensor a_i1;
  gt_tensor a_i2;
  gt_tensor a_i3;
  int64_t a_expand1_len;
  int64_t a_expand2_len;
  int64_t a_expand3_len;
  int64_t a_sumdim_len;
  int64_t a_unroll_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__trilinear_args) == 88, "args layout differs from the Go side's");
char* gt__trilinear(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__trilinear_args*>(args);
  gotorch::borrowed a_i1(a->a_i1);
  gotorch::borrowed a_i2(a->a_i2);
  gotorch::borrowed a_i3(a->a_i3);
  auto a_expand1 = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_expand1_len = a->a_expand1_len;
  auto a_expand2 = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_expand2_len = a->a_expand2_len;
  auto a_expand3 = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_expand3_len = a->a_expand3_len;
  auto a_sumdim = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_sumdim_len = a->a_sumdim_len;
  int64_t a_unroll_dim = a->a_unroll_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_trilinear::call(gotorch::ref(a_i1, "i1"), gotorch::ref(a_i2, "i2"), gotorch::ref(a_i3, "i3"), at::IntArrayRef(a_expand1, a_expand1_len), at::IntArrayRef(a_expand2, a_expand2_len), at::IntArrayRef(a_expand3, a_expand3_len), at::IntArrayRef(a_sumdim, a_sumdim_len), a_unroll_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _trilinear.out(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__trilinear_out_args {
  gt_tensor a_i1;
  gt_tensor a_i2;
  gt_tensor a_i3;
  int64_t a_expand1_len;
  int64_t a_expand2_len;
  int64_t a_expand3_len;
  int64_t a_sumdim_len;
  int64_t a_unroll_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt__trilinear_out_args) == 72, "args layout differs from the Go side's");
char* gt__trilinear_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__trilinear_out_args*>(args);
  gotorch::borrowed a_i1(a->a_i1);
  gotorch::borrowed a_i2(a->a_i2);
  gotorch::borrowed a_i3(a->a_i3);
  auto a_expand1 = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_expand1_len = a->a_expand1_len;
  auto a_expand2 = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_expand2_len = a->a_expand2_len;
  auto a_expand3 = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_expand3_len = a->a_expand3_len;
  auto a_sumdim = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_sumdim_len = a->a_sumdim_len;
  int64_t a_unroll_dim = a->a_unroll_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_trilinear_out::call(gotorch::ref(a_i1, "i1"), gotorch::ref(a_i2, "i2"), gotorch::ref(a_i3, "i3"), at::IntArrayRef(a_expand1, a_expand1_len), at::IntArrayRef(a_expand2, a_expand2_len), at::IntArrayRef(a_expand3, a_expand3_len), at::IntArrayRef(a_sumdim, a_sumdim_len), a_unroll_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _triton_scaled_dot_attention(Tensor q, Tensor k, Tensor v, float dropout_p=0.0) -> Tensor
struct gt__triton_scaled_dot_attention_args {
  gt_tensor a_q;
  gt_tensor a_k;
  gt_tensor a_v;
  double a_dropout_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__triton_scaled_dot_attention_args) == 56, "args layout differs from the Go side's");
char* gt__triton_scaled_dot_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__triton_scaled_dot_attention_args*>(args);
  gotorch::borrowed a_q(a->a_q);
  gotorch::borrowed a_k(a->a_k);
  gotorch::borrowed a_v(a->a_v);
  double a_dropout_p = a->a_dropout_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_triton_scaled_dot_attention::call(gotorch::ref(a_q, "q"), gotorch::ref(a_k, "k"), gotorch::ref(a_v, "v"), a_dropout_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _triton_scaled_dot_attention.out(Tensor q, Tensor k, Tensor v, float dropout_p=0.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt__triton_scaled_dot_attention_out_args {
  gt_tensor a_q;
  gt_tensor a_k;
  gt_tensor a_v;
  double a_dropout_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt__triton_scaled_dot_attention_out_args) == 40, "args layout differs from the Go side's");
char* gt__triton_scaled_dot_attention_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__triton_scaled_dot_attention_out_args*>(args);
  gotorch::borrowed a_q(a->a_q);
  gotorch::borrowed a_k(a->a_k);
  gotorch::borrowed a_v(a->a_v);
  double a_dropout_p = a->a_dropout_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_triton_scaled_dot_attention_out::call(gotorch::ref(a_q, "q"), gotorch::ref(a_k, "k"), gotorch::ref(a_v, "v"), a_dropout_p, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_nearest_exact2d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_backward_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__upsample_nearest_exact2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _upsample_nearest_exact2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact2d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact2d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _validate_sparse_compressed_tensor_args(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, Layout layout) -> ()
struct gt__validate_sparse_compressed_tensor_args_args {
  gt_tensor a_compressed_indices;
  gt_tensor a_plain_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_layout;
};
static_assert(sizeof(gt__validate_sparse_compressed_tensor_args_args) == 40, "args layout differs from the Go side's");
char* gt__validate_sparse_compressed_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_compressed_tensor_args_args*>(args);
  gotorch::borrowed a_compressed_indices(a->a_compressed_indices);
  gotorch::borrowed a_plain_indices(a->a_plain_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_layout = a->a_layout;
  GT_TRY
  at::_ops::_validate_sparse_compressed_tensor_args::call(gotorch::ref(a_compressed_indices, "compressed_indices"), gotorch::ref(a_plain_indices, "plain_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::layout(a_layout, "layout"));
  GT_CATCH
}

// _validate_sparse_coo_tensor_args(Tensor indices, Tensor values, int[] size) -> ()
struct gt__validate_sparse_coo_tensor_args_args {
  gt_tensor a_indices;
  gt_tensor a_values;
  int64_t a_size_len;
};
static_assert(sizeof(gt__validate_sparse_coo_tensor_args_args) == 24, "args layout differs from the Go side's");
char* gt__validate_sparse_coo_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_coo_tensor_args_args*>(args);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  GT_TRY
  at::_ops::_validate_sparse_coo_tensor_args::call(gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

// _validate_sparse_csc_tensor_args(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size) -> ()
struct gt__validate_sparse_csc_tensor_args_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
};
static_assert(sizeof(gt__validate_sparse_csc_tensor_args_args) == 32, "args layout differs from the Go side's");
char* gt__validate_sparse_csc_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_csc_tensor_args_args*>(args);
  gotorch::borrowed a_ccol_indices(a->a_ccol_indices);
  gotorch::borrowed a_row_indices(a->a_row_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  GT_TRY
  at::_ops::_validate_sparse_csc_tensor_args::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

// _version(Tensor self) -> int
struct gt__version_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt__version_args) == 16, "args layout differs from the Go side's");
char* gt__version(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__version_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_version::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _weight_norm_differentiable_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)
struct gt__weight_norm_differentiable_backward_args {
  gt_tensor a_grad_w;
  gt_tensor a_saved_v;
  gt_tensor a_saved_g;
  gt_tensor a_saved_norms;
  int64_t a_dim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__weight_norm_differentiable_backward_args) == 88, "args layout differs from the Go side's");
char* gt__weight_norm_differentiable_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_differentiable_backward_args*>(args);
  gotorch::borrowed a_grad_w(a->a_grad_w);
  gotorch::borrowed a_saved_v(a->a_saved_v);
  gotorch::borrowed a_saved_g(a->a_saved_g);
  gotorch::borrowed a_saved_norms(a->a_saved_norms);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_weight_norm_differentiable_backward::call(gotorch::ref(a_grad_w, "grad_w"), gotorch::ref(a_saved_v, "saved_v"), gotorch::ref(a_saved_g, "saved_g"), gotorch::ref(a_saved_norms, "saved_norms"), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// abs(Tensor self) -> Tensor
struct gt_abs_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_abs_args) == 32, "args layout differs from the Go side's");
char* gt_abs(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_abs_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::abs::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_abs_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_abs_out_args) == 16, "args layout differs from the Go side's");
char* gt_abs_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_abs_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::abs_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// abs_(Tensor(a!) self) -> Tensor(a!)
struct gt_abs__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_abs__args) == 8, "args layout differs from the Go side's");
char* gt_abs_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_abs__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::abs_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor
struct gt_adaptive_avg_pool1d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adaptive_avg_pool1d_args) == 40, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
struct gt_add_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_add_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt_add_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::add_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// add.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_add_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_add_Scalar_out_args) == 80, "args layout differs from the Go side's");
char* gt_add_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::add_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
struct gt_add_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_add_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt_add_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::add_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_add_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_add_out_args) == 56, "args layout differs from the Go side's");
char* gt_add_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::add_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
struct gt_add__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_add__Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_add__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::add__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

// add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
struct gt_add__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_add__Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_add__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_add__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::add__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// alias(Tensor(a) self) -> Tensor(a)
struct gt_alias_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_alias_args) == 32, "args layout differs from the Go side's");
char* gt_alias(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_alias_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::alias::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// alias_copy(Tensor self) -> Tensor
struct gt_alias_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_alias_copy_args) == 32, "args layout differs from the Go side's");
char* gt_alias_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_alias_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::alias_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// alias_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_alias_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_alias_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_alias_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_alias_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::alias_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
struct gt_aminmax_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_aminmax_args) == 64, "args layout differs from the Go side's");
char* gt_aminmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_aminmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::aminmax::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max)
struct gt_aminmax_out_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor a_min;
  gt_tensor a_max;
};
static_assert(sizeof(gt_aminmax_out_args) == 32, "args layout differs from the Go side's");
char* gt_aminmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_aminmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  GT_TRY
  at::_ops::aminmax_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_min, "min"), gotorch::ref(a_max, "max"));
  GT_CATCH
}

// angle(Tensor self) -> Tensor
struct gt_angle_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_angle_args) == 32, "args layout differs from the Go side's");
char* gt_angle(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_angle_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::angle::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// angle.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_angle_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_angle_out_args) == 16, "args layout differs from the Go side's");
char* gt_angle_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_angle_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::angle_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arccos(Tensor self) -> Tensor
struct gt_arccos_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arccos_args) == 32, "args layout differs from the Go side's");
char* gt_arccos(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccos_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arccos::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arccos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arccos_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arccos_out_args) == 16, "args layout differs from the Go side's");
char* gt_arccos_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccos_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arccos_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arccos_(Tensor(a!) self) -> Tensor(a!)
struct gt_arccos__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arccos__args) == 8, "args layout differs from the Go side's");
char* gt_arccos_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccos__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arccos_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// arccosh(Tensor self) -> Tensor
struct gt_arccosh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arccosh_args) == 32, "args layout differs from the Go side's");
char* gt_arccosh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccosh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arccosh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arccosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arccosh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arccosh_out_args) == 16, "args layout differs from the Go side's");
char* gt_arccosh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccosh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arccosh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arccosh_(Tensor(a!) self) -> Tensor(a!)
struct gt_arccosh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arccosh__args) == 8, "args layout differs from the Go side's");
char* gt_arccosh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arccosh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arccosh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// arctan(Tensor self) -> Tensor
struct gt_arctan_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arctan_args) == 32, "args layout differs from the Go side's");
char* gt_arctan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arctan::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arctan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arctan_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arctan_out_args) == 16, "args layout differs from the Go side's");
char* gt_arctan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arctan_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arctan2(Tensor self, Tensor other) -> Tensor
struct gt_arctan2_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arctan2_args) == 40, "args layout differs from the Go side's");
char* gt_arctan2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arctan2::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arctan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arctan2_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arctan2_out_args) == 24, "args layout differs from the Go side's");
char* gt_arctan2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arctan2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_arctan2__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_arctan2__args) == 16, "args layout differs from the Go side's");
char* gt_arctan2_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan2__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::arctan2_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// arctan_(Tensor(a!) self) -> Tensor(a!)
struct gt_arctan__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arctan__args) == 8, "args layout differs from the Go side's");
char* gt_arctan_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctan__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arctan_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// arctanh(Tensor self) -> Tensor
struct gt_arctanh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arctanh_args) == 32, "args layout differs from the Go side's");
char* gt_arctanh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctanh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arctanh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arctanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arctanh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arctanh_out_args) == 16, "args layout differs from the Go side's");
char* gt_arctanh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctanh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arctanh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arctanh_(Tensor(a!) self) -> Tensor(a!)
struct gt_arctanh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arctanh__args) == 8, "args layout differs from the Go side's");
char* gt_arctanh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arctanh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arctanh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
struct gt_argmax_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argmax_args) == 40, "args layout differs from the Go side's");
char* gt_argmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argmax::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// argmax.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_argmax_out_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_argmax_out_args) == 24, "args layout differs from the Go side's");
char* gt_argmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::argmax_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
struct gt_argsort_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_descending;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argsort_args) == 48, "args layout differs from the Go side's");
char* gt_argsort(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argsort_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argsort::call(gotorch::ref(a_self, "self"), a_dim, a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// argsort.dimname(Tensor self, Dimname dim, bool descending=False) -> Tensor
struct gt_argsort_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_descending;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argsort_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_argsort_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argsort_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argsort_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
struct gt_argsort_stable_args {
  gt_tensor a_self;
  bool a_stable;
  int64_t a_dim;
  bool a_descending;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argsort_stable_args) == 56, "args layout differs from the Go side's");
char* gt_argsort_stable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argsort_stable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_stable = a->a_stable;
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argsort_stable::call(gotorch::ref(a_self, "self"), a_stable, a_dim, a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// argsort.stable_out(Tensor self, *, bool stable, int dim=-1, bool descending=False, Tensor(a!) out) -> Tensor(a!)
struct gt_argsort_stable_out_args {
  gt_tensor a_self;
  bool a_stable;
  int64_t a_dim;
  bool a_descending;
  gt_tensor a_out;
};
static_assert(sizeof(gt_argsort_stable_out_args) == 40, "args layout differs from the Go side's");
char* gt_argsort_stable_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argsort_stable_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_stable = a->a_stable;
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::argsort_stable_out::call(gotorch::ref(a_self, "self"), a_stable, a_dim, a_descending, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)
struct gt_as_strided_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_as_strided_args) == 48, "args layout differs from the Go side's");
char* gt_as_strided(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::as_strided::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)
struct gt_as_strided__args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
};
static_assert(sizeof(gt_as_strided__args) == 24, "args layout differs from the Go side's");
char* gt_as_strided_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  GT_TRY
  at::_ops::as_strided_::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  GT_CATCH
}

// as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
struct gt_as_strided_copy_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_as_strided_copy_args) == 48, "args layout differs from the Go side's");
char* gt_as_strided_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::as_strided_copy::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// as_strided_copy.out(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_as_strided_copy_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_as_strided_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt_as_strided_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::as_strided_copy_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// asinh(Tensor self) -> Tensor
struct gt_asinh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_asinh_args) == 32, "args layout differs from the Go side's");
char* gt_asinh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asinh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::asinh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// asinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_asinh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_asinh_out_args) == 16, "args layout differs from the Go side's");
char* gt_asinh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asinh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::asinh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// asinh_(Tensor(a!) self) -> Tensor(a!)
struct gt_asinh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_asinh__args) == 8, "args layout differs from the Go side's");
char* gt_asinh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asinh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::asinh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
struct gt_avg_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_avg_pool2d_args) == 64, "args layout differs from the Go side's");
char* gt_avg_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::avg_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_avg_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor a_out;
};
static_assert(sizeof(gt_avg_pool2d_out_args) == 48, "args layout differs from the Go side's");
char* gt_avg_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::avg_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
struct gt_avg_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_avg_pool2d_backward_args) == 72, "args layout differs from the Go side's");
char* gt_avg_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::avg_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// avg_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_avg_pool2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_avg_pool2d_backward_grad_input_args) == 56, "args layout differs from the Go side's");
char* gt_avg_pool2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::avg_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
struct gt_avg_pool3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_avg_pool3d_backward_args) == 72, "args layout differs from the Go side's");
char* gt_avg_pool3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::avg_pool3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// avg_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_avg_pool3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_avg_pool3d_backward_grad_input_args) == 56, "args layout differs from the Go side's");
char* gt_avg_pool3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  auto a_divisor_override = static_cast<const int64_t*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::avg_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_baddbmm_args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_baddbmm_args) == 112, "args layout differs from the Go side's");
char* gt_baddbmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_baddbmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::baddbmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_baddbmm_out_args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_baddbmm_out_args) == 96, "args layout differs from the Go side's");
char* gt_baddbmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_baddbmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::baddbmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
struct gt_baddbmm__args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_baddbmm__args) == 88, "args layout differs from the Go side's");
char* gt_baddbmm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_baddbmm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::baddbmm_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

// batch_norm_backward_elemt(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count) -> Tensor
struct gt_batch_norm_backward_elemt_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_weight;
  gt_tensor a_mean_dy;
  gt_tensor a_mean_dy_xmu;
  gt_tensor a_count;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_batch_norm_backward_elemt_args) == 88, "args layout differs from the Go side's");
char* gt_batch_norm_backward_elemt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_backward_elemt_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_mean_dy(a->a_mean_dy);
  gotorch::borrowed a_mean_dy_xmu(a->a_mean_dy_xmu);
  gotorch::borrowed a_count(a->a_count);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::batch_norm_backward_elemt::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_weight, "weight"), gotorch::ref(a_mean_dy, "mean_dy"), gotorch::ref(a_mean_dy_xmu, "mean_dy_xmu"), gotorch::ref(a_count, "count"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// batch_norm_backward_elemt.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count, *, Tensor(a!) out) -> Tensor(a!)
struct gt_batch_norm_backward_elemt_out_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_weight;
  gt_tensor a_mean_dy;
  gt_tensor a_mean_dy_xmu;
  gt_tensor a_count;
  gt_tensor a_out;
};
static_assert(sizeof(gt_batch_norm_backward_elemt_out_args) == 72, "args layout differs from the Go side's");
char* gt_batch_norm_backward_elemt_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_backward_elemt_out_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_mean_dy(a->a_mean_dy);
  gotorch::borrowed a_mean_dy_xmu(a->a_mean_dy_xmu);
  gotorch::borrowed a_count(a->a_count);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::batch_norm_backward_elemt_out::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_weight, "weight"), gotorch::ref(a_mean_dy, "mean_dy"), gotorch::ref(a_mean_dy_xmu, "mean_dy_xmu"), gotorch::ref(a_count, "count"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// batch_norm_gather_stats(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count) -> (Tensor, Tensor)
struct gt_batch_norm_gather_stats_args {
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  double a_eps;
  int64_t a_count;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_batch_norm_gather_stats_args) == 112, "args layout differs from the Go side's");
char* gt_batch_norm_gather_stats(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_gather_stats_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  int64_t a_count = a->a_count;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::batch_norm_gather_stats::call(gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum, a_eps, a_count);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// batch_norm_gather_stats.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_batch_norm_gather_stats_out_args {
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  double a_eps;
  int64_t a_count;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_batch_norm_gather_stats_out_args) == 80, "args layout differs from the Go side's");
char* gt_batch_norm_gather_stats_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_gather_stats_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  int64_t a_count = a->a_count;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::batch_norm_gather_stats_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum, a_eps, a_count, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// batch_norm_gather_stats_with_counts(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts) -> (Tensor, Tensor)
struct gt_batch_norm_gather_stats_with_counts_args {
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  double a_eps;
  gt_tensor a_counts;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_batch_norm_gather_stats_with_counts_args) == 112, "args layout differs from the Go side's");
char* gt_batch_norm_gather_stats_with_counts(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_gather_stats_with_counts_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  gotorch::borrowed a_counts(a->a_counts);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::batch_norm_gather_stats_with_counts::call(gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum, a_eps, gotorch::ref(a_counts, "counts"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// batch_norm_gather_stats_with_counts.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_batch_norm_gather_stats_with_counts_out_args {
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  double a_eps;
  gt_tensor a_counts;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_batch_norm_gather_stats_with_counts_out_args) == 80, "args layout differs from the Go side's");
char* gt_batch_norm_gather_stats_with_counts_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_gather_stats_with_counts_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  gotorch::borrowed a_counts(a->a_counts);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::batch_norm_gather_stats_with_counts_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum, a_eps, gotorch::ref(a_counts, "counts"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
struct gt_bernoulli_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bernoulli_args) == 40, "args layout differs from the Go side's");
char* gt_bernoulli(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bernoulli::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
struct gt_bernoulli_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_p;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bernoulli_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_bernoulli_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_p(a->a_p);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bernoulli_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_p, "p"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bernoulli.Tensor_out(Tensor self, Tensor p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_bernoulli_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_p;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bernoulli_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_bernoulli_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_p(a->a_p);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bernoulli_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_p, "p"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bernoulli.float_out(Tensor self, float p=0.5, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_bernoulli_float_out_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bernoulli_float_out_args) == 32, "args layout differs from the Go side's");
char* gt_bernoulli_float_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_float_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bernoulli_float_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_bernoulli_out_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bernoulli_out_args) == 24, "args layout differs from the Go side's");
char* gt_bernoulli_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bernoulli_out::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor
struct gt_bernoulli_p_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bernoulli_p_args) == 48, "args layout differs from the Go side's");
char* gt_bernoulli_p(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli_p_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bernoulli_p::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
struct gt_bernoulli__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_p;
  gt_generator a_generator;
};
static_assert(sizeof(gt_bernoulli__Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_bernoulli__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_p(a->a_p);
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::bernoulli__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_p, "p"), gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)
struct gt_bernoulli__float_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
};
static_assert(sizeof(gt_bernoulli__float_args) == 24, "args layout differs from the Go side's");
char* gt_bernoulli__float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bernoulli__float_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::bernoulli__float::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor
struct gt_binary_cross_entropy_with_logits_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  gt_tensor a_pos_weight;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_binary_cross_entropy_with_logits_args) == 64, "args layout differs from the Go side's");
char* gt_binary_cross_entropy_with_logits(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_with_logits_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_pos_weight(a->a_pos_weight);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::binary_cross_entropy_with_logits::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_pos_weight, "pos_weight"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// binary_cross_entropy_with_logits.out(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_binary_cross_entropy_with_logits_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  gt_tensor a_pos_weight;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_binary_cross_entropy_with_logits_out_args) == 48, "args layout differs from the Go side's");
char* gt_binary_cross_entropy_with_logits_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_with_logits_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_pos_weight(a->a_pos_weight);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::binary_cross_entropy_with_logits_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_pos_weight, "pos_weight"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor
struct gt_bincount_args {
  gt_tensor a_self;
  gt_tensor a_weights;
  int64_t a_minlength;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bincount_args) == 48, "args layout differs from the Go side's");
char* gt_bincount(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bincount_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weights(a->a_weights);
  int64_t a_minlength = a->a_minlength;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bincount::call(gotorch::ref(a_self, "self"), gotorch::opt(a_weights, "weights"), a_minlength);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bincount.out(Tensor self, Tensor? weights=None, int minlength=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bincount_out_args {
  gt_tensor a_self;
  gt_tensor a_weights;
  int64_t a_minlength;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bincount_out_args) == 32, "args layout differs from the Go side's");
char* gt_bincount_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bincount_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weights(a->a_weights);
  int64_t a_minlength = a->a_minlength;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bincount_out::call(gotorch::ref(a_self, "self"), gotorch::opt(a_weights, "weights"), a_minlength, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_bitwise_or_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_or_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_or_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_or_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_or.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_bitwise_or_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_or_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_or_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_or_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_or.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_or_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_or_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_or_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_or_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_or.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_or_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_or_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_or_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_or_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_bitwise_or_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_or_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_or_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_or_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_or_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_or_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_bitwise_or_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_or_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_bitwise_or__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_bitwise_or__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_or__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::bitwise_or__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_bitwise_or__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_bitwise_or__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_or__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_or__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::bitwise_or__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_bitwise_xor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_xor_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_xor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_xor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_xor.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_bitwise_xor_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_xor_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_xor_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_xor_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_xor.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_xor_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_xor_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_xor_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_xor_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_xor.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_xor_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_xor_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_xor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_xor_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_bitwise_xor_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_xor_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_xor_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_xor_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_xor_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_xor_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_bitwise_xor_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_xor_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_bitwise_xor__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_bitwise_xor__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_xor__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::bitwise_xor__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_bitwise_xor__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_bitwise_xor__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_xor__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_xor__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::bitwise_xor__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_blackman_window_args {
  int64_t a_window_length;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_blackman_window_args) == 56, "args layout differs from the Go side's");
char* gt_blackman_window(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_blackman_window_args*>(args);
  int64_t a_window_length = a->a_window_length;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::blackman_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// blackman_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_blackman_window_out_args {
  int64_t a_window_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_blackman_window_out_args) == 16, "args layout differs from the Go side's");
char* gt_blackman_window_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_blackman_window_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::blackman_window_out::call(a_window_length, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// blackman_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_blackman_window_periodic_args {
  int64_t a_window_length;
  bool a_periodic;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_blackman_window_periodic_args) == 64, "args layout differs from the Go side's");
char* gt_blackman_window_periodic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_blackman_window_periodic_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::blackman_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// blackman_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_blackman_window_periodic_out_args {
  int64_t a_window_length;
  bool a_periodic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_blackman_window_periodic_out_args) == 24, "args layout differs from the Go side's");
char* gt_blackman_window_periodic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_blackman_window_periodic_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::blackman_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cauchy(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor
struct gt_cauchy_args {
  gt_tensor a_self;
  double a_median;
  double a_sigma;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cauchy_args) == 56, "args layout differs from the Go side's");
char* gt_cauchy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cauchy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_median = a->a_median;
  double a_sigma = a->a_sigma;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cauchy::call(gotorch::ref(a_self, "self"), a_median, a_sigma, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cauchy.out(Tensor self, float median=0, float sigma=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_cauchy_out_args {
  gt_tensor a_self;
  double a_median;
  double a_sigma;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cauchy_out_args) == 40, "args layout differs from the Go side's");
char* gt_cauchy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cauchy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_median = a->a_median;
  double a_sigma = a->a_sigma;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cauchy_out::call(gotorch::ref(a_self, "self"), a_median, a_sigma, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)
struct gt_cauchy__args {
  gt_tensor a_self;
  double a_median;
  double a_sigma;
  gt_generator a_generator;
};
static_assert(sizeof(gt_cauchy__args) == 32, "args layout differs from the Go side's");
char* gt_cauchy_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cauchy__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_median = a->a_median;
  double a_sigma = a->a_sigma;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::cauchy_::call(gotorch::ref(a_self, "self"), a_median, a_sigma, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// celu(Tensor self, Scalar alpha=1.0) -> Tensor
struct gt_celu_args {
  gt_tensor a_self;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_celu_args) == 64, "args layout differs from the Go side's");
char* gt_celu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_celu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::celu::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// celu.out(Tensor self, Scalar alpha=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_celu_out_args {
  gt_tensor a_self;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_celu_out_args) == 48, "args layout differs from the Go side's");
char* gt_celu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_celu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::celu_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)
struct gt_celu__args {
  gt_tensor a_self;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_celu__args) == 40, "args layout differs from the Go side's");
char* gt_celu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_celu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::celu_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// chalf(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor
struct gt_chalf_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_chalf_args) == 40, "args layout differs from the Go side's");
char* gt_chalf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_chalf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::chalf::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// channel_shuffle(Tensor self, int groups) -> Tensor
struct gt_channel_shuffle_args {
  gt_tensor a_self;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_channel_shuffle_args) == 40, "args layout differs from the Go side's");
char* gt_channel_shuffle(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_channel_shuffle_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::channel_shuffle::call(gotorch::ref(a_self, "self"), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// channel_shuffle.out(Tensor self, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_channel_shuffle_out_args {
  gt_tensor a_self;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_channel_shuffle_out_args) == 24, "args layout differs from the Go side's");
char* gt_channel_shuffle_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_channel_shuffle_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_groups = a->a_groups;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::channel_shuffle_out::call(gotorch::ref(a_self, "self"), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// choose_qparams_optimized(Tensor input, int numel, int n_bins, float ratio, int bit_width) -> (Tensor, Tensor)
struct gt_choose_qparams_optimized_args {
  gt_tensor a_input;
  int64_t a_numel;
  int64_t a_n_bins;
  double a_ratio;
  int64_t a_bit_width;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_choose_qparams_optimized_args) == 88, "args layout differs from the Go side's");
char* gt_choose_qparams_optimized(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_choose_qparams_optimized_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  int64_t a_numel = a->a_numel;
  int64_t a_n_bins = a->a_n_bins;
  double a_ratio = a->a_ratio;
  int64_t a_bit_width = a->a_bit_width;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::choose_qparams_optimized::call(gotorch::ref(a_input, "input"), a_numel, a_n_bins, a_ratio, a_bit_width);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]
struct gt_chunk_args {
  gt_tensor a_self;
  int64_t a_chunks;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_chunk_args) == 40, "args layout differs from the Go side's");
char* gt_chunk(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_chunk_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_chunks = a->a_chunks;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::chunk::call(gotorch::ref(a_self, "self"), a_chunks, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
struct gt_clip_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clip_args) == 32, "args layout differs from the Go side's");
char* gt_clip(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clip::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
struct gt_clip_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clip_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_clip_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clip_Tensor::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clip.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clip_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clip_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_clip_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clip_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clip.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clip_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clip_out_args) == 16, "args layout differs from the Go side's");
char* gt_clip_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clip_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
struct gt_clip__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_clip__args) == 8, "args layout differs from the Go side's");
char* gt_clip_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  GT_TRY
  at::_ops::clip_::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  GT_CATCH
}

// clip_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)
struct gt_clip__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
};
static_assert(sizeof(gt_clip__Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_clip__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clip__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  GT_TRY
  at::_ops::clip__Tensor::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"));
  GT_CATCH
}

// clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor
struct gt_clone_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clone_args) == 40, "args layout differs from the Go side's");
char* gt_clone(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clone_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clone::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clone.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_clone_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clone_out_args) == 24, "args layout differs from the Go side's");
char* gt_clone_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clone_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clone_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
struct gt_col2im_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  int64_t a_kernel_size_len;
  int64_t a_dilation_len;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_col2im_args) == 72, "args layout differs from the Go side's");
char* gt_col2im(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_col2im_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::col2im::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// col2im.out(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!)
struct gt_col2im_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  int64_t a_kernel_size_len;
  int64_t a_dilation_len;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_col2im_out_args) == 56, "args layout differs from the Go side's");
char* gt_col2im_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_col2im_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::col2im_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// complex(Tensor real, Tensor imag) -> Tensor
struct gt_complex_args {
  gt_tensor a_real;
  gt_tensor a_imag;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_complex_args) == 40, "args layout differs from the Go side's");
char* gt_complex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_complex_args*>(args);
  gotorch::borrowed a_real(a->a_real);
  gotorch::borrowed a_imag(a->a_imag);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::complex::call(gotorch::ref(a_real, "real"), gotorch::ref(a_imag, "imag"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// complex.out(Tensor real, Tensor imag, *, Tensor(a!) out) -> Tensor(a!)
struct gt_complex_out_args {
  gt_tensor a_real;
  gt_tensor a_imag;
  gt_tensor a_out;
};
static_assert(sizeof(gt_complex_out_args) == 24, "args layout differs from the Go side's");
char* gt_complex_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_complex_out_args*>(args);
  gotorch::borrowed a_real(a->a_real);
  gotorch::borrowed a_imag(a->a_imag);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::complex_out::call(gotorch::ref(a_real, "real"), gotorch::ref(a_imag, "imag"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -> (Tensor, Tensor, Tensor)
struct gt_conv_tbc_backward_args {
  gt_tensor a_self;
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_pad;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_conv_tbc_backward_args) == 112, "args layout differs from the Go side's");
char* gt_conv_tbc_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_tbc_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  int64_t a_pad = a->a_pad;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::conv_tbc_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_bias, "bias"), a_pad);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1) -> Tensor
struct gt_conv_transpose3d_input_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_groups;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv_transpose3d_input_args) == 88, "args layout differs from the Go side's");
char* gt_conv_transpose3d_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_transpose3d_input_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  int64_t a_groups = a->a_groups;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conv_transpose3d_input::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
struct gt_copy_sparse_to_sparse_args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_copy_sparse_to_sparse_args) == 48, "args layout differs from the Go side's");
char* gt_copy_sparse_to_sparse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy_sparse_to_sparse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::copy_sparse_to_sparse::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// copy_sparse_to_sparse.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_copy_sparse_to_sparse_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
  gt_tensor a_out;
};
static_assert(sizeof(gt_copy_sparse_to_sparse_out_args) == 32, "args layout differs from the Go side's");
char* gt_copy_sparse_to_sparse_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy_sparse_to_sparse_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::copy_sparse_to_sparse_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// copy_sparse_to_sparse_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)
struct gt_copy_sparse_to_sparse__args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
};
static_assert(sizeof(gt_copy_sparse_to_sparse__args) == 24, "args layout differs from the Go side's");
char* gt_copy_sparse_to_sparse_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy_sparse_to_sparse__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  GT_TRY
  at::_ops::copy_sparse_to_sparse_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking);
  GT_CATCH
}

// crow_indices(Tensor(a) self) -> Tensor(a)
struct gt_crow_indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_crow_indices_args) == 32, "args layout differs from the Go side's");
char* gt_crow_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_crow_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::crow_indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// crow_indices_copy(Tensor self) -> Tensor
struct gt_crow_indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_crow_indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt_crow_indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_crow_indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::crow_indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// crow_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_crow_indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_crow_indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_crow_indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_crow_indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::crow_indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -> (Tensor grad_self, Tensor grad_grid)
struct gt_cudnn_grid_sampler_backward_args {
  gt_tensor a_self;
  gt_tensor a_grid;
  gt_tensor a_grad_output;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_cudnn_grid_sampler_backward_args) == 72, "args layout differs from the Go side's");
char* gt_cudnn_grid_sampler_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_grid_sampler_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grid(a->a_grid);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::cudnn_grid_sampler_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grid, "grid"), gotorch::ref(a_grad_output, "grad_output"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// cudnn_grid_sampler_backward.out(Tensor self, Tensor grid, Tensor grad_output, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_cudnn_grid_sampler_backward_out_args {
  gt_tensor a_self;
  gt_tensor a_grid;
  gt_tensor a_grad_output;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_cudnn_grid_sampler_backward_out_args) == 40, "args layout differs from the Go side's");
char* gt_cudnn_grid_sampler_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_grid_sampler_backward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grid(a->a_grid);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::cudnn_grid_sampler_backward_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grid, "grid"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// cummaxmin_backward(Tensor grad, Tensor input, Tensor indices, int dim) -> Tensor
struct gt_cummaxmin_backward_args {
  gt_tensor a_grad;
  gt_tensor a_input;
  gt_tensor a_indices;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cummaxmin_backward_args) == 56, "args layout differs from the Go side's");
char* gt_cummaxmin_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummaxmin_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cummaxmin_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_input, "input"), gotorch::ref(a_indices, "indices"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
struct gt_cumulative_trapezoid_dx_args {
  gt_tensor a_y;
  gt_scalar a_dx;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumulative_trapezoid_dx_args) == 72, "args layout differs from the Go side's");
char* gt_cumulative_trapezoid_dx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumulative_trapezoid_dx_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  gt_scalar a_dx = a->a_dx;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumulative_trapezoid_dx::call(gotorch::ref(a_y, "y"), gotorch::scalar(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
struct gt_cumulative_trapezoid_x_args {
  gt_tensor a_y;
  gt_tensor a_x;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumulative_trapezoid_x_args) == 48, "args layout differs from the Go side's");
char* gt_cumulative_trapezoid_x(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumulative_trapezoid_x_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  gotorch::borrowed a_x(a->a_x);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumulative_trapezoid_x::call(gotorch::ref(a_y, "y"), gotorch::ref(a_x, "x"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// data(Tensor self) -> Tensor
struct gt_data_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_data_args) == 32, "args layout differs from the Go side's");
char* gt_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_data_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::data::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dense_dim(Tensor self) -> int
struct gt_dense_dim_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_dense_dim_args) == 16, "args layout differs from the Go side's");
char* gt_dense_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dense_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dense_dim::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// detach(Tensor(a) self) -> Tensor(a)
struct gt_detach_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_detach_args) == 32, "args layout differs from the Go side's");
char* gt_detach(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_detach_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::detach::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// detach_(Tensor(a!) self) -> Tensor(a!)
struct gt_detach__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_detach__args) == 8, "args layout differs from the Go side's");
char* gt_detach_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_detach__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::detach_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor
struct gt_diagonal_backward_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagonal_backward_args) == 64, "args layout differs from the Go side's");
char* gt_diagonal_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagonal_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal_backward.out(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diagonal_backward_out_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diagonal_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_diagonal_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diagonal_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_offset, a_dim1, a_dim2, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor
struct gt_diagonal_scatter_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagonal_scatter_args) == 64, "args layout differs from the Go side's");
char* gt_diagonal_scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_scatter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagonal_scatter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal_scatter.out(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diagonal_scatter_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diagonal_scatter_out_args) == 48, "args layout differs from the Go side's");
char* gt_diagonal_scatter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_scatter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diagonal_scatter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_offset, a_dim1, a_dim2, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor
struct gt_diff_args {
  gt_tensor a_self;
  int64_t a_n;
  int64_t a_dim;
  gt_tensor a_prepend;
  gt_tensor a_append;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diff_args) == 64, "args layout differs from the Go side's");
char* gt_diff(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diff_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_prepend(a->a_prepend);
  gotorch::borrowed a_append(a->a_append);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diff::call(gotorch::ref(a_self, "self"), a_n, a_dim, gotorch::opt(a_prepend, "prepend"), gotorch::opt(a_append, "append"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diff.out(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diff_out_args {
  gt_tensor a_self;
  int64_t a_n;
  int64_t a_dim;
  gt_tensor a_prepend;
  gt_tensor a_append;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diff_out_args) == 48, "args layout differs from the Go side's");
char* gt_diff_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diff_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_prepend(a->a_prepend);
  gotorch::borrowed a_append(a->a_append);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diff_out::call(gotorch::ref(a_self, "self"), a_n, a_dim, gotorch::opt(a_prepend, "prepend"), gotorch::opt(a_append, "append"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False) -> (Tensor, Tensor, Tensor, Tensor)
struct gt_embedding_bag_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  bool a_sparse;
  gt_tensor a_per_sample_weights;
  bool a_include_last_offset;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt_embedding_bag_args) == 160, "args layout differs from the Go side's");
char* gt_embedding_bag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_bag_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  bool a_include_last_offset = a->a_include_last_offset;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::embedding_bag::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// embedding_bag.padding_idx(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx) -> (Tensor, Tensor, Tensor, Tensor)
struct gt_embedding_bag_padding_idx_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  bool a_sparse;
  gt_tensor a_per_sample_weights;
  bool a_include_last_offset;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt_embedding_bag_padding_idx_args) == 160, "args layout differs from the Go side's");
char* gt_embedding_bag_padding_idx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_bag_padding_idx_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  bool a_include_last_offset = a->a_include_last_offset;
  auto a_padding_idx = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::embedding_bag_padding_idx::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset, gotorch::opt_value(a_padding_idx));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_empty_memory_format_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_empty_memory_format_args) == 64, "args layout differs from the Go side's");
char* gt_empty_memory_format(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_memory_format_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::empty_memory_format::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_empty_names_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_empty_names_args) == 72, "args layout differs from the Go side's");
char* gt_empty_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_names_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[2]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::empty_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty.names_out(int[] size, *, Dimname[]? names, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_empty_names_out_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_empty_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_empty_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::empty_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// empty.out(SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_empty_out_args {
  int64_t a_size_len;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_empty_out_args) == 24, "args layout differs from the Go side's");
char* gt_empty_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::empty_out::call(gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// erf(Tensor self) -> Tensor
struct gt_erf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_erf_args) == 32, "args layout differs from the Go side's");
char* gt_erf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::erf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_erf_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_erf_out_args) == 16, "args layout differs from the Go side's");
char* gt_erf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erf_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::erf_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// erf_(Tensor(a!) self) -> Tensor(a!)
struct gt_erf__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_erf__args) == 8, "args layout differs from the Go side's");
char* gt_erf_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erf__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::erf_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// erfc(Tensor self) -> Tensor
struct gt_erfc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_erfc_args) == 32, "args layout differs from the Go side's");
char* gt_erfc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::erfc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_erfc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_erfc_out_args) == 16, "args layout differs from the Go side's");
char* gt_erfc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::erfc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// erfc_(Tensor(a!) self) -> Tensor(a!)
struct gt_erfc__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_erfc__args) == 8, "args layout differs from the Go side's");
char* gt_erfc_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfc__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::erfc_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// expand_as(Tensor(a) self, Tensor other) -> Tensor(a)
struct gt_expand_as_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_expand_as_args) == 40, "args layout differs from the Go side's");
char* gt_expand_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expand_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::expand_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fake_quantize_per_channel_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor
struct gt_fake_quantize_per_channel_affine_cachemask_backward_args {
  gt_tensor a_grad;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fake_quantize_per_channel_affine_cachemask_backward_args) == 40, "args layout differs from the Go side's");
char* gt_fake_quantize_per_channel_affine_cachemask_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_channel_affine_cachemask_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_mask(a->a_mask);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine_cachemask_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_linear_quantize_weight(Tensor input) -> (Tensor, Tensor, float, int)
struct gt_fbgemm_linear_quantize_weight_args {
  gt_tensor a_input;
  gt_tensor_out out0;
  gt_tensor_out out1;
  double out2;
  int64_t out3;
};
static_assert(sizeof(gt_fbgemm_linear_quantize_weight_args) == 72, "args layout differs from the Go side's");
char* gt_fbgemm_linear_quantize_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_linear_quantize_weight_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  double* out2 = &a->out2;
  int64_t* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::fbgemm_linear_quantize_weight::call(gotorch::ref(a_input, "input"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = std::get<2>(std::move(r));
  *out3 = std::get<3>(std::move(r));
  GT_CATCH
}

// fft_hfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_hfftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_hfftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_hfftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_hfftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_hfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_hfftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_hfftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_hfftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_hfftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ifft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_ifft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ifft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_ifft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ifft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ifft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ifft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ifft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_ifft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ifft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor
struct gt_fft_ifftshift_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ifftshift_args) == 40, "args layout differs from the Go side's");
char* gt_fft_ifftshift(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifftshift_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ifftshift::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ihfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_ihfft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ihfft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_ihfft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ihfft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ihfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ihfft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ihfft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_ihfft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ihfft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_irfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_irfft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_irfft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_irfft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_irfft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_irfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_irfft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_irfft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_irfft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_irfft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_rfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_rfft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_rfft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_rfft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_rfft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_rfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_rfft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_rfft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_rfft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_rfft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_rfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_rfft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_rfft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_rfft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_rfft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_rfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_rfft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_rfft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_rfft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_rfft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_rfftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_fft_rfftfreq_args {
  int64_t a_n;
  double a_d;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_rfftfreq_args) == 64, "args layout differs from the Go side's");
char* gt_fft_rfftfreq(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfftfreq_args*>(args);
  int64_t a_n = a->a_n;
  double a_d = a->a_d;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_rfftfreq::call(a_n, a_d, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_rfftfreq.out(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_rfftfreq_out_args {
  int64_t a_n;
  double a_d;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_rfftfreq_out_args) == 24, "args layout differs from the Go side's");
char* gt_fft_rfftfreq_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfftfreq_out_args*>(args);
  int64_t a_n = a->a_n;
  double a_d = a->a_d;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_rfftfreq_out::call(a_n, a_d, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// flatten_dense_tensors(Tensor[] tensors) -> Tensor
struct gt_flatten_dense_tensors_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flatten_dense_tensors_args) == 32, "args layout differs from the Go side's");
char* gt_flatten_dense_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flatten_dense_tensors_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flatten_dense_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fmax(Tensor self, Tensor other) -> Tensor
struct gt_fmax_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fmax_args) == 40, "args layout differs from the Go side's");
char* gt_fmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fmax::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fmax.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fmax_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fmax_out_args) == 24, "args layout differs from the Go side's");
char* gt_fmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fmax_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// frac(Tensor self) -> Tensor
struct gt_frac_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_frac_args) == 32, "args layout differs from the Go side's");
char* gt_frac(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frac_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::frac::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_frac_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_frac_out_args) == 16, "args layout differs from the Go side's");
char* gt_frac_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frac_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::frac_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// frac_(Tensor(a!) self) -> Tensor(a!)
struct gt_frac__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_frac__args) == 8, "args layout differs from the Go side's");
char* gt_frac_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frac__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::frac_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor
struct gt_fractional_max_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fractional_max_pool2d_backward_args) == 64, "args layout differs from the Go side's");
char* gt_fractional_max_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fractional_max_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fractional_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_fractional_max_pool2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_fractional_max_pool2d_backward_grad_input_args) == 48, "args layout differs from the Go side's");
char* gt_fractional_max_pool2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::fractional_max_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor
struct gt_fractional_max_pool3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fractional_max_pool3d_backward_args) == 64, "args layout differs from the Go side's");
char* gt_fractional_max_pool3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fractional_max_pool3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fractional_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_fractional_max_pool3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_fractional_max_pool3d_backward_grad_input_args) == 48, "args layout differs from the Go side's");
char* gt_fractional_max_pool3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::fractional_max_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// frobenius_norm(Tensor self) -> Tensor
struct gt_frobenius_norm_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_frobenius_norm_args) == 32, "args layout differs from the Go side's");
char* gt_frobenius_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frobenius_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::frobenius_norm::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
struct gt_frobenius_norm_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_frobenius_norm_dim_args) == 48, "args layout differs from the Go side's");
char* gt_frobenius_norm_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frobenius_norm_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::frobenius_norm_dim::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// frobenius_norm.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_frobenius_norm_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_frobenius_norm_out_args) == 32, "args layout differs from the Go side's");
char* gt_frobenius_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frobenius_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::frobenius_norm_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// from_file(str filename, bool? shared=None, int? size=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_from_file_args {
  int64_t a_filename_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_from_file_args) == 56, "args layout differs from the Go side's");
char* gt_from_file(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_from_file_args*>(args);
  auto a_filename = static_cast<const char*>(ptrs[0]);
  int64_t a_filename_len = a->a_filename_len;
  auto a_shared = static_cast<const bool*>(ptrs[1]);
  auto a_size = static_cast<const int64_t*>(ptrs[2]);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::from_file::call(gotorch::str(a_filename, a_filename_len, "filename"), gotorch::opt_value(a_shared), gotorch::opt_value(a_size), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// from_file.out(str filename, bool? shared=None, int? size=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_from_file_out_args {
  int64_t a_filename_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_from_file_out_args) == 16, "args layout differs from the Go side's");
char* gt_from_file_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_from_file_out_args*>(args);
  auto a_filename = static_cast<const char*>(ptrs[0]);
  int64_t a_filename_len = a->a_filename_len;
  auto a_shared = static_cast<const bool*>(ptrs[1]);
  auto a_size = static_cast<const int64_t*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::from_file_out::call(gotorch::str(a_filename, a_filename_len, "filename"), gotorch::opt_value(a_shared), gotorch::opt_value(a_size), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gather_backward(Tensor grad, Tensor self, int dim, Tensor index, bool sparse_grad) -> Tensor
struct gt_gather_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  bool a_sparse_grad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gather_backward_args) == 64, "args layout differs from the Go side's");
char* gt_gather_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gather_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  bool a_sparse_grad = a->a_sparse_grad;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gather_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gcd(Tensor self, Tensor other) -> Tensor
struct gt_gcd_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gcd_args) == 40, "args layout differs from the Go side's");
char* gt_gcd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gcd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gcd::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gcd.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_gcd_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gcd_out_args) == 24, "args layout differs from the Go side's");
char* gt_gcd_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gcd_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gcd_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_gcd__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_gcd__args) == 16, "args layout differs from the Go side's");
char* gt_gcd_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gcd__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::gcd_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// ge.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_ge_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ge_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_ge_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ge_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ge.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ge_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ge_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_ge_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ge_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ge.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_ge_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ge_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_ge_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ge_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ge.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ge_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ge_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_ge_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ge_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_ge__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_ge__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_ge__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::ge__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_ge__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_ge__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_ge__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ge__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::ge__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// ger(Tensor self, Tensor vec2) -> Tensor
struct gt_ger_args {
  gt_tensor a_self;
  gt_tensor a_vec2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ger_args) == 40, "args layout differs from the Go side's");
char* gt_ger(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ger_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec2(a->a_vec2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ger::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec2, "vec2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ger_out_args {
  gt_tensor a_self;
  gt_tensor a_vec2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ger_out_args) == 24, "args layout differs from the Go side's");
char* gt_ger_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ger_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec2(a->a_vec2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ger_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec2, "vec2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// glu_backward_jvp(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim) -> Tensor
struct gt_glu_backward_jvp_args {
  gt_tensor a_grad_x;
  gt_tensor a_grad_glu;
  gt_tensor a_x;
  gt_tensor a_dgrad_glu;
  gt_tensor a_dx;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_glu_backward_jvp_args) == 72, "args layout differs from the Go side's");
char* gt_glu_backward_jvp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_backward_jvp_args*>(args);
  gotorch::borrowed a_grad_x(a->a_grad_x);
  gotorch::borrowed a_grad_glu(a->a_grad_glu);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_dgrad_glu(a->a_dgrad_glu);
  gotorch::borrowed a_dx(a->a_dx);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::glu_backward_jvp::call(gotorch::ref(a_grad_x, "grad_x"), gotorch::ref(a_grad_glu, "grad_glu"), gotorch::ref(a_x, "x"), gotorch::ref(a_dgrad_glu, "dgrad_glu"), gotorch::ref(a_dx, "dx"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// glu_backward_jvp.out(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_glu_backward_jvp_out_args {
  gt_tensor a_grad_x;
  gt_tensor a_grad_glu;
  gt_tensor a_x;
  gt_tensor a_dgrad_glu;
  gt_tensor a_dx;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_glu_backward_jvp_out_args) == 56, "args layout differs from the Go side's");
char* gt_glu_backward_jvp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_backward_jvp_out_args*>(args);
  gotorch::borrowed a_grad_x(a->a_grad_x);
  gotorch::borrowed a_grad_glu(a->a_grad_glu);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_dgrad_glu(a->a_dgrad_glu);
  gotorch::borrowed a_dx(a->a_dx);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::glu_backward_jvp_out::call(gotorch::ref(a_grad_x, "grad_x"), gotorch::ref(a_grad_glu, "grad_glu"), gotorch::ref(a_x, "x"), gotorch::ref(a_dgrad_glu, "dgrad_glu"), gotorch::ref(a_dx, "dx"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// glu_jvp(Tensor glu, Tensor x, Tensor dx, int dim) -> Tensor
struct gt_glu_jvp_args {
  gt_tensor a_glu;
  gt_tensor a_x;
  gt_tensor a_dx;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_glu_jvp_args) == 56, "args layout differs from the Go side's");
char* gt_glu_jvp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_jvp_args*>(args);
  gotorch::borrowed a_glu(a->a_glu);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_dx(a->a_dx);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::glu_jvp::call(gotorch::ref(a_glu, "glu"), gotorch::ref(a_x, "x"), gotorch::ref(a_dx, "dx"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// glu_jvp.out(Tensor glu, Tensor x, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_glu_jvp_out_args {
  gt_tensor a_glu;
  gt_tensor a_x;
  gt_tensor a_dx;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_glu_jvp_out_args) == 40, "args layout differs from the Go side's");
char* gt_glu_jvp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_jvp_out_args*>(args);
  gotorch::borrowed a_glu(a->a_glu);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_dx(a->a_dx);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::glu_jvp_out::call(gotorch::ref(a_glu, "glu"), gotorch::ref(a_x, "x"), gotorch::ref(a_dx, "dx"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]
struct gt_gradient_array_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_array_args) == 40, "args layout differs from the Go side's");
char* gt_gradient_array(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_array_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::gradient_array::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]
struct gt_gradient_scalararray_args {
  gt_tensor a_self;
  gt_scalar a_spacing;
  int64_t a_dim_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_scalararray_args) == 72, "args layout differs from the Go side's");
char* gt_gradient_scalararray(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_scalararray_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_spacing = a->a_spacing;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::gradient_scalararray::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_spacing), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]
struct gt_gradient_scalarint_args {
  gt_tensor a_self;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_scalarint_args) == 32, "args layout differs from the Go side's");
char* gt_gradient_scalarint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_scalarint_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_spacing = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::gradient_scalarint::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_spacing), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]
struct gt_gradient_scalarrayarray_args {
  gt_tensor a_self;
  int64_t a_spacing_len;
  int64_t a_dim_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_scalarrayarray_args) == 48, "args layout differs from the Go side's");
char* gt_gradient_scalarrayarray(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_scalarrayarray_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_spacing = static_cast<const gt_scalar*>(ptrs[0]);
  int64_t a_spacing_len = a->a_spacing_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::gradient_scalarrayarray::call(gotorch::ref(a_self, "self"), gotorch::scalars(a_spacing, a_spacing_len), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
struct gt_gradient_scalarrayint_args {
  gt_tensor a_self;
  int64_t a_spacing_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_scalarrayint_args) == 40, "args layout differs from the Go side's");
char* gt_gradient_scalarrayint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_scalarrayint_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_spacing = static_cast<const gt_scalar*>(ptrs[0]);
  int64_t a_spacing_len = a->a_spacing_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::gradient_scalarrayint::call(gotorch::ref(a_self, "self"), gotorch::scalars(a_spacing, a_spacing_len), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]
struct gt_gradient_tensorarray_args {
  gt_tensor a_self;
  int64_t a_spacing_len;
  int64_t a_dim_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_tensorarray_args) == 48, "args layout differs from the Go side's");
char* gt_gradient_tensorarray(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_tensorarray_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_spacing = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_spacing_len = a->a_spacing_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::gradient_tensorarray::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_spacing, a_spacing_len, "spacing")), at::IntArrayRef(a_dim, a_dim_len), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
struct gt_gradient_tensorarrayint_args {
  gt_tensor a_self;
  int64_t a_spacing_len;
  int64_t a_edge_order;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_gradient_tensorarrayint_args) == 40, "args layout differs from the Go side's");
char* gt_gradient_tensorarrayint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gradient_tensorarrayint_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_spacing = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_spacing_len = a->a_spacing_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_edge_order = a->a_edge_order;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::gradient_tensorarrayint::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_spacing, a_spacing_len, "spacing")), gotorch::opt_value(a_dim), a_edge_order);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
struct gt_grid_sampler_3d_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_grid_sampler_3d_args) == 64, "args layout differs from the Go side's");
char* gt_grid_sampler_3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_3d_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::grid_sampler_3d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// grid_sampler_3d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
struct gt_grid_sampler_3d_out_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_grid_sampler_3d_out_args) == 48, "args layout differs from the Go side's");
char* gt_grid_sampler_3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_3d_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::grid_sampler_3d_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
struct gt_grid_sampler_3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_grid_sampler_3d_backward_args) == 96, "args layout differs from the Go side's");
char* gt_grid_sampler_3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::grid_sampler_3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// grid_sampler_3d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_grid_sampler_3d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_grid_sampler_3d_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt_grid_sampler_3d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_3d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::grid_sampler_3d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor
struct gt_group_norm_args {
  gt_tensor a_input;
  int64_t a_num_groups;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  bool a_cudnn_enabled;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_group_norm_args) == 72, "args layout differs from the Go side's");
char* gt_group_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_group_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  int64_t a_num_groups = a->a_num_groups;
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::group_norm::call(gotorch::ref(a_input, "input"), a_num_groups, gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gru.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
struct gt_gru_data_args {
  gt_tensor a_data;
  gt_tensor a_batch_sizes;
  gt_tensor a_hx;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_gru_data_args) == 112, "args layout differs from the Go side's");
char* gt_gru_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gru_data_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  gotorch::borrowed a_batch_sizes(a->a_batch_sizes);
  gotorch::borrowed a_hx(a->a_hx);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::gru_data::call(gotorch::ref(a_data, "data"), gotorch::ref(a_batch_sizes, "batch_sizes"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// gru.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
struct gt_gru_input_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  bool a_batch_first;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_gru_input_args) == 104, "args layout differs from the Go side's");
char* gt_gru_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gru_input_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::gru_input::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// gt.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_gt_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gt_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_gt_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gt_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_gt_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gt_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_gt_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gt_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gt.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_gt_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gt_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_gt_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gt_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_gt_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gt_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_gt_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gt_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_gt__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_gt__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_gt__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::gt__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_gt__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_gt__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_gt__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gt__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::gt__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor
struct gt_hardshrink_backward_args {
  gt_tensor a_grad_out;
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardshrink_backward_args) == 72, "args layout differs from the Go side's");
char* gt_hardshrink_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardshrink_backward_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardshrink_backward::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardshrink_backward.grad_input(Tensor grad_out, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_hardshrink_backward_grad_input_args {
  gt_tensor a_grad_out;
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_hardshrink_backward_grad_input_args) == 56, "args layout differs from the Go side's");
char* gt_hardshrink_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardshrink_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::hardshrink_backward_grad_input::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
struct gt_histogram_bin_ct_args {
  gt_tensor a_self;
  int64_t a_bins;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_histogram_bin_ct_args) == 88, "args layout differs from the Go side's");
char* gt_histogram_bin_ct(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogram_bin_ct_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_bins = a->a_bins;
  auto a_range = static_cast<const double*>(ptrs[0]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::histogram_bin_ct::call(gotorch::ref(a_self, "self"), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// histogram.bin_ct_out(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
struct gt_histogram_bin_ct_out_args {
  gt_tensor a_self;
  int64_t a_bins;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor a_hist;
  gt_tensor a_bin_edges;
};
static_assert(sizeof(gt_histogram_bin_ct_out_args) == 56, "args layout differs from the Go side's");
char* gt_histogram_bin_ct_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogram_bin_ct_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_bins = a->a_bins;
  auto a_range = static_cast<const double*>(ptrs[0]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gotorch::borrowed a_hist(a->a_hist);
  gotorch::borrowed a_bin_edges(a->a_bin_edges);
  GT_TRY
  at::_ops::histogram_bin_ct_out::call(gotorch::ref(a_self, "self"), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density, gotorch::ref(a_hist, "hist"), gotorch::ref(a_bin_edges, "bin_edges"));
  GT_CATCH
}

// histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
struct gt_histogram_bins_tensor_args {
  gt_tensor a_self;
  gt_tensor a_bins;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_histogram_bins_tensor_args) == 80, "args layout differs from the Go side's");
char* gt_histogram_bins_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogram_bins_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_bins(a->a_bins);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::histogram_bins_tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_bins, "bins"), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// histogram.bins_tensor_out(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
struct gt_histogram_bins_tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_bins;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor a_hist;
  gt_tensor a_bin_edges;
};
static_assert(sizeof(gt_histogram_bins_tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_histogram_bins_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogram_bins_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_bins(a->a_bins);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gotorch::borrowed a_hist(a->a_hist);
  gotorch::borrowed a_bin_edges(a->a_bin_edges);
  GT_TRY
  at::_ops::histogram_bins_tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_bins, "bins"), gotorch::opt(a_weight, "weight"), a_density, gotorch::ref(a_hist, "hist"), gotorch::ref(a_bin_edges, "bin_edges"));
  GT_CATCH
}

// igamma(Tensor self, Tensor other) -> Tensor
struct gt_igamma_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_igamma_args) == 40, "args layout differs from the Go side's");
char* gt_igamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::igamma::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// igamma.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_igamma_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_igamma_out_args) == 24, "args layout differs from the Go side's");
char* gt_igamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::igamma_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_igamma__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_igamma__args) == 16, "args layout differs from the Go side's");
char* gt_igamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igamma__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::igamma_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
struct gt_im2col_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_dilation_len;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_im2col_args) == 64, "args layout differs from the Go side's");
char* gt_im2col(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_im2col_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dilation_len = a->a_dilation_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::im2col::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// im2col.out(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!)
struct gt_im2col_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_dilation_len;
  int64_t a_padding_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_im2col_out_args) == 48, "args layout differs from the Go side's");
char* gt_im2col_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_im2col_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dilation_len = a->a_dilation_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::im2col_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
struct gt_index_add_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_add_args) == 88, "args layout differs from the Go side's");
char* gt_index_add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_add_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_add::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_add.dimname(Tensor self, Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
struct gt_index_add_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_add_dimname_args) == 88, "args layout differs from the Go side's");
char* gt_index_add_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_add_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_add_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_index_add_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_add_out_args) == 72, "args layout differs from the Go side's");
char* gt_index_add_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_add_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_add_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)
struct gt_index_add__args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_index_add__args) == 64, "args layout differs from the Go side's");
char* gt_index_add_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_add__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::index_add_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor
struct gt_index_copy_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_copy_args) == 56, "args layout differs from the Go side's");
char* gt_index_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_copy::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_copy.dimname(Tensor self, Dimname dim, Tensor index, Tensor source) -> Tensor
struct gt_index_copy_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_copy_dimname_args) == 56, "args layout differs from the Go side's");
char* gt_index_copy_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_copy_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_copy_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_copy.out(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_copy_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_copy_out_args) == 40, "args layout differs from the Go side's");
char* gt_index_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_copy_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)
struct gt_index_copy__args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
};
static_assert(sizeof(gt_index_copy__args) == 32, "args layout differs from the Go side's");
char* gt_index_copy_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_copy__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  GT_TRY
  at::_ops::index_copy_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"));
  GT_CATCH
}

// index_copy_.dimname(Tensor(a!) self, Dimname dim, Tensor index, Tensor source) -> Tensor(a!)
struct gt_index_copy__dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_source;
};
static_assert(sizeof(gt_index_copy__dimname_args) == 32, "args layout differs from the Go side's");
char* gt_index_copy__dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_copy__dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  GT_TRY
  at::_ops::index_copy__dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"));
  GT_CATCH
}

// index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
struct gt_index_reduce_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  int64_t a_reduce_len;
  bool a_include_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_reduce_args) == 72, "args layout differs from the Go side's");
char* gt_index_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_reduce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_reduce::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_reduce.out(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)
struct gt_index_reduce_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  int64_t a_reduce_len;
  bool a_include_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_reduce_out_args) == 56, "args layout differs from the Go side's");
char* gt_index_reduce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_reduce_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_reduce_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)
struct gt_index_reduce__args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_source;
  int64_t a_reduce_len;
  bool a_include_self;
};
static_assert(sizeof(gt_index_reduce__args) == 48, "args layout differs from the Go side's");
char* gt_index_reduce_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_reduce__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  GT_TRY
  at::_ops::index_reduce_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self);
  GT_CATCH
}

// inner(Tensor self, Tensor other) -> Tensor
struct gt_inner_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_inner_args) == 40, "args layout differs from the Go side's");
char* gt_inner(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_inner_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::inner::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// inner.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_inner_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_inner_out_args) == 24, "args layout differs from the Go side's");
char* gt_inner_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_inner_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::inner_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor
struct gt_instance_norm_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_use_input_stats;
  double a_momentum;
  double a_eps;
  bool a_cudnn_enabled;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_instance_norm_args) == 96, "args layout differs from the Go side's");
char* gt_instance_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_instance_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_use_input_stats = a->a_use_input_stats;
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::instance_norm::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_use_input_stats, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// is_conj(Tensor self) -> bool
struct gt_is_conj_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_conj_args) == 16, "args layout differs from the Go side's");
char* gt_is_conj(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_conj_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_conj::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_leaf(Tensor self) -> bool
struct gt_is_leaf_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_leaf_args) == 16, "args layout differs from the Go side's");
char* gt_is_leaf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_leaf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_leaf::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_signed(Tensor self) -> bool
struct gt_is_signed_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_signed_args) == 16, "args layout differs from the Go side's");
char* gt_is_signed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_signed_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_signed::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor
struct gt_isclose_args {
  gt_tensor a_self;
  gt_tensor a_other;
  double a_rtol;
  double a_atol;
  bool a_equal_nan;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isclose_args) == 64, "args layout differs from the Go side's");
char* gt_isclose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isclose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  double a_rtol = a->a_rtol;
  double a_atol = a->a_atol;
  bool a_equal_nan = a->a_equal_nan;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isclose::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_rtol, a_atol, a_equal_nan);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isfinite(Tensor self) -> Tensor
struct gt_isfinite_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isfinite_args) == 32, "args layout differs from the Go side's");
char* gt_isfinite(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isfinite_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isfinite::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
struct gt_isin_Scalar_Tensor_args {
  gt_scalar a_element;
  gt_tensor a_test_elements;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isin_Scalar_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt_isin_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Scalar_Tensor_args*>(args);
  gt_scalar a_element = a->a_element;
  gotorch::borrowed a_test_elements(a->a_test_elements);
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isin_Scalar_Tensor::call(gotorch::scalar(a_element), gotorch::ref(a_test_elements, "test_elements"), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isin.Scalar_Tensor_out(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
struct gt_isin_Scalar_Tensor_out_args {
  gt_scalar a_element;
  gt_tensor a_test_elements;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isin_Scalar_Tensor_out_args) == 56, "args layout differs from the Go side's");
char* gt_isin_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Scalar_Tensor_out_args*>(args);
  gt_scalar a_element = a->a_element;
  gotorch::borrowed a_test_elements(a->a_test_elements);
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isin_Scalar_Tensor_out::call(gotorch::scalar(a_element), gotorch::ref(a_test_elements, "test_elements"), a_assume_unique, a_invert, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor
struct gt_isin_Tensor_Scalar_args {
  gt_tensor a_elements;
  gt_scalar a_test_element;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isin_Tensor_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_isin_Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Tensor_Scalar_args*>(args);
  gotorch::borrowed a_elements(a->a_elements);
  gt_scalar a_test_element = a->a_test_element;
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isin_Tensor_Scalar::call(gotorch::ref(a_elements, "elements"), gotorch::scalar(a_test_element), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isin.Tensor_Scalar_out(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
struct gt_isin_Tensor_Scalar_out_args {
  gt_tensor a_elements;
  gt_scalar a_test_element;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isin_Tensor_Scalar_out_args) == 56, "args layout differs from the Go side's");
char* gt_isin_Tensor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Tensor_Scalar_out_args*>(args);
  gotorch::borrowed a_elements(a->a_elements);
  gt_scalar a_test_element = a->a_test_element;
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isin_Tensor_Scalar_out::call(gotorch::ref(a_elements, "elements"), gotorch::scalar(a_test_element), a_assume_unique, a_invert, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
struct gt_isin_Tensor_Tensor_args {
  gt_tensor a_elements;
  gt_tensor a_test_elements;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isin_Tensor_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_isin_Tensor_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Tensor_Tensor_args*>(args);
  gotorch::borrowed a_elements(a->a_elements);
  gotorch::borrowed a_test_elements(a->a_test_elements);
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isin_Tensor_Tensor::call(gotorch::ref(a_elements, "elements"), gotorch::ref(a_test_elements, "test_elements"), a_assume_unique, a_invert);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isin.Tensor_Tensor_out(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
struct gt_isin_Tensor_Tensor_out_args {
  gt_tensor a_elements;
  gt_tensor a_test_elements;
  bool a_assume_unique;
  bool a_invert;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isin_Tensor_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_isin_Tensor_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isin_Tensor_Tensor_out_args*>(args);
  gotorch::borrowed a_elements(a->a_elements);
  gotorch::borrowed a_test_elements(a->a_test_elements);
  bool a_assume_unique = a->a_assume_unique;
  bool a_invert = a->a_invert;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isin_Tensor_Tensor_out::call(gotorch::ref(a_elements, "elements"), gotorch::ref(a_test_elements, "test_elements"), a_assume_unique, a_invert, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// isreal(Tensor self) -> Tensor
struct gt_isreal_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isreal_args) == 32, "args layout differs from the Go side's");
char* gt_isreal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isreal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isreal::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// item(Tensor self) -> Scalar
struct gt_item_args {
  gt_tensor a_self;
  gt_scalar out0;
};
static_assert(sizeof(gt_item_args) == 40, "args layout differs from the Go side's");
char* gt_item(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_item_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::item::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::from_scalar(std::move(r));
  GT_CATCH
}

// kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_kaiser_window_args {
  int64_t a_window_length;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_kaiser_window_args) == 56, "args layout differs from the Go side's");
char* gt_kaiser_window(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_args*>(args);
  int64_t a_window_length = a->a_window_length;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::kaiser_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// kaiser_window.beta(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_kaiser_window_beta_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_beta;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_kaiser_window_beta_args) == 72, "args layout differs from the Go side's");
char* gt_kaiser_window_beta(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_beta_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_beta = a->a_beta;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::kaiser_window_beta::call(a_window_length, a_periodic, a_beta, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// kaiser_window.beta_out(int window_length, bool periodic, float beta, *, Tensor(a!) out) -> Tensor(a!)
struct gt_kaiser_window_beta_out_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_beta;
  gt_tensor a_out;
};
static_assert(sizeof(gt_kaiser_window_beta_out_args) == 32, "args layout differs from the Go side's");
char* gt_kaiser_window_beta_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_beta_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_beta = a->a_beta;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::kaiser_window_beta_out::call(a_window_length, a_periodic, a_beta, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// kaiser_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_kaiser_window_out_args {
  int64_t a_window_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_kaiser_window_out_args) == 16, "args layout differs from the Go side's");
char* gt_kaiser_window_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::kaiser_window_out::call(a_window_length, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// kaiser_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_kaiser_window_periodic_args {
  int64_t a_window_length;
  bool a_periodic;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_kaiser_window_periodic_args) == 64, "args layout differs from the Go side's");
char* gt_kaiser_window_periodic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_periodic_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::kaiser_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// kaiser_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_kaiser_window_periodic_out_args {
  int64_t a_window_length;
  bool a_periodic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_kaiser_window_periodic_out_args) == 24, "args layout differs from the Go side's");
char* gt_kaiser_window_periodic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kaiser_window_periodic_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::kaiser_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// kron(Tensor self, Tensor other) -> Tensor
struct gt_kron_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_kron_args) == 40, "args layout differs from the Go side's");
char* gt_kron(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kron_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::kron::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// kron.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_kron_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_kron_out_args) == 24, "args layout differs from the Go side's");
char* gt_kron_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kron_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::kron_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// l1_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
struct gt_l1_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_l1_loss_args) == 48, "args layout differs from the Go side's");
char* gt_l1_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_l1_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::l1_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor
struct gt_layer_norm_args {
  gt_tensor a_input;
  int64_t a_normalized_shape_len;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  bool a_cudnn_enable;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_layer_norm_args) == 72, "args layout differs from the Go side's");
char* gt_layer_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_layer_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_normalized_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_normalized_shape_len = a->a_normalized_shape_len;
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  bool a_cudnn_enable = a->a_cudnn_enable;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::layer_norm::call(gotorch::ref(a_input, "input"), at::IntArrayRef(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps, a_cudnn_enable);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
struct gt_lerp_Scalar_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_scalar a_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lerp_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_lerp_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gt_scalar a_weight = a->a_weight;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lerp_Scalar::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::scalar(a_weight));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lerp.Scalar_out(Tensor self, Tensor end, Scalar weight, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lerp_Scalar_out_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_scalar a_weight;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lerp_Scalar_out_args) == 56, "args layout differs from the Go side's");
char* gt_lerp_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gt_scalar a_weight = a->a_weight;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lerp_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::scalar(a_weight), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
struct gt_lerp_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_tensor a_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lerp_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_lerp_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gotorch::borrowed a_weight(a->a_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lerp_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::ref(a_weight, "weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lerp_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_tensor a_weight;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lerp_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_lerp_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lerp_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)
struct gt_lerp__Scalar_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_scalar a_weight;
};
static_assert(sizeof(gt_lerp__Scalar_args) == 48, "args layout differs from the Go side's");
char* gt_lerp__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gt_scalar a_weight = a->a_weight;
  GT_TRY
  at::_ops::lerp__Scalar::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::scalar(a_weight));
  GT_CATCH
}

// lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)
struct gt_lerp__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_end;
  gt_tensor a_weight;
};
static_assert(sizeof(gt_lerp__Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_lerp__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lerp__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_end(a->a_end);
  gotorch::borrowed a_weight(a->a_weight);
  GT_TRY
  at::_ops::lerp__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_end, "end"), gotorch::ref(a_weight, "weight"));
  GT_CATCH
}

// less_equal.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_less_equal_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_less_equal_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_less_equal_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::less_equal_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// less_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_less_equal_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_less_equal_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_less_equal_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::less_equal_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// less_equal.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_less_equal_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_less_equal_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_less_equal_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::less_equal_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// less_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_less_equal_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_less_equal_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_less_equal_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::less_equal_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// less_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_less_equal__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_less_equal__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_less_equal__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::less_equal__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// less_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_less_equal__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_less_equal__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_less_equal__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_equal__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::less_equal__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// lgamma(Tensor self) -> Tensor
struct gt_lgamma_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lgamma_args) == 32, "args layout differs from the Go side's");
char* gt_lgamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lgamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lgamma::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lgamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lgamma_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lgamma_out_args) == 16, "args layout differs from the Go side's");
char* gt_lgamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lgamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lgamma_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lgamma_(Tensor(a!) self) -> Tensor(a!)
struct gt_lgamma__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_lgamma__args) == 8, "args layout differs from the Go side's");
char* gt_lgamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lgamma__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::lgamma_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// lift_fresh(Tensor(a) self) -> Tensor(a)
struct gt_lift_fresh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lift_fresh_args) == 32, "args layout differs from the Go side's");
char* gt_lift_fresh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lift_fresh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lift_fresh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor
struct gt_linalg_cholesky_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_cholesky_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_cholesky(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cholesky_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_cholesky::call(gotorch::ref(a_self, "self"), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_cholesky.out(Tensor self, *, bool upper=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_cholesky_out_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_cholesky_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_cholesky_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cholesky_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_cholesky_out::call(gotorch::ref(a_self, "self"), a_upper, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
struct gt_linalg_cholesky_ex_args {
  gt_tensor a_self;
  bool a_upper;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_cholesky_ex_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_cholesky_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cholesky_ex_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_cholesky_ex::call(gotorch::ref(a_self, "self"), a_upper, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_cholesky_ex.L(Tensor self, *, bool upper=False, bool check_errors=False, Tensor(a!) L, Tensor(b!) info) -> (Tensor(a!) L, Tensor(b!) info)
struct gt_linalg_cholesky_ex_L_args {
  gt_tensor a_self;
  bool a_upper;
  bool a_check_errors;
  gt_tensor a_L;
  gt_tensor a_info;
};
static_assert(sizeof(gt_linalg_cholesky_ex_L_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_cholesky_ex_L(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cholesky_ex_L_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_L(a->a_L);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::linalg_cholesky_ex_L::call(gotorch::ref(a_self, "self"), a_upper, a_check_errors, gotorch::ref(a_L, "L"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor
struct gt_linalg_cross_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_cross_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_cross(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cross_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_cross::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_cross.out(Tensor self, Tensor other, *, int dim=-1, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_cross_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_cross_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_cross_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cross_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_cross_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)
struct gt_linalg_eigh_args {
  gt_tensor a_self;
  int64_t a_UPLO_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_eigh_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_eigh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_eigh::call(gotorch::ref(a_self, "self"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_eigh.eigvals(Tensor self, str UPLO="L", *, Tensor(a!) eigvals, Tensor(b!) eigvecs) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
struct gt_linalg_eigh_eigvals_args {
  gt_tensor a_self;
  int64_t a_UPLO_len;
  gt_tensor a_eigvals;
  gt_tensor a_eigvecs;
};
static_assert(sizeof(gt_linalg_eigh_eigvals_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_eigh_eigvals(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigh_eigvals_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  gotorch::borrowed a_eigvals(a->a_eigvals);
  gotorch::borrowed a_eigvecs(a->a_eigvecs);
  GT_TRY
  at::_ops::linalg_eigh_eigvals::call(gotorch::ref(a_self, "self"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"), gotorch::ref(a_eigvals, "eigvals"), gotorch::ref(a_eigvecs, "eigvecs"));
  GT_CATCH
}

// linalg_householder_product(Tensor input, Tensor tau) -> Tensor
struct gt_linalg_householder_product_args {
  gt_tensor a_input;
  gt_tensor a_tau;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_householder_product_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_householder_product(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_householder_product_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_tau(a->a_tau);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_householder_product::call(gotorch::ref(a_input, "input"), gotorch::ref(a_tau, "tau"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_householder_product.out(Tensor input, Tensor tau, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_householder_product_out_args {
  gt_tensor a_input;
  gt_tensor a_tau;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_householder_product_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_householder_product_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_householder_product_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_tau(a->a_tau);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_householder_product_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_tau, "tau"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)
struct gt_linalg_ldl_factor_ex_args {
  gt_tensor a_self;
  bool a_hermitian;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_linalg_ldl_factor_ex_args) == 88, "args layout differs from the Go side's");
char* gt_linalg_ldl_factor_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_factor_ex_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_hermitian = a->a_hermitian;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::linalg_ldl_factor_ex::call(gotorch::ref(a_self, "self"), a_hermitian, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// linalg_ldl_factor_ex.out(Tensor self, *, bool hermitian=False, bool check_errors=False, Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info)
struct gt_linalg_ldl_factor_ex_out_args {
  gt_tensor a_self;
  bool a_hermitian;
  bool a_check_errors;
  gt_tensor a_LD;
  gt_tensor a_pivots;
  gt_tensor a_info;
};
static_assert(sizeof(gt_linalg_ldl_factor_ex_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_ldl_factor_ex_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_factor_ex_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_hermitian = a->a_hermitian;
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_LD(a->a_LD);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::linalg_ldl_factor_ex_out::call(gotorch::ref(a_self, "self"), a_hermitian, a_check_errors, gotorch::ref(a_LD, "LD"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor
struct gt_linalg_ldl_solve_args {
  gt_tensor a_LD;
  gt_tensor a_pivots;
  gt_tensor a_B;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_ldl_solve_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_ldl_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_solve_args*>(args);
  gotorch::borrowed a_LD(a->a_LD);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_B(a->a_B);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_ldl_solve::call(gotorch::ref(a_LD, "LD"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_B, "B"), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_ldl_solve.out(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_ldl_solve_out_args {
  gt_tensor a_LD;
  gt_tensor a_pivots;
  gt_tensor a_B;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_ldl_solve_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_ldl_solve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_solve_out_args*>(args);
  gotorch::borrowed a_LD(a->a_LD);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_B(a->a_B);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_ldl_solve_out::call(gotorch::ref(a_LD, "LD"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_B, "B"), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)
struct gt_linalg_lstsq_args {
  gt_tensor a_self;
  gt_tensor a_b;
  int64_t a_driver_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt_linalg_lstsq_args) == 120, "args layout differs from the Go side's");
char* gt_linalg_lstsq(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lstsq_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_b(a->a_b);
  auto a_rcond = static_cast<const double*>(ptrs[0]);
  auto a_driver = static_cast<const char*>(ptrs[1]);
  int64_t a_driver_len = a->a_driver_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::linalg_lstsq::call(gotorch::ref(a_self, "self"), gotorch::ref(a_b, "b"), gotorch::opt_value(a_rcond), gotorch::opt_str(a_driver, a_driver_len, "driver"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// linalg_lstsq.out(Tensor self, Tensor b, float? rcond=None, *, str? driver=None, Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) -> (Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values)
struct gt_linalg_lstsq_out_args {
  gt_tensor a_self;
  gt_tensor a_b;
  int64_t a_driver_len;
  gt_tensor a_solution;
  gt_tensor a_residuals;
  gt_tensor a_rank;
  gt_tensor a_singular_values;
};
static_assert(sizeof(gt_linalg_lstsq_out_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_lstsq_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lstsq_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_b(a->a_b);
  auto a_rcond = static_cast<const double*>(ptrs[0]);
  auto a_driver = static_cast<const char*>(ptrs[1]);
  int64_t a_driver_len = a->a_driver_len;
  gotorch::borrowed a_solution(a->a_solution);
  gotorch::borrowed a_residuals(a->a_residuals);
  gotorch::borrowed a_rank(a->a_rank);
  gotorch::borrowed a_singular_values(a->a_singular_values);
  GT_TRY
  at::_ops::linalg_lstsq_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_b, "b"), gotorch::opt_value(a_rcond), gotorch::opt_str(a_driver, a_driver_len, "driver"), gotorch::ref(a_solution, "solution"), gotorch::ref(a_residuals, "residuals"), gotorch::ref(a_rank, "rank"), gotorch::ref(a_singular_values, "singular_values"));
  GT_CATCH
}

// linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)
struct gt_linalg_lu_args {
  gt_tensor a_A;
  bool a_pivot;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_linalg_lu_args) == 88, "args layout differs from the Go side's");
char* gt_linalg_lu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::linalg_lu::call(gotorch::ref(a_A, "A"), a_pivot);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// linalg_lu.out(Tensor A, *, bool pivot=True, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U)
struct gt_linalg_lu_out_args {
  gt_tensor a_A;
  bool a_pivot;
  gt_tensor a_P;
  gt_tensor a_L;
  gt_tensor a_U;
};
static_assert(sizeof(gt_linalg_lu_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_lu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  gotorch::borrowed a_P(a->a_P);
  gotorch::borrowed a_L(a->a_L);
  gotorch::borrowed a_U(a->a_U);
  GT_TRY
  at::_ops::linalg_lu_out::call(gotorch::ref(a_A, "A"), a_pivot, gotorch::ref(a_P, "P"), gotorch::ref(a_L, "L"), gotorch::ref(a_U, "U"));
  GT_CATCH
}

// linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
struct gt_linalg_matrix_rank_args {
  gt_tensor a_self;
  double a_tol;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_rank_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_tol = a->a_tol;
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank::call(gotorch::ref(a_self, "self"), a_tol, a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
struct gt_linalg_matrix_rank_atol_rtol_float_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_rank_atol_rtol_float_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_atol_rtol_float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_atol_rtol_float_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_atol = static_cast<const double*>(ptrs[0]);
  auto a_rtol = static_cast<const double*>(ptrs[1]);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_atol_rtol_float::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_rank.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_rank_atol_rtol_float_out_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_rank_atol_rtol_float_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_atol_rtol_float_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_atol_rtol_float_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_atol = static_cast<const double*>(ptrs[0]);
  auto a_rtol = static_cast<const double*>(ptrs[1]);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_rank_atol_rtol_float_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
struct gt_linalg_matrix_rank_atol_rtol_tensor_args {
  gt_tensor a_input;
  gt_tensor a_atol;
  gt_tensor a_rtol;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_rank_atol_rtol_tensor_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_atol_rtol_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_atol_rtol_tensor_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_atol(a->a_atol);
  gotorch::borrowed a_rtol(a->a_rtol);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_atol_rtol_tensor::call(gotorch::ref(a_input, "input"), gotorch::opt(a_atol, "atol"), gotorch::opt(a_rtol, "rtol"), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_rank.atol_rtol_tensor_out(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_rank_atol_rtol_tensor_out_args {
  gt_tensor a_input;
  gt_tensor a_atol;
  gt_tensor a_rtol;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_rank_atol_rtol_tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_atol_rtol_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_atol_rtol_tensor_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_atol(a->a_atol);
  gotorch::borrowed a_rtol(a->a_rtol);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_rank_atol_rtol_tensor_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_atol, "atol"), gotorch::opt(a_rtol, "rtol"), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_rank.out(Tensor self, float tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_rank_out_args {
  gt_tensor a_self;
  double a_tol;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_rank_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_tol = a->a_tol;
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_rank_out::call(gotorch::ref(a_self, "self"), a_tol, a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_rank.out_tol_tensor(Tensor input, Tensor tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_rank_out_tol_tensor_args {
  gt_tensor a_input;
  gt_tensor a_tol;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_rank_out_tol_tensor_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_out_tol_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_out_tol_tensor_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_tol(a->a_tol);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_rank_out_tol_tensor::call(gotorch::ref(a_input, "input"), gotorch::ref(a_tol, "tol"), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor
struct gt_linalg_matrix_rank_tol_tensor_args {
  gt_tensor a_input;
  gt_tensor a_tol;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_rank_tol_tensor_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_matrix_rank_tol_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_rank_tol_tensor_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_tol(a->a_tol);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_rank_tol_tensor::call(gotorch::ref(a_input, "input"), gotorch::ref(a_tol, "tol"), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_multi_dot(Tensor[] tensors) -> Tensor
struct gt_linalg_multi_dot_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_multi_dot_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_multi_dot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_multi_dot_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_multi_dot::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_multi_dot.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_multi_dot_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_multi_dot_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_multi_dot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_multi_dot_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_multi_dot_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_linalg_norm_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_norm_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_norm::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_linalg_norm_ord_str_args {
  gt_tensor a_self;
  int64_t a_ord_len;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_norm_ord_str_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_norm_ord_str(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_norm_ord_str_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const char*>(ptrs[0]);
  int64_t a_ord_len = a->a_ord_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_norm_ord_str::call(gotorch::ref(a_self, "self"), gotorch::str(a_ord, a_ord_len, "ord"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_norm.ord_str_out(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_norm_ord_str_out_args {
  gt_tensor a_self;
  int64_t a_ord_len;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_norm_ord_str_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_norm_ord_str_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_norm_ord_str_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const char*>(ptrs[0]);
  int64_t a_ord_len = a->a_ord_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_norm_ord_str_out::call(gotorch::ref(a_self, "self"), gotorch::str(a_ord, a_ord_len, "ord"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_norm.out(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_norm_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_norm_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_norm_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor
struct gt_linalg_svdvals_args {
  gt_tensor a_A;
  int64_t a_driver_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_svdvals_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_svdvals(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_svdvals_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_svdvals::call(gotorch::ref(a_A, "A"), gotorch::opt_str(a_driver, a_driver_len, "driver"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_svdvals.out(Tensor A, *, str? driver=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_svdvals_out_args {
  gt_tensor a_A;
  int64_t a_driver_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_svdvals_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_svdvals_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_svdvals_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_svdvals_out::call(gotorch::ref(a_A, "A"), gotorch::opt_str(a_driver, a_driver_len, "driver"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_tensorinv(Tensor self, int ind=2) -> Tensor
struct gt_linalg_tensorinv_args {
  gt_tensor a_self;
  int64_t a_ind;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_tensorinv_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_tensorinv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_tensorinv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_ind = a->a_ind;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_tensorinv::call(gotorch::ref(a_self, "self"), a_ind);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_tensorinv.out(Tensor self, int ind=2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_tensorinv_out_args {
  gt_tensor a_self;
  int64_t a_ind;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_tensorinv_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_tensorinv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_tensorinv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_ind = a->a_ind;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_tensorinv_out::call(gotorch::ref(a_self, "self"), a_ind, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor
struct gt_linalg_vecdot_args {
  gt_tensor a_x;
  gt_tensor a_y;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_vecdot_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_vecdot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_vecdot_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_y(a->a_y);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_vecdot::call(gotorch::ref(a_x, "x"), gotorch::ref(a_y, "y"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_vecdot.out(Tensor x, Tensor y, *, int dim=-1, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_vecdot_out_args {
  gt_tensor a_x;
  gt_tensor a_y;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_vecdot_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_vecdot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_vecdot_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_y(a->a_y);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_vecdot_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_y, "y"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_linalg_vector_norm_args {
  gt_tensor a_self;
  gt_scalar a_ord;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_vector_norm_args) == 80, "args layout differs from the Go side's");
char* gt_linalg_vector_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_vector_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_ord = a->a_ord;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_vector_norm::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_vector_norm_out_args {
  gt_tensor a_self;
  gt_scalar a_ord;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_vector_norm_out_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_vector_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_vector_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_ord = a->a_ord;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_vector_norm_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
struct gt_linear_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linear_args) == 48, "args layout differs from the Go side's");
char* gt_linear(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linear_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linear::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linear.out(Tensor input, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linear_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linear_out_args) == 32, "args layout differs from the Go side's");
char* gt_linear_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linear_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linear_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log_normal(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
struct gt_log_normal_args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_normal_args) == 56, "args layout differs from the Go side's");
char* gt_log_normal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_normal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log_normal::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log_normal.out(Tensor self, float mean=1, float std=2, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_log_normal_out_args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log_normal_out_args) == 40, "args layout differs from the Go side's");
char* gt_log_normal_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_normal_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log_normal_out::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)
struct gt_log_normal__args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
};
static_assert(sizeof(gt_log_normal__args) == 32, "args layout differs from the Go side's");
char* gt_log_normal_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_normal__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::log_normal_::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// log_sigmoid(Tensor self) -> Tensor
struct gt_log_sigmoid_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_sigmoid_args) == 32, "args layout differs from the Go side's");
char* gt_log_sigmoid(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log_sigmoid::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log_sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log_sigmoid_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log_sigmoid_out_args) == 16, "args layout differs from the Go side's");
char* gt_log_sigmoid_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log_sigmoid_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)
struct gt_log_sigmoid_forward_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_log_sigmoid_forward_args) == 56, "args layout differs from the Go side's");
char* gt_log_sigmoid_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_forward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::log_sigmoid_forward::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// log_sigmoid_forward.output(Tensor self, *, Tensor(a!) output, Tensor(b!) buffer) -> (Tensor(a!), Tensor(b!))
struct gt_log_sigmoid_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_output;
  gt_tensor a_buffer;
};
static_assert(sizeof(gt_log_sigmoid_forward_output_args) == 24, "args layout differs from the Go side's");
char* gt_log_sigmoid_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_buffer(a->a_buffer);
  GT_TRY
  at::_ops::log_sigmoid_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_output, "output"), gotorch::ref(a_buffer, "buffer"));
  GT_CATCH
}

// logaddexp(Tensor self, Tensor other) -> Tensor
struct gt_logaddexp_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logaddexp_args) == 40, "args layout differs from the Go side's");
char* gt_logaddexp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logaddexp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logaddexp::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logaddexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logaddexp_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logaddexp_out_args) == 24, "args layout differs from the Go side's");
char* gt_logaddexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logaddexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logaddexp_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logcumsumexp(Tensor self, int dim) -> Tensor
struct gt_logcumsumexp_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logcumsumexp_args) == 40, "args layout differs from the Go side's");
char* gt_logcumsumexp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logcumsumexp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logcumsumexp::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logcumsumexp.dimname(Tensor self, Dimname dim) -> Tensor
struct gt_logcumsumexp_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logcumsumexp_dimname_args) == 40, "args layout differs from the Go side's");
char* gt_logcumsumexp_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logcumsumexp_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logcumsumexp_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logcumsumexp.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logcumsumexp_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logcumsumexp_dimname_out_args) == 24, "args layout differs from the Go side's");
char* gt_logcumsumexp_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logcumsumexp_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logcumsumexp_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logcumsumexp_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logcumsumexp_out_args) == 24, "args layout differs from the Go side's");
char* gt_logcumsumexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logcumsumexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logcumsumexp_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logdet(Tensor self) -> Tensor
struct gt_logdet_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logdet_args) == 32, "args layout differs from the Go side's");
char* gt_logdet(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logdet_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logdet::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logical_or(Tensor self, Tensor other) -> Tensor
struct gt_logical_or_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logical_or_args) == 40, "args layout differs from the Go side's");
char* gt_logical_or(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_or_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logical_or::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logical_or_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logical_or_out_args) == 24, "args layout differs from the Go side's");
char* gt_logical_or_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_or_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logical_or_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_logical_or__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_logical_or__args) == 16, "args layout differs from the Go side's");
char* gt_logical_or_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_or__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::logical_or_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// logit(Tensor self, float? eps=None) -> Tensor
struct gt_logit_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logit_args) == 32, "args layout differs from the Go side's");
char* gt_logit(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logit_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logit::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logit_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logit_out_args) == 16, "args layout differs from the Go side's");
char* gt_logit_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logit_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logit_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)
struct gt_logit__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_logit__args) == 8, "args layout differs from the Go side's");
char* gt_logit_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logit__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  GT_TRY
  at::_ops::logit_::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps));
  GT_CATCH
}

// logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_logspace_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int64_t a_steps;
  double a_base;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logspace_args) == 128, "args layout differs from the Go side's");
char* gt_logspace(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logspace_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int64_t a_steps = a->a_steps;
  double a_base = a->a_base;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logspace::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, a_base, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logspace.out(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logspace_out_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int64_t a_steps;
  double a_base;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logspace_out_args) == 88, "args layout differs from the Go side's");
char* gt_logspace_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logspace_out_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int64_t a_steps = a->a_steps;
  double a_base = a->a_base;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logspace_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, a_base, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
struct gt_logsumexp_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logsumexp_args) == 48, "args layout differs from the Go side's");
char* gt_logsumexp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logsumexp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logsumexp::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logsumexp.names(Tensor self, Dimname[1] dim, bool keepdim=False) -> Tensor
struct gt_logsumexp_names_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logsumexp_names_args) == 48, "args layout differs from the Go side's");
char* gt_logsumexp_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logsumexp_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logsumexp_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logsumexp.names_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logsumexp_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logsumexp_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_logsumexp_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logsumexp_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logsumexp_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logsumexp_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logsumexp_out_args) == 32, "args layout differs from the Go side's");
char* gt_logsumexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logsumexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logsumexp_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor, Tensor)
struct gt_lstm_data_args {
  gt_tensor a_data;
  gt_tensor a_batch_sizes;
  int64_t a_hx_len;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_lstm_data_args) == 136, "args layout differs from the Go side's");
char* gt_lstm_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lstm_data_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  gotorch::borrowed a_batch_sizes(a->a_batch_sizes);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
  auto a_params = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::lstm_data::call(gotorch::ref(a_data, "data"), gotorch::ref(a_batch_sizes, "batch_sizes"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// lstm.input(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor)
struct gt_lstm_input_args {
  gt_tensor a_input;
  int64_t a_hx_len;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  bool a_batch_first;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_lstm_input_args) == 128, "args layout differs from the Go side's");
char* gt_lstm_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lstm_input_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
  auto a_params = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::lstm_input::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// lstm_mps_backward(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor[], Tensor[])
struct gt_lstm_mps_backward_args {
  gt_tensor a_grad_y;
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_z_state;
  gt_tensor a_cell_state_fwd;
  gt_tensor a_input;
  int64_t a_hx_len;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  bool a_batch_first;
  gt_tensor_out out0;
  gt_tensor_out* out1;
  int64_t out1_len;
  gt_tensor_out* out2;
  int64_t out2_len;
};
static_assert(sizeof(gt_lstm_mps_backward_args) == 152, "args layout differs from the Go side's");
char* gt_lstm_mps_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lstm_mps_backward_args*>(args);
  gotorch::borrowed a_grad_y(a->a_grad_y);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_z_state(a->a_z_state);
  gotorch::borrowed a_cell_state_fwd(a->a_cell_state_fwd);
  gotorch::borrowed a_input(a->a_input);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
  auto a_params = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out** out1 = &a->out1;
  int64_t* out1_len = &a->out1_len;
  gt_tensor_out** out2 = &a->out2;
  int64_t* out2_len = &a->out2_len;
  auto out1_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  auto out2_buf = static_cast<gt_tensor_out*>(ptrs[3]);
  GT_TRY
  auto r = at::_ops::lstm_mps_backward::call(gotorch::ref(a_grad_y, "grad_y"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_z_state, "z_state"), gotorch::ref(a_cell_state_fwd, "cell_state_fwd"), gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len, out1_buf);
  gotorch::tensor_list(std::get<2>(std::move(r)), out2, out2_len, out2_buf);
  GT_CATCH
}

// lstm_mps_backward.out(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, Tensor(a!) out0, Tensor(b!)[] out1, Tensor(c!)[] out2) -> ()
struct gt_lstm_mps_backward_out_args {
  gt_tensor a_grad_y;
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_z_state;
  gt_tensor a_cell_state_fwd;
  gt_tensor a_input;
  int64_t a_hx_len;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  bool a_batch_first;
  gt_tensor a_out0;
  int64_t a_out1_len;
  int64_t a_out2_len;
};
static_assert(sizeof(gt_lstm_mps_backward_out_args) == 120, "args layout differs from the Go side's");
char* gt_lstm_mps_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lstm_mps_backward_out_args*>(args);
  gotorch::borrowed a_grad_y(a->a_grad_y);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_z_state(a->a_z_state);
  gotorch::borrowed a_cell_state_fwd(a->a_cell_state_fwd);
  gotorch::borrowed a_input(a->a_input);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
  auto a_params = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  bool a_batch_first = a->a_batch_first;
  gotorch::borrowed a_out0(a->a_out0);
  auto a_out1 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out1_len = a->a_out1_len;
  auto a_out2 = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_out2_len = a->a_out2_len;
  GT_TRY
  at::_ops::lstm_mps_backward_out::call(gotorch::ref(a_grad_y, "grad_y"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_z_state, "z_state"), gotorch::ref(a_cell_state_fwd, "cell_state_fwd"), gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first, gotorch::ref(a_out0, "out0"), at::TensorList(gotorch::tensors(a_out1, a_out1_len, "out1")), at::TensorList(gotorch::tensors(a_out2, a_out2_len, "out2")));
  GT_CATCH
}

// lt.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_lt_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lt_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_lt_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lt_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lt_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lt_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_lt_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lt_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lt.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_lt_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lt_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_lt_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lt_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lt_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lt_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_lt_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lt_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_lt__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_lt__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_lt__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::lt__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_lt__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_lt__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_lt__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lt__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::lt__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor
struct gt_lu_solve_args {
  gt_tensor a_self;
  gt_tensor a_LU_data;
  gt_tensor a_LU_pivots;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lu_solve_args) == 48, "args layout differs from the Go side's");
char* gt_lu_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lu_solve_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_LU_data(a->a_LU_data);
  gotorch::borrowed a_LU_pivots(a->a_LU_pivots);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lu_solve::call(gotorch::ref(a_self, "self"), gotorch::ref(a_LU_data, "LU_data"), gotorch::ref(a_LU_pivots, "LU_pivots"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lu_solve.out(Tensor self, Tensor LU_data, Tensor LU_pivots, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lu_solve_out_args {
  gt_tensor a_self;
  gt_tensor a_LU_data;
  gt_tensor a_LU_pivots;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lu_solve_out_args) == 32, "args layout differs from the Go side's");
char* gt_lu_solve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lu_solve_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_LU_data(a->a_LU_data);
  gotorch::borrowed a_LU_pivots(a->a_LU_pivots);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lu_solve_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_LU_data, "LU_data"), gotorch::ref(a_LU_pivots, "LU_pivots"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)
struct gt_lu_unpack_args {
  gt_tensor a_LU_data;
  gt_tensor a_LU_pivots;
  bool a_unpack_data;
  bool a_unpack_pivots;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_lu_unpack_args) == 96, "args layout differs from the Go side's");
char* gt_lu_unpack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lu_unpack_args*>(args);
  gotorch::borrowed a_LU_data(a->a_LU_data);
  gotorch::borrowed a_LU_pivots(a->a_LU_pivots);
  bool a_unpack_data = a->a_unpack_data;
  bool a_unpack_pivots = a->a_unpack_pivots;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::lu_unpack::call(gotorch::ref(a_LU_data, "LU_data"), gotorch::ref(a_LU_pivots, "LU_pivots"), a_unpack_data, a_unpack_pivots);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// lu_unpack.out(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True, *, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U)
struct gt_lu_unpack_out_args {
  gt_tensor a_LU_data;
  gt_tensor a_LU_pivots;
  bool a_unpack_data;
  bool a_unpack_pivots;
  gt_tensor a_P;
  gt_tensor a_L;
  gt_tensor a_U;
};
static_assert(sizeof(gt_lu_unpack_out_args) == 48, "args layout differs from the Go side's");
char* gt_lu_unpack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lu_unpack_out_args*>(args);
  gotorch::borrowed a_LU_data(a->a_LU_data);
  gotorch::borrowed a_LU_pivots(a->a_LU_pivots);
  bool a_unpack_data = a->a_unpack_data;
  bool a_unpack_pivots = a->a_unpack_pivots;
  gotorch::borrowed a_P(a->a_P);
  gotorch::borrowed a_L(a->a_L);
  gotorch::borrowed a_U(a->a_U);
  GT_TRY
  at::_ops::lu_unpack_out::call(gotorch::ref(a_LU_data, "LU_data"), gotorch::ref(a_LU_pivots, "LU_pivots"), a_unpack_data, a_unpack_pivots, gotorch::ref(a_P, "P"), gotorch::ref(a_L, "L"), gotorch::ref(a_U, "U"));
  GT_CATCH
}

// mH(Tensor(a) self) -> Tensor(a)
struct gt_mH_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mH_args) == 32, "args layout differs from the Go side's");
char* gt_mH(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mH_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mH::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_select(Tensor self, Tensor mask) -> Tensor
struct gt_masked_select_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_masked_select_args) == 40, "args layout differs from the Go side's");
char* gt_masked_select(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_select_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::masked_select::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)
struct gt_masked_select_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_out;
};
static_assert(sizeof(gt_masked_select_out_args) == 24, "args layout differs from the Go side's");
char* gt_masked_select_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_select_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::masked_select_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// matmul(Tensor self, Tensor other) -> Tensor
struct gt_matmul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_matmul_args) == 40, "args layout differs from the Go side's");
char* gt_matmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matmul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::matmul::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_matmul_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_matmul_out_args) == 24, "args layout differs from the Go side's");
char* gt_matmul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matmul_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::matmul_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_pool2d_args) == 72, "args layout differs from the Go side's");
char* gt_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
struct gt_max_pool3d_with_indices_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_max_pool3d_with_indices_args) == 96, "args layout differs from the Go side's");
char* gt_max_pool3d_with_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool3d_with_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::max_pool3d_with_indices::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// max_pool3d_with_indices.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_max_pool3d_with_indices_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_max_pool3d_with_indices_out_args) == 64, "args layout differs from the Go side's");
char* gt_max_pool3d_with_indices_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool3d_with_indices_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gotorch::borrowed a_out(a->a_out);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::max_pool3d_with_indices_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
struct gt_mean_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mean_args) == 40, "args layout differs from the Go side's");
char* gt_mean(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mean_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mean::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_mean_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mean_dim_args) == 48, "args layout differs from the Go side's");
char* gt_mean_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mean_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mean_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mean.names_dim(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_mean_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mean_names_dim_args) == 48, "args layout differs from the Go side's");
char* gt_mean_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mean_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mean_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mean.names_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_mean_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mean_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_mean_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mean_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mean_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mean.out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_mean_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mean_out_args) == 32, "args layout differs from the Go side's");
char* gt_mean_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mean_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mean_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// meshgrid(Tensor[] tensors) -> Tensor[]
struct gt_meshgrid_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_meshgrid_args) == 24, "args layout differs from the Go side's");
char* gt_meshgrid(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_meshgrid_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::meshgrid::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]
struct gt_meshgrid_indexing_args {
  int64_t a_tensors_len;
  int64_t a_indexing_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_meshgrid_indexing_args) == 32, "args layout differs from the Go side's");
char* gt_meshgrid_indexing(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_meshgrid_indexing_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_indexing = static_cast<const char*>(ptrs[1]);
  int64_t a_indexing_len = a->a_indexing_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::meshgrid_indexing::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::str(a_indexing, a_indexing_len, "indexing"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// miopen_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor)
struct gt_miopen_batch_norm_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_training;
  double a_exponential_average_factor;
  double a_epsilon;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_miopen_batch_norm_args) == 136, "args layout differs from the Go side's");
char* gt_miopen_batch_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_batch_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_training = a->a_training;
  double a_exponential_average_factor = a->a_exponential_average_factor;
  double a_epsilon = a->a_epsilon;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::miopen_batch_norm::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_exponential_average_factor, a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// miopen_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_miopen_batch_norm_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_training;
  double a_exponential_average_factor;
  double a_epsilon;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_miopen_batch_norm_out_args) == 88, "args layout differs from the Go side's");
char* gt_miopen_batch_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_batch_norm_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_training = a->a_training;
  double a_exponential_average_factor = a->a_exponential_average_factor;
  double a_epsilon = a->a_epsilon;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::miopen_batch_norm_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_exponential_average_factor, a_epsilon, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
struct gt_mkldnn_convolution_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_convolution_args) == 80, "args layout differs from the Go side's");
char* gt_mkldnn_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_convolution_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_convolution::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_convolution_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_convolution_out_args) == 64, "args layout differs from the Go side's");
char* gt_mkldnn_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_convolution_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_convolution_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_mkldnn_linear_backward_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_mkldnn_linear_backward_args) == 96, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// mkldnn_linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_mkldnn_linear_backward_out_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_mkldnn_linear_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::mkldnn_linear_backward_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// mkldnn_linear_backward_weights(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined) -> (Tensor, Tensor)
struct gt_mkldnn_linear_backward_weights_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
  bool a_bias_defined;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_mkldnn_linear_backward_weights_args) == 80, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward_weights(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_weights_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_bias_defined = a->a_bias_defined;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward_weights::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), a_bias_defined);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// mkldnn_linear_backward_weights.out(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_mkldnn_linear_backward_weights_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
  bool a_bias_defined;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_mkldnn_linear_backward_weights_out_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward_weights_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_weights_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_bias_defined = a->a_bias_defined;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::mkldnn_linear_backward_weights_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), a_bias_defined, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// mkldnn_max_pool2d_backward(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_mkldnn_max_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_input;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_max_pool2d_backward_args) == 88, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_input(a->a_input);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_input, "input"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_max_pool2d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_max_pool2d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_input;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_max_pool2d_backward_out_args) == 72, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool2d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool2d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_input(a->a_input);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_max_pool2d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_input, "input"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_mkldnn_max_pool3d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_max_pool3d_args) == 72, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_max_pool3d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_max_pool3d_out_args) == 56, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_max_pool3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_reorder_conv2d_weight(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1) -> Tensor
struct gt_mkldnn_reorder_conv2d_weight_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_reorder_conv2d_weight_args) == 64, "args layout differs from the Go side's");
char* gt_mkldnn_reorder_conv2d_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_reorder_conv2d_weight_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_reorder_conv2d_weight::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_reorder_conv2d_weight.out(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_reorder_conv2d_weight_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_reorder_conv2d_weight_out_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_reorder_conv2d_weight_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_reorder_conv2d_weight_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_reorder_conv2d_weight_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mm(Tensor self, Tensor mat2) -> Tensor
struct gt_mm_args {
  gt_tensor a_self;
  gt_tensor a_mat2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mm_args) == 40, "args layout differs from the Go side's");
char* gt_mm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat2, "mat2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mm_out_args) == 24, "args layout differs from the Go side's");
char* gt_mm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat2(a->a_mat2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat2, "mat2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
struct gt_movedim_int_args {
  gt_tensor a_self;
  int64_t a_source;
  int64_t a_destination;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_movedim_int_args) == 48, "args layout differs from the Go side's");
char* gt_movedim_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_movedim_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_source = a->a_source;
  int64_t a_destination = a->a_destination;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::movedim_int::call(gotorch::ref(a_self, "self"), a_source, a_destination);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
struct gt_movedim_intlist_args {
  gt_tensor a_self;
  int64_t a_source_len;
  int64_t a_destination_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_movedim_intlist_args) == 48, "args layout differs from the Go side's");
char* gt_movedim_intlist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_movedim_intlist_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_source = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_source_len = a->a_source_len;
  auto a_destination = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_destination_len = a->a_destination_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::movedim_intlist::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_source, a_source_len), at::IntArrayRef(a_destination, a_destination_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask) -> (Tensor, Tensor)
struct gt_mps_convolution_transpose_backward_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_mps_convolution_transpose_backward_args) == 112, "args layout differs from the Go side's");
char* gt_mps_convolution_transpose_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_convolution_transpose_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[4]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::mps_convolution_transpose_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// mps_convolution_transpose_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_mps_convolution_transpose_backward_out_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_mps_convolution_transpose_backward_out_args) == 80, "args layout differs from the Go side's");
char* gt_mps_convolution_transpose_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_convolution_transpose_backward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[4]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::mps_convolution_transpose_backward_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// mps_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_mps_max_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mps_max_pool2d_backward_args) == 80, "args layout differs from the Go side's");
char* gt_mps_max_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_max_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mps_max_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mps_max_pool2d_backward.out(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mps_max_pool2d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mps_max_pool2d_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt_mps_max_pool2d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_max_pool2d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mps_max_pool2d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mul.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_mul_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mul_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_mul_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mul_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mul.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mul_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mul_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_mul_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mul_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mul.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_mul_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mul_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_mul_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mul_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mul_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mul_out_args) == 24, "args layout differs from the Go side's");
char* gt_mul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mul_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mul_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_mul__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_mul__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_mul__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::mul__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_mul__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_mul__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_mul__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mul__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::mul__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=Mean) -> Tensor
struct gt_multi_margin_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_scalar a_p;
  gt_scalar a_margin;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multi_margin_loss_backward_args) == 128, "args layout differs from the Go side's");
char* gt_multi_margin_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multi_margin_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gt_scalar a_p = a->a_p;
  gt_scalar a_margin = a->a_margin;
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multi_margin_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight, "weight"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multi_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_multi_margin_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_scalar a_p;
  gt_scalar a_margin;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_multi_margin_loss_backward_grad_input_args) == 112, "args layout differs from the Go side's");
char* gt_multi_margin_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multi_margin_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gt_scalar a_p = a->a_p;
  gt_scalar a_margin = a->a_margin;
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::multi_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight, "weight"), a_reduction, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// multilabel_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
struct gt_multilabel_margin_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multilabel_margin_loss_args) == 48, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multilabel_margin_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_multilabel_margin_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_multilabel_margin_loss_out_args) == 32, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::multilabel_margin_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
struct gt_multinomial_args {
  gt_tensor a_self;
  int64_t a_num_samples;
  bool a_replacement;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multinomial_args) == 56, "args layout differs from the Go side's");
char* gt_multinomial(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multinomial_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_num_samples = a->a_num_samples;
  bool a_replacement = a->a_replacement;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multinomial::call(gotorch::ref(a_self, "self"), a_num_samples, a_replacement, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_multinomial_out_args {
  gt_tensor a_self;
  int64_t a_num_samples;
  bool a_replacement;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_multinomial_out_args) == 40, "args layout differs from the Go side's");
char* gt_multinomial_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multinomial_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_num_samples = a->a_num_samples;
  bool a_replacement = a->a_replacement;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::multinomial_out::call(gotorch::ref(a_self, "self"), a_num_samples, a_replacement, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// multiply.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_multiply_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multiply_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_multiply_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multiply_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multiply_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multiply.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_multiply_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multiply_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_multiply_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multiply_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multiply_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multiply.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_multiply_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_multiply_out_args) == 24, "args layout differs from the Go side's");
char* gt_multiply_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multiply_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::multiply_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// multiply_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_multiply__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_multiply__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_multiply__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multiply__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::multiply__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// multiply_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_multiply__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_multiply__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_multiply__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multiply__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::multiply__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// mvlgamma(Tensor self, int p) -> Tensor
struct gt_mvlgamma_args {
  gt_tensor a_self;
  int64_t a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mvlgamma_args) == 40, "args layout differs from the Go side's");
char* gt_mvlgamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mvlgamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mvlgamma::call(gotorch::ref(a_self, "self"), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mvlgamma.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mvlgamma_out_args {
  gt_tensor a_self;
  int64_t a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mvlgamma_out_args) == 24, "args layout differs from the Go side's");
char* gt_mvlgamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mvlgamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mvlgamma_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)
struct gt_mvlgamma__args {
  gt_tensor a_self;
  int64_t a_p;
};
static_assert(sizeof(gt_mvlgamma__args) == 16, "args layout differs from the Go side's");
char* gt_mvlgamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mvlgamma__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_p = a->a_p;
  GT_TRY
  at::_ops::mvlgamma_::call(gotorch::ref(a_self, "self"), a_p);
  GT_CATCH
}

// narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
struct gt_narrow_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_start;
  int64_t a_length;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_narrow_args) == 56, "args layout differs from the Go side's");
char* gt_narrow(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_narrow_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_start = a->a_start;
  int64_t a_length = a->a_length;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::narrow::call(gotorch::ref(a_self, "self"), a_dim, a_start, a_length);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// narrow.Tensor(Tensor(a) self, int dim, Tensor start, int length) -> Tensor(a)
struct gt_narrow_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_start;
  int64_t a_length;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_narrow_Tensor_args) == 56, "args layout differs from the Go side's");
char* gt_narrow_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_narrow_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_start(a->a_start);
  int64_t a_length = a->a_length;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::narrow_Tensor::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_start, "start"), a_length);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_native_group_norm_backward_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_rstd;
  gt_tensor a_weight;
  int64_t a_N;
  int64_t a_C;
  int64_t a_HxW;
  int64_t a_group;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_group_norm_backward_args) == 144, "args layout differs from the Go side's");
char* gt_native_group_norm_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_group_norm_backward_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_rstd(a->a_rstd);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_HxW = a->a_HxW;
  int64_t a_group = a->a_group;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_group_norm_backward::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_rstd, "rstd"), gotorch::opt(a_weight, "weight"), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_group_norm_backward.out(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_group_norm_backward_out_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_rstd;
  gt_tensor a_weight;
  int64_t a_N;
  int64_t a_C;
  int64_t a_HxW;
  int64_t a_group;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_native_group_norm_backward_out_args) == 96, "args layout differs from the Go side's");
char* gt_native_group_norm_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_group_norm_backward_out_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_rstd(a->a_rstd);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_HxW = a->a_HxW;
  int64_t a_group = a->a_group;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::native_group_norm_backward_out::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_rstd, "rstd"), gotorch::opt(a_weight, "weight"), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// ne.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_ne_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ne_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_ne_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ne_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ne.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ne_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ne_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_ne_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ne_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ne.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_ne_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ne_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_ne_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ne_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ne.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ne_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ne_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_ne_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ne_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_ne__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_ne__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_ne__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::ne__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_ne__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_ne__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_ne__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ne__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::ne__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
struct gt_nested_to_padded_tensor_args {
  gt_tensor a_self;
  double a_padding;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nested_to_padded_tensor_args) == 48, "args layout differs from the Go side's");
char* gt_nested_to_padded_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nested_to_padded_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_padding = a->a_padding;
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nested_to_padded_tensor::call(gotorch::ref(a_self, "self"), a_padding, gotorch::opt_list(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_new_empty_strided_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_new_empty_strided_args) == 72, "args layout differs from the Go side's");
char* gt_new_empty_strided(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_empty_strided_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::new_empty_strided::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_empty_strided.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
struct gt_new_empty_strided_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_new_empty_strided_out_args) == 32, "args layout differs from the Go side's");
char* gt_new_empty_strided_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_empty_strided_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::new_empty_strided_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
struct gt_nll_loss2d_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nll_loss2d_args) == 64, "args layout differs from the Go side's");
char* gt_nll_loss2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nll_loss2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nll_loss2d.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nll_loss2d_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nll_loss2d_out_args) == 48, "args layout differs from the Go side's");
char* gt_nll_loss2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nll_loss2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
struct gt_nll_loss2d_forward_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_nll_loss2d_forward_args) == 88, "args layout differs from the Go side's");
char* gt_nll_loss2d_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_forward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::nll_loss2d_forward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// nll_loss2d_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))
struct gt_nll_loss2d_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_output;
  gt_tensor a_total_weight;
};
static_assert(sizeof(gt_nll_loss2d_forward_output_args) == 56, "args layout differs from the Go side's");
char* gt_nll_loss2d_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_total_weight(a->a_total_weight);
  GT_TRY
  at::_ops::nll_loss2d_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_output, "output"), gotorch::ref(a_total_weight, "total_weight"));
  GT_CATCH
}

// nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
struct gt_nll_loss_forward_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_nll_loss_forward_args) == 88, "args layout differs from the Go side's");
char* gt_nll_loss_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_forward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::nll_loss_forward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))
struct gt_nll_loss_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_output;
  gt_tensor a_total_weight;
};
static_assert(sizeof(gt_nll_loss_forward_output_args) == 56, "args layout differs from the Go side's");
char* gt_nll_loss_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_total_weight(a->a_total_weight);
  GT_TRY
  at::_ops::nll_loss_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_output, "output"), gotorch::ref(a_total_weight, "total_weight"));
  GT_CATCH
}

// nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
struct gt_nll_loss_nd_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nll_loss_nd_args) == 64, "args layout differs from the Go side's");
char* gt_nll_loss_nd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_nd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nll_loss_nd::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nonzero_numpy(Tensor self) -> Tensor[]
struct gt_nonzero_numpy_args {
  gt_tensor a_self;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_nonzero_numpy_args) == 24, "args layout differs from the Go side's");
char* gt_nonzero_numpy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nonzero_numpy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::nonzero_numpy::call(gotorch::ref(a_self, "self"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor
struct gt_norm_except_dim_args {
  gt_tensor a_v;
  int64_t a_pow;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_except_dim_args) == 48, "args layout differs from the Go side's");
char* gt_norm_except_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_except_dim_args*>(args);
  gotorch::borrowed a_v(a->a_v);
  int64_t a_pow = a->a_pow;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_except_dim::call(gotorch::ref(a_v, "v"), a_pow, a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
struct gt_normal_Tensor_Tensor_args {
  gt_tensor a_mean;
  gt_tensor a_std;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_normal_Tensor_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_normal_Tensor_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_Tensor_Tensor_args*>(args);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_std(a->a_std);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::normal_Tensor_Tensor::call(gotorch::ref(a_mean, "mean"), gotorch::ref(a_std, "std"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// normal.Tensor_Tensor_out(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_normal_Tensor_Tensor_out_args {
  gt_tensor a_mean;
  gt_tensor a_std;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_normal_Tensor_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_normal_Tensor_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_Tensor_Tensor_out_args*>(args);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_std(a->a_std);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::normal_Tensor_Tensor_out::call(gotorch::ref(a_mean, "mean"), gotorch::ref(a_std, "std"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor
struct gt_normal_Tensor_float_args {
  gt_tensor a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_normal_Tensor_float_args) == 48, "args layout differs from the Go side's");
char* gt_normal_Tensor_float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_Tensor_float_args*>(args);
  gotorch::borrowed a_mean(a->a_mean);
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::normal_Tensor_float::call(gotorch::ref(a_mean, "mean"), a_std, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// normal.Tensor_float_out(Tensor mean, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_normal_Tensor_float_out_args {
  gt_tensor a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_normal_Tensor_float_out_args) == 32, "args layout differs from the Go side's");
char* gt_normal_Tensor_float_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_Tensor_float_out_args*>(args);
  gotorch::borrowed a_mean(a->a_mean);
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::normal_Tensor_float_out::call(gotorch::ref(a_mean, "mean"), a_std, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor
struct gt_normal_float_Tensor_args {
  double a_mean;
  gt_tensor a_std;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_normal_float_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_normal_float_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_float_Tensor_args*>(args);
  double a_mean = a->a_mean;
  gotorch::borrowed a_std(a->a_std);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::normal_float_Tensor::call(a_mean, gotorch::ref(a_std, "std"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// normal.float_Tensor_out(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_normal_float_Tensor_out_args {
  double a_mean;
  gt_tensor a_std;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_normal_float_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_normal_float_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_float_Tensor_out_args*>(args);
  double a_mean = a->a_mean;
  gotorch::borrowed a_std(a->a_std);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::normal_float_Tensor_out::call(a_mean, gotorch::ref(a_std, "std"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_normal_float_float_args {
  double a_mean;
  double a_std;
  int64_t a_size_len;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_normal_float_float_args) == 80, "args layout differs from the Go side's");
char* gt_normal_float_float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_float_float_args*>(args);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::normal_float_float::call(a_mean, a_std, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// normal.float_float_out(float mean, float std, int[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_normal_float_float_out_args {
  double a_mean;
  double a_std;
  int64_t a_size_len;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_normal_float_float_out_args) == 40, "args layout differs from the Go side's");
char* gt_normal_float_float_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_float_float_out_args*>(args);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::normal_float_float_out::call(a_mean, a_std, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal.out(Tensor self, float mean=0, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_normal_out_args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_normal_out_args) == 40, "args layout differs from the Go side's");
char* gt_normal_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::normal_out::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)
struct gt_normal__args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
};
static_assert(sizeof(gt_normal__args) == 32, "args layout differs from the Go side's");
char* gt_normal_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::normal_::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_ones_like_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ones_like_args) == 64, "args layout differs from the Go side's");
char* gt_ones_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ones_like::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ones_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_ones_like_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ones_like_out_args) == 24, "args layout differs from the Go side's");
char* gt_ones_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ones_like_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// output_nr(Tensor self) -> int
struct gt_output_nr_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_output_nr_args) == 16, "args layout differs from the Go side's");
char* gt_output_nr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_output_nr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::output_nr::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor
struct gt_pad_args {
  gt_tensor a_self;
  int64_t a_pad_len;
  int64_t a_mode_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pad_args) == 48, "args layout differs from the Go side's");
char* gt_pad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_pad = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_pad_len = a->a_pad_len;
  auto a_mode = static_cast<const char*>(ptrs[1]);
  int64_t a_mode_len = a->a_mode_len;
  auto a_value = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pad::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_pad, a_pad_len), gotorch::str(a_mode, a_mode_len, "mode"), gotorch::opt_value(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// permute(Tensor(a) self, int[] dims) -> Tensor(a)
struct gt_permute_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_permute_args) == 40, "args layout differs from the Go side's");
char* gt_permute(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_permute_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::permute::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// polygamma(int n, Tensor self) -> Tensor
struct gt_polygamma_args {
  int64_t a_n;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_polygamma_args) == 40, "args layout differs from the Go side's");
char* gt_polygamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_polygamma_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::polygamma::call(a_n, gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_polygamma_out_args {
  int64_t a_n;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_polygamma_out_args) == 24, "args layout differs from the Go side's");
char* gt_polygamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_polygamma_out_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::polygamma_out::call(a_n, gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// polygamma_(Tensor(a!) self, int n) -> Tensor(a!)
struct gt_polygamma__args {
  gt_tensor a_self;
  int64_t a_n;
};
static_assert(sizeof(gt_polygamma__args) == 16, "args layout differs from the Go side's");
char* gt_polygamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_polygamma__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  GT_TRY
  at::_ops::polygamma_::call(gotorch::ref(a_self, "self"), a_n);
  GT_CATCH
}

// positive(Tensor(a) self) -> Tensor(a)
struct gt_positive_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_positive_args) == 32, "args layout differs from the Go side's");
char* gt_positive(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_positive_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::positive::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// prelu(Tensor self, Tensor weight) -> Tensor
struct gt_prelu_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_prelu_args) == 40, "args layout differs from the Go side's");
char* gt_prelu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prelu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::prelu::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// prelu.out(Tensor self, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
struct gt_prelu_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_out;
};
static_assert(sizeof(gt_prelu_out_args) == 24, "args layout differs from the Go side's");
char* gt_prelu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prelu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::prelu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// prelu_backward(Tensor grad_output, Tensor self, Tensor weight) -> (Tensor, Tensor)
struct gt_prelu_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_prelu_backward_args) == 72, "args layout differs from the Go side's");
char* gt_prelu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prelu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::prelu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// prelu_backward.out(Tensor grad_output, Tensor self, Tensor weight, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_prelu_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_prelu_backward_out_args) == 40, "args layout differs from the Go side's");
char* gt_prelu_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prelu_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::prelu_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor
struct gt_put_args {
  gt_tensor a_self;
  gt_tensor a_index;
  gt_tensor a_source;
  bool a_accumulate;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_put_args) == 56, "args layout differs from the Go side's");
char* gt_put(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_put_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  bool a_accumulate = a->a_accumulate;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::put::call(gotorch::ref(a_self, "self"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), a_accumulate);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// put.out(Tensor self, Tensor index, Tensor source, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_put_out_args {
  gt_tensor a_self;
  gt_tensor a_index;
  gt_tensor a_source;
  bool a_accumulate;
  gt_tensor a_out;
};
static_assert(sizeof(gt_put_out_args) == 40, "args layout differs from the Go side's");
char* gt_put_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_put_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  bool a_accumulate = a->a_accumulate;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::put_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), a_accumulate, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)
struct gt_put__args {
  gt_tensor a_self;
  gt_tensor a_index;
  gt_tensor a_source;
  bool a_accumulate;
};
static_assert(sizeof(gt_put__args) == 32, "args layout differs from the Go side's");
char* gt_put_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_put__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_source(a->a_source);
  bool a_accumulate = a->a_accumulate;
  GT_TRY
  at::_ops::put_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_index, "index"), gotorch::ref(a_source, "source"), a_accumulate);
  GT_CATCH
}

// q_per_channel_scales(Tensor self) -> Tensor
struct gt_q_per_channel_scales_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_q_per_channel_scales_args) == 32, "args layout differs from the Go side's");
char* gt_q_per_channel_scales(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_per_channel_scales_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::q_per_channel_scales::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// q_per_channel_scales.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_q_per_channel_scales_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_q_per_channel_scales_out_args) == 16, "args layout differs from the Go side's");
char* gt_q_per_channel_scales_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_per_channel_scales_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::q_per_channel_scales_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// q_per_channel_zero_points(Tensor self) -> Tensor
struct gt_q_per_channel_zero_points_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_q_per_channel_zero_points_args) == 32, "args layout differs from the Go side's");
char* gt_q_per_channel_zero_points(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_per_channel_zero_points_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::q_per_channel_zero_points::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// q_per_channel_zero_points.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_q_per_channel_zero_points_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_q_per_channel_zero_points_out_args) == 16, "args layout differs from the Go side's");
char* gt_q_per_channel_zero_points_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_per_channel_zero_points_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::q_per_channel_zero_points_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// q_scale(Tensor self) -> float
struct gt_q_scale_args {
  gt_tensor a_self;
  double out0;
};
static_assert(sizeof(gt_q_scale_args) == 16, "args layout differs from the Go side's");
char* gt_q_scale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_scale_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::q_scale::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// q_zero_point(Tensor self) -> int
struct gt_q_zero_point_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_q_zero_point_args) == 16, "args layout differs from the Go side's");
char* gt_q_zero_point(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_zero_point_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::q_zero_point::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor
struct gt_quantize_per_tensor_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantize_per_tensor_args) == 56, "args layout differs from the Go side's");
char* gt_quantize_per_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantize_per_tensor::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantize_per_tensor.out(Tensor self, float scale, int zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantize_per_tensor_out_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantize_per_tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantize_per_tensor_out::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) -> Tensor
struct gt_quantize_per_tensor_tensor_qparams_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantize_per_tensor_tensor_qparams_args) == 56, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_tensor_qparams(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_tensor_qparams_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_tensor_qparams::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantize_per_tensor.tensor_qparams_out(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantize_per_tensor_tensor_qparams_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantize_per_tensor_tensor_qparams_out_args) == 40, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_tensor_qparams_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_tensor_qparams_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantize_per_tensor_tensor_qparams_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantize_per_tensor.tensors(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype) -> Tensor[]
struct gt_quantize_per_tensor_tensors_args {
  int64_t a_tensors_len;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int32_t a_dtype;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_quantize_per_tensor_tensors_args) == 48, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_tensors_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), gotorch::scalar_type(a_dtype, "dtype"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// quantize_per_tensor.tensors_out(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype, *, Tensor(a!)[] out) -> ()
struct gt_quantize_per_tensor_tensors_out_args {
  int64_t a_tensors_len;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int32_t a_dtype;
  int64_t a_out_len;
};
static_assert(sizeof(gt_quantize_per_tensor_tensors_out_args) == 40, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_tensors_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_tensors_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int32_t a_dtype = a->a_dtype;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::quantize_per_tensor_tensors_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), gotorch::scalar_type(a_dtype, "dtype"), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor
struct gt_quantize_per_tensor_dynamic_args {
  gt_tensor a_self;
  int32_t a_dtype;
  bool a_reduce_range;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantize_per_tensor_dynamic_args) == 40, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_dynamic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_dynamic_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  bool a_reduce_range = a->a_reduce_range;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantize_per_tensor_dynamic::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"), a_reduce_range);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantize_per_tensor_dynamic.out(Tensor self, ScalarType dtype, bool reduce_range, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantize_per_tensor_dynamic_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  bool a_reduce_range;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantize_per_tensor_dynamic_out_args) == 24, "args layout differs from the Go side's");
char* gt_quantize_per_tensor_dynamic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_tensor_dynamic_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  bool a_reduce_range = a->a_reduce_range;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantize_per_tensor_dynamic_out::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"), a_reduce_range, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_quantized_max_pool1d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantized_max_pool1d_args) == 72, "args layout differs from the Go side's");
char* gt_quantized_max_pool1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_max_pool1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantized_max_pool1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantized_max_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantized_max_pool1d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantized_max_pool1d_out_args) == 56, "args layout differs from the Go side's");
char* gt_quantized_max_pool1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_max_pool1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_ceil_mode = a->a_ceil_mode;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantized_max_pool1d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rand(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_rand_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rand_args) == 56, "args layout differs from the Go side's");
char* gt_rand(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rand::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_rand_generator_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rand_generator_args) == 64, "args layout differs from the Go side's");
char* gt_rand_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_generator_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rand_generator::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rand.generator_out(int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
struct gt_rand_generator_out_args {
  int64_t a_size_len;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rand_generator_out_args) == 24, "args layout differs from the Go side's");
char* gt_rand_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_generator_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rand_generator_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rand.generator_with_names(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_rand_generator_with_names_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rand_generator_with_names_args) == 72, "args layout differs from the Go side's");
char* gt_rand_generator_with_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_generator_with_names_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rand_generator_with_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rand.generator_with_names_out(int[] size, *, Generator? generator, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_rand_generator_with_names_out_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rand_generator_with_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_rand_generator_with_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_generator_with_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rand_generator_with_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rand.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_rand_names_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rand_names_args) == 64, "args layout differs from the Go side's");
char* gt_rand_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_names_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rand_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rand.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_rand_names_out_args {
  int64_t a_size_len;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rand_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_rand_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rand_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rand.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rand_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rand_out_args) == 16, "args layout differs from the Go side's");
char* gt_rand_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rand_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_randn_like_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randn_like_args) == 64, "args layout differs from the Go side's");
char* gt_randn_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randn_like::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randn_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_randn_like_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randn_like_out_args) == 24, "args layout differs from the Go side's");
char* gt_randn_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randn_like_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randperm(int n, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randperm_args {
  int64_t a_n;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randperm_args) == 56, "args layout differs from the Go side's");
char* gt_randperm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randperm_args*>(args);
  int64_t a_n = a->a_n;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randperm::call(a_n, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randperm.generator(int n, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randperm_generator_args {
  int64_t a_n;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randperm_generator_args) == 64, "args layout differs from the Go side's");
char* gt_randperm_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randperm_generator_args*>(args);
  int64_t a_n = a->a_n;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randperm_generator::call(a_n, gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randperm.generator_out(int n, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
struct gt_randperm_generator_out_args {
  int64_t a_n;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randperm_generator_out_args) == 24, "args layout differs from the Go side's");
char* gt_randperm_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randperm_generator_out_args*>(args);
  int64_t a_n = a->a_n;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randperm_generator_out::call(a_n, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randperm.out(int n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_randperm_out_args {
  int64_t a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randperm_out_args) == 16, "args layout differs from the Go side's");
char* gt_randperm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randperm_out_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randperm_out::call(a_n, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ravel(Tensor(a) self) -> Tensor(a)
struct gt_ravel_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ravel_args) == 32, "args layout differs from the Go side's");
char* gt_ravel(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ravel_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ravel::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// real(Tensor(a) self) -> Tensor(a)
struct gt_real_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_real_args) == 32, "args layout differs from the Go side's");
char* gt_real(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_real_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::real::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)
struct gt_refine_names_args {
  gt_tensor a_self;
  int64_t a_names_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_refine_names_args) == 40, "args layout differs from the Go side's");
char* gt_refine_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_refine_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_names = static_cast<const char*>(ptrs[0]);
  int64_t a_names_len = a->a_names_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::refine_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_names, a_names_len, "names"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad3d(Tensor self, int[6] padding) -> Tensor
struct gt_reflection_pad3d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad3d_args) == 40, "args layout differs from the Go side's");
char* gt_reflection_pad3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_reflection_pad3d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_reflection_pad3d_out_args) == 24, "args layout differs from the Go side's");
char* gt_reflection_pad3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::reflection_pad3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// replication_pad2d(Tensor self, int[4] padding) -> Tensor
struct gt_replication_pad2d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad2d_args) == 40, "args layout differs from the Go side's");
char* gt_replication_pad2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_replication_pad2d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_replication_pad2d_out_args) == 24, "args layout differs from the Go side's");
char* gt_replication_pad2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::replication_pad2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
struct gt_replication_pad3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad3d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_replication_pad3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_replication_pad3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_replication_pad3d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_replication_pad3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::replication_pad3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)
struct gt_reshape_args {
  gt_tensor a_self;
  int64_t a_shape_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reshape_args) == 40, "args layout differs from the Go side's");
char* gt_reshape(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reshape_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shape_len = a->a_shape_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reshape::call(gotorch::ref(a_self, "self"), gotorch::symints(a_shape, a_shape_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)
struct gt_reshape_as_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reshape_as_args) == 40, "args layout differs from the Go side's");
char* gt_reshape_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reshape_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reshape_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor
struct gt_resize_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_resize_args) == 48, "args layout differs from the Go side's");
char* gt_resize(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::resize::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resize.out(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_resize_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_resize_out_args) == 32, "args layout differs from the Go side's");
char* gt_resize_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::resize_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)
struct gt_resize__args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_memory_format;
};
static_assert(sizeof(gt_resize__args) == 24, "args layout differs from the Go side's");
char* gt_resize_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_memory_format = a->a_memory_format;
  GT_TRY
  at::_ops::resize_::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  GT_CATCH
}

// retains_grad(Tensor self) -> bool
struct gt_retains_grad_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_retains_grad_args) == 16, "args layout differs from the Go side's");
char* gt_retains_grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_retains_grad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::retains_grad::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// rnn_tanh.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
struct gt_rnn_tanh_data_args {
  gt_tensor a_data;
  gt_tensor a_batch_sizes;
  gt_tensor a_hx;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_rnn_tanh_data_args) == 112, "args layout differs from the Go side's");
char* gt_rnn_tanh_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_tanh_data_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  gotorch::borrowed a_batch_sizes(a->a_batch_sizes);
  gotorch::borrowed a_hx(a->a_hx);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::rnn_tanh_data::call(gotorch::ref(a_data, "data"), gotorch::ref(a_batch_sizes, "batch_sizes"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// rnn_tanh.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
struct gt_rnn_tanh_input_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  int64_t a_params_len;
  bool a_has_biases;
  int64_t a_num_layers;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  bool a_batch_first;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_rnn_tanh_input_args) == 104, "args layout differs from the Go side's");
char* gt_rnn_tanh_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_tanh_input_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  auto a_params = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_params_len = a->a_params_len;
  bool a_has_biases = a->a_has_biases;
  int64_t a_num_layers = a->a_num_layers;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::rnn_tanh_input::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
struct gt_rnn_tanh_cell_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  gt_tensor a_w_ih;
  gt_tensor a_w_hh;
  gt_tensor a_b_ih;
  gt_tensor a_b_hh;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rnn_tanh_cell_args) == 72, "args layout differs from the Go side's");
char* gt_rnn_tanh_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_tanh_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_w_ih(a->a_w_ih);
  gotorch::borrowed a_w_hh(a->a_w_hh);
  gotorch::borrowed a_b_ih(a->a_b_ih);
  gotorch::borrowed a_b_hh(a->a_b_hh);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rnn_tanh_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::opt(a_b_ih, "b_ih"), gotorch::opt(a_b_hh, "b_hh"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor
struct gt_rrelu_args {
  gt_tensor a_self;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rrelu_args) == 112, "args layout differs from the Go side's");
char* gt_rrelu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rrelu::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)
struct gt_rrelu__args {
  gt_tensor a_self;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  gt_generator a_generator;
};
static_assert(sizeof(gt_rrelu__args) == 88, "args layout differs from the Go side's");
char* gt_rrelu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::rrelu_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor
struct gt_rrelu_with_noise_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_noise;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  bool a_self_is_result;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rrelu_with_noise_backward_args) == 120, "args layout differs from the Go side's");
char* gt_rrelu_with_noise_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_with_noise_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_noise(a->a_noise);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  bool a_self_is_result = a->a_self_is_result;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rrelu_with_noise_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_noise, "noise"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, a_self_is_result);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rrelu_with_noise_backward.out(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rrelu_with_noise_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_noise;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  bool a_self_is_result;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rrelu_with_noise_backward_out_args) == 104, "args layout differs from the Go side's");
char* gt_rrelu_with_noise_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_with_noise_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_noise(a->a_noise);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  bool a_self_is_result = a->a_self_is_result;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rrelu_with_noise_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_noise, "noise"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, a_self_is_result, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rsqrt(Tensor self) -> Tensor
struct gt_rsqrt_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rsqrt_args) == 32, "args layout differs from the Go side's");
char* gt_rsqrt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsqrt_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rsqrt::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rsqrt_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rsqrt_out_args) == 16, "args layout differs from the Go side's");
char* gt_rsqrt_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsqrt_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rsqrt_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rsqrt_(Tensor(a!) self) -> Tensor(a!)
struct gt_rsqrt__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_rsqrt__args) == 8, "args layout differs from the Go side's");
char* gt_rsqrt_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsqrt__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::rsqrt_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// scatter.dimname_src(Tensor self, Dimname dim, Tensor index, Tensor src) -> Tensor
struct gt_scatter_dimname_src_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_dimname_src_args) == 56, "args layout differs from the Go side's");
char* gt_scatter_dimname_src(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_dimname_src_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_dimname_src::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.dimname_value(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
struct gt_scatter_dimname_value_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_dimname_value_args) == 80, "args layout differs from the Go side's");
char* gt_scatter_dimname_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_dimname_value_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_dimname_value::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
struct gt_scatter_reduce_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_reduce_args) == 64, "args layout differs from the Go side's");
char* gt_scatter_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_reduce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_reduce::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_reduce_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_reduce_out_args) == 48, "args layout differs from the Go side's");
char* gt_scatter_reduce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_reduce_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_reduce_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
struct gt_scatter_src_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_src_args) == 56, "args layout differs from the Go side's");
char* gt_scatter_src(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_src_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_src::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_src_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_src_out_args) == 40, "args layout differs from the Go side's");
char* gt_scatter_src_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_src_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_src_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
struct gt_scatter_value_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_value_args) == 80, "args layout differs from the Go side's");
char* gt_scatter_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_value_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_value::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_value_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_value_out_args) == 64, "args layout differs from the Go side's");
char* gt_scatter_value_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_value_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_value_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
struct gt_scatter_value_reduce_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  int64_t a_reduce_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_value_reduce_args) == 88, "args layout differs from the Go side's");
char* gt_scatter_value_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_value_reduce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_value_reduce::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len, "reduce"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_value_reduce_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  int64_t a_reduce_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_value_reduce_out_args) == 72, "args layout differs from the Go side's");
char* gt_scatter_value_reduce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_value_reduce_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_value_reduce_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
struct gt_scatter__reduce_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
};
static_assert(sizeof(gt_scatter__reduce_args) == 40, "args layout differs from the Go side's");
char* gt_scatter__reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter__reduce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  GT_TRY
  at::_ops::scatter__reduce::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"));
  GT_CATCH
}

// scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
struct gt_scatter__src_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
};
static_assert(sizeof(gt_scatter__src_args) == 32, "args layout differs from the Go side's");
char* gt_scatter__src(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter__src_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  GT_TRY
  at::_ops::scatter__src::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  GT_CATCH
}

// scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
struct gt_scatter__value_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
};
static_assert(sizeof(gt_scatter__value_args) == 56, "args layout differs from the Go side's");
char* gt_scatter__value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter__value_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::scatter__value::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  GT_CATCH
}

// scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)
struct gt_scatter__value_reduce_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  int64_t a_reduce_len;
};
static_assert(sizeof(gt_scatter__value_reduce_args) == 64, "args layout differs from the Go side's");
char* gt_scatter__value_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter__value_reduce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  GT_TRY
  at::_ops::scatter__value_reduce::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value), gotorch::str(a_reduce, a_reduce_len, "reduce"));
  GT_CATCH
}

// scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
struct gt_scatter_add_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_add_args) == 56, "args layout differs from the Go side's");
char* gt_scatter_add(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_add_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_add::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter_add.dimname(Tensor self, Dimname dim, Tensor index, Tensor src) -> Tensor
struct gt_scatter_add_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_add_dimname_args) == 56, "args layout differs from the Go side's");
char* gt_scatter_add_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_add_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_add_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_add_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_add_out_args) == 40, "args layout differs from the Go side's");
char* gt_scatter_add_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_add_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_add_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
struct gt_scatter_add__args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
};
static_assert(sizeof(gt_scatter_add__args) == 32, "args layout differs from the Go side's");
char* gt_scatter_add_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_add__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  GT_TRY
  at::_ops::scatter_add_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"));
  GT_CATCH
}

// select.Dimname(Tensor(a) self, Dimname dim, int index) -> Tensor(a)
struct gt_select_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_select_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt_select_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::select_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// select.int(Tensor(a) self, int dim, int index) -> Tensor(a)
struct gt_select_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_select_int_args) == 48, "args layout differs from the Go side's");
char* gt_select_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::select_int::call(gotorch::ref(a_self, "self"), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor
struct gt_select_scatter_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_select_scatter_args) == 56, "args layout differs from the Go side's");
char* gt_select_scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_scatter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::select_scatter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// select_scatter.out(Tensor self, Tensor src, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_select_scatter_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_select_scatter_out_args) == 40, "args layout differs from the Go side's");
char* gt_select_scatter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_scatter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::select_scatter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_dim, a_index, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set(Tensor self) -> Tensor
struct gt_set_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_set_args) == 32, "args layout differs from the Go side's");
char* gt_set(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::set::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// set.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_set_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_set_out_args) == 16, "args layout differs from the Go side's");
char* gt_set_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::set_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set.source_Storage(Tensor self, Storage source) -> Tensor
struct gt_set_source_Storage_args {
  gt_tensor a_self;
  gt_storage a_source;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_set_source_Storage_args) == 40, "args layout differs from the Go side's");
char* gt_set_source_Storage(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Storage_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::set_source_Storage::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// set.source_Storage_out(Tensor self, Storage source, *, Tensor(a!) out) -> Tensor(a!)
struct gt_set_source_Storage_out_args {
  gt_tensor a_self;
  gt_storage a_source;
  gt_tensor a_out;
};
static_assert(sizeof(gt_set_source_Storage_out_args) == 24, "args layout differs from the Go side's");
char* gt_set_source_Storage_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Storage_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::set_source_Storage_out::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set.source_Storage_storage_offset(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor
struct gt_set_source_Storage_storage_offset_args {
  gt_tensor a_self;
  gt_storage a_source;
  int64_t a_storage_offset;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_set_source_Storage_storage_offset_args) == 64, "args layout differs from the Go side's");
char* gt_set_source_Storage_storage_offset(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Storage_storage_offset_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  int64_t a_storage_offset = a->a_storage_offset;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::set_source_Storage_storage_offset::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// set.source_Storage_storage_offset_out(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[], *, Tensor(a!) out) -> Tensor(a!)
struct gt_set_source_Storage_storage_offset_out_args {
  gt_tensor a_self;
  gt_storage a_source;
  int64_t a_storage_offset;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_set_source_Storage_storage_offset_out_args) == 48, "args layout differs from the Go side's");
char* gt_set_source_Storage_storage_offset_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Storage_storage_offset_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  int64_t a_storage_offset = a->a_storage_offset;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::set_source_Storage_storage_offset_out::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set.source_Tensor(Tensor self, Tensor source) -> Tensor
struct gt_set_source_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_source;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_set_source_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_set_source_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_source(a->a_source);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::set_source_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_source, "source"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// set.source_Tensor_out(Tensor self, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
struct gt_set_source_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_source;
  gt_tensor a_out;
};
static_assert(sizeof(gt_set_source_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_set_source_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_source_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_source(a->a_source);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::set_source_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_source, "source"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set_(Tensor(a!) self) -> Tensor(a!)
struct gt_set__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_set__args) == 8, "args layout differs from the Go side's");
char* gt_set_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::set_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// set_.source_Storage(Tensor(a!) self, Storage source) -> Tensor(a!)
struct gt_set__source_Storage_args {
  gt_tensor a_self;
  gt_storage a_source;
};
static_assert(sizeof(gt_set__source_Storage_args) == 16, "args layout differs from the Go side's");
char* gt_set__source_Storage(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set__source_Storage_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  GT_TRY
  at::_ops::set__source_Storage::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"));
  GT_CATCH
}

// set_.source_Storage_storage_offset(Tensor(a!) self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!)
struct gt_set__source_Storage_storage_offset_args {
  gt_tensor a_self;
  gt_storage a_source;
  int64_t a_storage_offset;
  int64_t a_size_len;
  int64_t a_stride_len;
};
static_assert(sizeof(gt_set__source_Storage_storage_offset_args) == 40, "args layout differs from the Go side's");
char* gt_set__source_Storage_storage_offset(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set__source_Storage_storage_offset_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_storage a_source = a->a_source;
  int64_t a_storage_offset = a->a_storage_offset;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  GT_TRY
  at::_ops::set__source_Storage_storage_offset::call(gotorch::ref(a_self, "self"), gotorch::storage(a_source, "source"), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  GT_CATCH
}

// set_.source_Tensor(Tensor(a!) self, Tensor source) -> Tensor(a!)
struct gt_set__source_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_source;
};
static_assert(sizeof(gt_set__source_Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_set__source_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set__source_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_source(a->a_source);
  GT_TRY
  at::_ops::set__source_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_source, "source"));
  GT_CATCH
}

// set_.source_Tensor_storage_offset(Tensor(a!) self, Tensor source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!)
struct gt_set__source_Tensor_storage_offset_args {
  gt_tensor a_self;
  gt_tensor a_source;
  int64_t a_storage_offset;
  int64_t a_size_len;
  int64_t a_stride_len;
};
static_assert(sizeof(gt_set__source_Tensor_storage_offset_args) == 40, "args layout differs from the Go side's");
char* gt_set__source_Tensor_storage_offset(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set__source_Tensor_storage_offset_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_source(a->a_source);
  int64_t a_storage_offset = a->a_storage_offset;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  GT_TRY
  at::_ops::set__source_Tensor_storage_offset::call(gotorch::ref(a_self, "self"), gotorch::ref(a_source, "source"), c10::SymInt(a_storage_offset), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  GT_CATCH
}

// sin(Tensor self) -> Tensor
struct gt_sin_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sin_args) == 32, "args layout differs from the Go side's");
char* gt_sin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sin::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sin_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sin_out_args) == 16, "args layout differs from the Go side's");
char* gt_sin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sin_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sin_(Tensor(a!) self) -> Tensor(a!)
struct gt_sin__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sin__args) == 8, "args layout differs from the Go side's");
char* gt_sin_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sin__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sin_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
struct gt_slice_scatter_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_dim;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slice_scatter_args) == 56, "args layout differs from the Go side's");
char* gt_slice_scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_scatter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_dim = a->a_dim;
  auto a_start = static_cast<const int64_t*>(ptrs[0]);
  auto a_end = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slice_scatter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slice_scatter.out(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slice_scatter_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_dim;
  int64_t a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slice_scatter_out_args) == 40, "args layout differs from the Go side's");
char* gt_slice_scatter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_scatter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  int64_t a_dim = a->a_dim;
  auto a_start = static_cast<const int64_t*>(ptrs[0]);
  auto a_end = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::slice_scatter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// slow_conv_dilated2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1) -> Tensor
struct gt_slow_conv_dilated2d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slow_conv_dilated2d_args) == 80, "args layout differs from the Go side's");
char* gt_slow_conv_dilated2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_dilated2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slow_conv_dilated2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv_dilated2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slow_conv_dilated2d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slow_conv_dilated2d_out_args) == 64, "args layout differs from the Go side's");
char* gt_slow_conv_dilated2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_dilated2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::slow_conv_dilated2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// smm(Tensor self, Tensor mat2) -> Tensor
struct gt_smm_args {
  gt_tensor a_self;
  gt_tensor a_mat2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_smm_args) == 40, "args layout differs from the Go side's");
char* gt_smm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_smm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::smm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat2, "mat2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor
struct gt_smooth_l1_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_beta;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_smooth_l1_loss_backward_args) == 64, "args layout differs from the Go side's");
char* gt_smooth_l1_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_smooth_l1_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_beta = a->a_beta;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::smooth_l1_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_beta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// smooth_l1_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_smooth_l1_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_beta;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_smooth_l1_loss_backward_grad_input_args) == 48, "args layout differs from the Go side's");
char* gt_smooth_l1_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_smooth_l1_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_beta = a->a_beta;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::smooth_l1_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_beta, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor
struct gt_softshrink_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softshrink_backward_args) == 72, "args layout differs from the Go side's");
char* gt_softshrink_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softshrink_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softshrink_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softshrink_backward.grad_input(Tensor grad_output, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_softshrink_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_softshrink_backward_grad_input_args) == 56, "args layout differs from the Go side's");
char* gt_softshrink_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softshrink_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::softshrink_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// sparse_bsr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_bsr_tensor_crow_col_value_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_bsr_tensor_crow_col_value_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_bsr_tensor_crow_col_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_bsr_tensor_crow_col_value_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_bsr_tensor_crow_col_value::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_bsr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_bsr_tensor_crow_col_value_size_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_bsr_tensor_crow_col_value_size_args) == 80, "args layout differs from the Go side's");
char* gt_sparse_bsr_tensor_crow_col_value_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_bsr_tensor_crow_col_value_size_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_bsr_tensor_crow_col_value_size::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
struct gt_sparse_resize_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_resize_args) == 56, "args layout differs from the Go side's");
char* gt_sparse_resize(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_resize::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_resize.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sparse_resize_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sparse_resize_out_args) == 40, "args layout differs from the Go side's");
char* gt_sparse_resize_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sparse_resize_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sparse_resize_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!)
struct gt_sparse_resize__args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
};
static_assert(sizeof(gt_sparse_resize__args) == 32, "args layout differs from the Go side's");
char* gt_sparse_resize_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  GT_TRY
  at::_ops::sparse_resize_::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  GT_CATCH
}

// special_bessel_j0(Tensor self) -> Tensor
struct gt_special_bessel_j0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_bessel_j0_args) == 32, "args layout differs from the Go side's");
char* gt_special_bessel_j0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_j0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_bessel_j0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_bessel_j0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_bessel_j0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_bessel_j0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_bessel_j0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_j0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_bessel_j0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_bessel_y0(Tensor self) -> Tensor
struct gt_special_bessel_y0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_bessel_y0_args) == 32, "args layout differs from the Go side's");
char* gt_special_bessel_y0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_y0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_bessel_y0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_bessel_y0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_bessel_y0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_bessel_y0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_bessel_y0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_y0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_bessel_y0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_u_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_args) == 40, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_chebyshev_polynomial_u_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_u_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_u_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_u_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_u_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_u_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_u_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_u_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_digamma(Tensor self) -> Tensor
struct gt_special_digamma_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_digamma_args) == 32, "args layout differs from the Go side's");
char* gt_special_digamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_digamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_digamma::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_digamma_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_digamma_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_digamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_digamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_digamma_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_entr(Tensor self) -> Tensor
struct gt_special_entr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_entr_args) == 32, "args layout differs from the Go side's");
char* gt_special_entr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_entr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_entr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_entr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_entr_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_entr_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_entr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_entr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_entr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_erfcx(Tensor self) -> Tensor
struct gt_special_erfcx_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_erfcx_args) == 32, "args layout differs from the Go side's");
char* gt_special_erfcx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfcx_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_erfcx::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_erfcx.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_erfcx_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_erfcx_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_erfcx_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfcx_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_erfcx_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_erfinv(Tensor self) -> Tensor
struct gt_special_erfinv_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_erfinv_args) == 32, "args layout differs from the Go side's");
char* gt_special_erfinv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfinv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_erfinv::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_erfinv_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_erfinv_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_erfinv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfinv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_erfinv_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_expm1(Tensor self) -> Tensor
struct gt_special_expm1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_expm1_args) == 32, "args layout differs from the Go side's");
char* gt_special_expm1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_expm1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_expm1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_expm1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_expm1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_expm1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_expm1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_expm1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_i0e(Tensor self) -> Tensor
struct gt_special_i0e_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_i0e_args) == 32, "args layout differs from the Go side's");
char* gt_special_i0e(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i0e_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_i0e::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_i0e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_i0e_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_i0e_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_i0e_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i0e_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_i0e_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_i1(Tensor self) -> Tensor
struct gt_special_i1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_i1_args) == 32, "args layout differs from the Go side's");
char* gt_special_i1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_i1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_i1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_i1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_i1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_i1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
struct gt_special_legendre_polynomial_p_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_args) == 40, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_legendre_polynomial_p_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_legendre_polynomial_p.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_legendre_polynomial_p_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_legendre_polynomial_p_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_legendre_polynomial_p.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_legendre_polynomial_p_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_legendre_polynomial_p_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_legendre_polynomial_p_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_legendre_polynomial_p.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_legendre_polynomial_p_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_legendre_polynomial_p_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_legendre_polynomial_p_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_legendre_polynomial_p_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_legendre_polynomial_p_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
struct gt_special_logsumexp_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_logsumexp_args) == 48, "args layout differs from the Go side's");
char* gt_special_logsumexp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_logsumexp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_logsumexp::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_logsumexp_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_logsumexp_out_args) == 32, "args layout differs from the Go side's");
char* gt_special_logsumexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_logsumexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_logsumexp_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_modified_bessel_i1(Tensor self) -> Tensor
struct gt_special_modified_bessel_i1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_modified_bessel_i1_args) == 32, "args layout differs from the Go side's");
char* gt_special_modified_bessel_i1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_i1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_modified_bessel_i1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_modified_bessel_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_modified_bessel_i1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_modified_bessel_i1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_modified_bessel_i1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_i1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_modified_bessel_i1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_modified_bessel_k0(Tensor self) -> Tensor
struct gt_special_modified_bessel_k0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_modified_bessel_k0_args) == 32, "args layout differs from the Go side's");
char* gt_special_modified_bessel_k0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_k0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_modified_bessel_k0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_modified_bessel_k0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_modified_bessel_k0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_modified_bessel_k0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_modified_bessel_k0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_k0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_modified_bessel_k0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_round(Tensor self, *, int decimals=0) -> Tensor
struct gt_special_round_args {
  gt_tensor a_self;
  int64_t a_decimals;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_round_args) == 40, "args layout differs from the Go side's");
char* gt_special_round(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_round_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_decimals = a->a_decimals;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_round::call(gotorch::ref(a_self, "self"), a_decimals);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_round.out(Tensor self, *, int decimals=0, Tensor(a!) out) -> Tensor(a!)
struct gt_special_round_out_args {
  gt_tensor a_self;
  int64_t a_decimals;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_round_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_round_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_round_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_decimals = a->a_decimals;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_round_out::call(gotorch::ref(a_self, "self"), a_decimals, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_u_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_args) == 40, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_u_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_u_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_u_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_u_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_u_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_u_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_u_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_u_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_u_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_u_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_v_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_args) == 40, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_v_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_v_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_v_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_v_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_v_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_v_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_v_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_v_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_v_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_v_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_sinc(Tensor self) -> Tensor
struct gt_special_sinc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_sinc_args) == 32, "args layout differs from the Go side's");
char* gt_special_sinc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_sinc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_sinc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_sinc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_sinc_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_sinc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_sinc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_sinc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
struct gt_special_softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_softmax_args) == 48, "args layout differs from the Go side's");
char* gt_special_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_softmax::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlog1py(Tensor self, Tensor other) -> Tensor
struct gt_special_xlog1py_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlog1py_args) == 40, "args layout differs from the Go side's");
char* gt_special_xlog1py(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlog1py::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor
struct gt_special_xlog1py_other_scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlog1py_other_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_xlog1py_other_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_other_scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlog1py_other_scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlog1py.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlog1py_other_scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlog1py_other_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_xlog1py_other_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_other_scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlog1py_other_scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_xlog1py.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlog1py_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlog1py_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_xlog1py_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlog1py_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor
struct gt_special_xlog1py_self_scalar_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlog1py_self_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_xlog1py_self_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_self_scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlog1py_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlog1py.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlog1py_self_scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlog1py_self_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_xlog1py_self_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlog1py_self_scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlog1py_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_xlogy(Tensor self, Tensor other) -> Tensor
struct gt_special_xlogy_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlogy_args) == 40, "args layout differs from the Go side's");
char* gt_special_xlogy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlogy::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor
struct gt_special_xlogy_other_scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlogy_other_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_xlogy_other_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_other_scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlogy_other_scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlogy.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlogy_other_scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlogy_other_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_xlogy_other_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_other_scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlogy_other_scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_xlogy.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlogy_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlogy_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_xlogy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlogy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_xlogy.self_scalar(Scalar self, Tensor other) -> Tensor
struct gt_special_xlogy_self_scalar_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_xlogy_self_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_xlogy_self_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_self_scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_xlogy_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_xlogy.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_xlogy_self_scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_xlogy_self_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_xlogy_self_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_xlogy_self_scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_xlogy_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]
struct gt_split_with_sizes_args {
  gt_tensor a_self;
  int64_t a_split_sizes_len;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_split_with_sizes_args) == 40, "args layout differs from the Go side's");
char* gt_split_with_sizes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_with_sizes_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_sizes_len = a->a_split_sizes_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::split_with_sizes::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// split_with_sizes_copy(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
struct gt_split_with_sizes_copy_args {
  gt_tensor a_self;
  int64_t a_split_sizes_len;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_split_with_sizes_copy_args) == 40, "args layout differs from the Go side's");
char* gt_split_with_sizes_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_with_sizes_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_sizes_len = a->a_split_sizes_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::split_with_sizes_copy::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// split_with_sizes_copy.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> ()
struct gt_split_with_sizes_copy_out_args {
  gt_tensor a_self;
  int64_t a_split_sizes_len;
  int64_t a_dim;
  int64_t a_out_len;
};
static_assert(sizeof(gt_split_with_sizes_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt_split_with_sizes_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_with_sizes_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_sizes_len = a->a_split_sizes_len;
  int64_t a_dim = a->a_dim;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::split_with_sizes_copy_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// squeeze(Tensor(a) self) -> Tensor(a)
struct gt_squeeze_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_squeeze_args) == 32, "args layout differs from the Go side's");
char* gt_squeeze(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::squeeze::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
struct gt_squeeze_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_squeeze_dim_args) == 40, "args layout differs from the Go side's");
char* gt_squeeze_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::squeeze_dim::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)
struct gt_squeeze_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_squeeze_dimname_args) == 40, "args layout differs from the Go side's");
char* gt_squeeze_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::squeeze_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// squeeze_(Tensor(a!) self) -> Tensor(a!)
struct gt_squeeze__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_squeeze__args) == 8, "args layout differs from the Go side's");
char* gt_squeeze_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::squeeze_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)
struct gt_squeeze__dim_args {
  gt_tensor a_self;
  int64_t a_dim;
};
static_assert(sizeof(gt_squeeze__dim_args) == 16, "args layout differs from the Go side's");
char* gt_squeeze__dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze__dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  GT_TRY
  at::_ops::squeeze__dim::call(gotorch::ref(a_self, "self"), a_dim);
  GT_CATCH
}

// squeeze_.dimname(Tensor(a!) self, Dimname dim) -> Tensor(a!)
struct gt_squeeze__dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
};
static_assert(sizeof(gt_squeeze__dimname_args) == 16, "args layout differs from the Go side's");
char* gt_squeeze__dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze__dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  GT_TRY
  at::_ops::squeeze__dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  GT_CATCH
}

// std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
struct gt_std_mean_args {
  gt_tensor a_self;
  bool a_unbiased;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_std_mean_args) == 64, "args layout differs from the Go side's");
char* gt_std_mean(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_unbiased = a->a_unbiased;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::std_mean::call(gotorch::ref(a_self, "self"), a_unbiased);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
struct gt_std_mean_correction_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_std_mean_correction_args) == 72, "args layout differs from the Go side's");
char* gt_std_mean_correction(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_correction_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::std_mean_correction::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// std_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
struct gt_std_mean_correction_names_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_std_mean_correction_names_args) == 72, "args layout differs from the Go side's");
char* gt_std_mean_correction_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_correction_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::std_mean_correction_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// std_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_std_mean_correction_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_std_mean_correction_out_args) == 40, "args layout differs from the Go side's");
char* gt_std_mean_correction_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_correction_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::std_mean_correction_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
struct gt_std_mean_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_std_mean_dim_args) == 72, "args layout differs from the Go side's");
char* gt_std_mean_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::std_mean_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// std_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
struct gt_std_mean_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_std_mean_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_std_mean_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_mean_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::std_mean_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
struct gt_stft_args {
  gt_tensor a_self;
  int64_t a_n_fft;
  gt_tensor a_window;
  bool a_normalized;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_stft_args) == 56, "args layout differs from the Go side's");
char* gt_stft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n_fft = a->a_n_fft;
  auto a_hop_length = static_cast<const int64_t*>(ptrs[0]);
  auto a_win_length = static_cast<const int64_t*>(ptrs[1]);
  gotorch::borrowed a_window(a->a_window);
  bool a_normalized = a->a_normalized;
  auto a_onesided = static_cast<const bool*>(ptrs[2]);
  auto a_return_complex = static_cast<const bool*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::stft::call(gotorch::ref(a_self, "self"), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window, "window"), a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_return_complex));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
struct gt_stft_center_args {
  gt_tensor a_self;
  int64_t a_n_fft;
  gt_tensor a_window;
  bool a_center;
  int64_t a_pad_mode_len;
  bool a_normalized;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_stft_center_args) == 72, "args layout differs from the Go side's");
char* gt_stft_center(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stft_center_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n_fft = a->a_n_fft;
  auto a_hop_length = static_cast<const int64_t*>(ptrs[0]);
  auto a_win_length = static_cast<const int64_t*>(ptrs[1]);
  gotorch::borrowed a_window(a->a_window);
  bool a_center = a->a_center;
  auto a_pad_mode = static_cast<const char*>(ptrs[2]);
  int64_t a_pad_mode_len = a->a_pad_mode_len;
  bool a_normalized = a->a_normalized;
  auto a_onesided = static_cast<const bool*>(ptrs[3]);
  auto a_return_complex = static_cast<const bool*>(ptrs[4]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::stft_center::call(gotorch::ref(a_self, "self"), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window, "window"), a_center, gotorch::str(a_pad_mode, a_pad_mode_len, "pad_mode"), a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_return_complex));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
struct gt_sub_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sub_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt_sub_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sub_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sub_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sub_Scalar_out_args) == 80, "args layout differs from the Go side's");
char* gt_sub_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sub_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
struct gt_sub_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sub_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt_sub_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sub_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sub.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_sub_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sub_out_args) == 56, "args layout differs from the Go side's");
char* gt_sub_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sub_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
struct gt_sub__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_sub__Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_sub__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::sub__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

// sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
struct gt_sub__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_sub__Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_sub__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sub__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::sub__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// sum_to_size(Tensor self, int[] size) -> Tensor
struct gt_sum_to_size_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sum_to_size_args) == 40, "args layout differs from the Go side's");
char* gt_sum_to_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_to_size_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sum_to_size::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// t_copy(Tensor self) -> Tensor
struct gt_t_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_t_copy_args) == 32, "args layout differs from the Go side's");
char* gt_t_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_t_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::t_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// t_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_t_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_t_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_t_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_t_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::t_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tan(Tensor self) -> Tensor
struct gt_tan_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tan_args) == 32, "args layout differs from the Go side's");
char* gt_tan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tan_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tan::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_tan_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_tan_out_args) == 16, "args layout differs from the Go side's");
char* gt_tan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tan_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::tan_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tan_(Tensor(a!) self) -> Tensor(a!)
struct gt_tan__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_tan__args) == 8, "args layout differs from the Go side's");
char* gt_tan_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tan__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::tan_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// tanh_backward(Tensor grad_output, Tensor output) -> Tensor
struct gt_tanh_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tanh_backward_args) == 40, "args layout differs from the Go side's");
char* gt_tanh_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tanh_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tanh_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tanh_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_tanh_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_tanh_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_tanh_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tanh_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::tanh_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// thnn_conv2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0) -> Tensor
struct gt_thnn_conv2d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_thnn_conv2d_args) == 72, "args layout differs from the Go side's");
char* gt_thnn_conv2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_thnn_conv2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::thnn_conv2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// thnn_conv2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_thnn_conv2d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_thnn_conv2d_out_args) == 56, "args layout differs from the Go side's");
char* gt_thnn_conv2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_thnn_conv2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::thnn_conv2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tile(Tensor self, int[] dims) -> Tensor
struct gt_tile_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tile_args) == 40, "args layout differs from the Go side's");
char* gt_tile(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tile_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tile::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_dense(Tensor self, ScalarType? dtype=None) -> Tensor
struct gt_to_dense_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_dense_args) == 40, "args layout differs from the Go side's");
char* gt_to_dense(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_dense_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_dense::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_dense_backward(Tensor grad, Tensor input) -> Tensor
struct gt_to_dense_backward_args {
  gt_tensor a_grad;
  gt_tensor a_input;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_dense_backward_args) == 40, "args layout differs from the Go side's");
char* gt_to_dense_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_dense_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_input(a->a_input);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_dense_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_input, "input"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
struct gt_to_padded_tensor_args {
  gt_tensor a_self;
  double a_padding;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_padded_tensor_args) == 48, "args layout differs from the Go side's");
char* gt_to_padded_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_padded_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_padding = a->a_padding;
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_padded_tensor::call(gotorch::ref(a_self, "self"), a_padding, gotorch::opt_list(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_padded_tensor.out(Tensor self, float padding, int[]? output_size=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_padded_tensor_out_args {
  gt_tensor a_self;
  double a_padding;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_padded_tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_to_padded_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_padded_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_padding = a->a_padding;
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_padded_tensor_out::call(gotorch::ref(a_self, "self"), a_padding, gotorch::opt_list(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// to_sparse(Tensor self) -> Tensor
struct gt_to_sparse_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_args) == 32, "args layout differs from the Go side's");
char* gt_to_sparse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_out_args) == 16, "args layout differs from the Go side's");
char* gt_to_sparse_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor
struct gt_to_sparse_sparse_dim_args {
  gt_tensor a_self;
  int64_t a_sparse_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_sparse_dim_args) == 40, "args layout differs from the Go side's");
char* gt_to_sparse_sparse_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_sparse_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sparse_dim = a->a_sparse_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse_sparse_dim::call(gotorch::ref(a_self, "self"), a_sparse_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse.sparse_dim_out(Tensor self, int sparse_dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_sparse_dim_out_args {
  gt_tensor a_self;
  int64_t a_sparse_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_sparse_dim_out_args) == 24, "args layout differs from the Go side's");
char* gt_to_sparse_sparse_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_sparse_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sparse_dim = a->a_sparse_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_sparse_dim_out::call(gotorch::ref(a_self, "self"), a_sparse_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// to_sparse_csc(Tensor self) -> Tensor
struct gt_to_sparse_csc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_csc_args) == 32, "args layout differs from the Go side's");
char* gt_to_sparse_csc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_csc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse_csc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse_csc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_csc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_csc_out_args) == 16, "args layout differs from the Go side's");
char* gt_to_sparse_csc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_csc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_csc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// to_sparse_csr(Tensor self) -> Tensor
struct gt_to_sparse_csr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_csr_args) == 32, "args layout differs from the Go side's");
char* gt_to_sparse_csr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_csr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse_csr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse_csr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_csr_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_csr_out_args) == 16, "args layout differs from the Go side's");
char* gt_to_sparse_csr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_csr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_csr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// trace(Tensor self) -> Tensor
struct gt_trace_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trace_args) == 32, "args layout differs from the Go side's");
char* gt_trace(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trace_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trace::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// trace.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_trace_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_trace_out_args) == 16, "args layout differs from the Go side's");
char* gt_trace_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trace_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::trace_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// trace_backward(Tensor grad, int[] sizes) -> Tensor
struct gt_trace_backward_args {
  gt_tensor a_grad;
  int64_t a_sizes_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trace_backward_args) == 40, "args layout differs from the Go side's");
char* gt_trace_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trace_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  auto a_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_sizes_len = a->a_sizes_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trace_backward::call(gotorch::ref(a_grad, "grad"), at::IntArrayRef(a_sizes, a_sizes_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor
struct gt_transpose_copy_int_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_transpose_copy_int_args) == 48, "args layout differs from the Go side's");
char* gt_transpose_copy_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_transpose_copy_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::transpose_copy_int::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// transpose_copy.int_out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_transpose_copy_int_out_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor a_out;
};
static_assert(sizeof(gt_transpose_copy_int_out_args) == 32, "args layout differs from the Go side's");
char* gt_transpose_copy_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_transpose_copy_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::transpose_copy_int_out::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)
struct gt_triangular_solve_args {
  gt_tensor a_self;
  gt_tensor a_A;
  bool a_upper;
  bool a_transpose;
  bool a_unitriangular;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_triangular_solve_args) == 72, "args layout differs from the Go side's");
char* gt_triangular_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triangular_solve_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_A(a->a_A);
  bool a_upper = a->a_upper;
  bool a_transpose = a->a_transpose;
  bool a_unitriangular = a->a_unitriangular;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::triangular_solve::call(gotorch::ref(a_self, "self"), gotorch::ref(a_A, "A"), a_upper, a_transpose, a_unitriangular);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// triangular_solve.X(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor(a!) X, Tensor(b!) M) -> (Tensor(a!) solution, Tensor(b!) cloned_coefficient)
struct gt_triangular_solve_X_args {
  gt_tensor a_self;
  gt_tensor a_A;
  bool a_upper;
  bool a_transpose;
  bool a_unitriangular;
  gt_tensor a_X;
  gt_tensor a_M;
};
static_assert(sizeof(gt_triangular_solve_X_args) == 40, "args layout differs from the Go side's");
char* gt_triangular_solve_X(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triangular_solve_X_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_A(a->a_A);
  bool a_upper = a->a_upper;
  bool a_transpose = a->a_transpose;
  bool a_unitriangular = a->a_unitriangular;
  gotorch::borrowed a_X(a->a_X);
  gotorch::borrowed a_M(a->a_M);
  GT_TRY
  at::_ops::triangular_solve_X::call(gotorch::ref(a_self, "self"), gotorch::ref(a_A, "A"), a_upper, a_transpose, a_unitriangular, gotorch::ref(a_X, "X"), gotorch::ref(a_M, "M"));
  GT_CATCH
}

// tril(Tensor self, int diagonal=0) -> Tensor
struct gt_tril_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tril_args) == 40, "args layout differs from the Go side's");
char* gt_tril(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tril_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tril::call(gotorch::ref(a_self, "self"), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_tril_out_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor a_out;
};
static_assert(sizeof(gt_tril_out_args) == 24, "args layout differs from the Go side's");
char* gt_tril_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tril_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::tril_out::call(gotorch::ref(a_self, "self"), a_diagonal, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)
struct gt_tril__args {
  gt_tensor a_self;
  int64_t a_diagonal;
};
static_assert(sizeof(gt_tril__args) == 16, "args layout differs from the Go side's");
char* gt_tril_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tril__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  GT_TRY
  at::_ops::tril_::call(gotorch::ref(a_self, "self"), a_diagonal);
  GT_CATCH
}

// unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]
struct gt_unbind_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unbind_Dimname_args) == 32, "args layout differs from the Go side's");
char* gt_unbind_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unbind_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::unbind_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]
struct gt_unbind_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unbind_int_args) == 32, "args layout differs from the Go side's");
char* gt_unbind_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unbind_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::unbind_int::call(gotorch::ref(a_self, "self"), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor
struct gt_unfold_backward_args {
  gt_tensor a_grad_in;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_size;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unfold_backward_args) == 64, "args layout differs from the Go side's");
char* gt_unfold_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unfold_backward_args*>(args);
  gotorch::borrowed a_grad_in(a->a_grad_in);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_size = a->a_size;
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unfold_backward::call(gotorch::ref(a_grad_in, "grad_in"), at::IntArrayRef(a_input_sizes, a_input_sizes_len), a_dim, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unfold_backward.out(Tensor grad_in, int[] input_sizes, int dim, int size, int step, *, Tensor(a!) out) -> Tensor(a!)
struct gt_unfold_backward_out_args {
  gt_tensor a_grad_in;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_size;
  int64_t a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_unfold_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_unfold_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unfold_backward_out_args*>(args);
  gotorch::borrowed a_grad_in(a->a_grad_in);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_size = a->a_size;
  int64_t a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::unfold_backward_out::call(gotorch::ref(a_grad_in, "grad_in"), at::IntArrayRef(a_input_sizes, a_input_sizes_len), a_dim, a_size, a_step, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// unsqueeze(Tensor(a) self, int dim) -> Tensor(a)
struct gt_unsqueeze_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unsqueeze_args) == 40, "args layout differs from the Go side's");
char* gt_unsqueeze(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsqueeze_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unsqueeze::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)
struct gt_unsqueeze__args {
  gt_tensor a_self;
  int64_t a_dim;
};
static_assert(sizeof(gt_unsqueeze__args) == 16, "args layout differs from the Go side's");
char* gt_unsqueeze_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsqueeze__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  GT_TRY
  at::_ops::unsqueeze_::call(gotorch::ref(a_self, "self"), a_dim);
  GT_CATCH
}

// unsqueeze_copy(Tensor self, int dim) -> Tensor
struct gt_unsqueeze_copy_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unsqueeze_copy_args) == 40, "args layout differs from the Go side's");
char* gt_unsqueeze_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsqueeze_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unsqueeze_copy::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unsqueeze_copy.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_unsqueeze_copy_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_unsqueeze_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt_unsqueeze_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsqueeze_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::unsqueeze_copy_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_bicubic2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bicubic2d_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bicubic2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bicubic2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bicubic2d_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_bicubic2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_bicubic2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_bicubic2d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bicubic2d_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bicubic2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bicubic2d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bicubic2d_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_bicubic2d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor
struct gt_upsample_linear1d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_linear1d_backward_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_linear1d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_linear1d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_linear1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_linear1d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_linear1d_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_linear1d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_linear1d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_linear1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_linear1d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_linear1d_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt_upsample_linear1d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_linear1d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_linear1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_linear1d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_linear1d_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_linear1d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_linear1d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_nearest2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest2d_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest2d_out_args) == 24, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest2d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest2d_vec_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest2d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest2d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest2d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest2d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_trilinear3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_trilinear3d_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_trilinear3d.out(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_trilinear3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_trilinear3d_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_trilinear3d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_trilinear3d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_trilinear3d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_trilinear3d_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_trilinear3d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_trilinear3d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_trilinear3d_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_trilinear3d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// value_selecting_reduction_backward(Tensor grad, int dim, Tensor indices, int[] sizes, bool keepdim) -> Tensor
struct gt_value_selecting_reduction_backward_args {
  gt_tensor a_grad;
  int64_t a_dim;
  gt_tensor a_indices;
  int64_t a_sizes_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_value_selecting_reduction_backward_args) == 64, "args layout differs from the Go side's");
char* gt_value_selecting_reduction_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_value_selecting_reduction_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_indices(a->a_indices);
  auto a_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_sizes_len = a->a_sizes_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::value_selecting_reduction_backward::call(gotorch::ref(a_grad, "grad"), a_dim, gotorch::ref(a_indices, "indices"), at::IntArrayRef(a_sizes, a_sizes_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as(Tensor(a) self, Tensor other) -> Tensor(a)
struct gt_view_as_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_as_args) == 40, "args layout differs from the Go side's");
char* gt_view_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_real(Tensor(a) self) -> Tensor(a)
struct gt_view_as_real_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_as_real_args) == 32, "args layout differs from the Go side's");
char* gt_view_as_real(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_real_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_as_real::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_real_copy(Tensor self) -> Tensor
struct gt_view_as_real_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_as_real_copy_args) == 32, "args layout differs from the Go side's");
char* gt_view_as_real_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_real_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_as_real_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_real_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_view_as_real_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_view_as_real_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_view_as_real_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_real_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::view_as_real_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// view_copy(Tensor self, SymInt[] size) -> Tensor
struct gt_view_copy_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_copy_args) == 40, "args layout differs from the Go side's");
char* gt_view_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_copy::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_copy.dtype(Tensor self, ScalarType dtype) -> Tensor
struct gt_view_copy_dtype_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_copy_dtype_args) == 40, "args layout differs from the Go side's");
char* gt_view_copy_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_copy_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_copy_dtype::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_copy.dtype_out(Tensor self, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt_view_copy_dtype_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_view_copy_dtype_out_args) == 24, "args layout differs from the Go side's");
char* gt_view_copy_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_copy_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::view_copy_dtype_out::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// view_copy.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_view_copy_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_view_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt_view_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::view_copy_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// vsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
struct gt_vsplit_array_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_vsplit_array_args) == 32, "args layout differs from the Go side's");
char* gt_vsplit_array(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vsplit_array_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::vsplit_array::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// vsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
struct gt_vsplit_int_args {
  gt_tensor a_self;
  int64_t a_sections;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_vsplit_int_args) == 32, "args layout differs from the Go side's");
char* gt_vsplit_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vsplit_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sections = a->a_sections;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::vsplit_int::call(gotorch::ref(a_self, "self"), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// vstack(Tensor[] tensors) -> Tensor
struct gt_vstack_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_vstack_args) == 32, "args layout differs from the Go side's");
char* gt_vstack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vstack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::vstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// vstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_vstack_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_vstack_out_args) == 16, "args layout differs from the Go side's");
char* gt_vstack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vstack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::vstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// xlogy.OutScalar_Other(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_xlogy_OutScalar_Other_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_xlogy_OutScalar_Other_args) == 48, "args layout differs from the Go side's");
char* gt_xlogy_OutScalar_Other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_OutScalar_Other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::xlogy_OutScalar_Other::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// xlogy.OutScalar_Self(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_xlogy_OutScalar_Self_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_xlogy_OutScalar_Self_args) == 48, "args layout differs from the Go side's");
char* gt_xlogy_OutScalar_Self(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_OutScalar_Self_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::xlogy_OutScalar_Self::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// xlogy.OutTensor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_xlogy_OutTensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_xlogy_OutTensor_args) == 24, "args layout differs from the Go side's");
char* gt_xlogy_OutTensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_OutTensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::xlogy_OutTensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
struct gt_xlogy_Scalar_Other_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_xlogy_Scalar_Other_args) == 64, "args layout differs from the Go side's");
char* gt_xlogy_Scalar_Other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_Scalar_Other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::xlogy_Scalar_Other::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
struct gt_xlogy_Scalar_Self_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_xlogy_Scalar_Self_args) == 64, "args layout differs from the Go side's");
char* gt_xlogy_Scalar_Self(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_Scalar_Self_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::xlogy_Scalar_Self::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// xlogy.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_xlogy_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_xlogy_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_xlogy_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::xlogy_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_xlogy__Scalar_Other_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_xlogy__Scalar_Other_args) == 40, "args layout differs from the Go side's");
char* gt_xlogy__Scalar_Other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy__Scalar_Other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::xlogy__Scalar_Other::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_xlogy__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_xlogy__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_xlogy__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_xlogy__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::xlogy__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// zero(Tensor self) -> Tensor
struct gt_zero_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_zero_args) == 32, "args layout differs from the Go side's");
char* gt_zero(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zero_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::zero::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// zero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_zero_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_zero_out_args) == 16, "args layout differs from the Go side's");
char* gt_zero_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zero_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::zero_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// zero_(Tensor(a!) self) -> Tensor(a!)
struct gt_zero__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_zero__args) == 8, "args layout differs from the Go side's");
char* gt_zero_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zero__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::zero_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_zeros_like_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_zeros_like_args) == 64, "args layout differs from the Go side's");
char* gt_zeros_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::zeros_like::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// zeros_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_zeros_like_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_zeros_like_out_args) == 24, "args layout differs from the Go side's");
char* gt_zeros_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::zeros_like_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

}  // extern "C"
