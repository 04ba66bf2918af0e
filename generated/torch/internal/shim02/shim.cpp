// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "../../gotorch_support.h"
#include "../../gotorch_list.h"

#include <ATen/core/IListRef.h>
#include <ATen/ops/_adaptive_avg_pool2d_backward_ops.h>
#include <ATen/ops/_backward_ops.h>
#include <ATen/ops/_batch_norm_impl_index_backward_ops.h>
#include <ATen/ops/_cast_Char_ops.h>
#include <ATen/ops/_cast_Int_ops.h>
#include <ATen/ops/_coalesced_ops.h>
#include <ATen/ops/_conj_copy_ops.h>
#include <ATen/ops/_conv_depthwise2d_ops.h>
#include <ATen/ops/_convert_indices_from_coo_to_csr_ops.h>
#include <ATen/ops/_convolution_mode_ops.h>
#include <ATen/ops/_convolution_ops.h>
#include <ATen/ops/_ctc_loss_ops.h>
#include <ATen/ops/_cudnn_ctc_loss_ops.h>
#include <ATen/ops/_cufft_clear_plan_cache_ops.h>
#include <ATen/ops/_dirichlet_grad_ops.h>
#include <ATen/ops/_embedding_bag_backward_ops.h>
#include <ATen/ops/_embedding_bag_forward_only_ops.h>
#include <ATen/ops/_empty_per_channel_affine_quantized_ops.h>
#include <ATen/ops/_euclidean_dist_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_tensor_affine_backward_ops.h>
#include <ATen/ops/_flash_scaled_dot_product_attention_ops.h>
#include <ATen/ops/_foreach_addcmul_ops.h>
#include <ATen/ops/_foreach_asin_ops.h>
#include <ATen/ops/_foreach_cos_ops.h>
#include <ATen/ops/_foreach_log1p_ops.h>
#include <ATen/ops/_foreach_log_ops.h>
#include <ATen/ops/_foreach_maximum_ops.h>
#include <ATen/ops/_foreach_minimum_ops.h>
#include <ATen/ops/_foreach_neg_ops.h>
#include <ATen/ops/_foreach_sqrt_ops.h>
#include <ATen/ops/_foreach_trunc_ops.h>
#include <ATen/ops/_fw_primal_ops.h>
#include <ATen/ops/_gather_sparse_backward_ops.h>
#include <ATen/ops/_grid_sampler_2d_cpu_fallback_backward_ops.h>
#include <ATen/ops/_has_compatible_shallow_copy_type_ops.h>
#include <ATen/ops/_histogramdd_bin_edges_ops.h>
#include <ATen/ops/_histogramdd_from_bin_tensors_ops.h>
#include <ATen/ops/_index_put_impl_ops.h>
#include <ATen/ops/_linalg_det_ops.h>
#include <ATen/ops/_linalg_eigh_ops.h>
#include <ATen/ops/_local_scalar_dense_ops.h>
#include <ATen/ops/_log_softmax_ops.h>
#include <ATen/ops/_lstm_mps_ops.h>
#include <ATen/ops/_make_dual_ops.h>
#include <ATen/ops/_masked_softmax_backward_ops.h>
#include <ATen/ops/_masked_softmax_ops.h>
#include <ATen/ops/_mps_convolution_transpose_ops.h>
#include <ATen/ops/_mps_max_pool2d_ops.h>
#include <ATen/ops/_neg_view_copy_ops.h>
#include <ATen/ops/_nested_select_backward_ops.h>
#include <ATen/ops/_nested_tensor_from_tensor_list_ops.h>
#include <ATen/ops/_nested_tensor_strides_ops.h>
#include <ATen/ops/_nnpack_available_ops.h>
#include <ATen/ops/_nnz_ops.h>
#include <ATen/ops/_pad_circular_ops.h>
#include <ATen/ops/_pdist_backward_ops.h>
#include <ATen/ops/_remove_batch_dim_ops.h>
#include <ATen/ops/_reshape_alias_copy_ops.h>
#include <ATen/ops/_resize_output_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_forward_ops.h>
#include <ATen/ops/_slow_conv2d_backward_ops.h>
#include <ATen/ops/_softmax_backward_data_ops.h>
#include <ATen/ops/_sparse_addmm_ops.h>
#include <ATen/ops/_sparse_broadcast_to_copy_ops.h>
#include <ATen/ops/_sparse_bsr_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_compressed_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_log_softmax_backward_data_ops.h>
#include <ATen/ops/_sparse_mm_ops.h>
#include <ATen/ops/_sparse_softmax_ops.h>
#include <ATen/ops/_sparse_sparse_matmul_ops.h>
#include <ATen/ops/_stack_ops.h>
#include <ATen/ops/_standard_gamma_grad_ops.h>
#include <ATen/ops/_standard_gamma_ops.h>
#include <ATen/ops/_symeig_helper_ops.h>
#include <ATen/ops/_test_ambiguous_defaults_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_view_copy_ops.h>
#include <ATen/ops/_test_autograd_multiple_dispatch_view_ops.h>
#include <ATen/ops/_test_serialization_subcmul_ops.h>
#include <ATen/ops/_test_warn_in_autograd_ops.h>
#include <ATen/ops/_thnn_fused_gru_cell_ops.h>
#include <ATen/ops/_thnn_fused_lstm_cell_backward_impl_ops.h>
#include <ATen/ops/_to_copy_ops.h>
#include <ATen/ops/_to_dense_ops.h>
#include <ATen/ops/_unique_ops.h>
#include <ATen/ops/_unpack_dual_ops.h>
#include <ATen/ops/_upsample_bicubic2d_aa_backward_ops.h>
#include <ATen/ops/_upsample_bicubic2d_aa_ops.h>
#include <ATen/ops/_upsample_nearest_exact3d_ops.h>
#include <ATen/ops/_use_cudnn_ctc_loss_ops.h>
#include <ATen/ops/_validate_sparse_bsc_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_bsr_tensor_args_ops.h>
#include <ATen/ops/_validate_sparse_csr_tensor_args_ops.h>
#include <ATen/ops/_values_ops.h>
#include <ATen/ops/_weight_norm_ops.h>
#include <ATen/ops/absolute_ops.h>
#include <ATen/ops/acosh_ops.h>
#include <ATen/ops/adaptive_avg_pool3d_ops.h>
#include <ATen/ops/adaptive_max_pool1d_ops.h>
#include <ATen/ops/adaptive_max_pool2d_backward_ops.h>
#include <ATen/ops/adaptive_max_pool2d_ops.h>
#include <ATen/ops/addbmm_ops.h>
#include <ATen/ops/addcdiv_ops.h>
#include <ATen/ops/addcmul_ops.h>
#include <ATen/ops/addr_ops.h>
#include <ATen/ops/adjoint_ops.h>
#include <ATen/ops/affine_grid_generator_ops.h>
#include <ATen/ops/align_as_ops.h>
#include <ATen/ops/align_tensors_ops.h>
#include <ATen/ops/amax_ops.h>
#include <ATen/ops/amin_ops.h>
#include <ATen/ops/and_ops.h>
#include <ATen/ops/arange_ops.h>
#include <ATen/ops/arcsin_ops.h>
#include <ATen/ops/argwhere_ops.h>
#include <ATen/ops/atleast_1d_ops.h>
#include <ATen/ops/avg_pool3d_ops.h>
#include <ATen/ops/batch_norm_backward_reduce_ops.h>
#include <ATen/ops/batch_norm_stats_ops.h>
#include <ATen/ops/binary_cross_entropy_backward_ops.h>
#include <ATen/ops/binomial_ops.h>
#include <ATen/ops/bitwise_and_ops.h>
#include <ATen/ops/bitwise_left_shift_ops.h>
#include <ATen/ops/bmm_ops.h>
#include <ATen/ops/broadcast_tensors_ops.h>
#include <ATen/ops/bucketize_ops.h>
#include <ATen/ops/can_cast_ops.h>
#include <ATen/ops/cat_ops.h>
#include <ATen/ops/ccol_indices_ops.h>
#include <ATen/ops/ceil_ops.h>
#include <ATen/ops/chain_matmul_ops.h>
#include <ATen/ops/cholesky_ops.h>
#include <ATen/ops/clamp_max_ops.h>
#include <ATen/ops/coalesce_ops.h>
#include <ATen/ops/col_indices_copy_ops.h>
#include <ATen/ops/column_stack_ops.h>
#include <ATen/ops/concatenate_ops.h>
#include <ATen/ops/conj_ops.h>
#include <ATen/ops/conj_physical_ops.h>
#include <ATen/ops/constant_pad_nd_ops.h>
#include <ATen/ops/conv3d_ops.h>
#include <ATen/ops/conv_transpose1d_ops.h>
#include <ATen/ops/convolution_ops.h>
#include <ATen/ops/copy_ops.h>
#include <ATen/ops/copysign_ops.h>
#include <ATen/ops/corrcoef_ops.h>
#include <ATen/ops/cosh_ops.h>
#include <ATen/ops/cosine_embedding_loss_ops.h>
#include <ATen/ops/cosine_similarity_ops.h>
#include <ATen/ops/cudnn_batch_norm_backward_ops.h>
#include <ATen/ops/cudnn_batch_norm_ops.h>
#include <ATen/ops/cudnn_convolution_add_relu_ops.h>
#include <ATen/ops/cudnn_convolution_transpose_ops.h>
#include <ATen/ops/cudnn_is_acceptable_ops.h>
#include <ATen/ops/cummax_ops.h>
#include <ATen/ops/cumprod_ops.h>
#include <ATen/ops/deg2rad_ops.h>
#include <ATen/ops/detach_copy_ops.h>
#include <ATen/ops/diag_embed_ops.h>
#include <ATen/ops/diagflat_ops.h>
#include <ATen/ops/diagonal_ops.h>
#include <ATen/ops/dist_ops.h>
#include <ATen/ops/divide_ops.h>
#include <ATen/ops/dot_ops.h>
#include <ATen/ops/dsplit_ops.h>
#include <ATen/ops/dstack_ops.h>
#include <ATen/ops/elu_backward_ops.h>
#include <ATen/ops/elu_ops.h>
#include <ATen/ops/embedding_ops.h>
#include <ATen/ops/embedding_sparse_backward_ops.h>
#include <ATen/ops/empty_like_ops.h>
#include <ATen/ops/empty_quantized_ops.h>
#include <ATen/ops/exp2_ops.h>
#include <ATen/ops/exp_ops.h>
#include <ATen/ops/expand_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_cachemask_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_ops.h>
#include <ATen/ops/fbgemm_linear_fp16_weight_fp32_activation_ops.h>
#include <ATen/ops/fbgemm_linear_fp16_weight_ops.h>
#include <ATen/ops/fbgemm_linear_int8_weight_fp32_activation_ops.h>
#include <ATen/ops/fbgemm_linear_int8_weight_ops.h>
#include <ATen/ops/fbgemm_pack_gemm_matrix_fp16_ops.h>
#include <ATen/ops/feature_alpha_dropout_ops.h>
#include <ATen/ops/feature_dropout_ops.h>
#include <ATen/ops/fft_fft2_ops.h>
#include <ATen/ops/fft_fftn_ops.h>
#include <ATen/ops/fft_fftshift_ops.h>
#include <ATen/ops/fft_hfft2_ops.h>
#include <ATen/ops/fft_hfft_ops.h>
#include <ATen/ops/fft_ifft_ops.h>
#include <ATen/ops/fft_ifftn_ops.h>
#include <ATen/ops/fft_ihfft2_ops.h>
#include <ATen/ops/fft_irfft2_ops.h>
#include <ATen/ops/fft_irfftn_ops.h>
#include <ATen/ops/fft_rfftn_ops.h>
#include <ATen/ops/fill_diagonal_ops.h>
#include <ATen/ops/fill_ops.h>
#include <ATen/ops/fix_ops.h>
#include <ATen/ops/flatten_ops.h>
#include <ATen/ops/floor_divide_ops.h>
#include <ATen/ops/fmod_ops.h>
#include <ATen/ops/frexp_ops.h>
#include <ATen/ops/full_like_ops.h>
#include <ATen/ops/fused_moving_avg_obs_fake_quant_ops.h>
#include <ATen/ops/gather_ops.h>
#include <ATen/ops/gelu_backward_ops.h>
#include <ATen/ops/gelu_ops.h>
#include <ATen/ops/geometric_ops.h>
#include <ATen/ops/geqrf_ops.h>
#include <ATen/ops/glu_ops.h>
#include <ATen/ops/greater_equal_ops.h>
#include <ATen/ops/grid_sampler_2d_backward_ops.h>
#include <ATen/ops/grid_sampler_ops.h>
#include <ATen/ops/hamming_window_ops.h>
#include <ATen/ops/hann_window_ops.h>
#include <ATen/ops/hardsigmoid_ops.h>
#include <ATen/ops/hardswish_backward_ops.h>
#include <ATen/ops/hardtanh_backward_ops.h>
#include <ATen/ops/hinge_embedding_loss_ops.h>
#include <ATen/ops/histc_ops.h>
#include <ATen/ops/hsplit_ops.h>
#include <ATen/ops/hspmm_ops.h>
#include <ATen/ops/huber_loss_ops.h>
#include <ATen/ops/index_ops.h>
#include <ATen/ops/index_put_ops.h>
#include <ATen/ops/infinitely_differentiable_gelu_backward_ops.h>
#include <ATen/ops/int_repr_ops.h>
#include <ATen/ops/is_complex_ops.h>
#include <ATen/ops/is_vulkan_available_ops.h>
#include <ATen/ops/isinf_ops.h>
#include <ATen/ops/isneginf_ops.h>
#include <ATen/ops/istft_ops.h>
#include <ATen/ops/lcm_ops.h>
#include <ATen/ops/lift_ops.h>
#include <ATen/ops/linalg_det_ops.h>
#include <ATen/ops/linalg_diagonal_ops.h>
#include <ATen/ops/linalg_eigvals_ops.h>
#include <ATen/ops/linalg_eigvalsh_ops.h>
#include <ATen/ops/linalg_inv_ex_ops.h>
#include <ATen/ops/linalg_inv_ops.h>
#include <ATen/ops/linalg_lu_factor_ops.h>
#include <ATen/ops/linalg_lu_solve_ops.h>
#include <ATen/ops/linalg_matmul_ops.h>
#include <ATen/ops/linalg_matrix_power_ops.h>
#include <ATen/ops/linalg_pinv_ops.h>
#include <ATen/ops/linalg_slogdet_ops.h>
#include <ATen/ops/linalg_solve_ops.h>
#include <ATen/ops/linalg_solve_triangular_ops.h>
#include <ATen/ops/linalg_svd_ops.h>
#include <ATen/ops/linalg_tensorsolve_ops.h>
#include <ATen/ops/linear_backward_ops.h>
#include <ATen/ops/log1p_ops.h>
#include <ATen/ops/log2_ops.h>
#include <ATen/ops/logaddexp2_ops.h>
#include <ATen/ops/logical_and_ops.h>
#include <ATen/ops/lshift_ops.h>
#include <ATen/ops/mT_ops.h>
#include <ATen/ops/masked_fill_ops.h>
#include <ATen/ops/masked_scatter_ops.h>
#include <ATen/ops/matrix_H_ops.h>
#include <ATen/ops/matrix_exp_backward_ops.h>
#include <ATen/ops/max_ops.h>
#include <ATen/ops/max_pool1d_ops.h>
#include <ATen/ops/max_pool2d_with_indices_backward_ops.h>
#include <ATen/ops/max_pool3d_with_indices_backward_ops.h>
#include <ATen/ops/max_unpool2d_ops.h>
#include <ATen/ops/max_unpool3d_ops.h>
#include <ATen/ops/median_ops.h>
#include <ATen/ops/min_ops.h>
#include <ATen/ops/minimum_ops.h>
#include <ATen/ops/miopen_convolution_relu_ops.h>
#include <ATen/ops/miopen_convolution_transpose_ops.h>
#include <ATen/ops/mkldnn_adaptive_avg_pool2d_backward_ops.h>
#include <ATen/ops/mkldnn_linear_backward_input_ops.h>
#include <ATen/ops/mkldnn_linear_ops.h>
#include <ATen/ops/moveaxis_ops.h>
#include <ATen/ops/mps_convolution_backward_ops.h>
#include <ATen/ops/msort_ops.h>
#include <ATen/ops/multi_margin_loss_ops.h>
#include <ATen/ops/multilabel_margin_loss_backward_ops.h>
#include <ATen/ops/multilabel_margin_loss_forward_ops.h>
#include <ATen/ops/mv_ops.h>
#include <ATen/ops/nanmedian_ops.h>
#include <ATen/ops/nansum_ops.h>
#include <ATen/ops/native_batch_norm_ops.h>
#include <ATen/ops/native_channel_shuffle_ops.h>
#include <ATen/ops/native_layer_norm_backward_ops.h>
#include <ATen/ops/native_layer_norm_ops.h>
#include <ATen/ops/neg_ops.h>
#include <ATen/ops/negative_ops.h>
#include <ATen/ops/nextafter_ops.h>
#include <ATen/ops/not_equal_ops.h>
#include <ATen/ops/nuclear_norm_ops.h>
#include <ATen/ops/one_hot_ops.h>
#include <ATen/ops/ones_ops.h>
#include <ATen/ops/orgqr_ops.h>
#include <ATen/ops/ormqr_ops.h>
#include <ATen/ops/pairwise_distance_ops.h>
#include <ATen/ops/pdist_ops.h>
#include <ATen/ops/permute_copy_ops.h>
#include <ATen/ops/pin_memory_ops.h>
#include <ATen/ops/pinverse_ops.h>
#include <ATen/ops/pixel_shuffle_ops.h>
#include <ATen/ops/poisson_ops.h>
#include <ATen/ops/polar_ops.h>
#include <ATen/ops/pow_ops.h>
#include <ATen/ops/prod_ops.h>
#include <ATen/ops/promote_types_ops.h>
#include <ATen/ops/qscheme_ops.h>
#include <ATen/ops/quantile_ops.h>
#include <ATen/ops/quantize_per_channel_ops.h>
#include <ATen/ops/quantized_batch_norm_ops.h>
#include <ATen/ops/quantized_gru_cell_ops.h>
#include <ATen/ops/randint_like_ops.h>
#include <ATen/ops/randint_ops.h>
#include <ATen/ops/randn_ops.h>
#include <ATen/ops/random_ops.h>
#include <ATen/ops/range_ops.h>
#include <ATen/ops/reciprocal_ops.h>
#include <ATen/ops/reflection_pad1d_backward_ops.h>
#include <ATen/ops/relu6_ops.h>
#include <ATen/ops/remainder_ops.h>
#include <ATen/ops/repeat_interleave_ops.h>
#include <ATen/ops/resize_as_ops.h>
#include <ATen/ops/result_type_ops.h>
#include <ATen/ops/roll_ops.h>
#include <ATen/ops/row_stack_ops.h>
#include <ATen/ops/rrelu_with_noise_ops.h>
#include <ATen/ops/rshift_ops.h>
#include <ATen/ops/rsub_ops.h>
#include <ATen/ops/scatter_reduce_ops.h>
#include <ATen/ops/searchsorted_ops.h>
#include <ATen/ops/segment_reduce_ops.h>
#include <ATen/ops/selu_ops.h>
#include <ATen/ops/sigmoid_backward_ops.h>
#include <ATen/ops/sign_ops.h>
#include <ATen/ops/signbit_ops.h>
#include <ATen/ops/silu_backward_ops.h>
#include <ATen/ops/sinc_ops.h>
#include <ATen/ops/sinh_ops.h>
#include <ATen/ops/slice_ops.h>
#include <ATen/ops/slogdet_ops.h>
#include <ATen/ops/slow_conv_transpose3d_ops.h>
#include <ATen/ops/smooth_l1_loss_ops.h>
#include <ATen/ops/soft_margin_loss_backward_ops.h>
#include <ATen/ops/soft_margin_loss_ops.h>
#include <ATen/ops/softplus_ops.h>
#include <ATen/ops/sparse_bsc_tensor_ops.h>
#include <ATen/ops/sparse_csr_tensor_ops.h>
#include <ATen/ops/sparse_mask_ops.h>
#include <ATen/ops/sparse_sampled_addmm_ops.h>
#include <ATen/ops/special_airy_ai_ops.h>
#include <ATen/ops/special_bessel_y1_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_t_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_w_ops.h>
#include <ATen/ops/special_erf_ops.h>
#include <ATen/ops/special_erfc_ops.h>
#include <ATen/ops/special_expit_ops.h>
#include <ATen/ops/special_gammaln_ops.h>
#include <ATen/ops/special_hermite_polynomial_he_ops.h>
#include <ATen/ops/special_i0_ops.h>
#include <ATen/ops/special_i1e_ops.h>
#include <ATen/ops/special_log1p_ops.h>
#include <ATen/ops/special_log_softmax_ops.h>
#include <ATen/ops/special_modified_bessel_k1_ops.h>
#include <ATen/ops/special_scaled_modified_bessel_k1_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_t_ops.h>
#include <ATen/ops/special_spherical_bessel_j0_ops.h>
#include <ATen/ops/special_zeta_ops.h>
#include <ATen/ops/split_copy_ops.h>
#include <ATen/ops/sqrt_ops.h>
#include <ATen/ops/squeeze_copy_ops.h>
#include <ATen/ops/stack_ops.h>
#include <ATen/ops/std_ops.h>
#include <ATen/ops/subtract_ops.h>
#include <ATen/ops/svd_ops.h>
#include <ATen/ops/swapaxes_ops.h>
#include <ATen/ops/symeig_ops.h>
#include <ATen/ops/tensor_split_ops.h>
#include <ATen/ops/threshold_backward_ops.h>
#include <ATen/ops/to_mkldnn_ops.h>
#include <ATen/ops/to_sparse_bsc_ops.h>
#include <ATen/ops/topk_ops.h>
#include <ATen/ops/tril_indices_ops.h>
#include <ATen/ops/triu_ops.h>
#include <ATen/ops/unbind_copy_ops.h>
#include <ATen/ops/unflatten_ops.h>
#include <ATen/ops/unfold_ops.h>
#include <ATen/ops/unique_dim_consecutive_ops.h>
#include <ATen/ops/unique_dim_ops.h>
#include <ATen/ops/unsafe_chunk_ops.h>
#include <ATen/ops/upsample_bicubic2d_backward_ops.h>
#include <ATen/ops/upsample_bilinear2d_ops.h>
#include <ATen/ops/upsample_nearest1d_backward_ops.h>
#include <ATen/ops/upsample_nearest3d_backward_ops.h>
#include <ATen/ops/upsample_nearest3d_ops.h>
#include <ATen/ops/values_copy_ops.h>
#include <ATen/ops/vander_ops.h>
#include <ATen/ops/var_mean_ops.h>
#include <ATen/ops/var_ops.h>
#include <ATen/ops/vdot_ops.h>
#include <ATen/ops/view_as_complex_copy_ops.h>
#include <ATen/ops/view_as_complex_ops.h>
#include <ATen/ops/view_ops.h>
#include <ATen/ops/where_ops.h>
#include <ATen/ops/xor_ops.h>

extern "C" {

// __and__.Scalar(Tensor self, Scalar other) -> Tensor
struct gt___and___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___and___Scalar_args) == 64, "args layout differs from the Go side's");
char* gt___and___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___and___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__and___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __and__.Tensor(Tensor self, Tensor other) -> Tensor
struct gt___and___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___and___Tensor_args) == 40, "args layout differs from the Go side's");
char* gt___and___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___and___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__and___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __iand__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt___iand___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt___iand___Scalar_args) == 40, "args layout differs from the Go side's");
char* gt___iand___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___iand___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::__iand___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// __iand__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt___iand___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt___iand___Tensor_args) == 16, "args layout differs from the Go side's");
char* gt___iand___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___iand___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::__iand___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// __ilshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt___ilshift___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt___ilshift___Scalar_args) == 40, "args layout differs from the Go side's");
char* gt___ilshift___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ilshift___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::__ilshift___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// __ilshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt___ilshift___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt___ilshift___Tensor_args) == 16, "args layout differs from the Go side's");
char* gt___ilshift___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ilshift___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::__ilshift___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// __irshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt___irshift___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt___irshift___Scalar_args) == 40, "args layout differs from the Go side's");
char* gt___irshift___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___irshift___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::__irshift___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// __irshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt___irshift___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt___irshift___Tensor_args) == 16, "args layout differs from the Go side's");
char* gt___irshift___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___irshift___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::__irshift___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// __ixor__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt___ixor___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt___ixor___Scalar_args) == 40, "args layout differs from the Go side's");
char* gt___ixor___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ixor___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::__ixor___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// __ixor__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt___ixor___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt___ixor___Tensor_args) == 16, "args layout differs from the Go side's");
char* gt___ixor___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ixor___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::__ixor___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// __lshift__.Scalar(Tensor self, Scalar other) -> Tensor
struct gt___lshift___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___lshift___Scalar_args) == 64, "args layout differs from the Go side's");
char* gt___lshift___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___lshift___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__lshift___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __lshift__.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt___lshift___Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt___lshift___Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt___lshift___Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___lshift___Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::__lshift___Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// __lshift__.Tensor(Tensor self, Tensor other) -> Tensor
struct gt___lshift___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___lshift___Tensor_args) == 40, "args layout differs from the Go side's");
char* gt___lshift___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___lshift___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__lshift___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __lshift__.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt___lshift___Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt___lshift___Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt___lshift___Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___lshift___Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::__lshift___Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// __rshift__.Scalar(Tensor self, Scalar other) -> Tensor
struct gt___rshift___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___rshift___Scalar_args) == 64, "args layout differs from the Go side's");
char* gt___rshift___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___rshift___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__rshift___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __rshift__.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt___rshift___Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt___rshift___Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt___rshift___Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___rshift___Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::__rshift___Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// __rshift__.Tensor(Tensor self, Tensor other) -> Tensor
struct gt___rshift___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___rshift___Tensor_args) == 40, "args layout differs from the Go side's");
char* gt___rshift___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___rshift___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__rshift___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __rshift__.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt___rshift___Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt___rshift___Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt___rshift___Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___rshift___Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::__rshift___Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// __xor__.Scalar(Tensor self, Scalar other) -> Tensor
struct gt___xor___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___xor___Scalar_args) == 64, "args layout differs from the Go side's");
char* gt___xor___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___xor___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__xor___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __xor__.Tensor(Tensor self, Tensor other) -> Tensor
struct gt___xor___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___xor___Tensor_args) == 40, "args layout differs from the Go side's");
char* gt___xor___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___xor___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__xor___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt__adaptive_avg_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__adaptive_avg_pool2d_backward_args) == 40, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool2d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__adaptive_avg_pool2d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__adaptive_avg_pool2d_backward_out_args) == 24, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool2d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool2d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_adaptive_avg_pool2d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _backward(Tensor self, Tensor[] inputs, Tensor? gradient=None, bool? retain_graph=None, bool create_graph=False) -> ()
struct gt__backward_args {
  gt_tensor a_self;
  int64_t a_inputs_len;
  gt_tensor a_gradient;
  bool a_create_graph;
};
static_assert(sizeof(gt__backward_args) == 32, "args layout differs from the Go side's");
char* gt__backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_inputs = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_inputs_len = a->a_inputs_len;
  gotorch::borrowed a_gradient(a->a_gradient);
  auto a_retain_graph = static_cast<const bool*>(ptrs[1]);
  bool a_create_graph = a->a_create_graph;
  GT_TRY
  at::_ops::_backward::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_inputs, a_inputs_len, "inputs")), gotorch::opt(a_gradient, "gradient"), gotorch::opt_value(a_retain_graph), a_create_graph);
  GT_CATCH
}

// _batch_norm_impl_index_backward(int impl_index, Tensor input, Tensor grad_output, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var_transform, bool train, float eps, bool[3] output_mask, Tensor reservedSpace) -> (Tensor, Tensor, Tensor)
struct gt__batch_norm_impl_index_backward_args {
  int64_t a_impl_index;
  gt_tensor a_input;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_var_transform;
  bool a_train;
  double a_eps;
  gt_tensor a_reservedSpace;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__batch_norm_impl_index_backward_args) == 160, "args layout differs from the Go side's");
char* gt__batch_norm_impl_index_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__batch_norm_impl_index_backward_args*>(args);
  int64_t a_impl_index = a->a_impl_index;
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_var_transform(a->a_save_var_transform);
  bool a_train = a->a_train;
  double a_eps = a->a_eps;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_reservedSpace(a->a_reservedSpace);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_batch_norm_impl_index_backward::call(a_impl_index, gotorch::ref(a_input, "input"), gotorch::ref(a_grad_output, "grad_output"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_var_transform, "save_var_transform"), a_train, a_eps, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_reservedSpace, "reservedSpace"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _cast_Char(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Char_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Char_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Char(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Char_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Char::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Int(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Int_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Int_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Int::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _coalesced(Tensor self, bool coalesced) -> Tensor
struct gt__coalesced_args {
  gt_tensor a_self;
  bool a_coalesced;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__coalesced_args) == 40, "args layout differs from the Go side's");
char* gt__coalesced(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__coalesced_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_coalesced = a->a_coalesced;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_coalesced::call(gotorch::ref(a_self, "self"), a_coalesced);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _coalesced.out(Tensor self, bool coalesced, *, Tensor(a!) out) -> Tensor(a!)
struct gt__coalesced_out_args {
  gt_tensor a_self;
  bool a_coalesced;
  gt_tensor a_out;
};
static_assert(sizeof(gt__coalesced_out_args) == 24, "args layout differs from the Go side's");
char* gt__coalesced_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__coalesced_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_coalesced = a->a_coalesced;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_coalesced_out::call(gotorch::ref(a_self, "self"), a_coalesced, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _coalesced_(Tensor(a!) self, bool coalesced) -> Tensor(a!)
struct gt__coalesced__args {
  gt_tensor a_self;
  bool a_coalesced;
};
static_assert(sizeof(gt__coalesced__args) == 16, "args layout differs from the Go side's");
char* gt__coalesced_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__coalesced__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_coalesced = a->a_coalesced;
  GT_TRY
  at::_ops::_coalesced_::call(gotorch::ref(a_self, "self"), a_coalesced);
  GT_CATCH
}

// _conj_copy(Tensor self) -> Tensor
struct gt__conj_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__conj_copy_args) == 32, "args layout differs from the Go side's");
char* gt__conj_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conj_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_conj_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _conj_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__conj_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__conj_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt__conj_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conj_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_conj_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _conv_depthwise2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation) -> Tensor
struct gt__conv_depthwise2d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__conv_depthwise2d_args) == 80, "args layout differs from the Go side's");
char* gt__conv_depthwise2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conv_depthwise2d_args*>(args);
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
  auto r = at::_ops::_conv_depthwise2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _conv_depthwise2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation, *, Tensor(a!) out) -> Tensor(a!)
struct gt__conv_depthwise2d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__conv_depthwise2d_out_args) == 64, "args layout differs from the Go side's");
char* gt__conv_depthwise2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__conv_depthwise2d_out_args*>(args);
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
  at::_ops::_conv_depthwise2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _convert_indices_from_coo_to_csr(Tensor self, int size, *, bool out_int32=False) -> Tensor
struct gt__convert_indices_from_coo_to_csr_args {
  gt_tensor a_self;
  int64_t a_size;
  bool a_out_int32;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__convert_indices_from_coo_to_csr_args) == 48, "args layout differs from the Go side's");
char* gt__convert_indices_from_coo_to_csr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convert_indices_from_coo_to_csr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_size = a->a_size;
  bool a_out_int32 = a->a_out_int32;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_convert_indices_from_coo_to_csr::call(gotorch::ref(a_self, "self"), a_size, a_out_int32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _convert_indices_from_coo_to_csr.out(Tensor self, int size, *, bool out_int32=False, Tensor(a!) out) -> Tensor(a!)
struct gt__convert_indices_from_coo_to_csr_out_args {
  gt_tensor a_self;
  int64_t a_size;
  bool a_out_int32;
  gt_tensor a_out;
};
static_assert(sizeof(gt__convert_indices_from_coo_to_csr_out_args) == 32, "args layout differs from the Go side's");
char* gt__convert_indices_from_coo_to_csr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convert_indices_from_coo_to_csr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_size = a->a_size;
  bool a_out_int32 = a->a_out_int32;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_convert_indices_from_coo_to_csr_out::call(gotorch::ref(a_self, "self"), a_size, a_out_int32, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled, bool allow_tf32) -> Tensor
struct gt__convolution_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_cudnn_enabled;
  bool a_allow_tf32;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__convolution_args) == 104, "args layout differs from the Go side's");
char* gt__convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convolution_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  bool a_allow_tf32 = a->a_allow_tf32;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_convolution::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _convolution.deprecated(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled) -> Tensor
struct gt__convolution_deprecated_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_cudnn_enabled;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__convolution_deprecated_args) == 104, "args layout differs from the Go side's");
char* gt__convolution_deprecated(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convolution_deprecated_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_convolution_deprecated::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _convolution.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
struct gt__convolution_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_cudnn_enabled;
  bool a_allow_tf32;
  gt_tensor a_out;
};
static_assert(sizeof(gt__convolution_out_args) == 88, "args layout differs from the Go side's");
char* gt__convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convolution_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_cudnn_enabled = a->a_cudnn_enabled;
  bool a_allow_tf32 = a->a_allow_tf32;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_convolution_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, a_benchmark, a_deterministic, a_cudnn_enabled, a_allow_tf32, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _convolution_mode(Tensor input, Tensor weight, Tensor? bias, int[] stride, str padding, int[] dilation, int groups) -> Tensor
struct gt__convolution_mode_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__convolution_mode_args) == 80, "args layout differs from the Go side's");
char* gt__convolution_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__convolution_mode_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const char*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_convolution_mode::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len, "padding"), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)
struct gt__ctc_loss_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__ctc_loss_args) == 96, "args layout differs from the Go side's");
char* gt__ctc_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_ctc_loss::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)
struct gt__ctc_loss_Tensor_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  gt_tensor a_input_lengths;
  gt_tensor a_target_lengths;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__ctc_loss_Tensor_args) == 96, "args layout differs from the Go side's");
char* gt__ctc_loss_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_Tensor_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  gotorch::borrowed a_input_lengths(a->a_input_lengths);
  gotorch::borrowed a_target_lengths(a->a_target_lengths);
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_ctc_loss_Tensor::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), gotorch::ref(a_input_lengths, "input_lengths"), gotorch::ref(a_target_lengths, "target_lengths"), a_blank, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _ctc_loss.out(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__ctc_loss_out_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  bool a_zero_infinity;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__ctc_loss_out_args) == 64, "args layout differs from the Go side's");
char* gt__ctc_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__ctc_loss_out_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  bool a_zero_infinity = a->a_zero_infinity;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_ctc_loss_out::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_zero_infinity, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _cudnn_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)
struct gt__cudnn_ctc_loss_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  bool a_deterministic;
  bool a_zero_infinity;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__cudnn_ctc_loss_args) == 96, "args layout differs from the Go side's");
char* gt__cudnn_ctc_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_ctc_loss_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  bool a_deterministic = a->a_deterministic;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_cudnn_ctc_loss::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_deterministic, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _cudnn_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)
struct gt__cudnn_ctc_loss_Tensor_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  gt_tensor a_input_lengths;
  gt_tensor a_target_lengths;
  int64_t a_blank;
  bool a_deterministic;
  bool a_zero_infinity;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__cudnn_ctc_loss_Tensor_args) == 96, "args layout differs from the Go side's");
char* gt__cudnn_ctc_loss_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_ctc_loss_Tensor_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  gotorch::borrowed a_input_lengths(a->a_input_lengths);
  gotorch::borrowed a_target_lengths(a->a_target_lengths);
  int64_t a_blank = a->a_blank;
  bool a_deterministic = a->a_deterministic;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_cudnn_ctc_loss_Tensor::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), gotorch::ref(a_input_lengths, "input_lengths"), gotorch::ref(a_target_lengths, "target_lengths"), a_blank, a_deterministic, a_zero_infinity);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _cudnn_ctc_loss.out(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__cudnn_ctc_loss_out_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  bool a_deterministic;
  bool a_zero_infinity;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__cudnn_ctc_loss_out_args) == 64, "args layout differs from the Go side's");
char* gt__cudnn_ctc_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_ctc_loss_out_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  bool a_deterministic = a->a_deterministic;
  bool a_zero_infinity = a->a_zero_infinity;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_cudnn_ctc_loss_out::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_deterministic, a_zero_infinity, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _cufft_clear_plan_cache(int device_index) -> ()
struct gt__cufft_clear_plan_cache_args {
  int64_t a_device_index;
};
static_assert(sizeof(gt__cufft_clear_plan_cache_args) == 8, "args layout differs from the Go side's");
char* gt__cufft_clear_plan_cache(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cufft_clear_plan_cache_args*>(args);
  int64_t a_device_index = a->a_device_index;
  GT_TRY
  at::_ops::_cufft_clear_plan_cache::call(a_device_index);
  GT_CATCH
}

// _dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor
struct gt__dirichlet_grad_args {
  gt_tensor a_x;
  gt_tensor a_alpha;
  gt_tensor a_total;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__dirichlet_grad_args) == 48, "args layout differs from the Go side's");
char* gt__dirichlet_grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__dirichlet_grad_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_alpha(a->a_alpha);
  gotorch::borrowed a_total(a->a_total);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_dirichlet_grad::call(gotorch::ref(a_x, "x"), gotorch::ref(a_alpha, "alpha"), gotorch::ref(a_total, "total"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _dirichlet_grad.out(Tensor x, Tensor alpha, Tensor total, *, Tensor(a!) out) -> Tensor(a!)
struct gt__dirichlet_grad_out_args {
  gt_tensor a_x;
  gt_tensor a_alpha;
  gt_tensor a_total;
  gt_tensor a_out;
};
static_assert(sizeof(gt__dirichlet_grad_out_args) == 32, "args layout differs from the Go side's");
char* gt__dirichlet_grad_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__dirichlet_grad_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_alpha(a->a_alpha);
  gotorch::borrowed a_total(a->a_total);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_dirichlet_grad_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_alpha, "alpha"), gotorch::ref(a_total, "total"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _embedding_bag_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
struct gt__embedding_bag_backward_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  gt_tensor a_offset2bag;
  gt_tensor a_bag_size;
  gt_tensor a_maximum_indices;
  int64_t a_num_weights;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  bool a_sparse;
  gt_tensor a_per_sample_weights;
  int64_t a_padding_idx;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__embedding_bag_backward_args) == 120, "args layout differs from the Go side's");
char* gt__embedding_bag_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  gotorch::borrowed a_bag_size(a->a_bag_size);
  gotorch::borrowed a_maximum_indices(a->a_maximum_indices);
  int64_t a_num_weights = a->a_num_weights;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  int64_t a_padding_idx = a->a_padding_idx;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_embedding_bag_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), gotorch::ref(a_offset2bag, "offset2bag"), gotorch::ref(a_bag_size, "bag_size"), gotorch::ref(a_maximum_indices, "maximum_indices"), a_num_weights, a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _embedding_bag_forward_only(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)
struct gt__embedding_bag_forward_only_args {
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
static_assert(sizeof(gt__embedding_bag_forward_only_args) == 168, "args layout differs from the Go side's");
char* gt__embedding_bag_forward_only(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_forward_only_args*>(args);
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
  auto r = at::_ops::_embedding_bag_forward_only::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset, a_padding_idx);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// _embedding_bag_forward_only.out(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
struct gt__embedding_bag_forward_only_out_args {
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
static_assert(sizeof(gt__embedding_bag_forward_only_out_args) == 104, "args layout differs from the Go side's");
char* gt__embedding_bag_forward_only_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_forward_only_out_args*>(args);
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
  at::_ops::_embedding_bag_forward_only_out::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_include_last_offset, a_padding_idx, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"));
  GT_CATCH
}

// _empty_per_channel_affine_quantized(int[] size, *, Tensor scales, Tensor zero_points, int axis, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=contiguous_format) -> Tensor
struct gt__empty_per_channel_affine_quantized_args {
  int64_t a_size_len;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int64_t a_axis;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__empty_per_channel_affine_quantized_args) == 88, "args layout differs from the Go side's");
char* gt__empty_per_channel_affine_quantized(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__empty_per_channel_affine_quantized_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int64_t a_axis = a->a_axis;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_empty_per_channel_affine_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), a_axis, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _empty_per_channel_affine_quantized.out(int[] size, *, Tensor scales, Tensor zero_points, int axis, MemoryFormat? memory_format=contiguous_format, Tensor(a!) out) -> Tensor(a!)
struct gt__empty_per_channel_affine_quantized_out_args {
  int64_t a_size_len;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int64_t a_axis;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt__empty_per_channel_affine_quantized_out_args) == 48, "args layout differs from the Go side's");
char* gt__empty_per_channel_affine_quantized_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__empty_per_channel_affine_quantized_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int64_t a_axis = a->a_axis;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_empty_per_channel_affine_quantized_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), a_axis, gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _euclidean_dist(Tensor x1, Tensor x2) -> Tensor
struct gt__euclidean_dist_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__euclidean_dist_args) == 40, "args layout differs from the Go side's");
char* gt__euclidean_dist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__euclidean_dist_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_euclidean_dist::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _euclidean_dist.out(Tensor x1, Tensor x2, *, Tensor(a!) out) -> Tensor(a!)
struct gt__euclidean_dist_out_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  gt_tensor a_out;
};
static_assert(sizeof(gt__euclidean_dist_out_args) == 24, "args layout differs from the Go side's");
char* gt__euclidean_dist_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__euclidean_dist_out_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_euclidean_dist_out::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fake_quantize_learnable_per_tensor_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0) -> (Tensor, Tensor, Tensor)
struct gt__fake_quantize_learnable_per_tensor_affine_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_tensor_affine_backward_args) == 128, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_tensor_affine_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_tensor_affine_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_tensor_affine_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _flash_scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor cum_seq_q, Tensor cum_seq_k, int max_q, int max_k, float dropout_p, bool is_causal) -> Tensor
struct gt__flash_scaled_dot_product_attention_args {
  gt_tensor a_query;
  gt_tensor a_key;
  gt_tensor a_value;
  gt_tensor a_cum_seq_q;
  gt_tensor a_cum_seq_k;
  int64_t a_max_q;
  int64_t a_max_k;
  double a_dropout_p;
  bool a_is_causal;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__flash_scaled_dot_product_attention_args) == 96, "args layout differs from the Go side's");
char* gt__flash_scaled_dot_product_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__flash_scaled_dot_product_attention_args*>(args);
  gotorch::borrowed a_query(a->a_query);
  gotorch::borrowed a_key(a->a_key);
  gotorch::borrowed a_value(a->a_value);
  gotorch::borrowed a_cum_seq_q(a->a_cum_seq_q);
  gotorch::borrowed a_cum_seq_k(a->a_cum_seq_k);
  int64_t a_max_q = a->a_max_q;
  int64_t a_max_k = a->a_max_k;
  double a_dropout_p = a->a_dropout_p;
  bool a_is_causal = a->a_is_causal;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_flash_scaled_dot_product_attention::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), gotorch::ref(a_cum_seq_q, "cum_seq_q"), gotorch::ref(a_cum_seq_k, "cum_seq_k"), a_max_q, a_max_k, a_dropout_p, a_is_causal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _foreach_addcmul.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]
struct gt__foreach_addcmul_Scalar_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_addcmul_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt__foreach_addcmul_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul_Scalar_args*>(args);
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
  auto r = at::_ops::_foreach_addcmul_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_addcmul.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]
struct gt__foreach_addcmul_ScalarList_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_addcmul_ScalarList_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_addcmul_ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul_ScalarList_args*>(args);
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
  auto r = at::_ops::_foreach_addcmul_ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_addcmul.ScalarList_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
struct gt__foreach_addcmul_ScalarList_out_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_addcmul_ScalarList_out_args) == 40, "args layout differs from the Go side's");
char* gt__foreach_addcmul_ScalarList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul_ScalarList_out_args*>(args);
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
  at::_ops::_foreach_addcmul_ScalarList_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_addcmul.Scalar_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1, *, Tensor(a!)[] out) -> ()
struct gt__foreach_addcmul_Scalar_out_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_addcmul_Scalar_out_args) == 64, "args layout differs from the Go side's");
char* gt__foreach_addcmul_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul_Scalar_out_args*>(args);
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
  at::_ops::_foreach_addcmul_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_addcmul_.Scalar(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> ()
struct gt__foreach_addcmul__Scalar_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  gt_scalar a_value;
};
static_assert(sizeof(gt__foreach_addcmul__Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_addcmul__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul__Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::_foreach_addcmul__Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalar(a_value));
  GT_CATCH
}

// _foreach_addcmul_.ScalarList(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> ()
struct gt__foreach_addcmul__ScalarList_args {
  int64_t a_self_len;
  int64_t a_tensor1_len;
  int64_t a_tensor2_len;
  int64_t a_scalars_len;
};
static_assert(sizeof(gt__foreach_addcmul__ScalarList_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_addcmul__ScalarList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_addcmul__ScalarList_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_tensor1 = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensor1_len = a->a_tensor1_len;
  auto a_tensor2 = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_tensor2_len = a->a_tensor2_len;
  auto a_scalars = static_cast<const gt_scalar*>(ptrs[3]);
  int64_t a_scalars_len = a->a_scalars_len;
  GT_TRY
  at::_ops::_foreach_addcmul__ScalarList::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_tensor1, a_tensor1_len, "tensor1")), at::TensorList(gotorch::tensors(a_tensor2, a_tensor2_len, "tensor2")), gotorch::scalars(a_scalars, a_scalars_len));
  GT_CATCH
}

// _foreach_asin(Tensor[] self) -> Tensor[]
struct gt__foreach_asin_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_asin_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_asin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_asin_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_asin::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_asin.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_asin_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_asin_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_asin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_asin_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_asin_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_asin_(Tensor(a!)[] self) -> ()
struct gt__foreach_asin__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_asin__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_asin_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_asin__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_asin_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_cos(Tensor[] self) -> Tensor[]
struct gt__foreach_cos_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_cos_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_cos(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cos_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_cos::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_cos.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_cos_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_cos_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_cos_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cos_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_cos_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_cos_(Tensor(a!)[] self) -> ()
struct gt__foreach_cos__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_cos__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_cos_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cos__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_cos_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_log(Tensor[] self) -> Tensor[]
struct gt__foreach_log_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_log_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_log(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_log::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_log.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_log_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_log_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_log_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_log_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_log1p(Tensor[] self) -> Tensor[]
struct gt__foreach_log1p_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_log1p_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_log1p(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log1p_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_log1p::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_log1p.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_log1p_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_log1p_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_log1p_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log1p_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_log1p_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_log1p_(Tensor(a!)[] self) -> ()
struct gt__foreach_log1p__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_log1p__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_log1p_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log1p__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_log1p_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_log_(Tensor(a!)[] self) -> ()
struct gt__foreach_log__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_log__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_log_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_log_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_maximum.List(Tensor[] self, Tensor[] other) -> Tensor[]
struct gt__foreach_maximum_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_maximum_List_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_maximum_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_maximum_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_maximum_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_maximum.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
struct gt__foreach_maximum_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_maximum_List_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_maximum_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_maximum_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_maximum_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_maximum_.List(Tensor(a!)[] self, Tensor[] other) -> ()
struct gt__foreach_maximum__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
};
static_assert(sizeof(gt__foreach_maximum__List_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_maximum__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_maximum__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  GT_TRY
  at::_ops::_foreach_maximum__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  GT_CATCH
}

// _foreach_minimum.List(Tensor[] self, Tensor[] other) -> Tensor[]
struct gt__foreach_minimum_List_args {
  int64_t a_self_len;
  int64_t a_other_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_minimum_List_args) == 32, "args layout differs from the Go side's");
char* gt__foreach_minimum_List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_minimum_List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_foreach_minimum_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_minimum.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
struct gt__foreach_minimum_List_out_args {
  int64_t a_self_len;
  int64_t a_other_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_minimum_List_out_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_minimum_List_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_minimum_List_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_minimum_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_minimum_.List(Tensor(a!)[] self, Tensor[] other) -> ()
struct gt__foreach_minimum__List_args {
  int64_t a_self_len;
  int64_t a_other_len;
};
static_assert(sizeof(gt__foreach_minimum__List_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_minimum__List(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_minimum__List_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_other = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_other_len = a->a_other_len;
  GT_TRY
  at::_ops::_foreach_minimum__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_other, a_other_len, "other")));
  GT_CATCH
}

// _foreach_neg(Tensor[] self) -> Tensor[]
struct gt__foreach_neg_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_neg_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_neg(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_neg_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_neg::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_neg.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_neg_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_neg_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_neg_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_neg_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_neg_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_neg_(Tensor(a!)[] self) -> ()
struct gt__foreach_neg__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_neg__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_neg_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_neg__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_neg_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_sqrt(Tensor[] self) -> Tensor[]
struct gt__foreach_sqrt_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sqrt_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_sqrt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sqrt_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_sqrt::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sqrt.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sqrt_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sqrt_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_sqrt_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sqrt_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sqrt_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sqrt_(Tensor(a!)[] self) -> ()
struct gt__foreach_sqrt__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_sqrt__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_sqrt_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sqrt__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_sqrt_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_trunc(Tensor[] self) -> Tensor[]
struct gt__foreach_trunc_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_trunc_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_trunc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_trunc_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_trunc::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_trunc.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_trunc_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_trunc_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_trunc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_trunc_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_trunc_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_trunc_(Tensor(a!)[] self) -> ()
struct gt__foreach_trunc__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_trunc__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_trunc_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_trunc__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_trunc_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _fw_primal(Tensor(a) self, int level) -> Tensor(a)
struct gt__fw_primal_args {
  gt_tensor a_self;
  int64_t a_level;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fw_primal_args) == 40, "args layout differs from the Go side's");
char* gt__fw_primal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fw_primal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fw_primal::call(gotorch::ref(a_self, "self"), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _gather_sparse_backward(Tensor self, int dim, Tensor index, Tensor grad) -> Tensor
struct gt__gather_sparse_backward_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_grad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__gather_sparse_backward_args) == 56, "args layout differs from the Go side's");
char* gt__gather_sparse_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__gather_sparse_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_grad(a->a_grad);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_gather_sparse_backward::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_grad, "grad"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _grid_sampler_2d_cpu_fallback_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> (Tensor, Tensor)
struct gt__grid_sampler_2d_cpu_fallback_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__grid_sampler_2d_cpu_fallback_backward_args) == 96, "args layout differs from the Go side's");
char* gt__grid_sampler_2d_cpu_fallback_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__grid_sampler_2d_cpu_fallback_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_grid_sampler_2d_cpu_fallback_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _has_compatible_shallow_copy_type(Tensor self, Tensor from) -> bool
struct gt__has_compatible_shallow_copy_type_args {
  gt_tensor a_self;
  gt_tensor a_from;
  bool out0;
};
static_assert(sizeof(gt__has_compatible_shallow_copy_type_args) == 24, "args layout differs from the Go side's");
char* gt__has_compatible_shallow_copy_type(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__has_compatible_shallow_copy_type_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_from(a->a_from);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_has_compatible_shallow_copy_type::call(gotorch::ref(a_self, "self"), gotorch::ref(a_from, "from"));
  *out0 = std::move(r);
  GT_CATCH
}

// _histogramdd_bin_edges(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor[]
struct gt__histogramdd_bin_edges_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__histogramdd_bin_edges_args) == 56, "args layout differs from the Go side's");
char* gt__histogramdd_bin_edges(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_bin_edges_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::_histogramdd_bin_edges::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _histogramdd_bin_edges.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!)[] out) -> ()
struct gt__histogramdd_bin_edges_out_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  int64_t a_out_len;
};
static_assert(sizeof(gt__histogramdd_bin_edges_out_args) == 48, "args layout differs from the Go side's");
char* gt__histogramdd_bin_edges_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_bin_edges_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  auto a_out = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_histogramdd_bin_edges_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _histogramdd_from_bin_tensors(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False) -> Tensor
struct gt__histogramdd_from_bin_tensors_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__histogramdd_from_bin_tensors_args) == 56, "args layout differs from the Go side's");
char* gt__histogramdd_from_bin_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_from_bin_tensors_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_histogramdd_from_bin_tensors::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_bins, a_bins_len, "bins")), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _histogramdd_from_bin_tensors.out(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False, Tensor(a!) out) -> Tensor(a!)
struct gt__histogramdd_from_bin_tensors_out_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor a_out;
};
static_assert(sizeof(gt__histogramdd_from_bin_tensors_out_args) == 40, "args layout differs from the Go side's");
char* gt__histogramdd_from_bin_tensors_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_from_bin_tensors_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_histogramdd_from_bin_tensors_out::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_bins, a_bins_len, "bins")), gotorch::opt(a_weight, "weight"), a_density, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _index_put_impl(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -> Tensor
struct gt__index_put_impl_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
  bool a_unsafe;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__index_put_impl_args) == 56, "args layout differs from the Go side's");
char* gt__index_put_impl(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__index_put_impl_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  bool a_unsafe = a->a_unsafe;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_index_put_impl::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate, a_unsafe);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _index_put_impl.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt__index_put_impl_out_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
  bool a_unsafe;
  gt_tensor a_out;
};
static_assert(sizeof(gt__index_put_impl_out_args) == 40, "args layout differs from the Go side's");
char* gt__index_put_impl_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__index_put_impl_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  bool a_unsafe = a->a_unsafe;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_index_put_impl_out::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate, a_unsafe, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _index_put_impl_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -> Tensor(a!)
struct gt__index_put_impl__args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
  bool a_unsafe;
};
static_assert(sizeof(gt__index_put_impl__args) == 32, "args layout differs from the Go side's");
char* gt__index_put_impl_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__index_put_impl__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  bool a_unsafe = a->a_unsafe;
  GT_TRY
  at::_ops::_index_put_impl_::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate, a_unsafe);
  GT_CATCH
}

// _linalg_det(Tensor A) -> (Tensor result, Tensor LU, Tensor pivots)
struct gt__linalg_det_args {
  gt_tensor a_A;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__linalg_det_args) == 80, "args layout differs from the Go side's");
char* gt__linalg_det(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_det_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_linalg_det::call(gotorch::ref(a_A, "A"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _linalg_det.result(Tensor A, *, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots)
struct gt__linalg_det_result_args {
  gt_tensor a_A;
  gt_tensor a_result;
  gt_tensor a_LU;
  gt_tensor a_pivots;
};
static_assert(sizeof(gt__linalg_det_result_args) == 32, "args layout differs from the Go side's");
char* gt__linalg_det_result(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_det_result_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_result(a->a_result);
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  GT_TRY
  at::_ops::_linalg_det_result::call(gotorch::ref(a_A, "A"), gotorch::ref(a_result, "result"), gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"));
  GT_CATCH
}

// _linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)
struct gt__linalg_eigh_args {
  gt_tensor a_A;
  int64_t a_UPLO_len;
  bool a_compute_v;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__linalg_eigh_args) == 72, "args layout differs from the Go side's");
char* gt__linalg_eigh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_eigh_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  bool a_compute_v = a->a_compute_v;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_linalg_eigh::call(gotorch::ref(a_A, "A"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"), a_compute_v);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _linalg_eigh.eigenvalues(Tensor A, str UPLO="L", bool compute_v=True, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
struct gt__linalg_eigh_eigenvalues_args {
  gt_tensor a_A;
  int64_t a_UPLO_len;
  bool a_compute_v;
  gt_tensor a_eigenvalues;
  gt_tensor a_eigenvectors;
};
static_assert(sizeof(gt__linalg_eigh_eigenvalues_args) == 40, "args layout differs from the Go side's");
char* gt__linalg_eigh_eigenvalues(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_eigh_eigenvalues_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  bool a_compute_v = a->a_compute_v;
  gotorch::borrowed a_eigenvalues(a->a_eigenvalues);
  gotorch::borrowed a_eigenvectors(a->a_eigenvectors);
  GT_TRY
  at::_ops::_linalg_eigh_eigenvalues::call(gotorch::ref(a_A, "A"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"), a_compute_v, gotorch::ref(a_eigenvalues, "eigenvalues"), gotorch::ref(a_eigenvectors, "eigenvectors"));
  GT_CATCH
}

// _local_scalar_dense(Tensor self) -> Scalar
struct gt__local_scalar_dense_args {
  gt_tensor a_self;
  gt_scalar out0;
};
static_assert(sizeof(gt__local_scalar_dense_args) == 40, "args layout differs from the Go side's");
char* gt__local_scalar_dense(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__local_scalar_dense_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_local_scalar_dense::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::from_scalar(std::move(r));
  GT_CATCH
}

// _log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
struct gt__log_softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__log_softmax_args) == 48, "args layout differs from the Go side's");
char* gt__log_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__log_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_log_softmax::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
struct gt__log_softmax_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor a_out;
};
static_assert(sizeof(gt__log_softmax_out_args) == 32, "args layout differs from the Go side's");
char* gt__log_softmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__log_softmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_log_softmax_out::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _lstm_mps(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__lstm_mps_args {
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
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__lstm_mps_args) == 176, "args layout differs from the Go side's");
char* gt__lstm_mps(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__lstm_mps_args*>(args);
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
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_lstm_mps::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _lstm_mps.out(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
struct gt__lstm_mps_out_args {
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
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
  gt_tensor a_out4;
};
static_assert(sizeof(gt__lstm_mps_out_args) == 96, "args layout differs from the Go side's");
char* gt__lstm_mps_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__lstm_mps_out_args*>(args);
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
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  gotorch::borrowed a_out4(a->a_out4);
  GT_TRY
  at::_ops::_lstm_mps_out::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"), gotorch::ref(a_out4, "out4"));
  GT_CATCH
}

// _make_dual(Tensor(a) primal, Tensor tangent, int level) -> Tensor(a)
struct gt__make_dual_args {
  gt_tensor a_primal;
  gt_tensor a_tangent;
  int64_t a_level;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__make_dual_args) == 48, "args layout differs from the Go side's");
char* gt__make_dual(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_dual_args*>(args);
  gotorch::borrowed a_primal(a->a_primal);
  gotorch::borrowed a_tangent(a->a_tangent);
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_make_dual::call(gotorch::ref(a_primal, "primal"), gotorch::ref(a_tangent, "tangent"), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _masked_softmax(Tensor self, Tensor mask, int? dim=None, int? mask_type=None) -> Tensor
struct gt__masked_softmax_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__masked_softmax_args) == 40, "args layout differs from the Go side's");
char* gt__masked_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  auto a_mask_type = static_cast<const int64_t*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_masked_softmax::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::opt_value(a_dim), gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _masked_softmax.out(Tensor self, Tensor mask, int? dim=None, int? mask_type=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__masked_softmax_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_out;
};
static_assert(sizeof(gt__masked_softmax_out_args) == 24, "args layout differs from the Go side's");
char* gt__masked_softmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_softmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  auto a_mask_type = static_cast<const int64_t*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_masked_softmax_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::opt_value(a_dim), gotorch::opt_value(a_mask_type), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _masked_softmax_backward(Tensor grad_output, Tensor output, Tensor mask, int? dim=None) -> Tensor
struct gt__masked_softmax_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__masked_softmax_backward_args) == 48, "args layout differs from the Go side's");
char* gt__masked_softmax_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_softmax_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_mask(a->a_mask);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_masked_softmax_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_mask, "mask"), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _masked_softmax_backward.out(Tensor grad_output, Tensor output, Tensor mask, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__masked_softmax_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_mask;
  gt_tensor a_out;
};
static_assert(sizeof(gt__masked_softmax_backward_out_args) == 32, "args layout differs from the Go side's");
char* gt__masked_softmax_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_softmax_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_mask(a->a_mask);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_masked_softmax_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_mask, "mask"), gotorch::opt_value(a_dim), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _mps_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups) -> Tensor
struct gt__mps_convolution_transpose_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__mps_convolution_transpose_args) == 80, "args layout differs from the Go side's");
char* gt__mps_convolution_transpose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_convolution_transpose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
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
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_mps_convolution_transpose::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _mps_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt__mps_convolution_transpose_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt__mps_convolution_transpose_out_args) == 64, "args layout differs from the Go side's");
char* gt__mps_convolution_transpose_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_convolution_transpose_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
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
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_mps_convolution_transpose_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _mps_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt__mps_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__mps_max_pool2d_args) == 72, "args layout differs from the Go side's");
char* gt__mps_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_max_pool2d_args*>(args);
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
  auto r = at::_ops::_mps_max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _mps_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt__mps_max_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt__mps_max_pool2d_out_args) == 56, "args layout differs from the Go side's");
char* gt__mps_max_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__mps_max_pool2d_out_args*>(args);
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
  at::_ops::_mps_max_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _neg_view_copy(Tensor self) -> Tensor
struct gt__neg_view_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__neg_view_copy_args) == 32, "args layout differs from the Go side's");
char* gt__neg_view_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__neg_view_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_neg_view_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _neg_view_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__neg_view_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__neg_view_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt__neg_view_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__neg_view_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_neg_view_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_select_backward(Tensor grad_output, Tensor self, int dim, int index) -> Tensor
struct gt__nested_select_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_select_backward_args) == 56, "args layout differs from the Go side's");
char* gt__nested_select_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_select_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_select_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_from_tensor_list(Tensor[] list, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__nested_tensor_from_tensor_list_args {
  int64_t a_list_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_from_tensor_list_args) == 56, "args layout differs from the Go side's");
char* gt__nested_tensor_from_tensor_list(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_from_tensor_list_args*>(args);
  auto a_list = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_list_len = a->a_list_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_tensor_list::call(at::TensorList(gotorch::tensors(a_list, a_list_len, "list")), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_from_tensor_list.out(Tensor[] list, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_tensor_from_tensor_list_out_args {
  int64_t a_list_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_tensor_from_tensor_list_out_args) == 40, "args layout differs from the Go side's");
char* gt__nested_tensor_from_tensor_list_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_from_tensor_list_out_args*>(args);
  auto a_list = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_list_len = a->a_list_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_tensor_from_tensor_list_out::call(at::TensorList(gotorch::tensors(a_list, a_list_len, "list")), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_tensor_strides(Tensor self) -> Tensor
struct gt__nested_tensor_strides_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_strides_args) == 32, "args layout differs from the Go side's");
char* gt__nested_tensor_strides(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_strides_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_strides::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_strides.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_tensor_strides_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_tensor_strides_out_args) == 16, "args layout differs from the Go side's");
char* gt__nested_tensor_strides_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_strides_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_tensor_strides_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nnpack_available() -> bool
struct gt__nnpack_available_args {
  bool out0;
};
static_assert(sizeof(gt__nnpack_available_args) == 1, "args layout differs from the Go side's");
char* gt__nnpack_available(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nnpack_available_args*>(args);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nnpack_available::call();
  *out0 = std::move(r);
  GT_CATCH
}

// _nnz(Tensor self) -> int
struct gt__nnz_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt__nnz_args) == 16, "args layout differs from the Go side's");
char* gt__nnz(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nnz_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nnz::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _pad_circular(Tensor self, int[] pad) -> Tensor
struct gt__pad_circular_args {
  gt_tensor a_self;
  int64_t a_pad_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pad_circular_args) == 40, "args layout differs from the Go side's");
char* gt__pad_circular(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pad_circular_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_pad = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_pad_len = a->a_pad_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pad_circular::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_pad, a_pad_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pdist_backward(Tensor grad, Tensor self, float p, Tensor pdist) -> Tensor
struct gt__pdist_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  double a_p;
  gt_tensor a_pdist;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pdist_backward_args) == 56, "args layout differs from the Go side's");
char* gt__pdist_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pdist_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gotorch::borrowed a_pdist(a->a_pdist);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pdist_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), a_p, gotorch::ref(a_pdist, "pdist"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pdist_backward.out(Tensor grad, Tensor self, float p, Tensor pdist, *, Tensor(a!) out) -> Tensor(a!)
struct gt__pdist_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  double a_p;
  gt_tensor a_pdist;
  gt_tensor a_out;
};
static_assert(sizeof(gt__pdist_backward_out_args) == 40, "args layout differs from the Go side's");
char* gt__pdist_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pdist_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gotorch::borrowed a_pdist(a->a_pdist);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_pdist_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), a_p, gotorch::ref(a_pdist, "pdist"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _remove_batch_dim(Tensor self, int level, int batch_size, int out_dim) -> Tensor
struct gt__remove_batch_dim_args {
  gt_tensor a_self;
  int64_t a_level;
  int64_t a_batch_size;
  int64_t a_out_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__remove_batch_dim_args) == 56, "args layout differs from the Go side's");
char* gt__remove_batch_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__remove_batch_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_level = a->a_level;
  int64_t a_batch_size = a->a_batch_size;
  int64_t a_out_dim = a->a_out_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_remove_batch_dim::call(gotorch::ref(a_self, "self"), a_level, a_batch_size, a_out_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor
struct gt__reshape_alias_copy_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__reshape_alias_copy_args) == 48, "args layout differs from the Go side's");
char* gt__reshape_alias_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__reshape_alias_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_reshape_alias_copy::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _reshape_alias_copy.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
struct gt__reshape_alias_copy_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__reshape_alias_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt__reshape_alias_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__reshape_alias_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_reshape_alias_copy_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _resize_output(Tensor self, int[] size, Device device) -> Tensor
struct gt__resize_output_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__resize_output_args) == 56, "args layout differs from the Go side's");
char* gt__resize_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__resize_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_device a_device = a->a_device;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_resize_output::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device, "device"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _resize_output.out(Tensor self, int[] size, Device device, *, Tensor(a!) out) -> Tensor(a!)
struct gt__resize_output_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_device a_device;
  gt_tensor a_out;
};
static_assert(sizeof(gt__resize_output_out_args) == 40, "args layout differs from the Go side's");
char* gt__resize_output_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__resize_output_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_device a_device = a->a_device;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_resize_output_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device, "device"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _resize_output_(Tensor(a!) self, int[] size, Device device) -> Tensor(a!)
struct gt__resize_output__args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_device a_device;
};
static_assert(sizeof(gt__resize_output__args) == 32, "args layout differs from the Go side's");
char* gt__resize_output_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__resize_output__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_device a_device = a->a_device;
  GT_TRY
  at::_ops::_resize_output_::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), gotorch::device(a_device, "device"));
  GT_CATCH
}

// _scaled_dot_product_attention_forward(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
struct gt__scaled_dot_product_attention_forward_args {
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
static_assert(sizeof(gt__scaled_dot_product_attention_forward_args) == 96, "args layout differs from the Go side's");
char* gt__scaled_dot_product_attention_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__scaled_dot_product_attention_forward_args*>(args);
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
  auto r = at::_ops::_scaled_dot_product_attention_forward::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), gotorch::opt(a_attn_mask, "attn_mask"), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _slow_conv2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, *, Tensor(a!) grad_input, Tensor(b!) grad_weight, Tensor(c!) grad_bias) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__slow_conv2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
  gt_tensor a_grad_weight;
  gt_tensor a_grad_bias;
};
static_assert(sizeof(gt__slow_conv2d_backward_grad_input_args) == 72, "args layout differs from the Go side's");
char* gt__slow_conv2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__slow_conv2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  gotorch::borrowed a_grad_weight(a->a_grad_weight);
  gotorch::borrowed a_grad_bias(a->a_grad_bias);
  GT_TRY
  at::_ops::_slow_conv2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"), gotorch::ref(a_grad_weight, "grad_weight"), gotorch::ref(a_grad_bias, "grad_bias"));
  GT_CATCH
}

// _slow_conv2d_backward.output_mask(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)
struct gt__slow_conv2d_backward_output_mask_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__slow_conv2d_backward_output_mask_args) == 120, "args layout differs from the Go side's");
char* gt__slow_conv2d_backward_output_mask(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__slow_conv2d_backward_output_mask_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_mask = static_cast<const bool*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_slow_conv2d_backward_output_mask::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _slow_conv2d_backward.output_mask_out(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__slow_conv2d_backward_output_mask_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__slow_conv2d_backward_output_mask_out_args) == 72, "args layout differs from the Go side's");
char* gt__slow_conv2d_backward_output_mask_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__slow_conv2d_backward_output_mask_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_mask = static_cast<const bool*>(ptrs[3]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_slow_conv2d_backward_output_mask_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
struct gt__softmax_backward_data_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  int32_t a_input_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__softmax_backward_data_args) == 56, "args layout differs from the Go side's");
char* gt__softmax_backward_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__softmax_backward_data_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  int32_t a_input_dtype = a->a_input_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_softmax_backward_data::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::scalar_type(a_input_dtype, "input_dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__softmax_backward_data_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  int32_t a_input_dtype;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__softmax_backward_data_out_args) == 40, "args layout differs from the Go side's");
char* gt__softmax_backward_data_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__softmax_backward_data_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  int32_t a_input_dtype = a->a_input_dtype;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::_softmax_backward_data_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::scalar_type(a_input_dtype, "input_dtype"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _sparse_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt__sparse_addmm_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_addmm_args) == 112, "args layout differs from the Go side's");
char* gt__sparse_addmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_addmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_addmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_addmm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_addmm_out_args) == 96, "args layout differs from the Go side's");
char* gt__sparse_addmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_addmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_addmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_broadcast_to_copy(Tensor self, int[] size) -> Tensor
struct gt__sparse_broadcast_to_copy_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_broadcast_to_copy_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_broadcast_to_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_broadcast_to_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_broadcast_to_copy::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_broadcast_to_copy.out(Tensor self, int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_broadcast_to_copy_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_broadcast_to_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt__sparse_broadcast_to_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_broadcast_to_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_broadcast_to_copy_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_bsr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_bsr_tensor_unsafe_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_bsr_tensor_unsafe_args) == 80, "args layout differs from the Go side's");
char* gt__sparse_bsr_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_bsr_tensor_unsafe_args*>(args);
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
  auto r = at::_ops::_sparse_bsr_tensor_unsafe::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_compressed_tensor_unsafe(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_compressed_tensor_unsafe_args {
  gt_tensor a_compressed_indices;
  gt_tensor a_plain_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_compressed_tensor_unsafe_args) == 80, "args layout differs from the Go side's");
char* gt__sparse_compressed_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_compressed_tensor_unsafe_args*>(args);
  gotorch::borrowed a_compressed_indices(a->a_compressed_indices);
  gotorch::borrowed a_plain_indices(a->a_plain_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_compressed_tensor_unsafe::call(gotorch::ref(a_compressed_indices, "compressed_indices"), gotorch::ref(a_plain_indices, "plain_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor
struct gt__sparse_log_softmax_backward_data_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_log_softmax_backward_data_args) == 56, "args layout differs from the Go side's");
char* gt__sparse_log_softmax_backward_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_backward_data_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_backward_data::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_log_softmax_backward_data_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_log_softmax_backward_data_out_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_log_softmax_backward_data_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_backward_data_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_log_softmax_backward_data_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_mm(Tensor sparse, Tensor dense) -> Tensor
struct gt__sparse_mm_args {
  gt_tensor a_sparse;
  gt_tensor a_dense;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_mm_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_mm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_mm_args*>(args);
  gotorch::borrowed a_sparse(a->a_sparse);
  gotorch::borrowed a_dense(a->a_dense);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_mm::call(gotorch::ref(a_sparse, "sparse"), gotorch::ref(a_dense, "dense"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
struct gt__sparse_softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_softmax_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_softmax::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt__sparse_softmax_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_softmax_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_softmax_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_softmax_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
struct gt__sparse_softmax_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_softmax_int_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_softmax_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_softmax_int::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_softmax_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_softmax_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_softmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_softmax_out::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_sparse_matmul(Tensor self, Tensor other) -> Tensor
struct gt__sparse_sparse_matmul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sparse_matmul_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_sparse_matmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sparse_matmul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sparse_matmul::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_sparse_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_sparse_matmul_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_sparse_matmul_out_args) == 24, "args layout differs from the Go side's");
char* gt__sparse_sparse_matmul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sparse_matmul_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_sparse_matmul_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _stack(Tensor[] tensors, int dim=0) -> Tensor
struct gt__stack_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__stack_args) == 40, "args layout differs from the Go side's");
char* gt__stack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__stack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt__stack_out_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt__stack_out_args) == 24, "args layout differs from the Go side's");
char* gt__stack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__stack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _standard_gamma(Tensor self, Generator? generator=None) -> Tensor
struct gt__standard_gamma_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__standard_gamma_args) == 40, "args layout differs from the Go side's");
char* gt__standard_gamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__standard_gamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_standard_gamma::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _standard_gamma.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__standard_gamma_out_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt__standard_gamma_out_args) == 24, "args layout differs from the Go side's");
char* gt__standard_gamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__standard_gamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_standard_gamma_out::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _standard_gamma_grad(Tensor self, Tensor output) -> Tensor
struct gt__standard_gamma_grad_args {
  gt_tensor a_self;
  gt_tensor a_output;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__standard_gamma_grad_args) == 40, "args layout differs from the Go side's");
char* gt__standard_gamma_grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__standard_gamma_grad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_output(a->a_output);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_standard_gamma_grad::call(gotorch::ref(a_self, "self"), gotorch::ref(a_output, "output"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _standard_gamma_grad.out(Tensor self, Tensor output, *, Tensor(a!) out) -> Tensor(a!)
struct gt__standard_gamma_grad_out_args {
  gt_tensor a_self;
  gt_tensor a_output;
  gt_tensor a_out;
};
static_assert(sizeof(gt__standard_gamma_grad_out_args) == 24, "args layout differs from the Go side's");
char* gt__standard_gamma_grad_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__standard_gamma_grad_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_standard_gamma_grad_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_output, "output"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _symeig_helper(Tensor self, bool eigenvectors, bool upper) -> (Tensor, Tensor)
struct gt__symeig_helper_args {
  gt_tensor a_self;
  bool a_eigenvectors;
  bool a_upper;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__symeig_helper_args) == 64, "args layout differs from the Go side's");
char* gt__symeig_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__symeig_helper_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_eigenvectors = a->a_eigenvectors;
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_symeig_helper::call(gotorch::ref(a_self, "self"), a_eigenvectors, a_upper);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _symeig_helper.out(Tensor self, bool eigenvectors, bool upper, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__symeig_helper_out_args {
  gt_tensor a_self;
  bool a_eigenvectors;
  bool a_upper;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__symeig_helper_out_args) == 32, "args layout differs from the Go side's");
char* gt__symeig_helper_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__symeig_helper_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_eigenvectors = a->a_eigenvectors;
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_symeig_helper_out::call(gotorch::ref(a_self, "self"), a_eigenvectors, a_upper, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _test_ambiguous_defaults.a(Tensor dummy, int a=1, int b=1) -> Tensor
struct gt__test_ambiguous_defaults_a_args {
  gt_tensor a_dummy;
  int64_t a_a;
  int64_t a_b;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_ambiguous_defaults_a_args) == 48, "args layout differs from the Go side's");
char* gt__test_ambiguous_defaults_a(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_ambiguous_defaults_a_args*>(args);
  gotorch::borrowed a_dummy(a->a_dummy);
  int64_t a_a = a->a_a;
  int64_t a_b = a->a_b;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_ambiguous_defaults_a::call(gotorch::ref(a_dummy, "dummy"), a_a, a_b);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_ambiguous_defaults.b(Tensor dummy, int a=2, str b="2") -> Tensor
struct gt__test_ambiguous_defaults_b_args {
  gt_tensor a_dummy;
  int64_t a_a;
  int64_t a_b_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_ambiguous_defaults_b_args) == 48, "args layout differs from the Go side's");
char* gt__test_ambiguous_defaults_b(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_ambiguous_defaults_b_args*>(args);
  gotorch::borrowed a_dummy(a->a_dummy);
  int64_t a_a = a->a_a;
  auto a_b = static_cast<const char*>(ptrs[0]);
  int64_t a_b_len = a->a_b_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_ambiguous_defaults_b::call(gotorch::ref(a_dummy, "dummy"), a_a, gotorch::str(a_b, a_b_len, "b"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor
struct gt__test_autograd_multiple_dispatch_fullcoverage_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_fullcoverage_args) == 32, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_fullcoverage(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_fullcoverage_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_fullcoverage::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_autograd_multiple_dispatch.fullcoverage_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_autograd_multiple_dispatch_fullcoverage_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_fullcoverage_out_args) == 16, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_fullcoverage_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_fullcoverage_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_autograd_multiple_dispatch_fullcoverage_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_autograd_multiple_dispatch.ntonly(Tensor self, bool b) -> Tensor
struct gt__test_autograd_multiple_dispatch_ntonly_args {
  gt_tensor a_self;
  bool a_b;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_ntonly_args) == 40, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_ntonly(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_ntonly_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_b = a->a_b;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_ntonly::call(gotorch::ref(a_self, "self"), a_b);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_autograd_multiple_dispatch_view(Tensor(a) self) -> Tensor(a)
struct gt__test_autograd_multiple_dispatch_view_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_view_args) == 32, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_view(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_view_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_view::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_autograd_multiple_dispatch_view_copy(Tensor self) -> Tensor
struct gt__test_autograd_multiple_dispatch_view_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_view_copy_args) == 32, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_view_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_view_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_autograd_multiple_dispatch_view_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_autograd_multiple_dispatch_view_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_autograd_multiple_dispatch_view_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_autograd_multiple_dispatch_view_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt__test_autograd_multiple_dispatch_view_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_autograd_multiple_dispatch_view_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_autograd_multiple_dispatch_view_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_serialization_subcmul(Tensor self, Tensor other, Scalar alpha=1) -> Tensor
struct gt__test_serialization_subcmul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_serialization_subcmul_args) == 72, "args layout differs from the Go side's");
char* gt__test_serialization_subcmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_serialization_subcmul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_serialization_subcmul::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_warn_in_autograd(Tensor self) -> Tensor
struct gt__test_warn_in_autograd_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_warn_in_autograd_args) == 32, "args layout differs from the Go side's");
char* gt__test_warn_in_autograd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_warn_in_autograd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_warn_in_autograd::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_warn_in_autograd.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_warn_in_autograd_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_warn_in_autograd_out_args) == 16, "args layout differs from the Go side's");
char* gt__test_warn_in_autograd_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_warn_in_autograd_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_warn_in_autograd_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor)
struct gt__thnn_fused_gru_cell_args {
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_hx;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__thnn_fused_gru_cell_args) == 88, "args layout differs from the Go side's");
char* gt__thnn_fused_gru_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_gru_cell_args*>(args);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_thnn_fused_gru_cell::call(gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _thnn_fused_gru_cell.out(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__thnn_fused_gru_cell_out_args {
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_hx;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__thnn_fused_gru_cell_out_args) == 56, "args layout differs from the Go side's");
char* gt__thnn_fused_gru_cell_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_gru_cell_out_args*>(args);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_thnn_fused_gru_cell_out::call(gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _thnn_fused_lstm_cell_backward_impl(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor)
struct gt__thnn_fused_lstm_cell_backward_impl_args {
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_cx;
  gt_tensor a_cy;
  gt_tensor a_workspace;
  bool a_has_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__thnn_fused_lstm_cell_backward_impl_args) == 120, "args layout differs from the Go side's");
char* gt__thnn_fused_lstm_cell_backward_impl(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_lstm_cell_backward_impl_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_cy(a->a_cy);
  gotorch::borrowed a_workspace(a->a_workspace);
  bool a_has_bias = a->a_has_bias;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_thnn_fused_lstm_cell_backward_impl::call(gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_cx, "cx"), gotorch::ref(a_cy, "cy"), gotorch::ref(a_workspace, "workspace"), a_has_bias);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _thnn_fused_lstm_cell_backward_impl.out(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__thnn_fused_lstm_cell_backward_impl_out_args {
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_cx;
  gt_tensor a_cy;
  gt_tensor a_workspace;
  bool a_has_bias;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__thnn_fused_lstm_cell_backward_impl_out_args) == 72, "args layout differs from the Go side's");
char* gt__thnn_fused_lstm_cell_backward_impl_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_fused_lstm_cell_backward_impl_out_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_cy(a->a_cy);
  gotorch::borrowed a_workspace(a->a_workspace);
  bool a_has_bias = a->a_has_bias;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_thnn_fused_lstm_cell_backward_impl_out::call(gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_cx, "cx"), gotorch::ref(a_cy, "cy"), gotorch::ref(a_workspace, "workspace"), a_has_bias, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor
struct gt__to_copy_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  bool a_non_blocking;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__to_copy_args) == 64, "args layout differs from the Go side's");
char* gt__to_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__to_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  bool a_non_blocking = a->a_non_blocking;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_to_copy::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), a_non_blocking, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _to_copy.out(Tensor self, *, bool non_blocking=False, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt__to_copy_out_args {
  gt_tensor a_self;
  bool a_non_blocking;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt__to_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt__to_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__to_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_to_copy_out::call(gotorch::ref(a_self, "self"), a_non_blocking, gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _to_dense(Tensor self, ScalarType? dtype=None) -> Tensor
struct gt__to_dense_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__to_dense_args) == 40, "args layout differs from the Go side's");
char* gt__to_dense(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__to_dense_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_to_dense::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _to_dense.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__to_dense_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt__to_dense_out_args) == 24, "args layout differs from the Go side's");
char* gt__to_dense_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__to_dense_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_to_dense_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _unique(Tensor self, bool sorted=True, bool return_inverse=False) -> (Tensor, Tensor)
struct gt__unique_args {
  gt_tensor a_self;
  bool a_sorted;
  bool a_return_inverse;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__unique_args) == 64, "args layout differs from the Go side's");
char* gt__unique(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unique_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_unique::call(gotorch::ref(a_self, "self"), a_sorted, a_return_inverse);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _unique.out(Tensor self, bool sorted=True, bool return_inverse=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__unique_out_args {
  gt_tensor a_self;
  bool a_sorted;
  bool a_return_inverse;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__unique_out_args) == 32, "args layout differs from the Go side's");
char* gt__unique_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unique_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_unique_out::call(gotorch::ref(a_self, "self"), a_sorted, a_return_inverse, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _unpack_dual(Tensor(a) dual, int level) -> (Tensor(a) primal, Tensor tangent)
struct gt__unpack_dual_args {
  gt_tensor a_dual;
  int64_t a_level;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__unpack_dual_args) == 64, "args layout differs from the Go side's");
char* gt__unpack_dual(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unpack_dual_args*>(args);
  gotorch::borrowed a_dual(a->a_dual);
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_unpack_dual::call(gotorch::ref(a_dual, "dual"), a_level);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _upsample_bicubic2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_bicubic2d_aa_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bicubic2d_aa.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bicubic2d_aa_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_out_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_bicubic2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt__upsample_bicubic2d_aa_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_vec_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bicubic2d_aa.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bicubic2d_aa_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_bicubic2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_bicubic2d_aa_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_backward_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_bicubic2d_aa_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bicubic2d_aa_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__upsample_bicubic2d_aa_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::_upsample_bicubic2d_aa_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _upsample_bicubic2d_aa_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt__upsample_bicubic2d_aa_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_backward_vec_args*>(args);
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
  auto r = at::_ops::_upsample_bicubic2d_aa_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bicubic2d_aa_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bicubic2d_aa_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bicubic2d_aa_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_bicubic2d_aa_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bicubic2d_aa_backward_vec_out_args*>(args);
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
  at::_ops::_upsample_bicubic2d_aa_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_nearest_exact3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_out_args) == 24, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact3d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_vec_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact3d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact3d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _use_cudnn_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank) -> bool
struct gt__use_cudnn_ctc_loss_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  bool out0;
};
static_assert(sizeof(gt__use_cudnn_ctc_loss_args) == 48, "args layout differs from the Go side's");
char* gt__use_cudnn_ctc_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__use_cudnn_ctc_loss_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_use_cudnn_ctc_loss::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank);
  *out0 = std::move(r);
  GT_CATCH
}

// _use_cudnn_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank) -> bool
struct gt__use_cudnn_ctc_loss_Tensor_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  gt_tensor a_input_lengths;
  gt_tensor a_target_lengths;
  int64_t a_blank;
  bool out0;
};
static_assert(sizeof(gt__use_cudnn_ctc_loss_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt__use_cudnn_ctc_loss_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__use_cudnn_ctc_loss_Tensor_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  gotorch::borrowed a_input_lengths(a->a_input_lengths);
  gotorch::borrowed a_target_lengths(a->a_target_lengths);
  int64_t a_blank = a->a_blank;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_use_cudnn_ctc_loss_Tensor::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), gotorch::ref(a_input_lengths, "input_lengths"), gotorch::ref(a_target_lengths, "target_lengths"), a_blank);
  *out0 = std::move(r);
  GT_CATCH
}

// _validate_sparse_bsc_tensor_args(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size) -> ()
struct gt__validate_sparse_bsc_tensor_args_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
};
static_assert(sizeof(gt__validate_sparse_bsc_tensor_args_args) == 32, "args layout differs from the Go side's");
char* gt__validate_sparse_bsc_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_bsc_tensor_args_args*>(args);
  gotorch::borrowed a_ccol_indices(a->a_ccol_indices);
  gotorch::borrowed a_row_indices(a->a_row_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  GT_TRY
  at::_ops::_validate_sparse_bsc_tensor_args::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

// _validate_sparse_bsr_tensor_args(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size) -> ()
struct gt__validate_sparse_bsr_tensor_args_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
};
static_assert(sizeof(gt__validate_sparse_bsr_tensor_args_args) == 32, "args layout differs from the Go side's");
char* gt__validate_sparse_bsr_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_bsr_tensor_args_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  GT_TRY
  at::_ops::_validate_sparse_bsr_tensor_args::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

// _validate_sparse_csr_tensor_args(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size) -> ()
struct gt__validate_sparse_csr_tensor_args_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
};
static_assert(sizeof(gt__validate_sparse_csr_tensor_args_args) == 32, "args layout differs from the Go side's");
char* gt__validate_sparse_csr_tensor_args(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_sparse_csr_tensor_args_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  GT_TRY
  at::_ops::_validate_sparse_csr_tensor_args::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len));
  GT_CATCH
}

// _values(Tensor(a) self) -> Tensor(a)
struct gt__values_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__values_args) == 32, "args layout differs from the Go side's");
char* gt__values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_values::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _weight_norm(Tensor v, Tensor g, int dim=0) -> Tensor
struct gt__weight_norm_args {
  gt_tensor a_v;
  gt_tensor a_g;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__weight_norm_args) == 48, "args layout differs from the Go side's");
char* gt__weight_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_args*>(args);
  gotorch::borrowed a_v(a->a_v);
  gotorch::borrowed a_g(a->a_g);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_weight_norm::call(gotorch::ref(a_v, "v"), gotorch::ref(a_g, "g"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// absolute(Tensor self) -> Tensor
struct gt_absolute_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_absolute_args) == 32, "args layout differs from the Go side's");
char* gt_absolute(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_absolute_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::absolute::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// absolute.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_absolute_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_absolute_out_args) == 16, "args layout differs from the Go side's");
char* gt_absolute_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_absolute_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::absolute_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// absolute_(Tensor(a!) self) -> Tensor(a!)
struct gt_absolute__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_absolute__args) == 8, "args layout differs from the Go side's");
char* gt_absolute_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_absolute__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::absolute_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// acosh(Tensor self) -> Tensor
struct gt_acosh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_acosh_args) == 32, "args layout differs from the Go side's");
char* gt_acosh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acosh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::acosh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// acosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_acosh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_acosh_out_args) == 16, "args layout differs from the Go side's");
char* gt_acosh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acosh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::acosh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// acosh_(Tensor(a!) self) -> Tensor(a!)
struct gt_acosh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_acosh__args) == 8, "args layout differs from the Go side's");
char* gt_acosh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acosh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::acosh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
struct gt_adaptive_avg_pool3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adaptive_avg_pool3d_args) == 40, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_adaptive_avg_pool3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_adaptive_avg_pool3d_out_args) == 24, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::adaptive_avg_pool3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor)
struct gt_adaptive_max_pool1d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_adaptive_max_pool1d_args) == 64, "args layout differs from the Go side's");
char* gt_adaptive_max_pool1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::adaptive_max_pool1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)
struct gt_adaptive_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_adaptive_max_pool2d_args) == 64, "args layout differs from the Go side's");
char* gt_adaptive_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::adaptive_max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// adaptive_max_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_adaptive_max_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_adaptive_max_pool2d_out_args) == 32, "args layout differs from the Go side's");
char* gt_adaptive_max_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::adaptive_max_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
struct gt_adaptive_max_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adaptive_max_pool2d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_adaptive_max_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adaptive_max_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// adaptive_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_adaptive_max_pool2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_adaptive_max_pool2d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_adaptive_max_pool2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::adaptive_max_pool2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_addbmm_args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addbmm_args) == 112, "args layout differs from the Go side's");
char* gt_addbmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addbmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addbmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addbmm_out_args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addbmm_out_args) == 96, "args layout differs from the Go side's");
char* gt_addbmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addbmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addbmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
struct gt_addbmm__args {
  gt_tensor a_self;
  gt_tensor a_batch1;
  gt_tensor a_batch2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_addbmm__args) == 88, "args layout differs from the Go side's");
char* gt_addbmm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addbmm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_batch1(a->a_batch1);
  gotorch::borrowed a_batch2(a->a_batch2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::addbmm_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_batch1, "batch1"), gotorch::ref(a_batch2, "batch2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

// addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
struct gt_addcdiv_args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addcdiv_args) == 80, "args layout differs from the Go side's");
char* gt_addcdiv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcdiv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addcdiv::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addcdiv_out_args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addcdiv_out_args) == 64, "args layout differs from the Go side's");
char* gt_addcdiv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcdiv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addcdiv_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)
struct gt_addcdiv__args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
};
static_assert(sizeof(gt_addcdiv__args) == 56, "args layout differs from the Go side's");
char* gt_addcdiv_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcdiv__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::addcdiv_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value));
  GT_CATCH
}

// addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
struct gt_addcmul_args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addcmul_args) == 80, "args layout differs from the Go side's");
char* gt_addcmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcmul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addcmul::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addcmul_out_args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addcmul_out_args) == 64, "args layout differs from the Go side's");
char* gt_addcmul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcmul_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addcmul_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)
struct gt_addcmul__args {
  gt_tensor a_self;
  gt_tensor a_tensor1;
  gt_tensor a_tensor2;
  gt_scalar a_value;
};
static_assert(sizeof(gt_addcmul__args) == 56, "args layout differs from the Go side's");
char* gt_addcmul_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addcmul__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor1(a->a_tensor1);
  gotorch::borrowed a_tensor2(a->a_tensor2);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::addcmul_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor1, "tensor1"), gotorch::ref(a_tensor2, "tensor2"), gotorch::scalar(a_value));
  GT_CATCH
}

// addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_addr_args {
  gt_tensor a_self;
  gt_tensor a_vec1;
  gt_tensor a_vec2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addr_args) == 112, "args layout differs from the Go side's");
char* gt_addr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec1(a->a_vec1);
  gotorch::borrowed a_vec2(a->a_vec2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addr::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec1, "vec1"), gotorch::ref(a_vec2, "vec2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addr.out(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addr_out_args {
  gt_tensor a_self;
  gt_tensor a_vec1;
  gt_tensor a_vec2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addr_out_args) == 96, "args layout differs from the Go side's");
char* gt_addr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec1(a->a_vec1);
  gotorch::borrowed a_vec2(a->a_vec2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec1, "vec1"), gotorch::ref(a_vec2, "vec2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
struct gt_addr__args {
  gt_tensor a_self;
  gt_tensor a_vec1;
  gt_tensor a_vec2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_addr__args) == 88, "args layout differs from the Go side's");
char* gt_addr_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addr__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec1(a->a_vec1);
  gotorch::borrowed a_vec2(a->a_vec2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::addr_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec1, "vec1"), gotorch::ref(a_vec2, "vec2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

// adjoint(Tensor(a) self) -> Tensor(a)
struct gt_adjoint_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adjoint_args) == 32, "args layout differs from the Go side's");
char* gt_adjoint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adjoint_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adjoint::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor
struct gt_affine_grid_generator_args {
  gt_tensor a_theta;
  int64_t a_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_affine_grid_generator_args) == 48, "args layout differs from the Go side's");
char* gt_affine_grid_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_affine_grid_generator_args*>(args);
  gotorch::borrowed a_theta(a->a_theta);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::affine_grid_generator::call(gotorch::ref(a_theta, "theta"), at::IntArrayRef(a_size, a_size_len), a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// affine_grid_generator.out(Tensor theta, int[] size, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
struct gt_affine_grid_generator_out_args {
  gt_tensor a_theta;
  int64_t a_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_affine_grid_generator_out_args) == 32, "args layout differs from the Go side's");
char* gt_affine_grid_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_affine_grid_generator_out_args*>(args);
  gotorch::borrowed a_theta(a->a_theta);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_align_corners = a->a_align_corners;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::affine_grid_generator_out::call(gotorch::ref(a_theta, "theta"), at::IntArrayRef(a_size, a_size_len), a_align_corners, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// align_as(Tensor self, Tensor other) -> Tensor
struct gt_align_as_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_align_as_args) == 40, "args layout differs from the Go side's");
char* gt_align_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_align_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::align_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// align_tensors(Tensor[] tensors) -> Tensor[]
struct gt_align_tensors_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_align_tensors_args) == 24, "args layout differs from the Go side's");
char* gt_align_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_align_tensors_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::align_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
struct gt_amax_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_amax_args) == 48, "args layout differs from the Go side's");
char* gt_amax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_amax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::amax::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_amax_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_amax_out_args) == 32, "args layout differs from the Go side's");
char* gt_amax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_amax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::amax_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
struct gt_amin_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_amin_args) == 48, "args layout differs from the Go side's");
char* gt_amin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_amin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::amin::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_amin_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_amin_out_args) == 32, "args layout differs from the Go side's");
char* gt_amin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_amin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::amin_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_arange_args {
  gt_scalar a_end;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arange_args) == 80, "args layout differs from the Go side's");
char* gt_arange(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arange_args*>(args);
  gt_scalar a_end = a->a_end;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arange::call(gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arange.out(Scalar end, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arange_out_args {
  gt_scalar a_end;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arange_out_args) == 40, "args layout differs from the Go side's");
char* gt_arange_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arange_out_args*>(args);
  gt_scalar a_end = a->a_end;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arange_out::call(gotorch::scalar(a_end), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_arange_start_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arange_start_args) == 112, "args layout differs from the Go side's");
char* gt_arange_start(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arange_start_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arange_start::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arange.start_out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arange_start_out_args {
  gt_scalar a_start;
  gt_scalar a_end;
  gt_scalar a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arange_start_out_args) == 104, "args layout differs from the Go side's");
char* gt_arange_start_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arange_start_out_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  gt_scalar a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arange_start_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_arange_start_step_args {
  gt_scalar a_start;
  gt_scalar a_end;
  gt_scalar a_step;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arange_start_step_args) == 144, "args layout differs from the Go side's");
char* gt_arange_start_step(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arange_start_step_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  gt_scalar a_step = a->a_step;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arange_start_step::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arcsin(Tensor self) -> Tensor
struct gt_arcsin_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arcsin_args) == 32, "args layout differs from the Go side's");
char* gt_arcsin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arcsin::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arcsin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arcsin_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arcsin_out_args) == 16, "args layout differs from the Go side's");
char* gt_arcsin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arcsin_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arcsin_(Tensor(a!) self) -> Tensor(a!)
struct gt_arcsin__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arcsin__args) == 8, "args layout differs from the Go side's");
char* gt_arcsin_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsin__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arcsin_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// argwhere(Tensor self) -> Tensor
struct gt_argwhere_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argwhere_args) == 32, "args layout differs from the Go side's");
char* gt_argwhere(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argwhere_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argwhere::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atleast_1d(Tensor self) -> Tensor
struct gt_atleast_1d_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atleast_1d_args) == 32, "args layout differs from the Go side's");
char* gt_atleast_1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atleast_1d::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]
struct gt_atleast_1d_Sequence_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_atleast_1d_Sequence_args) == 24, "args layout differs from the Go side's");
char* gt_atleast_1d_Sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_1d_Sequence_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::atleast_1d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
struct gt_avg_pool3d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_avg_pool3d_args) == 64, "args layout differs from the Go side's");
char* gt_avg_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool3d_args*>(args);
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
  auto r = at::_ops::avg_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// avg_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_avg_pool3d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor a_out;
};
static_assert(sizeof(gt_avg_pool3d_out_args) == 48, "args layout differs from the Go side's");
char* gt_avg_pool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool3d_out_args*>(args);
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
  at::_ops::avg_pool3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad, gotorch::opt_value(a_divisor_override), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// batch_norm_backward_reduce(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g) -> (Tensor, Tensor, Tensor, Tensor)
struct gt_batch_norm_backward_reduce_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_weight;
  bool a_input_g;
  bool a_weight_g;
  bool a_bias_g;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
};
static_assert(sizeof(gt_batch_norm_backward_reduce_args) == 144, "args layout differs from the Go side's");
char* gt_batch_norm_backward_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_backward_reduce_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_input_g = a->a_input_g;
  bool a_weight_g = a->a_weight_g;
  bool a_bias_g = a->a_bias_g;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::batch_norm_backward_reduce::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_weight, "weight"), a_input_g, a_weight_g, a_bias_g);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// batch_norm_backward_reduce.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
struct gt_batch_norm_backward_reduce_out_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  gt_tensor a_weight;
  bool a_input_g;
  bool a_weight_g;
  bool a_bias_g;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
};
static_assert(sizeof(gt_batch_norm_backward_reduce_out_args) == 80, "args layout differs from the Go side's");
char* gt_batch_norm_backward_reduce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_backward_reduce_out_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  gotorch::borrowed a_weight(a->a_weight);
  bool a_input_g = a->a_input_g;
  bool a_weight_g = a->a_weight_g;
  bool a_bias_g = a->a_bias_g;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  GT_TRY
  at::_ops::batch_norm_backward_reduce_out::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), gotorch::opt(a_weight, "weight"), a_input_g, a_weight_g, a_bias_g, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"));
  GT_CATCH
}

// batch_norm_stats(Tensor input, float eps) -> (Tensor, Tensor)
struct gt_batch_norm_stats_args {
  gt_tensor a_input;
  double a_eps;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_batch_norm_stats_args) == 64, "args layout differs from the Go side's");
char* gt_batch_norm_stats(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_stats_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::batch_norm_stats::call(gotorch::ref(a_input, "input"), a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// batch_norm_stats.out(Tensor input, float eps, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_batch_norm_stats_out_args {
  gt_tensor a_input;
  double a_eps;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_batch_norm_stats_out_args) == 32, "args layout differs from the Go side's");
char* gt_batch_norm_stats_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_stats_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_eps = a->a_eps;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::batch_norm_stats_out::call(gotorch::ref(a_input, "input"), a_eps, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor
struct gt_binary_cross_entropy_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_binary_cross_entropy_backward_args) == 64, "args layout differs from the Go side's");
char* gt_binary_cross_entropy_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::binary_cross_entropy_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// binary_cross_entropy_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_binary_cross_entropy_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_binary_cross_entropy_backward_grad_input_args) == 48, "args layout differs from the Go side's");
char* gt_binary_cross_entropy_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::binary_cross_entropy_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor
struct gt_binomial_args {
  gt_tensor a_count;
  gt_tensor a_prob;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_binomial_args) == 48, "args layout differs from the Go side's");
char* gt_binomial(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binomial_args*>(args);
  gotorch::borrowed a_count(a->a_count);
  gotorch::borrowed a_prob(a->a_prob);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::binomial::call(gotorch::ref(a_count, "count"), gotorch::ref(a_prob, "prob"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// binomial.out(Tensor count, Tensor prob, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_binomial_out_args {
  gt_tensor a_count;
  gt_tensor a_prob;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_binomial_out_args) == 32, "args layout differs from the Go side's");
char* gt_binomial_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binomial_out_args*>(args);
  gotorch::borrowed a_count(a->a_count);
  gotorch::borrowed a_prob(a->a_prob);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::binomial_out::call(gotorch::ref(a_count, "count"), gotorch::ref(a_prob, "prob"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_bitwise_and_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_and_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_and_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_and_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_and.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_bitwise_and_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_and_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_and_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_and_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_and.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_and_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_and_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_and_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_and_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_and.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_and_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_and_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_and_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_and_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_bitwise_and_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_and_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_and_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_and_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_and_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_and_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_bitwise_and_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_and_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_bitwise_and__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_bitwise_and__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_and__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::bitwise_and__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_bitwise_and__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_bitwise_and__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_and__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_and__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::bitwise_and__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_bitwise_left_shift_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_left_shift_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_left_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_left_shift_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_left_shift_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_left_shift_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_bitwise_left_shift_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_left_shift_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
struct gt_bitwise_left_shift_Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_left_shift_Tensor_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_left_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_left_shift_Tensor_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_left_shift_Tensor_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Tensor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Tensor_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_left_shift_Tensor_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_left_shift_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_left_shift_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_bitwise_left_shift_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_left_shift_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_bitwise_left_shift__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_bitwise_left_shift__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_left_shift__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::bitwise_left_shift__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_bitwise_left_shift__Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_bitwise_left_shift__Tensor_Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_left_shift__Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_left_shift__Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::bitwise_left_shift__Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// bmm(Tensor self, Tensor mat2) -> Tensor
struct gt_bmm_args {
  gt_tensor a_self;
  gt_tensor a_mat2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bmm_args) == 40, "args layout differs from the Go side's");
char* gt_bmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat2, "mat2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bmm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bmm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bmm_out_args) == 24, "args layout differs from the Go side's");
char* gt_bmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat2(a->a_mat2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat2, "mat2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// broadcast_tensors(Tensor[] tensors) -> Tensor[]
struct gt_broadcast_tensors_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_broadcast_tensors_args) == 24, "args layout differs from the Go side's");
char* gt_broadcast_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_broadcast_tensors_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::broadcast_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
struct gt_bucketize_Scalar_args {
  gt_scalar a_self;
  gt_tensor a_boundaries;
  bool a_out_int32;
  bool a_right;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bucketize_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_bucketize_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bucketize_Scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_boundaries(a->a_boundaries);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bucketize_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_boundaries, "boundaries"), a_out_int32, a_right);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bucketize.Scalar_out(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!)
struct gt_bucketize_Scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_boundaries;
  bool a_out_int32;
  bool a_right;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bucketize_Scalar_out_args) == 56, "args layout differs from the Go side's");
char* gt_bucketize_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bucketize_Scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_boundaries(a->a_boundaries);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bucketize_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_boundaries, "boundaries"), a_out_int32, a_right, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
struct gt_bucketize_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_boundaries;
  bool a_out_int32;
  bool a_right;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bucketize_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_bucketize_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bucketize_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_boundaries(a->a_boundaries);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bucketize_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_boundaries, "boundaries"), a_out_int32, a_right);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bucketize.Tensor_out(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!)
struct gt_bucketize_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_boundaries;
  bool a_out_int32;
  bool a_right;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bucketize_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_bucketize_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bucketize_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_boundaries(a->a_boundaries);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bucketize_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_boundaries, "boundaries"), a_out_int32, a_right, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// can_cast(ScalarType from, ScalarType to) -> bool
struct gt_can_cast_args {
  int32_t a_from;
  int32_t a_to;
  bool out0;
};
static_assert(sizeof(gt_can_cast_args) == 12, "args layout differs from the Go side's");
char* gt_can_cast(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_can_cast_args*>(args);
  int32_t a_from = a->a_from;
  int32_t a_to = a->a_to;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::can_cast::call(gotorch::scalar_type(a_from, "from"), gotorch::scalar_type(a_to, "to"));
  *out0 = std::move(r);
  GT_CATCH
}

// cat(Tensor[] tensors, int dim=0) -> Tensor
struct gt_cat_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cat_args) == 40, "args layout differs from the Go side's");
char* gt_cat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cat_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cat::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cat.names(Tensor[] tensors, Dimname dim) -> Tensor
struct gt_cat_names_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cat_names_args) == 40, "args layout differs from the Go side's");
char* gt_cat_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cat_names_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cat_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cat.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cat_names_out_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cat_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_cat_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cat_names_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cat_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cat_out_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cat_out_args) == 24, "args layout differs from the Go side's");
char* gt_cat_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cat_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cat_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ccol_indices(Tensor(a) self) -> Tensor(a)
struct gt_ccol_indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ccol_indices_args) == 32, "args layout differs from the Go side's");
char* gt_ccol_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ccol_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ccol_indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ceil(Tensor self) -> Tensor
struct gt_ceil_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ceil_args) == 32, "args layout differs from the Go side's");
char* gt_ceil(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ceil_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ceil::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ceil_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ceil_out_args) == 16, "args layout differs from the Go side's");
char* gt_ceil_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ceil_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ceil_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ceil_(Tensor(a!) self) -> Tensor(a!)
struct gt_ceil__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_ceil__args) == 8, "args layout differs from the Go side's");
char* gt_ceil_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ceil__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::ceil_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// chain_matmul(Tensor[] matrices) -> Tensor
struct gt_chain_matmul_args {
  int64_t a_matrices_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_chain_matmul_args) == 32, "args layout differs from the Go side's");
char* gt_chain_matmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_chain_matmul_args*>(args);
  auto a_matrices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_matrices_len = a->a_matrices_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::chain_matmul::call(at::TensorList(gotorch::tensors(a_matrices, a_matrices_len, "matrices")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// chain_matmul.out(Tensor[] matrices, *, Tensor(a!) out) -> Tensor(a!)
struct gt_chain_matmul_out_args {
  int64_t a_matrices_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_chain_matmul_out_args) == 16, "args layout differs from the Go side's");
char* gt_chain_matmul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_chain_matmul_out_args*>(args);
  auto a_matrices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_matrices_len = a->a_matrices_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::chain_matmul_out::call(at::TensorList(gotorch::tensors(a_matrices, a_matrices_len, "matrices")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cholesky(Tensor self, bool upper=False) -> Tensor
struct gt_cholesky_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cholesky_args) == 40, "args layout differs from the Go side's");
char* gt_cholesky(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cholesky::call(gotorch::ref(a_self, "self"), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cholesky.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cholesky_out_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cholesky_out_args) == 24, "args layout differs from the Go side's");
char* gt_cholesky_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cholesky_out::call(gotorch::ref(a_self, "self"), a_upper, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_max(Tensor self, Scalar max) -> Tensor
struct gt_clamp_max_args {
  gt_tensor a_self;
  gt_scalar a_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_max_args) == 64, "args layout differs from the Go side's");
char* gt_clamp_max(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_max = a->a_max;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp_max::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
struct gt_clamp_max_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_max_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_clamp_max_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_max(a->a_max);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp_max_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_max, "max"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp_max.Tensor_out(Tensor self, Tensor max, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_max_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_max;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_max_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_clamp_max_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_max(a->a_max);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_max_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_max, "max"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_max.out(Tensor self, Scalar max, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_max_out_args {
  gt_tensor a_self;
  gt_scalar a_max;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_max_out_args) == 48, "args layout differs from the Go side's");
char* gt_clamp_max_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_max = a->a_max;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_max_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_max), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
struct gt_clamp_max__args {
  gt_tensor a_self;
  gt_scalar a_max;
};
static_assert(sizeof(gt_clamp_max__args) == 40, "args layout differs from the Go side's");
char* gt_clamp_max_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_max = a->a_max;
  GT_TRY
  at::_ops::clamp_max_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_max));
  GT_CATCH
}

// clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!)
struct gt_clamp_max__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_max;
};
static_assert(sizeof(gt_clamp_max__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_clamp_max__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_max__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_max(a->a_max);
  GT_TRY
  at::_ops::clamp_max__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_max, "max"));
  GT_CATCH
}

// coalesce(Tensor(a) self) -> Tensor(a)
struct gt_coalesce_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_coalesce_args) == 32, "args layout differs from the Go side's");
char* gt_coalesce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_coalesce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::coalesce::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// col_indices_copy(Tensor self) -> Tensor
struct gt_col_indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_col_indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt_col_indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_col_indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::col_indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// col_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_col_indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_col_indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_col_indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_col_indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::col_indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// column_stack(Tensor[] tensors) -> Tensor
struct gt_column_stack_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_column_stack_args) == 32, "args layout differs from the Go side's");
char* gt_column_stack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_column_stack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::column_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// column_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_column_stack_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_column_stack_out_args) == 16, "args layout differs from the Go side's");
char* gt_column_stack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_column_stack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::column_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// concatenate(Tensor[] tensors, int dim=0) -> Tensor
struct gt_concatenate_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_concatenate_args) == 40, "args layout differs from the Go side's");
char* gt_concatenate(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concatenate_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::concatenate::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// concatenate.names(Tensor[] tensors, Dimname dim) -> Tensor
struct gt_concatenate_names_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_concatenate_names_args) == 40, "args layout differs from the Go side's");
char* gt_concatenate_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concatenate_names_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::concatenate_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// concatenate.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_concatenate_names_out_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_concatenate_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_concatenate_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concatenate_names_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::concatenate_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// concatenate.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_concatenate_out_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_concatenate_out_args) == 24, "args layout differs from the Go side's");
char* gt_concatenate_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concatenate_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::concatenate_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conj(Tensor(a) self) -> Tensor(a)
struct gt_conj_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conj_args) == 32, "args layout differs from the Go side's");
char* gt_conj(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conj_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conj::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conj_physical(Tensor self) -> Tensor
struct gt_conj_physical_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conj_physical_args) == 32, "args layout differs from the Go side's");
char* gt_conj_physical(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conj_physical_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conj_physical::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_conj_physical_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_conj_physical_out_args) == 16, "args layout differs from the Go side's");
char* gt_conj_physical_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conj_physical_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::conj_physical_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conj_physical_(Tensor(a!) self) -> Tensor(a!)
struct gt_conj_physical__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_conj_physical__args) == 8, "args layout differs from the Go side's");
char* gt_conj_physical_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conj_physical__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::conj_physical_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor
struct gt_constant_pad_nd_args {
  gt_tensor a_self;
  int64_t a_pad_len;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_constant_pad_nd_args) == 72, "args layout differs from the Go side's");
char* gt_constant_pad_nd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_constant_pad_nd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_pad = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_pad_len = a->a_pad_len;
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::constant_pad_nd::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_pad, a_pad_len), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// constant_pad_nd.out(Tensor self, int[] pad, Scalar value=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_constant_pad_nd_out_args {
  gt_tensor a_self;
  int64_t a_pad_len;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_constant_pad_nd_out_args) == 56, "args layout differs from the Go side's");
char* gt_constant_pad_nd_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_constant_pad_nd_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_pad = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_pad_len = a->a_pad_len;
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::constant_pad_nd_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_pad, a_pad_len), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1) -> Tensor
struct gt_conv3d_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv3d_args) == 80, "args layout differs from the Go side's");
char* gt_conv3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv3d_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conv3d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding="valid", int[3] dilation=1, int groups=1) -> Tensor
struct gt_conv3d_padding_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv3d_padding_args) == 80, "args layout differs from the Go side's");
char* gt_conv3d_padding(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv3d_padding_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const char*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conv3d_padding::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len, "padding"), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] output_padding=0, int groups=1, int[1] dilation=1) -> Tensor
struct gt_conv_transpose1d_args {
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
static_assert(sizeof(gt_conv_transpose1d_args) == 88, "args layout differs from the Go side's");
char* gt_conv_transpose1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_transpose1d_args*>(args);
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
  auto r = at::_ops::conv_transpose1d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
struct gt_convolution_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_convolution_args) == 96, "args layout differs from the Go side's");
char* gt_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
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
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::convolution::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// convolution.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_convolution_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_convolution_out_args) == 80, "args layout differs from the Go side's");
char* gt_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
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
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::convolution_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
struct gt_copy_args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_copy_args) == 48, "args layout differs from the Go side's");
char* gt_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::copy::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// copy.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
  gt_tensor a_out;
};
static_assert(sizeof(gt_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)
struct gt_copy__args {
  gt_tensor a_self;
  gt_tensor a_src;
  bool a_non_blocking;
};
static_assert(sizeof(gt_copy__args) == 24, "args layout differs from the Go side's");
char* gt_copy_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copy__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  bool a_non_blocking = a->a_non_blocking;
  GT_TRY
  at::_ops::copy_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), a_non_blocking);
  GT_CATCH
}

// copysign.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_copysign_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_copysign_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_copysign_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::copysign_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// copysign.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_copysign_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_copysign_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_copysign_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::copysign_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// copysign.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_copysign_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_copysign_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_copysign_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::copysign_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// copysign.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_copysign_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_copysign_out_args) == 24, "args layout differs from the Go side's");
char* gt_copysign_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::copysign_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_copysign__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_copysign__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_copysign__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::copysign__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_copysign__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_copysign__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_copysign__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_copysign__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::copysign__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// corrcoef(Tensor self) -> Tensor
struct gt_corrcoef_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_corrcoef_args) == 32, "args layout differs from the Go side's");
char* gt_corrcoef(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_corrcoef_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::corrcoef::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cosh(Tensor self) -> Tensor
struct gt_cosh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cosh_args) == 32, "args layout differs from the Go side's");
char* gt_cosh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cosh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cosh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cosh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cosh_out_args) == 16, "args layout differs from the Go side's");
char* gt_cosh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cosh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cosh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cosh_(Tensor(a!) self) -> Tensor(a!)
struct gt_cosh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_cosh__args) == 8, "args layout differs from the Go side's");
char* gt_cosh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cosh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::cosh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=Mean) -> Tensor
struct gt_cosine_embedding_loss_args {
  gt_tensor a_input1;
  gt_tensor a_input2;
  gt_tensor a_target;
  double a_margin;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cosine_embedding_loss_args) == 64, "args layout differs from the Go side's");
char* gt_cosine_embedding_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cosine_embedding_loss_args*>(args);
  gotorch::borrowed a_input1(a->a_input1);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_target(a->a_target);
  double a_margin = a->a_margin;
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cosine_embedding_loss::call(gotorch::ref(a_input1, "input1"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_target, "target"), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor
struct gt_cosine_similarity_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  int64_t a_dim;
  double a_eps;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cosine_similarity_args) == 56, "args layout differs from the Go side's");
char* gt_cosine_similarity(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cosine_similarity_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  int64_t a_dim = a->a_dim;
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cosine_similarity::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_dim, a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor, Tensor)
struct gt_cudnn_batch_norm_args {
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
  gt_tensor_out out3;
};
static_assert(sizeof(gt_cudnn_batch_norm_args) == 160, "args layout differs from the Go side's");
char* gt_cudnn_batch_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_batch_norm_args*>(args);
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
  gt_tensor_out* out3 = &a->out3;
  GT_TRY
  auto r = at::_ops::cudnn_batch_norm::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_exponential_average_factor, a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

// cudnn_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
struct gt_cudnn_batch_norm_out_args {
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
  gt_tensor a_out3;
};
static_assert(sizeof(gt_cudnn_batch_norm_out_args) == 96, "args layout differs from the Go side's");
char* gt_cudnn_batch_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_batch_norm_out_args*>(args);
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
  gotorch::borrowed a_out3(a->a_out3);
  GT_TRY
  at::_ops::cudnn_batch_norm_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_exponential_average_factor, a_epsilon, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"));
  GT_CATCH
}

// cudnn_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace) -> (Tensor, Tensor, Tensor)
struct gt_cudnn_batch_norm_backward_args {
  gt_tensor a_input;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_var;
  double a_epsilon;
  gt_tensor a_reserveSpace;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_cudnn_batch_norm_backward_args) == 144, "args layout differs from the Go side's");
char* gt_cudnn_batch_norm_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_batch_norm_backward_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_var(a->a_save_var);
  double a_epsilon = a->a_epsilon;
  gotorch::borrowed a_reserveSpace(a->a_reserveSpace);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::cudnn_batch_norm_backward::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_var, "save_var"), a_epsilon, gotorch::ref(a_reserveSpace, "reserveSpace"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// cudnn_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_cudnn_batch_norm_backward_out_args {
  gt_tensor a_input;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_var;
  double a_epsilon;
  gt_tensor a_reserveSpace;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_cudnn_batch_norm_backward_out_args) == 96, "args layout differs from the Go side's");
char* gt_cudnn_batch_norm_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_batch_norm_backward_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_var(a->a_save_var);
  double a_epsilon = a->a_epsilon;
  gotorch::borrowed a_reserveSpace(a->a_reserveSpace);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::cudnn_batch_norm_backward_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_var, "save_var"), a_epsilon, gotorch::ref(a_reserveSpace, "reserveSpace"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
struct gt_cudnn_convolution_add_relu_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_z;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_convolution_add_relu_args) == 88, "args layout differs from the Go side's");
char* gt_cudnn_convolution_add_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_add_relu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_z(a->a_z);
  auto a_alpha = static_cast<const gt_scalar*>(ptrs[0]);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_convolution_add_relu::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_z, "z"), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_convolution_add_relu.out(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_convolution_add_relu_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_z;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_convolution_add_relu_out_args) == 72, "args layout differs from the Go side's");
char* gt_cudnn_convolution_add_relu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_add_relu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_z(a->a_z);
  auto a_alpha = static_cast<const gt_scalar*>(ptrs[0]);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_convolution_add_relu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_z, "z"), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
struct gt_cudnn_convolution_transpose_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_allow_tf32;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_convolution_transpose_args) == 88, "args layout differs from the Go side's");
char* gt_cudnn_convolution_transpose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_transpose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_allow_tf32 = a->a_allow_tf32;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_convolution_transpose::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_convolution_transpose_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_allow_tf32;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_convolution_transpose_out_args) == 72, "args layout differs from the Go side's");
char* gt_cudnn_convolution_transpose_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_transpose_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_allow_tf32 = a->a_allow_tf32;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_convolution_transpose_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_is_acceptable(Tensor self) -> bool
struct gt_cudnn_is_acceptable_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_cudnn_is_acceptable_args) == 16, "args layout differs from the Go side's");
char* gt_cudnn_is_acceptable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_is_acceptable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_is_acceptable::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
struct gt_cummax_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_cummax_args) == 64, "args layout differs from the Go side's");
char* gt_cummax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::cummax::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// cummax.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
struct gt_cummax_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_cummax_dimname_args) == 64, "args layout differs from the Go side's");
char* gt_cummax_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummax_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::cummax_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// cummax.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_cummax_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_cummax_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_cummax_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummax_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::cummax_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// cummax.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_cummax_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_cummax_out_args) == 32, "args layout differs from the Go side's");
char* gt_cummax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::cummax_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
struct gt_cumprod_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumprod_args) == 48, "args layout differs from the Go side's");
char* gt_cumprod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumprod::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumprod.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt_cumprod_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumprod_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_cumprod_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumprod_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumprod.dimname_out(Tensor self, Dimname dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_cumprod_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cumprod_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_cumprod_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cumprod_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_cumprod_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cumprod_out_args) == 32, "args layout differs from the Go side's");
char* gt_cumprod_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cumprod_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)
struct gt_cumprod__args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
};
static_assert(sizeof(gt_cumprod__args) == 24, "args layout differs from the Go side's");
char* gt_cumprod_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  GT_TRY
  at::_ops::cumprod_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  GT_CATCH
}

// cumprod_.dimname(Tensor(a!) self, Dimname dim, *, ScalarType? dtype=None) -> Tensor(a!)
struct gt_cumprod__dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
};
static_assert(sizeof(gt_cumprod__dimname_args) == 24, "args layout differs from the Go side's");
char* gt_cumprod__dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod__dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  GT_TRY
  at::_ops::cumprod__dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  GT_CATCH
}

// deg2rad(Tensor self) -> Tensor
struct gt_deg2rad_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_deg2rad_args) == 32, "args layout differs from the Go side's");
char* gt_deg2rad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_deg2rad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::deg2rad::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// deg2rad.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_deg2rad_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_deg2rad_out_args) == 16, "args layout differs from the Go side's");
char* gt_deg2rad_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_deg2rad_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::deg2rad_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// deg2rad_(Tensor(a!) self) -> Tensor(a!)
struct gt_deg2rad__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_deg2rad__args) == 8, "args layout differs from the Go side's");
char* gt_deg2rad_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_deg2rad__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::deg2rad_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// detach_copy(Tensor self) -> Tensor
struct gt_detach_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_detach_copy_args) == 32, "args layout differs from the Go side's");
char* gt_detach_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_detach_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::detach_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// detach_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_detach_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_detach_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_detach_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_detach_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::detach_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor
struct gt_diag_embed_args {
  gt_tensor a_self;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diag_embed_args) == 56, "args layout differs from the Go side's");
char* gt_diag_embed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diag_embed_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diag_embed::call(gotorch::ref(a_self, "self"), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diag_embed.out(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diag_embed_out_args {
  gt_tensor a_self;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diag_embed_out_args) == 40, "args layout differs from the Go side's");
char* gt_diag_embed_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diag_embed_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diag_embed_out::call(gotorch::ref(a_self, "self"), a_offset, a_dim1, a_dim2, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// diagflat(Tensor self, int offset=0) -> Tensor
struct gt_diagflat_args {
  gt_tensor a_self;
  int64_t a_offset;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagflat_args) == 40, "args layout differs from the Go side's");
char* gt_diagflat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagflat_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagflat::call(gotorch::ref(a_self, "self"), a_offset);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)
struct gt_diagonal_args {
  gt_tensor a_self;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagonal_args) == 56, "args layout differs from the Go side's");
char* gt_diagonal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagonal::call(gotorch::ref(a_self, "self"), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)
struct gt_diagonal_Dimname_args {
  gt_tensor a_self;
  int64_t a_outdim_len;
  int64_t a_dim1_len;
  int64_t a_dim2_len;
  int64_t a_offset;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagonal_Dimname_args) == 64, "args layout differs from the Go side's");
char* gt_diagonal_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_outdim = static_cast<const char*>(ptrs[0]);
  int64_t a_outdim_len = a->a_outdim_len;
  auto a_dim1 = static_cast<const char*>(ptrs[1]);
  int64_t a_dim1_len = a->a_dim1_len;
  auto a_dim2 = static_cast<const char*>(ptrs[2]);
  int64_t a_dim2_len = a->a_dim2_len;
  int64_t a_offset = a->a_offset;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagonal_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_outdim, a_outdim_len, "outdim"), gotorch::dimname(a_dim1, a_dim1_len, "dim1"), gotorch::dimname(a_dim2, a_dim2_len, "dim2"), a_offset);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dist(Tensor self, Tensor other, Scalar p=2) -> Tensor
struct gt_dist_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_dist_args) == 72, "args layout differs from the Go side's");
char* gt_dist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dist_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dist::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dist.out(Tensor self, Tensor other, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_dist_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt_dist_out_args) == 56, "args layout differs from the Go side's");
char* gt_dist_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dist_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::dist_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_p), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// divide.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_divide_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_divide_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_divide_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::divide_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
struct gt_divide_Scalar_mode_args {
  gt_tensor a_self;
  gt_scalar a_other;
  int64_t a_rounding_mode_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_divide_Scalar_mode_args) == 72, "args layout differs from the Go side's");
char* gt_divide_Scalar_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_Scalar_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::divide_Scalar_mode::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// divide.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_divide_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_divide_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_divide_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::divide_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
struct gt_divide_Tensor_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_divide_Tensor_mode_args) == 48, "args layout differs from the Go side's");
char* gt_divide_Tensor_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_Tensor_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::divide_Tensor_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_divide_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_divide_out_args) == 24, "args layout differs from the Go side's");
char* gt_divide_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::divide_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// divide.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
struct gt_divide_out_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_divide_out_mode_args) == 32, "args layout differs from the Go side's");
char* gt_divide_out_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide_out_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::divide_out_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_divide__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_divide__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_divide__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::divide__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
struct gt_divide__Scalar_mode_args {
  gt_tensor a_self;
  gt_scalar a_other;
  int64_t a_rounding_mode_len;
};
static_assert(sizeof(gt_divide__Scalar_mode_args) == 48, "args layout differs from the Go side's");
char* gt_divide__Scalar_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide__Scalar_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  GT_TRY
  at::_ops::divide__Scalar_mode::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  GT_CATCH
}

// divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_divide__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_divide__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_divide__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::divide__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)
struct gt_divide__Tensor_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
};
static_assert(sizeof(gt_divide__Tensor_mode_args) == 24, "args layout differs from the Go side's");
char* gt_divide__Tensor_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_divide__Tensor_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  GT_TRY
  at::_ops::divide__Tensor_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  GT_CATCH
}

// dot(Tensor self, Tensor tensor) -> Tensor
struct gt_dot_args {
  gt_tensor a_self;
  gt_tensor a_tensor;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_dot_args) == 40, "args layout differs from the Go side's");
char* gt_dot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dot_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor(a->a_tensor);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dot::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor, "tensor"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)
struct gt_dot_out_args {
  gt_tensor a_self;
  gt_tensor a_tensor;
  gt_tensor a_out;
};
static_assert(sizeof(gt_dot_out_args) == 24, "args layout differs from the Go side's");
char* gt_dot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dot_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor(a->a_tensor);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::dot_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor, "tensor"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
struct gt_dsplit_array_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_dsplit_array_args) == 32, "args layout differs from the Go side's");
char* gt_dsplit_array(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dsplit_array_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::dsplit_array::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
struct gt_dsplit_int_args {
  gt_tensor a_self;
  int64_t a_sections;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_dsplit_int_args) == 32, "args layout differs from the Go side's");
char* gt_dsplit_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dsplit_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sections = a->a_sections;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::dsplit_int::call(gotorch::ref(a_self, "self"), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// dstack(Tensor[] tensors) -> Tensor
struct gt_dstack_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_dstack_args) == 32, "args layout differs from the Go side's");
char* gt_dstack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dstack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_dstack_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_dstack_out_args) == 16, "args layout differs from the Go side's");
char* gt_dstack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dstack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::dstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
struct gt_elu_args {
  gt_tensor a_self;
  gt_scalar a_alpha;
  gt_scalar a_scale;
  gt_scalar a_input_scale;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_elu_args) == 128, "args layout differs from the Go side's");
char* gt_elu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_elu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  gt_scalar a_scale = a->a_scale;
  gt_scalar a_input_scale = a->a_input_scale;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::elu::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_elu_out_args {
  gt_tensor a_self;
  gt_scalar a_alpha;
  gt_scalar a_scale;
  gt_scalar a_input_scale;
  gt_tensor a_out;
};
static_assert(sizeof(gt_elu_out_args) == 112, "args layout differs from the Go side's");
char* gt_elu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_elu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  gt_scalar a_scale = a->a_scale;
  gt_scalar a_input_scale = a->a_input_scale;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::elu_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)
struct gt_elu__args {
  gt_tensor a_self;
  gt_scalar a_alpha;
  gt_scalar a_scale;
  gt_scalar a_input_scale;
};
static_assert(sizeof(gt_elu__args) == 104, "args layout differs from the Go side's");
char* gt_elu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_elu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_alpha = a->a_alpha;
  gt_scalar a_scale = a->a_scale;
  gt_scalar a_input_scale = a->a_input_scale;
  GT_TRY
  at::_ops::elu_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale));
  GT_CATCH
}

// elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor
struct gt_elu_backward_args {
  gt_tensor a_grad_output;
  gt_scalar a_alpha;
  gt_scalar a_scale;
  gt_scalar a_input_scale;
  bool a_is_result;
  gt_tensor a_self_or_result;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_elu_backward_args) == 144, "args layout differs from the Go side's");
char* gt_elu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_elu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gt_scalar a_alpha = a->a_alpha;
  gt_scalar a_scale = a->a_scale;
  gt_scalar a_input_scale = a->a_input_scale;
  bool a_is_result = a->a_is_result;
  gotorch::borrowed a_self_or_result(a->a_self_or_result);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::elu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), a_is_result, gotorch::ref(a_self_or_result, "self_or_result"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// elu_backward.grad_input(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_elu_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_scalar a_alpha;
  gt_scalar a_scale;
  gt_scalar a_input_scale;
  bool a_is_result;
  gt_tensor a_self_or_result;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_elu_backward_grad_input_args) == 128, "args layout differs from the Go side's");
char* gt_elu_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_elu_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gt_scalar a_alpha = a->a_alpha;
  gt_scalar a_scale = a->a_scale;
  gt_scalar a_input_scale = a->a_input_scale;
  bool a_is_result = a->a_is_result;
  gotorch::borrowed a_self_or_result(a->a_self_or_result);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::elu_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::scalar(a_alpha), gotorch::scalar(a_scale), gotorch::scalar(a_input_scale), a_is_result, gotorch::ref(a_self_or_result, "self_or_result"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
struct gt_embedding_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  bool a_sparse;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_embedding_args) == 56, "args layout differs from the Go side's");
char* gt_embedding(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  bool a_sparse = a->a_sparse;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::embedding::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), a_padding_idx, a_scale_grad_by_freq, a_sparse);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// embedding.out(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_embedding_out_args {
  gt_tensor a_weight;
  gt_tensor a_indices;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  bool a_sparse;
  gt_tensor a_out;
};
static_assert(sizeof(gt_embedding_out_args) == 40, "args layout differs from the Go side's");
char* gt_embedding_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_out_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  bool a_sparse = a->a_sparse;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::embedding_out::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), a_padding_idx, a_scale_grad_by_freq, a_sparse, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
struct gt_embedding_sparse_backward_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  int64_t a_num_weights;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_embedding_sparse_backward_args) == 64, "args layout differs from the Go side's");
char* gt_embedding_sparse_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_sparse_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_num_weights = a->a_num_weights;
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::embedding_sparse_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), a_num_weights, a_padding_idx, a_scale_grad_by_freq);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_empty_like_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_empty_like_args) == 64, "args layout differs from the Go side's");
char* gt_empty_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::empty_like::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_empty_like_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_empty_like_out_args) == 24, "args layout differs from the Go side's");
char* gt_empty_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::empty_like_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// empty_quantized(int[] size, Tensor qtensor, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_empty_quantized_args {
  int64_t a_size_len;
  gt_tensor a_qtensor;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_empty_quantized_args) == 72, "args layout differs from the Go side's");
char* gt_empty_quantized(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_quantized_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_qtensor(a->a_qtensor);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::empty_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_qtensor, "qtensor"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty_quantized.out(int[] size, Tensor qtensor, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_empty_quantized_out_args {
  int64_t a_size_len;
  gt_tensor a_qtensor;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_empty_quantized_out_args) == 32, "args layout differs from the Go side's");
char* gt_empty_quantized_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_quantized_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_qtensor(a->a_qtensor);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::empty_quantized_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_qtensor, "qtensor"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// exp(Tensor self) -> Tensor
struct gt_exp_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_exp_args) == 32, "args layout differs from the Go side's");
char* gt_exp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::exp::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_exp_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_exp_out_args) == 16, "args layout differs from the Go side's");
char* gt_exp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::exp_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// exp2(Tensor self) -> Tensor
struct gt_exp2_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_exp2_args) == 32, "args layout differs from the Go side's");
char* gt_exp2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::exp2::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_exp2_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_exp2_out_args) == 16, "args layout differs from the Go side's");
char* gt_exp2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::exp2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// exp2_(Tensor(a!) self) -> Tensor(a!)
struct gt_exp2__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_exp2__args) == 8, "args layout differs from the Go side's");
char* gt_exp2_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp2__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::exp2_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// exp_(Tensor(a!) self) -> Tensor(a!)
struct gt_exp__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_exp__args) == 8, "args layout differs from the Go side's");
char* gt_exp_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exp__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::exp_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)
struct gt_expand_args {
  gt_tensor a_self;
  int64_t a_size_len;
  bool a_implicit;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_expand_args) == 48, "args layout differs from the Go side's");
char* gt_expand(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expand_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_implicit = a->a_implicit;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::expand::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), a_implicit);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> Tensor
struct gt_fake_quantize_per_tensor_affine_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fake_quantize_per_tensor_affine_args) == 64, "args layout differs from the Go side's");
char* gt_fake_quantize_per_tensor_affine(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_tensor_affine_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -> Tensor
struct gt_fake_quantize_per_tensor_affine_tensor_qparams_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fake_quantize_per_tensor_affine_tensor_qparams_args) == 64, "args layout differs from the Go side's");
char* gt_fake_quantize_per_tensor_affine_tensor_qparams(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_tensor_affine_tensor_qparams_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_tensor_qparams::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
struct gt_fake_quantize_per_tensor_affine_cachemask_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_fake_quantize_per_tensor_affine_cachemask_args) == 88, "args layout differs from the Go side's");
char* gt_fake_quantize_per_tensor_affine_cachemask(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_tensor_affine_cachemask_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_cachemask::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// fake_quantize_per_tensor_affine_cachemask.out(Tensor self, float scale, int zero_point, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_fake_quantize_per_tensor_affine_cachemask_out_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_fake_quantize_per_tensor_affine_cachemask_out_args) == 56, "args layout differs from the Go side's");
char* gt_fake_quantize_per_tensor_affine_cachemask_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_tensor_affine_cachemask_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::fake_quantize_per_tensor_affine_cachemask_out::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, a_quant_min, a_quant_max, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// fbgemm_linear_fp16_weight(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor
struct gt_fbgemm_linear_fp16_weight_args {
  gt_tensor a_input;
  gt_tensor a_packed_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_linear_fp16_weight_args) == 48, "args layout differs from the Go side's");
char* gt_fbgemm_linear_fp16_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_linear_fp16_weight_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_packed_weight(a->a_packed_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_linear_fp16_weight::call(gotorch::ref(a_input, "input"), gotorch::ref(a_packed_weight, "packed_weight"), gotorch::ref(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_linear_fp16_weight_fp32_activation(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor
struct gt_fbgemm_linear_fp16_weight_fp32_activation_args {
  gt_tensor a_input;
  gt_tensor a_packed_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_linear_fp16_weight_fp32_activation_args) == 48, "args layout differs from the Go side's");
char* gt_fbgemm_linear_fp16_weight_fp32_activation(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_linear_fp16_weight_fp32_activation_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_packed_weight(a->a_packed_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_linear_fp16_weight_fp32_activation::call(gotorch::ref(a_input, "input"), gotorch::ref(a_packed_weight, "packed_weight"), gotorch::ref(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_linear_int8_weight(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor
struct gt_fbgemm_linear_int8_weight_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_packed;
  gt_tensor a_col_offsets;
  gt_scalar a_weight_scale;
  gt_scalar a_weight_zero_point;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_linear_int8_weight_args) == 128, "args layout differs from the Go side's");
char* gt_fbgemm_linear_int8_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_linear_int8_weight_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_packed(a->a_packed);
  gotorch::borrowed a_col_offsets(a->a_col_offsets);
  gt_scalar a_weight_scale = a->a_weight_scale;
  gt_scalar a_weight_zero_point = a->a_weight_zero_point;
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_linear_int8_weight::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_packed, "packed"), gotorch::ref(a_col_offsets, "col_offsets"), gotorch::scalar(a_weight_scale), gotorch::scalar(a_weight_zero_point), gotorch::ref(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_linear_int8_weight_fp32_activation(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor
struct gt_fbgemm_linear_int8_weight_fp32_activation_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_packed;
  gt_tensor a_col_offsets;
  gt_scalar a_weight_scale;
  gt_scalar a_weight_zero_point;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_linear_int8_weight_fp32_activation_args) == 128, "args layout differs from the Go side's");
char* gt_fbgemm_linear_int8_weight_fp32_activation(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_linear_int8_weight_fp32_activation_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_packed(a->a_packed);
  gotorch::borrowed a_col_offsets(a->a_col_offsets);
  gt_scalar a_weight_scale = a->a_weight_scale;
  gt_scalar a_weight_zero_point = a->a_weight_zero_point;
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_linear_int8_weight_fp32_activation::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_packed, "packed"), gotorch::ref(a_col_offsets, "col_offsets"), gotorch::scalar(a_weight_scale), gotorch::scalar(a_weight_zero_point), gotorch::ref(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_pack_gemm_matrix_fp16(Tensor input) -> Tensor
struct gt_fbgemm_pack_gemm_matrix_fp16_args {
  gt_tensor a_input;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_pack_gemm_matrix_fp16_args) == 32, "args layout differs from the Go side's");
char* gt_fbgemm_pack_gemm_matrix_fp16(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_pack_gemm_matrix_fp16_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_pack_gemm_matrix_fp16::call(gotorch::ref(a_input, "input"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor
struct gt_feature_alpha_dropout_args {
  gt_tensor a_input;
  double a_p;
  bool a_train;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_feature_alpha_dropout_args) == 48, "args layout differs from the Go side's");
char* gt_feature_alpha_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_feature_alpha_dropout_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::feature_alpha_dropout::call(gotorch::ref(a_input, "input"), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
struct gt_feature_alpha_dropout__args {
  gt_tensor a_self;
  double a_p;
  bool a_train;
};
static_assert(sizeof(gt_feature_alpha_dropout__args) == 24, "args layout differs from the Go side's");
char* gt_feature_alpha_dropout_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_feature_alpha_dropout__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  GT_TRY
  at::_ops::feature_alpha_dropout_::call(gotorch::ref(a_self, "self"), a_p, a_train);
  GT_CATCH
}

// feature_dropout(Tensor input, float p, bool train) -> Tensor
struct gt_feature_dropout_args {
  gt_tensor a_input;
  double a_p;
  bool a_train;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_feature_dropout_args) == 48, "args layout differs from the Go side's");
char* gt_feature_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_feature_dropout_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::feature_dropout::call(gotorch::ref(a_input, "input"), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
struct gt_feature_dropout__args {
  gt_tensor a_self;
  double a_p;
  bool a_train;
};
static_assert(sizeof(gt_feature_dropout__args) == 24, "args layout differs from the Go side's");
char* gt_feature_dropout_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_feature_dropout__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  GT_TRY
  at::_ops::feature_dropout_::call(gotorch::ref(a_self, "self"), a_p, a_train);
  GT_CATCH
}

// fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_fft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_fft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_fft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_fft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_fft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_fft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_fft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_fft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_fft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_fftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_fftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_fftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_fftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_fftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_fftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_fftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_fftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_fftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_fftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor
struct gt_fft_fftshift_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_fftshift_args) == 40, "args layout differs from the Go side's");
char* gt_fft_fftshift(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fftshift_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_fftshift::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_hfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_hfft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_hfft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_hfft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_hfft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_hfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_hfft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_hfft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_hfft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_hfft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_hfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_hfft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_hfft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_hfft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_hfft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_hfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_hfft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_hfft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_hfft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_hfft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_hfft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ifft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_ifft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ifft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_ifft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ifft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ifft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ifft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ifft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_ifft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ifft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ifftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_ifftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ifftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_ifftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ifftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ifftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ifftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ifftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_ifftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ifftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ifftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ihfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_ihfft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ihfft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_ihfft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ihfft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ihfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ihfft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ihfft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_ihfft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ihfft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_irfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
struct gt_fft_irfft2_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_irfft2_args) == 56, "args layout differs from the Go side's");
char* gt_fft_irfft2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfft2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_irfft2::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_irfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_irfft2_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_irfft2_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_irfft2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfft2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_irfft2_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), at::IntArrayRef(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_irfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_irfftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_irfftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_irfftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_irfftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_irfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_irfftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_irfftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_irfftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_irfftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_irfftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_rfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_rfftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_rfftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_rfftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_rfftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_rfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_rfftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_rfftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_rfftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_rfftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_rfftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fill.Scalar(Tensor self, Scalar value) -> Tensor
struct gt_fill_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fill_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_fill_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fill_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fill.Scalar_out(Tensor self, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fill_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fill_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_fill_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fill_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fill.Tensor(Tensor self, Tensor value) -> Tensor
struct gt_fill_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fill_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_fill_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_value(a->a_value);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fill_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_value, "value"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fill.Tensor_out(Tensor self, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fill_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fill_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_fill_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_value(a->a_value);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fill_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_value, "value"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
struct gt_fill__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_value;
};
static_assert(sizeof(gt_fill__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_fill__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::fill__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_value));
  GT_CATCH
}

// fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)
struct gt_fill__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_value;
};
static_assert(sizeof(gt_fill__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_fill__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_value(a->a_value);
  GT_TRY
  at::_ops::fill__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_value, "value"));
  GT_CATCH
}

// fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!)
struct gt_fill_diagonal__args {
  gt_tensor a_self;
  gt_scalar a_fill_value;
  bool a_wrap;
};
static_assert(sizeof(gt_fill_diagonal__args) == 48, "args layout differs from the Go side's");
char* gt_fill_diagonal_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fill_diagonal__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_fill_value = a->a_fill_value;
  bool a_wrap = a->a_wrap;
  GT_TRY
  at::_ops::fill_diagonal_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_fill_value), a_wrap);
  GT_CATCH
}

// fix(Tensor self) -> Tensor
struct gt_fix_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fix_args) == 32, "args layout differs from the Go side's");
char* gt_fix(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fix_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fix::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fix.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fix_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fix_out_args) == 16, "args layout differs from the Go side's");
char* gt_fix_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fix_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fix_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fix_(Tensor(a!) self) -> Tensor(a!)
struct gt_fix__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_fix__args) == 8, "args layout differs from the Go side's");
char* gt_fix_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fix__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::fix_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// flatten.DimnameList(Tensor(a) self, Dimname[] dims, Dimname out_dim) -> Tensor(a)
struct gt_flatten_DimnameList_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  int64_t a_out_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flatten_DimnameList_args) == 48, "args layout differs from the Go side's");
char* gt_flatten_DimnameList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flatten_DimnameList_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const char*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  auto a_out_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_out_dim_len = a->a_out_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flatten_DimnameList::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dims, a_dims_len, "dims"), gotorch::dimname(a_out_dim, a_out_dim_len, "out_dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)
struct gt_flatten_named_out_dim_args {
  gt_tensor a_self;
  int64_t a_start_dim;
  int64_t a_end_dim;
  int64_t a_out_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flatten_named_out_dim_args) == 56, "args layout differs from the Go side's");
char* gt_flatten_named_out_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flatten_named_out_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_start_dim = a->a_start_dim;
  int64_t a_end_dim = a->a_end_dim;
  auto a_out_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_out_dim_len = a->a_out_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flatten_named_out_dim::call(gotorch::ref(a_self, "self"), a_start_dim, a_end_dim, gotorch::dimname(a_out_dim, a_out_dim_len, "out_dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)
struct gt_flatten_using_ints_args {
  gt_tensor a_self;
  int64_t a_start_dim;
  int64_t a_end_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flatten_using_ints_args) == 48, "args layout differs from the Go side's");
char* gt_flatten_using_ints(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flatten_using_ints_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_start_dim = a->a_start_dim;
  int64_t a_end_dim = a->a_end_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flatten_using_ints::call(gotorch::ref(a_self, "self"), a_start_dim, a_end_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// flatten.using_names(Tensor(a) self, Dimname start_dim, Dimname end_dim, Dimname out_dim) -> Tensor(a)
struct gt_flatten_using_names_args {
  gt_tensor a_self;
  int64_t a_start_dim_len;
  int64_t a_end_dim_len;
  int64_t a_out_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flatten_using_names_args) == 56, "args layout differs from the Go side's");
char* gt_flatten_using_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flatten_using_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_start_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_start_dim_len = a->a_start_dim_len;
  auto a_end_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_end_dim_len = a->a_end_dim_len;
  auto a_out_dim = static_cast<const char*>(ptrs[2]);
  int64_t a_out_dim_len = a->a_out_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flatten_using_names::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_start_dim, a_start_dim_len, "start_dim"), gotorch::dimname(a_end_dim, a_end_dim_len, "end_dim"), gotorch::dimname(a_out_dim, a_out_dim_len, "out_dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// floor_divide(Tensor self, Tensor other) -> Tensor
struct gt_floor_divide_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_floor_divide_args) == 40, "args layout differs from the Go side's");
char* gt_floor_divide(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_divide_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::floor_divide::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// floor_divide.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_floor_divide_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_floor_divide_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_floor_divide_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_divide_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::floor_divide_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_floor_divide_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_floor_divide_out_args) == 24, "args layout differs from the Go side's");
char* gt_floor_divide_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_divide_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::floor_divide_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_floor_divide__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_floor_divide__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_floor_divide__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_divide__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::floor_divide__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_floor_divide__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_floor_divide__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_floor_divide__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_divide__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::floor_divide__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// fmod.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_fmod_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fmod_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_fmod_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fmod_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fmod.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fmod_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fmod_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_fmod_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fmod_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fmod.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_fmod_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fmod_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_fmod_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fmod_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fmod_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fmod_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_fmod_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fmod_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_fmod__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_fmod__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_fmod__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::fmod__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_fmod__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_fmod__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_fmod__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmod__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::fmod__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)
struct gt_frexp_Tensor_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_frexp_Tensor_args) == 56, "args layout differs from the Go side's");
char* gt_frexp_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frexp_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::frexp_Tensor::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -> (Tensor(a!) mantissa, Tensor(b!) exponent)
struct gt_frexp_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_mantissa;
  gt_tensor a_exponent;
};
static_assert(sizeof(gt_frexp_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_frexp_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_frexp_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mantissa(a->a_mantissa);
  gotorch::borrowed a_exponent(a->a_exponent);
  GT_TRY
  at::_ops::frexp_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mantissa, "mantissa"), gotorch::ref(a_exponent, "exponent"));
  GT_CATCH
}

// full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_full_like_args {
  gt_tensor a_self;
  gt_scalar a_fill_value;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_full_like_args) == 96, "args layout differs from the Go side's");
char* gt_full_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_fill_value = a->a_fill_value;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::full_like::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// full_like.out(Tensor self, Scalar fill_value, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_full_like_out_args {
  gt_tensor a_self;
  gt_scalar a_fill_value;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_full_like_out_args) == 56, "args layout differs from the Go side's");
char* gt_full_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_fill_value = a->a_fill_value;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::full_like_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_fill_value), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fused_moving_avg_obs_fake_quant(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> Tensor
struct gt_fused_moving_avg_obs_fake_quant_args {
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
};
static_assert(sizeof(gt_fused_moving_avg_obs_fake_quant_args) == 120, "args layout differs from the Go side's");
char* gt_fused_moving_avg_obs_fake_quant(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fused_moving_avg_obs_fake_quant_args*>(args);
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
  GT_TRY
  auto r = at::_ops::fused_moving_avg_obs_fake_quant::call(gotorch::ref(a_self, "self"), gotorch::ref(a_observer_on, "observer_on"), gotorch::ref(a_fake_quant_on, "fake_quant_on"), gotorch::ref(a_running_min, "running_min"), gotorch::ref(a_running_max, "running_max"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
struct gt_gather_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  bool a_sparse_grad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gather_args) == 56, "args layout differs from the Go side's");
char* gt_gather(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gather_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  bool a_sparse_grad = a->a_sparse_grad;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gather::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gather.dimname(Tensor self, Dimname dim, Tensor index, *, bool sparse_grad=False) -> Tensor
struct gt_gather_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  bool a_sparse_grad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gather_dimname_args) == 56, "args layout differs from the Go side's");
char* gt_gather_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gather_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  bool a_sparse_grad = a->a_sparse_grad;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gather_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), a_sparse_grad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gather.dimname_out(Tensor self, Dimname dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)
struct gt_gather_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  bool a_sparse_grad;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gather_dimname_out_args) == 40, "args layout differs from the Go side's");
char* gt_gather_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gather_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  bool a_sparse_grad = a->a_sparse_grad;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gather_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), a_sparse_grad, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)
struct gt_gather_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  bool a_sparse_grad;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gather_out_args) == 40, "args layout differs from the Go side's");
char* gt_gather_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gather_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  bool a_sparse_grad = a->a_sparse_grad;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gather_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), a_sparse_grad, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gelu(Tensor self, *, str approximate='none') -> Tensor
struct gt_gelu_args {
  gt_tensor a_self;
  int64_t a_approximate_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gelu_args) == 40, "args layout differs from the Go side's");
char* gt_gelu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gelu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_approximate = static_cast<const char*>(ptrs[0]);
  int64_t a_approximate_len = a->a_approximate_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gelu::call(gotorch::ref(a_self, "self"), gotorch::str(a_approximate, a_approximate_len, "approximate"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gelu.out(Tensor self, *, str approximate='none', Tensor(a!) out) -> Tensor(a!)
struct gt_gelu_out_args {
  gt_tensor a_self;
  int64_t a_approximate_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_gelu_out_args) == 24, "args layout differs from the Go side's");
char* gt_gelu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gelu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_approximate = static_cast<const char*>(ptrs[0]);
  int64_t a_approximate_len = a->a_approximate_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::gelu_out::call(gotorch::ref(a_self, "self"), gotorch::str(a_approximate, a_approximate_len, "approximate"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gelu_(Tensor(a!) self, *, str approximate='none') -> Tensor(a!)
struct gt_gelu__args {
  gt_tensor a_self;
  int64_t a_approximate_len;
};
static_assert(sizeof(gt_gelu__args) == 16, "args layout differs from the Go side's");
char* gt_gelu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gelu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_approximate = static_cast<const char*>(ptrs[0]);
  int64_t a_approximate_len = a->a_approximate_len;
  GT_TRY
  at::_ops::gelu_::call(gotorch::ref(a_self, "self"), gotorch::str(a_approximate, a_approximate_len, "approximate"));
  GT_CATCH
}

// gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor
struct gt_gelu_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_approximate_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gelu_backward_args) == 48, "args layout differs from the Go side's");
char* gt_gelu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gelu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_approximate = static_cast<const char*>(ptrs[0]);
  int64_t a_approximate_len = a->a_approximate_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gelu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::str(a_approximate, a_approximate_len, "approximate"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate='none', Tensor(a!) grad_input) -> Tensor(a!)
struct gt_gelu_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_approximate_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_gelu_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_gelu_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gelu_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_approximate = static_cast<const char*>(ptrs[0]);
  int64_t a_approximate_len = a->a_approximate_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::gelu_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::str(a_approximate, a_approximate_len, "approximate"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
struct gt_geometric_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_geometric_args) == 48, "args layout differs from the Go side's");
char* gt_geometric(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_geometric_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::geometric::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// geometric.out(Tensor self, float p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_geometric_out_args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_geometric_out_args) == 32, "args layout differs from the Go side's");
char* gt_geometric_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_geometric_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::geometric_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)
struct gt_geometric__args {
  gt_tensor a_self;
  double a_p;
  gt_generator a_generator;
};
static_assert(sizeof(gt_geometric__args) == 24, "args layout differs from the Go side's");
char* gt_geometric_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_geometric__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::geometric_::call(gotorch::ref(a_self, "self"), a_p, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// geqrf(Tensor self) -> (Tensor a, Tensor tau)
struct gt_geqrf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_geqrf_args) == 56, "args layout differs from the Go side's");
char* gt_geqrf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_geqrf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::geqrf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// geqrf.a(Tensor self, *, Tensor(a!) a, Tensor(b!) tau) -> (Tensor(a!) a, Tensor(b!) tau)
struct gt_geqrf_a_args {
  gt_tensor a_self;
  gt_tensor a_a;
  gt_tensor a_tau;
};
static_assert(sizeof(gt_geqrf_a_args) == 24, "args layout differs from the Go side's");
char* gt_geqrf_a(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_geqrf_a_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_a(a->a_a);
  gotorch::borrowed a_tau(a->a_tau);
  GT_TRY
  at::_ops::geqrf_a::call(gotorch::ref(a_self, "self"), gotorch::ref(a_a, "a"), gotorch::ref(a_tau, "tau"));
  GT_CATCH
}

// glu(Tensor self, int dim=-1) -> Tensor
struct gt_glu_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_glu_args) == 40, "args layout differs from the Go side's");
char* gt_glu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::glu::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// glu.out(Tensor self, int dim=-1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_glu_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_glu_out_args) == 24, "args layout differs from the Go side's");
char* gt_glu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::glu_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// greater_equal.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_greater_equal_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_greater_equal_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_greater_equal_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::greater_equal_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// greater_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_greater_equal_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_greater_equal_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_greater_equal_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::greater_equal_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// greater_equal.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_greater_equal_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_greater_equal_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_greater_equal_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::greater_equal_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// greater_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_greater_equal_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_greater_equal_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_greater_equal_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::greater_equal_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// greater_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_greater_equal__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_greater_equal__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_greater_equal__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::greater_equal__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// greater_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_greater_equal__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_greater_equal__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_greater_equal__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_equal__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::greater_equal__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
struct gt_grid_sampler_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_grid_sampler_args) == 64, "args layout differs from the Go side's");
char* gt_grid_sampler(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::grid_sampler::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
struct gt_grid_sampler_2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_grid_sampler_2d_backward_args) == 96, "args layout differs from the Go side's");
char* gt_grid_sampler_2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_2d_backward_args*>(args);
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
  auto r = at::_ops::grid_sampler_2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// grid_sampler_2d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_grid_sampler_2d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_grid_sampler_2d_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt_grid_sampler_2d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_2d_backward_out_args*>(args);
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
  at::_ops::grid_sampler_2d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::bool_array<2>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hamming_window_args {
  int64_t a_window_length;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hamming_window_args) == 56, "args layout differs from the Go side's");
char* gt_hamming_window(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_args*>(args);
  int64_t a_window_length = a->a_window_length;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hamming_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hamming_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hamming_window_out_args {
  int64_t a_window_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hamming_window_out_args) == 16, "args layout differs from the Go side's");
char* gt_hamming_window_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hamming_window_out::call(a_window_length, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hamming_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hamming_window_periodic_args {
  int64_t a_window_length;
  bool a_periodic;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hamming_window_periodic_args) == 64, "args layout differs from the Go side's");
char* gt_hamming_window_periodic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hamming_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hamming_window.periodic_alpha(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hamming_window_periodic_alpha_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_alpha;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hamming_window_periodic_alpha_args) == 72, "args layout differs from the Go side's");
char* gt_hamming_window_periodic_alpha(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_alpha_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_alpha = a->a_alpha;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hamming_window_periodic_alpha::call(a_window_length, a_periodic, a_alpha, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hamming_window.periodic_alpha_beta(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hamming_window_periodic_alpha_beta_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_alpha;
  double a_beta;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hamming_window_periodic_alpha_beta_args) == 80, "args layout differs from the Go side's");
char* gt_hamming_window_periodic_alpha_beta(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_alpha_beta_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_alpha = a->a_alpha;
  double a_beta = a->a_beta;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hamming_window_periodic_alpha_beta::call(a_window_length, a_periodic, a_alpha, a_beta, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hamming_window.periodic_alpha_beta_out(int window_length, bool periodic, float alpha, float beta, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hamming_window_periodic_alpha_beta_out_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_alpha;
  double a_beta;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hamming_window_periodic_alpha_beta_out_args) == 40, "args layout differs from the Go side's");
char* gt_hamming_window_periodic_alpha_beta_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_alpha_beta_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_alpha = a->a_alpha;
  double a_beta = a->a_beta;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hamming_window_periodic_alpha_beta_out::call(a_window_length, a_periodic, a_alpha, a_beta, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hamming_window.periodic_alpha_out(int window_length, bool periodic, float alpha, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hamming_window_periodic_alpha_out_args {
  int64_t a_window_length;
  bool a_periodic;
  double a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hamming_window_periodic_alpha_out_args) == 32, "args layout differs from the Go side's");
char* gt_hamming_window_periodic_alpha_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_alpha_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  double a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hamming_window_periodic_alpha_out::call(a_window_length, a_periodic, a_alpha, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hamming_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hamming_window_periodic_out_args {
  int64_t a_window_length;
  bool a_periodic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hamming_window_periodic_out_args) == 24, "args layout differs from the Go side's");
char* gt_hamming_window_periodic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hamming_window_periodic_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hamming_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hann_window_args {
  int64_t a_window_length;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hann_window_args) == 56, "args layout differs from the Go side's");
char* gt_hann_window(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hann_window_args*>(args);
  int64_t a_window_length = a->a_window_length;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hann_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hann_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hann_window_out_args {
  int64_t a_window_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hann_window_out_args) == 16, "args layout differs from the Go side's");
char* gt_hann_window_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hann_window_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hann_window_out::call(a_window_length, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hann_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_hann_window_periodic_args {
  int64_t a_window_length;
  bool a_periodic;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hann_window_periodic_args) == 64, "args layout differs from the Go side's");
char* gt_hann_window_periodic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hann_window_periodic_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hann_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hann_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hann_window_periodic_out_args {
  int64_t a_window_length;
  bool a_periodic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hann_window_periodic_out_args) == 24, "args layout differs from the Go side's");
char* gt_hann_window_periodic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hann_window_periodic_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hann_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardsigmoid(Tensor self) -> Tensor
struct gt_hardsigmoid_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardsigmoid_args) == 32, "args layout differs from the Go side's");
char* gt_hardsigmoid(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardsigmoid_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardsigmoid::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardsigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hardsigmoid_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hardsigmoid_out_args) == 16, "args layout differs from the Go side's");
char* gt_hardsigmoid_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardsigmoid_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hardsigmoid_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardsigmoid_(Tensor(a!) self) -> Tensor(a!)
struct gt_hardsigmoid__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_hardsigmoid__args) == 8, "args layout differs from the Go side's");
char* gt_hardsigmoid_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardsigmoid__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::hardsigmoid_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// hardswish_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt_hardswish_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardswish_backward_args) == 40, "args layout differs from the Go side's");
char* gt_hardswish_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardswish_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardswish_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardswish_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hardswish_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hardswish_backward_out_args) == 24, "args layout differs from the Go side's");
char* gt_hardswish_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardswish_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hardswish_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor
struct gt_hardtanh_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_min_val;
  gt_scalar a_max_val;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardtanh_backward_args) == 104, "args layout differs from the Go side's");
char* gt_hardtanh_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardtanh_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min_val = a->a_min_val;
  gt_scalar a_max_val = a->a_max_val;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardtanh_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardtanh_backward.grad_input(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_hardtanh_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_min_val;
  gt_scalar a_max_val;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_hardtanh_backward_grad_input_args) == 88, "args layout differs from the Go side's");
char* gt_hardtanh_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardtanh_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min_val = a->a_min_val;
  gt_scalar a_max_val = a->a_max_val;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::hardtanh_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// hinge_embedding_loss(Tensor self, Tensor target, float margin=1.0, int reduction=Mean) -> Tensor
struct gt_hinge_embedding_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  double a_margin;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hinge_embedding_loss_args) == 56, "args layout differs from the Go side's");
char* gt_hinge_embedding_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hinge_embedding_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  double a_margin = a->a_margin;
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hinge_embedding_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor
struct gt_histc_args {
  gt_tensor a_self;
  int64_t a_bins;
  gt_scalar a_min;
  gt_scalar a_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_histc_args) == 104, "args layout differs from the Go side's");
char* gt_histc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_bins = a->a_bins;
  gt_scalar a_min = a->a_min;
  gt_scalar a_max = a->a_max;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::histc::call(gotorch::ref(a_self, "self"), a_bins, gotorch::scalar(a_min), gotorch::scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// histc.out(Tensor self, int bins=100, Scalar min=0, Scalar max=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_histc_out_args {
  gt_tensor a_self;
  int64_t a_bins;
  gt_scalar a_min;
  gt_scalar a_max;
  gt_tensor a_out;
};
static_assert(sizeof(gt_histc_out_args) == 88, "args layout differs from the Go side's");
char* gt_histc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_bins = a->a_bins;
  gt_scalar a_min = a->a_min;
  gt_scalar a_max = a->a_max;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::histc_out::call(gotorch::ref(a_self, "self"), a_bins, gotorch::scalar(a_min), gotorch::scalar(a_max), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
struct gt_hsplit_array_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_hsplit_array_args) == 32, "args layout differs from the Go side's");
char* gt_hsplit_array(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hsplit_array_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::hsplit_array::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// hsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
struct gt_hsplit_int_args {
  gt_tensor a_self;
  int64_t a_sections;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_hsplit_int_args) == 32, "args layout differs from the Go side's");
char* gt_hsplit_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hsplit_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sections = a->a_sections;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::hsplit_int::call(gotorch::ref(a_self, "self"), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// hspmm(Tensor mat1, Tensor mat2) -> Tensor
struct gt_hspmm_args {
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hspmm_args) == 40, "args layout differs from the Go side's");
char* gt_hspmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hspmm_args*>(args);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hspmm::call(gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hspmm.out(Tensor mat1, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hspmm_out_args {
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hspmm_out_args) == 24, "args layout differs from the Go side's");
char* gt_hspmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hspmm_out_args*>(args);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hspmm_out::call(gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor
struct gt_huber_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_delta;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_huber_loss_args) == 56, "args layout differs from the Go side's");
char* gt_huber_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_huber_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_delta = a->a_delta;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::huber_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_delta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// huber_loss.out(Tensor self, Tensor target, int reduction=Mean, float delta=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_huber_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_delta;
  gt_tensor a_out;
};
static_assert(sizeof(gt_huber_loss_out_args) == 40, "args layout differs from the Go side's");
char* gt_huber_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_huber_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_delta = a->a_delta;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::huber_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_delta, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index.Tensor(Tensor self, Tensor?[] indices) -> Tensor
struct gt_index_Tensor_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_index_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_Tensor::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_Tensor_out_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_index_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor
struct gt_index_put_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_put_args) == 56, "args layout differs from the Go side's");
char* gt_index_put(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_put_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_put::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_put.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_put_out_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_put_out_args) == 40, "args layout differs from the Go side's");
char* gt_index_put_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_put_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_put_out::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)
struct gt_index_put__args {
  gt_tensor a_self;
  int64_t a_indices_len;
  gt_tensor a_values;
  bool a_accumulate;
};
static_assert(sizeof(gt_index_put__args) == 32, "args layout differs from the Go side's");
char* gt_index_put_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_put__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  gotorch::borrowed a_values(a->a_values);
  bool a_accumulate = a->a_accumulate;
  GT_TRY
  at::_ops::index_put_::call(gotorch::ref(a_self, "self"), gotorch::opt_tensors(a_indices, a_indices_len, "indices"), gotorch::ref(a_values, "values"), a_accumulate);
  GT_CATCH
}

// infinitely_differentiable_gelu_backward(Tensor grad, Tensor self) -> Tensor
struct gt_infinitely_differentiable_gelu_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_infinitely_differentiable_gelu_backward_args) == 40, "args layout differs from the Go side's");
char* gt_infinitely_differentiable_gelu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_infinitely_differentiable_gelu_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::infinitely_differentiable_gelu_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// int_repr(Tensor self) -> Tensor
struct gt_int_repr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_int_repr_args) == 32, "args layout differs from the Go side's");
char* gt_int_repr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_int_repr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::int_repr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// int_repr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_int_repr_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_int_repr_out_args) == 16, "args layout differs from the Go side's");
char* gt_int_repr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_int_repr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::int_repr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// is_complex(Tensor self) -> bool
struct gt_is_complex_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_complex_args) == 16, "args layout differs from the Go side's");
char* gt_is_complex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_complex_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_complex::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_vulkan_available() -> bool
struct gt_is_vulkan_available_args {
  bool out0;
};
static_assert(sizeof(gt_is_vulkan_available_args) == 1, "args layout differs from the Go side's");
char* gt_is_vulkan_available(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_vulkan_available_args*>(args);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_vulkan_available::call();
  *out0 = std::move(r);
  GT_CATCH
}

// isinf(Tensor self) -> Tensor
struct gt_isinf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isinf_args) == 32, "args layout differs from the Go side's");
char* gt_isinf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isinf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isinf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_isinf_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isinf_out_args) == 16, "args layout differs from the Go side's");
char* gt_isinf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isinf_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isinf_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// isneginf(Tensor self) -> Tensor
struct gt_isneginf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isneginf_args) == 32, "args layout differs from the Go side's");
char* gt_isneginf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isneginf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isneginf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isneginf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_isneginf_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isneginf_out_args) == 16, "args layout differs from the Go side's");
char* gt_isneginf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isneginf_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isneginf_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor
struct gt_istft_args {
  gt_tensor a_self;
  int64_t a_n_fft;
  gt_tensor a_window;
  bool a_center;
  bool a_normalized;
  bool a_return_complex;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_istft_args) == 56, "args layout differs from the Go side's");
char* gt_istft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_istft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n_fft = a->a_n_fft;
  auto a_hop_length = static_cast<const int64_t*>(ptrs[0]);
  auto a_win_length = static_cast<const int64_t*>(ptrs[1]);
  gotorch::borrowed a_window(a->a_window);
  bool a_center = a->a_center;
  bool a_normalized = a->a_normalized;
  auto a_onesided = static_cast<const bool*>(ptrs[2]);
  auto a_length = static_cast<const int64_t*>(ptrs[3]);
  bool a_return_complex = a->a_return_complex;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::istft::call(gotorch::ref(a_self, "self"), a_n_fft, gotorch::opt_value(a_hop_length), gotorch::opt_value(a_win_length), gotorch::opt(a_window, "window"), a_center, a_normalized, gotorch::opt_value(a_onesided), gotorch::opt_value(a_length), a_return_complex);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lcm(Tensor self, Tensor other) -> Tensor
struct gt_lcm_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lcm_args) == 40, "args layout differs from the Go side's");
char* gt_lcm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lcm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lcm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lcm.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lcm_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lcm_out_args) == 24, "args layout differs from the Go side's");
char* gt_lcm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lcm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lcm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_lcm__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_lcm__args) == 16, "args layout differs from the Go side's");
char* gt_lcm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lcm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::lcm_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// lift(Tensor self) -> Tensor
struct gt_lift_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lift_args) == 32, "args layout differs from the Go side's");
char* gt_lift(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lift_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lift::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lift.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lift_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lift_out_args) == 16, "args layout differs from the Go side's");
char* gt_lift_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lift_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lift_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_det(Tensor A) -> Tensor
struct gt_linalg_det_args {
  gt_tensor a_A;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_det_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_det(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_det_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_det::call(gotorch::ref(a_A, "A"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_det.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_det_out_args {
  gt_tensor a_A;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_det_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_det_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_det_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_det_out::call(gotorch::ref(a_A, "A"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)
struct gt_linalg_diagonal_args {
  gt_tensor a_A;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_diagonal_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_diagonal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_diagonal_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_diagonal::call(gotorch::ref(a_A, "A"), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_eigvals(Tensor self) -> Tensor
struct gt_linalg_eigvals_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_eigvals_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_eigvals(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigvals_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_eigvals::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_eigvals.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_eigvals_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_eigvals_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_eigvals_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigvals_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_eigvals_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor
struct gt_linalg_eigvalsh_args {
  gt_tensor a_self;
  int64_t a_UPLO_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_eigvalsh_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_eigvalsh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigvalsh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_eigvalsh::call(gotorch::ref(a_self, "self"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_eigvalsh.out(Tensor self, str UPLO="L", *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_eigvalsh_out_args {
  gt_tensor a_self;
  int64_t a_UPLO_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_eigvalsh_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_eigvalsh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eigvalsh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_UPLO = static_cast<const char*>(ptrs[0]);
  int64_t a_UPLO_len = a->a_UPLO_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_eigvalsh_out::call(gotorch::ref(a_self, "self"), gotorch::str(a_UPLO, a_UPLO_len, "UPLO"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_inv(Tensor A) -> Tensor
struct gt_linalg_inv_args {
  gt_tensor a_A;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_inv_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_inv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_inv_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_inv::call(gotorch::ref(a_A, "A"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_inv.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_inv_out_args {
  gt_tensor a_A;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_inv_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_inv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_inv_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_inv_out::call(gotorch::ref(a_A, "A"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)
struct gt_linalg_inv_ex_args {
  gt_tensor a_A;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_inv_ex_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_inv_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_inv_ex_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_inv_ex::call(gotorch::ref(a_A, "A"), a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_inv_ex.inverse(Tensor A, *, bool check_errors=False, Tensor(a!) inverse, Tensor(b!) info) -> (Tensor(a!) inverse, Tensor(b!) info)
struct gt_linalg_inv_ex_inverse_args {
  gt_tensor a_A;
  bool a_check_errors;
  gt_tensor a_inverse;
  gt_tensor a_info;
};
static_assert(sizeof(gt_linalg_inv_ex_inverse_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_inv_ex_inverse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_inv_ex_inverse_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_inverse(a->a_inverse);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::linalg_inv_ex_inverse::call(gotorch::ref(a_A, "A"), a_check_errors, gotorch::ref(a_inverse, "inverse"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)
struct gt_linalg_lu_factor_args {
  gt_tensor a_A;
  bool a_pivot;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_lu_factor_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_lu_factor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_factor_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_lu_factor::call(gotorch::ref(a_A, "A"), a_pivot);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_lu_factor.out(Tensor A, *, bool pivot=True, Tensor(a!) LU, Tensor(b!) pivots) -> (Tensor(a!) LU, Tensor(b!) pivots)
struct gt_linalg_lu_factor_out_args {
  gt_tensor a_A;
  bool a_pivot;
  gt_tensor a_LU;
  gt_tensor a_pivots;
};
static_assert(sizeof(gt_linalg_lu_factor_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_lu_factor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_factor_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  GT_TRY
  at::_ops::linalg_lu_factor_out::call(gotorch::ref(a_A, "A"), a_pivot, gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"));
  GT_CATCH
}

// linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
struct gt_linalg_lu_solve_args {
  gt_tensor a_LU;
  gt_tensor a_pivots;
  gt_tensor a_B;
  bool a_left;
  bool a_adjoint;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_lu_solve_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_lu_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_solve_args*>(args);
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_adjoint = a->a_adjoint;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_lu_solve::call(gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_B, "B"), a_left, a_adjoint);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_lu_solve.out(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_lu_solve_out_args {
  gt_tensor a_LU;
  gt_tensor a_pivots;
  gt_tensor a_B;
  bool a_left;
  bool a_adjoint;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_lu_solve_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_lu_solve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_solve_out_args*>(args);
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_adjoint = a->a_adjoint;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_lu_solve_out::call(gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_B, "B"), a_left, a_adjoint, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matmul(Tensor self, Tensor other) -> Tensor
struct gt_linalg_matmul_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matmul_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_matmul(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matmul_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matmul::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matmul_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matmul_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_matmul_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matmul_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matmul_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_power(Tensor self, int n) -> Tensor
struct gt_linalg_matrix_power_args {
  gt_tensor a_self;
  int64_t a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_power_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_matrix_power(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_power_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_power::call(gotorch::ref(a_self, "self"), a_n);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_power_out_args {
  gt_tensor a_self;
  int64_t a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_power_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_matrix_power_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_power_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_power_out::call(gotorch::ref(a_self, "self"), a_n, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor
struct gt_linalg_pinv_args {
  gt_tensor a_self;
  double a_rcond;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_pinv_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_pinv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_rcond = a->a_rcond;
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_pinv::call(gotorch::ref(a_self, "self"), a_rcond, a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
struct gt_linalg_pinv_atol_rtol_float_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_pinv_atol_rtol_float_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_pinv_atol_rtol_float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_atol_rtol_float_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_atol = static_cast<const double*>(ptrs[0]);
  auto a_rtol = static_cast<const double*>(ptrs[1]);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_pinv_atol_rtol_float::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_pinv.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_pinv_atol_rtol_float_out_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_pinv_atol_rtol_float_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_pinv_atol_rtol_float_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_atol_rtol_float_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_atol = static_cast<const double*>(ptrs[0]);
  auto a_rtol = static_cast<const double*>(ptrs[1]);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_pinv_atol_rtol_float_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_atol), gotorch::opt_value(a_rtol), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
struct gt_linalg_pinv_atol_rtol_tensor_args {
  gt_tensor a_self;
  gt_tensor a_atol;
  gt_tensor a_rtol;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_pinv_atol_rtol_tensor_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_pinv_atol_rtol_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_atol_rtol_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_atol(a->a_atol);
  gotorch::borrowed a_rtol(a->a_rtol);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_pinv_atol_rtol_tensor::call(gotorch::ref(a_self, "self"), gotorch::opt(a_atol, "atol"), gotorch::opt(a_rtol, "rtol"), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_pinv.atol_rtol_tensor_out(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_pinv_atol_rtol_tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_atol;
  gt_tensor a_rtol;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_pinv_atol_rtol_tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_pinv_atol_rtol_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_atol_rtol_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_atol(a->a_atol);
  gotorch::borrowed a_rtol(a->a_rtol);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_pinv_atol_rtol_tensor_out::call(gotorch::ref(a_self, "self"), gotorch::opt(a_atol, "atol"), gotorch::opt(a_rtol, "rtol"), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_pinv.out(Tensor self, float rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_pinv_out_args {
  gt_tensor a_self;
  double a_rcond;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_pinv_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_pinv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_rcond = a->a_rcond;
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_pinv_out::call(gotorch::ref(a_self, "self"), a_rcond, a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_pinv.out_rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_pinv_out_rcond_tensor_args {
  gt_tensor a_self;
  gt_tensor a_rcond;
  bool a_hermitian;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_pinv_out_rcond_tensor_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_pinv_out_rcond_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_out_rcond_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_rcond(a->a_rcond);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_pinv_out_rcond_tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_rcond, "rcond"), a_hermitian, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor
struct gt_linalg_pinv_rcond_tensor_args {
  gt_tensor a_self;
  gt_tensor a_rcond;
  bool a_hermitian;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_pinv_rcond_tensor_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_pinv_rcond_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_pinv_rcond_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_rcond(a->a_rcond);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_pinv_rcond_tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_rcond, "rcond"), a_hermitian);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)
struct gt_linalg_slogdet_args {
  gt_tensor a_A;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_slogdet_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_slogdet(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_slogdet_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_slogdet::call(gotorch::ref(a_A, "A"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_slogdet.out(Tensor A, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet)
struct gt_linalg_slogdet_out_args {
  gt_tensor a_A;
  gt_tensor a_sign;
  gt_tensor a_logabsdet;
};
static_assert(sizeof(gt_linalg_slogdet_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_slogdet_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_slogdet_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_sign(a->a_sign);
  gotorch::borrowed a_logabsdet(a->a_logabsdet);
  GT_TRY
  at::_ops::linalg_slogdet_out::call(gotorch::ref(a_A, "A"), gotorch::ref(a_sign, "sign"), gotorch::ref(a_logabsdet, "logabsdet"));
  GT_CATCH
}

// linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
struct gt_linalg_solve_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_solve_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_solve::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_solve.out(Tensor A, Tensor B, *, bool left=True, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_solve_out_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_solve_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_solve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_solve_out::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor
struct gt_linalg_solve_triangular_args {
  gt_tensor a_self;
  gt_tensor a_B;
  bool a_upper;
  bool a_left;
  bool a_unitriangular;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_solve_triangular_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_solve_triangular(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_triangular_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_B(a->a_B);
  bool a_upper = a->a_upper;
  bool a_left = a->a_left;
  bool a_unitriangular = a->a_unitriangular;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_solve_triangular::call(gotorch::ref(a_self, "self"), gotorch::ref(a_B, "B"), a_upper, a_left, a_unitriangular);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_solve_triangular.out(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_solve_triangular_out_args {
  gt_tensor a_self;
  gt_tensor a_B;
  bool a_upper;
  bool a_left;
  bool a_unitriangular;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_solve_triangular_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_solve_triangular_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_triangular_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_B(a->a_B);
  bool a_upper = a->a_upper;
  bool a_left = a->a_left;
  bool a_unitriangular = a->a_unitriangular;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_solve_triangular_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_B, "B"), a_upper, a_left, a_unitriangular, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
struct gt_linalg_svd_args {
  gt_tensor a_A;
  bool a_full_matrices;
  int64_t a_driver_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_linalg_svd_args) == 96, "args layout differs from the Go side's");
char* gt_linalg_svd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_svd_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_full_matrices = a->a_full_matrices;
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::linalg_svd::call(gotorch::ref(a_A, "A"), a_full_matrices, gotorch::opt_str(a_driver, a_driver_len, "driver"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// linalg_svd.U(Tensor A, bool full_matrices=True, *, str? driver=None, Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh)
struct gt_linalg_svd_U_args {
  gt_tensor a_A;
  bool a_full_matrices;
  int64_t a_driver_len;
  gt_tensor a_U;
  gt_tensor a_S;
  gt_tensor a_Vh;
};
static_assert(sizeof(gt_linalg_svd_U_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_svd_U(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_svd_U_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_full_matrices = a->a_full_matrices;
  auto a_driver = static_cast<const char*>(ptrs[0]);
  int64_t a_driver_len = a->a_driver_len;
  gotorch::borrowed a_U(a->a_U);
  gotorch::borrowed a_S(a->a_S);
  gotorch::borrowed a_Vh(a->a_Vh);
  GT_TRY
  at::_ops::linalg_svd_U::call(gotorch::ref(a_A, "A"), a_full_matrices, gotorch::opt_str(a_driver, a_driver_len, "driver"), gotorch::ref(a_U, "U"), gotorch::ref(a_S, "S"), gotorch::ref(a_Vh, "Vh"));
  GT_CATCH
}

// linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor
struct gt_linalg_tensorsolve_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_tensorsolve_args) == 48, "args layout differs from the Go side's");
char* gt_linalg_tensorsolve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_tensorsolve_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_tensorsolve::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_list(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_tensorsolve.out(Tensor self, Tensor other, int[]? dims=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_tensorsolve_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dims_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_tensorsolve_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_tensorsolve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_tensorsolve_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_tensorsolve_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_list(a_dims, a_dims_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_linear_backward_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_linear_backward_args) == 96, "args layout differs from the Go side's");
char* gt_linear_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linear_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::linear_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_linear_backward_out_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_linear_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_linear_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linear_backward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::linear_backward_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// log1p(Tensor self) -> Tensor
struct gt_log1p_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log1p_args) == 32, "args layout differs from the Go side's");
char* gt_log1p(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log1p_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log1p::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log1p_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log1p_out_args) == 16, "args layout differs from the Go side's");
char* gt_log1p_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log1p_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log1p_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log1p_(Tensor(a!) self) -> Tensor(a!)
struct gt_log1p__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_log1p__args) == 8, "args layout differs from the Go side's");
char* gt_log1p_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log1p__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::log1p_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// log2(Tensor self) -> Tensor
struct gt_log2_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log2_args) == 32, "args layout differs from the Go side's");
char* gt_log2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log2::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log2_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log2_out_args) == 16, "args layout differs from the Go side's");
char* gt_log2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log2_(Tensor(a!) self) -> Tensor(a!)
struct gt_log2__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_log2__args) == 8, "args layout differs from the Go side's");
char* gt_log2_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log2__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::log2_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// logaddexp2(Tensor self, Tensor other) -> Tensor
struct gt_logaddexp2_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logaddexp2_args) == 40, "args layout differs from the Go side's");
char* gt_logaddexp2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logaddexp2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logaddexp2::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logaddexp2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logaddexp2_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logaddexp2_out_args) == 24, "args layout differs from the Go side's");
char* gt_logaddexp2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logaddexp2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logaddexp2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_and(Tensor self, Tensor other) -> Tensor
struct gt_logical_and_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logical_and_args) == 40, "args layout differs from the Go side's");
char* gt_logical_and(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_and_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logical_and::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logical_and_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logical_and_out_args) == 24, "args layout differs from the Go side's");
char* gt_logical_and_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_and_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logical_and_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_logical_and__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_logical_and__args) == 16, "args layout differs from the Go side's");
char* gt_logical_and_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_and__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::logical_and_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// mT(Tensor(a) self) -> Tensor(a)
struct gt_mT_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mT_args) == 32, "args layout differs from the Go side's");
char* gt_mT(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mT_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mT::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
struct gt_masked_fill_Scalar_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_masked_fill_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_masked_fill_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::masked_fill_Scalar::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_fill.Scalar_out(Tensor self, Tensor mask, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_masked_fill_Scalar_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_masked_fill_Scalar_out_args) == 56, "args layout differs from the Go side's");
char* gt_masked_fill_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::masked_fill_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
struct gt_masked_fill_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_masked_fill_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_masked_fill_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_value(a->a_value);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::masked_fill_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_value, "value"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_fill.Tensor_out(Tensor self, Tensor mask, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_masked_fill_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_masked_fill_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_masked_fill_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_value(a->a_value);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::masked_fill_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_value, "value"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
struct gt_masked_fill__Scalar_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_scalar a_value;
};
static_assert(sizeof(gt_masked_fill__Scalar_args) == 48, "args layout differs from the Go side's");
char* gt_masked_fill__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::masked_fill__Scalar::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::scalar(a_value));
  GT_CATCH
}

// masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)
struct gt_masked_fill__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_value;
};
static_assert(sizeof(gt_masked_fill__Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_masked_fill__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_fill__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_value(a->a_value);
  GT_TRY
  at::_ops::masked_fill__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_value, "value"));
  GT_CATCH
}

// masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
struct gt_masked_scatter_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_source;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_masked_scatter_args) == 48, "args layout differs from the Go side's");
char* gt_masked_scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_scatter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_source(a->a_source);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::masked_scatter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_source, "source"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_scatter.out(Tensor self, Tensor mask, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
struct gt_masked_scatter_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_source;
  gt_tensor a_out;
};
static_assert(sizeof(gt_masked_scatter_out_args) == 32, "args layout differs from the Go side's");
char* gt_masked_scatter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_scatter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_source(a->a_source);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::masked_scatter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_source, "source"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)
struct gt_masked_scatter__args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_source;
};
static_assert(sizeof(gt_masked_scatter__args) == 24, "args layout differs from the Go side's");
char* gt_masked_scatter_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_scatter__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_source(a->a_source);
  GT_TRY
  at::_ops::masked_scatter_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_source, "source"));
  GT_CATCH
}

// matrix_H(Tensor(a) self) -> Tensor(a)
struct gt_matrix_H_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_matrix_H_args) == 32, "args layout differs from the Go side's");
char* gt_matrix_H(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matrix_H_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::matrix_H::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// matrix_exp_backward(Tensor self, Tensor grad) -> Tensor
struct gt_matrix_exp_backward_args {
  gt_tensor a_self;
  gt_tensor a_grad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_matrix_exp_backward_args) == 40, "args layout differs from the Go side's");
char* gt_matrix_exp_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matrix_exp_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad(a->a_grad);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::matrix_exp_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad, "grad"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max(Tensor self) -> Tensor
struct gt_max_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_args) == 32, "args layout differs from the Go side's");
char* gt_max(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_max_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_max_dim_args) == 72, "args layout differs from the Go side's");
char* gt_max_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::max_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_max_dim_max_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_max;
  gt_tensor a_max_values;
};
static_assert(sizeof(gt_max_dim_max_args) == 40, "args layout differs from the Go side's");
char* gt_max_dim_max(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_dim_max_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_max(a->a_max);
  gotorch::borrowed a_max_values(a->a_max_values);
  GT_TRY
  at::_ops::max_dim_max::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_max, "max"), gotorch::ref(a_max_values, "max_values"));
  GT_CATCH
}

// max.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_max_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_max_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_max_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::max_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// max.names_dim_max(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_max_names_dim_max_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_max;
  gt_tensor a_max_values;
};
static_assert(sizeof(gt_max_names_dim_max_args) == 40, "args layout differs from the Go side's");
char* gt_max_names_dim_max(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_names_dim_max_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_max(a->a_max);
  gotorch::borrowed a_max_values(a->a_max_values);
  GT_TRY
  at::_ops::max_names_dim_max::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_max, "max"), gotorch::ref(a_max_values, "max_values"));
  GT_CATCH
}

// max.other(Tensor self, Tensor other) -> Tensor
struct gt_max_other_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_other_args) == 40, "args layout differs from the Go side's");
char* gt_max_other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_other::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_max_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_max_out_args) == 24, "args layout differs from the Go side's");
char* gt_max_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::max_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_max_pool1d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_pool1d_args) == 72, "args layout differs from the Go side's");
char* gt_max_pool1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool1d_args*>(args);
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
  auto r = at::_ops::max_pool1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor
struct gt_max_pool2d_with_indices_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_pool2d_with_indices_backward_args) == 88, "args layout differs from the Go side's");
char* gt_max_pool2d_with_indices_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool2d_with_indices_backward_args*>(args);
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
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_pool2d_with_indices_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_pool2d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_max_pool2d_with_indices_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_max_pool2d_with_indices_backward_grad_input_args) == 72, "args layout differs from the Go side's");
char* gt_max_pool2d_with_indices_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool2d_with_indices_backward_grad_input_args*>(args);
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
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::max_pool2d_with_indices_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor
struct gt_max_pool3d_with_indices_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_pool3d_with_indices_backward_args) == 88, "args layout differs from the Go side's");
char* gt_max_pool3d_with_indices_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool3d_with_indices_backward_args*>(args);
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
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_pool3d_with_indices_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_pool3d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_max_pool3d_with_indices_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_max_pool3d_with_indices_backward_grad_input_args) == 72, "args layout differs from the Go side's");
char* gt_max_pool3d_with_indices_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool3d_with_indices_backward_grad_input_args*>(args);
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
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::max_pool3d_with_indices_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor
struct gt_max_unpool2d_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_unpool2d_args) == 48, "args layout differs from the Go side's");
char* gt_max_unpool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_unpool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_unpool2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_unpool2d.out(Tensor self, Tensor indices, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_max_unpool2d_out_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_max_unpool2d_out_args) == 32, "args layout differs from the Go side's");
char* gt_max_unpool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_unpool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::max_unpool2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor
struct gt_max_unpool3d_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  int64_t a_output_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_unpool3d_args) == 64, "args layout differs from the Go side's");
char* gt_max_unpool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_unpool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::max_unpool3d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), at::IntArrayRef(a_output_size, a_output_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// max_unpool3d.out(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_max_unpool3d_out_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  int64_t a_output_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_max_unpool3d_out_args) == 48, "args layout differs from the Go side's");
char* gt_max_unpool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_unpool3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::max_unpool3d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), at::IntArrayRef(a_output_size, a_output_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// median(Tensor self) -> Tensor
struct gt_median_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_median_args) == 32, "args layout differs from the Go side's");
char* gt_median(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::median::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_median_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_median_dim_args) == 72, "args layout differs from the Go side's");
char* gt_median_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::median_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// median.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_median_dim_values_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_median_dim_values_args) == 40, "args layout differs from the Go side's");
char* gt_median_dim_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_dim_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::median_dim_values::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// median.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_median_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_median_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_median_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::median_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// median.names_dim_values(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_median_names_dim_values_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_median_names_dim_values_args) == 40, "args layout differs from the Go side's");
char* gt_median_names_dim_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_names_dim_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::median_names_dim_values::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// median.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_median_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_median_out_args) == 16, "args layout differs from the Go side's");
char* gt_median_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_median_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::median_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// min(Tensor self) -> Tensor
struct gt_min_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_min_args) == 32, "args layout differs from the Go side's");
char* gt_min(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::min::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_min_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_min_dim_args) == 72, "args layout differs from the Go side's");
char* gt_min_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::min_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// min.dim_min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_min_dim_min_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_min;
  gt_tensor a_min_indices;
};
static_assert(sizeof(gt_min_dim_min_args) == 40, "args layout differs from the Go side's");
char* gt_min_dim_min(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_dim_min_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_min_indices(a->a_min_indices);
  GT_TRY
  at::_ops::min_dim_min::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_min, "min"), gotorch::ref(a_min_indices, "min_indices"));
  GT_CATCH
}

// min.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_min_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_min_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_min_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::min_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// min.names_dim_min(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_min_names_dim_min_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_min;
  gt_tensor a_min_indices;
};
static_assert(sizeof(gt_min_names_dim_min_args) == 40, "args layout differs from the Go side's");
char* gt_min_names_dim_min(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_names_dim_min_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_min_indices(a->a_min_indices);
  GT_TRY
  at::_ops::min_names_dim_min::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_min, "min"), gotorch::ref(a_min_indices, "min_indices"));
  GT_CATCH
}

// min.other(Tensor self, Tensor other) -> Tensor
struct gt_min_other_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_min_other_args) == 40, "args layout differs from the Go side's");
char* gt_min_other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::min_other::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// min.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_min_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_min_out_args) == 24, "args layout differs from the Go side's");
char* gt_min_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_min_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::min_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// minimum(Tensor self, Tensor other) -> Tensor
struct gt_minimum_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_minimum_args) == 40, "args layout differs from the Go side's");
char* gt_minimum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_minimum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::minimum::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_minimum_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_minimum_out_args) == 24, "args layout differs from the Go side's");
char* gt_minimum_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_minimum_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::minimum_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
struct gt_miopen_convolution_relu_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_miopen_convolution_relu_args) == 80, "args layout differs from the Go side's");
char* gt_miopen_convolution_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_relu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::miopen_convolution_relu::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
struct gt_miopen_convolution_transpose_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_miopen_convolution_transpose_args) == 96, "args layout differs from the Go side's");
char* gt_miopen_convolution_transpose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_transpose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::miopen_convolution_transpose::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// miopen_convolution_transpose.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_miopen_convolution_transpose_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_miopen_convolution_transpose_out_args) == 80, "args layout differs from the Go side's");
char* gt_miopen_convolution_transpose_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_transpose_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::miopen_convolution_transpose_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt_mkldnn_adaptive_avg_pool2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_adaptive_avg_pool2d_backward_args) == 40, "args layout differs from the Go side's");
char* gt_mkldnn_adaptive_avg_pool2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_adaptive_avg_pool2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_adaptive_avg_pool2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_adaptive_avg_pool2d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_adaptive_avg_pool2d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_adaptive_avg_pool2d_backward_out_args) == 24, "args layout differs from the Go side's");
char* gt_mkldnn_adaptive_avg_pool2d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_adaptive_avg_pool2d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_adaptive_avg_pool2d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor
struct gt_mkldnn_linear_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_linear_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_linear(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_linear::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_linear.out(Tensor self, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_linear_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_linear_out_args) == 32, "args layout differs from the Go side's");
char* gt_mkldnn_linear_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_linear_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_linear_backward_input(int[] input_size, Tensor grad_output, Tensor weight) -> Tensor
struct gt_mkldnn_linear_backward_input_args {
  int64_t a_input_size_len;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_linear_backward_input_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_input_args*>(args);
  auto a_input_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_size_len = a->a_input_size_len;
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward_input::call(at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_linear_backward_input.out(int[] input_size, Tensor grad_output, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_linear_backward_input_out_args {
  int64_t a_input_size_len;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_linear_backward_input_out_args) == 32, "args layout differs from the Go side's");
char* gt_mkldnn_linear_backward_input_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_linear_backward_input_out_args*>(args);
  auto a_input_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_size_len = a->a_input_size_len;
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_linear_backward_input_out::call(at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
struct gt_moveaxis_int_args {
  gt_tensor a_self;
  int64_t a_source;
  int64_t a_destination;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_moveaxis_int_args) == 48, "args layout differs from the Go side's");
char* gt_moveaxis_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_moveaxis_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_source = a->a_source;
  int64_t a_destination = a->a_destination;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::moveaxis_int::call(gotorch::ref(a_self, "self"), a_source, a_destination);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
struct gt_moveaxis_intlist_args {
  gt_tensor a_self;
  int64_t a_source_len;
  int64_t a_destination_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_moveaxis_intlist_args) == 48, "args layout differs from the Go side's");
char* gt_moveaxis_intlist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_moveaxis_intlist_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_source = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_source_len = a->a_source_len;
  auto a_destination = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_destination_len = a->a_destination_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::moveaxis_intlist::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_source, a_source_len), at::IntArrayRef(a_destination, a_destination_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_mps_convolution_backward_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_mps_convolution_backward_args) == 128, "args layout differs from the Go side's");
char* gt_mps_convolution_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_convolution_backward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::mps_convolution_backward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// mps_convolution_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_mps_convolution_backward_out_args {
  gt_tensor a_self;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_mps_convolution_backward_out_args) == 80, "args layout differs from the Go side's");
char* gt_mps_convolution_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mps_convolution_backward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[3]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::mps_convolution_backward_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// msort(Tensor self) -> Tensor
struct gt_msort_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_msort_args) == 32, "args layout differs from the Go side's");
char* gt_msort(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_msort_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::msort::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// msort.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_msort_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_msort_out_args) == 16, "args layout differs from the Go side's");
char* gt_msort_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_msort_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::msort_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean) -> Tensor
struct gt_multi_margin_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_scalar a_p;
  gt_scalar a_margin;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multi_margin_loss_args) == 120, "args layout differs from the Go side's");
char* gt_multi_margin_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multi_margin_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gt_scalar a_p = a->a_p;
  gt_scalar a_margin = a->a_margin;
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multi_margin_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight, "weight"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multi_margin_loss.out(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_multi_margin_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_scalar a_p;
  gt_scalar a_margin;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_multi_margin_loss_out_args) == 104, "args layout differs from the Go side's");
char* gt_multi_margin_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multi_margin_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gt_scalar a_p = a->a_p;
  gt_scalar a_margin = a->a_margin;
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::multi_margin_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::scalar(a_p), gotorch::scalar(a_margin), gotorch::opt(a_weight, "weight"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target) -> Tensor
struct gt_multilabel_margin_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_is_target;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_multilabel_margin_loss_backward_args) == 64, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_is_target(a->a_is_target);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_is_target, "is_target"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// multilabel_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_multilabel_margin_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_is_target;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_multilabel_margin_loss_backward_grad_input_args) == 48, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_is_target(a->a_is_target);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::multilabel_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_is_target, "is_target"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)
struct gt_multilabel_margin_loss_forward_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_multilabel_margin_loss_forward_args) == 72, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_forward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::multilabel_margin_loss_forward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// multilabel_margin_loss_forward.output(Tensor self, Tensor target, int reduction, *, Tensor(a!) output, Tensor(b!) is_target) -> (Tensor(a!), Tensor(b!))
struct gt_multilabel_margin_loss_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_output;
  gt_tensor a_is_target;
};
static_assert(sizeof(gt_multilabel_margin_loss_forward_output_args) == 40, "args layout differs from the Go side's");
char* gt_multilabel_margin_loss_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_multilabel_margin_loss_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_is_target(a->a_is_target);
  GT_TRY
  at::_ops::multilabel_margin_loss_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_output, "output"), gotorch::ref(a_is_target, "is_target"));
  GT_CATCH
}

// mv(Tensor self, Tensor vec) -> Tensor
struct gt_mv_args {
  gt_tensor a_self;
  gt_tensor a_vec;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mv_args) == 40, "args layout differs from the Go side's");
char* gt_mv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec(a->a_vec);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mv::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec, "vec"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mv_out_args {
  gt_tensor a_self;
  gt_tensor a_vec;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mv_out_args) == 24, "args layout differs from the Go side's");
char* gt_mv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec(a->a_vec);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mv_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec, "vec"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nanmedian(Tensor self) -> Tensor
struct gt_nanmedian_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nanmedian_args) == 32, "args layout differs from the Go side's");
char* gt_nanmedian(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nanmedian::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_nanmedian_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_nanmedian_dim_args) == 72, "args layout differs from the Go side's");
char* gt_nanmedian_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::nanmedian_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// nanmedian.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_nanmedian_dim_values_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_nanmedian_dim_values_args) == 40, "args layout differs from the Go side's");
char* gt_nanmedian_dim_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_dim_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::nanmedian_dim_values::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// nanmedian.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_nanmedian_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_nanmedian_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_nanmedian_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::nanmedian_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// nanmedian.names_dim_values(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_nanmedian_names_dim_values_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_nanmedian_names_dim_values_args) == 40, "args layout differs from the Go side's");
char* gt_nanmedian_names_dim_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_names_dim_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::nanmedian_names_dim_values::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// nanmedian.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nanmedian_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nanmedian_out_args) == 16, "args layout differs from the Go side's");
char* gt_nanmedian_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmedian_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nanmedian_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_nansum_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nansum_args) == 48, "args layout differs from the Go side's");
char* gt_nansum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nansum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nansum::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nansum.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_nansum_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nansum_out_args) == 32, "args layout differs from the Go side's");
char* gt_nansum_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nansum_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nansum_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)
struct gt_native_batch_norm_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_training;
  double a_momentum;
  double a_eps;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_batch_norm_args) == 136, "args layout differs from the Go side's");
char* gt_native_batch_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_batch_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_training = a->a_training;
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_batch_norm::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_momentum, a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, *, Tensor(a!) out, Tensor(b!) save_mean, Tensor(c!) save_invstd) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_batch_norm_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  bool a_training;
  double a_momentum;
  double a_eps;
  gt_tensor a_out;
  gt_tensor a_save_mean;
  gt_tensor a_save_invstd;
};
static_assert(sizeof(gt_native_batch_norm_out_args) == 88, "args layout differs from the Go side's");
char* gt_native_batch_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_batch_norm_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  bool a_training = a->a_training;
  double a_momentum = a->a_momentum;
  double a_eps = a->a_eps;
  gotorch::borrowed a_out(a->a_out);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_invstd(a->a_save_invstd);
  GT_TRY
  at::_ops::native_batch_norm_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_momentum, a_eps, gotorch::ref(a_out, "out"), gotorch::ref(a_save_mean, "save_mean"), gotorch::ref(a_save_invstd, "save_invstd"));
  GT_CATCH
}

// native_channel_shuffle(Tensor self, int groups) -> Tensor
struct gt_native_channel_shuffle_args {
  gt_tensor a_self;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_native_channel_shuffle_args) == 40, "args layout differs from the Go side's");
char* gt_native_channel_shuffle(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_channel_shuffle_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_groups = a->a_groups;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::native_channel_shuffle::call(gotorch::ref(a_self, "self"), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
struct gt_native_layer_norm_args {
  gt_tensor a_input;
  int64_t a_normalized_shape_len;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_layer_norm_args) == 112, "args layout differs from the Go side's");
char* gt_native_layer_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_layer_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_normalized_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_normalized_shape_len = a->a_normalized_shape_len;
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_layer_norm::call(gotorch::ref(a_input, "input"), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_layer_norm.out(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_layer_norm_out_args {
  gt_tensor a_input;
  int64_t a_normalized_shape_len;
  gt_tensor a_weight;
  gt_tensor a_bias;
  double a_eps;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_native_layer_norm_out_args) == 64, "args layout differs from the Go side's");
char* gt_native_layer_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_layer_norm_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_normalized_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_normalized_shape_len = a->a_normalized_shape_len;
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  double a_eps = a->a_eps;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::native_layer_norm_out::call(gotorch::ref(a_input, "input"), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), a_eps, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_native_layer_norm_backward_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  int64_t a_normalized_shape_len;
  gt_tensor a_mean;
  gt_tensor a_rstd;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_layer_norm_backward_args) == 128, "args layout differs from the Go side's");
char* gt_native_layer_norm_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_layer_norm_backward_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  auto a_normalized_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_normalized_shape_len = a->a_normalized_shape_len;
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_rstd(a->a_rstd);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_output_mask = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_layer_norm_backward::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::ref(a_mean, "mean"), gotorch::ref(a_rstd, "rstd"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_layer_norm_backward.out(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_layer_norm_backward_out_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  int64_t a_normalized_shape_len;
  gt_tensor a_mean;
  gt_tensor a_rstd;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_native_layer_norm_backward_out_args) == 80, "args layout differs from the Go side's");
char* gt_native_layer_norm_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_layer_norm_backward_out_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  auto a_normalized_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_normalized_shape_len = a->a_normalized_shape_len;
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_rstd(a->a_rstd);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  auto a_output_mask = static_cast<const bool*>(ptrs[1]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::native_layer_norm_backward_out::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::ref(a_mean, "mean"), gotorch::ref(a_rstd, "rstd"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// neg(Tensor self) -> Tensor
struct gt_neg_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_neg_args) == 32, "args layout differs from the Go side's");
char* gt_neg(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_neg_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::neg::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// neg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_neg_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_neg_out_args) == 16, "args layout differs from the Go side's");
char* gt_neg_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_neg_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::neg_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// neg_(Tensor(a!) self) -> Tensor(a!)
struct gt_neg__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_neg__args) == 8, "args layout differs from the Go side's");
char* gt_neg_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_neg__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::neg_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// negative(Tensor self) -> Tensor
struct gt_negative_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_negative_args) == 32, "args layout differs from the Go side's");
char* gt_negative(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_negative_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::negative::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// negative.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_negative_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_negative_out_args) == 16, "args layout differs from the Go side's");
char* gt_negative_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_negative_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::negative_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// negative_(Tensor(a!) self) -> Tensor(a!)
struct gt_negative__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_negative__args) == 8, "args layout differs from the Go side's");
char* gt_negative_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_negative__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::negative_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// nextafter(Tensor self, Tensor other) -> Tensor
struct gt_nextafter_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nextafter_args) == 40, "args layout differs from the Go side's");
char* gt_nextafter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nextafter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nextafter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nextafter.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nextafter_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nextafter_out_args) == 24, "args layout differs from the Go side's");
char* gt_nextafter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nextafter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nextafter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_nextafter__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_nextafter__args) == 16, "args layout differs from the Go side's");
char* gt_nextafter_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nextafter__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::nextafter_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// not_equal.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_not_equal_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_not_equal_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_not_equal_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::not_equal_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// not_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_not_equal_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_not_equal_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_not_equal_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::not_equal_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// not_equal.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_not_equal_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_not_equal_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_not_equal_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::not_equal_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// not_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_not_equal_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_not_equal_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_not_equal_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::not_equal_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// not_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_not_equal__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_not_equal__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_not_equal__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::not_equal__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// not_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_not_equal__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_not_equal__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_not_equal__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_not_equal__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::not_equal__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
struct gt_nuclear_norm_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nuclear_norm_args) == 40, "args layout differs from the Go side's");
char* gt_nuclear_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nuclear_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nuclear_norm::call(gotorch::ref(a_self, "self"), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor
struct gt_nuclear_norm_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nuclear_norm_dim_args) == 48, "args layout differs from the Go side's");
char* gt_nuclear_norm_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nuclear_norm_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nuclear_norm_dim::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nuclear_norm.dim_out(Tensor self, int[2] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nuclear_norm_dim_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nuclear_norm_dim_out_args) == 32, "args layout differs from the Go side's");
char* gt_nuclear_norm_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nuclear_norm_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nuclear_norm_dim_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nuclear_norm.out(Tensor self, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nuclear_norm_out_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nuclear_norm_out_args) == 24, "args layout differs from the Go side's");
char* gt_nuclear_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nuclear_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nuclear_norm_out::call(gotorch::ref(a_self, "self"), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// one_hot(Tensor self, int num_classes=-1) -> Tensor
struct gt_one_hot_args {
  gt_tensor a_self;
  int64_t a_num_classes;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_one_hot_args) == 40, "args layout differs from the Go side's");
char* gt_one_hot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_one_hot_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_num_classes = a->a_num_classes;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::one_hot::call(gotorch::ref(a_self, "self"), a_num_classes);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_ones_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ones_args) == 56, "args layout differs from the Go side's");
char* gt_ones(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ones::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ones.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_ones_names_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ones_names_args) == 64, "args layout differs from the Go side's");
char* gt_ones_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_names_args*>(args);
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
  auto r = at::_ops::ones_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ones.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_ones_names_out_args {
  int64_t a_size_len;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ones_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_ones_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ones_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ones.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ones_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ones_out_args) == 16, "args layout differs from the Go side's");
char* gt_ones_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ones_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ones_out::call(gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// orgqr(Tensor self, Tensor input2) -> Tensor
struct gt_orgqr_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_orgqr_args) == 40, "args layout differs from the Go side's");
char* gt_orgqr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_orgqr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::orgqr::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// orgqr.out(Tensor self, Tensor input2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_orgqr_out_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_orgqr_out_args) == 24, "args layout differs from the Go side's");
char* gt_orgqr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_orgqr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::orgqr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor
struct gt_ormqr_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  gt_tensor a_input3;
  bool a_left;
  bool a_transpose;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ormqr_args) == 56, "args layout differs from the Go side's");
char* gt_ormqr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ormqr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_input3(a->a_input3);
  bool a_left = a->a_left;
  bool a_transpose = a->a_transpose;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ormqr::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_input3, "input3"), a_left, a_transpose);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ormqr.out(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ormqr_out_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  gt_tensor a_input3;
  bool a_left;
  bool a_transpose;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ormqr_out_args) == 40, "args layout differs from the Go side's");
char* gt_ormqr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ormqr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_input3(a->a_input3);
  bool a_left = a->a_left;
  bool a_transpose = a->a_transpose;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ormqr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_input3, "input3"), a_left, a_transpose, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pairwise_distance(Tensor x1, Tensor x2, float p=2, float eps=1e-06, bool keepdim=False) -> Tensor
struct gt_pairwise_distance_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  double a_eps;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pairwise_distance_args) == 64, "args layout differs from the Go side's");
char* gt_pairwise_distance(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pairwise_distance_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  double a_eps = a->a_eps;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pairwise_distance::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, a_eps, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pdist(Tensor self, float p=2) -> Tensor
struct gt_pdist_args {
  gt_tensor a_self;
  double a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pdist_args) == 40, "args layout differs from the Go side's");
char* gt_pdist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pdist_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pdist::call(gotorch::ref(a_self, "self"), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// permute_copy(Tensor self, int[] dims) -> Tensor
struct gt_permute_copy_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_permute_copy_args) == 40, "args layout differs from the Go side's");
char* gt_permute_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_permute_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::permute_copy::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// permute_copy.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!)
struct gt_permute_copy_out_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_permute_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt_permute_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_permute_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::permute_copy_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pin_memory(Tensor(a) self, Device? device=None) -> Tensor(a)
struct gt_pin_memory_args {
  gt_tensor a_self;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pin_memory_args) == 48, "args layout differs from the Go side's");
char* gt_pin_memory(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pin_memory_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pin_memory::call(gotorch::ref(a_self, "self"), gotorch::opt_device(a_device, "device"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pinverse(Tensor self, float rcond=1e-15) -> Tensor
struct gt_pinverse_args {
  gt_tensor a_self;
  double a_rcond;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pinverse_args) == 40, "args layout differs from the Go side's");
char* gt_pinverse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pinverse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_rcond = a->a_rcond;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pinverse::call(gotorch::ref(a_self, "self"), a_rcond);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pixel_shuffle(Tensor self, int upscale_factor) -> Tensor
struct gt_pixel_shuffle_args {
  gt_tensor a_self;
  int64_t a_upscale_factor;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pixel_shuffle_args) == 40, "args layout differs from the Go side's");
char* gt_pixel_shuffle(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pixel_shuffle_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_upscale_factor = a->a_upscale_factor;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pixel_shuffle::call(gotorch::ref(a_self, "self"), a_upscale_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pixel_shuffle.out(Tensor self, int upscale_factor, *, Tensor(a!) out) -> Tensor(a!)
struct gt_pixel_shuffle_out_args {
  gt_tensor a_self;
  int64_t a_upscale_factor;
  gt_tensor a_out;
};
static_assert(sizeof(gt_pixel_shuffle_out_args) == 24, "args layout differs from the Go side's");
char* gt_pixel_shuffle_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pixel_shuffle_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_upscale_factor = a->a_upscale_factor;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::pixel_shuffle_out::call(gotorch::ref(a_self, "self"), a_upscale_factor, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// poisson(Tensor self, Generator? generator=None) -> Tensor
struct gt_poisson_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_poisson_args) == 40, "args layout differs from the Go side's");
char* gt_poisson(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_poisson_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::poisson::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// poisson.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_poisson_out_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_poisson_out_args) == 24, "args layout differs from the Go side's");
char* gt_poisson_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_poisson_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::poisson_out::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// polar(Tensor abs, Tensor angle) -> Tensor
struct gt_polar_args {
  gt_tensor a_abs;
  gt_tensor a_angle;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_polar_args) == 40, "args layout differs from the Go side's");
char* gt_polar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_polar_args*>(args);
  gotorch::borrowed a_abs(a->a_abs);
  gotorch::borrowed a_angle(a->a_angle);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::polar::call(gotorch::ref(a_abs, "abs"), gotorch::ref(a_angle, "angle"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// polar.out(Tensor abs, Tensor angle, *, Tensor(a!) out) -> Tensor(a!)
struct gt_polar_out_args {
  gt_tensor a_abs;
  gt_tensor a_angle;
  gt_tensor a_out;
};
static_assert(sizeof(gt_polar_out_args) == 24, "args layout differs from the Go side's");
char* gt_polar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_polar_out_args*>(args);
  gotorch::borrowed a_abs(a->a_abs);
  gotorch::borrowed a_angle(a->a_angle);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::polar_out::call(gotorch::ref(a_abs, "abs"), gotorch::ref(a_angle, "angle"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pow.Scalar(Scalar self, Tensor exponent) -> Tensor
struct gt_pow_Scalar_args {
  gt_scalar a_self;
  gt_tensor a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pow_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_pow_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_exponent(a->a_exponent);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pow_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_exponent, "exponent"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pow.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_pow_Scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_pow_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_pow_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_exponent(a->a_exponent);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::pow_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_exponent, "exponent"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
struct gt_pow_Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pow_Tensor_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_pow_Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pow_Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pow.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_pow_Tensor_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_pow_Tensor_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_pow_Tensor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Tensor_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::pow_Tensor_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
struct gt_pow_Tensor_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pow_Tensor_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_pow_Tensor_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Tensor_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pow_Tensor_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pow.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_pow_Tensor_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_pow_Tensor_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_pow_Tensor_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow_Tensor_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::pow_Tensor_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
struct gt_pow__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
};
static_assert(sizeof(gt_pow__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_pow__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  GT_TRY
  at::_ops::pow__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent));
  GT_CATCH
}

// pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)
struct gt_pow__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
};
static_assert(sizeof(gt_pow__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_pow__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pow__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  GT_TRY
  at::_ops::pow__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"));
  GT_CATCH
}

// prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
struct gt_prod_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_prod_args) == 40, "args layout differs from the Go side's");
char* gt_prod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::prod::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// prod.Dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_prod_Dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_prod_Dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_prod_Dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_Dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::prod_Dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// prod.dim_Dimname(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_prod_dim_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_prod_dim_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt_prod_dim_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_dim_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::prod_dim_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_prod_dim_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_prod_dim_int_args) == 48, "args layout differs from the Go side's");
char* gt_prod_dim_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_dim_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::prod_dim_int::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_prod_int_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_prod_int_out_args) == 32, "args layout differs from the Go side's");
char* gt_prod_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::prod_int_out::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// prod.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_prod_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_prod_out_args) == 24, "args layout differs from the Go side's");
char* gt_prod_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_prod_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::prod_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// promote_types(ScalarType type1, ScalarType type2) -> ScalarType
struct gt_promote_types_args {
  int32_t a_type1;
  int32_t a_type2;
  int32_t out0;
};
static_assert(sizeof(gt_promote_types_args) == 12, "args layout differs from the Go side's");
char* gt_promote_types(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_promote_types_args*>(args);
  int32_t a_type1 = a->a_type1;
  int32_t a_type2 = a->a_type2;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::promote_types::call(gotorch::scalar_type(a_type1, "type1"), gotorch::scalar_type(a_type2, "type2"));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// qscheme(Tensor self) -> QScheme
struct gt_qscheme_args {
  gt_tensor a_self;
  int32_t out0;
};
static_assert(sizeof(gt_qscheme_args) == 16, "args layout differs from the Go side's");
char* gt_qscheme(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_qscheme_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::qscheme::call(gotorch::ref(a_self, "self"));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
struct gt_quantile_args {
  gt_tensor a_self;
  gt_tensor a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantile_args) == 56, "args layout differs from the Go side's");
char* gt_quantile(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantile_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_q(a->a_q);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantile::call(gotorch::ref(a_self, "self"), gotorch::ref(a_q, "q"), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
struct gt_quantile_out_args {
  gt_tensor a_self;
  gt_tensor a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantile_out_args) == 40, "args layout differs from the Go side's");
char* gt_quantile_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantile_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_q(a->a_q);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantile_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_q, "q"), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
struct gt_quantile_scalar_args {
  gt_tensor a_self;
  double a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantile_scalar_args) == 56, "args layout differs from the Go side's");
char* gt_quantile_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantile_scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_q = a->a_q;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantile_scalar::call(gotorch::ref(a_self, "self"), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
struct gt_quantile_scalar_out_args {
  gt_tensor a_self;
  double a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantile_scalar_out_args) == 40, "args layout differs from the Go side's");
char* gt_quantile_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantile_scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_q = a->a_q;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantile_scalar_out::call(gotorch::ref(a_self, "self"), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor
struct gt_quantize_per_channel_args {
  gt_tensor a_self;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int64_t a_axis;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantize_per_channel_args) == 64, "args layout differs from the Go side's");
char* gt_quantize_per_channel(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_channel_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int64_t a_axis = a->a_axis;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantize_per_channel::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), a_axis, gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantize_per_channel.out(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantize_per_channel_out_args {
  gt_tensor a_self;
  gt_tensor a_scales;
  gt_tensor a_zero_points;
  int64_t a_axis;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantize_per_channel_out_args) == 48, "args layout differs from the Go side's");
char* gt_quantize_per_channel_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantize_per_channel_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scales(a->a_scales);
  gotorch::borrowed a_zero_points(a->a_zero_points);
  int64_t a_axis = a->a_axis;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantize_per_channel_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scales, "scales"), gotorch::ref(a_zero_points, "zero_points"), a_axis, gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantized_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor
struct gt_quantized_batch_norm_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_mean;
  gt_tensor a_var;
  double a_eps;
  double a_output_scale;
  int64_t a_output_zero_point;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantized_batch_norm_args) == 88, "args layout differs from the Go side's");
char* gt_quantized_batch_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_batch_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_var(a->a_var);
  double a_eps = a->a_eps;
  double a_output_scale = a->a_output_scale;
  int64_t a_output_zero_point = a->a_output_zero_point;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantized_batch_norm::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_var, "var"), a_eps, a_output_scale, a_output_zero_point);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantized_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantized_batch_norm_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_mean;
  gt_tensor a_var;
  double a_eps;
  double a_output_scale;
  int64_t a_output_zero_point;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantized_batch_norm_out_args) == 72, "args layout differs from the Go side's");
char* gt_quantized_batch_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_batch_norm_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_var(a->a_var);
  double a_eps = a->a_eps;
  double a_output_scale = a->a_output_scale;
  int64_t a_output_zero_point = a->a_output_zero_point;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::quantized_batch_norm_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_var, "var"), a_eps, a_output_scale, a_output_zero_point, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantized_gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
struct gt_quantized_gru_cell_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  gt_tensor a_w_ih;
  gt_tensor a_w_hh;
  gt_tensor a_b_ih;
  gt_tensor a_b_hh;
  gt_tensor a_packed_ih;
  gt_tensor a_packed_hh;
  gt_tensor a_col_offsets_ih;
  gt_tensor a_col_offsets_hh;
  gt_scalar a_scale_ih;
  gt_scalar a_scale_hh;
  gt_scalar a_zero_point_ih;
  gt_scalar a_zero_point_hh;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantized_gru_cell_args) == 232, "args layout differs from the Go side's");
char* gt_quantized_gru_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_gru_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_w_ih(a->a_w_ih);
  gotorch::borrowed a_w_hh(a->a_w_hh);
  gotorch::borrowed a_b_ih(a->a_b_ih);
  gotorch::borrowed a_b_hh(a->a_b_hh);
  gotorch::borrowed a_packed_ih(a->a_packed_ih);
  gotorch::borrowed a_packed_hh(a->a_packed_hh);
  gotorch::borrowed a_col_offsets_ih(a->a_col_offsets_ih);
  gotorch::borrowed a_col_offsets_hh(a->a_col_offsets_hh);
  gt_scalar a_scale_ih = a->a_scale_ih;
  gt_scalar a_scale_hh = a->a_scale_hh;
  gt_scalar a_zero_point_ih = a->a_zero_point_ih;
  gt_scalar a_zero_point_hh = a->a_zero_point_hh;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::quantized_gru_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::ref(a_b_ih, "b_ih"), gotorch::ref(a_b_hh, "b_hh"), gotorch::ref(a_packed_ih, "packed_ih"), gotorch::ref(a_packed_hh, "packed_hh"), gotorch::ref(a_col_offsets_ih, "col_offsets_ih"), gotorch::ref(a_col_offsets_hh, "col_offsets_hh"), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint(int high, int[] size, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randint_args {
  int64_t a_high;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_args) == 64, "args layout differs from the Go side's");
char* gt_randint(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_args*>(args);
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint.generator(int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randint_generator_args {
  int64_t a_high;
  int64_t a_size_len;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_generator_args) == 72, "args layout differs from the Go side's");
char* gt_randint_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_generator_args*>(args);
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint_generator::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint.generator_out(int high, int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_generator_out_args {
  int64_t a_high;
  int64_t a_size_len;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_generator_out_args) == 32, "args layout differs from the Go side's");
char* gt_randint_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_generator_out_args*>(args);
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_generator_out::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randint.low(int low, int high, int[] size, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randint_low_args {
  int64_t a_low;
  int64_t a_high;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_low_args) == 72, "args layout differs from the Go side's");
char* gt_randint_low(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_low_args*>(args);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint_low::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint.low_generator(int low, int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randint_low_generator_args {
  int64_t a_low;
  int64_t a_high;
  int64_t a_size_len;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_low_generator_args) == 80, "args layout differs from the Go side's");
char* gt_randint_low_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_low_generator_args*>(args);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint_low_generator::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint.low_generator_out(int low, int high, int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_low_generator_out_args {
  int64_t a_low;
  int64_t a_high;
  int64_t a_size_len;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_low_generator_out_args) == 40, "args layout differs from the Go side's");
char* gt_randint_low_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_low_generator_out_args*>(args);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_low_generator_out::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randint.low_out(int low, int high, int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_low_out_args {
  int64_t a_low;
  int64_t a_high;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_low_out_args) == 32, "args layout differs from the Go side's");
char* gt_randint_low_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_low_out_args*>(args);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_low_out::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randint.out(int high, int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_out_args {
  int64_t a_high;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_out_args) == 24, "args layout differs from the Go side's");
char* gt_randint_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_out_args*>(args);
  int64_t a_high = a->a_high;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_out::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_randint_like_args {
  gt_tensor a_self;
  int64_t a_high;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_like_args) == 72, "args layout differs from the Go side's");
char* gt_randint_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_high = a->a_high;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint_like::call(gotorch::ref(a_self, "self"), a_high, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_randint_like_low_dtype_args {
  gt_tensor a_self;
  int64_t a_low;
  int64_t a_high;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randint_like_low_dtype_args) == 80, "args layout differs from the Go side's");
char* gt_randint_like_low_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_like_low_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randint_like_low_dtype::call(gotorch::ref(a_self, "self"), a_low, a_high, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randint_like.low_dtype_out(Tensor self, int low, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_like_low_dtype_out_args {
  gt_tensor a_self;
  int64_t a_low;
  int64_t a_high;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_like_low_dtype_out_args) == 40, "args layout differs from the Go side's");
char* gt_randint_like_low_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_like_low_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_low = a->a_low;
  int64_t a_high = a->a_high;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_like_low_dtype_out::call(gotorch::ref(a_self, "self"), a_low, a_high, gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randint_like.out(Tensor self, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_randint_like_out_args {
  gt_tensor a_self;
  int64_t a_high;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randint_like_out_args) == 32, "args layout differs from the Go side's");
char* gt_randint_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randint_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_high = a->a_high;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randint_like_out::call(gotorch::ref(a_self, "self"), a_high, gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randn(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randn_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randn_args) == 56, "args layout differs from the Go side's");
char* gt_randn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randn::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randn.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randn_generator_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randn_generator_args) == 64, "args layout differs from the Go side's");
char* gt_randn_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_generator_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::randn_generator::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randn.generator_out(int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
struct gt_randn_generator_out_args {
  int64_t a_size_len;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randn_generator_out_args) == 24, "args layout differs from the Go side's");
char* gt_randn_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_generator_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randn_generator_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randn.generator_with_names(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randn_generator_with_names_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randn_generator_with_names_args) == 72, "args layout differs from the Go side's");
char* gt_randn_generator_with_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_generator_with_names_args*>(args);
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
  auto r = at::_ops::randn_generator_with_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randn.generator_with_names_out(int[] size, *, Generator? generator, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_randn_generator_with_names_out_args {
  int64_t a_size_len;
  gt_generator a_generator;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randn_generator_with_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_randn_generator_with_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_generator_with_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_generator a_generator = a->a_generator;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randn_generator_with_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator, "generator"), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randn.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_randn_names_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_randn_names_args) == 64, "args layout differs from the Go side's");
char* gt_randn_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_names_args*>(args);
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
  auto r = at::_ops::randn_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// randn.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_randn_names_out_args {
  int64_t a_size_len;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randn_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_randn_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randn_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// randn.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_randn_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_randn_out_args) == 16, "args layout differs from the Go side's");
char* gt_randn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_randn_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::randn_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// random(Tensor self, *, Generator? generator=None) -> Tensor
struct gt_random_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_random_args) == 40, "args layout differs from the Go side's");
char* gt_random(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::random::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor
struct gt_random_from_args {
  gt_tensor a_self;
  int64_t a_from;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_random_from_args) == 48, "args layout differs from the Go side's");
char* gt_random_from(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_from_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_from = a->a_from;
  auto a_to = static_cast<const int64_t*>(ptrs[0]);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::random_from::call(gotorch::ref(a_self, "self"), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// random.from_out(Tensor self, int from, int? to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_random_from_out_args {
  gt_tensor a_self;
  int64_t a_from;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_random_from_out_args) == 32, "args layout differs from the Go side's");
char* gt_random_from_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_from_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_from = a->a_from;
  auto a_to = static_cast<const int64_t*>(ptrs[0]);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::random_from_out::call(gotorch::ref(a_self, "self"), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// random.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_random_out_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_random_out_args) == 24, "args layout differs from the Go side's");
char* gt_random_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::random_out::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor
struct gt_random_to_args {
  gt_tensor a_self;
  int64_t a_to;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_random_to_args) == 48, "args layout differs from the Go side's");
char* gt_random_to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::random_to::call(gotorch::ref(a_self, "self"), a_to, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// random.to_out(Tensor self, int to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_random_to_out_args {
  gt_tensor a_self;
  int64_t a_to;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_random_to_out_args) == 32, "args layout differs from the Go side's");
char* gt_random_to_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random_to_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::random_to_out::call(gotorch::ref(a_self, "self"), a_to, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)
struct gt_random__args {
  gt_tensor a_self;
  gt_generator a_generator;
};
static_assert(sizeof(gt_random__args) == 16, "args layout differs from the Go side's");
char* gt_random_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::random_::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
struct gt_random__from_args {
  gt_tensor a_self;
  int64_t a_from;
  gt_generator a_generator;
};
static_assert(sizeof(gt_random__from_args) == 24, "args layout differs from the Go side's");
char* gt_random__from(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random__from_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_from = a->a_from;
  auto a_to = static_cast<const int64_t*>(ptrs[0]);
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::random__from::call(gotorch::ref(a_self, "self"), a_from, gotorch::opt_value(a_to), gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)
struct gt_random__to_args {
  gt_tensor a_self;
  int64_t a_to;
  gt_generator a_generator;
};
static_assert(sizeof(gt_random__to_args) == 24, "args layout differs from the Go side's");
char* gt_random__to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_random__to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::random__to::call(gotorch::ref(a_self, "self"), a_to, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// range(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_range_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_range_args) == 112, "args layout differs from the Go side's");
char* gt_range(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_range_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::range::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// range.out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_range_out_args {
  gt_scalar a_start;
  gt_scalar a_end;
  gt_scalar a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_range_out_args) == 104, "args layout differs from the Go side's");
char* gt_range_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_range_out_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  gt_scalar a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::range_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// range.out_(Scalar start, Scalar end, *, Tensor(a!) out) -> Tensor(a!)
struct gt_range_out__args {
  gt_scalar a_start;
  gt_scalar a_end;
  gt_tensor a_out;
};
static_assert(sizeof(gt_range_out__args) == 72, "args layout differs from the Go side's");
char* gt_range_out_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_range_out__args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::range_out_::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_range_step_args {
  gt_scalar a_start;
  gt_scalar a_end;
  gt_scalar a_step;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_range_step_args) == 144, "args layout differs from the Go side's");
char* gt_range_step(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_range_step_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  gt_scalar a_step = a->a_step;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::range_step::call(gotorch::scalar(a_start), gotorch::scalar(a_end), gotorch::scalar(a_step), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reciprocal(Tensor self) -> Tensor
struct gt_reciprocal_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reciprocal_args) == 32, "args layout differs from the Go side's");
char* gt_reciprocal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reciprocal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reciprocal::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_reciprocal_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_reciprocal_out_args) == 16, "args layout differs from the Go side's");
char* gt_reciprocal_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reciprocal_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::reciprocal_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// reciprocal_(Tensor(a!) self) -> Tensor(a!)
struct gt_reciprocal__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_reciprocal__args) == 8, "args layout differs from the Go side's");
char* gt_reciprocal_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reciprocal__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::reciprocal_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
struct gt_reflection_pad1d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad1d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_reflection_pad1d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad1d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad1d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_reflection_pad1d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_reflection_pad1d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_reflection_pad1d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad1d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::reflection_pad1d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// relu6(Tensor self) -> Tensor
struct gt_relu6_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_relu6_args) == 32, "args layout differs from the Go side's");
char* gt_relu6(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_relu6_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::relu6::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// relu6_(Tensor(a!) self) -> Tensor(a!)
struct gt_relu6__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_relu6__args) == 8, "args layout differs from the Go side's");
char* gt_relu6_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_relu6__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::relu6_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// remainder.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_remainder_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_remainder_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_remainder_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::remainder_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_remainder_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_remainder_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_remainder_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::remainder_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// remainder.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_remainder_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_remainder_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_remainder_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::remainder_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// remainder.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_remainder_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_remainder_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_remainder_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::remainder_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// remainder.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_remainder_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_remainder_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_remainder_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::remainder_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_remainder_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_remainder_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_remainder_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::remainder_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_remainder__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_remainder__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_remainder__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::remainder__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_remainder__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_remainder__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_remainder__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_remainder__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::remainder__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor
struct gt_repeat_interleave_Tensor_args {
  gt_tensor a_repeats;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_repeat_interleave_Tensor_args) == 32, "args layout differs from the Go side's");
char* gt_repeat_interleave_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_interleave_Tensor_args*>(args);
  gotorch::borrowed a_repeats(a->a_repeats);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::repeat_interleave_Tensor::call(gotorch::ref(a_repeats, "repeats"), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// repeat_interleave.Tensor_out(Tensor repeats, *, int? output_size=None, Tensor(a!) out) -> Tensor(a!)
struct gt_repeat_interleave_Tensor_out_args {
  gt_tensor a_repeats;
  gt_tensor a_out;
};
static_assert(sizeof(gt_repeat_interleave_Tensor_out_args) == 16, "args layout differs from the Go side's");
char* gt_repeat_interleave_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_interleave_Tensor_out_args*>(args);
  gotorch::borrowed a_repeats(a->a_repeats);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::repeat_interleave_Tensor_out::call(gotorch::ref(a_repeats, "repeats"), gotorch::opt_value(a_output_size), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor
struct gt_repeat_interleave_self_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_repeats;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_repeat_interleave_self_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_repeat_interleave_self_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_interleave_self_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_repeats(a->a_repeats);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::repeat_interleave_self_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_repeats, "repeats"), gotorch::opt_value(a_dim), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor
struct gt_repeat_interleave_self_int_args {
  gt_tensor a_self;
  int64_t a_repeats;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_repeat_interleave_self_int_args) == 40, "args layout differs from the Go side's");
char* gt_repeat_interleave_self_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_interleave_self_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_repeats = a->a_repeats;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::repeat_interleave_self_int::call(gotorch::ref(a_self, "self"), a_repeats, gotorch::opt_value(a_dim), gotorch::opt_value(a_output_size));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor
struct gt_resize_as_args {
  gt_tensor a_self;
  gt_tensor a_the_template;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_resize_as_args) == 48, "args layout differs from the Go side's");
char* gt_resize_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::resize_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resize_as.out(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_resize_as_out_args {
  gt_tensor a_self;
  gt_tensor a_the_template;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_resize_as_out_args) == 32, "args layout differs from the Go side's");
char* gt_resize_as_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::resize_as_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!)
struct gt_resize_as__args {
  gt_tensor a_self;
  gt_tensor a_the_template;
  int32_t a_memory_format;
};
static_assert(sizeof(gt_resize_as__args) == 24, "args layout differs from the Go side's");
char* gt_resize_as_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  int32_t a_memory_format = a->a_memory_format;
  GT_TRY
  at::_ops::resize_as_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  GT_CATCH
}

// result_type.Scalar(Tensor tensor, Scalar other) -> ScalarType
struct gt_result_type_Scalar_args {
  gt_tensor a_tensor;
  gt_scalar a_other;
  int32_t out0;
};
static_assert(sizeof(gt_result_type_Scalar_args) == 48, "args layout differs from the Go side's");
char* gt_result_type_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_result_type_Scalar_args*>(args);
  gotorch::borrowed a_tensor(a->a_tensor);
  gt_scalar a_other = a->a_other;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::result_type_Scalar::call(gotorch::ref(a_tensor, "tensor"), gotorch::scalar(a_other));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// result_type.Scalar_Scalar(Scalar scalar1, Scalar scalar2) -> ScalarType
struct gt_result_type_Scalar_Scalar_args {
  gt_scalar a_scalar1;
  gt_scalar a_scalar2;
  int32_t out0;
};
static_assert(sizeof(gt_result_type_Scalar_Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_result_type_Scalar_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_result_type_Scalar_Scalar_args*>(args);
  gt_scalar a_scalar1 = a->a_scalar1;
  gt_scalar a_scalar2 = a->a_scalar2;
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::result_type_Scalar_Scalar::call(gotorch::scalar(a_scalar1), gotorch::scalar(a_scalar2));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// result_type.Scalar_Tensor(Scalar scalar, Tensor tensor) -> ScalarType
struct gt_result_type_Scalar_Tensor_args {
  gt_scalar a_scalar;
  gt_tensor a_tensor;
  int32_t out0;
};
static_assert(sizeof(gt_result_type_Scalar_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_result_type_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_result_type_Scalar_Tensor_args*>(args);
  gt_scalar a_scalar = a->a_scalar;
  gotorch::borrowed a_tensor(a->a_tensor);
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::result_type_Scalar_Tensor::call(gotorch::scalar(a_scalar), gotorch::ref(a_tensor, "tensor"));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// result_type.Tensor(Tensor tensor, Tensor other) -> ScalarType
struct gt_result_type_Tensor_args {
  gt_tensor a_tensor;
  gt_tensor a_other;
  int32_t out0;
};
static_assert(sizeof(gt_result_type_Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_result_type_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_result_type_Tensor_args*>(args);
  gotorch::borrowed a_tensor(a->a_tensor);
  gotorch::borrowed a_other(a->a_other);
  int32_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::result_type_Tensor::call(gotorch::ref(a_tensor, "tensor"), gotorch::ref(a_other, "other"));
  *out0 = static_cast<int32_t>(std::move(r));
  GT_CATCH
}

// roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor
struct gt_roll_args {
  gt_tensor a_self;
  int64_t a_shifts_len;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_roll_args) == 48, "args layout differs from the Go side's");
char* gt_roll(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_roll_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_shifts = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shifts_len = a->a_shifts_len;
  auto a_dims = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::roll::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_shifts, a_shifts_len), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// roll.out(Tensor self, int[1] shifts, int[1] dims=[], *, Tensor(a!) out) -> Tensor(a!)
struct gt_roll_out_args {
  gt_tensor a_self;
  int64_t a_shifts_len;
  int64_t a_dims_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_roll_out_args) == 32, "args layout differs from the Go side's");
char* gt_roll_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_roll_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_shifts = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shifts_len = a->a_shifts_len;
  auto a_dims = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dims_len = a->a_dims_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::roll_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_shifts, a_shifts_len), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// row_stack(Tensor[] tensors) -> Tensor
struct gt_row_stack_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_row_stack_args) == 32, "args layout differs from the Go side's");
char* gt_row_stack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_row_stack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::row_stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// row_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_row_stack_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_row_stack_out_args) == 16, "args layout differs from the Go side's");
char* gt_row_stack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_row_stack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::row_stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor
struct gt_rrelu_with_noise_args {
  gt_tensor a_self;
  gt_tensor a_noise;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rrelu_with_noise_args) == 120, "args layout differs from the Go side's");
char* gt_rrelu_with_noise(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_with_noise_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_noise(a->a_noise);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rrelu_with_noise::call(gotorch::ref(a_self, "self"), gotorch::ref(a_noise, "noise"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rrelu_with_noise.out(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rrelu_with_noise_out_args {
  gt_tensor a_self;
  gt_tensor a_noise;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rrelu_with_noise_out_args) == 104, "args layout differs from the Go side's");
char* gt_rrelu_with_noise_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_with_noise_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_noise(a->a_noise);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rrelu_with_noise_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_noise, "noise"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)
struct gt_rrelu_with_noise__args {
  gt_tensor a_self;
  gt_tensor a_noise;
  gt_scalar a_lower;
  gt_scalar a_upper;
  bool a_training;
  gt_generator a_generator;
};
static_assert(sizeof(gt_rrelu_with_noise__args) == 96, "args layout differs from the Go side's");
char* gt_rrelu_with_noise_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rrelu_with_noise__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_noise(a->a_noise);
  gt_scalar a_lower = a->a_lower;
  gt_scalar a_upper = a->a_upper;
  bool a_training = a->a_training;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::rrelu_with_noise_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_noise, "noise"), gotorch::scalar(a_lower), gotorch::scalar(a_upper), a_training, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
struct gt_rsub_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rsub_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt_rsub_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsub_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rsub_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rsub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rsub_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rsub_Scalar_out_args) == 80, "args layout differs from the Go side's");
char* gt_rsub_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsub_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rsub_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
struct gt_rsub_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rsub_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt_rsub_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsub_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rsub_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rsub.Tensor_out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_rsub_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rsub_Tensor_out_args) == 56, "args layout differs from the Go side's");
char* gt_rsub_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rsub_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rsub_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
struct gt_scatter_reduce_two_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
  bool a_include_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scatter_reduce_two_args) == 72, "args layout differs from the Go side's");
char* gt_scatter_reduce_two(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_reduce_two_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scatter_reduce_two::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)
struct gt_scatter_reduce_two_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
  bool a_include_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scatter_reduce_two_out_args) == 56, "args layout differs from the Go side's");
char* gt_scatter_reduce_two_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_reduce_two_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scatter_reduce_two_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)
struct gt_scatter_reduce__two_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_src;
  int64_t a_reduce_len;
  bool a_include_self;
};
static_assert(sizeof(gt_scatter_reduce__two_args) == 48, "args layout differs from the Go side's");
char* gt_scatter_reduce__two(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scatter_reduce__two_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_src(a->a_src);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  bool a_include_self = a->a_include_self;
  GT_TRY
  at::_ops::scatter_reduce__two::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_src, "src"), gotorch::str(a_reduce, a_reduce_len, "reduce"), a_include_self);
  GT_CATCH
}

// searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
struct gt_searchsorted_Scalar_args {
  gt_tensor a_sorted_sequence;
  gt_scalar a_self;
  bool a_out_int32;
  bool a_right;
  int64_t a_side_len;
  gt_tensor a_sorter;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_searchsorted_Scalar_args) == 88, "args layout differs from the Go side's");
char* gt_searchsorted_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_searchsorted_Scalar_args*>(args);
  gotorch::borrowed a_sorted_sequence(a->a_sorted_sequence);
  gt_scalar a_self = a->a_self;
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  auto a_side = static_cast<const char*>(ptrs[0]);
  int64_t a_side_len = a->a_side_len;
  gotorch::borrowed a_sorter(a->a_sorter);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::searchsorted_Scalar::call(gotorch::ref(a_sorted_sequence, "sorted_sequence"), gotorch::scalar(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len, "side"), gotorch::opt(a_sorter, "sorter"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// searchsorted.Scalar_out(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!)
struct gt_searchsorted_Scalar_out_args {
  gt_tensor a_sorted_sequence;
  gt_scalar a_self;
  bool a_out_int32;
  bool a_right;
  int64_t a_side_len;
  gt_tensor a_sorter;
  gt_tensor a_out;
};
static_assert(sizeof(gt_searchsorted_Scalar_out_args) == 72, "args layout differs from the Go side's");
char* gt_searchsorted_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_searchsorted_Scalar_out_args*>(args);
  gotorch::borrowed a_sorted_sequence(a->a_sorted_sequence);
  gt_scalar a_self = a->a_self;
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  auto a_side = static_cast<const char*>(ptrs[0]);
  int64_t a_side_len = a->a_side_len;
  gotorch::borrowed a_sorter(a->a_sorter);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::searchsorted_Scalar_out::call(gotorch::ref(a_sorted_sequence, "sorted_sequence"), gotorch::scalar(a_self), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len, "side"), gotorch::opt(a_sorter, "sorter"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
struct gt_searchsorted_Tensor_args {
  gt_tensor a_sorted_sequence;
  gt_tensor a_self;
  bool a_out_int32;
  bool a_right;
  int64_t a_side_len;
  gt_tensor a_sorter;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_searchsorted_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_searchsorted_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_searchsorted_Tensor_args*>(args);
  gotorch::borrowed a_sorted_sequence(a->a_sorted_sequence);
  gotorch::borrowed a_self(a->a_self);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  auto a_side = static_cast<const char*>(ptrs[0]);
  int64_t a_side_len = a->a_side_len;
  gotorch::borrowed a_sorter(a->a_sorter);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::searchsorted_Tensor::call(gotorch::ref(a_sorted_sequence, "sorted_sequence"), gotorch::ref(a_self, "self"), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len, "side"), gotorch::opt(a_sorter, "sorter"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// searchsorted.Tensor_out(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!)
struct gt_searchsorted_Tensor_out_args {
  gt_tensor a_sorted_sequence;
  gt_tensor a_self;
  bool a_out_int32;
  bool a_right;
  int64_t a_side_len;
  gt_tensor a_sorter;
  gt_tensor a_out;
};
static_assert(sizeof(gt_searchsorted_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_searchsorted_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_searchsorted_Tensor_out_args*>(args);
  gotorch::borrowed a_sorted_sequence(a->a_sorted_sequence);
  gotorch::borrowed a_self(a->a_self);
  bool a_out_int32 = a->a_out_int32;
  bool a_right = a->a_right;
  auto a_side = static_cast<const char*>(ptrs[0]);
  int64_t a_side_len = a->a_side_len;
  gotorch::borrowed a_sorter(a->a_sorter);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::searchsorted_Tensor_out::call(gotorch::ref(a_sorted_sequence, "sorted_sequence"), gotorch::ref(a_self, "self"), a_out_int32, a_right, gotorch::opt_str(a_side, a_side_len, "side"), gotorch::opt(a_sorter, "sorter"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor
struct gt_segment_reduce_args {
  gt_tensor a_data;
  int64_t a_reduce_len;
  gt_tensor a_lengths;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  int64_t a_axis;
  bool a_unsafe;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_segment_reduce_args) == 80, "args layout differs from the Go side's");
char* gt_segment_reduce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_segment_reduce_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_lengths(a->a_lengths);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  int64_t a_axis = a->a_axis;
  bool a_unsafe = a->a_unsafe;
  auto a_initial = static_cast<const gt_scalar*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::segment_reduce::call(gotorch::ref(a_data, "data"), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::opt(a_lengths, "lengths"), gotorch::opt(a_indices, "indices"), gotorch::opt(a_offsets, "offsets"), a_axis, a_unsafe, gotorch::opt_scalar(a_initial));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// segment_reduce.out(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None, Tensor(a!) out) -> Tensor(a!)
struct gt_segment_reduce_out_args {
  gt_tensor a_data;
  int64_t a_reduce_len;
  gt_tensor a_lengths;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  int64_t a_axis;
  bool a_unsafe;
  gt_tensor a_out;
};
static_assert(sizeof(gt_segment_reduce_out_args) == 64, "args layout differs from the Go side's");
char* gt_segment_reduce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_segment_reduce_out_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_lengths(a->a_lengths);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  int64_t a_axis = a->a_axis;
  bool a_unsafe = a->a_unsafe;
  auto a_initial = static_cast<const gt_scalar*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::segment_reduce_out::call(gotorch::ref(a_data, "data"), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::opt(a_lengths, "lengths"), gotorch::opt(a_indices, "indices"), gotorch::opt(a_offsets, "offsets"), a_axis, a_unsafe, gotorch::opt_scalar(a_initial), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// selu(Tensor self) -> Tensor
struct gt_selu_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_selu_args) == 32, "args layout differs from the Go side's");
char* gt_selu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_selu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::selu::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// selu_(Tensor(a!) self) -> Tensor(a!)
struct gt_selu__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_selu__args) == 8, "args layout differs from the Go side's");
char* gt_selu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_selu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::selu_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor
struct gt_sigmoid_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sigmoid_backward_args) == 40, "args layout differs from the Go side's");
char* gt_sigmoid_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sigmoid_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sigmoid_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sigmoid_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_sigmoid_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_sigmoid_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_sigmoid_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sigmoid_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::sigmoid_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// sign(Tensor self) -> Tensor
struct gt_sign_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sign_args) == 32, "args layout differs from the Go side's");
char* gt_sign(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sign_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sign::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sign_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sign_out_args) == 16, "args layout differs from the Go side's");
char* gt_sign_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sign_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sign_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sign_(Tensor(a!) self) -> Tensor(a!)
struct gt_sign__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sign__args) == 8, "args layout differs from the Go side's");
char* gt_sign_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sign__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sign_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// signbit(Tensor self) -> Tensor
struct gt_signbit_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_signbit_args) == 32, "args layout differs from the Go side's");
char* gt_signbit(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_signbit_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::signbit::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// signbit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_signbit_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_signbit_out_args) == 16, "args layout differs from the Go side's");
char* gt_signbit_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_signbit_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::signbit_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// silu_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt_silu_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_silu_backward_args) == 40, "args layout differs from the Go side's");
char* gt_silu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_silu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::silu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// silu_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_silu_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_silu_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_silu_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_silu_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::silu_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// sinc(Tensor self) -> Tensor
struct gt_sinc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sinc_args) == 32, "args layout differs from the Go side's");
char* gt_sinc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sinc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sinc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sinc_out_args) == 16, "args layout differs from the Go side's");
char* gt_sinc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sinc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sinc_(Tensor(a!) self) -> Tensor(a!)
struct gt_sinc__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sinc__args) == 8, "args layout differs from the Go side's");
char* gt_sinc_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinc__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sinc_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// sinh(Tensor self) -> Tensor
struct gt_sinh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sinh_args) == 32, "args layout differs from the Go side's");
char* gt_sinh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sinh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sinh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sinh_out_args) == 16, "args layout differs from the Go side's");
char* gt_sinh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sinh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sinh_(Tensor(a!) self) -> Tensor(a!)
struct gt_sinh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sinh__args) == 8, "args layout differs from the Go side's");
char* gt_sinh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sinh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sinh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)
struct gt_slice_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slice_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_slice_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  auto a_start = static_cast<const int64_t*>(ptrs[0]);
  auto a_end = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slice_Tensor::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
struct gt_slogdet_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_slogdet_args) == 56, "args layout differs from the Go side's");
char* gt_slogdet(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slogdet_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::slogdet::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// slogdet.out(Tensor self, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet)
struct gt_slogdet_out_args {
  gt_tensor a_self;
  gt_tensor a_sign;
  gt_tensor a_logabsdet;
};
static_assert(sizeof(gt_slogdet_out_args) == 24, "args layout differs from the Go side's");
char* gt_slogdet_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slogdet_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_sign(a->a_sign);
  gotorch::borrowed a_logabsdet(a->a_logabsdet);
  GT_TRY
  at::_ops::slogdet_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_sign, "sign"), gotorch::ref(a_logabsdet, "logabsdet"));
  GT_CATCH
}

// slow_conv_transpose3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1) -> Tensor
struct gt_slow_conv_transpose3d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slow_conv_transpose3d_args) == 88, "args layout differs from the Go side's");
char* gt_slow_conv_transpose3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_transpose3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_dilation_len = a->a_dilation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slow_conv_transpose3d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv_transpose3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slow_conv_transpose3d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_output_padding_len;
  int64_t a_dilation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slow_conv_transpose3d_out_args) == 72, "args layout differs from the Go side's");
char* gt_slow_conv_transpose3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_transpose3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_dilation_len = a->a_dilation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::slow_conv_transpose3d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor
struct gt_smooth_l1_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_beta;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_smooth_l1_loss_args) == 56, "args layout differs from the Go side's");
char* gt_smooth_l1_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_smooth_l1_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_beta = a->a_beta;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::smooth_l1_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_beta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// smooth_l1_loss.out(Tensor self, Tensor target, int reduction=Mean, float beta=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_smooth_l1_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_beta;
  gt_tensor a_out;
};
static_assert(sizeof(gt_smooth_l1_loss_out_args) == 40, "args layout differs from the Go side's");
char* gt_smooth_l1_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_smooth_l1_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_beta = a->a_beta;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::smooth_l1_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_beta, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// soft_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
struct gt_soft_margin_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_soft_margin_loss_args) == 48, "args layout differs from the Go side's");
char* gt_soft_margin_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_soft_margin_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::soft_margin_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// soft_margin_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_soft_margin_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_soft_margin_loss_out_args) == 32, "args layout differs from the Go side's");
char* gt_soft_margin_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_soft_margin_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::soft_margin_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
struct gt_soft_margin_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_soft_margin_loss_backward_args) == 56, "args layout differs from the Go side's");
char* gt_soft_margin_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_soft_margin_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::soft_margin_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// soft_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_soft_margin_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_soft_margin_loss_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_soft_margin_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_soft_margin_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::soft_margin_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
struct gt_softplus_args {
  gt_tensor a_self;
  gt_scalar a_beta;
  gt_scalar a_threshold;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softplus_args) == 96, "args layout differs from the Go side's");
char* gt_softplus(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softplus_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_threshold = a->a_threshold;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softplus::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_beta), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)
struct gt_softplus_out_args {
  gt_tensor a_self;
  gt_scalar a_beta;
  gt_scalar a_threshold;
  gt_tensor a_out;
};
static_assert(sizeof(gt_softplus_out_args) == 80, "args layout differs from the Go side's");
char* gt_softplus_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softplus_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_threshold = a->a_threshold;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::softplus_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_beta), gotorch::scalar(a_threshold), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sparse_bsc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_bsc_tensor_ccol_row_value_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_bsc_tensor_ccol_row_value_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_bsc_tensor_ccol_row_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_bsc_tensor_ccol_row_value_args*>(args);
  gotorch::borrowed a_ccol_indices(a->a_ccol_indices);
  gotorch::borrowed a_row_indices(a->a_row_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_bsc_tensor_ccol_row_value::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_bsc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_bsc_tensor_ccol_row_value_size_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_bsc_tensor_ccol_row_value_size_args) == 80, "args layout differs from the Go side's");
char* gt_sparse_bsc_tensor_ccol_row_value_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_bsc_tensor_ccol_row_value_size_args*>(args);
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
  auto r = at::_ops::sparse_bsc_tensor_ccol_row_value_size::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_csr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_csr_tensor_crow_col_value_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_csr_tensor_crow_col_value_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_csr_tensor_crow_col_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_csr_tensor_crow_col_value_args*>(args);
  gotorch::borrowed a_crow_indices(a->a_crow_indices);
  gotorch::borrowed a_col_indices(a->a_col_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_csr_tensor_crow_col_value::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_csr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_csr_tensor_crow_col_value_size_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_csr_tensor_crow_col_value_size_args) == 80, "args layout differs from the Go side's");
char* gt_sparse_csr_tensor_crow_col_value_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_csr_tensor_crow_col_value_size_args*>(args);
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
  auto r = at::_ops::sparse_csr_tensor_crow_col_value_size::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_mask(Tensor self, Tensor mask) -> Tensor
struct gt_sparse_mask_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_mask_args) == 40, "args layout differs from the Go side's");
char* gt_sparse_mask(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_mask_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_mask::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_mask.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sparse_mask_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sparse_mask_out_args) == 24, "args layout differs from the Go side's");
char* gt_sparse_mask_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_mask_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sparse_mask_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_sparse_sampled_addmm_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_sampled_addmm_args) == 112, "args layout differs from the Go side's");
char* gt_sparse_sampled_addmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_sampled_addmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_sampled_addmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_sampled_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_sparse_sampled_addmm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sparse_sampled_addmm_out_args) == 96, "args layout differs from the Go side's");
char* gt_sparse_sampled_addmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_sampled_addmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sparse_sampled_addmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_airy_ai(Tensor x) -> Tensor
struct gt_special_airy_ai_args {
  gt_tensor a_x;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_airy_ai_args) == 32, "args layout differs from the Go side's");
char* gt_special_airy_ai(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_airy_ai_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_airy_ai::call(gotorch::ref(a_x, "x"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_airy_ai.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_airy_ai_out_args {
  gt_tensor a_x;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_airy_ai_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_airy_ai_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_airy_ai_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_airy_ai_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_bessel_y1(Tensor self) -> Tensor
struct gt_special_bessel_y1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_bessel_y1_args) == 32, "args layout differs from the Go side's");
char* gt_special_bessel_y1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_y1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_bessel_y1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_bessel_y1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_bessel_y1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_bessel_y1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_bessel_y1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_y1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_bessel_y1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_t_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_args) == 40, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_chebyshev_polynomial_t_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_t_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_t_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_t_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_t_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_t_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_t_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_t_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_t_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_t_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_w_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_args) == 40, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_chebyshev_polynomial_w_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_w_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_w_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_w_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_w_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_w_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_w_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_w_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_w_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_w_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_erf(Tensor self) -> Tensor
struct gt_special_erf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_erf_args) == 32, "args layout differs from the Go side's");
char* gt_special_erf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_erf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_erf_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_erf_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_erf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erf_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_erf_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_erfc(Tensor self) -> Tensor
struct gt_special_erfc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_erfc_args) == 32, "args layout differs from the Go side's");
char* gt_special_erfc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_erfc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_erfc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_erfc_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_erfc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_erfc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_erfc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_expit(Tensor self) -> Tensor
struct gt_special_expit_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_expit_args) == 32, "args layout differs from the Go side's");
char* gt_special_expit(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_expit_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_expit::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_expit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_expit_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_expit_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_expit_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_expit_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_expit_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_gammaln(Tensor self) -> Tensor
struct gt_special_gammaln_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_gammaln_args) == 32, "args layout differs from the Go side's");
char* gt_special_gammaln(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammaln_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_gammaln::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_gammaln.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_gammaln_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_gammaln_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_gammaln_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammaln_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_gammaln_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
struct gt_special_hermite_polynomial_he_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_args) == 40, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_hermite_polynomial_he_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_he.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_he_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_he_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_he.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_he_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_he_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_hermite_polynomial_he_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_he_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_he.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_he_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_he_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_he_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_he_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_he_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_i0(Tensor self) -> Tensor
struct gt_special_i0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_i0_args) == 32, "args layout differs from the Go side's");
char* gt_special_i0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_i0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_i0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_i0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_i0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_i0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_i1e(Tensor self) -> Tensor
struct gt_special_i1e_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_i1e_args) == 32, "args layout differs from the Go side's");
char* gt_special_i1e(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i1e_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_i1e::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_i1e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_i1e_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_i1e_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_i1e_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_i1e_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_i1e_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_log1p(Tensor self) -> Tensor
struct gt_special_log1p_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_log1p_args) == 32, "args layout differs from the Go side's");
char* gt_special_log1p(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_log1p_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_log1p::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_log1p_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_log1p_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_log1p_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_log1p_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_log1p_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
struct gt_special_log_softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_log_softmax_args) == 48, "args layout differs from the Go side's");
char* gt_special_log_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_log_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_log_softmax::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_modified_bessel_k1(Tensor self) -> Tensor
struct gt_special_modified_bessel_k1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_modified_bessel_k1_args) == 32, "args layout differs from the Go side's");
char* gt_special_modified_bessel_k1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_k1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_modified_bessel_k1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_modified_bessel_k1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_modified_bessel_k1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_modified_bessel_k1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_modified_bessel_k1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_k1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_modified_bessel_k1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_scaled_modified_bessel_k1(Tensor x) -> Tensor
struct gt_special_scaled_modified_bessel_k1_args {
  gt_tensor a_x;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_scaled_modified_bessel_k1_args) == 32, "args layout differs from the Go side's");
char* gt_special_scaled_modified_bessel_k1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_scaled_modified_bessel_k1_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_scaled_modified_bessel_k1::call(gotorch::ref(a_x, "x"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_scaled_modified_bessel_k1.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_scaled_modified_bessel_k1_out_args {
  gt_tensor a_x;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_scaled_modified_bessel_k1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_scaled_modified_bessel_k1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_scaled_modified_bessel_k1_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_scaled_modified_bessel_k1_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_t_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_args) == 40, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_t_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_t_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_t_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_t_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_t_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_t_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_t_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_t_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_t_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_t_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_spherical_bessel_j0(Tensor x) -> Tensor
struct gt_special_spherical_bessel_j0_args {
  gt_tensor a_x;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_spherical_bessel_j0_args) == 32, "args layout differs from the Go side's");
char* gt_special_spherical_bessel_j0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_spherical_bessel_j0_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_spherical_bessel_j0::call(gotorch::ref(a_x, "x"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_spherical_bessel_j0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_spherical_bessel_j0_out_args {
  gt_tensor a_x;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_spherical_bessel_j0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_spherical_bessel_j0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_spherical_bessel_j0_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_spherical_bessel_j0_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_zeta(Tensor self, Tensor other) -> Tensor
struct gt_special_zeta_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_zeta_args) == 40, "args layout differs from the Go side's");
char* gt_special_zeta(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_zeta::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor
struct gt_special_zeta_other_scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_zeta_other_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_zeta_other_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_other_scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_zeta_other_scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_zeta.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_zeta_other_scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_zeta_other_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_zeta_other_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_other_scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_zeta_other_scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_zeta.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_zeta_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_zeta_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_zeta_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_zeta_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor
struct gt_special_zeta_self_scalar_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_zeta_self_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_zeta_self_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_self_scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_zeta_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_zeta.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_zeta_self_scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_zeta_self_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_zeta_self_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_zeta_self_scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_zeta_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// split_copy.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
struct gt_split_copy_Tensor_args {
  gt_tensor a_self;
  int64_t a_split_size;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_split_copy_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_split_copy_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_copy_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_split_size = a->a_split_size;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::split_copy_Tensor::call(gotorch::ref(a_self, "self"), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// split_copy.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> ()
struct gt_split_copy_Tensor_out_args {
  gt_tensor a_self;
  int64_t a_split_size;
  int64_t a_dim;
  int64_t a_out_len;
};
static_assert(sizeof(gt_split_copy_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_split_copy_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_copy_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_split_size = a->a_split_size;
  int64_t a_dim = a->a_dim;
  auto a_out = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::split_copy_Tensor_out::call(gotorch::ref(a_self, "self"), a_split_size, a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// sqrt(Tensor self) -> Tensor
struct gt_sqrt_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sqrt_args) == 32, "args layout differs from the Go side's");
char* gt_sqrt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sqrt_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sqrt::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sqrt_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sqrt_out_args) == 16, "args layout differs from the Go side's");
char* gt_sqrt_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sqrt_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sqrt_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sqrt_(Tensor(a!) self) -> Tensor(a!)
struct gt_sqrt__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sqrt__args) == 8, "args layout differs from the Go side's");
char* gt_sqrt_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sqrt__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sqrt_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// squeeze_copy(Tensor self) -> Tensor
struct gt_squeeze_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_squeeze_copy_args) == 32, "args layout differs from the Go side's");
char* gt_squeeze_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::squeeze_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// squeeze_copy.dim(Tensor self, int dim) -> Tensor
struct gt_squeeze_copy_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_squeeze_copy_dim_args) == 40, "args layout differs from the Go side's");
char* gt_squeeze_copy_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_copy_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::squeeze_copy_dim::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// squeeze_copy.dim_out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_squeeze_copy_dim_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_squeeze_copy_dim_out_args) == 24, "args layout differs from the Go side's");
char* gt_squeeze_copy_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_copy_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::squeeze_copy_dim_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// squeeze_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_squeeze_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_squeeze_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_squeeze_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_squeeze_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::squeeze_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// stack(Tensor[] tensors, int dim=0) -> Tensor
struct gt_stack_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_stack_args) == 40, "args layout differs from the Go side's");
char* gt_stack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_stack_out_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_stack_out_args) == 24, "args layout differs from the Go side's");
char* gt_stack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// std(Tensor self, bool unbiased=True) -> Tensor
struct gt_std_args {
  gt_tensor a_self;
  bool a_unbiased;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_std_args) == 40, "args layout differs from the Go side's");
char* gt_std(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_unbiased = a->a_unbiased;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::std::call(gotorch::ref(a_self, "self"), a_unbiased);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
struct gt_std_correction_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_std_correction_args) == 48, "args layout differs from the Go side's");
char* gt_std_correction(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_correction_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::std_correction::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// std.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
struct gt_std_correction_names_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_std_correction_names_args) == 48, "args layout differs from the Go side's");
char* gt_std_correction_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_correction_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::std_correction_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// std.correction_names_out(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
struct gt_std_correction_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_std_correction_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_std_correction_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_correction_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::std_correction_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// std.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
struct gt_std_correction_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_std_correction_out_args) == 32, "args layout differs from the Go side's");
char* gt_std_correction_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_correction_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::std_correction_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
struct gt_std_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_std_dim_args) == 48, "args layout differs from the Go side's");
char* gt_std_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::std_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// std.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
struct gt_std_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_std_names_dim_args) == 48, "args layout differs from the Go side's");
char* gt_std_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::std_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// std.names_out(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_std_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_std_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_std_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::std_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// std.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_std_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_std_out_args) == 32, "args layout differs from the Go side's");
char* gt_std_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_std_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::std_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
struct gt_subtract_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_subtract_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt_subtract_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_subtract_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::subtract_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
struct gt_subtract_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_subtract_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt_subtract_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_subtract_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::subtract_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// subtract.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_subtract_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_subtract_out_args) == 56, "args layout differs from the Go side's");
char* gt_subtract_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_subtract_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::subtract_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
struct gt_subtract__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_subtract__Scalar_args) == 72, "args layout differs from the Go side's");
char* gt_subtract__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_subtract__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::subtract__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

// subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
struct gt_subtract__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_subtract__Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_subtract__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_subtract__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::subtract__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)
struct gt_svd_args {
  gt_tensor a_self;
  bool a_some;
  bool a_compute_uv;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_svd_args) == 88, "args layout differs from the Go side's");
char* gt_svd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_svd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_some = a->a_some;
  bool a_compute_uv = a->a_compute_uv;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::svd::call(gotorch::ref(a_self, "self"), a_some, a_compute_uv);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// svd.U(Tensor self, bool some=True, bool compute_uv=True, *, Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) V)
struct gt_svd_U_args {
  gt_tensor a_self;
  bool a_some;
  bool a_compute_uv;
  gt_tensor a_U;
  gt_tensor a_S;
  gt_tensor a_V;
};
static_assert(sizeof(gt_svd_U_args) == 40, "args layout differs from the Go side's");
char* gt_svd_U(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_svd_U_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_some = a->a_some;
  bool a_compute_uv = a->a_compute_uv;
  gotorch::borrowed a_U(a->a_U);
  gotorch::borrowed a_S(a->a_S);
  gotorch::borrowed a_V(a->a_V);
  GT_TRY
  at::_ops::svd_U::call(gotorch::ref(a_self, "self"), a_some, a_compute_uv, gotorch::ref(a_U, "U"), gotorch::ref(a_S, "S"), gotorch::ref(a_V, "V"));
  GT_CATCH
}

// swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
struct gt_swapaxes_args {
  gt_tensor a_self;
  int64_t a_axis0;
  int64_t a_axis1;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_swapaxes_args) == 48, "args layout differs from the Go side's");
char* gt_swapaxes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_swapaxes_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_axis0 = a->a_axis0;
  int64_t a_axis1 = a->a_axis1;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::swapaxes::call(gotorch::ref(a_self, "self"), a_axis0, a_axis1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!)
struct gt_swapaxes__args {
  gt_tensor a_self;
  int64_t a_axis0;
  int64_t a_axis1;
};
static_assert(sizeof(gt_swapaxes__args) == 24, "args layout differs from the Go side's");
char* gt_swapaxes_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_swapaxes__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_axis0 = a->a_axis0;
  int64_t a_axis1 = a->a_axis1;
  GT_TRY
  at::_ops::swapaxes_::call(gotorch::ref(a_self, "self"), a_axis0, a_axis1);
  GT_CATCH
}

// symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)
struct gt_symeig_args {
  gt_tensor a_self;
  bool a_eigenvectors;
  bool a_upper;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_symeig_args) == 64, "args layout differs from the Go side's");
char* gt_symeig(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_symeig_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_eigenvectors = a->a_eigenvectors;
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::symeig::call(gotorch::ref(a_self, "self"), a_eigenvectors, a_upper);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// symeig.e(Tensor self, bool eigenvectors=False, bool upper=True, *, Tensor(a!) e, Tensor(b!) V) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
struct gt_symeig_e_args {
  gt_tensor a_self;
  bool a_eigenvectors;
  bool a_upper;
  gt_tensor a_e;
  gt_tensor a_V;
};
static_assert(sizeof(gt_symeig_e_args) == 32, "args layout differs from the Go side's");
char* gt_symeig_e(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_symeig_e_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_eigenvectors = a->a_eigenvectors;
  bool a_upper = a->a_upper;
  gotorch::borrowed a_e(a->a_e);
  gotorch::borrowed a_V(a->a_V);
  GT_TRY
  at::_ops::symeig_e::call(gotorch::ref(a_self, "self"), a_eigenvectors, a_upper, gotorch::ref(a_e, "e"), gotorch::ref(a_V, "V"));
  GT_CATCH
}

// tensor_split.indices(Tensor(a -> *) self, int[] indices, int dim=0) -> Tensor(a)[]
struct gt_tensor_split_indices_args {
  gt_tensor a_self;
  int64_t a_indices_len;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_tensor_split_indices_args) == 40, "args layout differs from the Go side's");
char* gt_tensor_split_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tensor_split_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_indices = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_indices_len = a->a_indices_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::tensor_split_indices::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_indices, a_indices_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// tensor_split.sections(Tensor(a -> *) self, int sections, int dim=0) -> Tensor(a)[]
struct gt_tensor_split_sections_args {
  gt_tensor a_self;
  int64_t a_sections;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_tensor_split_sections_args) == 40, "args layout differs from the Go side's");
char* gt_tensor_split_sections(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tensor_split_sections_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_sections = a->a_sections;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::tensor_split_sections::call(gotorch::ref(a_self, "self"), a_sections, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// tensor_split.tensor_indices_or_sections(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[]
struct gt_tensor_split_tensor_indices_or_sections_args {
  gt_tensor a_self;
  gt_tensor a_tensor_indices_or_sections;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_tensor_split_tensor_indices_or_sections_args) == 40, "args layout differs from the Go side's");
char* gt_tensor_split_tensor_indices_or_sections(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tensor_split_tensor_indices_or_sections_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor_indices_or_sections(a->a_tensor_indices_or_sections);
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::tensor_split_tensor_indices_or_sections::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor_indices_or_sections, "tensor_indices_or_sections"), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
struct gt_threshold_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_threshold;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_threshold_backward_args) == 72, "args layout differs from the Go side's");
char* gt_threshold_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_threshold_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_threshold = a->a_threshold;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::threshold_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// threshold_backward.grad_input(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_threshold_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_threshold;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_threshold_backward_grad_input_args) == 56, "args layout differs from the Go side's");
char* gt_threshold_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_threshold_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_threshold = a->a_threshold;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::threshold_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_threshold), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// to_mkldnn(Tensor self, ScalarType? dtype=None) -> Tensor
struct gt_to_mkldnn_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_mkldnn_args) == 40, "args layout differs from the Go side's");
char* gt_to_mkldnn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_mkldnn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_mkldnn::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_mkldnn.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_mkldnn_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_mkldnn_out_args) == 24, "args layout differs from the Go side's");
char* gt_to_mkldnn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_mkldnn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_mkldnn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// to_sparse_bsc(Tensor self, int[2] blocksize) -> Tensor
struct gt_to_sparse_bsc_args {
  gt_tensor a_self;
  int64_t a_blocksize_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_bsc_args) == 40, "args layout differs from the Go side's");
char* gt_to_sparse_bsc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_bsc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_blocksize = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_blocksize_len = a->a_blocksize_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse_bsc::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_blocksize, a_blocksize_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse_bsc.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_bsc_out_args {
  gt_tensor a_self;
  int64_t a_blocksize_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_bsc_out_args) == 24, "args layout differs from the Go side's");
char* gt_to_sparse_bsc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_bsc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_blocksize = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_blocksize_len = a->a_blocksize_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_bsc_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_blocksize, a_blocksize_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
struct gt_topk_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim;
  bool a_largest;
  bool a_sorted;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_topk_args) == 80, "args layout differs from the Go side's");
char* gt_topk(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_topk_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  int64_t a_dim = a->a_dim;
  bool a_largest = a->a_largest;
  bool a_sorted = a->a_sorted;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::topk::call(gotorch::ref(a_self, "self"), a_k, a_dim, a_largest, a_sorted);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// topk.values(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_topk_values_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim;
  bool a_largest;
  bool a_sorted;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_topk_values_args) == 48, "args layout differs from the Go side's");
char* gt_topk_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_topk_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  int64_t a_dim = a->a_dim;
  bool a_largest = a->a_largest;
  bool a_sorted = a->a_sorted;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::topk_values::call(gotorch::ref(a_self, "self"), a_k, a_dim, a_largest, a_sorted, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_tril_indices_args {
  int64_t a_row;
  int64_t a_col;
  int64_t a_offset;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tril_indices_args) == 72, "args layout differs from the Go side's");
char* gt_tril_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tril_indices_args*>(args);
  int64_t a_row = a->a_row;
  int64_t a_col = a->a_col;
  int64_t a_offset = a->a_offset;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tril_indices::call(a_row, a_col, a_offset, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tril_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_tril_indices_out_args {
  int64_t a_row;
  int64_t a_col;
  int64_t a_offset;
  gt_tensor a_out;
};
static_assert(sizeof(gt_tril_indices_out_args) == 32, "args layout differs from the Go side's");
char* gt_tril_indices_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tril_indices_out_args*>(args);
  int64_t a_row = a->a_row;
  int64_t a_col = a->a_col;
  int64_t a_offset = a->a_offset;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::tril_indices_out::call(a_row, a_col, a_offset, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// triu(Tensor self, int diagonal=0) -> Tensor
struct gt_triu_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_triu_args) == 40, "args layout differs from the Go side's");
char* gt_triu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::triu::call(gotorch::ref(a_self, "self"), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_triu_out_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor a_out;
};
static_assert(sizeof(gt_triu_out_args) == 24, "args layout differs from the Go side's");
char* gt_triu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::triu_out::call(gotorch::ref(a_self, "self"), a_diagonal, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)
struct gt_triu__args {
  gt_tensor a_self;
  int64_t a_diagonal;
};
static_assert(sizeof(gt_triu__args) == 16, "args layout differs from the Go side's");
char* gt_triu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  GT_TRY
  at::_ops::triu_::call(gotorch::ref(a_self, "self"), a_diagonal);
  GT_CATCH
}

// unbind_copy.int(Tensor self, int dim=0) -> Tensor[]
struct gt_unbind_copy_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unbind_copy_int_args) == 32, "args layout differs from the Go side's");
char* gt_unbind_copy_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unbind_copy_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::unbind_copy_int::call(gotorch::ref(a_self, "self"), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unbind_copy.int_out(Tensor self, int dim=0, *, Tensor(a!)[] out) -> ()
struct gt_unbind_copy_int_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_out_len;
};
static_assert(sizeof(gt_unbind_copy_int_out_args) == 24, "args layout differs from the Go side's");
char* gt_unbind_copy_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unbind_copy_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  auto a_out = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::unbind_copy_int_out::call(gotorch::ref(a_self, "self"), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)
struct gt_unflatten_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_sizes_len;
  int64_t a_names_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unflatten_Dimname_args) == 56, "args layout differs from the Go side's");
char* gt_unflatten_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unflatten_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_sizes_len = a->a_sizes_len;
  auto a_names = static_cast<const char*>(ptrs[2]);
  int64_t a_names_len = a->a_names_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unflatten_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), at::IntArrayRef(a_sizes, a_sizes_len), gotorch::dimnames(a_names, a_names_len, "names"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)
struct gt_unflatten_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_sizes_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unflatten_int_args) == 48, "args layout differs from the Go side's");
char* gt_unflatten_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unflatten_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  auto a_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_sizes_len = a->a_sizes_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unflatten_int::call(gotorch::ref(a_self, "self"), a_dim, at::IntArrayRef(a_sizes, a_sizes_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)
struct gt_unfold_args {
  gt_tensor a_self;
  int64_t a_dimension;
  int64_t a_size;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unfold_args) == 56, "args layout differs from the Go side's");
char* gt_unfold(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unfold_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dimension = a->a_dimension;
  int64_t a_size = a->a_size;
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unfold::call(gotorch::ref(a_self, "self"), a_dimension, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
struct gt_unique_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_sorted;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_unique_dim_args) == 96, "args layout differs from the Go side's");
char* gt_unique_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::unique_dim::call(gotorch::ref(a_self, "self"), a_dim, a_sorted, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// unique_dim.out(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_unique_dim_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_sorted;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_unique_dim_out_args) == 48, "args layout differs from the Go side's");
char* gt_unique_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::unique_dim_out::call(gotorch::ref(a_self, "self"), a_dim, a_sorted, a_return_inverse, a_return_counts, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
struct gt_unique_dim_consecutive_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_unique_dim_consecutive_args) == 96, "args layout differs from the Go side's");
char* gt_unique_dim_consecutive(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_dim_consecutive_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::unique_dim_consecutive::call(gotorch::ref(a_self, "self"), a_dim, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// unique_dim_consecutive.out(Tensor self, int dim, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_unique_dim_consecutive_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_unique_dim_consecutive_out_args) == 48, "args layout differs from the Go side's");
char* gt_unique_dim_consecutive_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_dim_consecutive_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::unique_dim_consecutive_out::call(gotorch::ref(a_self, "self"), a_dim, a_return_inverse, a_return_counts, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]
struct gt_unsafe_chunk_args {
  gt_tensor a_self;
  int64_t a_chunks;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unsafe_chunk_args) == 40, "args layout differs from the Go side's");
char* gt_unsafe_chunk(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsafe_chunk_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_chunks = a->a_chunks;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::unsafe_chunk::call(gotorch::ref(a_self, "self"), a_chunks, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_bicubic2d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bicubic2d_backward_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_bicubic2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bicubic2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_bicubic2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_bicubic2d_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_bicubic2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_bicubic2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_bicubic2d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bicubic2d_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_backward_vec_args*>(args);
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
  auto r = at::_ops::upsample_bicubic2d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bicubic2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bicubic2d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bicubic2d_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_bicubic2d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bicubic2d_backward_vec_out_args*>(args);
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
  at::_ops::upsample_bicubic2d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_bilinear2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bilinear2d_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bilinear2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bilinear2d_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_bilinear2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_bilinear2d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bilinear2d_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_bilinear2d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bilinear2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bilinear2d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bilinear2d_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_bilinear2d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor
struct gt_upsample_nearest1d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest1d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_nearest1d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_nearest1d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_nearest1d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_nearest1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest1d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest1d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest1d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest1d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest1d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_nearest3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest3d_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest3d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest3d_out_args) == 24, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[1]);
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest3d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest3d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest3d_vec_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest3d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest3d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest3d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest3d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_nearest3d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest3d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[2]);
  auto a_scales_h = static_cast<const double*>(ptrs[3]);
  auto a_scales_w = static_cast<const double*>(ptrs[4]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_nearest3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_nearest3d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_d = static_cast<const double*>(ptrs[2]);
  auto a_scales_h = static_cast<const double*>(ptrs[3]);
  auto a_scales_w = static_cast<const double*>(ptrs[4]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_nearest3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_nearest3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest3d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest3d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest3d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest3d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest3d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest3d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest3d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest3d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// values_copy(Tensor self) -> Tensor
struct gt_values_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_values_copy_args) == 32, "args layout differs from the Go side's");
char* gt_values_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_values_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::values_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_values_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_values_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_values_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_values_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::values_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// vander(Tensor x, int? N=None, bool increasing=False) -> Tensor
struct gt_vander_args {
  gt_tensor a_x;
  bool a_increasing;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_vander_args) == 40, "args layout differs from the Go side's");
char* gt_vander(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vander_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  auto a_N = static_cast<const int64_t*>(ptrs[0]);
  bool a_increasing = a->a_increasing;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::vander::call(gotorch::ref(a_x, "x"), gotorch::opt_value(a_N), a_increasing);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var(Tensor self, bool unbiased=True) -> Tensor
struct gt_var_args {
  gt_tensor a_self;
  bool a_unbiased;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_var_args) == 40, "args layout differs from the Go side's");
char* gt_var(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_unbiased = a->a_unbiased;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::var::call(gotorch::ref(a_self, "self"), a_unbiased);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
struct gt_var_correction_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_var_correction_args) == 48, "args layout differs from the Go side's");
char* gt_var_correction(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_correction_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::var_correction::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
struct gt_var_correction_names_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_var_correction_names_args) == 48, "args layout differs from the Go side's");
char* gt_var_correction_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_correction_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::var_correction_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var.correction_names_out(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
struct gt_var_correction_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_var_correction_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_var_correction_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_correction_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::var_correction_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// var.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
struct gt_var_correction_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_var_correction_out_args) == 32, "args layout differs from the Go side's");
char* gt_var_correction_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_correction_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::var_correction_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
struct gt_var_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_var_dim_args) == 48, "args layout differs from the Go side's");
char* gt_var_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::var_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
struct gt_var_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_var_names_dim_args) == 48, "args layout differs from the Go side's");
char* gt_var_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::var_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// var.names_out(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_var_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_var_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_var_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::var_names_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// var.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_var_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_var_out_args) == 32, "args layout differs from the Go side's");
char* gt_var_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::var_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
struct gt_var_mean_args {
  gt_tensor a_self;
  bool a_unbiased;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_var_mean_args) == 64, "args layout differs from the Go side's");
char* gt_var_mean(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_unbiased = a->a_unbiased;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::var_mean::call(gotorch::ref(a_self, "self"), a_unbiased);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// var_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
struct gt_var_mean_correction_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_var_mean_correction_args) == 72, "args layout differs from the Go side's");
char* gt_var_mean_correction(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_correction_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::var_mean_correction::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// var_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
struct gt_var_mean_correction_names_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_var_mean_correction_names_args) == 72, "args layout differs from the Go side's");
char* gt_var_mean_correction_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_correction_names_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::var_mean_correction_names::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), gotorch::opt_value(a_correction), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// var_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_var_mean_correction_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_var_mean_correction_out_args) == 40, "args layout differs from the Go side's");
char* gt_var_mean_correction_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_correction_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_correction = static_cast<const int64_t*>(ptrs[1]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::var_mean_correction_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_value(a_correction), a_keepdim, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
struct gt_var_mean_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_var_mean_dim_args) == 72, "args layout differs from the Go side's");
char* gt_var_mean_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::var_mean_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// var_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
struct gt_var_mean_names_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_unbiased;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_var_mean_names_dim_args) == 72, "args layout differs from the Go side's");
char* gt_var_mean_names_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_var_mean_names_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_unbiased = a->a_unbiased;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::var_mean_names_dim::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_unbiased, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// vdot(Tensor self, Tensor other) -> Tensor
struct gt_vdot_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_vdot_args) == 40, "args layout differs from the Go side's");
char* gt_vdot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vdot_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::vdot::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// vdot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_vdot_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_vdot_out_args) == 24, "args layout differs from the Go side's");
char* gt_vdot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_vdot_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::vdot_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// view(Tensor(a) self, SymInt[] size) -> Tensor(a)
struct gt_view_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_args) == 40, "args layout differs from the Go side's");
char* gt_view(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)
struct gt_view_dtype_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_dtype_args) == 40, "args layout differs from the Go side's");
char* gt_view_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_dtype::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_complex(Tensor(a) self) -> Tensor(a)
struct gt_view_as_complex_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_as_complex_args) == 32, "args layout differs from the Go side's");
char* gt_view_as_complex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_complex_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_as_complex::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_complex_copy(Tensor self) -> Tensor
struct gt_view_as_complex_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_view_as_complex_copy_args) == 32, "args layout differs from the Go side's");
char* gt_view_as_complex_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_complex_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::view_as_complex_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// view_as_complex_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_view_as_complex_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_view_as_complex_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_view_as_complex_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_view_as_complex_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::view_as_complex_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// where(Tensor condition) -> Tensor[]
struct gt_where_args {
  gt_tensor a_condition;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_where_args) == 24, "args layout differs from the Go side's");
char* gt_where(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::where::call(gotorch::ref(a_condition, "condition"));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// where.Scalar(Tensor condition, Scalar self, Scalar other) -> Tensor
struct gt_where_Scalar_args {
  gt_tensor a_condition;
  gt_scalar a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_where_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt_where_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_Scalar_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gt_scalar a_self = a->a_self;
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::where_Scalar::call(gotorch::ref(a_condition, "condition"), gotorch::scalar(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// where.ScalarOther(Tensor condition, Tensor self, Scalar other) -> Tensor
struct gt_where_ScalarOther_args {
  gt_tensor a_condition;
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_where_ScalarOther_args) == 72, "args layout differs from the Go side's");
char* gt_where_ScalarOther(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_ScalarOther_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::where_ScalarOther::call(gotorch::ref(a_condition, "condition"), gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// where.ScalarSelf(Tensor condition, Scalar self, Tensor other) -> Tensor
struct gt_where_ScalarSelf_args {
  gt_tensor a_condition;
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_where_ScalarSelf_args) == 72, "args layout differs from the Go side's");
char* gt_where_ScalarSelf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_ScalarSelf_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::where_ScalarSelf::call(gotorch::ref(a_condition, "condition"), gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// where.self(Tensor condition, Tensor self, Tensor other) -> Tensor
struct gt_where_self_args {
  gt_tensor a_condition;
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_where_self_args) == 48, "args layout differs from the Go side's");
char* gt_where_self(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_self_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::where_self::call(gotorch::ref(a_condition, "condition"), gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// where.self_out(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_where_self_out_args {
  gt_tensor a_condition;
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_where_self_out_args) == 32, "args layout differs from the Go side's");
char* gt_where_self_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_where_self_out_args*>(args);
  gotorch::borrowed a_condition(a->a_condition);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::where_self_out::call(gotorch::ref(a_condition, "condition"), gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

}  // extern "C"
